#pragma once
struct Acc {
    double v[4];
};
