// Parallel loops that call virtual functions through base pointers held in a vector,
// a std::function kernel chosen at run time, and a functor object with operator()
// captured by reference; non-trivial private/firstprivate (std::string, std::vector).
#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <vector>

struct Shape {
    virtual ~Shape() {}
    virtual double area() const = 0;
    virtual void grow(double f) = 0;
};
struct Sq : Shape {
    double s;
    explicit Sq(double v) : s(v) {}
    double area() const override { return s * s; }
    void grow(double f) override { s *= f; }
};
struct Circ : Shape {
    double r;
    explicit Circ(double v) : r(v) {}
    double area() const override { return 3.14159 * r * r; }
    void grow(double f) override { r *= f; }
};

struct Poly {
    std::vector<double> c;
    double operator()(double x) const {
        double y = 0;
        for (auto it = c.rbegin(); it != c.rend(); ++it) y = y * x + *it;
        return y;
    }
};

int main(int argc, char **)
{
    std::vector<std::unique_ptr<Shape>> shapes;
    for (int i = 0; i < 500; i++) {
        if (i % 3) shapes.emplace_back(new Sq(1 + i % 10));
        else shapes.emplace_back(new Circ(0.5 + i % 4));
    }
    double total = 0;
#pragma omp parallel for reduction(+:total)
    for (size_t i = 0; i < shapes.size(); i++) {
        shapes[i]->grow(1.1);
        total += shapes[i]->area();
    }
    std::printf("total=%.4f\n", total);

    std::function<double(double)> kern;
    if (argc > 3) kern = [](double x) { return x; };
    else kern = [](double x) { return x * x - 1; };
    Poly p{{1.0, -0.5, 0.25}};
    std::vector<double> ys(1000);
    std::string tag = "row";
    std::vector<int> hist(4, 0);
#pragma omp parallel for firstprivate(tag, hist)
    for (int i = 0; i < 1000; i++) {
        tag += "x";
        hist[i % 4]++;
        ys[i] = kern(i * 0.001) + p(i * 0.002) + (tag.size() > 3 ? 0 : 1) + hist[0] * 0;
    }
    double s = 0;
    for (double y : ys) s += y;
    std::printf("s=%.6f\n", s);
    return 0;
}
