/* The machine's cost of a per-thread timer signal, without the runtime: a counting loop runs
 * alone, then with a POSIX timer (CLOCK_MONOTONIC, SIGEV_THREAD_ID) that sends the thread a
 * real-time signal every N microseconds to an empty SA_RESTART handler.
 *
 *   gcc -O2 bench/micro/signal_cost.c -o /tmp/signal_cost
 *   /tmp/signal_cost 0; /tmp/signal_cost 100; /tmp/signal_cost 20
 *
 * Prints the loop's wall time and the signals delivered per second; docs/bench.md, "Heartbeat
 * delivery mechanisms", compares it with the runtime's timer mechanism. */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t hits;

static void on_signal(int sig) {
    (void)sig;
    hits = hits + 1; /* only this handler writes it; it cannot nest */
}

static double seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    const long us = argc > 1 ? atol(argv[1]) : 0;
    const long iterations = argc > 2 ? atol(argv[2]) : 300000000L;
    struct sigaction sa = {0};
    sa.sa_handler = on_signal;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    if (sigaction(SIGRTMIN + 4, &sa, NULL) != 0) return perror("sigaction"), 1;
    if (us > 0) {
        struct sigevent sev = {0};
        sev.sigev_notify = SIGEV_THREAD_ID;
        sev.sigev_signo = SIGRTMIN + 4;
        sev._sigev_un._tid = (pid_t)syscall(SYS_gettid);
        timer_t t;
        if (timer_create(CLOCK_MONOTONIC, &sev, &t) != 0) return perror("timer_create"), 1;
        const struct timespec period = {us / 1000000, (us % 1000000) * 1000};
        const struct itimerspec its = {period, period};
        timer_settime(t, 0, &its, NULL);
    }
    const double t0 = seconds();
    volatile double x = 0;
    for (long n = 0; n < iterations; n++) x += 1.0;
    const double el = seconds() - t0;
    printf("interval %ld us: loop %.3f s, %ld signals (%.0f per second)\n", us, el, (long)hits,
           (double)hits / el);
    return 0;
}
