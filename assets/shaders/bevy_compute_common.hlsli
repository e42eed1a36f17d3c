// Included by bevy_compute.hlsl: a loader dependency, so editing it reloads the shader.
uint Bias()
{
    return 1;
}
