/* enum variables as min/max reduction items and an enum lastprivate; the enum has
   negative and large enumerators. */
#include <stdio.h>

enum level { L_NEG = -5, L_ZERO = 0, L_LOW = 3, L_MID = 40, L_HIGH = 1000 };

static enum level classify(int v)
{
    switch (v % 5) {
    case 0: return L_NEG;
    case 1: return L_ZERO;
    case 2: return L_LOW;
    case 3: return L_MID;
    default: return v > 70000 ? L_HIGH : L_MID;
    }
}

int main(int argc, char **argv)
{
    (void)argv;
    int n = 60000 + argc - 1;
    enum level hi = L_ZERO, lo = L_ZERO, last = L_ZERO;
    enum level hi2 = L_NEG;
#pragma omp parallel for reduction(max:hi, hi2) reduction(min:lo) lastprivate(last)
    for (int i = 0; i < n; i++) {
        enum level c = classify(i * 3 + 1);
        if (c > hi) hi = c;
        if (c < lo) lo = c;
        if (c != L_HIGH && c > hi2) hi2 = c;
        last = c;
    }
    printf("hi=%d lo=%d hi2=%d last=%d\n", (int)hi, (int)lo, (int)hi2, (int)last);
    return 0;
}
