//! Lexer, parser and AST.

pub mod lexer;
pub mod token;
