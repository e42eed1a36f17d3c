//! The execution cases in a browser: each case's WGSL (WebGPU dialect) runs in headless
//! Chromium's WebGPU (SwiftShader), with the bind group layouts our reflection gives for WebGPU
//! (`oneshader::layouts`, as plain data with the API's strings), and its outputs come back.
//!
//! Input: parsed cases and our WebGPU-dialect compiles. Output: per case, the read-back bytes
//! of every output the expectations name, or why the case could not run there.
//! Invariants: the page is given only what a web application would have (the WGSL text, the
//! entry function's name, the layouts and vertex layout from reflection, the case's data);
//! resources are created and read back as `run.rs` does on wgpu (buffers rounded to 4 bytes,
//! uniform buffers to 16, texture rows padded to 256 and packed again), so the two runs are
//! comparable value by value.

use crate::case::{Address, Case, Cull, Filter, Output, Work};
use crate::run::Outputs;
use oneshader::layouts::{
    BindingKind, EntryLayout, PipelineLayout, VertexStepMode, WebGpuLayoutOptions,
};
use oneshader::reflect::model::ResourceKind;
use oneshader::{CompileResult, CompileTarget, Stage};
use serde_json::{json, Value as Json};

/// The page's runner: `run(device, payload)` gives one `{outputs}` or `{error}` per case.
pub const RUNNER: &str = include_str!("browser_runner.js");

/// The plan of one case for the page, or why it cannot run in a browser.
pub fn plan(case: &Case, ours: &CompileResult) -> Result<Json, String> {
    let reflection = ours.reflection.as_ref().ok_or("no reflection")?;
    let mut modules = Vec::new();
    let mut entries = Vec::new();
    for (entry, stage) in &case.entries {
        let blob = ours
            .find(entry, CompileTarget::Wgsl)
            .ok_or_else(|| format!("no WGSL for {entry}"))?;
        let stage_name = match stage {
            Stage::Vertex => "vertex",
            Stage::Pixel => "fragment",
            Stage::Compute => "compute",
        };
        modules.push(json!({
            "stage": stage_name,
            "code": blob.as_text(),
            "function": blob.module_entry_name(),
        }));
        entries.push(EntryLayout::try_create(reflection, entry).map_err(|e| e.to_string())?);
    }
    let layout = PipelineLayout::try_create(&entries).map_err(|e| e.to_string())?;
    let webgpu = layout
        .try_to_webgpu_with(&WebGpuLayoutOptions::default())
        .map_err(|e| e.to_string())?;

    let mut groups = Vec::new();
    let mut resources = Vec::new();
    for group in &webgpu.groups {
        let mut out = Vec::new();
        for e in &group.entries {
            let mut entry =
                json!({ "binding": e.binding, "visibility": e.visibility.0, "name": e.name });
            match e.kind {
                BindingKind::Buffer => {
                    entry["buffer"] = json!({
                        "type": e.buffer_type.unwrap_or("uniform"),
                        "hasDynamicOffset": e.has_dynamic_offset,
                        "minBindingSize": e.min_binding_size,
                    });
                }
                BindingKind::Sampler => {
                    entry["sampler"] = json!({ "type": e.sampler_type.unwrap_or("filtering") });
                }
                BindingKind::Texture => {
                    entry["texture"] = json!({
                        "sampleType": e.sample_type.unwrap_or("float"),
                        "viewDimension": e.view_dimension.unwrap_or("2d"),
                        "multisampled": e.multisampled,
                    });
                }
                BindingKind::StorageTexture => {
                    entry["storageTexture"] = json!({
                        "access": e.access.map_or("write-only", |a| a.to_webgpu_string()),
                        "format": e.storage_format.clone().unwrap_or_default(),
                        "viewDimension": e.view_dimension.unwrap_or("2d"),
                    });
                }
                // Native wgpu only: the browser layout never asks for them.
                BindingKind::AccelerationStructure => {
                    return Err(format!(
                        "'{}': browsers have no acceleration structures",
                        e.name
                    ));
                }
            }
            out.push(entry);
            if !resources
                .iter()
                .any(|r: &Json| r["name"].as_str() == Some(&e.name))
            {
                resources.push(resource(case, reflection, &e.name, e.view_dimension)?);
            }
        }
        groups.push(json!(out));
    }

    let work = match &case.work {
        Work::Dispatch(g) => json!({ "dispatch": g }),
        Work::Draw(draw) => {
            let vertex = entries
                .iter()
                .find_map(|e| e.vertex.as_ref())
                .filter(|v| !v.attributes.is_empty())
                .map(|v| {
                    let l = v.to_webgpu(VertexStepMode::Vertex);
                    json!({
                        "arrayStride": l.array_stride,
                        "stepMode": l.step_mode,
                        "attributes": l.attributes.iter().map(|a| json!({
                            "format": a.format, "offset": a.offset, "shaderLocation": a.shader_location,
                        })).collect::<Vec<_>>(),
                    })
                });
            let mut vertices = draw.vertices.clone();
            vertices.resize(vertices.len().div_ceil(4) * 4, 0);
            json!({ "draw": {
                "vertexCount": draw.vertex_count,
                "instanceCount": draw.instance_count,
                "vertices": vertices,
                "vertexLayout": vertex,
                "target": {
                    "format": draw.target_format.name(),
                    "width": draw.width,
                    "height": draw.height,
                    "clear": draw.clear,
                },
                "depth": draw.depth.as_ref().map(|d| json!({ "clear": d.clear, "compare": d.compare.replace('_', "-") })),
                "cull": match draw.cull { Cull::None => "none", Cull::Back => "back", Cull::Front => "front" },
            }})
        }
    };

    let mut outputs: Vec<&Output> = Vec::new();
    for e in &case.expectations {
        if !outputs.contains(&&e.output) {
            outputs.push(&e.output);
        }
    }
    let outputs: Vec<Json> = outputs
        .iter()
        .map(|o| match o {
            Output::Buffer(n) => Ok(json!({ "buffer": n })),
            Output::Texture(n) => {
                let t = case
                    .textures
                    .iter()
                    .find(|t| t.name == *n)
                    .ok_or_else(|| format!("no texture {n} in the case"))?;
                Ok(json!({ "texture": n, "texelSize": t.format.texel_size() }))
            }
            Output::Target => Ok(json!({ "target": true })),
            Output::Depth => Ok(json!({ "depth": true })),
        })
        .collect::<Result<_, String>>()?;
    let target_texel = match &case.work {
        Work::Draw(d) => d.target_format.texel_size(),
        Work::Dispatch(_) => 0,
    };
    Ok(json!({
        "name": case.name,
        "features": webgpu.required_features,
        "modules": modules,
        "groups": groups,
        "resources": resources,
        "work": work,
        "outputs": outputs,
        "targetTexelSize": target_texel,
    }))
}

/// One resource of the case, as the page creates it; a texture's view has the dimension its
/// layout entry gives.
fn resource(
    case: &Case,
    reflection: &oneshader::reflect::ShaderReflection,
    name: &str,
    view_dimension: Option<&str>,
) -> Result<Json, String> {
    let info = reflection
        .resource(name)
        .ok_or_else(|| format!("reflection has no resource {name}"))?;
    Ok(match info.kind {
        ResourceKind::ConstantBuffer | ResourceKind::StorageBuffer => {
            let init = case
                .buffers
                .iter()
                .find(|b| b.name == name)
                .ok_or_else(|| format!("the case gives no contents for buffer {name}"))?;
            let reflected = info.layout.as_ref().map_or(0, |l| l.size as usize);
            let mut bytes = init.bytes.clone();
            if info.kind == ResourceKind::ConstantBuffer {
                bytes.resize(bytes.len().max(reflected).div_ceil(16) * 16, 0);
            }
            bytes.resize(bytes.len().div_ceil(4) * 4, 0);
            json!({ "name": name, "kind": "buffer", "bytes": bytes })
        }
        ResourceKind::SampledTexture | ResourceKind::StorageTexture => {
            let init = case
                .textures
                .iter()
                .find(|t| t.name == name)
                .ok_or_else(|| format!("the case gives no texels for texture {name}"))?;
            json!({
                "name": name,
                "kind": "texture",
                "format": init.format.name(),
                "texelSize": init.format.texel_size(),
                "width": init.width,
                "height": init.height,
                "layers": init.layers,
                "bytes": init.bytes,
                "viewDimension": view_dimension.unwrap_or("2d"),
                "storage": info.kind == ResourceKind::StorageTexture,
            })
        }
        ResourceKind::Sampler => {
            let init = case
                .samplers
                .iter()
                .find(|s| s.name == name)
                .ok_or_else(|| format!("the case gives no sampler {name}"))?;
            json!({
                "name": name,
                "kind": "sampler",
                "filter": match init.filter { Filter::Nearest => "nearest", Filter::Linear => "linear" },
                "address": match init.address {
                    Address::Clamp => "clamp-to-edge",
                    Address::Repeat => "repeat",
                    Address::Mirror => "mirror-repeat",
                },
                "compare": init.compare.as_ref().map(|c| c.replace('_', "-")),
            })
        }
        other => return Err(format!("{name}: WebGPU has no binding for a {other:?}")),
    })
}

/// The page's answer for one case: its outputs in the order of the plan's, or its error.
pub fn outputs_of(case: &Case, answer: &Json) -> Result<Outputs, String> {
    if let Some(e) = answer.get("error") {
        return Err(format!("in Chromium: {}", e.as_str().unwrap_or_default()));
    }
    let lists = answer["outputs"]
        .as_array()
        .ok_or("the page returned no outputs")?;
    let mut order: Vec<Output> = Vec::new();
    for e in &case.expectations {
        if !order.contains(&e.output) {
            order.push(e.output.clone());
        }
    }
    if order.len() != lists.len() {
        return Err(format!(
            "the page returned {} outputs for {}",
            lists.len(),
            order.len()
        ));
    }
    order
        .into_iter()
        .zip(lists)
        .map(|(o, list)| {
            let bytes = list
                .as_array()
                .ok_or("an output is not a byte list")?
                .iter()
                .map(|b| b.as_u64().and_then(|b| u8::try_from(b).ok()))
                .collect::<Option<Vec<u8>>>()
                .ok_or("an output holds a value that is not a byte")?;
            Ok((o, bytes))
        })
        .collect()
}
