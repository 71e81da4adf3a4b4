// A class template's private data member written `this->m` in the loop: as in an ordinary
// member function (err_private_member_this.cpp), the private copy is what OpenMP names
// there, and a local of the same name cannot stand for it. Refused, not shared.
// EXPECT-ERROR: the private member 't_' is used here through `this` (or a macro): write 't_' alone, so that it names the private copy
// EXPECT-ERROR-LINE: 13
template <class T>
struct Acc {
    T t_ = 0, sum_ = 0, v[100];
    void run() {
#pragma omp parallel for private(t_) reduction(+:sum_)
        for (int i = 0; i < 100; i++) {
            t_ = 1;
            this->t_ = v[i] * 2;
            sum_ += t_;
        }
    }
};
template struct Acc<double>;
