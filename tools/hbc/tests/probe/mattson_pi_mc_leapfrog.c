/* Mattson's Monte Carlo exercise with a leap-frog linear congruential generator: the state
   random_last is threadprivate; seed() runs in a `single` that reads the team size and
   builds one starting seed per thread plus the multiplier MULT^nthreads, then every thread
   picks pseed[omp_get_thread_num()]. With schedule(static,1) thread t gets iterations t,
   t+nt, ... and draws exactly the numbers of the serial sequence, so the estimate must be
   identical to the serial one bit for bit. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif

static unsigned long long MULTIPLIER = 764261123;
static unsigned long long PMOD = 2147483647;
static unsigned long long mult_n;
double random_low, random_hi;

#define MAX_THREADS 128
static unsigned long long pseed[MAX_THREADS][4]; /* padded */
unsigned long long random_last = 0;
#pragma omp threadprivate(random_last)

double drandom()
{
    unsigned long long random_next;
    double ret_val;
    random_next = random_last; /* return the current state, then leap */
    random_last = (unsigned long long)((mult_n * random_last) % PMOD);
    ret_val = ((double)random_next / (double)PMOD) * (random_hi - random_low) + random_low;
    return ret_val;
}

void seed(double low_in, double hi_in)
{
    int i, id, nthreads;
    unsigned long long iseed;
#ifdef _OPENMP
    id = omp_get_thread_num();
#else
    id = 0;
#endif
#pragma omp single
    {
        if (low_in < hi_in) {
            random_low = low_in;
            random_hi = hi_in;
        } else {
            random_low = hi_in;
            random_hi = low_in;
        }
#ifdef _OPENMP
        nthreads = omp_get_num_threads();
#else
        nthreads = 1;
#endif
        iseed = PMOD / MULTIPLIER;
        pseed[0][0] = iseed;
        mult_n = MULTIPLIER;
        for (i = 1; i < nthreads; ++i) {
            iseed = (unsigned long long)((MULTIPLIER * iseed) % PMOD);
            pseed[i][0] = iseed;
            mult_n = (mult_n * MULTIPLIER) % PMOD;
        }
    }
    random_last = (unsigned long long)pseed[id][0];
}

static long num_trials = 200000;

int main()
{
    long i;
    long Nin = 0;
    double pi, x;
    double r = 1.0;
    double area = 0.0;

#pragma omp parallel
    {
        seed(-r, r);
#pragma omp for reduction(+ : Nin, area) private(x) schedule(static, 1)
        for (i = 0; i < num_trials; i++) {
            x = drandom();
            if (x * x <= 0.25) Nin++;
            area += x * x;
        }
    }
    pi = 4.0 * (area / num_trials);
    printf("\n %ld trials, inside %ld, x2mean %.10f\n", num_trials, Nin, area / num_trials);
    (void)pi;
    return 0;
}
