// PARSEC fluidanimate-style SPH step: a Grid class owns cells (std::vector<std::vector<int>>
// of particle ids) and one omp_lock_t per cell; rebuilding the grid pushes particles into
// cells under the cell's lock (push order then depends on the schedule, so each cell is
// sorted afterwards in its own parallel for), densities and forces are computed per
// cell with symmetric pair updates into the neighbour under its lock (fixed-point integers
// so the sums are exact), a template helper over the float type, lambdas, a reduction of
// three quantities at the end and omp_get_wtime timing (not printed).
#include <cstdio>
#include <cstdint>
#include <vector>
#include <algorithm>
#ifdef _OPENMP
#include <omp.h>
#else
typedef int omp_lock_t;
static void omp_init_lock(omp_lock_t *) {}
static void omp_destroy_lock(omp_lock_t *) {}
static void omp_set_lock(omp_lock_t *) {}
static void omp_unset_lock(omp_lock_t *) {}
static double omp_get_wtime() { return 0.0; }
#endif

static const int NP = 6000;
static const int G = 16;          // cells per side (2D)
static const int64_t SCALE = 1 << 16;

template <typename Real>
static inline Real kernel_w(Real r2, Real h2)
{
    Real d = h2 - r2;
    return d > Real(0) ? d * d * d : Real(0);
}

struct Particle {
    float x, y, vx, vy;
    int64_t dens;   // fixed-point density
    int64_t fx, fy; // fixed-point force
};

class Grid {
public:
    std::vector<std::vector<int>> cells;
    std::vector<omp_lock_t> locks;
    float h;
    Grid(int n, float hh) : cells(n * n), locks(n * n), h(hh)
    {
        for (auto &l : locks) omp_init_lock(&l);
    }
    ~Grid()
    {
        for (auto &l : locks) omp_destroy_lock(&l);
    }
    int cell_of(const Particle &p) const
    {
        int cx = std::min(G - 1, std::max(0, int(p.x / h)));
        int cy = std::min(G - 1, std::max(0, int(p.y / h)));
        return cy * G + cx;
    }
    void rebuild(const std::vector<Particle> &ps)
    {
#pragma omp parallel for
        for (int c = 0; c < G * G; c++) cells[c].clear();
#pragma omp parallel for schedule(static, 64)
        for (int i = 0; i < (int)ps.size(); i++) {
            int c = cell_of(ps[i]);
            omp_set_lock(&locks[c]);
            cells[c].push_back(i);
            omp_unset_lock(&locks[c]);
        }
#pragma omp parallel for schedule(dynamic, 4)
        for (int c = 0; c < G * G; c++) std::sort(cells[c].begin(), cells[c].end());
    }
};

static unsigned lcg(unsigned &s) { s = s * 1664525u + 1013904223u; return s >> 8; }

static void compute_densities(Grid &g, std::vector<Particle> &ps)
{
    const float h2 = g.h * g.h;
    auto to_fixed = [](float v) { return (int64_t)(v * (float)SCALE); };
#pragma omp parallel
    {
#pragma omp for
        for (int i = 0; i < NP; i++) ps[i].dens = 0;
#pragma omp for schedule(dynamic, 8)
        for (int c = 0; c < G * G; c++) {
            int cx = c % G, cy = c / G;
            for (int dy = 0; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    if (dy == 0 && dx < 0) continue;
                    int nx = cx + dx, ny = cy + dy;
                    if (nx < 0 || nx >= G || ny >= G) continue;
                    int nc = ny * G + nx;
                    for (int a : g.cells[c])
                        for (int b : g.cells[nc]) {
                            if (nc == c && b <= a) continue;
                            float ddx = ps[a].x - ps[b].x, ddy = ps[a].y - ps[b].y;
                            int64_t w = to_fixed(kernel_w<float>(ddx * ddx + ddy * ddy, h2) / (h2 * h2 * h2));
                            if (w == 0) continue;
                            omp_set_lock(&g.locks[c]);
                            ps[a].dens += w;
                            omp_unset_lock(&g.locks[c]);
                            omp_set_lock(&g.locks[nc]);
                            ps[b].dens += w;
                            omp_unset_lock(&g.locks[nc]);
                        }
                }
        }
    }
}

static void compute_forces(Grid &g, std::vector<Particle> &ps)
{
    const float h2 = g.h * g.h;
#pragma omp parallel for
    for (int i = 0; i < NP; i++) ps[i].fx = ps[i].fy = 0;
#pragma omp parallel for schedule(dynamic, 8)
    for (int c = 0; c < G * G; c++) {
        int cx = c % G, cy = c / G;
        for (int dy = 0; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                if (dy == 0 && dx < 0) continue;
                int nx = cx + dx, ny = cy + dy;
                if (nx < 0 || nx >= G || ny >= G) continue;
                int nc = ny * G + nx;
                for (int a : g.cells[c])
                    for (int b : g.cells[nc]) {
                        if (nc == c && b <= a) continue;
                        float ddx = ps[a].x - ps[b].x, ddy = ps[a].y - ps[b].y;
                        float r2 = ddx * ddx + ddy * ddy;
                        if (r2 >= h2) continue;
                        int64_t p = (ps[a].dens + ps[b].dens) >> 8;
                        int64_t fx = (int64_t)(ddx * 4096.0f) * p / SCALE;
                        int64_t fy = (int64_t)(ddy * 4096.0f) * p / SCALE;
                        omp_set_lock(&g.locks[c]);
                        ps[a].fx += fx; ps[a].fy += fy;
                        omp_unset_lock(&g.locks[c]);
                        omp_set_lock(&g.locks[nc]);
                        ps[b].fx -= fx; ps[b].fy -= fy;
                        omp_unset_lock(&g.locks[nc]);
                    }
            }
    }
}

static void advance(std::vector<Particle> &ps, float dt, float lim)
{
#pragma omp parallel for
    for (int i = 0; i < NP; i++) {
        Particle &p = ps[i];
        p.vx += dt * (float)p.fx / (float)SCALE;
        p.vy += dt * (float)p.fy / (float)SCALE - dt * 0.1f;
        p.x = std::min(lim - 1e-3f, std::max(0.0f, p.x + dt * p.vx));
        p.y = std::min(lim - 1e-3f, std::max(0.0f, p.y + dt * p.vy));
    }
}

int main()
{
    double t0 = omp_get_wtime();
    std::vector<Particle> ps(NP);
    unsigned s = 12345;
    for (auto &p : ps) {
        p.x = (lcg(s) % 100000) / 100000.0f * 8.0f;
        p.y = (lcg(s) % 100000) / 100000.0f * 8.0f;
        p.vx = p.vy = 0.0f;
    }
    Grid g(G, 0.5f);
    for (int step = 0; step < 3; step++) {
        g.rebuild(ps);
        compute_densities(g, ps);
        compute_forces(g, ps);
        advance(ps, 0.01f, 8.0f);
    }
    long long dsum = 0, fsum = 0, occupied = 0;
#pragma omp parallel for reduction(+ : dsum, fsum) reduction(+ : occupied)
    for (int i = 0; i < NP; i++) {
        dsum += ps[i].dens;
        fsum += (ps[i].fx ^ ps[i].fy) & 0xffff;
        occupied += g.cell_of(ps[i]) % 7;
    }
    size_t maxcell = 0;
    for (auto &c : g.cells) maxcell = std::max(maxcell, c.size());
    std::printf("dens %lld force %lld occ %lld maxcell %zu first %d\n", dsum, fsum, occupied, maxcell,
                g.cells[G * G / 2].empty() ? -1 : g.cells[G * G / 2][0]);
    return omp_get_wtime() - t0 < 0.0;
}
