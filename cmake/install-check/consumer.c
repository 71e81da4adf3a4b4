#include <heartbeat/heartbeat.h>
#include <stdio.h>
static void fold(void *ctx, int64_t lo, int64_t hi, void *acc) {
    (void)ctx;
    for (int64_t i = lo; i < hi; i++) *(long *)acc += (long)i;
}
static void init(void *ctx, void *acc) { (void)ctx; *(long *)acc = 0; }
static void combine(void *ctx, void *acc, const void *rhs) { (void)ctx; *(long *)acc += *(const long *)rhs; }
int main(void) {
    long s = 0;
    HB_PARALLEL_REDUCE(0, 100000, &s, sizeof s, init, combine, fold, NULL);
    printf("consumer_c: %ld\n", s);
    return s == 4999950000L ? 0 : 1;
}
