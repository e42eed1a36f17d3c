#define HORIZONTAL 1
// The spec's project passes RADIUS=4 (OneShaderDefines); defaulted here so the file also
// compiles on its own, e.g. with `oneshader --all-entries`.
#ifndef RADIUS
#define RADIUS 4
#endif
#include "Blur.hlsli"
