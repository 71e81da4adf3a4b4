// taskloop num_tasks/grainsize make that many tasks, each with fresh firstprivate copies:
// a C++ object copy (std::vector) per task, a collapse(2) nest under grainsize, and a
// taskloop in a function template (heartbeat mode; team mode: taskloop_num_tasks_team_min.c).
// Each task counts its own first iteration through a firstprivate flag: num_tasks(5) over
// 23 iterations, grainsize(4) over 30 (7 tasks), num_tasks(7) over 40, num_tasks(10) over 3
// (3 tasks). g++ -fopenmp at 1, 2, 4 threads.
// PROBE-OUTPUT: a=5 b=7 c=7 d=3
#include <cstdio>
#include <vector>

template <class T> int firsts_in(int n, int tasks) {
    int firsts = 0;
    T fresh = T(1);
#pragma omp taskloop num_tasks(tasks) firstprivate(fresh) shared(firsts)
    for (int i = 0; i < n; ++i)
        if (fresh) {
            fresh = T(0);
#pragma omp atomic
            ++firsts;
        }
    return firsts;
}

int main() {
    int a = 0, b = 0, c = 0, d = 0;
    std::vector<int> seen;
#pragma omp parallel
#pragma omp single
    {
#pragma omp taskloop num_tasks(5) firstprivate(seen)
        for (int i = 0; i < 23; ++i) {
            if (seen.empty()) {
#pragma omp atomic
                ++a;
            }
            seen.push_back(i);
        }
        int first = 1;
#pragma omp taskloop grainsize(4) collapse(2) firstprivate(first)
        for (int i = 0; i < 6; ++i)
            for (int j = 0; j < 5; ++j)
                if (first) {
                    first = 0;
#pragma omp atomic
                    ++b;
                }
        c = firsts_in<long>(40, 7);
        d = firsts_in<int>(3, 10);
    }
    std::printf("a=%d b=%d c=%d d=%d\n", a, b, c, d);
    return 0;
}
