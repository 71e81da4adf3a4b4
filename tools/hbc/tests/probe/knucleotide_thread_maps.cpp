// Benchmarks Game k-nucleotide with per-thread hash tables: for each fragment length a
// `parallel` region where each thread fills its own std::unordered_map over an
// `omp for nowait` share of the positions and merges it into the shared table in a
// `critical`; frequencies of 1- and 2-mers sorted and printed, then counts of fixed
// patterns. The sequence comes from a fixed linear congruential generator.
#include <algorithm>
#include <cstdio>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

static std::string make_dna(size_t n)
{
    std::string s(n, 'A');
    unsigned x = 42;
    const char *acgt = "ACGT";
    for (size_t i = 0; i < n; i++) {
        x = x * 3877u + 29573u;
        x %= 139968u;
        double r = x / 139968.0;
        s[i] = acgt[r < 0.3 ? 0 : r < 0.5 ? 1 : r < 0.7 ? 2 : 3];
    }
    const char *plant = "GGTATTTTAATTTATAGT";
    for (size_t p = 1000; p + 18 < n; p += 9973) s.replace(p, 18, plant);
    return s;
}

using Table = std::unordered_map<std::string, int>;

static Table count(const std::string &dna, int k)
{
    Table total;
    long last = (long)dna.size() - k;
#pragma omp parallel
    {
        Table local;
#pragma omp for schedule(static) nowait
        for (long i = 0; i <= last; i++) local[dna.substr(i, k)]++;
#pragma omp critical(merge)
        for (const auto &kv : local) total[kv.first] += kv.second;
    }
    return total;
}

static void print_freq(const std::string &dna, int k)
{
    Table t = count(dna, k);
    std::vector<std::pair<std::string, int>> v(t.begin(), t.end());
    std::sort(v.begin(), v.end(), [](const std::pair<std::string, int> &a, const std::pair<std::string, int> &b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    double n = (double)(dna.size() - k + 1);
    for (const auto &p : v) std::printf("%s %.3f\n", p.first.c_str(), 100.0 * p.second / n);
    std::printf("\n");
}

int main()
{
    std::string dna = make_dna(120000);
    print_freq(dna, 1);
    print_freq(dna, 2);
    const char *pats[] = {"GGT", "GGTA", "GGTATT", "GGTATTTTAATT", "GGTATTTTAATTTATAGT"};
    for (const char *p : pats) {
        std::string s(p);
        Table t = count(dna, (int)s.size());
        auto it = t.find(s);
        std::printf("%d\t%s\n", it == t.end() ? 0 : it->second, p);
    }
    return 0;
}
