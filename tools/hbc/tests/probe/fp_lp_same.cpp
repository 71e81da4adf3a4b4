// A variable both firstprivate and lastprivate on a loop; private and firstprivate
// std::vector objects on a loop (each thread's copy constructed); lastprivate of a string.
#include <cstdio>
#include <string>
#include <vector>

int main()
{
    const int n = 1000;
    int base = 100;
    std::vector<int> scratch;
    std::vector<int> tmpl(8, 1);
    std::string lastname = "none";
    std::vector<long> out(n);
#pragma omp parallel for firstprivate(base) lastprivate(base)
    for (int i = 0; i < n; i++) {
        out[i] = base + i;
        if (i == n - 1) base = base * 2 + i;
    }
#pragma omp parallel for private(scratch) firstprivate(tmpl) lastprivate(lastname)
    for (int i = 0; i < n; i++) {
        scratch.assign(4, i);
        tmpl[i % 8] = i;  // each thread's copy: only reads of slot i%8 after writing it
        out[i] += scratch[3] + tmpl[i % 8];
        lastname = "item" + std::to_string(i);
    }
    long s = 0;
    for (long v : out) s += v;
    std::printf("s=%ld base=%d last=%s\n", s, base, lastname.c_str());
    return 0;
}
