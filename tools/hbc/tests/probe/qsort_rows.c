/* Each row of a matrix is sorted with qsort in a parallel loop (comparator through a
   function pointer, a comparator chosen by the row's parity), then medians are reduced. */
#include <stdio.h>
#include <stdlib.h>
#define ROWS 64
#define COLS 101

static int cmp_asc(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}
static int cmp_desc(const void *a, const void *b) { return cmp_asc(b, a); }

typedef struct { int key; double w; } item;
static int cmp_item(const void *a, const void *b)
{
    const item *p = a, *q = b;
    if (p->key != q->key) return p->key - q->key;
    return (p->w > q->w) - (p->w < q->w);
}

static double m[ROWS][COLS];
static item items[ROWS][16];

int main(void)
{
    unsigned s = 12345;
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < COLS; j++) {
            s = s * 1103515245u + 12345u;
            m[i][j] = (s >> 8) % 10000 / 100.0;
        }
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < 16; j++) items[i][j] = (item){(i * 7 + j * 13) % 5, j * 0.5};
    int (*cmps[2])(const void *, const void *) = {cmp_asc, cmp_desc};
    double med = 0;
#pragma omp parallel for reduction(+:med) schedule(dynamic, 4)
    for (int i = 0; i < ROWS; i++) {
        qsort(m[i], COLS, sizeof(double), cmps[i & 1]);
        qsort(items[i], 16, sizeof(item), cmp_item);
        med += m[i][COLS / 2];
    }
    printf("median sum %.4f\n", med);
    printf("row0 %.2f %.2f row1 %.2f %.2f\n", m[0][0], m[0][COLS - 1], m[1][0], m[1][COLS - 1]);
    long chk = 0;
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < 16; j++) chk = chk * 31 % 1000003 + items[i][j].key * 100 + (long)(items[i][j].w * 2);
    printf("items chk %ld\n", chk);
    return 0;
}
