//! The crate's rooms import one way (ARCHITECTURE.md, "Rust rooms"): every `crate::` and
//! `super::` path in src/ is resolved to the room it names, and each room may only name rooms of
//! a lower layer. The layer table below is the map; a new module must be added to it.
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Rooms from the bottom up. A room may import rooms of lower layers only.
const LAYERS: &[(&str, u32)] = &[
    ("guest_abi", 0),
    ("progress", 0),
    ("util", 0),
    ("value", 0),
    ("error", 1),
    ("plan", 2),
    ("diff", 2),
    ("sandbox::limits", 2),
    ("sandbox::nan", 2),
    ("cache", 3),
    ("clinker", 3),
    ("toolchain", 3),
    ("sandbox::wasi", 3),
    ("sandbox::engine", 4),
    ("sandbox::abi", 4),
    ("sandbox::guest", 5),
    ("sandbox::interp", 5),
    ("sandbox", 6),
    ("bundle", 7),
    ("compile", 7),
    ("replay", 8),
    ("py", 9),
    ("lib", 10),
    ("bin", 10),
];

/// Rooms that are a folder of their own files (each file is its own room).
const SPLIT: &[&str] = &["sandbox"];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read src") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The room of a source file (path relative to src/).
fn room_of_file(rel: &str) -> String {
    let parts: Vec<&str> = rel.trim_end_matches(".rs").split('/').collect();
    match parts.as_slice() {
        ["lib"] => "lib".into(),
        [top] => top.to_string(),
        ["bin", ..] => "bin".into(),
        [dir, "mod"] => dir.to_string(),
        [dir, file] if SPLIT.contains(dir) => format!("{dir}::{file}"),
        [dir, ..] => dir.to_string(),
        [] => unreachable!("a file has a name"),
    }
}

/// The room a path names: `first` is its first segment after `crate::`, `second` the next
/// (for split rooms).
fn room_of_path(first: &str, second: Option<&str>) -> String {
    match second {
        Some(s) if SPLIT.contains(&first) && s.chars().next().is_some_and(|c| c.is_ascii_lowercase()) => {
            format!("{first}::{s}")
        }
        _ => first.to_string(),
    }
}

fn ident_at(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    &text[..end]
}

/// The items of a `{a, b::c, D}` group at the start of `text` (first segment of each).
fn group_items(text: &str) -> Vec<&str> {
    let mut depth = 0usize;
    let mut items = Vec::new();
    let mut start = 1;
    for (i, c) in text.char_indices() {
        match c {
            '{' => {
                depth += 1;
            }
            '}' => {
                depth -= 1;
                if depth == 0 {
                    items.push(text[start..i].trim());
                    break;
                }
            }
            ',' if depth == 1 => {
                items.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    items.into_iter().map(ident_at).filter(|s| !s.is_empty()).collect()
}

/// Every room a file's `crate::...` / `super::...` paths name.
fn references(text: &str, own: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (prefix, base) in [("crate::", None), ("super::", own.split_once("::").map(|(dir, _)| dir))] {
        if prefix == "super::" && base.is_none() {
            continue; // `super::` inside a room's own files stays in the room
        }
        let mut rest = text;
        while let Some(at) = rest.find(prefix) {
            let after = &rest[at + prefix.len()..];
            rest = after;
            let (first, tail) = match base {
                Some(dir) => (dir, rest),
                None => {
                    let first = ident_at(after);
                    (first, &after[first.len()..])
                }
            };
            if first.is_empty() || first == "*" {
                continue;
            }
            let tail = tail
                .strip_prefix("::")
                .unwrap_or(if base.is_some() { tail } else { "" });
            if tail.starts_with('{') {
                for item in group_items(tail) {
                    out.insert(room_of_path(first, Some(item)));
                }
            } else if !tail.starts_with('*') {
                let second = ident_at(tail);
                out.insert(room_of_path(first, (!second.is_empty()).then_some(second)));
            }
        }
    }
    out.remove(own);
    out
}

#[test]
fn rooms_import_one_way() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let layer: BTreeMap<&str, u32> = LAYERS.iter().copied().collect();
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for f in &files {
        let rel = f.strip_prefix(&src).unwrap().to_string_lossy().replace('\\', "/");
        let room = room_of_file(&rel);
        let text = std::fs::read_to_string(f).unwrap();
        // A room's unit tests may use anything below it; only the code above them counts.
        let code = text.split("#[cfg(test)]\nmod tests").next().unwrap_or(&text);
        edges.entry(room.clone()).or_default().extend(references(code, &room));
    }
    let mut wrong = Vec::new();
    for (room, targets) in &edges {
        let Some(&own) = layer.get(room.as_str()) else {
            wrong.push(format!("{room} is not in the layer table of tests/layers.rs"));
            continue;
        };
        for t in targets {
            match layer.get(t.as_str()) {
                None => wrong.push(format!("{room} names `{t}`, which is not in the layer table")),
                Some(&l) if l >= own && room != "lib" => {
                    wrong.push(format!("{room} (layer {own}) imports {t} (layer {l})"))
                }
                _ => {}
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports against the layering:\n  {}",
        wrong.join("\n  ")
    );
    // The table is not stale either: every room it lists exists.
    for (room, _) in LAYERS {
        assert!(
            edges.contains_key(*room),
            "the layer table lists {room}, which has no file"
        );
    }
}

#[test]
fn the_reference_parser_sees_groups_and_super() {
    let text = "use super::abi::{Abi, Live};\nuse crate::sandbox::{interp, Limits};\nuse crate::value::{self, GuestValue};\nlet x = crate::diff::diff(a, b);";
    let got = references(text, "sandbox::guest");
    let want: BTreeSet<String> = ["sandbox::abi", "sandbox::interp", "sandbox", "value", "diff"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(got, want);
}
