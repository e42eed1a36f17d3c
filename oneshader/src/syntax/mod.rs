//! Lexer, parser and AST.

pub mod token;
