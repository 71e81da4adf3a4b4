// The `error` directive at execution in C++: the call's declaration sits in its own block
// with an asm name, so it needs no header and no extern "C" (a block-scope declaration in a
// namespace would otherwise name a C++ function). In a template, a lambda and a task.
// EXPECT-OUTPUT: 190 6
// EXPECT-TRANSLATION: __hbc_error_directive(0, (msg))
#include <cstdio>
namespace ns {
template <class T>
T total(const T *v, int n, const char *msg) {
    T s = 0;
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        s += v[i];
        if (v[i] < 0) {
#pragma omp error at(execution) severity(warning) message(msg)
        }
    }
    return s;
}
}  // namespace ns
int main() {
    int v[20];
    for (int i = 0; i < 20; i++) v[i] = i;
    int tasks = 0;
    auto f = [&] {
#pragma omp nothing
#pragma omp parallel
#pragma omp single
        for (int k = 0; k < 3; k++) {
#pragma omp task shared(tasks)
            {
#pragma omp atomic
                tasks += 2;
                if (k > 5) {
#pragma omp error at(execution) message("no task gets here")
                }
            }
        }
    };
    f();
    std::printf("%d %d\n", ns::total(v, 20, "negative element"), tasks);
    return 0;
}
