#!/bin/bash
# Before (0aee23b) and after (9e23aef and later: first-run and long loops answer a work
# request) the runtime change, both with the aligned bench targets, alternated per round:
# suite kernels (heartbeat variant) at 1 and 2 workers over each build's own suite-seq.
# Usage: ab.sh OLD_BUILD NEW_BUILD ROUNDS kernels... (ab48.sh without hb-micro)
old=$1 new=$2 rounds=$3; shift 3
ROUNDS=$rounds MICRO=0 exec "$(dirname "$0")/../s48-alignment/ab48.sh" "$old" "$new" "$@"
