// miniAMR-style block-structured mesh in C++: a Mesh class owning std::vector<Block>,
// each Block a small 2D grid (std::vector<double> with ghost cells); per time step a
// stencil over every block (`parallel for schedule(dynamic)` over blocks, each block's
// interior a nested `parallel for collapse(2)` in a member function), a refinement pass
// that marks blocks by a per-block max-gradient reduction, splits marked blocks into four
// children created in `task`s from a `single` (children appended under a `critical`,
// then sorted by id so the order does not depend on the schedule), and a checksum over
// blocks with a reduction of sum and cell count. Templated stencil coefficient type.
#include <cstdio>
#include <cmath>
#include <vector>
#include <algorithm>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime() { return 0.0; }
#endif

static const int BS = 12; // interior cells per side

struct Block {
    long id;
    int level;
    double x0, y0, h;
    std::vector<double> u, tmp;
    Block(long i, int l, double x, double y, double hh)
        : id(i), level(l), x0(x), y0(y), h(hh), u((BS + 2) * (BS + 2)), tmp((BS + 2) * (BS + 2)) {}
    double &at(int i, int j) { return u[i * (BS + 2) + j]; }
    double at(int i, int j) const { return u[i * (BS + 2) + j]; }

    template <typename Coef>
    void stencil(Coef c)
    {
        // ghost cells from the exact-ish boundary function
        for (int k = 0; k < BS + 2; k++) {
            at(0, k) = at(1, k);
            at(BS + 1, k) = at(BS, k);
            at(k, 0) = at(k, 1);
            at(k, BS + 1) = at(k, BS);
        }
#pragma omp parallel for collapse(2)
        for (int i = 1; i <= BS; i++)
            for (int j = 1; j <= BS; j++)
                tmp[i * (BS + 2) + j] = at(i, j) + c * (at(i - 1, j) + at(i + 1, j) + at(i, j - 1) + at(i, j + 1) - 4 * at(i, j));
#pragma omp parallel for
        for (int i = 1; i <= BS; i++)
            for (int j = 1; j <= BS; j++) at(i, j) = tmp[i * (BS + 2) + j];
    }

    double max_gradient() const
    {
        double g = 0;
#pragma omp parallel for reduction(max : g)
        for (int i = 1; i < BS; i++)
            for (int j = 1; j < BS; j++)
                g = std::max(g, std::max(std::fabs(at(i + 1, j) - at(i, j)), std::fabs(at(i, j + 1) - at(i, j))));
        return g;
    }
};

static double initial(double x, double y) { return std::exp(-40.0 * ((x - 0.3) * (x - 0.3) + (y - 0.6) * (y - 0.6))); }

class Mesh {
public:
    std::vector<Block> blocks;
    int max_level;
    explicit Mesh(int n, int maxl) : max_level(maxl)
    {
        double h = 1.0 / (n * BS);
        for (int by = 0; by < n; by++)
            for (int bx = 0; bx < n; bx++) blocks.emplace_back(by * n + bx, 0, bx * BS * h, by * BS * h, h);
#pragma omp parallel for
        for (size_t b = 0; b < blocks.size(); b++) fill(blocks[b]);
    }
    static void fill(Block &b)
    {
        for (int i = 1; i <= BS; i++)
            for (int j = 1; j <= BS; j++) b.at(i, j) = initial(b.x0 + (j - 0.5) * b.h, b.y0 + (i - 0.5) * b.h);
    }
    void step(double c)
    {
#pragma omp parallel for schedule(dynamic, 1)
        for (size_t b = 0; b < blocks.size(); b++) blocks[b].stencil<double>(c);
    }
    int refine(double threshold)
    {
        std::vector<char> mark(blocks.size());
#pragma omp parallel for schedule(dynamic, 2)
        for (size_t b = 0; b < blocks.size(); b++)
            mark[b] = blocks[b].level < max_level && blocks[b].max_gradient() > threshold;
        std::vector<Block> next;
        int nsplit = 0;
#pragma omp parallel
        {
#pragma omp single
            for (size_t b = 0; b < blocks.size(); b++) {
                if (!mark[b]) {
#pragma omp critical(mesh_append)
                    next.push_back(blocks[b]);
                    continue;
                }
                nsplit++;
#pragma omp task firstprivate(b) shared(next)
                {
                    const Block &p = blocks[b];
                    double hh = p.h / 2;
                    for (int q = 0; q < 4; q++) {
                        Block kid(p.id * 4 + q + 1000000L * (p.level + 1), p.level + 1, p.x0 + (q & 1) * BS * hh,
                                  p.y0 + (q >> 1) * BS * hh, hh);
                        for (int i = 1; i <= BS; i++)
                            for (int j = 1; j <= BS; j++)
                                kid.at(i, j) = p.at(1 + ((q >> 1) * BS + i - 1) / 2, 1 + ((q & 1) * BS + j - 1) / 2);
#pragma omp critical(mesh_append)
                        next.push_back(kid);
                    }
                }
            }
        }
        std::sort(next.begin(), next.end(), [](const Block &a, const Block &b) { return a.id < b.id; });
        blocks.swap(next);
        return nsplit;
    }
    void checksum(double &sum, long &cells) const
    {
        double s = 0;
        long c = 0;
#pragma omp parallel for reduction(+ : s, c)
        for (size_t b = 0; b < blocks.size(); b++) {
            const Block &bl = blocks[b];
            for (int i = 1; i <= BS; i++)
                for (int j = 1; j <= BS; j++) s += bl.at(i, j) * bl.h * bl.h;
            c += BS * BS;
        }
        sum = s;
        cells = c;
    }
};

int main()
{
    double t0 = omp_get_wtime();
    Mesh mesh(4, 2);
    for (int cycle = 0; cycle < 3; cycle++) {
        for (int s = 0; s < 5; s++) mesh.step(0.2);
        int split = mesh.refine(0.02);
        double sum;
        long cells;
        mesh.checksum(sum, cells);
        std::printf("cycle %d split %d blocks %zu cells %ld mass %.6e\n", cycle, split, mesh.blocks.size(), cells, sum);
    }
    long idsum = 0;
    for (auto &b : mesh.blocks) idsum += b.id % 9973;
    std::printf("idsum %ld\n", idsum);
    return omp_get_wtime() - t0 < 0.0;
}
