// A private data member written `this->m` in the loop: OpenMP gives the private copy there
// too, which a local of the same name cannot stand for. Refused, not shared.
// EXPECT-ERROR: the private member 't_' is used here through `this` (or a macro): write 't_' alone, so that it names the private copy
// EXPECT-ERROR-LINE: 10
struct Acc {
    double t_ = 0, sum_ = 0, v[100];
    void run() {
#pragma omp parallel for private(t_) reduction(+:sum_)
        for (int i = 0; i < 100; i++) {
            this->t_ = v[i] * 2;
            sum_ += t_;
        }
    }
};
int main() {
    Acc a;
    a.run();
    return (int)a.sum_;
}
