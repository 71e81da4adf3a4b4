// taskwait inside sections (each section creates tasks and waits for them), sections inside
// a task (a task calling a function with a nested `parallel sections`),
// and tasks created in one section read by code after the construct's barrier.
#include <cstdio>
#include <vector>
#define N 4000

static long work(int lo, int hi)
{
    long s = 0;
    for (int i = lo; i < hi; i++) s += (long)i * (i % 13);
    return s;
}

static long sec_in_task(int base)
{
    long a = 0, b = 0, c = 0;
#pragma omp parallel sections
    {
#pragma omp section
        a = work(base, base + 100);
#pragma omp section
        b = work(base + 100, base + 200);
#pragma omp section
        c = work(base + 200, base + 300);
    }
    return a + b + c;
}

int main()
{
    long r1 = 0, r2 = 0, late = 0;
    std::vector<long> parts(8, 0), tres(4, 0);
#pragma omp parallel
    {
#pragma omp sections
        {
#pragma omp section
            {
                long x = 0, y = 0;
#pragma omp task shared(x)
                x = work(0, N / 2);
#pragma omp task shared(y)
                y = work(N / 2, N);
#pragma omp taskwait
                r1 = x + y;
            }
#pragma omp section
            {
                for (int k = 0; k < 8; k++) {
#pragma omp task firstprivate(k) shared(parts)
                    parts[k] = work(k * 500, (k + 1) * 500);
                }
#pragma omp taskwait
                for (int k = 0; k < 8; k++) r2 += parts[k];
            }
#pragma omp section
            {
#pragma omp task shared(late)
                late = work(1, 77);
            }
        }
#pragma omp single
        {
            for (int k = 0; k < 4; k++) {
#pragma omp task firstprivate(k) shared(tres)
                tres[k] = sec_in_task(k * 1000);
            }
        }
    }
    long t = 0;
    for (long v : tres) t += v;
    std::printf("r1=%ld r2=%ld late=%ld tasksec=%ld\n", r1, r2, late, t);
    return 0;
}
