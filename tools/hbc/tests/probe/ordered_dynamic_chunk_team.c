/* `ordered` blocks in a loop with schedule(dynamic, 3), (guided, 2) and (static, 5): the
   ordered parts run in iteration order whatever thread took the chunk; once in a plain
   `parallel for` and once in a region that uses omp_get_thread_num() (team mode), where
   some iterations skip the ordered block (allowed: at most one per iteration). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 200

static int seq[3 * N];
static int pos;

static void check(const char *tag, int expect_n, int step)
{
    int ok = pos == expect_n;
    for (int k = 1; k < pos; k++) ok &= seq[k] > seq[k - 1] && (seq[k] - seq[0]) % step == 0;
    unsigned long h = 0;
    for (int k = 0; k < pos; k++) h = h * 31 + seq[k];
    printf("%s n=%d ok=%d hash=%lu\n", tag, pos, ok, h % 1000003);
}

int main(void)
{
    double work[N];
    pos = 0;
#pragma omp parallel for ordered schedule(dynamic, 3)
    for (int i = 0; i < N; i++) {
        work[i] = i * 0.5;
#pragma omp ordered
        seq[pos++] = i;
    }
    check("dyn3", N, 1);
    pos = 0;
#pragma omp parallel for ordered schedule(guided, 2)
    for (int i = N - 1; i >= 0; i -= 2) {
#pragma omp ordered
        seq[pos++] = N - i;
    }
    check("guided2-down", N / 2, 2);
    pos = 0;
    int tids = 0;
#pragma omp parallel reduction(+ : tids)
    {
        tids += omp_get_thread_num() >= 0;
#pragma omp for ordered schedule(dynamic, 3)
        for (int i = 0; i < N; i++) {
            work[i] += 1.0;
            if (i % 4 != 1) {
#pragma omp ordered
                seq[pos++] = i;
            }
        }
#pragma omp for ordered schedule(static, 5) nowait
        for (int i = 0; i < 10; i++) {
#pragma omp ordered
            seq[pos++] = 1000 + i;
        }
    }
    check("team", N - N / 4 + 10, 1);
    double s = 0;
    for (int i = 0; i < N; i++) s += work[i];
    printf("work=%.1f team=%d\n", s, tids > 0);
    return 0;
}
