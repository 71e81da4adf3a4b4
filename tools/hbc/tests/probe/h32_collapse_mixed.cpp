// collapse over mixed loop kinds: two iterator loops, three loops (descending size_t, an
// int with a step variable, an iterator), a pointer loop over an int loop, and an iterator
// loop collapse inside a region's omp for with lastprivate of the inner int variable.
#include <cstdio>
#include <vector>

int main()
{
    std::vector<int> A(120), B(90);
    for (int i = 0; i < 120; ++i) A[i] = i % 11;
    for (int j = 0; j < 90; ++j) B[j] = j % 7 + 1;
    long s1 = 0;
#pragma omp parallel for collapse(2) reduction(+ : s1)
    for (auto a = A.cbegin(); a != A.cend(); ++a)
        for (auto b = B.cbegin(); b < B.cend(); b += 2) s1 += *a * *b + (a - A.cbegin());

    std::vector<double> C(25);
    int st = 3;
    long s2 = 0;
#pragma omp parallel for collapse(3) reduction(+ : s2)
    for (std::size_t i = 40; i > 0; --i)
        for (int j = -10; j < 50; j += st)
            for (auto c = C.begin(); c != C.end(); ++c) s2 += (long)i * 3 + j * (long)(c - C.begin());

    double M[64][32];
    double *rows[64];
    for (int i = 0; i < 64; ++i) rows[i] = M[i];
#pragma omp parallel for collapse(2)
    for (double **r = rows; r < rows + 64; ++r)
        for (int j = 0; j < 32; ++j) (*r)[j] = (r - rows) + 0.5 * j;
    double s3 = 0;
    for (int i = 0; i < 64; ++i)
        for (int j = 0; j < 32; ++j) s3 += M[i][j];

    int jl = -1;
    long s4 = 0;
#pragma omp parallel
    {
#pragma omp for collapse(2) lastprivate(jl) reduction(+ : s4)
        for (auto a = A.begin(); a < A.end(); ++a)
            for (jl = 0; jl < 10; ++jl) s4 += *a + jl;
    }
    std::printf("s1=%ld s2=%ld s3=%.1f jl=%d s4=%ld\n", s1, s2, s3, jl, s4);
    return 0;
}
