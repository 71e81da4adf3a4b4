/* Sparse finite-element assembly with `omp atomic`: a triangulated rectangle, the CSR
   pattern built sequentially from node adjacency, then a `parallel for` over elements
   computing each P1 element's 3x3 stiffness and mass matrix and adding them into the
   shared CSR values (position found by a search in the row) and the load vector with
   `#pragma omp atomic update`. Checked by row sums (zero for stiffness), a mass total, and
   an SpMV with `schedule(guided)`. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NXE 60
#define NYE 45
#define NX (NXE + 1)
#define NY (NYE + 1)
#define NNODE (NX * NY)
#define NELEM (2 * NXE * NYE)

static int tri[NELEM][3];
static double xy[NNODE][2];
static int *rowptr, *colind;
static double *K, *M, *rhs;

static int find(int r, int c)
{
    for (int k = rowptr[r]; k < rowptr[r + 1]; k++)
        if (colind[k] == c) return k;
    return -1;
}

static void element(int e, double ke[3][3], double me[3][3], double *area)
{
    const double *p0 = xy[tri[e][0]], *p1 = xy[tri[e][1]], *p2 = xy[tri[e][2]];
    double b[3] = {p1[1] - p2[1], p2[1] - p0[1], p0[1] - p1[1]};
    double c[3] = {p2[0] - p1[0], p0[0] - p2[0], p1[0] - p0[0]};
    double a = 0.5 * fabs((p1[0] - p0[0]) * (p2[1] - p0[1]) - (p2[0] - p0[0]) * (p1[1] - p0[1]));
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            ke[i][j] = (b[i] * b[j] + c[i] * c[j]) / (4.0 * a);
            me[i][j] = a / 12.0 * (i == j ? 2.0 : 1.0);
        }
    *area = a;
}

int main(void)
{
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            xy[j * NX + i][0] = i * 1.0 / NXE + 0.002 * ((i * j) % 5);
            xy[j * NX + i][1] = j * 0.75 / NYE;
        }
    int e = 0;
    for (int j = 0; j < NYE; j++)
        for (int i = 0; i < NXE; i++) {
            int n0 = j * NX + i, n1 = n0 + 1, n2 = n0 + NX, n3 = n2 + 1;
            tri[e][0] = n0; tri[e][1] = n1; tri[e][2] = n3; e++;
            tri[e][0] = n0; tri[e][1] = n3; tri[e][2] = n2; e++;
        }
    /* pattern: node i couples with itself and its neighbours in the triangulation */
    rowptr = malloc(sizeof(int) * (NNODE + 1));
    colind = malloc(sizeof(int) * NNODE * 7);
    int nz = 0;
    for (int n = 0; n < NNODE; n++) {
        int i = n % NX, j = n / NX;
        rowptr[n] = nz;
        int di[7] = {-1, -1, 0, 0, 0, 1, 1}, dj[7] = {-1, 0, -1, 0, 1, 0, 1};
        for (int k = 0; k < 7; k++) {
            int ii = i + di[k], jj = j + dj[k];
            if (ii >= 0 && ii < NX && jj >= 0 && jj < NY) colind[nz++] = jj * NX + ii;
        }
    }
    rowptr[NNODE] = nz;
    K = calloc(nz, sizeof(double));
    M = calloc(nz, sizeof(double));
    rhs = calloc(NNODE, sizeof(double));
    double area_total = 0;
    int missing = 0;
#pragma omp parallel for reduction(+ : area_total, missing)
    for (int el = 0; el < NELEM; el++) {
        double ke[3][3], me[3][3], a;
        element(el, ke, me, &a);
        area_total += a;
        for (int i = 0; i < 3; i++) {
            int r = tri[el][i];
            double cx = (xy[tri[el][0]][0] + xy[tri[el][1]][0] + xy[tri[el][2]][0]) / 3.0;
#pragma omp atomic
            rhs[r] += a / 3.0 * (1.0 + cx);
            for (int j = 0; j < 3; j++) {
                int k = find(r, tri[el][j]);
                if (k < 0) { missing++; continue; }
#pragma omp atomic update
                K[k] += ke[i][j];
#pragma omp atomic update
                M[k] += me[i][j];
            }
        }
    }
    double maxrow = 0, msum = 0, fsum = 0;
    for (int n = 0; n < NNODE; n++) {
        double s = 0;
        for (int k = rowptr[n]; k < rowptr[n + 1]; k++) { s += K[k]; msum += M[k]; }
        if (fabs(s) > maxrow) maxrow = fabs(s);
        fsum += rhs[n];
    }
    double *y = malloc(sizeof(double) * NNODE), ysum = 0;
#pragma omp parallel for schedule(guided) reduction(+ : ysum)
    for (int n = 0; n < NNODE; n++) {
        double s = 0;
        for (int k = rowptr[n]; k < rowptr[n + 1]; k++) s += (K[k] + M[k]) * xy[colind[k]][0];
        y[n] = s;
        ysum += s * (n % 3 + 1);
    }
    printf("nnz=%d missing=%d area=%.8f mass=%.8f load=%.8f rowsum_ok=%d\n", nz, missing, area_total, msum, fsum,
           maxrow < 1e-9);
    printf("K[0..2]=%.6f %.6f %.6f y[7]=%.8f ysum=%.8f\n", K[0], K[1], K[2], y[7], ysum);
    free(y);
    return 0;
}
