// EXPECT-ERROR: unsupported OpenMP construct 'threadprivate'
static int counter;
#pragma omp threadprivate(counter)
int main(void) { return counter; }
