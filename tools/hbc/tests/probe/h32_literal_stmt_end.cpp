// Unbraced statements under OpenMP directives whose last token is a character or string
// literal: a parallel for body (index and range-based, a raw string literal R"(q)"), single, critical, task, section and an unbraced parallel.
// hbc drops the statement's ';' in each translation, and the build fails
// ("expected ';' before '}' token"); atomic and master were fine. (The critical block
// assigns: each thread runs it, so an append's result would depend on the team's size.)
#include <cstdio>
#include <string>
#include <vector>

int main()
{
    char buf[100];
#pragma omp parallel for
    for (int i = 0; i < 100; ++i) buf[i] = 'z';
    std::vector<std::string> names(200, "xy");
#pragma omp parallel for
    for (auto &&s : names) s += "z";
#pragma omp parallel for
    for (std::size_t i = 0; i < names.size(); ++i) names[i] += R"(q)";
    std::string s, t;
#pragma omp parallel
    {
#pragma omp single
        s = "single";
#pragma omp critical
        t = std::string(1, 'x') + 'c';
    }
#pragma omp parallel
#pragma omp single
    {
#pragma omp task
        t += "task";
    }
#pragma omp parallel sections
    {
#pragma omp section
        s += "sec";
    }
    std::string r;
#pragma omp parallel
    r = "par";
    long n = 0;
    for (char c : buf) n += c;
    for (auto &x : names) n += (long)x.size();
    std::printf("n=%ld s=%s t=%s r=%s\n", n, s.c_str(), t.c_str(), r.c_str());
    return 0;
}
