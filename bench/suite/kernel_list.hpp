// The suite's kernels: one X entry per line, an identifier and the kernel type. main.cpp
// registers each; CMakeLists.txt generates one translation unit per entry (register_<id>).
#pragma once

#define SUITE_KERNELS(X) \
    X(plus_reduce, PlusReduce) \
    X(spmv_arrowhead, Spmv<0>) \
    X(spmv_powerlaw, Spmv<1>) \
    X(spmv_random, Spmv<2>) \
    X(mandelbrot_tpal, Mandelbrot<false>) \
    X(mandelbrot_hbc, Mandelbrot<true>) \
    X(mandelbulb, Mandelbulb) \
    X(floyd_warshall, FloydWarshall) \
    X(kmeans, Kmeans) \
    X(srad, Srad) \
    X(cg, Cg) \
    X(fib, Fib) \
    X(knapsack, Knapsack) \
    X(mergesort, Mergesort<false>) \
    X(mergesort_exp, Mergesort<true>) \
    X(mergesort_tasks, MergesortTasks) \
    X(nqueens, NQueens) \
    X(tree_sum, TreeSum) \
    X(range_split, RangeSplit) \
    X(range_reduce, RangeReduce) \
    X(uforall, Uforall) \
    X(bfs, Bfs) \
    X(cc, Cc) \
    X(page_rank, PageRank) \
    X(page_rank_delta, PageRankDelta) \
    X(sssp, Sssp) \
    X(cf, Cf) \
    X(ttv, Ttv) \
    X(ttm, Ttm)
