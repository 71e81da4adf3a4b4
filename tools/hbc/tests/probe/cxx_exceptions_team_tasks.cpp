// Exceptions thrown and caught inside one iteration (the try block inside the loop body),
// inside a task, inside a section and in team-mode region code that uses
// omp_get_thread_num(); no exception crosses a construct's boundary.
#include <cstdio>
#include <stdexcept>
#include <string>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
#endif
#define N 3000

static int check(int i)
{
    if (i % 97 == 13) throw std::runtime_error("bad " + std::to_string(i));
    if (i % 101 == 7) throw i;
    return i % 10;
}

int main()
{
    long ok = 0, errs = 0, ints = 0;
#pragma omp parallel for reduction(+ : ok, errs, ints)
    for (int i = 0; i < N; i++) {
        try {
            ok += check(i);
        } catch (const std::runtime_error &e) {
            errs += e.what()[0] == 'b';
        } catch (int v) {
            ints += v;
        }
    }
    long tok = 0, terr = 0;
#pragma omp parallel reduction(+ : tok, terr)
    {
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        for (int i = t; i < N; i += n) {
            try {
                tok += check(i);
            } catch (...) {
                terr++;
            }
        }
#pragma omp for
        for (int i = 0; i < 10; i++) {
            try {
                if (i == 3) throw std::logic_error("x");
            } catch (std::logic_error &) {
#pragma omp atomic
                terr += 1000;
            }
        }
    }
    long kerr = 0, sec = 0;
#pragma omp parallel
    {
#pragma omp single
        for (int k = 0; k < 20; k++) {
#pragma omp task firstprivate(k) shared(kerr)
            {
                try {
                    check(k * 97 + 13);
                } catch (std::exception &) {
#pragma omp atomic
                    kerr++;
                }
            }
        }
#pragma omp sections reduction(+ : sec)
        {
#pragma omp section
            try { check(13); } catch (std::runtime_error &) { sec += 1; }
#pragma omp section
            try { check(7); } catch (int v) { sec += v * 10; }
        }
    }
    std::printf("ok=%ld errs=%ld ints=%ld tok=%ld terr=%ld kerr=%ld sec=%ld\n", ok, errs, ints, tok, terr, kerr, sec);
    return 0;
}
