// Team-mode regions (thread ids at region level) with C++ data: an omp for over std::deque
// iterators, collapse(2) over two iterator loops, lastprivate(std::string), firstprivate
// std::vector on the region, a reduction on double with min and max, and sections with a
// lastprivate std::string.
// Output of g++ -fopenmp at 1, 2, 4 threads:
// PROBE-OUTPUT: s1=191149 s2=170100 mn=-2.50 mx=47.52 last=i4999 sec=second4 base=1.5 ok=1
#include <cstdio>
#include <deque>
#include <string>
#include <vector>
#include <omp.h>

int main()
{
    std::deque<int> dq;
    for (int i = 0; i < 4000; ++i) dq.push_back(i % 97);
    std::vector<int> A(60, 2), B(70, 3);
    std::vector<long> per(64, 0);
    std::vector<double> base(4, 1.5);
    long s1 = 0, s2 = 0;
    double mn = 1e9, mx = -1e9;
    std::string last, lastsec;
#pragma omp parallel firstprivate(base) reduction(+ : s1)
    {
        int t = omp_get_thread_num();
        base[0] += 1.0;  // private copy
#pragma omp for
        for (auto it = dq.begin(); it < dq.end(); ++it) s1 += *it;
#pragma omp for collapse(2) reduction(+ : s2)
        for (auto a = A.begin(); a < A.end(); ++a)
            for (auto b = B.begin(); b < B.end(); ++b) s2 += *a * *b + (b - B.begin());
#pragma omp for lastprivate(last) reduction(min : mn) reduction(max : mx)
        for (int i = 0; i < 5000; ++i) {
            double v = ((i * 7919) % 5003) * 0.01 - base[0];
            mn = v < mn ? v : mn;
            mx = v > mx ? v : mx;
            last = "i" + std::to_string(i);
        }
#pragma omp sections lastprivate(lastsec)
        {
#pragma omp section
            {
                lastsec = "first";
            }
#pragma omp section
            lastsec = std::string("second") + std::to_string((int)base.size());
        }
        per[t] += 1;
    }
    long members = 0;
    for (long p : per) members += p > 0;
    std::printf("s1=%ld s2=%ld mn=%.2f mx=%.2f last=%s sec=%s base=%.1f ok=%d\n", s1, s2, mn, mx, last.c_str(),
                lastsec.c_str(), base[0], members >= 1 ? 1 : 0);
    return 0;
}
