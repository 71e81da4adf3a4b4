#pragma once
inline int extra_value() { return 42; }
