// C++ loops with firstprivate/lastprivate C arrays: 2-D, of class type, of structs, both
// firstprivate and lastprivate.
// PROBE-OUTPUT: m00=1 names0=a ps1=2 chk=424
// PROBE-OUTPUT: both=60,20,49,40 last=19,k38
#include <cstdio>
#include <string>
struct P { int a; double b; };
int main()
{
    int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
    std::string names[3] = {"a", "bb", "ccc"};
    P ps[2] = {{1, 1.5}, {2, 2.5}};
    int both[4] = {10, 20, 30, 40};
    long chk = 0;
    int i;
#pragma omp parallel for firstprivate(m, names, ps) reduction(+ : chk)
    for (i = 0; i < 50; i++) {
        chk += m[1][i % 3] + (long)names[1 + i % 2].size() + ps[0].a;
        m[0][0] = 7;
        names[0] = "x";
        ps[1].a = 99;
    }
#pragma omp parallel for firstprivate(both) lastprivate(both) reduction(+ : chk)
    for (i = 0; i < 50; i++) {
        if (both[i % 4] < 10) chk += 1000;
        if (i == 49) { both[0] = both[1] + both[3]; both[2] = i; }
    }
    std::string last[2];
#pragma omp parallel for lastprivate(last)
    for (i = 0; i < 20; i++) { last[0] = std::to_string(i); last[1] = "k" + std::to_string(i * 2); }
    std::printf("m00=%d names0=%s ps1=%d chk=%ld\n", m[0][0], names[0].c_str(), ps[1].a, chk);
    std::printf("both=%d,%d,%d,%d last=%s,%s\n", both[0], both[1], both[2], both[3], last[0].c_str(),
                last[1].c_str());
    return 0;
}
