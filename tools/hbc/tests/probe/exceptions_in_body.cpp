// Exceptions thrown and caught inside a loop body (parsing-style), counted with atomics.
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

static int parse(const std::string &s)
{
    if (s.empty() || s[0] == 'x') throw std::invalid_argument("bad: " + s);
    return std::stoi(s);
}

int main()
{
    std::vector<std::string> in;
    for (int i = 0; i < 3000; i++) in.push_back(i % 11 == 0 ? "x" + std::to_string(i) : std::to_string(i % 97));
    long good = 0;
    int bad = 0;
#pragma omp parallel for reduction(+:good)
    for (int i = 0; i < (int)in.size(); i++) {
        try {
            good += parse(in[i]);
        } catch (const std::invalid_argument &) {
#pragma omp atomic
            bad++;
        }
    }
    std::printf("good=%ld bad=%d\n", good, bad);
    return 0;
}
