//! Resource methods (placeholder; filled in below).
