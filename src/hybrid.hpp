// The per-loop hybrid's bookkeeping on a loop's hb_site (docs/tunables.md, "Loop schedule"),
// apart from the clock so that tests can drive it with chosen timings.
#pragma once
#include <cstdint>

#include "heartbeat/detail/hot.h"

namespace hb::rt {

// A heartbeat-path run of the site took `wall_kiter` ticks per 1024 iterations.
void hybrid_note_latent(hb_site *site, uint64_t wall_kiter);
// A static run took `wall_kiter`: compared with the heartbeat path's, it may start a backoff.
// member_late: the forking thread waited at the join longer than its own piece took (a
// member that started late or was descheduled, not a loop too short to split).
void hybrid_note_static(hb_site *site, uint64_t wall_kiter, bool member_late = false);
// Whether the next outermost run of the site must take the heartbeat path to keep the
// comparison current (after many static runs in a row).
bool hybrid_refresh_due(const hb_site *site);

}  // namespace hb::rt
