//! Lowering from the checked program to the IR (in progress).
