//! Descriptor binding assignment.
