/* Team mode in C: a macro's __func__ and `#x` inside the outlined body read as in the source.
 * The function's name is #defined around the outlined code, and a shared variable named in a
 * macro's argument is #defined, not rewritten in place (probe s61_func_name_and_stringified_args.c). */
#include <omp.h>
#include <stdio.h>
#define SAY(x) printf("%s: %s = %d\n", __func__, #x, (x))
void report(int *count) {
#pragma omp parallel
    if (omp_get_thread_num() == 0) SAY(*count);
}
