//! Vertex formats.
