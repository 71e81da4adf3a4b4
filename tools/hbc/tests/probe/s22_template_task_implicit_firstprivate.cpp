// In a function template, a local or parameter that no enclosing construct of the function
// shares is firstprivate in a task (OpenMP's implicit rule, the same in every
// instantiation): the task's writes to it stay in its copy, and it keeps the value it had
// when the task was created, however the function changes it afterwards. Tasks run deferred
// (a fork with a taskwait) and in place (a task alone).
#include <cstdio>
// PROBE-OUTPUT: -942.0 -928

template <class T>
void bump(int &x, T by) { x += (int)by; }  // a call that writes its argument

template <class T>
T scaled(T *data, int n, int f) {
    int k = n;       // firstprivate in both tasks
    int seen = 0;
    T a = 0, b = 0;
#pragma omp task shared(a, data)
    {
        bump(k, data[0] * 0 + f);  // a dependent call that writes the task's copy
        a = data[0] * k;
    }
#pragma omp task shared(b, data, seen)
    {
        b = data[1] * k;       // k as it was at creation: n
        seen = k;
    }
    k = -1000;                 // after creation: no task sees it
#pragma omp taskwait
    int m = n;
#pragma omp task
    bump(m, data[1] * 0 + f);  // alone: run in place, still on a copy
#pragma omp taskwait
    return a + b + (T)seen + (T)k + (T)m;
}

int main() {
    double d[2] = {1.5, 2.0};
    int v[2] = {3, 4};
    double r1 = 0;
    int r2 = 0;
#pragma omp parallel
#pragma omp single
    {
        r1 = scaled<double>(d, 10, 2);
        r2 = scaled<int>(v, 7, 3);
    }
    std::printf("%.1f %d\n", r1, r2);
    return 0;
}
