// hbc-translate's pass over the input text before clang parses it.
#pragma once

#include <string>

namespace hbc {

// clang 14 does not know the combined construct `parallel loop` (OpenMP 5.0): it parses
// `#pragma omp parallel loop ...` as `parallel` and drops the rest of the line, clauses
// included (a -Wextra-tokens warning), so the loop would run once, sequentially, as region
// code. Rewrites each such pragma of `text` to `parallel for` (same length: `loop` becomes
// `for `), blanking its `bind(...)` clause, which `for` does not take (a combined
// `parallel loop` binds to its own region); its other clauses (private, lastprivate,
// reduction, collapse, order) mean the same on `parallel for`. Comments, strings and
// line continuations are lexed as clang lexes them; line and column numbers do not move.
// Returns the number of pragmas rewritten.
int rewriteParallelLoopPragmas(std::string &text, bool cplusplus);

}  // namespace hbc
