#pragma once
#include "acc.h" /* found through -I. */
double kern(struct Acc *a, int n);
