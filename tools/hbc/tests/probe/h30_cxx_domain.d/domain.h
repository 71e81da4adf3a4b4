#include <vector>
class Domain {
public:
    explicit Domain(int n);
    void initNodes();
    void computeForces();   // orphaned omp for
    double energy();        // orphaned omp for reduction into member via local + critical
    void advance(double dt);// orphaned omp for nowait + barrier + single
    int steps() const { return m_steps; }
    double e_acc = 0.0;
private:
    int m_n;
    int m_steps = 0;
    std::vector<double> m_x, m_v, m_f;
};
