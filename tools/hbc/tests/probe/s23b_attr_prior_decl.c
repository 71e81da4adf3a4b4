// A function declared earlier with a trailing attribute (`long f(int) __attribute__((noinline));`,
// common in C headers) and defined later with an OpenMP loop inside. The definition inherits
// the attribute, whose written location is in the middle of the earlier declaration;
// hbc placed its prelude (#include <heartbeat/heartbeat.h> ...) there, splitting the
// prototype: build failure. (Found in BabelStream, where `override` on an in-class
// declaration did the same for an out-of-line member definition.)
#include <stdio.h>

long work(int n) __attribute__((noinline));
static double scale(double v, int n) __attribute__((unused));

long work(int n)
{
    long s = 0;
#pragma omp parallel for reduction(+ : s)
    for (int i = 0; i < n; i++) s += (long)i * (i % 7);
    return s;
}

static double scale(double v, int n)
{
    double t = 0.0;
#pragma omp parallel for reduction(+ : t)
    for (int i = 0; i < n; i++) t += v * i;
    return t;
}

int main(void)
{
    printf("work=%ld scale=%.1f\n", work(100000), scale(0.5, 1000));
    return 0;
}
