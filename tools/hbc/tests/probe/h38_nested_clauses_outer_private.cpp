// C++ version of nested clauses naming outer-private objects: each outer thread
// (num_threads(2)) owns a std::vector, a std::string and a struct; the nested region takes
// the vector firstprivate (its changes stay inside), reduces into a double and into a
// struct member copy, and a nested `parallel for lastprivate` writes the thread's own
// std::string. Per-thread results are stored by outer thread id.
#include <cstdio>
#include <string>
#include <vector>
#include <omp.h>

struct Stats {
    double sum = 0;
    long count = 0;
};

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: t0: sum=1225 count=50 first=0 size=50 vsum=1225 name=item49 inner1=1
// PROBE-OUTPUT: t1: sum=1275 count=50 first=1 size=50 vsum=1275 name=item49 inner1=1
int main()
{
    std::vector<std::string> out(2);
#pragma omp parallel num_threads(2)
    {
        const int t = omp_get_thread_num();
        std::vector<int> v(50);
        for (int i = 0; i < 50; i++) v[i] = i + t;
        Stats st;
        std::string name = "none";
        double sum = 0;
        long count = 0;
        int inner1 = 0;
#pragma omp parallel firstprivate(v) reduction(+:sum, count)
        {
#pragma omp for
            for (int i = 0; i < 50; i++) {
                sum += v[i];
                count++;
            }
            v.clear();
            v.push_back(-1);
            if (omp_get_num_threads() == 1) inner1 = 1;
        }
        st.sum = sum;
        st.count = count;
#pragma omp parallel for lastprivate(name)
        for (int i = 0; i < 50; i++) name = "item" + std::to_string(i);
        long vsum = 0;
        for (int x : v) vsum += x;
        char buf[200];
        std::snprintf(buf, sizeof buf, "t%d: sum=%.0f count=%ld first=%d size=%zu vsum=%ld name=%s inner1=%d",
                      t, st.sum, st.count, v[0], v.size(), vsum, name.c_str(), inner1);
        out[t] = buf;
    }
    for (auto &s : out) std::printf("%s\n", s.c_str());
    return 0;
}
