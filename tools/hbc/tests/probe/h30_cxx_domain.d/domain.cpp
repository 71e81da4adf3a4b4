#include "domain.h"
#include <cmath>
Domain::Domain(int n) : m_n(n), m_x(n), m_v(n), m_f(n) {}
void Domain::initNodes() {
#pragma omp for
    for (int i = 0; i < m_n; ++i) { m_x[i] = std::sin(0.001 * i); m_v[i] = 0.0; m_f[i] = 0.0; }
}
void Domain::computeForces() {
#pragma omp for
    for (int i = 0; i < m_n; ++i) {
        double l = i > 0 ? m_x[i - 1] : 0.0, r = i + 1 < m_n ? m_x[i + 1] : 0.0;
        m_f[i] = l + r - 2.0 * m_x[i];
    }
}
double Domain::energy() {
    double local = 0.0;
#pragma omp for
    for (int i = 0; i < m_n; ++i) local += 0.5 * m_v[i] * m_v[i] + 0.5 * m_x[i] * m_x[i];
#pragma omp critical(energy)
    e_acc += local;
#pragma omp barrier
    return e_acc;
}
void Domain::advance(double dt) {
#pragma omp for nowait
    for (int i = 0; i < m_n; ++i) m_v[i] += dt * m_f[i];
#pragma omp barrier
#pragma omp for
    for (int i = 0; i < m_n; ++i) m_x[i] += dt * m_v[i];
#pragma omp single
    ++m_steps;
}
