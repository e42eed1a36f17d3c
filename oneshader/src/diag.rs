//! Diagnostics: the one type every stage reports through.
//!
//! Stages push [`Report`]s (a code, a message, a primary [`Span`], optional secondary labels) into
//! a [`DiagnosticBag`]. At the end of a compile the bag is resolved against the [`SourceMap`] into
//! [`Diagnostic`]s, which carry the file, line and column a user sees and render as
//! `file(line,col): error OSH0300: message`, the form IDEs and CMake parse.
//!
//! Every code lives in [`CODES`], one table, with a test that codes are unique; `docs/diagnostics.md`
//! documents them. Codes are grouped by stage: 00xx driver, 01xx preprocessor, 02xx syntax,
//! 03xx semantics, 04xx lowering (limits shared by every target), 09xx the variant packer,
//! 50xx SPIR-V, 51xx MSL, 52xx WGSL, 60xx optimizer, 70xx internal errors.

use crate::source::{SourceMap, Span};
use std::fmt;

/// Which warnings are reported, and how: DXC's `-w` (or `-no-warnings`), `-Wno-<group>` and
/// `-WX`, as [`crate::CompileOptions`] holds them.
#[derive(Clone, Copy, Debug, Default)]
pub struct WarningPolicy<'a> {
    /// `-WX`: warnings are errors.
    pub as_errors: bool,
    /// `-w`: no warning is reported.
    pub silence_all: bool,
    /// `-Wno-<group>`: the groups ([`Code::warning_group`]) not reported; `everything` is all.
    pub disabled_groups: &'a [String],
}

impl WarningPolicy<'_> {
    /// Whether a warning with `code` is left out.
    pub fn silences(&self, code: Code) -> bool {
        self.silence_all
            || self
                .disabled_groups
                .iter()
                .any(|g| g == "everything" || Some(g.as_str()) == code.warning_group())
    }
}

/// A stable diagnostic code, printed as `OSHnnnn`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub struct Code(pub u16);

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "OSH{:04}", self.0)
    }
}

macro_rules! codes {
    ($($(#[$doc:meta])* $name:ident = $num:expr, $summary:expr;)*) => {
        impl Code {
            $($(#[$doc])* pub const $name: Code = Code($num);)*
        }
        /// Every code with its constant name and a one-line summary, in numeric order.
        pub const CODES: &[(Code, &str, &str)] = &[$((Code($num), stringify!($name), $summary),)*];
    };
}

codes! {
    // 00xx: the driver.
    NO_ENTRY_POINT = 1, "The requested entry point does not exist or has no stage";
    FILE_UNREADABLE = 3, "A source file could not be read";
    TOO_MANY_ERRORS = 4, "The error limit (100) was reached; later errors are not reported";
    BAD_OPTION = 5, "A compile option is invalid";
    OUTPUT_UNWRITABLE = 6, "An output file (blob, reflection, depfile, pack) could not be written";
    // 01xx: the preprocessor.
    PP_DIRECTIVE = 100, "Unknown or malformed preprocessor directive";
    PP_UNTERMINATED_CONDITIONAL = 101, "#if without #endif, or #else/#elif/#endif without #if";
    PP_ERROR_DIRECTIVE = 102, "#error directive";
    PP_MACRO_ARGUMENTS = 103, "Wrong number of macro arguments or unterminated invocation";
    PP_BAD_EXPRESSION = 104, "Malformed #if expression";
    PP_REDEFINED = 105, "Macro redefined with a different body";
    PP_PASTE = 106, "## produced an invalid token";
    PP_LIMIT = 107, "Preprocessor output, expansion or include-depth limit reached";
    PP_BAD_PRAGMA = 108, "Malformed #pragma";
    MISSING_INCLUDE = 120, "Include file not found";
    INCLUDE_UNREADABLE = 121, "Include file could not be read";
    // 02xx: lexing and parsing.
    UNEXPECTED_CHARACTER = 200, "A character that cannot start a token";
    UNTERMINATED_LITERAL = 201, "Unterminated string, character literal or comment";
    BAD_NUMBER = 202, "Malformed numeric literal";
    EXPECTED_TOKEN = 203, "The parser expected a different token";
    EXPECTED_EXPRESSION = 204, "An expression was expected";
    EXPECTED_DECLARATION = 205, "A declaration was expected";
    NESTING_TOO_DEEP = 206, "Expressions, statements or types nest deeper than the limit";
    BAD_ATTRIBUTE = 207, "Malformed or misplaced attribute";
    EFFECT_SYNTAX_IGNORED = 208, "Legacy effect syntax (an annotation, state block, sampler_state or technique) ignored (warning)";
    ATTRIBUTE_IGNORED = 209, "An attribute that is unknown, or that changes nothing on these targets, ignored (warning)";
    // 03xx: semantic analysis.
    UNDECLARED = 300, "Undeclared identifier";
    REDEFINITION = 301, "A name is declared twice in one scope";
    TYPE_MISMATCH = 302, "A value of one type is used where another is required and cannot convert";
    NO_MATCHING_OVERLOAD = 303, "No overload of a function or intrinsic matches the arguments";
    AMBIGUOUS_CALL = 304, "Several overloads match equally well";
    NOT_ASSIGNABLE = 305, "Assignment to something that is not an l-value";
    BAD_SWIZZLE = 306, "Invalid swizzle";
    IMPLICIT_TRUNCATION = 307, "Implicit truncation of a vector (warning)";
    NO_SUCH_MEMBER = 308, "No member of that name in the struct or type";
    WRONG_ARGUMENT_COUNT = 309, "Wrong number of arguments";
    NOT_CONSTANT = 310, "A compile-time constant was required";
    BAD_ENTRY_POINT = 311, "Entry point signature or attributes are invalid";
    BAD_SEMANTIC = 312, "Unknown or misplaced semantic";
    MISSING_RETURN = 313, "A non-void function does not return a value on every path";
    BAD_ATOMIC = 314, "Interlocked operation on an unsupported type or target";
    BAD_RESOURCE_USE = 315, "A resource is used in a way its type does not allow";
    BAD_BREAK = 316, "break or continue outside a loop or switch";
    BAD_DECLARATION = 317, "Invalid declaration or storage class";
    RECURSION = 318, "Recursive call (not allowed in shaders)";
    UNUSED_VALUE = 319, "Expression result unused (warning)";
    INDEX_OUT_OF_BOUNDS = 320, "A constant index outside the vector, matrix or array it indexes";
    DIVISION_BY_ZERO = 321, "An integer division or remainder by a constant zero";
    WRONG_STAGE = 322, "An operation the entry point's stage cannot perform";
    BINDING_CONFLICT = 330, "Two resources share one binding slot";
    BAD_REGISTER = 331, "Invalid register, binding or packoffset";
    PACKOFFSET_OVERLAP = 332, "Members placed with packoffset overlap";
    PUSH_CONSTANT_CONFLICT = 333, "Several push-constant blocks read by one entry point, or push_constant on a cbuffer";
    PUSH_CONSTANT_TOO_LARGE = 334, "Push-constant block larger than 128 bytes (warning)";
    BAD_SPEC_CONSTANT = 335, "Invalid specialization constant";
    BAD_VERTEX_FORMAT = 336, "Invalid [[oneshader::format]] for the input's type";
    UNUSED_BINDING_OVERLAP = 337, "Two resources share one binding slot but no entry point uses both (warning)";
    UNSUPPORTED = 350, "A language feature that is not supported";
    NEEDS_16BIT_TYPES = 360, "A 16-bit type needs -enable-16bit-types";
    DOUBLE_NARROWED = 361, "A double argument narrowed to float for an intrinsic (warning)";
    MEMBER_WITHOUT_OBJECT = 370, "A non-static member used without an object, or 'this' outside a non-static member function";
    BAD_BASE = 371, "Invalid struct base: not a struct, several bases, or a struct containing itself";
    BAD_OPERATOR = 372, "An operator HLSL 2021 does not allow to overload, or a non-member operator";
    TEMPLATE_DEDUCTION = 380, "The template arguments of a call cannot be deduced from its arguments";
    TEMPLATE_ARGUMENTS = 381, "Template arguments that do not fit the template's parameters";
    TEMPLATE_DEPTH = 382, "Template instantiations nest deeper than the limit (32), or a struct template contains itself";
    BAD_TYPED_BUFFER_ACCESS = 383, "A type that a byte-address buffer's Load<T>/Store<T> or sizeof cannot take";
    // 04xx: lowering (HIR to IR), limits that hold for every target.
    LOWER_UNSUPPORTED = 400, "Something the compiler cannot lower to its IR yet, for any target";
    RESOURCE_NOT_RESOLVED = 401, "A resource value (local, return value, argument) that does not name one global resource or one element of a global resource array at compile time";
    // 09xx: the variant packer (`oneshader_pack`).
    PACK_UNKNOWN_TARGET = 903, "Unknown or unavailable target in a pack manifest";
    PACK_MANIFEST_MALFORMED = 904, "Malformed pack manifest, axes, defines or exclusion rule";
    PACK_TOO_MANY_VARIANTS = 905, "A shader has more variants than max_variants (default 64)";
    PACK_CONFLICTING_DECLARATIONS = 906, "Conflicting variant declarations in a pack manifest";
    PACK_INVALID = 907, "A pack file is malformed, inconsistent or of an unsupported version";
    // 50xx: the SPIR-V backend.
    SPIRV_UNSUPPORTED = 5002, "Something the SPIR-V backend cannot express yet";
    // 51xx: the MSL backend.
    MSL_UNSUPPORTED = 5102, "A construct MSL cannot express, or one the MSL backend does not write yet";
    MSL_ARGUMENT_LIMIT = 5105, "An entry point uses more buffer, texture or sampler arguments than a Metal function takes";
    // 52xx: the WGSL backend.
    WGSL_UNSUPPORTED = 5202, "A construct WGSL cannot express";
    WGSL_PRECISE_IGNORED = 5205, "precise has no WGSL equivalent; results may differ in the last bits (warning)";
    WGSL_EARLY_TESTS_IGNORED = 5206, "[earlydepthstencil] has no WGSL equivalent; a pixel shader that writes storage may write for fragments the depth test rejects (warning)";
    WGSL_BUFFER_ARRAY = 5210, "An array of constant buffers, which the WGSL backend does not write as a binding array";
    WGSL_BINDING_ARRAY_DIALECT = 5211, "A resource array in the WebGPU dialect, which has no binding arrays";
    WGSL_ALIASED_BINDING = 5212, "Two views of one binding used by one entry point, which WGSL cannot declare";
    // 60xx: the optimizer.
    OPTIMIZER_FAILED = 6001, "An optimizer pass failed; the unoptimized module was used (warning)";
    // 70xx: internal errors.
    INTERNAL = 7000, "Internal compiler error, reported instead of a crash";
    IR_INVALID = 7001, "The IR failed verification (internal error)";
}

impl Code {
    /// The clang warning group of a warning, as DXC names it in `-W<group>`/`-Wno-<group>`:
    /// `conversion` for implicit truncations and narrowed doubles, `unused-value` and
    /// `macro-redefined`. Warnings of no DXC group are silenced only by `-w`.
    pub fn warning_group(self) -> Option<&'static str> {
        match self {
            Code::IMPLICIT_TRUNCATION | Code::DOUBLE_NARROWED => Some("conversion"),
            Code::UNUSED_VALUE => Some("unused-value"),
            Code::PP_REDEFINED => Some("macro-redefined"),
            Code::EFFECT_SYNTAX_IGNORED => Some("effects-syntax"),
            Code::ATTRIBUTE_IGNORED => Some("unknown-attributes"),
            _ => None,
        }
    }

    /// The constant name and summary of a code in [`CODES`].
    pub fn info(self) -> Option<(&'static str, &'static str)> {
        CODES
            .iter()
            .find(|(c, _, _)| *c == self)
            .map(|(_, n, s)| (*n, *s))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
pub enum Severity {
    Note,
    Warning,
    Error,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
        })
    }
}

/// A secondary location attached to a report ("previous definition is here").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    pub span: Span,
    pub message: String,
}

/// A diagnostic before its span is resolved to a line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub severity: Severity,
    pub code: Code,
    pub span: Span,
    pub message: String,
    pub labels: Vec<Label>,
}

/// The most errors one compile reports; the next one becomes [`Code::TOO_MANY_ERRORS`].
pub const ERROR_LIMIT: usize = 100;

/// Collects reports from every stage of one compile. Caps errors at [`ERROR_LIMIT`] and drops an
/// error identical to the previous one (same code, span and message).
#[derive(Debug, Default)]
pub struct DiagnosticBag {
    reports: Vec<Report>,
    errors: usize,
    capped: bool,
}

impl DiagnosticBag {
    pub fn new() -> Self {
        DiagnosticBag::default()
    }

    pub fn push(&mut self, report: Report) {
        if report.severity == Severity::Error {
            if self.capped {
                return;
            }
            if let Some(last) = self.reports.last() {
                if last.code == report.code
                    && last.span == report.span
                    && last.message == report.message
                {
                    return;
                }
            }
            if self.errors == ERROR_LIMIT {
                self.capped = true;
                self.reports.push(Report {
                    severity: Severity::Error,
                    code: Code::TOO_MANY_ERRORS,
                    span: report.span,
                    message: format!(
                        "Too many errors ({ERROR_LIMIT}); later errors are not reported. Fix these first and compile again"
                    ),
                    labels: Vec::new(),
                });
                return;
            }
            self.errors += 1;
        }
        self.reports.push(report);
    }

    pub fn error(&mut self, code: Code, span: Span, message: impl Into<String>) {
        self.push(Report {
            severity: Severity::Error,
            code,
            span,
            message: message.into(),
            labels: Vec::new(),
        });
    }

    pub fn warning(&mut self, code: Code, span: Span, message: impl Into<String>) {
        self.push(Report {
            severity: Severity::Warning,
            code,
            span,
            message: message.into(),
            labels: Vec::new(),
        });
    }

    pub fn has_errors(&self) -> bool {
        self.errors > 0 || self.capped
    }

    pub fn error_count(&self) -> usize {
        self.errors
    }

    /// True once the error cap was hit: stages may stop early.
    pub fn is_capped(&self) -> bool {
        self.capped
    }

    pub fn reports(&self) -> &[Report] {
        &self.reports
    }

    /// The number of reports so far: a mark for [`Self::label_since`].
    pub fn len(&self) -> usize {
        self.reports.len()
    }

    /// True when nothing was reported.
    pub fn is_empty(&self) -> bool {
        self.reports.is_empty()
    }

    /// The reports pushed since `mark`, to add notes to (such as "in the instantiation of
    /// 'f<float>' here" on what an instantiation reported).
    pub fn reports_since_mut(&mut self, mark: usize) -> &mut [Report] {
        let start = mark.min(self.reports.len());
        &mut self.reports[start..]
    }

    /// Moves every report of `other` into `self`, keeping the cap.
    pub fn extend(&mut self, other: DiagnosticBag) {
        for r in other.reports {
            self.push(r);
        }
    }

    /// Turns the reports into user-facing diagnostics: warnings the policy silences are left
    /// out, and with [`WarningPolicy::as_errors`] the rest are reported as errors (`-WX`).
    pub fn resolve(&self, sources: &SourceMap, policy: WarningPolicy<'_>) -> Vec<Diagnostic> {
        self.reports
            .iter()
            .filter(|r| r.severity != Severity::Warning || !policy.silences(r.code))
            .map(|r| {
                let loc = sources.resolve(r.span);
                let severity = if policy.as_errors && r.severity == Severity::Warning {
                    Severity::Error
                } else {
                    r.severity
                };
                Diagnostic {
                    severity,
                    code: r.code,
                    file: loc.path,
                    line: loc.line,
                    column: loc.column,
                    message: r.message.clone(),
                    labels: r
                        .labels
                        .iter()
                        .map(|l| {
                            let loc = sources.resolve(l.span);
                            ResolvedLabel {
                                file: loc.path,
                                line: loc.line,
                                column: loc.column,
                                message: l.message.clone(),
                            }
                        })
                        .collect(),
                }
            })
            .collect()
    }
}

/// A secondary location, resolved.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ResolvedLabel {
    pub file: String,
    pub line: u32,
    pub column: u32,
    pub message: String,
}

/// What a user sees: severity, code, file, 1-based line and column, message.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Diagnostic {
    pub severity: Severity,
    pub code: Code,
    pub file: String,
    pub line: u32,
    pub column: u32,
    pub message: String,
    pub labels: Vec<ResolvedLabel>,
}

impl Diagnostic {
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl fmt::Display for Diagnostic {
    /// `file(line,col): error OSH0300: message`, then one indented line per label.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}({},{}): {} {}: {}",
            self.file, self.line, self.column, self.severity, self.code, self.message
        )?;
        for l in &self.labels {
            write!(
                f,
                "\n  {}({},{}): note: {}",
                l.file, l.line, l.column, l.message
            )?;
        }
        Ok(())
    }
}

/// How a command line prints diagnostics: DXC's `-fdiagnostics-format=`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DiagnosticFormat {
    /// `file(line,col): error OSHnnnn: message`, the spec's form (the MSVC one; DXC's `msvc`).
    #[default]
    OneShader,
    /// DXC's default, clang's: `file:line:col: error: message [OSHnnnn]`, then the source line
    /// and a caret under the column, so build tools that parse DXC's output keep working.
    Clang,
    /// `file +line:col: error: message [OSHnnnn]`, as clang's `vi` form.
    Vi,
}

impl DiagnosticFormat {
    /// The value of `-fdiagnostics-format=`: `clang`, `msvc` (and DXC's `msvc-fallback`), `vi`.
    pub fn parse(value: &str) -> Option<DiagnosticFormat> {
        match value {
            "clang" => Some(DiagnosticFormat::Clang),
            "msvc" | "msvc-fallback" => Some(DiagnosticFormat::OneShader),
            "vi" => Some(DiagnosticFormat::Vi),
            _ => None,
        }
    }
}

impl Diagnostic {
    /// The diagnostic in `format`. `source_line` is the text of its line (without the line
    /// break), which the clang form shows with a caret under the column.
    pub fn render(&self, format: DiagnosticFormat, source_line: Option<&str>) -> String {
        let at = |file: &str, line: u32, column: u32| match format {
            DiagnosticFormat::Vi => format!("{file} +{line}:{column}"),
            _ => format!("{file}:{line}:{column}"),
        };
        if format == DiagnosticFormat::OneShader {
            return self.to_string();
        }
        let mut out = format!(
            "{}: {}: {} [{}]",
            at(&self.file, self.line, self.column),
            self.severity,
            self.message,
            self.code
        );
        if let (DiagnosticFormat::Clang, Some(text)) = (format, source_line) {
            // The caret keeps the line's tabs so it lines up in a terminal.
            let pad: String = text
                .chars()
                .take(self.column.saturating_sub(1) as usize)
                .map(|c| if c == '\t' { '\t' } else { ' ' })
                .collect();
            out.push_str(&format!("\n{text}\n{pad}^"));
        }
        for l in &self.labels {
            out.push_str(&format!(
                "\n{}: note: {}",
                at(&l.file, l.line, l.column),
                l.message
            ));
        }
        out
    }
}

/// The closest of `candidates` to `name` by edit distance, for "Did you mean 'X'?". Case
/// differences count as half an edit so `UV` finds `Uv`. Returns `None` when nothing is close
/// (more than a third of the name's length away).
pub fn did_you_mean<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let limit = (name.chars().count().max(3) as u32 * 2) / 3; // in half-edits
    let mut best: Option<(u32, &str)> = None;
    for c in candidates {
        if c == name {
            continue;
        }
        let d = half_edit_distance(name, c);
        if d <= limit && best.is_none_or(|(bd, bc)| d < bd || (d == bd && c < bc)) {
            best = Some((d, c));
        }
    }
    best.map(|(_, c)| c)
}

/// Levenshtein distance in half-edits: a substitution that only changes case costs 1, any other
/// edit 2.
fn half_edit_distance(a: &str, b: &str) -> u32 {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<u32> = (0..=b.len() as u32).map(|i| i * 2).collect();
    let mut cur = vec![0u32; b.len() + 1];
    for i in 1..=a.len() {
        cur[0] = i as u32 * 2;
        for j in 1..=b.len() {
            let sub = if a[i - 1] == b[j - 1] {
                0
            } else if a[i - 1].eq_ignore_ascii_case(&b[j - 1]) {
                1
            } else {
                2
            };
            cur[j] = (prev[j - 1] + sub).min(prev[j] + 2).min(cur[j - 1] + 2);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::FileId;
    use std::collections::HashSet;

    #[test]
    fn clang_and_vi_forms_put_the_code_last_and_clang_shows_the_line() {
        let d = Diagnostic {
            severity: Severity::Error,
            code: Code::UNDECLARED,
            file: "a.hlsl".into(),
            line: 3,
            column: 5,
            message: "'x' is not declared.".into(),
            labels: Vec::new(),
        };
        assert_eq!(
            d.render(DiagnosticFormat::Clang, Some("\tx = 1;")),
            "a.hlsl:3:5: error: 'x' is not declared. [OSH0300]\n\tx = 1;\n\t   ^"
        );
        assert_eq!(
            d.render(DiagnosticFormat::Vi, None),
            "a.hlsl +3:5: error: 'x' is not declared. [OSH0300]"
        );
        assert_eq!(d.render(DiagnosticFormat::OneShader, None), d.to_string());
        assert_eq!(
            DiagnosticFormat::parse("msvc"),
            Some(DiagnosticFormat::OneShader)
        );
        assert_eq!(DiagnosticFormat::parse("json"), None);
    }

    #[test]
    fn codes_are_unique_and_sorted() {
        let mut seen = HashSet::new();
        for (code, name, _) in CODES {
            assert!(seen.insert(code.0), "code {code} ({name}) is listed twice");
        }
        let names: HashSet<_> = CODES.iter().map(|(_, n, _)| n).collect();
        assert_eq!(names.len(), CODES.len(), "a constant name is listed twice");
        assert!(
            CODES.windows(2).all(|w| w[0].0 < w[1].0),
            "keep CODES in numeric order"
        );
    }

    #[test]
    fn every_code_is_documented() {
        let doc = include_str!("../../docs/diagnostics.md");
        for (code, name, _) in CODES {
            assert!(
                doc.contains(&code.to_string()),
                "{code} ({name}) is missing from docs/diagnostics.md"
            );
        }
    }

    #[test]
    fn renders_like_the_spec() {
        let mut map = SourceMap::new();
        let f = map.add("Shaders/Sprite.hlsl", "x\n  Atlass");
        let mut bag = DiagnosticBag::new();
        bag.error(
            Code::UNDECLARED,
            Span::new(f, 4, 10),
            "'Atlass' is not declared. Did you mean 'Atlas'?",
        );
        let d = &bag.resolve(&map, WarningPolicy::default())[0];
        assert_eq!(
            d.to_string(),
            "Shaders/Sprite.hlsl(2,3): error OSH0300: 'Atlass' is not declared. Did you mean 'Atlas'?"
        );
    }

    #[test]
    fn errors_are_capped_and_repeats_dropped() {
        let mut bag = DiagnosticBag::new();
        let span = Span::new(FileId(0), 0, 1);
        bag.error(Code::UNDECLARED, span, "same");
        bag.error(Code::UNDECLARED, span, "same");
        assert_eq!(bag.reports().len(), 1);
        for i in 0..200 {
            bag.error(Code::UNDECLARED, span, format!("e{i}"));
        }
        assert_eq!(bag.reports().len(), ERROR_LIMIT + 1);
        assert_eq!(bag.reports().last().unwrap().code, Code::TOO_MANY_ERRORS);
    }

    #[test]
    fn did_you_mean_prefers_case_fixes() {
        assert_eq!(did_you_mean("UV", ["Uv", "Position", "Color"]), Some("Uv"));
        assert_eq!(
            did_you_mean("Atlass", ["Atlas", "AtlasSampler"]),
            Some("Atlas")
        );
        assert_eq!(did_you_mean("zzzz", ["Atlas"]), None);
    }
}
