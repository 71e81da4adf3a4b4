// A pointer to VLA rows (NPB-CPP MG's idiom) used by a C++ loop body: the loop's lambda
// declares its own `u` from the address and the sizes as the loop starts (g++ cannot
// capture a variably modified type).
void fill(void *p, int n3, int n2, int n1) {
    using cube_t = double (*)[n2][n1];
    cube_t u = reinterpret_cast<cube_t>(p);
#pragma omp parallel for
    for (int k = 0; k < n3; k++)
        for (int j = 0; j < n2; j++)
            for (int i = 0; i < n1; i++) u[k][j][i] = k + j + i;
}
