#pragma once
template <class T> T twice(T x) { return 2 * x; }
