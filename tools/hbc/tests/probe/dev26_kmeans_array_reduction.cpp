// k-means iterations offloaded: point assignment in `target teams distribute parallel for`,
// the new centroids by array-section reductions (`reduction(+: sums[0:K*D], counts[0:K])`)
// on the same combined construct, the arrays taken from std::vector members of a struct,
// and a changed-count reduction that decides when to stop.
#include <cstdio>
#include <vector>

constexpr int K = 4, D = 2;

struct Data {
    int n;
    std::vector<double> pts;
    std::vector<int> label;
    explicit Data(int n_) : n(n_), pts(n_ * D), label(n_, -1) {
        for (int i = 0; i < n; i++) {
            int c = i % K;
            pts[i * D] = c * 10.0 + (i * 37 % 100) / 25.0;
            pts[i * D + 1] = (c % 2) * 8.0 + (i * 53 % 100) / 30.0;
        }
    }
};

int main() {
    Data d(6000);
    double cent[K * D];
    for (int c = 0; c < K; c++) { cent[c * D] = d.pts[c * D] + 1; cent[c * D + 1] = d.pts[c * D + 1] - 1; }
    double *p = d.pts.data();
    int *lab = d.label.data();
    const int n = d.n;
    int iter = 0, changed = 1;
#pragma omp target data map(to: p[0:n*D]) map(tofrom: lab[0:n])
    while (changed && iter < 50) {
        double sums[K * D] = {0};
        int counts[K] = {0};
        changed = 0;
#pragma omp target teams distribute parallel for map(to: cent[0:K*D]) reduction(+: sums[0:K*D], counts[0:K], changed)
        for (int i = 0; i < n; i++) {
            int best = 0;
            double bd = 1e300;
            for (int c = 0; c < K; c++) {
                double dx = p[i * D] - cent[c * D], dy = p[i * D + 1] - cent[c * D + 1];
                double dd = dx * dx + dy * dy;
                if (dd < bd) { bd = dd; best = c; }
            }
            if (lab[i] != best) { changed++; lab[i] = best; }
            sums[best * D] += p[i * D];
            sums[best * D + 1] += p[i * D + 1];
            counts[best]++;
        }
        for (int c = 0; c < K; c++)
            if (counts[c]) { cent[c * D] = sums[c * D] / counts[c]; cent[c * D + 1] = sums[c * D + 1] / counts[c]; }
        iter++;
    }
    std::printf("iter=%d", iter);
    for (int c = 0; c < K; c++) std::printf(" c%d=(%.6f,%.6f)", c, cent[c * D], cent[c * D + 1]);
    std::printf(" lab77=%d\n", d.label[77]);
    return 0;
}
