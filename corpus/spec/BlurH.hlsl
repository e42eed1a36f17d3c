#define HORIZONTAL 1
#include "Blur.hlsli"
