// hbc-translate's pass over the input text before clang parses it.
#pragma once

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

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
int rewriteParallelLoopPragmas(std::string &text, bool cplusplus, std::set<unsigned> *lines = nullptr);
int rewriteMaskedCombinedPragmas(std::string &text, bool cplusplus);

// OpenMP 5.1's attribute form of directives in C++ (`[[omp::directive(...)]]`,
// `[[omp::sequence(directive(...), ...)]]`, `[[using omp: ...]]`), which clang 14 reads as a
// pragma and then drops the clauses after a comma. Each becomes the pragma it stands for
// (commas at the top level dropped), before every other rewrite of this file: on a line of
// its own (or with only the `;` of the null statement or empty declaration it is written
// on, which the pragma drops), a `#pragma omp` line (so the later rewrites apply as to one
// written so);
// sharing its line with code, or a sequence, `_Pragma` operators, through the same rewrites
// (a `parallel loop`'s line goes into `parallelLoopLines`). Left as written, for hbc's
// refusal: a specifier holding another attribute too, and on a shared line a device
// construct or an `error` at compilation. Lines do not move. Returns the number rewritten.
int rewriteAttributeDirectives(std::string &text, std::set<unsigned> &parallelLoopLines);

// OpenMP 5.1's utility directives, which gcc 12 compiles and clang 14 does not parse
// ("expected an OpenMP directive"). Each becomes what it means, in place (lines do not move),
// so the preprocessor's conditionals still decide whether it is there at all:
//   nothing                            blanked
//   error [at(compilation)]            `#error` (severity(fatal), the default) or `#warning`
//                                      (severity(warning)) with the message: the build stops,
//                                      or warns, exactly where gcc's would
//   error at(execution)                a block calling __hbc_error_directive (shim/hbc_gomp.c),
//                                      which prints the message and, for severity(fatal),
//                                      exits as libgomp does. C declares it in the block under
//                                      its asm name; C++ calls ::__hbc_error_directive, which
//                                      the driver declares by -include hbc_error_directive.h
//                                      (g++ 12 drops a block-scope asm name in a template).
//                                      Not an hbc_ name: the team analysis takes those for its
//                                      own helpers, and a region would run the block once.
// A directive whose clauses are not these (or repeated) is left to clang, which refuses it.
// Returns the number rewritten.
int rewriteUtilityPragmas(std::string &text, bool cplusplus);

// `hint(...)` on `critical` and `atomic` changes nothing (a performance hint; hbc ignores
// it), and clang 14 refuses `hint(omp_sync_hint_none)`, which is 0 ("must be a strictly
// positive integer value"), where gcc accepts it (helper-126). Each such clause of `text` is
// blanked (lines do not move). Returns the number blanked.
int blankHintClauses(std::string &text, bool cplusplus);

// `#pragma omp` followed by a word that names no OpenMP directive of any version (a typo:
// `#pragma omp static` meant `atomic`) is ignored by gcc, with a warning under
// -Wunknown-pragmas; clang 14 stops with "expected an OpenMP directive". Each such pragma of
// `text` is blanked (lines do not move) and its line and word added to `ignored`, for hbc to
// warn as gcc does. Returns the number blanked.
int blankUnknownOmpPragmas(std::string &text, bool cplusplus, std::vector<std::pair<unsigned, std::string>> &ignored);

// OpenMP's device constructs, run on the host (the initial device; hbc has no other, and
// omp_get_num_devices() answers 0). Each `target`, `teams` and `distribute` pragma of the
// main file becomes the host construct with the same meaning, before clang parses it:
//   target data / enter data / exit data / update    a null directive (`#`): on the host
//                                                    device a mapped item is the original
//   target [teams], teams                            the encountering thread runs the body
//                                                    once (a league of one team), in place:
//                                                    a null directive (a teams reduction
//                                                    then updates its items in place:
//                                                    checked), or `task if(0)
//                                                    default(shared)` where private,
//                                                    firstprivate or depend clauses need one
//   [target] teams distribute [parallel for] [simd]  parallel for [simd]
//   [target] teams loop, target parallel loop        parallel loop
//   target parallel [for [simd]], target simd        the same without `target`
//   distribute parallel for [simd], distribute simd  the same without `distribute`
//   distribute                                       a null directive (one team: its
//                                                    initial thread runs every iteration)
// Clauses that only move data or choose devices and teams (map, device, defaultmap,
// is_device_ptr, num_teams, thread_limit, dist_schedule, nowait, if(target: ...)) are
// dropped (thread_limit is noted, for the team sizes under it); the others stay on the
// construct they belong to. A pragma that this cannot
// keep the meaning of is left as written (hbc then refuses it) with the reason in
// `refusal`. Lines do not move (a rewritten pragma keeps its line count); columns on the
// pragma's own lines may.
struct DeviceRewrite {
    std::string construct;            // as written: "target teams distribute parallel for"
    unsigned line = 0;                // of the `#`
    bool fromTarget = false;          // scalars in no map clause are firstprivate (checked)
    bool copyable = false;            // a firstprivate copy on the host form keeps that meaning
    std::set<std::string> mapped;     // names at the base of a map clause's list items
    bool scalarsMapped = false;       // defaultmap maps scalars (tofrom, to, from, alloc)
    bool oneThreadLoop = false;       // a `distribute` without `parallel for`: one thread
    unsigned bodyLine = 0, bodyColumn = 0;  // a `target` or `teams` made a null directive: its statement
    bool bodyMissing = false;                // ... which does not follow it
    std::map<std::string, std::string> teamsReductions;  // a `teams` made a null directive: item -> operator
    // thread_limit(e)'s e, as written, on a `teams` (whose body runs under the limit) or a
    // combined construct with `parallel` (its team's size)
    std::string threadLimit;
    // num_teams(e)'s e (its upper bound) on a `teams` with a body: the body runs once per
    // team (Translator::wrapTeamsBodies); "" when absent or 1
    std::string numTeams;
    // the task form's copies: a user's private/firstprivate (each team's own), and the
    // target's implicit firstprivate scalars (one per target, which its teams share)
    bool teamsCopies = false, targetCopies = false;
    std::string refusal;              // non-empty: left as written, and why
};
// Returns the number of pragmas rewritten; `out` gets one entry per device pragma, by the
// line (1-based) of its `#`. `copies` names, by the same line, the scalars that a `target`
// construct writes, which then get a firstprivate clause (a `target` without one becomes
// the task form).
int rewriteDevicePragmas(std::string &text, bool cplusplus, std::map<unsigned, DeviceRewrite> &out,
                         const std::map<unsigned, std::set<std::string>> &copies = {});

}  // namespace hbc
