// A region whose block ends with a std::lock_guard still held: the block's destructors run,
// then the team meets (hbc_member_tasks_end after the block's closing brace), as OpenMP orders
// them. Met inside the block, the team waited with the mutex held and the other members
// waited for the mutex (session 70: a deadlock).
// EXPECT-TRANSLATION: } hbc_member_tasks_end(); }
// EXPECT-OUTPUT: total=499500
#include <cstdio>
#include <mutex>
int main() {
  static long x[1000];
  for (int i = 0; i < 1000; i++) x[i] = i;
  std::mutex mu;
  long total = 0;
#pragma omp parallel
  {
    long local = 0;
#pragma omp for
    for (int i = 0; i < 1000; i++) local += x[i];
    std::lock_guard<std::mutex> g(mu);
    total += local;
  }
  std::printf("total=%ld\n", total);
  return 0;
}
