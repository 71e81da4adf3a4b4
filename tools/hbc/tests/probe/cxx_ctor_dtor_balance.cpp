// C++ objects in data-sharing clauses with counted constructors and destructors: every
// object constructed (default, copy, move) is destroyed by the end of each construct
// (private and firstprivate on a region and on a loop, lastprivate of an object, a
// firstprivate object in a task, and in a region that uses omp_get_thread_num()); the
// values seen are the original's (firstprivate) and the last iteration's (lastprivate).
// The number of copies depends on the team, so only the balance is printed.
// PROBE-OUTPUT: private live=1 a=100 total>0=1
// PROBE-OUTPUT: firstprivate live=1 s=100000
// PROBE-OUTPUT: lastprivate live=2 last=2328
// PROBE-OUTPUT: task live=2 seen=828 a=100
// PROBE-OUTPUT: team live=2 fsum=14950 ids>0=1 bad=0
#include <cstdio>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
#endif

static int live = 0, bad = 0;

struct Acc {
    long v;
    int magic;
    Acc() : v(0), magic(1234) {
#pragma omp atomic
        live++;
    }
    Acc(const Acc &o) : v(o.v), magic(o.magic) {
        if (o.magic != 1234) {
#pragma omp atomic
            bad++;
        }
#pragma omp atomic
        live++;
    }
    Acc(Acc &&o) : v(o.v), magic(o.magic) {
#pragma omp atomic
        live++;
    }
    Acc &operator=(const Acc &o) { v = o.v; magic = o.magic; return *this; }
    ~Acc() {
        magic = 0;
#pragma omp atomic
        live--;
    }
};

int main()
{
    Acc a;
    a.v = 100;
    long total = 0;
#pragma omp parallel private(a) reduction(+ : total)
    {
        a.v = 1;
        total += a.v > 0;
    }
    std::printf("private live=%d a=%ld total>0=%d\n", live, a.v, total > 0);

    long s = 0;
#pragma omp parallel for firstprivate(a) reduction(+ : s)
    for (int i = 0; i < 1000; i++) {
        s += a.v;
        a.v += 0; // each copy starts at 100
    }
    std::printf("firstprivate live=%d s=%ld\n", live, s);

    Acc last;
#pragma omp parallel for lastprivate(last)
    for (int i = 0; i < 777; i++) last.v = i * 3;
    std::printf("lastprivate live=%d last=%ld\n", live, last.v);

    long seen = 0;
#pragma omp parallel
    {
#pragma omp single
        {
            for (int k = 0; k < 8; k++) {
#pragma omp task firstprivate(a) shared(seen)
                {
                    a.v += k;
#pragma omp atomic
                    seen += a.v;
                }
            }
        }
    }
    std::printf("task live=%d seen=%ld a=%ld\n", live, seen, a.v);

    long ids = 0, fsum = 0;
#pragma omp parallel firstprivate(a) reduction(+ : ids)
    {
        ids += omp_get_thread_num() >= 0;
        Acc mine(a);
#pragma omp for reduction(+ : fsum)
        for (int i = 0; i < 100; i++) fsum += mine.v + i;
    }
    std::printf("team live=%d fsum=%ld ids>0=%d bad=%d\n", live, fsum, ids > 0, bad);
    return 0;
}
