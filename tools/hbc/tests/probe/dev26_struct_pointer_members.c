/* Structs with pointer members mapped the offload way: `map(to: g) map(tofrom: g.val[0:g.n])`
   (the struct, then its array through the member), an array of structs each holding a
   pointer, a struct of arrays (SoA) with three member sections mapped, and a `target`
   whose struct argument is a function parameter passed by value. */
#include <stdio.h>
#include <stdlib.h>

typedef struct { int n; double *val; double scale; } Grid;
typedef struct { double *x, *y, *z; int n; } SoA;

static double norm1(Grid g)
{
    double s = 0.0;
#pragma omp target teams distribute parallel for map(to: g, g.val[0:g.n]) reduction(+:s)
    for (int i = 0; i < g.n; i++) s += g.val[i] < 0 ? -g.val[i] : g.val[i];
    return s;
}

int main(void)
{
    Grid g;
    g.n = 5000;
    g.scale = 0.5;
    g.val = malloc(g.n * sizeof(double));
    for (int i = 0; i < g.n; i++) g.val[i] = (i % 21) - 10.0;
#pragma omp target map(to: g) map(tofrom: g.val[0:g.n])
#pragma omp teams distribute parallel for
    for (int i = 0; i < g.n; i++) g.val[i] *= g.scale;

    SoA s;
    s.n = 3000;
    s.x = malloc(s.n * sizeof(double));
    s.y = malloc(s.n * sizeof(double));
    s.z = malloc(s.n * sizeof(double));
    for (int i = 0; i < s.n; i++) { s.x[i] = i * 0.001; s.y[i] = 1.0 - i * 0.0002; s.z[i] = 0; }
#pragma omp target teams distribute parallel for simd map(to: s, s.x[0:s.n], s.y[0:s.n]) map(from: s.z[0:s.n])
    for (int i = 0; i < s.n; i++) s.z[i] = s.x[i] * s.y[i];

    Grid parts[4];
    for (int p = 0; p < 4; p++) {
        parts[p].n = 100 * (p + 1);
        parts[p].scale = p + 1;
        parts[p].val = calloc(parts[p].n, sizeof(double));
    }
    for (int p = 0; p < 4; p++) {
        Grid *gp = &parts[p];
        double *v = gp->val;
        int len = gp->n;
        double sc = gp->scale;
#pragma omp target teams distribute parallel for map(tofrom: v[0:len])
        for (int i = 0; i < len; i++) v[i] = sc * i;
    }
    double zs = 0, ps = 0;
    for (int i = 0; i < s.n; i++) zs += s.z[i];
    for (int p = 0; p < 4; p++)
        for (int i = 0; i < parts[p].n; i++) ps += parts[p].val[i];
    printf("norm1=%.3f v7=%.3f zs=%.6f ps=%.1f\n", norm1(g), g.val[7], zs, ps);
    free(g.val); free(s.x); free(s.y); free(s.z);
    for (int p = 0; p < 4; p++) free(parts[p].val);
    return 0;
}
