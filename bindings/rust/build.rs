// SPDX-License-Identifier: MIT
//! Links libcrib, with nothing from a registry (no `cc`, no `pkg-config`):
//!
//! - with `LIBCRIB_LIB_DIR` set, the library already built in that folder: `libcrib.a`
//!   (`make` writes it to `lib/`), or the shared `libcrib.so` with `LIBCRIB_LINK=dylib`;
//! - otherwise the C sources of the repository around this crate (`../../src`, every `.c`
//!   file under it), compiled as the Makefile compiles them (C99, `-fPIC`,
//!   `-fvisibility=hidden`) by the C compiler named by `CC_<target>`, `TARGET_CC` or `CC`
//!   (else `cc`), with `CFLAGS_<target>`, `TARGET_CFLAGS` or `CFLAGS` (else `-O2`), several
//!   at a time, and archived by `AR_<target>`, `TARGET_AR` or `AR` (else `ar`) into
//!   `libcrib.a` in `OUT_DIR`, which is linked statically.
//!
//! Both ways the Rust side is `src/ffi.rs`, generated from `include/crib.h`, whose
//! compile-time assertions check every structure's layout. The compiler must take gcc's
//! options (gcc, clang); for MSVC build the library with CMake and set `LIBCRIB_LIB_DIR`.
use std::env;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

fn main() {
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let root = manifest.join("..").join("..");
    let include = root.join("include");
    println!("cargo:rerun-if-env-changed=LIBCRIB_LIB_DIR");
    println!("cargo:rerun-if-env-changed=LIBCRIB_LINK");
    // Dependents' build scripts find the header as DEP_CRIB_INCLUDE.
    println!("cargo:include={}", include.display());

    if let Some(dir) = env::var_os("LIBCRIB_LIB_DIR") {
        link_prebuilt(Path::new(&dir));
    } else {
        compile(&root, &include);
    }
    if env::var("CARGO_CFG_TARGET_OS").map_or(true, |os| os != "windows") {
        // The arena's intervals call sqrt.
        println!("cargo:rustc-link-lib=m");
    }
}

fn link_prebuilt(dir: &Path) {
    let kind = env::var("LIBCRIB_LINK").unwrap_or_else(|_| "static".into());
    if kind != "static" && kind != "dylib" {
        fail(&format!("LIBCRIB_LINK is {kind:?}: it must be static or dylib"));
    }
    let file = if kind == "static" { "libcrib.a" } else { "libcrib.so" };
    if kind == "static" && !dir.join(file).exists() && !dir.join("crib.lib").exists() {
        fail(&format!("LIBCRIB_LIB_DIR is {}, which holds no {file} (run make)", dir.display()));
    }
    println!("cargo:rerun-if-changed={}", dir.join(file).display());
    println!("cargo:rustc-link-search=native={}", dir.display());
    println!("cargo:rustc-link-lib={kind}=crib");
    if kind == "dylib" && env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os != "windows") {
        // This crate's own tests find the shared library where it is; a program that
        // depends on the crate finds it as any program finds one (installed, or
        // LD_LIBRARY_PATH).
        println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir.display());
    }
}

/// The first of the target's variable, `TARGET_<name>` and `<name>` that is set.
fn tool_var(name: &str) -> Option<OsString> {
    let target = env::var("TARGET").unwrap_or_default();
    let names = [
        format!("{name}_{target}"),
        format!("{name}_{}", target.replace('-', "_")),
        format!("TARGET_{name}"),
        name.to_string(),
    ];
    for n in &names {
        println!("cargo:rerun-if-env-changed={n}");
    }
    names.iter().find_map(env::var_os)
}

fn words(value: Option<OsString>, default: &str) -> Vec<String> {
    let text = value.map_or_else(|| default.to_string(), |v| v.to_string_lossy().into_owned());
    text.split_whitespace().map(String::from).collect()
}

fn c_sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir)
        .unwrap_or_else(|e| fail(&format!("cannot read {}: {e}", dir.display())));
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            c_sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "c") {
            out.push(path);
        }
    }
}

fn compile(root: &Path, include: &Path) {
    let src = root.join("src");
    if !include.join("crib.h").exists() || !src.is_dir() {
        fail(&format!(
            "libcrib's sources are not at {} (this crate builds the C library of the \
             repository it sits in, bindings/rust; elsewhere set LIBCRIB_LIB_DIR)",
            root.display()
        ));
    }
    if env::var("CARGO_CFG_TARGET_ENV").is_ok_and(|e| e == "msvc") {
        fail(
            "the build script compiles with gcc's options; for MSVC build libcrib with CMake \
              and set LIBCRIB_LIB_DIR to the folder of crib.lib",
        );
    }
    println!("cargo:rerun-if-changed={}", src.display());
    println!("cargo:rerun-if-changed={}", include.display());
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("OUT_DIR"));
    let cc = words(tool_var("CC"), "cc");
    let cflags = words(tool_var("CFLAGS"), "-O2");
    let ar = tool_var("AR").unwrap_or_else(|| "ar".into());
    if cc.is_empty() {
        fail("CC is empty");
    }

    let mut sources = Vec::new();
    c_sources(&src, &mut sources);
    sources.sort();
    let jobs = env::var("NUM_JOBS").ok().and_then(|n| n.parse().ok()).unwrap_or(1usize).max(1);
    let mut objects = Vec::new();
    let mut running: Vec<(PathBuf, Child)> = Vec::new();
    for source in &sources {
        let name =
            source.strip_prefix(&src).unwrap_or(source).to_string_lossy().replace(['/', '\\'], "_");
        let object = out.join(format!("{name}.o"));
        let child = Command::new(&cc[0])
            .args(&cc[1..])
            .args(["-std=c99", "-fPIC", "-fvisibility=hidden"])
            .args(&cflags)
            .arg("-I")
            .arg(include)
            .arg("-c")
            .arg("-o")
            .arg(&object)
            .arg(source)
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| fail(&format!("cannot run the C compiler {}: {e}", cc[0])));
        running.push((source.clone(), child));
        objects.push(object);
        if running.len() >= jobs {
            finish(running.remove(0));
        }
    }
    for job in running {
        finish(job);
    }

    let archive = out.join("libcrib.a");
    let _ = std::fs::remove_file(&archive);
    let status = Command::new(&ar)
        .arg("crs")
        .arg(&archive)
        .args(&objects)
        .status()
        .unwrap_or_else(|e| fail(&format!("cannot run {}: {e}", ar.to_string_lossy())));
    if !status.success() {
        fail(&format!("{} could not write {}", ar.to_string_lossy(), archive.display()));
    }
    println!("cargo:rustc-link-search=native={}", out.display());
    println!("cargo:rustc-link-lib=static=crib");
}

fn finish((source, child): (PathBuf, Child)) {
    let output = child.wait_with_output().unwrap_or_else(|e| fail(&e.to_string()));
    if !output.status.success() {
        eprintln!("{}", String::from_utf8_lossy(&output.stderr));
        fail(&format!("the C compiler failed on {}", source.display()));
    }
}

fn fail(message: &str) -> ! {
    eprintln!("libcrib build: {message}");
    std::process::exit(1);
}
