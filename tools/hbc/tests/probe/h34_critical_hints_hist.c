/* Histogram of a hashed stream with `critical` sections carrying hints
   (hint(omp_sync_hint_contended), a named one with omp_sync_hint_speculative, one with
   omp_sync_hint_uncontended | omp_sync_hint_nonspeculative) and a lock made with
   omp_init_lock_with_hint(omp_sync_hint_contended); each protects its own tally. */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: h1=1700000 h2=3399712 h3=17436 h4=1699968 big=1023244
// PROBE-OUTPUT: h1[0]=12497 h3[5]=133

#define N 200000
#define B 16

int main(void)
{
    long h1[B] = {0}, h2[B] = {0}, h3[B] = {0}, h4[B] = {0};
    long big = 0;
    omp_lock_t lk;
    omp_init_lock_with_hint(&lk, omp_sync_hint_contended);
#pragma omp parallel for schedule(guided)
    for (int i = 0; i < N; i++) {
        unsigned v = (unsigned)i * 2246822519u ^ ((unsigned)i >> 3);
        int b = (int)(v % B);
#pragma omp critical(first) hint(omp_sync_hint_contended)
        h1[b]++;
#pragma omp critical(second) hint(omp_sync_hint_speculative)
        h2[(b * 7) % B] += 2;
        if (v % 97 == 0) {
#pragma omp critical(rare) hint(omp_sync_hint_uncontended | omp_sync_hint_nonspeculative)
            {
                h3[b]++;
                big += v % 1000;
            }
        }
        omp_set_lock(&lk);
        h4[(b + i) % B]++;
        omp_unset_lock(&lk);
    }
    omp_destroy_lock(&lk);
    long s1 = 0, s2 = 0, s3 = 0, s4 = 0;
    for (int b = 0; b < B; b++) {
        s1 += h1[b] * (b + 1);
        s2 += h2[b] * (b + 1);
        s3 += h3[b] * (b + 1);
        s4 += h4[b] * (b + 1);
    }
    printf("h1=%ld h2=%ld h3=%ld h4=%ld big=%ld\n", s1, s2, s3, s4, big);
    printf("h1[0]=%ld h3[5]=%ld\n", h1[0], h3[5]);
    return 0;
}
