/* Built without OpenMP's flags: gcc ignores its pragmas and leaves _OPENMP undefined. */
int plain_openmp_on(void) {
#ifdef _OPENMP
  return 1;
#else
  return 0;
#endif
}
