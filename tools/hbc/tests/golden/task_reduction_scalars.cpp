// Task reductions in C++ (OpenMP 5.0): each deferred task's closure captures the original's
// address where the task is created and makes its own copy from the operator's identity;
// it combines the copy into the original under hbc_task_reduction_lock where it ends. In a
// member function template, with + and max, and a closure that also holds a std::string.
// EXPECT-TRANSLATION: __hb_ir_t_
// EXPECT-TRANSLATION: hbc_task_reduction_lock();
// EXPECT-OUTPUT: total=7400 longest=5 words=10
#include <cstdio>
#include <string>

struct Acc {
    long total = 0;
    template <class T>
    void add_all(const T *v, int n) {
        long t = 0;
#pragma omp taskgroup task_reduction(+: t)
        for (int i = 0; i < n; i++) {
#pragma omp task in_reduction(+: t) firstprivate(i) shared(v)
            t += (long)v[i];
        }
        total += t;
    }
};

int main() {
    Acc a;
    int v[100];
    double w[50];
    for (int i = 0; i < 100; i++) v[i] = i;
    for (int i = 0; i < 50; i++) w[i] = i * 2;
    const char *text[] = {"a", "bb", "ccc", "dd", "eeeee", "f", "gg", "hhh", "i", "jj"};
    int longest = 0, words = 0;
#pragma omp parallel
#pragma omp single
    {
        a.add_all(v, 100);
        a.add_all(w, 50);
#pragma omp taskgroup task_reduction(max: longest) task_reduction(+: words)
        for (int k = 0; k < 10; k++) {
            std::string word = text[k];
#pragma omp task in_reduction(max: longest) in_reduction(+: words) firstprivate(word)
            {
                if ((int)word.size() > longest) longest = (int)word.size();
                words += 1;
            }
        }
    }
    std::printf("total=%ld longest=%d words=%d\n", a.total, longest, words);
    return 0;
}
