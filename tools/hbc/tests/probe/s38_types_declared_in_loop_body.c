/* C: types declared inside a parallel loop's body (an anonymous enum with a variable, a
   struct, a typedef) move with the outlined body; hbc refused them as function-local types
   before session 38 (GraphicsMagick's shear.c, helper-40). */
#include <stdio.h>
int main(void) {
  long sum = 0, area = 0;
#pragma omp parallel for reduction(+:sum)
  for (int i = 0; i < 100; i++) {
    enum { LEFT, RIGHT } direction;
    direction = i % 2 ? RIGHT : LEFT;
    if (direction == RIGHT) sum += i;
  }
#pragma omp parallel for reduction(+:area)
  for (int i = 0; i < 50; i++) {
    struct box { int w, h; } b = { i, 2 };
    typedef struct box box_t;
    box_t c = b;
    area += (long)c.w * c.h + (long)sizeof(box_t) * 0;
  }
  printf("sum=%ld area=%ld\n", sum, area);
  return 0;
}
