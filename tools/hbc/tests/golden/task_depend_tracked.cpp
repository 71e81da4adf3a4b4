// C++ tasks with depend clauses deferred with their items' addresses (hbc_rt::task_dep):
// a reference parameter of a template (the referent's address, __builtin_addressof, so a
// class's operator& does not count), a member through `this`, and a closure holding a
// std::string copy that waits on the heap for its predecessor. A task inside a taskgroup
// is tracked too (the taskgroup's own table); one with `final` runs in place after its
// earlier siblings.
// EXPECT-TRANSLATION: hbc_rt::task_dep(__hb_dep_
// EXPECT-TRANSLATION: {(const void *)__builtin_addressof(cell), 1}
// EXPECT-TRANSLATION: {(const void *)__builtin_addressof(this->text), 1}
// EXPECT-OUTPUT: cell=3 text=abc n=2 g=21 fin=1
#include <cstdio>
#include <string>

struct Odd {
    int v = 0;
    Odd *operator&() { return nullptr; }  // items are compared by their storage's address
};

template <class T>
void bump(T &cell) {
#pragma omp task depend(inout: cell) shared(cell)
    cell.v = cell.v + 1;
}

struct Text {
    std::string text;
    int n = 0;
    void add(const std::string &word) {
#pragma omp task depend(inout: this->text) firstprivate(word)
        {
            text += word;
            ++n;
        }
    }
};

int main() {
    Odd cell;
    Text t;
    int g = 0, fin = 0;
#pragma omp parallel
#pragma omp single
    {
        bump(cell);
        bump(cell);
        bump(cell);
        t.text = "a";
        t.add("b");
        t.add("c");
#pragma omp taskgroup
        {
#pragma omp task depend(out: g) shared(g)
            g = 2;
#pragma omp task depend(inout: g) shared(g)
            g = g * 10 + 1;
        }
#pragma omp task depend(in: g) final(g > 0) shared(fin)
        fin = g == 21;
    }
    std::printf("cell=%d text=%s n=%d g=%d fin=%d\n", cell.v, t.text.c_str(), t.n, g, fin);
    return 0;
}
