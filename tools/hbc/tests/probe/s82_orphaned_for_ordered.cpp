// Brian2's cpp_standalone idiom (helper-142): a region calls a member function whose
// orphaned `for schedule(static) ordered` gathers per-thread queues in thread order, then
// runs a `for schedule(static)` loop whose body draws from a per-thread random stream
// indexed by omp_get_thread_num() in a helper. OpenMP fixes which thread runs each static
// iteration, so the draws are reproducible; hbc ran the region in heartbeat mode before
// session 82 (team mode could not bind the ordered loop) and other threads' streams were
// read. The C forms (reduction, lastprivate, nowait, other callers): golden
// orphaned_for_ordered.c.
// PROBE-OUTPUT: gathered 0..999 in order 1 | owners ok 1 | draws 124750 374750
#include <omp.h>
#include <cstdio>
#include <vector>

template <class T>
struct Pathway {
    std::vector<T> all, queue[4];
    std::vector<T> *peek() {
#pragma omp for schedule(static) ordered
        for (int t = 0; t < omp_get_num_threads(); t++) {
#pragma omp ordered
            {
                if (t == 0) all.clear();
                all.insert(all.end(), queue[t].begin(), queue[t].end());
            }
        }
        return &all;
    }
};

static Pathway<int> pathway;
static long stream[4];
static int owner[1000];
namespace {
inline long draw(int k) {
    const int t = omp_get_thread_num();
    owner[k] = t;
    return stream[t] += k;
}
}  // namespace

int main() {
    omp_set_dynamic(0);
    for (int i = 0; i < 1000; i++) pathway.queue[i / 500].push_back(i);
    long total[2] = {0, 0};
#pragma omp parallel num_threads(2)
    {
        std::vector<int> *spikes = pathway.peek();
        const int n = (int)spikes->size();
#pragma omp for schedule(static)
        for (int k = 0; k < n; k++) draw((*spikes)[k]);
#pragma omp single
        { total[0] = stream[0]; total[1] = stream[1]; }
    }
    int ordered = pathway.all.size() == 1000, owners = 1;
    for (int k = 0; k < 1000; k++) {
        ordered &= pathway.all[k] == k;
        owners &= owner[k] == (k < 500 ? 0 : 1);
    }
    std::printf("gathered 0..999 in order %d | owners ok %d | draws %ld %ld\n", ordered, owners, total[0], total[1]);
    return 0;
}
