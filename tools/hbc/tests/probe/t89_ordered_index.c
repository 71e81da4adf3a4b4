/* An `ordered` loop in a team-mode region with C89 indices: the index is declared at the
   top of the function, the ordered block appends to a shared log in iteration order, an
   inner counter is private, and the same index drives a `schedule(static, 2) ordered` loop
   in a combined construct whose body asks its thread number. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 60

static int logv[N], pos;
static int seen[64];
static char text[N * 4 + 1];
static int tpos;

int main(void)
{
    int i, k, acc;
    long h;
    pos = 0;
#pragma omp parallel private(k, acc)
    {
        seen[omp_get_thread_num()] = 1;
#pragma omp for ordered schedule(dynamic, 3)
        for (i = 0; i < N; i++) {
            acc = 0;
            for (k = 0; k <= i % 4; k++) acc += k * i;
#pragma omp ordered
            {
                logv[pos++] = acc;
            }
        }
    }
    h = 0;
    for (i = 0; i < N; i++) h = h * 31 + logv[i];
    printf("h=%ld pos=%d\n", h % 1000003, pos);
    tpos = 0;
#pragma omp parallel for ordered schedule(static, 2)
    for (i = N - 1; i >= 0; i -= 3) {
        int t = omp_get_thread_num();
        char c = (char)('a' + (i % 26));
#pragma omp ordered
        {
            text[tpos++] = c;
            text[tpos++] = (char)('0' + (t >= 0));
        }
    }
    text[tpos] = 0;
    printf("%s\n", text);
    return 0;
}
