/* The `error` directive at(execution) in a C++ translation (pragma_prepass.hpp,
 * rewriteUtilityPragmas): the driver includes this first (-include) in a C++ file that has
 * one, for the translator's parse and for the compile of its translation. C needs none: its
 * call declares the function in its own block, under its asm name, which g++ 12 drops in a
 * template. Defined in shim/hbc_gomp.c. */
#ifndef HBC_ERROR_DIRECTIVE_H
#define HBC_ERROR_DIRECTIVE_H
#ifdef __cplusplus
extern "C"
#endif
    void
    __hbc_error_directive(int fatal, const char *message);
#endif
