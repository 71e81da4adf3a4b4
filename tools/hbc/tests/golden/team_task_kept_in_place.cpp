// C++ tasks in a team-mode region that stay in place (docs/hbc-internals.md, "Tasks in a
// team-mode region"): one with a depend clause (program order keeps its dependences), one in
// a critical section (deferred, it could wait for the lock), one in a nested region (a team
// of one, whose tasks must end with it), one with a constantly false if, one that uses a
// threadprivate variable. Only the plain task becomes a closure.
// EXPECT-TRANSLATION: hbc_rt::task([&, me]() mutable
// EXPECT-OUTPUT: dep 2 crit 4 nested 4 iff 4 tp 4 plain 4
#include <cstdio>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
#endif
static int tp_counter;
#pragma omp threadprivate(tp_counter)
int main() {
    int dep = 0, crit = 0, nested = 0, iff = 0, tp = 0, plain = 0;
    int tag[64] = {0};
#pragma omp parallel num_threads(4)
    {
        int me = omp_get_thread_num();
        tag[me % 64] = 1;
#pragma omp barrier
#pragma omp single
        {
            int v = 0;
#pragma omp task depend(out : v) shared(v)
            v = 1;
#pragma omp task depend(in : v) shared(v, dep)
            dep = v + 1;
        }
#pragma omp critical
        {
#pragma omp task shared(crit)
            crit++;
        }
#pragma omp parallel
        {
#pragma omp task shared(nested)
            {
#pragma omp atomic
                nested++;
            }
        }
#pragma omp task if (0) shared(iff)
        {
#pragma omp atomic
            iff++;
        }
#pragma omp task shared(tp)
        {
            tp_counter++;
#pragma omp atomic
            tp += tp_counter > 0;
        }
#pragma omp task shared(plain)
        {
#pragma omp atomic
            plain += me >= 0;
        }
    }
    std::printf("dep %d crit %d nested %d iff %d tp %d plain %d\n", dep, crit, nested, iff, tp, plain);
    return 0;
}
