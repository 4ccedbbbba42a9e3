//! Reads struct-level C declarations (types' `c_declare`, ops' `c_support_code_struct`) so a
//! C11 struct can hold them: typedefs and tag definitions move to file scope, and every
//! declared member name is reported so `run` can reach it by its bare name, as C++ would.

/// A struct-level fragment split into what goes inside the struct and what goes before it.
#[derive(Debug, Default, PartialEq)]
pub struct StructDecls {
    /// Text placed at file scope before the struct (typedefs, tag definitions).
    pub hoisted: String,
    /// Text placed inside the struct body (member declarations, preprocessor lines).
    pub members: String,
    /// Names of the members declared, in order.
    pub names: Vec<String>,
}

/// Blanks comments and string/char literal contents with spaces (newlines kept) so the scanner
/// sees only code; byte offsets stay those of the original text.
fn code_only(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = b.to_vec();
    let blank = |out: &mut Vec<u8>, from: usize, to: usize| {
        for byte in &mut out[from..to.min(b.len())] {
            if *byte != b'\n' {
                *byte = b' ';
            }
        }
    };
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                let start = i;
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                blank(&mut out, start, i);
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let start = i;
                i += 2;
                while i < b.len() && !(b[i] == b'*' && b.get(i + 1) == Some(&b'/')) {
                    i += 1;
                }
                i += 2;
                blank(&mut out, start, i);
            }
            q @ (b'"' | b'\'') => {
                let start = i + 1;
                i += 1;
                while i < b.len() && b[i] != q {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                blank(&mut out, start, i);
                i += 1;
            }
            _ => i += 1,
        }
    }
    // Only ASCII bytes were replaced, and every byte of a replaced character was.
    String::from_utf8(out).unwrap_or_default()
}

fn identifiers(s: &str) -> impl Iterator<Item = (usize, &str)> {
    let b = s.as_bytes();
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < b.len() {
            if b[i].is_ascii_alphabetic() || b[i] == b'_' {
                let start = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                return Some((start, &s[start..i]));
            }
            if b[i].is_ascii_digit() {
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
                    i += 1;
                }
                continue;
            }
            i += 1;
        }
        None
    })
}

const NOT_NAMES: &[&str] = &[
    "const", "volatile", "restrict", "static", "extern", "register", "signed", "unsigned", "short", "long", "int",
    "char", "float", "double", "void", "struct", "union", "enum", "_Bool", "inline", "_Alignas",
];

/// The declarator name of one declarator (`*p`, `a[3]`, `(*fn)(int)`, `x : 3`).
fn declarator_name(decl: &str) -> Option<String> {
    let decl = decl.split('=').next().unwrap_or(decl);
    // Function pointer: the name is inside the first parenthesis group.
    if let Some(open) = decl.find('(') {
        let inner = &decl[open + 1..];
        if inner.trim_start().starts_with('*') {
            return identifiers(inner)
                .map(|(_, id)| id)
                .find(|id| !NOT_NAMES.contains(id))
                .map(str::to_string);
        }
    }
    let cut = decl.find(['[', ':', '(']).unwrap_or(decl.len());
    identifiers(&decl[..cut])
        .map(|(_, id)| id)
        .filter(|id| !NOT_NAMES.contains(id))
        .last()
        .map(str::to_string)
}

/// Splits `text` into top-level statements ending in `;` (outside braces/parens/brackets).
/// Returns (start, end) byte ranges into `text`; preprocessor lines are their own statements.
fn statements(code: &str) -> Vec<(usize, usize, bool)> {
    let b = code.as_bytes();
    let mut out = Vec::new();
    let (mut depth, mut start, mut i) = (0i32, 0usize, 0usize);
    let mut line_start = true;
    while i < b.len() {
        let c = b[i];
        if line_start && depth == 0 && code[i..].trim_start_matches([' ', '\t']).starts_with('#') {
            // A preprocessor line (with continuations) is kept in place as its own piece.
            if code[start..i].trim().is_empty() {
                let mut j = i;
                while j < b.len() && !(b[j] == b'\n' && (j == 0 || b[j - 1] != b'\\')) {
                    j += 1;
                }
                out.push((i, j, true));
                i = j;
                start = j;
                continue;
            }
        }
        line_start = c == b'\n' || (line_start && (c == b' ' || c == b'\t'));
        match c {
            b'{' | b'(' | b'[' => depth += 1,
            b'}' | b')' | b']' => depth -= 1,
            b';' if depth == 0 => {
                out.push((start, i + 1, false));
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    if !code[start..].trim().is_empty() {
        out.push((start, b.len(), false));
    }
    out
}

/// Splits top-level commas (declarator lists).
fn split_top_commas(s: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, c) in s.char_indices() {
        match c {
            '{' | '(' | '[' => depth += 1,
            '}' | ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&s[start..]);
    parts
}

/// Splits a struct-level fragment. `Err` names the statement that cannot be a struct member
/// (a function definition, an initialised member).
pub fn split_struct_decls(text: &str) -> Result<StructDecls, String> {
    let code = code_only(text);
    let mut out = StructDecls::default();
    for (start, end, is_pp) in statements(&code) {
        let original = &text[start..end];
        let stmt = code[start..end].trim();
        if stmt.is_empty() {
            continue;
        }
        if is_pp {
            out.members.push_str(original);
            out.members.push('\n');
            continue;
        }
        let body = stmt.trim_end_matches(';').trim();
        if body.is_empty() {
            continue;
        }
        if let Some(open) = body.find('{') {
            if body[..open].contains('(') {
                return Err(format!(
                    "`{}` looks like a function definition, which C cannot put in a struct: use c_support_code_apply",
                    short(stmt)
                ));
            }
        }
        let first = identifiers(body).next().map(|(_, id)| id);
        // Tag definitions without declarators (`struct s { ... };`) and typedefs are file-scope.
        let tag_only = matches!(first, Some("struct" | "union" | "enum")) && body.ends_with('}');
        if first == Some("typedef") || tag_only {
            out.hoisted.push_str(original);
            out.hoisted.push('\n');
            continue;
        }
        if !stmt.ends_with(';') {
            // (a function definition was reported above)
            return Err(format!("`{}` is not a declaration ending in ';'", short(stmt)));
        }
        // With an inline `struct { ... }` specifier the declarators follow its closing brace.
        let decls = body.rfind('}').map_or(body, |close| &body[close + 1..]);
        for piece in split_top_commas(decls) {
            if piece.contains('=') {
                return Err(format!(
                    "struct member `{}` cannot have an initialiser: set it in c_init_code_struct",
                    short(stmt)
                ));
            }
            match declarator_name(piece) {
                Some(n) => out.names.push(n),
                None => return Err(format!("cannot find the member name in `{}`", short(stmt))),
            }
        }
        out.members.push_str(original.trim());
        out.members.push('\n');
    }
    Ok(out)
}

fn short(s: &str) -> String {
    let one_line: String = s.split_whitespace().collect::<Vec<_>>().join(" ");
    if one_line.chars().count() > 80 {
        one_line.chars().take(77).collect::<String>() + "..."
    } else {
        one_line
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_members_and_typedefs() {
        let d = split_struct_decls("PyArrayObject* V3;\ntypedef npy_float64 dtype_V3;\n").unwrap();
        assert_eq!(d.names, vec!["V3"]);
        assert!(d.hoisted.contains("typedef npy_float64 dtype_V3;"));
        assert!(!d.members.contains("typedef"));
    }

    #[test]
    fn declarator_lists_arrays_pointers_and_function_pointers() {
        let d = split_struct_decls("int a, *b, c[4];\ndouble (*fn)(double, int);\nunsigned long long n : 3;").unwrap();
        assert_eq!(d.names, vec!["a", "b", "c", "fn", "n"]);
    }

    #[test]
    fn comments_strings_and_preprocessor_lines() {
        let d = split_struct_decls("// int ghost;\n/* int ghost2; */\n#define K 3\nint counter_node_1; /* calls */\n")
            .unwrap();
        assert_eq!(d.names, vec!["counter_node_1"]);
        assert!(d.members.contains("#define K 3"));
    }

    #[test]
    fn struct_members_with_inline_tag() {
        let d = split_struct_decls("struct { int x; double y; } pair;\nstruct tag { int z; };").unwrap();
        assert_eq!(d.names, vec!["pair"]);
        assert!(d.hoisted.contains("struct tag"));
    }

    #[test]
    fn rejects_function_definitions_and_initialisers() {
        assert!(split_struct_decls("int f(int x) { return x; }")
            .unwrap_err()
            .contains("function definition"));
        assert!(split_struct_decls("int k = 3;").unwrap_err().contains("initialiser"));
    }
}
