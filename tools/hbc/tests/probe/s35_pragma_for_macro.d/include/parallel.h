// Ligra's parallel.h idiom: a directive and its loop's `for` in one object-like macro.
#pragma once
#define parallel_for _Pragma("omp parallel for") for
#define parallel_for_1 _Pragma("omp parallel for schedule(static, 1)") for
#define parallel_for_sum _Pragma("omp parallel for reduction(+ : total)") for
