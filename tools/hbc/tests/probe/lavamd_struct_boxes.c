/* Rodinia lavaMD-style: typedef'd structs (THREE_VECTOR, FOUR_VECTOR, a box with a nested
   array of neighbour structs), a `par_str` passed by value and listed firstprivate, a long
   private() list of scalars and pointers declared at the top of the function, loops over
   boxes with an inner loop over neighbours reading through pointers set per iteration
   (rA = &rv[first_i]), and writes through fA. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#define NUMBER_PAR_PER_BOX 20
#define DOT(A, B) ((A.x) * (B.x) + (A.y) * (B.y) + (A.z) * (B.z))

typedef struct { double x, y, z; } THREE_VECTOR;
typedef struct { double v, x, y, z; } FOUR_VECTOR;
typedef struct { int x, y, z; int number; long offset; } nei_str;
typedef struct { int x, y, z; int number; long offset; int nn; nei_str nei[26]; } box_str;
typedef struct { double alpha; } par_str;
typedef struct { long number_boxes; long box_elem; int boxes1d_arg; } dim_str;

static void kernel_cpu(par_str par, dim_str dim, box_str *box, FOUR_VECTOR *rv, double *qv, FOUR_VECTOR *fv)
{
    double alpha, a2;
    int i, j, k, l;
    long first_i, first_j;
    FOUR_VECTOR *rA, *rB, *fA;
    double *qB;
    int pointer;
    double r2, u2, fs, vij, fxij, fyij, fzij;
    THREE_VECTOR d;

    alpha = par.alpha;
    a2 = 2.0 * alpha * alpha;
#pragma omp parallel for private(i, j, k) private(first_i, rA, fA) private(pointer) \
    private(first_j, rB, qB) private(r2, u2, fs, vij, fxij, fyij, fzij, d) firstprivate(par)
    for (l = 0; l < dim.number_boxes; l = l + 1) {
        first_i = box[l].offset;
        rA = &rv[first_i];
        fA = &fv[first_i];
        for (k = 0; k < (1 + box[l].nn); k++) {
            if (k == 0) pointer = l;
            else pointer = box[l].nei[k - 1].number;
            first_j = box[pointer].offset;
            rB = &rv[first_j];
            qB = &qv[first_j];
            for (i = 0; i < NUMBER_PAR_PER_BOX; i = i + 1) {
                for (j = 0; j < NUMBER_PAR_PER_BOX; j = j + 1) {
                    r2 = rA[i].v + rB[j].v - DOT(rA[i], rB[j]);
                    u2 = a2 * r2;
                    vij = exp(-u2);
                    fs = 2. * vij * par.alpha;
                    d.x = rA[i].x - rB[j].x;
                    d.y = rA[i].y - rB[j].y;
                    d.z = rA[i].z - rB[j].z;
                    fxij = fs * d.x;
                    fyij = fs * d.y;
                    fzij = fs * d.z;
                    fA[i].v += qB[j] * vij;
                    fA[i].x += qB[j] * fxij;
                    fA[i].y += qB[j] * fyij;
                    fA[i].z += qB[j] * fzij;
                }
            }
        }
    }
}

int main(void)
{
    int b1 = 3, nh = 0;
    dim_str dim;
    par_str par;
    par.alpha = 0.5;
    dim.boxes1d_arg = b1;
    dim.number_boxes = b1 * b1 * b1;
    dim.box_elem = dim.number_boxes * NUMBER_PAR_PER_BOX;
    box_str *box = malloc(dim.number_boxes * sizeof(box_str));
    for (int i = 0; i < b1; i++)
        for (int j = 0; j < b1; j++)
            for (int k = 0; k < b1; k++) {
                box[nh].x = k; box[nh].y = j; box[nh].z = i;
                box[nh].number = nh;
                box[nh].offset = nh * NUMBER_PAR_PER_BOX;
                box[nh].nn = 0;
                for (int l = -1; l < 2; l++)
                    for (int m = -1; m < 2; m++)
                        for (int n = -1; n < 2; n++) {
                            if ((i + l >= 0 && j + m >= 0 && k + n >= 0) && (i + l < b1 && j + m < b1 && k + n < b1) &&
                                !(l == 0 && m == 0 && n == 0)) {
                                box[nh].nei[box[nh].nn].number = (i + l) * b1 * b1 + (j + m) * b1 + (k + n);
                                box[nh].nei[box[nh].nn].offset = box[nh].nei[box[nh].nn].number * NUMBER_PAR_PER_BOX;
                                box[nh].nn++;
                            }
                        }
                nh++;
            }
    FOUR_VECTOR *rv = malloc(dim.box_elem * sizeof(FOUR_VECTOR));
    FOUR_VECTOR *fv = calloc(dim.box_elem, sizeof(FOUR_VECTOR));
    double *qv = malloc(dim.box_elem * sizeof(double));
    for (long i = 0; i < dim.box_elem; i++) {
        rv[i].v = ((i * 7) % 10 + 1) / 10.0;
        rv[i].x = ((i * 3) % 10 + 1) / 10.0;
        rv[i].y = ((i * 5) % 10 + 1) / 10.0;
        rv[i].z = ((i * 11) % 10 + 1) / 10.0;
        qv[i] = ((i * 13) % 10 + 1) / 10.0;
    }
    kernel_cpu(par, dim, box, rv, qv, fv);
    double sv = 0, sx = 0;
    for (long i = 0; i < dim.box_elem; i++) { sv += fv[i].v; sx += fv[i].x * (i % 7); }
    printf("sv=%.8f sx=%.8f\n", sv, sx);
    return 0;
}
