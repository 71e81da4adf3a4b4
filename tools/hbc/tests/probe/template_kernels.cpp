// Function templates over element types with parallel loops, an explicit instantiation
// for int and double, collapse(2) inside a template, a reduction of a template parameter.
#include <cstdio>
#include <vector>

template <typename T>
T dot(const std::vector<T> &a, const std::vector<T> &b)
{
    T s = T(0);
#pragma omp parallel for reduction(+:s)
    for (long i = 0; i < (long)a.size(); i++) s += a[i] * b[i];
    return s;
}

template <typename T, int R, int C>
void transpose(const T (&in)[R][C], T (&out)[C][R])
{
#pragma omp parallel for collapse(2)
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) out[j][i] = in[i][j];
}

static int mi[30][40], mo[40][30];

int main()
{
    std::vector<int> ai(2000), bi(2000);
    std::vector<double> ad(2000), bd(2000);
    for (int i = 0; i < 2000; i++) { ai[i] = i % 9; bi[i] = i % 4; ad[i] = i * 0.5; bd[i] = 1.0 / (i + 1); }
    for (int i = 0; i < 30; i++) for (int j = 0; j < 40; j++) mi[i][j] = i * 40 + j;
    transpose(mi, mo);
    long t = 0;
    for (int j = 0; j < 40; j++) t += mo[j][j % 30] * (j + 1);
    std::printf("di=%d dd=%.6f t=%ld\n", dot(ai, bi), dot(ad, bd), t);
    return 0;
}
