//! Attributes sema does not act on where they are written: DXC's "unknown attribute ignored"
//! for names neither DXC nor OneShader knows, a warning for DXC attributes that change
//! nothing on Vulkan, WebGPU or Metal although the author may expect them to, and an error for
//! the DXC attributes whose effect OneShader does not build (never silently different code).
//!
//! Input: the translation unit (every declaration at any level, every parameter, every
//! statement; attributes of code that is never called included, as DXC checks them while
//! parsing). Output: OSH0209 warnings (`-Wno-unknown-attributes` silences them, as DXC's
//! group) and OSH0350 errors at the attribute.
//!
//! Invariant: every attribute that sema reads is in [`KNOWN`] (a test compiles one of each);
//! whether a known attribute is well placed and well formed is checked where it is read.

use crate::diag::{Code, DiagnosticBag};
use crate::syntax::ast;

/// Attributes that are read where they apply, or that change nothing for these targets: DXC's
/// (its `Attr.td`, HLSL and `vk::` spellings, less the keywords it also lists) and
/// OneShader's own. `(namespace, name)`, `""` for none; names compare without case, as DXC's.
#[rustfmt::skip]
const KNOWN: &[(&str, &str)] = &[
    // Entry points (others of other stages, which DXC accepts anywhere and which change
    // nothing in a vertex, pixel or compute shader).
    ("", "shader"), ("", "numthreads"), ("", "earlydepthstencil"), ("", "wavesize"),
    ("", "RootSignature"), ("", "GroupSharedLimit"), ("", "domain"), ("", "instance"),
    ("", "maxtessfactor"), ("", "maxvertexcount"), ("", "outputcontrolpoints"),
    ("", "outputtopology"), ("", "partitioning"), ("", "patchconstantfunc"),
    ("", "nodelaunch"), ("", "nodeisprogramentry"), ("", "nodeid"),
    ("", "nodelocalrootargumentstableindex"), ("", "nodeshareinputof"),
    ("", "nodedispatchgrid"), ("", "nodemaxdispatchgrid"), ("", "nodemaxrecursiondepth"),
    ("", "nodetrackrwinputsharing"), ("", "MaxRecords"), ("", "NodeArraySize"),
    ("", "allowsparsenodes"), ("", "unboundedsparsenodes"), ("", "maxrecordssharedwith"),
    // Statements: loop and branch hints (`call`, `forcecase` and `allow_uav_condition` have
    // no SPIR-V, WGSL or Metal counterpart; DXC's SPIR-V drops them too).
    ("", "unroll"), ("", "loop"), ("", "fastopt"), ("", "allow_uav_condition"),
    ("", "branch"), ("", "flatten"), ("", "forcecase"), ("", "call"),
    // Functions.
    ("", "noinline"), ("", "experimental"), ("", "maybe_unused"), ("", "nodiscard"),
    ("", "noreturn"),
    ("clang", "fallthrough"), ("clang", "capability"), ("clang", "no_sanitize"),
    ("clang", "noduplicate"), ("clang", "optnone"), ("clang", "type_visibility"),
    // Vulkan.
    ("vk", "location"), ("vk", "binding"), ("vk", "counter_binding"), ("vk", "push_constant"),
    ("vk", "offset"), ("vk", "constant_id"), ("vk", "input_attachment_index"),
    ("vk", "builtin"), ("vk", "post_depth_coverage"), ("vk", "early_and_late_tests"),
    ("vk", "depth_unchanged"), ("vk", "stencil_ref_unchanged_front"),
    ("vk", "stencil_ref_greater_equal_front"), ("vk", "stencil_ref_less_equal_front"),
    ("vk", "stencil_ref_unchanged_back"), ("vk", "stencil_ref_greater_equal_back"),
    ("vk", "stencil_ref_less_equal_back"), ("vk", "image_format"),
    ("vk", "spvexecutionmode"),
    // Buffer-pointer locals are always decorated AliasedPointer (never RestrictPointer), so
    // the promise changes nothing.
    ("vk", "aliased_pointer"),
    // Inline SPIR-V: built, or refused where written (`inline_spirv`).
    ("vk", "ext_instruction"), ("vk", "ext_capability"), ("vk", "ext_extension"),
    ("vk", "ext_literal"), ("vk", "ext_reference"), ("vk", "ext_builtin_input"),
    ("vk", "ext_builtin_output"), ("vk", "ext_decorate"), ("vk", "ext_decorate_id"),
    ("vk", "ext_decorate_string"), ("vk", "ext_storage_class"), ("vk", "ext_type_def"),
    // OneShader's own.
    ("oneshader", "format"),
];

/// DXC attributes with an effect OneShader does not give: OSH0350 with what to do instead.
#[rustfmt::skip]
const REFUSED: &[(&str, &str, &str)] = &[
    ("vk", "index", "Dual-source blending ([[vk::index]]) is not supported yet. Blend in the \
      shader from a second pass, or write one colour per target"),
    ("vk", "combinedImageSampler", "A texture and a sampler combined by \
      [[vk::combinedImageSampler]] are not supported yet. Declare a vk::SampledTexture2D (and \
      its kin), which is a combined image sampler"),
    ("vk", "shader_record_ext", "[[vk::shader_record_ext]] is for ray-tracing stages, which \
      OneShader does not compile"),
    ("vk", "shader_record_nv", "[[vk::shader_record_nv]] is for ray-tracing stages, which \
      OneShader does not compile"),
    ("", "WaveOpsIncludeHelperLanes", "[WaveOpsIncludeHelperLanes] is not supported yet: it \
      needs SPV_KHR_quad_control and SPV_KHR_maximal_reconvergence. Leave it out, and keep \
      wave operations out of code where helper lanes matter"),
];

/// DXC attributes that change nothing on these targets although the shader may rely on them:
/// OSH0209 saying so.
#[rustfmt::skip]
const IGNORED: &[(&str, &str, &str)] = &[
    ("", "clipplanes", "[clipplanes] is ignored: Vulkan, WebGPU and Metal have no user clip \
      planes (DXC's SPIR-V drops it too). Write the distances to SV_ClipDistance"),
];

fn matches(attr: &ast::Attribute, ns: &str, name: &str) -> bool {
    let attr_ns = attr.namespace.as_ref().map_or("", |n| n.as_str());
    attr_ns.eq_ignore_ascii_case(ns) && attr.name.as_str().eq_ignore_ascii_case(name)
}

/// Reports every attribute of `unit` that is unknown, ignored or refused; see the module doc.
pub(crate) fn check_unit(unit: &ast::TranslationUnit, diags: &mut DiagnosticBag) {
    let decls = unit.decl_arena.iter().flat_map(|d| {
        let params: &[ast::Param] = match &d.kind {
            ast::DeclKind::Function(f) => &f.params,
            _ => &[],
        };
        d.attributes
            .iter()
            .chain(params.iter().flat_map(|p| p.attributes.iter()))
    });
    let stmts = unit.stmts.iter().flat_map(|s| s.attributes.iter());
    for attr in decls.chain(stmts) {
        check(attr, diags);
    }
}

fn check(attr: &ast::Attribute, diags: &mut DiagnosticBag) {
    if KNOWN.iter().any(|(ns, name)| matches(attr, ns, name)) {
        return;
    }
    if let Some((_, _, why)) = REFUSED.iter().find(|(ns, name, _)| matches(attr, ns, name)) {
        diags.error(Code::UNSUPPORTED, attr.span, *why);
        return;
    }
    if let Some((_, _, why)) = IGNORED.iter().find(|(ns, name, _)| matches(attr, ns, name)) {
        diags.warning(Code::ATTRIBUTE_IGNORED, attr.span, *why);
        return;
    }
    let written = match &attr.namespace {
        Some(ns) => format!("{}::{}", ns.as_str(), attr.name.as_str()),
        None => attr.name.as_str().to_string(),
    };
    diags.warning(
        Code::ATTRIBUTE_IGNORED,
        attr.span,
        format!(
            "Unknown attribute '{written}' ignored: neither DXC nor OneShader knows it, so it \
             changes nothing"
        ),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No attribute is in two lists (each name has one fate).
    #[test]
    fn every_attribute_has_one_fate() {
        let refused = REFUSED.iter().map(|(ns, n, _)| (*ns, *n));
        let ignored = IGNORED.iter().map(|(ns, n, _)| (*ns, *n));
        let all: Vec<(String, String)> = KNOWN
            .iter()
            .copied()
            .chain(refused)
            .chain(ignored)
            .map(|(ns, n)| (ns.to_ascii_lowercase(), n.to_ascii_lowercase()))
            .collect();
        let mut unique = all.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), all.len(), "an attribute is listed twice");
    }
}
