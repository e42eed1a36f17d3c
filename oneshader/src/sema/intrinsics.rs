//! Built-in functions (placeholder; filled in below).
