// Region-private containers written by a worksharing loop and merged at region level:
// a std::vector<long> histogram merged element-wise in a critical, a std::map<int,int>
// merged in a critical, a std::vector<int> of hits appended under a named critical,
// bounds from a pair (a structured binding there: h32_structured_binding_capture_min), and a
// region-private std::string built per thread and only its length summed.
#include <cstdio>
#include <map>
#include <string>
#include <utility>
#include <vector>
#include <algorithm>

static std::pair<int, int> bounds() { return {10, 40010}; }

int main()
{
    const int NB = 32;
    std::vector<long> hist(NB, 0);
    std::map<int, int> freq;
    std::vector<int> hits;
    long lensum = 0;
    const auto b = bounds();
    const int lo = b.first, hi = b.second;
#pragma omp parallel
    {
        std::vector<long> local(NB, 0);
        std::map<int, int> lf;
        std::vector<int> lh;
#pragma omp for
        for (int i = lo; i < hi; ++i) {
            local[(i * 13) % NB] += i % 7;
            lf[i % 10] += 1;
            if (i % 1009 == 0) lh.push_back(i + lo);
        }
#pragma omp critical
        {
            for (int k = 0; k < NB; ++k) hist[k] += local[k];
            for (auto &[key, c] : lf) freq[key] += c;
        }
#pragma omp critical(hits)
        hits.insert(hits.end(), lh.begin(), lh.end());
    }
#pragma omp parallel reduction(+ : lensum)
    {
        std::string s;
#pragma omp for
        for (int i = 0; i < 3000; ++i) s += std::to_string(i % 10);
        lensum += (long)s.size();
    }
    std::sort(hits.begin(), hits.end());
    long hs = 0, hv = 0;
    for (int k = 0; k < NB; ++k) hs += hist[k] * (k + 1);
    for (int h : hits) hv = hv * 31 % 1000003 + h;
    std::printf("hs=%ld f3=%d nf=%zu hits=%zu hv=%ld len=%ld\n", hs, freq[3], freq.size(), hits.size(), hv, lensum);
    return 0;
}
