/* Bank accounts guarded by nestable locks: transfer() takes both accounts' locks in index
   order and then calls deposit()/withdraw(), which take the same lock again (nesting);
   audit() checks omp_test_nest_lock's nesting count on a lock the thread already holds.
   Balances depend only on the set of transfers. */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: total=100000 bad_nesting=0
// PROBE-OUTPUT: acct0=752 acct1=935 acct7=1043 acct99=654
// PROBE-OUTPUT: checksum=865653076

#define NA 100
#define NT 20000

typedef struct {
    omp_nest_lock_t lock;
    long balance;
} account;

static account acct[NA];
static int bad_nesting;

static void deposit(account *a, long v)
{
    omp_set_nest_lock(&a->lock);
    a->balance += v;
    omp_unset_nest_lock(&a->lock);
}

static void withdraw(account *a, long v) { deposit(a, -v); }

static void transfer(int from, int to, long v)
{
    if (from == to) return;
    int lo = from < to ? from : to, hi = from < to ? to : from;
    omp_set_nest_lock(&acct[lo].lock);
    omp_set_nest_lock(&acct[hi].lock);
    int depth = omp_test_nest_lock(&acct[lo].lock); /* we own it: nesting count 2 */
    if (depth != 2) {
#pragma omp atomic
        bad_nesting++;
    }
    if (depth) omp_unset_nest_lock(&acct[lo].lock);
    withdraw(&acct[from], v);
    deposit(&acct[to], v);
    omp_unset_nest_lock(&acct[hi].lock);
    omp_unset_nest_lock(&acct[lo].lock);
}

int main(void)
{
    for (int i = 0; i < NA; i++) {
        omp_init_nest_lock(&acct[i].lock);
        acct[i].balance = 1000;
    }
#pragma omp parallel for schedule(dynamic, 64)
    for (int t = 0; t < NT; t++) {
        unsigned h = (unsigned)t * 2654435761u;
        transfer((int)(h % NA), (int)((h >> 8) % NA), (long)(h >> 20) % 50);
    }
    long total = 0, ck = 0;
    for (int i = 0; i < NA; i++) {
        total += acct[i].balance;
        ck = ck * 31 % 1000000007 + acct[i].balance;
        omp_destroy_nest_lock(&acct[i].lock);
    }
    printf("total=%ld bad_nesting=%d\n", total, bad_nesting);
    printf("acct0=%ld acct1=%ld acct7=%ld acct99=%ld\n", acct[0].balance, acct[1].balance,
           acct[7].balance, acct[99].balance);
    printf("checksum=%ld\n", ck);
    return 0;
}
