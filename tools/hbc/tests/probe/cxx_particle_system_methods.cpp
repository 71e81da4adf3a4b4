// A C++ particle code as an application writes it: a ParticleSystem class holding
// std::vector members, member functions with `parallel for` over particles (a force
// member template taking a lambda, a Verlet step, a kinetic-energy reduction as a const
// member), a cell list rebuilt each step by counting with `omp atomic` into a member
// vector and a prefix sum, a neighbour count in a `parallel for reduction`, and a driver
// loop calling the methods.
#include <cmath>
#include <cstdio>
#include <vector>

struct Vec3 {
    double x = 0, y = 0, z = 0;
    Vec3() = default;
    Vec3(double a, double b, double c) : x(a), y(b), z(c) {}
    Vec3 operator+(const Vec3 &o) const { return {x + o.x, y + o.y, z + o.z}; }
    Vec3 operator-(const Vec3 &o) const { return {x - o.x, y - o.y, z - o.z}; }
    Vec3 operator*(double s) const { return {x * s, y * s, z * s}; }
    double norm2() const { return x * x + y * y + z * z; }
};

class ParticleSystem {
public:
    explicit ParticleSystem(int n, double box) : box_(box), pos_(n), vel_(n), frc_(n), mass_(n, 1.0)
    {
        unsigned s = 2024;
        auto rnd = [&s]() { s = s * 1664525u + 1013904223u; return (s >> 8) / 16777216.0; };
        for (int i = 0; i < n; i++) {
            pos_[i] = Vec3(rnd() * box, rnd() * box, rnd() * box);
            vel_[i] = Vec3(rnd() - 0.5, rnd() - 0.5, rnd() - 0.5);
            mass_[i] = 1.0 + (i % 4) * 0.5;
        }
        ncell_ = 6;
        cell_count_.assign(ncell_ * ncell_ * ncell_, 0);
    }

    template <class Force>
    void compute_forces(Force f)
    {
        const int n = (int)pos_.size();
#pragma omp parallel for schedule(dynamic, 16)
        for (int i = 0; i < n; i++) {
            Vec3 acc;
            for (int j = 0; j < n; j++) {
                if (j == i) continue;
                Vec3 d = pos_[j] - pos_[i];
                acc = acc + d * f(d.norm2());
            }
            frc_[i] = acc;
        }
    }

    void step(double dt)
    {
        const int n = (int)pos_.size();
#pragma omp parallel for
        for (int i = 0; i < n; i++) {
            vel_[i] = vel_[i] + frc_[i] * (dt / mass_[i]);
            Vec3 p = pos_[i] + vel_[i] * dt;
            p.x = wrap(p.x); p.y = wrap(p.y); p.z = wrap(p.z);
            pos_[i] = p;
        }
    }

    double kinetic() const
    {
        double e = 0;
        const int n = (int)pos_.size();
#pragma omp parallel for reduction(+ : e)
        for (int i = 0; i < n; i++) e += 0.5 * mass_[i] * vel_[i].norm2();
        return e;
    }

    std::vector<int> rebuild_cells()
    {
        std::fill(cell_count_.begin(), cell_count_.end(), 0);
        const int n = (int)pos_.size();
#pragma omp parallel for
        for (int i = 0; i < n; i++) {
            int c = cell_of(pos_[i]);
#pragma omp atomic
            cell_count_[c]++;
        }
        std::vector<int> start(cell_count_.size() + 1, 0);
        for (size_t c = 0; c < cell_count_.size(); c++) start[c + 1] = start[c] + cell_count_[c];
        return start;
    }

    long close_pairs(double r) const
    {
        long cnt = 0;
        const int n = (int)pos_.size();
#pragma omp parallel for reduction(+ : cnt) schedule(guided)
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) cnt += (pos_[i] - pos_[j]).norm2() < r * r;
        return cnt;
    }

    const Vec3 &pos(int i) const { return pos_[i]; }

private:
    double wrap(double v) const { return v < 0 ? v + box_ : v >= box_ ? v - box_ : v; }
    int cell_of(const Vec3 &p) const
    {
        auto k = [this](double v) { int c = (int)(v / box_ * ncell_); return c < 0 ? 0 : c >= ncell_ ? ncell_ - 1 : c; };
        return (k(p.x) * ncell_ + k(p.y)) * ncell_ + k(p.z);
    }
    double box_;
    int ncell_;
    std::vector<Vec3> pos_, vel_, frc_;
    std::vector<double> mass_;
    std::vector<int> cell_count_;
};

int main()
{
    ParticleSystem ps(700, 10.0);
    const double soft = 0.05;
    auto gravity = [soft](double r2) { double r = std::sqrt(r2 + soft); return 0.01 / (r * r * r); };
    for (int s = 0; s < 6; s++) {
        ps.compute_forces(gravity);
        ps.step(0.01);
        if (s % 2 == 1) {
            std::vector<int> start = ps.rebuild_cells();
            std::printf("step %d ke=%.8f cells[0]=%d cells[100]=%d total=%d\n", s, ps.kinetic(), start[1] - start[0],
                        start[101] - start[100], start.back());
        }
    }
    std::printf("close=%ld p0=%.6f %.6f %.6f\n", ps.close_pairs(1.0), ps.pos(0).x, ps.pos(0).y, ps.pos(0).z);
    return 0;
}
