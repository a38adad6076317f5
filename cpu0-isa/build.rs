//! Generates the CLIF extractors with cranelift-codegen-meta and compiles them,
//! together with the project's `isle/*.isle`, into Rust with cranelift-isle.

use std::path::PathBuf;

fn main() {
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let isle_dir = manifest.join("..").join("isle");
    let gen_dir = out.join("isle-gen");
    std::fs::create_dir_all(&gen_dir).unwrap();

    // Writes clif_lower.isle (one extractor per CLIF opcode), numerics.isle and its
    // Rust helpers isle_numerics.rs, and files for other backends that we ignore.
    if let Err(e) = cranelift_codegen_meta::generate_isle(&gen_dir) {
        panic!("cranelift_codegen_meta::generate_isle failed: {e}");
    }

    let ours = [
        "prelude.isle",
        "inst.isle",
        "lower.isle",
        "bits.isle",
        "memory.isle",
        "control.isle",
        "float.isle",
        "cmp64.isle",
    ];
    let mut inputs = vec![
        gen_dir.join("numerics.isle"),
        gen_dir.join("clif_lower.isle"),
    ];
    for file in ours {
        let path = isle_dir.join(file);
        println!("cargo:rerun-if-changed={}", path.display());
        inputs.push(path);
    }
    println!("cargo:rerun-if-changed=build.rs");

    let mut options = cranelift_isle::codegen::CodegenOptions {
        // The output is include!d inside a module, where inner attributes are not allowed.
        exclude_global_allow_pragmas: true,
        ..Default::default()
    };
    // Keep absolute paths out of the generated comments.
    for (prefix, name) in [(&out, "OUT_DIR"), (&manifest, "cpu0-isa")] {
        options.prefixes.push(cranelift_isle::codegen::Prefix {
            prefix: prefix.display().to_string(),
            name: name.into(),
        });
    }
    match cranelift_isle::compile::from_files(&inputs, &options) {
        Ok(code) => std::fs::write(out.join("isle_lower.rs"), code).unwrap(),
        Err(errors) => {
            eprintln!("ISLE compilation failed:\n{errors}");
            std::process::exit(1);
        }
    }
}
