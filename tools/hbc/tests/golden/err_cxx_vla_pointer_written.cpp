// A C++ loop body that assigns a pointer to VLA rows declared outside it: the loop's lambda
// cannot capture the variably modified type (g++), and its own copy would not carry the
// write back; refused (Translator::vmPointerCopies).
// EXPECT-ERROR: the loop writes 'u', of variably modified type, which a C++ lambda cannot capture; not supported
// EXPECT-ERROR-LINE: 14
void shift(void *p, int n2, int n1) {
    using rows_t = double (*)[n1];
    rows_t u = reinterpret_cast<rows_t>(p);
#pragma omp parallel for
    for (int i = 0; i < n2; i++) {
        u[i][0] = 1;
        if (i < 0)
            continue;
        u = u + 0;
    }
}
