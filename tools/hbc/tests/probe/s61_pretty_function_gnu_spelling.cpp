/* __PRETTY_FUNCTION__ written in a construct is replaced by a literal; g++ spells the
 * signature its own way (`int* f(long unsigned int, const S&)`), which the literal now follows
 * where clang's spelling differs (`int *f(unsigned long, const S &)` before session 61). */
#include <cstdio>
#include <string>
#include <vector>
namespace geo {
struct Grid {
    std::string where;
    int *cells(const std::vector<int> &v, double **rows, unsigned long n, short s, long long w) {
#pragma omp parallel for
        for (int k = 0; k < 4; k++)
            if (k == 1) where = __PRETTY_FUNCTION__;
        return nullptr;
    }
    Grid operator*(const Grid &o) const {
#pragma omp parallel for
        for (int k = 0; k < 4; k++)
            if (k == 2) std::printf("%s\n", __PRETTY_FUNCTION__);
        return o;
    }
};
}  // namespace geo
namespace {
long scan(unsigned char c, long *const *p, char &&x) {
    long hits = 0;
#pragma omp parallel for reduction(+ : hits)
    for (int k = 0; k < 4; k++) hits += k == 3 && std::printf("%s\n", __PRETTY_FUNCTION__) > 0;
    return hits;
}
}  // namespace
int main() {
    geo::Grid g;
    g.cells({}, nullptr, 1, 2, 3);
    std::printf("%s\n", g.where.c_str());
    g * g;
    std::printf("%ld\n", scan('c', nullptr, 'x'));
}
