#include <stdio.h>
#include "print_results.h"
void print_results(const char *name, int n, int niter, double norm, int verified) {
    printf(" %s Benchmark Completed.\n", name);
    printf(" Size            = %d\n", n);
    printf(" Iterations      = %d\n", niter);
    printf(" Norm            = %.10e\n", norm);
    printf(" Verification    = %s\n", verified ? "SUCCESSFUL" : "UNSUCCESSFUL");
}
