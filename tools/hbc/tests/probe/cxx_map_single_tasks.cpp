// Range-for over a std::map (and a std::unordered_map via its keys) under `parallel` +
// `single`, one task per entry capturing the entry by reference (`firstprivate` of a
// pointer to the value), tasks writing into the mapped values, a taskwait, then a
// `parallel for` over a vector of iterators into the map; a structured binding in the
// range-for and a std::string key.
#include <cstdio>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>
#include <numeric>

struct Stats {
    long count = 0;
    double mean = 0;
    std::vector<int> samples;
};

static void compute(Stats &s, int seed)
{
    s.samples.resize(200 + seed % 50);
    for (std::size_t i = 0; i < s.samples.size(); ++i) s.samples[i] = (int)((seed * 31 + i * 17) % 97);
    s.count = (long)s.samples.size();
    s.mean = std::accumulate(s.samples.begin(), s.samples.end(), 0.0) / s.count;
}

int main()
{
    std::map<std::string, Stats> table;
    for (int k = 0; k < 60; ++k) table["key" + std::to_string(k)] = Stats();
    std::unordered_map<int, double> weights;
    for (int k = 0; k < 60; ++k) weights[k] = 1.0 + k * 0.01;

#pragma omp parallel
    {
#pragma omp single
        {
            int seed = 0;
            for (auto &[name, st] : table) {
                Stats *p = &st;
                int sd = seed++ + (int)name.size();
#pragma omp task firstprivate(p, sd)
                compute(*p, sd);
            }
#pragma omp taskwait
        }
    }
    std::vector<std::map<std::string, Stats>::iterator> its;
    for (auto it = table.begin(); it != table.end(); ++it) its.push_back(it);
    double total = 0;
#pragma omp parallel for reduction(+:total)
    for (std::size_t i = 0; i < its.size(); ++i) {
        const Stats &s = its[i]->second;
        total += s.mean * weights.at((int)i) + s.count;
    }
    std::vector<int> keys;
    for (auto &kv : weights) keys.push_back(kv.first);
    double wsum = 0;
#pragma omp parallel
#pragma omp single
    for (int key : keys) {
#pragma omp task shared(wsum) firstprivate(key)
        {
            double w = weights.find(key)->second;
#pragma omp atomic
            wsum += w * w;
        }
    }
    std::printf("total=%.6f wsum=%.6f n=%zu\n", total, wsum, table.size());
    return 0;
}
