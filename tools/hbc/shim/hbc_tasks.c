/* OpenMP tasks on heartbeat task groups: scopes, spawn, taskwait (hbc_tasks.h). */
#include <pthread.h>

#include "hbc_tasks.h"
#include "omp.h"

static pthread_mutex_t hbc_task_reduction_mutex = PTHREAD_MUTEX_INITIALIZER;
void hbc_task_reduction_lock(void) { pthread_mutex_lock(&hbc_task_reduction_mutex); }
void hbc_task_reduction_unlock(void) { pthread_mutex_unlock(&hbc_task_reduction_mutex); }

static void included_spawn(hbc_scope_hdr *h, hbc_task_fn fn, const void *data, size_t size) {
    (void)h;
    (void)size;
    fn((void *)data);
}
static void included_wait(hbc_scope_hdr *h) { (void)h; }
hbc_scope_hdr hbc_included_scope = {0, 0, 0, 0, 0, included_spawn, included_wait};
hbc_scope_hdr hbc_final_scope = {0, 0, 0, 0, 0, included_spawn, included_wait};
hbc_scope_hdr hbc_at_once_scope = {0, 0, 0, 0, 0, included_spawn, included_wait};

/* OpenMP: true in a final task region, which includes the tasks created in it. */
int omp_in_final(void) { return hbc_current_scope() == &hbc_final_scope; }

void *hbc_final_begin(int final_) {
    void *saved = hb_task_context();
    if (final_) hb_set_task_context(&hbc_final_scope);
    return saved;
}
/* Recomputes the word: an in-place task that was not final may have spawned into the scope. */
void hbc_final_end(void *saved) { hbc_make_current(hbc_scope_of(saved)); }

int hbc_scope_enter(hbc_scope_hdr *h, int kind) {
    hbc_scope_hdr *outer = hbc_current_scope();
    if (kind == HBC_SCOPE_REGION) hbc_icv_region_enter();
    h->outer = outer;
    h->chained = kind == HBC_SCOPE_GROUP;
    h->spawned = 0;
    h->task = kind == HBC_SCOPE_TASK;
    h->deps = 0;
    h->deps_ok = kind != HBC_SCOPE_FRESH; /* (a team member's: its barrier waits without hbc) */
    int active = 1;
    if (kind == HBC_SCOPE_GROUP) active = outer != 0 && !hbc_scope_is_included(outer);
    else if (kind != HBC_SCOPE_REGION) active = !hbc_scope_is_included(outer);
    if (active) hbc_make_current(h);
    return active;
}

void hbc_scope_leave(hbc_scope_hdr *h) { hbc_make_current(h->outer); }

static void c_spawn(hbc_scope_hdr *h, hbc_task_fn fn, const void *data, size_t size) {
    hb_task_group_spawn(&((hbc_task_scope *)h)->group, fn, data, size);
}
static void c_wait(hbc_scope_hdr *h) { hb_task_group_wait(&((hbc_task_scope *)h)->group); }

/* s->hdr.task of a task body that made no group (hbc_at_once_scope) */
#define HBC_TASK_AT_ONCE 2

void hbc_task_scope_open(hbc_task_scope *s, int kind) {
    if (kind == HBC_SCOPE_TASK && !hb_task_group_defers_here()) {
        hbc_scope_hdr *outer = hbc_current_scope();
        if (!hbc_scope_is_included(outer)) {
            s->hdr.outer = outer;
            s->hdr.task = HBC_TASK_AT_ONCE;
            hb_set_task_context(&hbc_at_once_scope);
            return;
        }
    }
    s->hdr.cxx = 0;
    s->hdr.spawn = c_spawn;
    s->hdr.wait = c_wait;
    /* made here, at the scope's own frame: spawns made at this level stay latent */
    hb_task_group_init(&s->group);
    if (!hbc_scope_enter(&s->hdr, kind)) s->hdr.spawn = 0;
}

void hbc_task_scope_close(hbc_task_scope *s) {
    if (s->hdr.task == HBC_TASK_AT_ONCE) {
        hbc_make_current(s->hdr.outer);
        return;
    }
    if (!s->hdr.spawn) return;  /* inactive: took nothing */
    hbc_scope_hdr *o = s->hdr.outer;
    if (s->hdr.deps) { /* its tasks' nodes live in its table: it waits for them all */
        hb_task_group_wait(&s->group);
        hbc_deps_drain(&s->hdr);
        hbc_scope_leave(&s->hdr);
        return;
    }
    /* OpenMP: a task does not wait for its children at its end. Its unstarted ones go to the
     * scope it ran in (the runtime checks that that group is right under this one), which
     * waits for them, and whose region or taskgroup must complete them anyway. A C++ outer
     * scope has no hb_task_group: waited for here. */
    if (s->hdr.task && o && !o->cxx && !hbc_scope_is_included(o) && o != &hbc_at_once_scope)
        hb_task_group_hand_over(&s->group, &((hbc_task_scope *)o)->group);
    else
        hb_task_group_wait(&s->group);
    hbc_scope_leave(&s->hdr);
}

static void run_in_scope(hbc_scope_hdr *scope, hbc_task_fn fn, void *data) {
    hbc_scope_hdr *saved = hbc_current_scope();
    hb_set_task_context(scope);
    fn(data);
    hbc_make_current(saved);
}

void hbc_task_run_included(hbc_task_fn fn, void *data) { run_in_scope(&hbc_final_scope, fn, data); }

void hbc_task_spawn(hbc_task_fn fn, const void *data, size_t size) {
    hbc_scope_hdr *cur = hbc_current_scope();
    if (cur == &hbc_at_once_scope) {
        fn((void *)data);  /* fn makes its own body's choice */
        return;
    }
    if (!cur || hbc_scope_is_included(cur)) {
        /* under a final task the child is final too: its scope stays current */
        run_in_scope(cur ? cur : &hbc_included_scope, fn, (void *)data);
        return;
    }
    hbc_note_spawn(cur);
    cur->spawn(cur, fn, data, size);
}

void hbc_task_run_now(hbc_task_fn fn, void *data) { fn(data); }

void hbc_task_run_in_place(hbc_task_fn fn, void *data) {
    hbc_scope_hdr *cur = hbc_current_scope();
    if (!cur || hbc_scope_is_included(cur)) run_in_scope(cur ? cur : &hbc_included_scope, fn, data);
    else fn(data);
}

void hbc_taskwait(void) {
    hbc_scope_hdr *cur = hbc_current_scope();
    for (hbc_scope_hdr *s = cur; s; s = s->outer) {
        s->wait(s);
        if (s->deps) hbc_deps_drain(s);
        if (s->spawned) s->spawned = 0; /* (never a write to the shared static scopes) */
        if (!s->chained) break;
    }
    hbc_make_current(cur);
}

/* The member's tasks (docs/hbc-internals.md, "Tasks in a team-mode region"). Where every
 * worker is a member of this team, they are deferred into a task scope of the member's own:
 * every barrier it enters waits for them first, and only the team's members steal them, so a
 * task answers a member's thread number (hb_team_set_tasks). Elsewhere (a team smaller than
 * the workers, a team of one: a region nested in a task or in another team's member) they
 * run at once, under the included scope: the scope current where the team started belongs
 * to code outside the region, which would let them outlive the region's end. */
struct hbc_member_tasks {
    hbc_task_scope scope; /* deferring */
    void *outer_word;     /* in place: the task context to put back */
    int deferring;
    int ended; /* the team met at hbc_member_tasks_end */
    struct hbc_member_tasks *outer;
};
static __thread struct hbc_member_tasks *hbc_member_tasks;
static void hbc_member_tasks_close(struct hbc_member_tasks *m) {
    if (m->deferring) {
        hb_team_set_tasks(NULL);
        hbc_task_scope_close(&m->scope);
    } else {
        hb_set_task_context(m->outer_word);
    }
    hbc_member_tasks = m->outer;
}
/* A C++ member's code left by an exception (hbc_rt::team_run): its tasks finish before the
 * scope's frame goes, or the task context it replaced comes back. */
void hbc_member_tasks_unwind(void) {
    if (hbc_member_tasks) hbc_member_tasks_close(hbc_member_tasks);
}
/* A member's code with its task scope (hbc_team_member, where every worker is a member):
 * region_end, the team's last barrier, runs with the scope still set. */
void hbc_member_with_tasks(void (*fn)(void *), void *ctx, void (*region_end)(void *), void *end_ctx) {
    struct hbc_member_tasks m;
    m.outer = hbc_member_tasks;
    m.deferring = 1;
    m.ended = 0;
    hbc_task_scope_open(&m.scope, HBC_SCOPE_FRESH); /* (not a region's: that resets ICVs) */
    hbc_member_tasks = &m;
    hb_team_set_tasks(&m.scope.group);
    fn(ctx);
    /* (code that does not end its body with hbc_member_tasks_end: gcc's GOMP_parallel, a
     * member left by an exception) */
    if (!m.ended) region_end(end_ctx);
    if (hbc_member_tasks == &m) hbc_member_tasks_close(&m);
}
/* The last statement of a translated team-mode region's body: where the member defers tasks,
 * the team meets here, and every member's tasks finish while the region's locals still live
 * (a callee's task may hold their addresses). Every member runs it, or none (an exception
 * cancels the team), so the members meet the same number of barriers. */
void hbc_member_tasks_end(void) {
    struct hbc_member_tasks *m = hbc_member_tasks;
    if (!m || !m->deferring || m->ended) return;
    m->ended = 1;
    hb_team_barrier();
}
/* A member's code whose tasks run at once (every other team). */
void hbc_member_tasks_at_once(void (*fn)(void *), void *ctx) {
    struct hbc_member_tasks m;
    m.outer = hbc_member_tasks;
    m.deferring = 0;
    m.ended = 0;
    m.outer_word = hb_task_context();
    hbc_make_current(&hbc_included_scope);
    hbc_member_tasks = &m;
    fn(ctx);
    if (hbc_member_tasks == &m) hbc_member_tasks_close(&m);
}
