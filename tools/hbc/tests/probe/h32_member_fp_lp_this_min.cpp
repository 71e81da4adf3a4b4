// Minimal: firstprivate/lastprivate of data members in a member function, the body naming
// them through `this->`. clang++ -fopenmp (hbc's own front end) makes `this->k` and
// `this->last` the private copies: "1000 k=3 last=999" at 1, 2 and 4 threads. (g++
// -fopenmp is wrong here itself: k=1003 and a garbage last.) hbc refuses the same use for
// private(k) ("the private member 'k' is used here through `this`"), but for firstprivate
// and lastprivate it accepts it and prints "1000 k=1003 last=0": the body writes the
// members themselves and the copy-out stores the never-written local. Without `this->`
// hbc prints the right answer.
// PROBE-ACCEPT: rejected (hbc refuses a privatized member named through this->: docs/hbc-internals.md)
// PROBE-OUTPUT: 1000 k=3 last=999
#include <cstdio>

struct S {
    int k = 3;
    int last = -1;
    long run()
    {
        long s = 0;
#pragma omp parallel for firstprivate(k) lastprivate(last) reduction(+ : s)
        for (int i = 0; i < 1000; ++i) {
            this->k += 1;
            s += this->k > 3;
            this->last = i;
        }
        return s;
    }
};

int main()
{
    S x;
    long s = x.run();
    std::printf("%ld k=%d last=%d\n", s, x.k, x.last);
    return 0;
}
