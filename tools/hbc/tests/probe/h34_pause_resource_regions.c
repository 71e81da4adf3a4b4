/* omp_pause_resource / omp_pause_resource_all between phases, as codes do before forking
   or to release threads between solver calls: the host answers 0, and parallel regions
   and loops afterwards still run and give the same results. A pause for a device that
   does not exist (omp_get_num_devices() + 5) is an error (non-zero). */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: soft=0 hard=0 bad_device_nonzero=1
// PROBE-OUTPUT: a=2499817.5 b=2499817.5 c=2499907.5
// PROBE-OUTPUT: ta=299989 tb=299989 tc=299989

static double phase(int seed)
{
    double s = 0;
#pragma omp parallel for reduction(+:s) schedule(dynamic, 100)
    for (int i = 0; i < 100000; i++) s += (double)((i * seed) % 101) * 0.5;
    return s;
}

static long team_phase(void)
{
    long s = 0;
#pragma omp parallel reduction(+:s)
    {
        int id = omp_get_thread_num(), nt = omp_get_num_threads();
        for (int i = id; i < 50000; i += nt) s += i % 13;
    }
    return s;
}

int main(void)
{
    double a = phase(3);
    long ta = team_phase();
    int r1 = omp_pause_resource(omp_pause_soft, omp_get_initial_device());
    double b = phase(3);
    long tb = team_phase();
    int r2 = omp_pause_resource_all(omp_pause_hard);
    double c = phase(7);
    long tc = team_phase();
    int r3 = omp_pause_resource(omp_pause_soft, omp_get_num_devices() + 5);
    printf("soft=%d hard=%d bad_device_nonzero=%d\n", r1, r2, r3 != 0);
    printf("a=%.1f b=%.1f c=%.1f\n", a, b, c);
    printf("ta=%ld tb=%ld tc=%ld\n", ta, tb, tc);
    return 0;
}
