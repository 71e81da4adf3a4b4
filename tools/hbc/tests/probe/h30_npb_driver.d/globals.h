#define NA 20000
#define NITER 6
extern double x[NA], r[NA], p[NA], q[NA];
extern double rho_g, alpha_g;
void init_vectors(void);
void matvec(void);          /* orphaned omp for, nowait + barrier */
double dot_pq(void);        /* orphaned omp for reduction into a file-static global */
void update(double alpha);  /* orphaned omp for + single */
