// C: two functions declare a type of the same name (ImageMagick's shear.c: each shear
// function has its own `ShearDirection`) and use it in parallel loops. The first moves to
// file scope as it is; the second moves under a macro that renames it from its moved
// declaration to the end of its function, where the outlined code spells it by its old name.
// A third function's local variable of that name still shadows the file-scope type.
// EXPECT-TRANSLATION: #define Direction __hb_local1_Direction
// EXPECT-TRANSLATION: #undef Direction
// EXPECT-OUTPUT: left=4950 up=300 other=7
#include <stdio.h>

static int left_sum(int n) {
  typedef enum { LEFT, RIGHT } Direction;
  Direction d = LEFT;
  int s = 0;
#pragma omp parallel for reduction(+:s)
  for (int i = 0; i < n; i++) s += d == LEFT ? i : -i;
  return s;
}

static int up_sum(int n) {
  typedef struct { int dx, dy; } Direction;
  Direction d = {1, 2};
  int s = 0;
#pragma omp parallel for reduction(+:s)
  for (int i = 0; i < n; i++) {
    Direction e = d;
    s += e.dx + e.dy;
  }
  return s;
}

static int other(void) {
  int Direction = 7;
  return Direction;
}

int main(void) {
  printf("left=%d up=%d other=%d\n", left_sum(100), up_sum(100), other());
  return 0;
}
