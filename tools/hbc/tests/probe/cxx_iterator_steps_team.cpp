// Random-access iterator loops with non-unit and reverse steps in a region that uses
// omp_get_thread_num() (team mode) and in a plain `parallel for`: `it += 3` with `<`,
// `it != end` with `++it` (as OpenMP 5.0 requires), reverse_iterator with `++`, a
// std::deque iterator, and a const_iterator with `-= 2` going down with `>`.
#include <cstdio>
#include <deque>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
#endif

static void run(const char *tag, bool team)
{
    std::vector<long> v(300);
    for (size_t i = 0; i < v.size(); i++) v[i] = (long)(i * i % 101);
    std::deque<int> dq(250);
    for (size_t i = 0; i < dq.size(); i++) dq[i] = (int)i % 17;
    long a = 0, b = 0, c = 0, d = 0, e = 0;
    int ids = 0;
    if (!team) {
#pragma omp parallel for reduction(+ : a)
        for (auto it = v.begin(); it < v.end(); it += 3) a += *it;
#pragma omp parallel for reduction(+ : b)
        for (auto it = v.begin(); it != v.end(); ++it) b += (it - v.begin()) % 5 == 0 ? *it * 2 : 0;
#pragma omp parallel for reduction(+ : c)
        for (auto it = v.rbegin(); it != v.rend(); ++it) c += *it * (it - v.rbegin());
#pragma omp parallel for reduction(+ : d)
        for (auto it = dq.begin(); it < dq.end(); it += 4) d += *it;
#pragma omp parallel for reduction(+ : e)
        for (std::vector<long>::const_iterator it = v.cend() - 1; it > v.cbegin(); it -= 2) e += *it;
    } else {
#pragma omp parallel reduction(+ : ids)
        {
            ids += omp_get_thread_num() >= 0;
#pragma omp for reduction(+ : a)
            for (auto it = v.begin(); it < v.end(); it += 3) a += *it;
#pragma omp for reduction(+ : b) schedule(dynamic, 4)
            for (auto it = v.begin(); it != v.end(); ++it) b += (it - v.begin()) % 5 == 0 ? *it * 2 : 0;
#pragma omp for reduction(+ : c)
            for (auto it = v.rbegin(); it != v.rend(); ++it) c += *it * (it - v.rbegin());
#pragma omp for reduction(+ : d) schedule(guided)
            for (auto it = dq.begin(); it < dq.end(); it += 4) d += *it;
#pragma omp for reduction(+ : e)
            for (std::vector<long>::const_iterator it = v.cend() - 1; it > v.cbegin(); it -= 2) e += *it;
        }
    }
    std::printf("%s a=%ld b=%ld c=%ld d=%ld e=%ld team=%d\n", tag, a, b, c, d, e, ids > 0 ? 1 : 0);
}

int main()
{
    run("pfor", false);
    run("team", true);
    return 0;
}
