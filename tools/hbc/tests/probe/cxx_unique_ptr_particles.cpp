// std::vector<std::unique_ptr<Particle>> iterated in a `parallel for` by index, polymorphic
// update through the pointer, a reduction over a member read through the pointer, and
// a loop that replaces elements (reset with a new object) at even indices.
#include <cstdio>
#include <memory>
#include <vector>

struct Particle {
    double x, v;
    Particle(double x0, double v0) : x(x0), v(v0) {}
    virtual ~Particle() = default;
    virtual void step(double dt) { x += v * dt; }
    virtual double energy() const { return 0.5 * v * v; }
};
struct Damped : Particle {
    double k;
    Damped(double x0, double v0, double k0) : Particle(x0, v0), k(k0) {}
    void step(double dt) override { v *= (1 - k * dt); Particle::step(dt); }
    double energy() const override { return Particle::energy() + 0.5 * k * x * x; }
};

int main()
{
    const int n = 30000;
    std::vector<std::unique_ptr<Particle>> ps;
    ps.reserve(n);
    for (int i = 0; i < n; i++) {
        if (i % 3 == 0) ps.push_back(std::make_unique<Damped>(i * 1e-3, 1.0 + (i % 7), 0.1));
        else ps.push_back(std::make_unique<Particle>(i * 1e-3, 0.5 - (i % 5) * 0.1));
    }
    for (int s = 0; s < 10; s++) {
#pragma omp parallel for schedule(dynamic, 256)
        for (int i = 0; i < n; i++) ps[i]->step(0.01);
    }
#pragma omp parallel for
    for (long i = 0; i < (long)ps.size(); i += 2) {
        double x = ps[i]->x;
        ps[i].reset(new Particle(x, 0.0));
    }
    double e = 0, xs = 0;
#pragma omp parallel for reduction(+ : e, xs)
    for (std::size_t i = 0; i < ps.size(); i++) {
        e += ps[i]->energy();
        xs += ps[i]->x;
    }
    std::printf("e=%.6f xs=%.6f\n", e, xs);
    return 0;
}
