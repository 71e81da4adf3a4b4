#include <cstdio>
#include "domain.h"
int main() {
    Domain d(20000);
    double e = 0;
#pragma omp parallel
    {
        d.initNodes();
        for (int s = 0; s < 20; ++s) {
            d.computeForces();
            d.advance(0.1);
        }
        double ee = d.energy();
#pragma omp master
        e = ee;
    }
    std::printf("steps=%d energy=%.8f\n", d.steps(), e);
    return 0;
}
