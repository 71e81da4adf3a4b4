#ifndef COUNT_H
#define COUNT_H
#include "team.h" /* not in sub/: found through -I. */
#endif
