#ifdef _OPENMP
#include <omp.h>
extern omp_lock_t table_lock;
#endif
#define TSZ 97
struct entry { int key; long count; } table[TSZ];
int nused;
void table_insert(int key) {
#ifdef _OPENMP
    omp_set_lock(&table_lock);
#endif
    int h = key % TSZ;
    while (table[h].count && table[h].key != key) h = (h + 1) % TSZ;
    if (!table[h].count) { table[h].key = key; nused++; }
    table[h].count++;
#ifdef _OPENMP
    omp_unset_lock(&table_lock);
#endif
}
