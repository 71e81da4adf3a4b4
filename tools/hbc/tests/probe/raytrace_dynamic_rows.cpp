// Small Whitted ray tracer (smallpt / "ray tracing in one weekend" style) in C++: a Vec3<T>
// template with operators, a Scene class holding std::vector<Sphere<T>> and lights, the
// image rendered row by row with `parallel for schedule(dynamic, 1)` (rows cost very
// different amounts), recursive shading with reflections and shadows, 2x2 supersampling in
// a lambda, gamma + quantisation into std::vector<unsigned char>, and then a tone
// histogram with an array reduction and a brightness sum reduction, for float and double.
#include <cstdio>
#include <cmath>
#include <vector>
#include <algorithm>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime() { return 0.0; }
#endif

template <typename T>
struct Vec3 {
    T x, y, z;
    Vec3(T a = 0, T b = 0, T c = 0) : x(a), y(b), z(c) {}
    Vec3 operator+(const Vec3 &o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
    Vec3 operator-(const Vec3 &o) const { return Vec3(x - o.x, y - o.y, z - o.z); }
    Vec3 operator*(T s) const { return Vec3(x * s, y * s, z * s); }
    Vec3 mul(const Vec3 &o) const { return Vec3(x * o.x, y * o.y, z * o.z); }
    T dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
    Vec3 norm() const { T l = std::sqrt(dot(*this)); return *this * (T(1) / l); }
};

template <typename T>
struct Sphere {
    Vec3<T> c, color;
    T r, refl;
    bool hit(const Vec3<T> &o, const Vec3<T> &d, T &t) const
    {
        Vec3<T> oc = o - c;
        T b = oc.dot(d), cc = oc.dot(oc) - r * r, disc = b * b - cc;
        if (disc < 0) return false;
        T s = std::sqrt(disc);
        t = -b - s;
        if (t < T(1e-3)) t = -b + s;
        return t >= T(1e-3);
    }
};

template <typename T>
class Scene {
public:
    std::vector<Sphere<T>> spheres;
    Vec3<T> light;
    Scene() : light(T(5), T(8), T(-3))
    {
        spheres.push_back({Vec3<T>(0, -1000, 0), Vec3<T>(T(0.6), T(0.6), T(0.6)), T(999), T(0.1)});
        for (int i = 0; i < 9; i++) {
            T a = T(0.7) * i;
            spheres.push_back({Vec3<T>(T(2.2) * std::cos(a), T(0.5) + T(0.15) * (i % 3), T(4) + T(2.2) * std::sin(a)),
                               Vec3<T>(T(0.2) + T(0.08) * i, T(0.9) - T(0.07) * i, T(0.5)), T(0.5) + T(0.05) * (i % 4),
                               T(0.3) * (i % 2)});
        }
    }
    int nearest(const Vec3<T> &o, const Vec3<T> &d, T &tmin) const
    {
        int best = -1;
        tmin = T(1e30);
        for (size_t i = 0; i < spheres.size(); i++) {
            T t;
            if (spheres[i].hit(o, d, t) && t < tmin) { tmin = t; best = (int)i; }
        }
        return best;
    }
    Vec3<T> shade(const Vec3<T> &o, const Vec3<T> &d, int depth) const
    {
        T t;
        int i = nearest(o, d, t);
        if (i < 0) return Vec3<T>(T(0.5), T(0.7), T(1.0)) * (T(0.5) + T(0.5) * d.y);
        const Sphere<T> &s = spheres[i];
        Vec3<T> p = o + d * t, n = (p - s.c).norm(), l = (light - p).norm();
        T ts;
        bool shadow = nearest(p, l, ts) >= 0;
        T diff = std::max(T(0), n.dot(l)) * (shadow ? T(0.2) : T(1));
        Vec3<T> col = s.color * (T(0.1) + T(0.9) * diff);
        if (depth < 3 && s.refl > 0) {
            Vec3<T> rd = d - n * (T(2) * d.dot(n));
            col = col * (T(1) - s.refl) + shade(p, rd.norm(), depth + 1) * s.refl;
        }
        return col;
    }
};

template <typename T>
static void render(const char *name, int W, int H)
{
    Scene<T> scene;
    std::vector<unsigned char> img(3 * W * H);
    const Vec3<T> eye(0, T(1.5), T(-4));
    auto sample = [&](T px, T py) {
        Vec3<T> d = Vec3<T>((px - W / T(2)) / H, -(py - H / T(2)) / H - T(0.15), T(1)).norm();
        return scene.shade(eye, d, 0);
    };
#pragma omp parallel for schedule(dynamic, 1)
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            Vec3<T> c;
            for (int sy = 0; sy < 2; sy++)
                for (int sx = 0; sx < 2; sx++) c = c + sample(x + T(0.25) + T(0.5) * sx, y + T(0.25) + T(0.5) * sy);
            c = c * T(0.25);
            T ch[3] = {c.x, c.y, c.z};
            for (int k = 0; k < 3; k++)
                img[3 * (y * W + x) + k] = (unsigned char)(255 * std::pow(std::min(T(1), std::max(T(0), ch[k])), T(1) / T(2.2)));
        }
    long hist[16] = {0};
    long bright = 0;
#pragma omp parallel for reduction(+ : hist[:16], bright)
    for (int p = 0; p < W * H; p++) {
        int l = (img[3 * p] * 3 + img[3 * p + 1] * 6 + img[3 * p + 2]) / 10;
        hist[l / 16]++;
        bright += l;
    }
    // coarse signature: quantised so float rounding in a few pixels cannot change it
    std::printf("%s mean %.1f hist", name, bright / double(W * H));
    for (int b = 0; b < 16; b += 3) std::printf(" %ld", (hist[b] + 50) / 100);
    std::printf("\n");
}

int main()
{
    double t0 = omp_get_wtime();
    render<double>("double", 160, 120);
    render<float>("float", 160, 120);
    return omp_get_wtime() - t0 < 0.0;
}
