// C++ (GNU extension): a pointer to variable-length rows, the NPB-CPP MG idiom
// (`double (*u)[n2][n1]` cast from void*; clang needs the `using` alias form, g++ the
// C form, hence the #ifdef as in the real program). g++ -fopenmp builds it; hbc++ emitted
// [&] lambdas that capture `u`, which g++ refuses: "sorry, unimplemented: capture of
// variably-modified type 'double (*)[n1]'"; since session 22 the loop's lambda declares
// its own `u` (Translator::vmPointerCopies).
#include <cstdio>
#include <cstdlib>

static void fill(void *p, int n2, int n1) {          // heartbeat loop
#ifdef __clang__
	using rows_t = double (*)[n1];
	rows_t u = reinterpret_cast<rows_t>(p);
#else
	double (*u)[n1] = (double (*)[n1])p;
#endif
	#pragma omp parallel for
	for (int i = 0; i < n2; i++)
		for (int j = 0; j < n1; j++)
			u[i][j] = i * 10 + j;
}

static void wrap(void *p, int n2, int n1) {          // orphaned loop (team mode)
#ifdef __clang__
	using rows_t = double (*)[n1];
	rows_t u = reinterpret_cast<rows_t>(p);
#else
	double (*u)[n1] = (double (*)[n1])p;
#endif
	#pragma omp for
	for (int i = 0; i < n2; i++)
		u[i][0] += u[i][n1 - 1];
}

int main() {
	int n2 = 50, n1 = 7;
	double *a = (double *)malloc(sizeof(double) * n2 * n1);
	fill(a, n2, n1);
	#pragma omp parallel
	wrap(a, n2, n1);
	double s = 0;
	for (int i = 0; i < n2 * n1; i++) s += a[i] * (i % 5 + 1);
	printf("%.1f\n", s);
	free(a);
	return 0;
}
