/* hpgmg-fv idiom: worksharing directive built by a macro via _Pragma, with a
   non-constant clause expression (if(nb>1)) and a reduction.  gcc -fopenmp
   compiles and runs it; hbc refused the file before session 38 (clause expressions in a
   _Pragma string are printed from the AST since):
   "a clause expression of 'parallel for' written in a _Pragma string is
    supported only as an integer constant". */
#include <stdio.h>
#define MyPragma(a) _Pragma(#a)
#define THREAD_ACROSS(b,nb)          MyPragma(omp parallel for private(b) if(nb>1) schedule(static,1))
#define THREAD_ACROSS_MAX(b,nb,bmax) MyPragma(omp parallel for private(b) if(nb>1) schedule(static,1) reduction(max:bmax))
static double x[64];
int main(void){
  int b, nb = 64;
  THREAD_ACROSS(b,nb)
  for(b=0;b<nb;b++) x[b] = (b*37)%64 + 0.5;
  double m = 0.0;
  THREAD_ACROSS_MAX(b,nb,m)
  for(b=0;b<nb;b++) if(x[b]>m) m = x[b];
  printf("max=%.1f\n", m);
  return 0;
}
