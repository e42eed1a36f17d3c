//! Lexer, parser and AST.

pub mod ast;
pub(crate) mod dump;
pub mod lexer;
pub mod parser;
pub mod token;

pub use parser::parse;
