/* BOTS health-like simulation: a tree of villages (4 children each), every village has a
   list of patients; sim_village() recurses into children as tasks (`untied`, with a
   `final(level >= cutoff)` cut-off and omp_in_final() skipping task creation below it),
   waits with `taskwait`, then moves patients up, as in BOTS. Lists are singly linked;
   totals are printed after a fixed number of steps. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
#define omp_in_final() 1
#endif

struct Patient {
    int id, hosps_number, time_left;
    struct Patient *forward;
};
struct Village {
    int id, level, seed;
    struct Village *back;
    struct Village *forward[4];
    struct Patient *population, *waiting, *treated;
    int personnel;
};

static int sim_level = 4, sim_cutoff = 2, patient_counter = 0;

static int my_rand(int *seed)
{
    int k = *seed / 127773;
    int r = 16807 * (*seed - k * 127773) - 2836 * k;
    if (r < 0) r += 2147483647;
    *seed = r;
    return r;
}

static void push(struct Patient **list, struct Patient *p)
{
    p->forward = *list;
    *list = p;
}

static struct Village *allocate_village(int level, int id, struct Village *back)
{
    struct Village *v = calloc(1, sizeof *v);
    v->id = id; v->level = level; v->back = back; v->seed = id * 31 + level;
    v->personnel = 1 << (level - 1);
    for (int i = 0; i < (1 << level); i++) {
        struct Patient *p = calloc(1, sizeof *p);
        p->id = id * 1000 + i;
        push(&v->population, p);
    }
    if (level > 1)
        for (int i = 0; i < 4; i++) v->forward[i] = allocate_village(level - 1, id * 4 + i + 1, v);
    return v;
}

static long check_village(struct Village *v, long *hosps)
{
    long n = 0;
    for (int i = 0; i < 4; i++)
        if (v->forward[i]) n += check_village(v->forward[i], hosps);
    for (struct Patient *p = v->population; p; p = p->forward) { n++; *hosps += p->hosps_number; }
    for (struct Patient *p = v->waiting; p; p = p->forward) { n++; *hosps += p->hosps_number; }
    for (struct Patient *p = v->treated; p; p = p->forward) { n++; *hosps += p->hosps_number; }
    return n;
}

static struct Patient *sim_village(struct Village *village)
{
    struct Patient *up[4] = {0, 0, 0, 0};
    if (village == NULL) return NULL;
    for (int i = 0; i < 4; i++) {
        struct Village *vil = village->forward[i];
        if (vil == NULL) continue;
        if (!omp_in_final()) {
#pragma omp task untied final(vil->level < sim_cutoff) firstprivate(i, vil) shared(up)
            up[i] = sim_village(vil);
        } else {
            up[i] = sim_village(vil);
        }
    }
#pragma omp taskwait
    /* treated patients leave; waiting ones are treated if personnel is free */
    struct Patient *p = village->treated, *next;
    village->treated = NULL;
    while (p) { next = p->forward; push(&village->population, p); p = next; }
    int free_staff = village->personnel;
    p = village->waiting; village->waiting = NULL;
    while (p) {
        next = p->forward;
        if (free_staff > 0) { free_staff--; p->hosps_number++; push(&village->treated, p); }
        else push(&village->waiting, p);
        p = next;
    }
    /* patients arriving from children */
    for (int i = 0; i < 4; i++)
        while (up[i]) { p = up[i]; up[i] = p->forward; push(&village->waiting, p); }
    /* some of the population gets sick: stays, or goes up when no staff */
    struct Patient *sick_up = NULL;
    p = village->population; village->population = NULL;
    while (p) {
        next = p->forward;
        if (my_rand(&village->seed) % 10 < 3) {
            if (village->back && my_rand(&village->seed) % 2) push(&sick_up, p);
            else push(&village->waiting, p);
        } else push(&village->population, p);
        p = next;
    }
    return sick_up;
}

int main(void)
{
    struct Village *top = allocate_village(sim_level, 0, NULL);
    (void)patient_counter;
    for (int step = 0; step < 20; step++) {
#pragma omp parallel
#pragma omp single
        {
#pragma omp task untied
            sim_village(top);
        }
        if (step % 5 == 4) {
            long hosps = 0;
            long n = check_village(top, &hosps);
            printf("step %2d: patients %ld, hospitalisations %ld\n", step + 1, n, hosps);
        }
    }
    return 0;
}
