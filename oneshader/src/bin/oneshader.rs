//! The `oneshader` command (being built).

fn main() {
    eprintln!("oneshader: the command line is being built");
    std::process::exit(2);
}
