/* OpenMP memory allocators on the host (omp.h; docs/hbc.md, "OpenMP runtime routines").
 * Every predefined memory space is the process's ordinary memory: the predefined allocators
 * are malloc. omp_init_allocator makes an allocator for the traits that change nothing on a
 * host (sync_hint, access, partition) or that hbc honours (alignment, fallback, fb_data);
 * a pool size or pinned memory it cannot provide, and it answers omp_null_allocator. */
#define _GNU_SOURCE /* malloc_usable_size */
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "omp.h"

typedef struct hbc_allocator {
    size_t alignment;
    uintptr_t fallback;          /* an omp_atv_*_fb value */
    omp_allocator_handle_t fb_data;
} hbc_allocator;

#define HBC_LAST_PREDEFINED omp_thread_mem_alloc

omp_allocator_handle_t omp_init_allocator(omp_memspace_handle_t memspace, int ntraits, const omp_alloctrait_t traits[]) {
    hbc_allocator a = {0, omp_atv_default_mem_fb, omp_null_allocator}, *p;
    int k;
    if ((uintptr_t)memspace > (uintptr_t)omp_low_lat_mem_space) return omp_null_allocator;
    for (k = 0; k < ntraits; ++k) {
        uintptr_t v = traits[k].value;
        switch (traits[k].key) {
        case omp_atk_sync_hint:
        case omp_atk_access:
        case omp_atk_partition: break;
        case omp_atk_alignment:
            if (v == 0 || (v & (v - 1))) return omp_null_allocator;
            a.alignment = v;
            break;
        case omp_atk_fallback:
            if (v != omp_atv_default_mem_fb && v != omp_atv_null_fb && v != omp_atv_abort_fb &&
                v != omp_atv_allocator_fb)
                return omp_null_allocator;
            a.fallback = v;
            break;
        case omp_atk_fb_data: a.fb_data = (omp_allocator_handle_t)v; break;
        case omp_atk_pool_size:
            if (v != (uintptr_t)omp_atv_default) return omp_null_allocator;
            break;
        case omp_atk_pinned:
            if (v != omp_atv_false && v != (uintptr_t)omp_atv_default) return omp_null_allocator;
            break;
        default: return omp_null_allocator;
        }
    }
    if (a.fallback == omp_atv_allocator_fb && a.fb_data == omp_null_allocator) return omp_null_allocator;
    p = malloc(sizeof *p);
    if (!p) return omp_null_allocator;
    *p = a;
    return (omp_allocator_handle_t)(uintptr_t)p;
}
void omp_destroy_allocator(omp_allocator_handle_t allocator) {
    if ((uintptr_t)allocator > (uintptr_t)HBC_LAST_PREDEFINED) free((void *)(uintptr_t)allocator);
}

/* def-allocator-var, per thread (the spec's data environment). */
static __thread omp_allocator_handle_t default_allocator = omp_default_mem_alloc;
void omp_set_default_allocator(omp_allocator_handle_t allocator) {
    if (allocator != omp_null_allocator) default_allocator = allocator;
}
omp_allocator_handle_t omp_get_default_allocator(void) { return default_allocator; }

static void *allocate(size_t alignment, size_t size, int zero, omp_allocator_handle_t allocator) {
    const hbc_allocator *a = NULL;
    void *p = NULL;
    if (allocator == omp_null_allocator) allocator = default_allocator;
    if ((uintptr_t)allocator > (uintptr_t)HBC_LAST_PREDEFINED) a = (const hbc_allocator *)(uintptr_t)allocator;
    if (a && a->alignment > alignment) alignment = a->alignment;
    if (size == 0) return NULL;
    if (alignment & (alignment - 1)) return NULL;
    if (alignment > sizeof(void *) * 2) {
        if (posix_memalign(&p, alignment < sizeof(void *) ? sizeof(void *) : alignment, size) != 0) p = NULL;
    } else {
        p = malloc(size);
    }
    if (p && zero) memset(p, 0, size);
    if (p || !a) return p;
    switch (a->fallback) {
    case omp_atv_abort_fb:
        fprintf(stderr, "hbc: omp_alloc of %zu bytes failed (allocator with abort_fb)\n", size);
        abort();
    case omp_atv_allocator_fb: return allocate(alignment, size, zero, a->fb_data);
    default: return NULL; /* default_mem_fb: the default memory is the one that failed */
    }
}
void *omp_alloc(size_t size, omp_allocator_handle_t allocator) { return allocate(0, size, 0, allocator); }
void *omp_aligned_alloc(size_t alignment, size_t size, omp_allocator_handle_t allocator) {
    return allocate(alignment, size, 0, allocator);
}
void *omp_calloc(size_t nmemb, size_t size, omp_allocator_handle_t allocator) {
    if (size && nmemb > SIZE_MAX / size) return NULL;
    return allocate(0, nmemb * size, 1, allocator);
}
void *omp_aligned_calloc(size_t alignment, size_t nmemb, size_t size, omp_allocator_handle_t allocator) {
    if (size && nmemb > SIZE_MAX / size) return NULL;
    return allocate(alignment, nmemb * size, 1, allocator);
}
void omp_free(void *ptr, omp_allocator_handle_t allocator) {
    (void)allocator;
    free(ptr);
}
/* As the spec: size 0 frees ptr and answers NULL; ptr NULL allocates; the contents up to the
 * smaller size are kept; the old block is freed only when the new one was allocated. */
void *omp_realloc(void *ptr, size_t size, omp_allocator_handle_t allocator, omp_allocator_handle_t free_allocator) {
    void *p;
    size_t old;
    if (size == 0) {
        omp_free(ptr, free_allocator);
        return NULL;
    }
    if (!ptr) return omp_alloc(size, allocator);
    p = omp_alloc(size, allocator);
    if (!p) return NULL;
    old = malloc_usable_size(ptr);
    memcpy(p, ptr, old < size ? old : size);
    omp_free(ptr, free_allocator);
    return p;
}
