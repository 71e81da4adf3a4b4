// threadprivate is translated only for variables that main()'s own code, outside parallel
// loops, uses (it runs on the initial thread); used in another function, which a parallel
// loop may call, it is rejected.
// EXPECT-ERROR: threadprivate variable 'counter' is used outside main()
static int counter;
#pragma omp threadprivate(counter)
int next(void) { return ++counter; }
int main(void) { return next(); }
