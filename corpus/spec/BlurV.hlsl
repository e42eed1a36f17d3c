#define HORIZONTAL 0
#include "Blur.hlsli"
