//! Lexer, parser and AST.

pub mod ast;
pub mod parser;
pub mod token;

pub use parser::parse;
