// A variable both firstprivate and lastprivate: the chunks copy it from a snapshot taken
// before the loop, not from the original that the last chunk writes back. Since session 39 the
// carried read of `base` makes it a team-mode loop, and a reference (`tag`) may be a team
// member's private copy (of the referred type).
#include <string>

long run(int n, std::string &tag, long *out)
{
    int base = 100;
#pragma omp parallel for firstprivate(base, tag) lastprivate(base, tag)
    for (int i = 0; i < n; i++) {
        out[i] = base + (long)tag.size() + i;
        if (i == n - 1) { base = base * 2 + i; tag += "!"; }
    }
    return base;
}
