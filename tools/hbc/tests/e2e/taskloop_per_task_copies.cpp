// A taskloop with num_tasks whose items are both firstprivate and lastprivate, in C++: an
// int and a std::string (a class with a constructor, copy assignment and destructor). Each
// task starts from the originals, and they end as the last task left its copies. Without
// OpenMP the program prints the same "ok" line.
// E2E-WORKERS: 1 2 3
#include <cstdio>
#include <string>

int main() {
    const int n = 600;
    static bool starts[n];
    int x = 3;
    std::string s = "t";
#pragma omp parallel
#pragma omp single
#pragma omp taskloop firstprivate(x, s) lastprivate(x, s) num_tasks(5)
    for (int i = 0; i < n; i++) {
        starts[i] = x == 3 && s == "t";
        x += i;
        s += 'a' + i % 26;
    }
#ifdef _OPENMP
    int count = 0, last = 0;
    for (int i = 0; i < n; i++)
        if (starts[i]) ++count, last = i;
    int want = 3;
    std::string ws = "t";
    for (int i = last; i < n; i++) want += i, ws += char('a' + i % 26);
    std::printf("%s\n", count == 5 && x == want && s == ws ? "ok" : "WRONG");
#else
    std::printf("ok\n");
#endif
    return 0;
}
