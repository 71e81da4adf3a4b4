// C++ with g++'s VLA extension in its plain C form: a pointer to rows of runtime length,
// cast from void* (the form NPB-CPP MG/LU use under g++). g++ -fopenmp builds and runs it;
// hbc++ stops in its clang front end ("cannot initialize a variable of type 'double (*)[n1]'
// with an rvalue of type 'double (*)[n1]'"), clang's own C++ rule for VLA types.
// PROBE-ACCEPT: build-failed (clang 14, which hbc parses with, refuses the C-style initialisation of a pointer to VLA rows in C++, which g++ accepts; the `using` alias form works: s22b_cxx_vla_rows_lambda.cpp)
#include <cstdio>
#include <cstdlib>

static void fill(void *p, int n2, int n1) {
	double (*u)[n1] = (double (*)[n1])p;
	#pragma omp parallel for
	for (int i = 0; i < n2; i++)
		for (int j = 0; j < n1; j++)
			u[i][j] = i * 10 + j;
}

int main() {
	int n2 = 40, n1 = 9;
	double *a = (double *)malloc(sizeof(double) * n2 * n1);
	fill(a, n2, n1);
	double s = 0;
	for (int i = 0; i < n2 * n1; i++) s += a[i] * (i % 3 + 1);
	printf("%.1f\n", s);
	free(a);
	return 0;
}
