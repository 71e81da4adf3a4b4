// C++ team mode: firstprivate and private of a reference whose type depends on a template
// argument (`S &system`). OpenMP copies the object the reference names; the copy is declared
// by decltype under remove_reference, so S may be a class, a const class or a reference
// type. hbc refused these ("a reference, variable-length or dependent type"; deeptime
// 0.5.0's systems_bits.h, helper-101, session 59). Each member changes its own copy; the
// original stays as it was.
// EXPECT-TRANSLATION: hbc_rt::team_run
// EXPECT-OUTPUT: sum=1250000.0 scribbled=0 const=1250000.0 ref=1250000.0 private=ok
#include <omp.h>
#include <cstdio>

struct Sys {
    double a[4] = {1, 2, 3, 4};
    int touched = 0;
    double f(int i) const { return a[i % 4] * i; }
};

template <typename S>
double run(S &system, long n) {
    double total = 0;
#pragma omp parallel default(none) firstprivate(system, n) shared(total)
    {
        double local = 0 * omp_get_thread_num();
#pragma omp for
        for (long i = 0; i < n; ++i) local += system.f((int)i);
#pragma omp atomic
        total += local;
    }
    return total;
}

template <typename S>
int scribble(S &system) {
    int bad = 0;
#pragma omp parallel firstprivate(system) num_threads(3) reduction(+ : bad)
    {
        system.touched += 1 + omp_get_thread_num();  // this member's copy only
        bad += system.touched != 1 + omp_get_thread_num();
    }
    return bad + system.touched;
}

template <typename S>
bool private_copy(S &system) {
    bool ok = true;
#pragma omp parallel private(system) num_threads(2)
    {
        system.touched = 7;
#pragma omp barrier
#pragma omp critical
        ok = ok && system.touched == 7;
    }
    return ok;
}

int main() {
    Sys s;
    const Sys cs;
    Sys &alias = s;
    double sum = run(s, 1000);
    double csum = run(cs, 1000);
    double rsum = run<Sys &>(alias, 1000);
    int scribbled = scribble(s);
    bool priv = private_copy(s);
    std::printf("sum=%.1f scribbled=%d const=%.1f ref=%.1f private=%s\n", sum, scribbled, csum, rsum,
                priv && s.touched == 0 ? "ok" : "BAD");
    return 0;
}
