/* hbc's replacement for <omp.h>: the OpenMP runtime calls that programs make, answered by the
 * heartbeat runtime (docs/hbc.md). hbc puts this directory first on the include path. */
#ifndef HBC_OMP_H
#define HBC_OMP_H
#if !defined(__HBC_PARSE__) && !defined(HB_BUILDING_HEARTBEAT) /* (hbc-translate defines it: its analysis
                                     reads these declarations as the program's own) */
#pragma GCC system_header
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* omp_lock_t is libgomp's size and word (hbc_omp_locks.c); a nestable lock has libgomp's layout,
 * its owner a thread. */
typedef struct { int _hbc_word; } omp_lock_t;
typedef struct { omp_lock_t _hbc_lock; int _hbc_count; void *_hbc_owner; } omp_nest_lock_t;
typedef enum omp_sched_t { omp_sched_static = 1, omp_sched_dynamic = 2, omp_sched_guided = 3,
                           omp_sched_auto = 4, omp_sched_monotonic = (int)0x80000000u } omp_sched_t;
/* Synchronisation hints (OpenMP 4.5/5.0, values as the specification gives them): accepted on
 * `critical ... hint(...)` and by the *_with_hint lock calls, which ignore them. */
typedef enum omp_sync_hint_t {
    omp_sync_hint_none = 0, omp_lock_hint_none = omp_sync_hint_none,
    omp_sync_hint_uncontended = 1, omp_lock_hint_uncontended = omp_sync_hint_uncontended,
    omp_sync_hint_contended = 2, omp_lock_hint_contended = omp_sync_hint_contended,
    omp_sync_hint_nonspeculative = 4, omp_lock_hint_nonspeculative = omp_sync_hint_nonspeculative,
    omp_sync_hint_speculative = 8, omp_lock_hint_speculative = omp_sync_hint_speculative
} omp_sync_hint_t;
typedef omp_sync_hint_t omp_lock_hint_t;

/* OpenMP 5.2 host types; names and values as the specification gives them. */
typedef enum omp_proc_bind_t { omp_proc_bind_false = 0, omp_proc_bind_true = 1, omp_proc_bind_primary = 2,
                               omp_proc_bind_master = omp_proc_bind_primary, omp_proc_bind_close = 3,
                               omp_proc_bind_spread = 4 } omp_proc_bind_t;
typedef enum omp_pause_resource_t { omp_pause_soft = 1, omp_pause_hard = 2 } omp_pause_resource_t;
typedef enum omp_control_tool_t { omp_control_tool_start = 1, omp_control_tool_pause = 2,
                                  omp_control_tool_flush = 3, omp_control_tool_end = 4 } omp_control_tool_t;
typedef enum omp_control_tool_result_t { omp_control_tool_notool = -2, omp_control_tool_nocallback = -1,
                                         omp_control_tool_success = 0, omp_control_tool_ignored = 1
} omp_control_tool_result_t;
/* Handles are pointer-sized (uintptr_t) enumerations, as in other implementations. */
#if defined(__GNUC__) && !defined(__cplusplus)
/* ISO C wants enumerators in int's range. The compiler's own omp.h, a system header, draws no
 * -Wpedantic warning for the same enumerators; neither should this one (-Werror builds). */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpedantic"
#endif
#if defined(__cplusplus) && __cplusplus >= 201103L
#define __HBC_OMP_UINTPTR_ENUM : __UINTPTR_TYPE__
#else
#define __HBC_OMP_UINTPTR_ENUM
#endif
typedef enum omp_memspace_handle_t __HBC_OMP_UINTPTR_ENUM {
    omp_default_mem_space = 0, omp_large_cap_mem_space = 1, omp_const_mem_space = 2,
    omp_high_bw_mem_space = 3, omp_low_lat_mem_space = 4,
    hbc_omp_memspace_handle_max = __UINTPTR_MAX__
} omp_memspace_handle_t;
typedef enum omp_allocator_handle_t __HBC_OMP_UINTPTR_ENUM {
    omp_null_allocator = 0, omp_default_mem_alloc = 1, omp_large_cap_mem_alloc = 2,
    omp_const_mem_alloc = 3, omp_high_bw_mem_alloc = 4, omp_low_lat_mem_alloc = 5,
    omp_cgroup_mem_alloc = 6, omp_pteam_mem_alloc = 7, omp_thread_mem_alloc = 8,
    hbc_omp_allocator_handle_max = __UINTPTR_MAX__
} omp_allocator_handle_t;
typedef enum omp_alloctrait_key_t { omp_atk_sync_hint = 1, omp_atk_alignment = 2, omp_atk_access = 3,
                                    omp_atk_pool_size = 4, omp_atk_fallback = 5, omp_atk_fb_data = 6,
                                    omp_atk_pinned = 7, omp_atk_partition = 8 } omp_alloctrait_key_t;
typedef enum omp_alloctrait_value_t __HBC_OMP_UINTPTR_ENUM {
    omp_atv_default = __UINTPTR_MAX__, omp_atv_false = 0, omp_atv_true = 1, omp_atv_contended = 3,
    omp_atv_uncontended = 4, omp_atv_serialized = 5, omp_atv_sequential = omp_atv_serialized,
    omp_atv_private = 6, omp_atv_all = 7, omp_atv_thread = 8, omp_atv_pteam = 9, omp_atv_cgroup = 10,
    omp_atv_default_mem_fb = 11, omp_atv_null_fb = 12, omp_atv_abort_fb = 13, omp_atv_allocator_fb = 14,
    omp_atv_environment = 15, omp_atv_nearest = 16, omp_atv_blocked = 17, omp_atv_interleaved = 18
} omp_alloctrait_value_t;
typedef struct omp_alloctrait_t {
    omp_alloctrait_key_t key;
    __UINTPTR_TYPE__ value;
} omp_alloctrait_t;
/* A depend object (`depobj`, which hbc refuses): only passed through by the *_async copies. */
typedef struct omp_depend_t { void *hbc_opaque[2]; } omp_depend_t;
/* `task detach(e)` is refused by hbc (docs/hbc.md): the type lets such a program reach that
 * diagnostic; omp_fulfill_event stops the program, since no event can exist. */
typedef enum omp_event_handle_t __HBC_OMP_UINTPTR_ENUM { hbc_omp_event_handle_max = __UINTPTR_MAX__ } omp_event_handle_t;
#if defined(__GNUC__) && !defined(__cplusplus)
#pragma GCC diagnostic pop
#endif
/* Device numbers: the host is the only device, the initial device, number 0
 * (omp_get_num_devices() is 0); omp_initial_device and omp_invalid_device as in 5.2. */
enum { omp_initial_device = -1, omp_invalid_device = -4 };

/* The calls are linked under hbc's own names (hbc_omp_get_thread_num, ...), never libgomp's:
 * an object built with gcc -fopenmp in the same program (a --hbc-fallback-openmp file, an
 * OpenMP library) keeps libgomp's omp_* answers, and hbc's objects keep the heartbeat ones. */
#define HBC_OMP_SYMBOL(name) __asm__("hbc_" #name)

double omp_get_wtime(void) HBC_OMP_SYMBOL(omp_get_wtime);
double omp_get_wtick(void) HBC_OMP_SYMBOL(omp_get_wtick);
int omp_get_thread_num(void) HBC_OMP_SYMBOL(omp_get_thread_num);
int omp_get_num_threads(void) HBC_OMP_SYMBOL(omp_get_num_threads);
int omp_get_max_threads(void) HBC_OMP_SYMBOL(omp_get_max_threads);
void omp_set_num_threads(int n) HBC_OMP_SYMBOL(omp_set_num_threads);
int omp_get_num_procs(void) HBC_OMP_SYMBOL(omp_get_num_procs);
int omp_in_parallel(void) HBC_OMP_SYMBOL(omp_in_parallel);
void omp_set_dynamic(int on) HBC_OMP_SYMBOL(omp_set_dynamic);
int omp_get_dynamic(void) HBC_OMP_SYMBOL(omp_get_dynamic);
void omp_set_nested(int on) HBC_OMP_SYMBOL(omp_set_nested);
int omp_get_nested(void) HBC_OMP_SYMBOL(omp_get_nested);
void omp_set_max_active_levels(int n) HBC_OMP_SYMBOL(omp_set_max_active_levels);
int omp_get_max_active_levels(void) HBC_OMP_SYMBOL(omp_get_max_active_levels);
int omp_get_level(void) HBC_OMP_SYMBOL(omp_get_level);
int omp_get_active_level(void) HBC_OMP_SYMBOL(omp_get_active_level);
int omp_get_thread_limit(void) HBC_OMP_SYMBOL(omp_get_thread_limit);
int omp_get_team_size(int level) HBC_OMP_SYMBOL(omp_get_team_size);
int omp_get_ancestor_thread_num(int level) HBC_OMP_SYMBOL(omp_get_ancestor_thread_num);
int omp_get_supported_active_levels(void) HBC_OMP_SYMBOL(omp_get_supported_active_levels);
int omp_in_final(void) HBC_OMP_SYMBOL(omp_in_final);
int omp_get_cancellation(void) HBC_OMP_SYMBOL(omp_get_cancellation);
int omp_get_max_task_priority(void) HBC_OMP_SYMBOL(omp_get_max_task_priority);
omp_proc_bind_t omp_get_proc_bind(void) HBC_OMP_SYMBOL(omp_get_proc_bind);
int omp_get_num_places(void) HBC_OMP_SYMBOL(omp_get_num_places);
int omp_get_place_num_procs(int place_num) HBC_OMP_SYMBOL(omp_get_place_num_procs);
void omp_get_place_proc_ids(int place_num, int *ids) HBC_OMP_SYMBOL(omp_get_place_proc_ids);
int omp_get_place_num(void) HBC_OMP_SYMBOL(omp_get_place_num);
int omp_get_partition_num_places(void) HBC_OMP_SYMBOL(omp_get_partition_num_places);
void omp_get_partition_place_nums(int *place_nums) HBC_OMP_SYMBOL(omp_get_partition_place_nums);
void omp_set_affinity_format(const char *format) HBC_OMP_SYMBOL(omp_set_affinity_format);
__SIZE_TYPE__ omp_get_affinity_format(char *buffer, __SIZE_TYPE__ size) HBC_OMP_SYMBOL(omp_get_affinity_format);
void omp_display_affinity(const char *format) HBC_OMP_SYMBOL(omp_display_affinity);
__SIZE_TYPE__ omp_capture_affinity(char *buffer, __SIZE_TYPE__ size, const char *format)
    HBC_OMP_SYMBOL(omp_capture_affinity);
void omp_display_env(int verbose) HBC_OMP_SYMBOL(omp_display_env);
int omp_control_tool(int command, int modifier, void *arg) HBC_OMP_SYMBOL(omp_control_tool);
int omp_pause_resource(omp_pause_resource_t kind, int device_num) HBC_OMP_SYMBOL(omp_pause_resource);
int omp_pause_resource_all(omp_pause_resource_t kind) HBC_OMP_SYMBOL(omp_pause_resource_all);
/* teams (the host runs no `teams` construct: one league of one team) */
int omp_get_num_teams(void) HBC_OMP_SYMBOL(omp_get_num_teams);
int omp_get_team_num(void) HBC_OMP_SYMBOL(omp_get_team_num);
void omp_set_num_teams(int num_teams) HBC_OMP_SYMBOL(omp_set_num_teams);
int omp_get_max_teams(void) HBC_OMP_SYMBOL(omp_get_max_teams);
void omp_set_teams_thread_limit(int thread_limit) HBC_OMP_SYMBOL(omp_set_teams_thread_limit);
int omp_get_teams_thread_limit(void) HBC_OMP_SYMBOL(omp_get_teams_thread_limit);
/* devices: the host only */
void omp_set_default_device(int device_num) HBC_OMP_SYMBOL(omp_set_default_device);
int omp_get_default_device(void) HBC_OMP_SYMBOL(omp_get_default_device);
int omp_get_num_devices(void) HBC_OMP_SYMBOL(omp_get_num_devices);
int omp_get_device_num(void) HBC_OMP_SYMBOL(omp_get_device_num);
int omp_is_initial_device(void) HBC_OMP_SYMBOL(omp_is_initial_device);
int omp_get_initial_device(void) HBC_OMP_SYMBOL(omp_get_initial_device);
void *omp_target_alloc(__SIZE_TYPE__ size, int device_num) HBC_OMP_SYMBOL(omp_target_alloc);
void omp_target_free(void *device_ptr, int device_num) HBC_OMP_SYMBOL(omp_target_free);
int omp_target_is_present(const void *ptr, int device_num) HBC_OMP_SYMBOL(omp_target_is_present);
int omp_target_is_accessible(const void *ptr, __SIZE_TYPE__ size, int device_num)
    HBC_OMP_SYMBOL(omp_target_is_accessible);
int omp_target_memcpy(void *dst, const void *src, __SIZE_TYPE__ length, __SIZE_TYPE__ dst_offset,
                      __SIZE_TYPE__ src_offset, int dst_device_num, int src_device_num) HBC_OMP_SYMBOL(omp_target_memcpy);
int omp_target_memcpy_rect(void *dst, const void *src, __SIZE_TYPE__ element_size, int num_dims,
                           const __SIZE_TYPE__ *volume, const __SIZE_TYPE__ *dst_offsets,
                           const __SIZE_TYPE__ *src_offsets, const __SIZE_TYPE__ *dst_dimensions,
                           const __SIZE_TYPE__ *src_dimensions, int dst_device_num, int src_device_num)
    HBC_OMP_SYMBOL(omp_target_memcpy_rect);
int omp_target_memcpy_async(void *dst, const void *src, __SIZE_TYPE__ length, __SIZE_TYPE__ dst_offset,
                            __SIZE_TYPE__ src_offset, int dst_device_num, int src_device_num, int depobj_count,
                            omp_depend_t *depobj_list) HBC_OMP_SYMBOL(omp_target_memcpy_async);
int omp_target_memcpy_rect_async(void *dst, const void *src, __SIZE_TYPE__ element_size, int num_dims,
                                 const __SIZE_TYPE__ *volume, const __SIZE_TYPE__ *dst_offsets,
                                 const __SIZE_TYPE__ *src_offsets, const __SIZE_TYPE__ *dst_dimensions,
                                 const __SIZE_TYPE__ *src_dimensions, int dst_device_num, int src_device_num,
                                 int depobj_count, omp_depend_t *depobj_list) HBC_OMP_SYMBOL(omp_target_memcpy_rect_async);
int omp_target_associate_ptr(const void *host_ptr, const void *device_ptr, __SIZE_TYPE__ size,
                             __SIZE_TYPE__ device_offset, int device_num) HBC_OMP_SYMBOL(omp_target_associate_ptr);
int omp_target_disassociate_ptr(const void *ptr, int device_num) HBC_OMP_SYMBOL(omp_target_disassociate_ptr);
void *omp_get_mapped_ptr(const void *ptr, int device_num) HBC_OMP_SYMBOL(omp_get_mapped_ptr);
/* memory allocators: every predefined allocator is the default memory (malloc); C++ callers
 * may leave the allocator out (omp_null_allocator: the default allocator), as the spec allows */
#ifdef __cplusplus
#define __HBC_OMP_NULL_ALLOC = omp_null_allocator
#else
#define __HBC_OMP_NULL_ALLOC
#endif
void omp_fulfill_event(omp_event_handle_t event) HBC_OMP_SYMBOL(omp_fulfill_event);
omp_allocator_handle_t omp_init_allocator(omp_memspace_handle_t memspace, int ntraits,
                                          const omp_alloctrait_t traits[]) HBC_OMP_SYMBOL(omp_init_allocator);
void omp_destroy_allocator(omp_allocator_handle_t allocator) HBC_OMP_SYMBOL(omp_destroy_allocator);
void omp_set_default_allocator(omp_allocator_handle_t allocator) HBC_OMP_SYMBOL(omp_set_default_allocator);
omp_allocator_handle_t omp_get_default_allocator(void) HBC_OMP_SYMBOL(omp_get_default_allocator);
void *omp_alloc(__SIZE_TYPE__ size, omp_allocator_handle_t allocator __HBC_OMP_NULL_ALLOC) HBC_OMP_SYMBOL(omp_alloc);
void *omp_aligned_alloc(__SIZE_TYPE__ alignment, __SIZE_TYPE__ size, omp_allocator_handle_t allocator __HBC_OMP_NULL_ALLOC)
    HBC_OMP_SYMBOL(omp_aligned_alloc);
void *omp_calloc(__SIZE_TYPE__ nmemb, __SIZE_TYPE__ size, omp_allocator_handle_t allocator __HBC_OMP_NULL_ALLOC)
    HBC_OMP_SYMBOL(omp_calloc);
void *omp_aligned_calloc(__SIZE_TYPE__ alignment, __SIZE_TYPE__ nmemb, __SIZE_TYPE__ size,
                         omp_allocator_handle_t allocator __HBC_OMP_NULL_ALLOC) HBC_OMP_SYMBOL(omp_aligned_calloc);
void *omp_realloc(void *ptr, __SIZE_TYPE__ size, omp_allocator_handle_t allocator __HBC_OMP_NULL_ALLOC,
                  omp_allocator_handle_t free_allocator __HBC_OMP_NULL_ALLOC) HBC_OMP_SYMBOL(omp_realloc);
void omp_free(void *ptr, omp_allocator_handle_t allocator __HBC_OMP_NULL_ALLOC) HBC_OMP_SYMBOL(omp_free);
void omp_set_schedule(omp_sched_t kind, int chunk) HBC_OMP_SYMBOL(omp_set_schedule);
void omp_get_schedule(omp_sched_t *kind, int *chunk) HBC_OMP_SYMBOL(omp_get_schedule);
void omp_init_lock(omp_lock_t *l) HBC_OMP_SYMBOL(omp_init_lock);
void omp_destroy_lock(omp_lock_t *l) HBC_OMP_SYMBOL(omp_destroy_lock);
void omp_set_lock(omp_lock_t *l) HBC_OMP_SYMBOL(omp_set_lock);
void omp_unset_lock(omp_lock_t *l) HBC_OMP_SYMBOL(omp_unset_lock);
int omp_test_lock(omp_lock_t *l) HBC_OMP_SYMBOL(omp_test_lock);
void omp_init_nest_lock(omp_nest_lock_t *l) HBC_OMP_SYMBOL(omp_init_nest_lock);
void omp_destroy_nest_lock(omp_nest_lock_t *l) HBC_OMP_SYMBOL(omp_destroy_nest_lock);
void omp_set_nest_lock(omp_nest_lock_t *l) HBC_OMP_SYMBOL(omp_set_nest_lock);
void omp_unset_nest_lock(omp_nest_lock_t *l) HBC_OMP_SYMBOL(omp_unset_nest_lock);
int omp_test_nest_lock(omp_nest_lock_t *l) HBC_OMP_SYMBOL(omp_test_nest_lock);
void omp_init_lock_with_hint(omp_lock_t *l, omp_sync_hint_t hint) HBC_OMP_SYMBOL(omp_init_lock_with_hint);
void omp_init_nest_lock_with_hint(omp_nest_lock_t *l, omp_sync_hint_t hint)
    HBC_OMP_SYMBOL(omp_init_nest_lock_with_hint);

/* LLVM libomp's kmp_* extensions, which clang's omp.h declares (hbc_kmp.c): programs call
 * them under #ifdef __clang__, which hbc's translator, parsing as clang, takes. */
void kmp_set_blocktime(int ms) HBC_OMP_SYMBOL(kmp_set_blocktime);
int kmp_get_blocktime(void) HBC_OMP_SYMBOL(kmp_get_blocktime);
void kmp_set_stacksize(int size) HBC_OMP_SYMBOL(kmp_set_stacksize);
void kmp_set_stacksize_s(__SIZE_TYPE__ size) HBC_OMP_SYMBOL(kmp_set_stacksize_s);
int kmp_get_stacksize(void) HBC_OMP_SYMBOL(kmp_get_stacksize);
__SIZE_TYPE__ kmp_get_stacksize_s(void) HBC_OMP_SYMBOL(kmp_get_stacksize_s);
void kmp_set_library_serial(void) HBC_OMP_SYMBOL(kmp_set_library_serial);
void kmp_set_library_turnaround(void) HBC_OMP_SYMBOL(kmp_set_library_turnaround);
void kmp_set_library_throughput(void) HBC_OMP_SYMBOL(kmp_set_library_throughput);
void kmp_set_library(int kind) HBC_OMP_SYMBOL(kmp_set_library);
int kmp_get_library(void) HBC_OMP_SYMBOL(kmp_get_library);
void kmp_set_defaults(const char *settings) HBC_OMP_SYMBOL(kmp_set_defaults);
void kmp_set_warnings_on(void) HBC_OMP_SYMBOL(kmp_set_warnings_on);
void kmp_set_warnings_off(void) HBC_OMP_SYMBOL(kmp_set_warnings_off);
void *kmp_malloc(__SIZE_TYPE__ size) HBC_OMP_SYMBOL(kmp_malloc);
void *kmp_aligned_malloc(__SIZE_TYPE__ size, __SIZE_TYPE__ alignment) HBC_OMP_SYMBOL(kmp_aligned_malloc);
void *kmp_calloc(__SIZE_TYPE__ n, __SIZE_TYPE__ size) HBC_OMP_SYMBOL(kmp_calloc);
void *kmp_realloc(void *p, __SIZE_TYPE__ size) HBC_OMP_SYMBOL(kmp_realloc);
void kmp_free(void *p) HBC_OMP_SYMBOL(kmp_free);

/* omp_in_parallel() is called on hot paths (e.g. before every task spawn): inline it.
 * hbc_region_level counts translated parallel regions entered on this thread, plus 1 on
 * every thread other than the program's initial thread (one thread-local load); inside one,
 * only an active region (a team of more than one thread) counts, as in OpenMP. */
extern __thread int hbc_region_level;
int hbc_in_active_region(void);
static __inline__ int hbc_omp_in_parallel_inline(void) {
    return hbc_region_level > 0 && hbc_in_active_region();
}
#define omp_in_parallel() hbc_omp_in_parallel_inline()
/* used by the declarations above only (reserved names: hbc's macro hygiene leaves them alone) */
#undef __HBC_OMP_UINTPTR_ENUM
#undef __HBC_OMP_NULL_ALLOC

#ifdef __cplusplus
}
#endif
#endif
