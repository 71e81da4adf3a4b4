#include <stdio.h>
#define TSZ 97
struct entry { int key; long count; };
extern struct entry table[TSZ];
extern int nused;
void locks_init(void); void locks_fini(void); void table_insert(int key);
int main(void) {
    int i;
    locks_init();
#pragma omp parallel
    {
#pragma omp for schedule(static)
        for (i = 0; i < 30000; i++) table_insert((i * 31) % 50);
    }
    long s = 0;
    for (i = 0; i < TSZ; i++) s += (long)table[i].key * table[i].count;
    printf("nused=%d weighted=%ld\n", nused, s);
    locks_fini();
    return 0;
}
