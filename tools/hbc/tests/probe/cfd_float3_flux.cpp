// Rodinia CFD (euler3d)-style flux computation: a `float3` struct, inline helpers taking
// many scalar and struct arguments by reference, `#pragma omp parallel for
// default(shared) schedule(auto)` over elements with neighbour lists (-1 for boundaries),
// per-element locals declared at the top of the body, a time-step loop with a copy
// kernel, and a float sum at the end.
#include <cstdio>
#include <cmath>

struct float3 { float x, y, z; };
#define NNB 4
#define NVAR 5
#define VAR_DENSITY 0
#define VAR_MOMENTUM 1
#define VAR_DENSITY_ENERGY 4
static const float GAMMA = 1.4f;

inline void compute_velocity(float &density, float3 &momentum, float3 &velocity)
{
    velocity.x = momentum.x / density;
    velocity.y = momentum.y / density;
    velocity.z = momentum.z / density;
}
inline float compute_speed_sqd(float3 &v) { return v.x * v.x + v.y * v.y + v.z * v.z; }
inline float compute_pressure(float &density, float &density_energy, float &speed_sqd)
{
    return (GAMMA - 1.0f) * (density_energy - 0.5f * density * speed_sqd);
}

static void compute_flux(int nelr, const int *elements_surrounding_elements, const float *normals,
                         const float *variables, float *fluxes)
{
    const float smoothing_coefficient = 0.2f;
#pragma omp parallel for default(shared) schedule(auto)
    for (int i = 0; i < nelr; i++) {
        int j, nb;
        float3 normal;
        float normal_len;
        float factor;
        float density_i = variables[NVAR * i + VAR_DENSITY];
        float3 momentum_i;
        momentum_i.x = variables[NVAR * i + VAR_MOMENTUM + 0];
        momentum_i.y = variables[NVAR * i + VAR_MOMENTUM + 1];
        momentum_i.z = variables[NVAR * i + VAR_MOMENTUM + 2];
        float density_energy_i = variables[NVAR * i + VAR_DENSITY_ENERGY];
        float3 velocity_i;
        compute_velocity(density_i, momentum_i, velocity_i);
        float speed_sqd_i = compute_speed_sqd(velocity_i);
        float pressure_i = compute_pressure(density_i, density_energy_i, speed_sqd_i);
        float flux_i_density = 0.0f, flux_i_energy = 0.0f;
        float3 flux_i_momentum = { 0.0f, 0.0f, 0.0f };
        for (j = 0; j < NNB; j++) {
            nb = elements_surrounding_elements[i * NNB + j];
            normal.x = normals[(i * NNB + j) * 3 + 0];
            normal.y = normals[(i * NNB + j) * 3 + 1];
            normal.z = normals[(i * NNB + j) * 3 + 2];
            normal_len = std::sqrt(normal.x * normal.x + normal.y * normal.y + normal.z * normal.z);
            if (nb >= 0) {
                float density_nb = variables[NVAR * nb + VAR_DENSITY];
                factor = -normal_len * smoothing_coefficient * 0.5f;
                flux_i_density += factor * (density_i - density_nb);
                flux_i_energy += factor * (density_energy_i - variables[NVAR * nb + VAR_DENSITY_ENERGY]);
                flux_i_momentum.x += factor * (momentum_i.x - variables[NVAR * nb + 1]);
                flux_i_momentum.y += factor * (momentum_i.y - variables[NVAR * nb + 2]);
                flux_i_momentum.z += factor * (momentum_i.z - variables[NVAR * nb + 3]);
            } else if (nb == -1) {
                flux_i_momentum.x += normal.x * pressure_i;
                flux_i_momentum.y += normal.y * pressure_i;
                flux_i_momentum.z += normal.z * pressure_i;
            }
        }
        fluxes[i * NVAR + VAR_DENSITY] = flux_i_density;
        fluxes[i * NVAR + 1] = flux_i_momentum.x;
        fluxes[i * NVAR + 2] = flux_i_momentum.y;
        fluxes[i * NVAR + 3] = flux_i_momentum.z;
        fluxes[i * NVAR + VAR_DENSITY_ENERGY] = flux_i_energy;
    }
}

int main()
{
    const int nelr = 20000;
    int *ese = new int[nelr * NNB];
    float *normals = new float[nelr * NNB * 3];
    float *vars = new float[nelr * NVAR], *old = new float[nelr * NVAR], *flux = new float[nelr * NVAR];
    for (int i = 0; i < nelr; i++) {
        for (int j = 0; j < NNB; j++) {
            int nb = (i * 3 + j * 977) % nelr;
            ese[i * NNB + j] = (i % 50 == 0 && j == 0) ? -1 : nb;
            for (int d = 0; d < 3; d++) normals[(i * NNB + j) * 3 + d] = 0.01f * ((i + j + d) % 7) - 0.03f;
        }
        vars[NVAR * i + 0] = 1.0f + 0.001f * (i % 13);
        for (int d = 1; d < 4; d++) vars[NVAR * i + d] = 0.1f * d;
        vars[NVAR * i + 4] = 2.5f;
    }
    for (int step = 0; step < 5; step++) {
#pragma omp parallel for default(shared) schedule(static)
        for (int k = 0; k < nelr * NVAR; k++) old[k] = vars[k];
        compute_flux(nelr, ese, normals, vars, flux);
#pragma omp parallel for default(shared) schedule(auto)
        for (int k = 0; k < nelr * NVAR; k++) vars[k] = old[k] + 0.01f * flux[k];
    }
    double s = 0.0;
    for (int k = 0; k < nelr * NVAR; k++) s += vars[k];
    std::printf("sum %.4f v0 %.6f\n", s, vars[0]);
    delete[] ese; delete[] normals; delete[] vars; delete[] old; delete[] flux;
    return 0;
}
