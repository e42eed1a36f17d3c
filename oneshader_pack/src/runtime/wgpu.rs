//! Generated layouts on a `wgpu::Device` (feature `wgpu`), through `oneshader::wgpu`.
