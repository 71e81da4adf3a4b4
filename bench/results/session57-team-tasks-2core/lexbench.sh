#!/bin/bash
# side by side: hbc before stage 2 (/tmp/hbc57, 788074c), hbc of the build tree, libgomp; 2 workers
cd /tmp/s57
for p in lex callee; do
  /tmp/hbc57/bin/hbc++ -fopenmp -O2 $p.cpp -o ${p}_old
  /work/main/build/tools/hbc/hbc++ -fopenmp -O2 $p.cpp -o ${p}_new
  g++ -fopenmp -O2 $p.cpp -o ${p}_gomp
done
for p in lex callee; do
  for w in 1 2; do
    : > times_${p}_$w.txt
    for r in 1 2 3 4 5 6 7; do
      for b in old new gomp; do
        t=$(HB_NUM_WORKERS=$w OMP_NUM_THREADS=$w timeout 60 ./${p}_$b | awk '{print $2}')
        echo "$b $t" >> times_${p}_$w.txt
      done
    done
    echo "$p w=$w medians:" $(for b in old new gomp; do grep "^$b " times_${p}_$w.txt | awk '{print $2}' | sort -n | sed -n 4p | sed "s/^/$b=/"; done)
  done
done
