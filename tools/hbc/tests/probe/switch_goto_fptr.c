/* Loop bodies with control flow of interpreter-like codes: a `switch` with `break`s and a
   fallthrough, `continue`, a `goto` to a label inside the same iteration (skipping work),
   a table of function pointers indexed per element, and a helper returning a struct by
   value; reduction over the results. */
#include <stdio.h>

#define N 30000

typedef struct { double lo, hi; } range_t;
typedef double (*op_fn)(double);

static double op_sq(double x) { return x * x; }
static double op_half(double x) { return 0.5 * x; }
static double op_neg(double x) { return -x; }
static op_fn ops[3] = { op_sq, op_half, op_neg };

static range_t classify(double x)
{
    range_t r;
    r.lo = x < 10.0 ? x : 10.0;
    r.hi = x > 10.0 ? x : 10.0;
    return r;
}

int main(void)
{
    static int code[N];
    static double val[N], res[N];
    double acc = 0.0, span = 0.0;
    long skipped = 0;
    int i;
    for (i = 0; i < N; i++) { code[i] = (i * 31) % 7; val[i] = (i % 100) * 0.25; }
#pragma omp parallel for reduction(+:acc, span, skipped)
    for (i = 0; i < N; i++) {
        double x = val[i];
        range_t r;
        switch (code[i]) {
        case 0:
            x += 1.0;
            /* fallthrough */
        case 1:
            x = ops[0](x);
            break;
        case 2:
            x = ops[1](x);
            break;
        case 3:
            skipped++;
            continue;
        case 4:
            if (x > 20.0) goto done;
            x = ops[2](x);
            break;
        default:
            x = ops[i % 3](x);
        }
        r = classify(x);
        span += r.hi - r.lo;
    done:
        res[i] = x;
        acc += x;
    }
    printf("acc %.6f span %.6f skipped %ld res[4] %.3f\n", acc, span, skipped, res[4]);
    return 0;
}
