/* BOTS health-style: a tree of villages, each with a linked list of patients; every step a
   task per child village (`final` below a depth cut-off, `mergeable`), taskwait, then the
   village treats its own list and sends a share of patients up to its parent. Each village
   has its own random state, so the result does not depend on the schedule. */
#include <stdio.h>
#include <stdlib.h>
#define LEVELS 4
#define FANOUT 4
#define STEPS 30
#define CUTOFF 2

struct patient { int id, time_left, hops; struct patient *next; };
struct village {
    struct village *child[FANOUT], *parent;
    struct patient *waiting, *up, *resting;
    unsigned seed;
    long treated, hops;
    int level;
};

static int next_id = 0;

static unsigned rnd(unsigned *s) { *s = *s * 1664525u + 1013904223u; return *s >> 8; }

static struct village *build(struct village *parent, int level, unsigned seed)
{
    struct village *v = calloc(1, sizeof *v);
    v->parent = parent;
    v->level = level;
    v->seed = seed;
    for (int k = 0; k < 3 + level; k++) {
        struct patient *p = malloc(sizeof *p);
        p->id = next_id++;
        p->time_left = 1 + (int)(rnd(&v->seed) % 5);
        p->hops = 0;
        p->next = v->waiting;
        v->waiting = p;
    }
    if (level > 0)
        for (int c = 0; c < FANOUT; c++) v->child[c] = build(v, level - 1, seed * 31 + c + 1);
    return v;
}

static void sim_village(struct village *v, int depth)
{
    if (!v) return;
    for (int c = 0; c < FANOUT; c++) {
        struct village *ch = v->child[c];
#pragma omp task final(depth >= CUTOFF) mergeable firstprivate(ch)
        sim_village(ch, depth + 1);
    }
#pragma omp taskwait
    /* patients the children sent up join this village's list */
    for (int c = 0; c < FANOUT; c++) {
        struct village *ch = v->child[c];
        if (!ch) continue;
        while (ch->up) {
            struct patient *p = ch->up;
            ch->up = p->next;
            p->hops++;
            p->next = v->waiting;
            v->waiting = p;
        }
    }
    /* last step's treated patients are admitted again */
    while (v->resting) {
        struct patient *p = v->resting;
        v->resting = p->next;
        p->next = v->waiting;
        v->waiting = p;
    }
    struct patient **pp = &v->waiting;
    while (*pp) {
        struct patient *p = *pp;
        if (--p->time_left > 0) { pp = &p->next; continue; }
        *pp = p->next;
        if (v->parent && rnd(&v->seed) % 3 == 0) {
            p->time_left = 1 + (int)(rnd(&v->seed) % 4);
            p->next = v->up;
            v->up = p;
        } else {
            v->treated++;
            v->hops += p->hops;
            p->time_left = 2 + (int)(rnd(&v->seed) % 6);
            p->hops = 0;
            p->next = v->resting;
            v->resting = p;
        }
    }
}

static void totals(struct village *v, long *treated, long *hops)
{
    if (!v) return;
    *treated += v->treated;
    *hops += v->hops;
    for (int c = 0; c < FANOUT; c++) totals(v->child[c], treated, hops);
}

int main(void)
{
    struct village *top = build(NULL, LEVELS, 7);
    for (int s = 0; s < STEPS; s++) {
#pragma omp parallel
#pragma omp single
        sim_village(top, 0);
    }
    long treated = 0, hops = 0;
    totals(top, &treated, &hops);
    printf("patients=%d treated=%ld hops=%ld\n", next_id, treated, hops);
    return 0;
}
