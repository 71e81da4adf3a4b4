/* The header of golden err_device_construct_in_header.c: a device construct hbc does not
 * translate in a header. */
static void twice(float *a, int n) {
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
    for (int i = 0; i < n; i++) a[i] *= 2;
}
