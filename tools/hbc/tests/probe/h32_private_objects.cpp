// private/firstprivate/lastprivate of class-type objects: std::vector scratch, std::string,
// std::array, a struct with a vector; lastprivate std::string; firstprivate in a region.
// The sequential build would see the copies' writes, so the OpenMP answer (checked with
// g++ -fopenmp at 1, 2, 4 threads) is given here.
// PROBE-OUTPUT: tot=55242000 last=it5999 tag=ab acc0=1.0 res=3000.0
#include <array>
#include <cstdio>
#include <string>
#include <vector>

struct Cfg {
    std::string name;
    std::vector<int> w;
};

int main()
{
    const int N = 6000;
    std::vector<int> scratch;
    std::string tag = "ab";
    std::array<int, 4> coef = {1, 2, 3, 4};
    Cfg cfg{"cfg", {5, 6, 7}};
    std::vector<long> out(N);
    std::string last;
#pragma omp parallel for private(scratch) firstprivate(tag, coef, cfg) lastprivate(last)
    for (int i = 0; i < N; ++i) {
        scratch.assign(i % 5 + 1, i);
        long s = 0;
        for (int x : scratch) s += x;
        tag.push_back('c');  // grows per copy; only its first chars are read
        s += tag[0] + tag[1] + coef[i % 4] + cfg.w[i % 3] + (long)cfg.name.size();
        coef[i % 4] += 0;  // written, value unchanged
        out[i] = s;
        last = "it" + std::to_string(i);
    }
    long tot = 0;
    for (long x : out) tot += x;

    std::vector<double> acc(3, 1.0);
    double res = 0;
#pragma omp parallel firstprivate(acc)
    {
        acc[0] = 2.0;
#pragma omp for reduction(+ : res)
        for (int i = 0; i < 1000; ++i) res += acc[0] + acc[1];
    }
    std::printf("tot=%ld last=%s tag=%s acc0=%.1f res=%.1f\n", tot, last.c_str(), tag.c_str(), acc[0], res);
    return 0;
}
