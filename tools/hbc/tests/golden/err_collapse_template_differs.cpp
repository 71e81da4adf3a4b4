// collapse(D) of a template parameter is translated once for the template, with the value
// every instantiation agrees on; instantiations that disagree (1 and 2 here) are refused.
// EXPECT-ERROR: collapse() takes different values in this template's instantiations (1, 2), and hbc translates the template once; not supported
// EXPECT-ERROR-LINE: 8
template <int D>
long count(int n) {
    long s = 0;
#pragma omp parallel for collapse(D) reduction(+:s)
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) s += i ^ j;
    return s;
}
int main() { return (int)(count<2>(10) + count<1>(10)) & 1; }
