/* -Wtraditional-conversion made an error (SoX's configure turns the warning on): hbc's
   reduction loop passes the literal 0 to an int64_t parameter of the library, which gcc
   reported as "passing argument 2 of 'hb_parallel_reduce_at' with different width due to
   prototype" on code the user did not write (helper B of session 57).
   // FLAGS: -Wall -W -Wtraditional-conversion -Werror
   // EXPECT-TRANSLATION: HBC_WARNINGS_OFF
   // EXPECT-OUTPUT: 4950
*/
#include <stdio.h>
int main(void) {
    int i, n = 100;
    long s = 0;
#pragma omp parallel for reduction(+ : s)
    for (i = 0; i < n; i++) s += i;
    printf("%ld\n", s);
    return 0;
}
