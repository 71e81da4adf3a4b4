/* Outside the root of e2e test include_beside_header/ (included by a path relative to its
   headers): not a test of its own. */
#ifndef INCLUDE_BESIDE_HEADER_OUTSIDE
#define INCLUDE_BESIDE_HEADER_OUTSIDE
#define OUTSIDE_SCALE 3
#endif
