//! Parses `#section <tag>` C files (ExternalCOp; the format of PyTensor's `COp` files): each file is split at its marker
//! lines, and a tag repeated within or across files is appended in file order. Errors name the
//! file and, unlike PyTensor, the line. CRLF and LF files parse the same.

use crate::error::{Error, Result};

/// The tags a `#section` marker may name, in the order they are reported.
pub const TAGS: [&str; 9] = [
    "support_code",
    "support_code_apply",
    "support_code_struct",
    "init_code",
    "init_code_apply",
    "init_code_struct",
    "cleanup_code_struct",
    "code",
    "code_cleanup",
];

/// Each tag present, with its text (every file's section of that tag, in file order).
#[derive(Debug, Default, PartialEq)]
pub struct Sections {
    pub sections: Vec<(String, String)>,
}

impl Sections {
    pub fn get(&self, tag: &str) -> Option<&str> {
        self.sections
            .iter()
            .find(|(t, _)| t == tag)
            .map(|(_, text)| text.as_str())
    }
}

/// The tag of a marker line (`#section tag`, surrounding whitespace allowed), or None when
/// the line is not a marker.
fn marker(line: &str) -> Option<&str> {
    let rest = line.trim().strip_prefix('#')?.trim_start().strip_prefix("section")?;
    if !rest.is_empty() && !rest.starts_with(char::is_whitespace) {
        return None; // `#sectionfoo` is some other directive
    }
    Some(rest.trim())
}

fn first_words(line: &str) -> String {
    let t = line.trim();
    if t.chars().count() > 60 {
        t.chars().take(57).collect::<String>() + "..."
    } else {
        t.to_string()
    }
}

/// Splits `files` (name, text) into sections.
pub fn parse(files: &[(String, String)]) -> Result<Sections> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut any = false;
    for (name, text) in files {
        let mut current: Option<usize> = None;
        let mut saw_marker = false;
        for (n, raw) in text.split('\n').enumerate() {
            let line = raw.strip_suffix('\r').unwrap_or(raw);
            let lineno = n + 1;
            if let Some(tag) = marker(line) {
                if tag.is_empty() {
                    return Err(Error::Link(format!(
                        "Missing section type (in file {name}, line {lineno}): a #section marker needs one of {}",
                        TAGS.join(", ")
                    )));
                }
                if !TAGS.contains(&tag) {
                    return Err(Error::Link(format!(
                        "Unknown section type (in file {name}, line {lineno}): {tag}"
                    )));
                }
                saw_marker = true;
                any = true;
                current = Some(match out.iter().position(|(t, _)| t == tag) {
                    Some(i) => i,
                    None => {
                        out.push((tag.to_string(), String::new()));
                        out.len() - 1
                    }
                });
                continue;
            }
            match current {
                Some(i) => {
                    out[i].1.push_str(line);
                    out[i].1.push('\n');
                }
                None if !line.trim().is_empty() => {
                    return Err(Error::Link(format!(
                        "Stray code before first #section statement (in file {name}, line {lineno}): {}",
                        first_words(line)
                    )));
                }
                None => {}
            }
        }
        if !saw_marker {
            return Err(Error::Link(format!("No valid section marker was found in file {name}")));
        }
    }
    if !any {
        return Err(Error::Link("No sections were defined in the C files".into()));
    }
    out.sort_by_key(|(t, _)| TAGS.iter().position(|x| x == t));
    Ok(Sections { sections: out })
}

/// Replaces `APPLY_SPECIFIC(name)` with `name_<node>` as the macro would, for text whose
/// declared names must be read before preprocessing (struct members).
pub fn expand_apply_specific(text: &str, node: &str) -> String {
    const MACRO: &str = "APPLY_SPECIFIC";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(MACRO) {
        let before_ok = rest[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        let after = &rest[at + MACRO.len()..];
        let args = after
            .trim_start()
            .strip_prefix('(')
            .and_then(|a| a.find(')').map(|close| (a, close)));
        match args {
            Some((a, close))
                if before_ok
                    && a[..close].trim().chars().all(|c| c.is_alphanumeric() || c == '_')
                    && !a[..close].trim().is_empty() =>
            {
                out.push_str(&rest[..at]);
                out.push_str(a[..close].trim());
                out.push('_');
                out.push_str(node);
                rest = &a[close + 1..];
            }
            _ => {
                out.push_str(&rest[..at + MACRO.len()]);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter().map(|(n, t)| (n.to_string(), t.to_string())).collect()
    }

    #[test]
    fn tags_are_split_and_repeated_tags_appended_across_files() {
        let s = parse(&files(&[
            ("a.c", "#section support_code\nint a;\n#section code\nA;\n"),
            ("b.c", "\n#section code\nB;\n#section support_code\nint b;\n"),
        ]))
        .unwrap();
        assert_eq!(s.get("support_code"), Some("int a;\nint b;\n\n"));
        assert_eq!(s.get("code"), Some("A;\n\nB;\n"));
        assert_eq!(
            s.sections.iter().map(|(t, _)| t.as_str()).collect::<Vec<_>>(),
            vec!["support_code", "code"]
        );
    }

    #[test]
    fn crlf_and_lf_parse_the_same() {
        let lf = parse(&files(&[("f.c", "#section code\nx = 1;\ny = 2;\n")])).unwrap();
        let crlf = parse(&files(&[("f.c", "#section code\r\nx = 1;\r\ny = 2;\r\n")])).unwrap();
        assert_eq!(lf, crlf);
    }

    #[test]
    fn errors_name_file_and_line() {
        let e = parse(&files(&[("f.c", "#section code\nx;\n#section bogus_section\n")]))
            .unwrap_err()
            .to_string();
        assert_eq!(e, "Unknown section type (in file f.c, line 3): bogus_section");
        let e = parse(&files(&[("f.c", "\n  int x;\n#section code\n")]))
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            "Stray code before first #section statement (in file f.c, line 2): int x;"
        );
        let e = parse(&files(&[("g.c", "int x;\n")])).unwrap_err().to_string();
        assert_eq!(
            e,
            "Stray code before first #section statement (in file g.c, line 1): int x;"
        );
        let e = parse(&files(&[("h.c", "\n\n")])).unwrap_err().to_string();
        assert_eq!(e, "No valid section marker was found in file h.c");
        assert_eq!(
            parse(&[]).unwrap_err().to_string(),
            "No sections were defined in the C files"
        );
    }

    #[test]
    fn apply_specific_is_expanded_only_as_a_macro_call() {
        let t = expand_apply_specific(
            "int APPLY_SPECIFIC(count); int MY_APPLY_SPECIFIC(x); APPLY_SPECIFIC ( y )",
            "node_2",
        );
        assert_eq!(t, "int count_node_2; int MY_APPLY_SPECIFIC(x); y_node_2");
    }

    /// A deterministic xorshift generator: no dependency, same inputs on every run.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
            items[(self.next() % items.len() as u64) as usize]
        }
    }

    #[test]
    fn fuzz_100k_generated_inputs_never_panic() {
        let pieces = [
            "#section code",
            "#section support_code",
            "#section bogus",
            "#section",
            "#sectioncode",
            "  #  section  code  ",
            "#section code_cleanup",
            "#section init_code_struct",
            "int x;",
            "",
            " ",
            "\t",
            "\r",
            "\r\n",
            "\n",
            "é",
            "\u{feff}",
            "APPLY_SPECIFIC(",
            "APPLY_SPECIFIC(a)",
            ")",
            "#",
            "section",
            "\0",
            "#section \u{2028}",
            "#section c0de",
        ];
        let mut rng = Rng(0x2545_F491_4F6C_DD1D);
        let (mut ok, mut err) = (0, 0);
        for case in 0..100_000 {
            let nfiles = (rng.next() % 3) as usize;
            let mut input = Vec::new();
            for f in 0..nfiles {
                let mut text = String::new();
                for _ in 0..rng.next() % 12 {
                    text.push_str(rng.pick(&pieces));
                    if !rng.next().is_multiple_of(3) {
                        text.push('\n');
                    }
                }
                if rng.next().is_multiple_of(50) {
                    // Raw random characters, valid UTF-8 (Python decodes files before parsing).
                    text.extend((0..rng.next() % 40).filter_map(|_| char::from_u32((rng.next() % 0x3000) as u32)));
                }
                input.push((format!("f{case}_{f}.c"), text));
            }
            match parse(&input) {
                Ok(s) => {
                    ok += 1;
                    assert!(s.sections.iter().all(|(t, _)| TAGS.contains(&t.as_str())));
                }
                Err(Error::Link(msg)) => {
                    err += 1;
                    assert!(!msg.is_empty());
                }
                Err(other) => panic!("unexpected error kind: {other}"),
            }
            let _ = expand_apply_specific(&input.iter().map(|(_, t)| t.as_str()).collect::<String>(), "node_1");
        }
        assert!(
            ok > 1000 && err > 1000,
            "the generator must reach both outcomes: {ok} ok, {err} errors"
        );
    }
}
