// C++ team mode: a firstprivate copy has the original's type, const included, so a member
// function overloaded on const chooses as it does on the original (OpenMP: the new item has
// the same type). The copies were declared without const, by decltype under remove_cv in a
// template and by the unqualified printed type elsewhere, so `get()` called the non-const
// overload: silently 1000 per iteration for 1 (helper-66). Since session 60 the template's
// loop runs in heartbeat mode, as plain()'s does: its instantiation shows that `b.get()` is
// the const overload (template_instances.cpp); region() still copies b in team mode.
// EXPECT-TRANSLATION: typename std::remove_reference<decltype(b)>::type b(
// EXPECT-OUTPUT: template=100 plain=100 region=2
#include <omp.h>
#include <cstdio>

struct Box {
    int v;
    int get() const { return 1; }
    int get() { return 1000; }
};

template <typename T>
long in_template(int n) {
    const T b{7};
    long sum = 0;
#pragma omp parallel for firstprivate(b) reduction(+:sum)
    for (int i = 0; i < n; ++i) sum += b.get() + 0 * omp_get_thread_num();
    return sum;
}

static long plain(int n) {
    const Box c{7};
    long sum = 0;
#pragma omp parallel for firstprivate(c) reduction(+:sum)
    for (int i = 0; i < n; ++i) sum += c.get() + 0 * omp_get_thread_num();
    return sum;
}

template <typename T>
int region() {
    const T b{3};
    int seen = 0;
#pragma omp parallel firstprivate(b) num_threads(2)
    {
        if (omp_get_thread_num() == 0) seen = b.get() + 1;
    }
    return seen;
}

int main() {
    std::printf("template=%ld plain=%ld region=%d\n", in_template<Box>(100), plain(100), region<Box>());
    return 0;
}
