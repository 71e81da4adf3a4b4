/* Every OpenMP 5.2 host routine that hbc's omp.h declares beyond the classic ones, called
   where the specification fixes the answer on a host without offload devices. Answers the
   specification leaves to the implementation (the default device, affinity format, places
   when OMP_PLACES is unset, ...) are only checked for consistency, not printed. */
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#ifndef HBC_OMP_H
/* the oracle: libgomp before GCC 13 has no omp_get_mapped_ptr (OpenMP 5.1); this is what
   the specification says it answers for the host device */
static void *omp_get_mapped_ptr(const void *ptr, int device_num) { (void)device_num; return (void *)ptr; }
#endif
// PROBE-OUTPUT: devices num=0 initial=0 device_num=0 is_initial=1
// PROBE-OUTPUT: default-device set=0
// PROBE-OUTPUT: teams num=1 team_num=0
// PROBE-OUTPUT: teams-icv max_teams=3 thread_limit=5
// PROBE-OUTPUT: supported>=1 max_active<=supported: 1 1
// PROBE-OUTPUT: proc_bind_false=1 place_num=-1 partition=0
// PROBE-OUTPUT: pause 0 0
// PROBE-OUTPUT: affinity-format roundtrip=1 len=8 truncated=abc
// PROBE-OUTPUT: capture [L=0|n=0|N=1|T=1|t=0|00001|  1|1  |%|] n=38
// PROBE-OUTPUT: capture-null 38
// PROBE-OUTPUT: alloc ok=1 aligned=1 calloc-zero=1 realloc-kept=1 null-size0=1
// PROBE-OUTPUT: default-allocator 1 then 1
// PROBE-OUTPUT: init-allocator aligned=1
// PROBE-OUTPUT: target alloc=1 copy=hello rect=ok present=1 mapped=1
// PROBE-OUTPUT: region in_final=0 num_teams=1 is_initial=1

int main(void)
{
    printf("devices num=%d initial=%d device_num=%d is_initial=%d\n", omp_get_num_devices(), omp_get_initial_device(),
           omp_get_device_num(), omp_is_initial_device());
    int d0 = omp_get_default_device();
    omp_set_default_device(omp_get_initial_device());
    printf("default-device set=%d\n", omp_get_default_device());
    omp_set_default_device(d0);

    printf("teams num=%d team_num=%d\n", omp_get_num_teams(), omp_get_team_num());
    omp_set_num_teams(3);
    omp_set_teams_thread_limit(5);
    printf("teams-icv max_teams=%d thread_limit=%d\n", omp_get_max_teams(), omp_get_teams_thread_limit());

    int sup = omp_get_supported_active_levels();
    omp_set_max_active_levels(sup + 5);
    printf("supported>=1 max_active<=supported: %d %d\n", sup >= 1, omp_get_max_active_levels() <= sup);

    /* with OMP_PROC_BIND unset: false; no place is bound (the partition may still list some) */
    int nplaces = omp_get_num_places(), part = omp_get_partition_num_places();
    printf("proc_bind_false=%d place_num=%d partition=%d\n", omp_get_proc_bind() == omp_proc_bind_false,
           omp_get_place_num(), part < 0 || part > nplaces);
    if (nplaces > 0 && omp_get_place_num_procs(0) < 1) printf("place 0 has no processor\n");
    (void)omp_get_cancellation(); /* OMP_CANCELLATION unset: false, but the environment may set it */
    if (omp_get_max_task_priority() < 0) printf("negative priority\n");

    printf("pause %d %d\n", omp_pause_resource(omp_pause_soft, omp_get_initial_device()),
           omp_pause_resource_all(omp_pause_soft));

    char buf[128];
    omp_set_affinity_format("abc %L x");
    size_t len = omp_get_affinity_format(buf, sizeof buf);
    int same = strcmp(buf, "abc %L x") == 0;
    char small[4];
    omp_get_affinity_format(small, sizeof small);
    printf("affinity-format roundtrip=%d len=%zu truncated=%s\n", same, len, small);
    char out[128];
    /* fields whose values are fixed in sequential code; width with '0', '.' and the default */
    const char *fmt = "[L=%L|n=%n|N=%N|T=%{num_teams}|t=%t|%0.5T|%.3T|%3T|%%|]";
    size_t n = omp_capture_affinity(out, sizeof out, fmt);
    printf("capture %s n=%zu\n", out, n);
    printf("capture-null %zu\n", omp_capture_affinity(NULL, 0, fmt));

    int *a = omp_alloc(100 * sizeof(int), omp_default_mem_alloc);
    double *b = omp_aligned_alloc(64, 10 * sizeof(double), omp_default_mem_alloc);
    long *c = omp_calloc(50, sizeof(long), omp_null_allocator);
    int zero = 1;
    for (int i = 0; i < 50; i++) zero &= c[i] == 0;
    for (int i = 0; i < 100; i++) a[i] = i;
    a = omp_realloc(a, 200 * sizeof(int), omp_default_mem_alloc, omp_default_mem_alloc);
    int kept = 1;
    for (int i = 0; i < 100; i++) kept &= a[i] == i;
    printf("alloc ok=%d aligned=%d calloc-zero=%d realloc-kept=%d null-size0=%d\n", a && b && c,
           ((uintptr_t)b % 64) == 0, zero, kept, omp_alloc(0, omp_default_mem_alloc) == NULL);
    omp_free(a, omp_default_mem_alloc);
    omp_free(b, omp_default_mem_alloc);
    omp_free(c, omp_null_allocator);
    printf("default-allocator %d", omp_get_default_allocator() == omp_default_mem_alloc);
    omp_set_default_allocator(omp_large_cap_mem_alloc);
    printf(" then %d\n", omp_get_default_allocator() == omp_large_cap_mem_alloc);
    omp_set_default_allocator(omp_default_mem_alloc);
    omp_alloctrait_t traits[1] = {{omp_atk_alignment, 256}};
    omp_allocator_handle_t al = omp_init_allocator(omp_default_mem_space, 1, traits);
    int aligned = 1; /* an implementation may refuse the traits (omp_null_allocator) */
    if (al != omp_null_allocator) {
        void *p = omp_alloc(40, al);
        aligned = p && ((uintptr_t)p % 256) == 0;
        omp_free(p, al);
        omp_destroy_allocator(al);
    }
    printf("init-allocator aligned=%d\n", aligned);

    int dev = omp_get_initial_device();
    char *t = omp_target_alloc(16, dev);
    char src[16] = "xxhello";
    int rc = t ? omp_target_memcpy(t, src, 6, 0, 2, dev, dev) : -1;
    int grid[3][4] = {{0}}, from[2][2] = {{1, 2}, {3, 4}};
    size_t vol[2] = {2, 2}, doff[2] = {1, 1}, soff[2] = {0, 0}, ddim[2] = {3, 4}, sdim[2] = {2, 2};
    int rrc = omp_target_memcpy_rect(grid, from, sizeof(int), 2, vol, doff, soff, ddim, sdim, dev, dev);
    int rect = rrc == 0 && grid[1][1] == 1 && grid[1][2] == 2 && grid[2][1] == 3 && grid[2][2] == 4 && grid[0][0] == 0;
    printf("target alloc=%d copy=%s rect=%s present=%d mapped=%d\n", t != NULL, rc == 0 ? t : "?", rect ? "ok" : "bad",
           omp_target_is_present(src, dev), omp_get_mapped_ptr(src, dev) == (void *)src);
    omp_target_free(t, dev);

    int in_final = -1, teams = -1, init = -1;
#pragma omp parallel
#pragma omp single
    {
        in_final = omp_in_final();
        teams = omp_get_num_teams();
        init = omp_is_initial_device();
    }
    printf("region in_final=%d num_teams=%d is_initial=%d\n", in_final, teams, init);
    return 0;
}
