// C: a function whose body's first and last tokens touch its braces (`{int s=0;...;}`, as
// minified and generated code write it). hbc wraps the body of each function holding a
// directive in HBC_WARNINGS_OFF/ON; written without a space, the macro name ran into the
// first token (`HBC_WARNINGS_OFFint`), and the translation did not compile.
// EXPECT-OUTPUT: 45 4950
#include <stdio.h>
static long tri(int n){long s=0;
#pragma omp parallel for reduction(+:s)
for(int i=0;i<n;i++)s+=i;return s;}
int main(void){int s=0;
#pragma omp parallel for reduction(+:s)
for(int i=0;i<10;i++)s+=i;printf("%d %ld\n",s,tri(100));return 0;}
