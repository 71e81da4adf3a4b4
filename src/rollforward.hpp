// Rollforward tables (src/rollforward.cpp; docs/delivery.md, "Rollforward").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace hb::rt {

// One record: the check-free copy's instructions in [begin, end).
struct RfRange {
    uintptr_t begin, end;
    const void *record;
};

// Checks a table section [begin, end): record magic, equal instruction counts in both copies,
// instructions sorted inside each copy, records not overlapping. On success `out` holds the
// records sorted by address; otherwise `err` says what is wrong.
bool rollforward_validate(const char *begin, const char *end, std::vector<RfRange> &out,
                          std::string &err);
// Validates the program's own tables once (a message on stderr if corrupt); whether
// rollforward can run.
bool rollforward_tables_ready();
// The twin in the checked copy of an interrupted pc in a check-free copy, or 0.
// Async-signal-safe: reads immutable tables, allocates nothing, takes no lock.
uintptr_t rollforward_lookup(const std::vector<RfRange> &ranges, uintptr_t pc);
uintptr_t rollforward_target(uintptr_t pc);

}  // namespace hb::rt
