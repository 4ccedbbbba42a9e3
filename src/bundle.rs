//! Bundles: one self-contained, versioned file with a wasm module, the plan it was built from,
//! the inputs and outputs of one run with SHA-256 digests, the toolchain identity and the
//! engine settings, so a result can be re-computed and checked bit for bit on any machine
//! without Python or a C compiler. Layout (documented in the README, "Bundle format"):
//! MAGIC, format version (u32 LE), header length (u64 LE), header (JSON), payload.
use std::path::Path;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::error::{Error, PyExcKind, Result};
use crate::sandbox::Limits;
use crate::util::{hex, sha256_hex};
use crate::value::{dtype_name, itemsize_of, typenum_of, GuestValue, OwnedArray};

pub const MAGIC: &[u8; 16] = b"TWINLINK-BUNDLE\n";
/// The format this twinlink writes and reads. A reader refuses other versions.
pub const FORMAT_VERSION: u32 = 1;
/// File extension used by the golden bundles and the docs (any name works).
pub const EXTENSION: &str = "tlbundle";
/// Refuse headers larger than this (a corrupt length must not allocate gigabytes).
const MAX_HEADER: u64 = 256 << 20;

/// Bytes in the payload: where they are and their SHA-256.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Blob {
    pub offset: u64,
    pub size: u64,
    pub sha256: String,
}

/// A value as a bundle records it. Floats are kept as their bit pattern (`0x...` hex), so NaN
/// payloads and signed zeros survive; arrays are C-order little-endian bytes in a blob.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Value {
    None,
    Bool(bool),
    Int(i64),
    Float(String),
    Str(String),
    Tuple(Vec<Value>),
    Array {
        dtype: String,
        shape: Vec<usize>,
        blob: Blob,
    },
    List(Vec<Value>),
    /// (key, value) pairs in insertion order.
    Dict(Vec<(String, Value)>),
    /// A NumPy scalar: its dtype name and its value's little-endian bytes in hex.
    Scalar {
        dtype: String,
        bytes: String,
    },
    /// An exception class: its nearest builtin's name, then for a class that is not a builtin
    /// ":" and its name ("ValueError:numpy.linalg.LinAlgError").
    ExceptionClass(String),
}

/// A named input or output with the digest of its value (see `digest`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    pub name: String,
    pub value: Value,
    pub sha256: String,
}

/// Which compiler built the module, with the flags that change its code: the module's, and
/// those its kernel objects were compiled with (ARCHITECTURE.md, "Kernel objects"; empty
/// without kernels, and in bundles written before they were recorded).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Toolchain {
    pub compiler: String,
    pub flags: Vec<String>,
    #[serde(default)]
    pub kernel_flags: Vec<String>,
}

/// The engine the outputs were recorded with, and the deterministic settings every replay
/// engine uses.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EngineSettings {
    pub runtime: String,
    pub compiler: String,
    pub nan_canonicalization: bool,
    pub relaxed_simd: bool,
    pub simd: bool,
    pub threads: bool,
}

/// Limits the run had (timeout in seconds).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LimitsRecord {
    pub timeout: Option<f64>,
    pub fuel: Option<u64>,
    pub memory: usize,
    pub stack: usize,
    pub output: usize,
}

impl LimitsRecord {
    pub fn of(l: &Limits) -> Self {
        LimitsRecord {
            timeout: l.timeout.map(|t| t.as_secs_f64()),
            fuel: l.fuel,
            memory: l.memory,
            stack: l.stack,
            output: l.output,
        }
    }

    pub fn limits(&self) -> Result<Limits> {
        let timeout = match self.timeout {
            None => None,
            Some(t) if t.is_finite() && t > 0.0 && t < 1e9 => Some(std::time::Duration::from_secs_f64(t)),
            Some(t) => {
                return Err(Error::Bundle(format!(
                    "the bundle's timeout {t} is not a positive number of seconds"
                )))
            }
        };
        let l = Limits {
            timeout,
            fuel: self.fuel,
            memory: self.memory,
            stack: self.stack,
            output: self.output,
        };
        l.validate()
            .map_err(|e| Error::Bundle(format!("the bundle's limits: {e}")))?;
        Ok(l)
    }
}

/// Everything but the payload.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Header {
    pub format: String,
    pub version: u32,
    pub created_by: String,
    pub abi_version: i32,
    pub module: Blob,
    /// The LinkPlan the module was assembled from (JSON, as `Function.plan` holds it).
    pub plan: serde_json::Value,
    pub toolchain: Toolchain,
    pub engine: EngineSettings,
    pub limits: LimitsRecord,
    pub n_inputs: usize,
    pub n_outputs: usize,
    pub constants: Vec<Value>,
    pub inputs: Vec<Entry>,
    pub outputs: Vec<Entry>,
}

/// A bundle in memory: its header and payload.
#[derive(Debug, Clone)]
pub struct Bundle {
    pub header: Header,
    pub payload: Vec<u8>,
}

/// The digest a bundle records for a value: SHA-256 of an array's C-order bytes, of a float's
/// or int's 8 little-endian bytes, of a bool's one byte, of a str's UTF-8, of nothing for None,
/// and of a tuple's items' digests (32 bytes each) one after another; of `list:` then the
/// items' digests for a list, of `dict:` then each entry's key digest and value digest for a
/// dict, and of the dtype name, `:`, then the value's bytes for a NumPy scalar.
pub fn digest(v: &GuestValue) -> String {
    hex(&digest_bytes(v))
}

fn digest_bytes(v: &GuestValue) -> [u8; 32] {
    let d = match v {
        GuestValue::None => Sha256::digest([]),
        GuestValue::Bool(b) => Sha256::digest([*b as u8]),
        GuestValue::Int(i) => Sha256::digest(i.to_le_bytes()),
        GuestValue::Float(f) => Sha256::digest(f.to_bits().to_le_bytes()),
        GuestValue::Str(s) => Sha256::digest(s.as_bytes()),
        GuestValue::Array(a) => Sha256::digest(&a.data),
        GuestValue::Tuple(items) => {
            let mut h = Sha256::new();
            for item in items {
                h.update(digest_bytes(item));
            }
            h.finalize()
        }
        GuestValue::ExceptionClass { code, name } => {
            let builtin = PyExcKind::from_code(*code).map_or("unknown", PyExcKind::name);
            match name {
                Some(name) => Sha256::digest(format!("exception class:{builtin}:{name}").as_bytes()),
                None => Sha256::digest(format!("exception class:{builtin}").as_bytes()),
            }
        }
        GuestValue::List(items) => {
            let mut h = Sha256::new();
            h.update(b"list:");
            for item in items {
                h.update(digest_bytes(item));
            }
            h.finalize()
        }
        GuestValue::Dict(entries) => {
            let mut h = Sha256::new();
            h.update(b"dict:");
            for (key, value) in entries {
                h.update(Sha256::digest(key.as_bytes()));
                h.update(digest_bytes(value));
            }
            h.finalize()
        }
        GuestValue::Scalar { typenum, data } => {
            let mut h = Sha256::new();
            h.update(dtype_name(*typenum).unwrap_or("unknown").as_bytes());
            h.update(b":");
            h.update(data);
            h.finalize()
        }
    };
    d.into()
}

/// The bytes of a hex string (two digits a byte), or None.
fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok())
        .collect()
}

impl Bundle {
    /// An empty payload for a header to be filled in with `add`.
    pub fn new(header: Header) -> Self {
        Bundle {
            header,
            payload: Vec::new(),
        }
    }

    /// Appends bytes to the payload (8-byte aligned) and returns where they are.
    pub fn add_blob(&mut self, bytes: &[u8]) -> Blob {
        while !self.payload.len().is_multiple_of(8) {
            self.payload.push(0);
        }
        let offset = self.payload.len() as u64;
        self.payload.extend_from_slice(bytes);
        Blob {
            offset,
            size: bytes.len() as u64,
            sha256: sha256_hex(bytes),
        }
    }

    /// Records a value, its arrays going into the payload.
    pub fn add_value(&mut self, v: &GuestValue) -> Result<Value> {
        Ok(match v {
            GuestValue::None => Value::None,
            GuestValue::Bool(b) => Value::Bool(*b),
            GuestValue::Int(i) => Value::Int(*i),
            GuestValue::Float(f) => Value::Float(format!("0x{:016x}", f.to_bits())),
            GuestValue::Str(s) => Value::Str(s.clone()),
            GuestValue::ExceptionClass { code, name } => {
                let builtin = PyExcKind::from_code(*code)
                    .ok_or_else(|| Error::Bundle(format!("no exception class has code {code}")))?
                    .name();
                Value::ExceptionClass(match name {
                    Some(name) => format!("{builtin}:{name}"),
                    None => builtin.to_owned(),
                })
            }
            GuestValue::Tuple(items) => Value::Tuple(items.iter().map(|i| self.add_value(i)).collect::<Result<_>>()?),
            GuestValue::List(items) => Value::List(items.iter().map(|i| self.add_value(i)).collect::<Result<_>>()?),
            GuestValue::Dict(entries) => Value::Dict(
                entries
                    .iter()
                    .map(|(k, v)| Ok((k.clone(), self.add_value(v)?)))
                    .collect::<Result<_>>()?,
            ),
            GuestValue::Scalar { typenum, data } => Value::Scalar {
                dtype: dtype_name(*typenum)
                    .ok_or_else(|| Error::Bundle(format!("NumPy scalars of type number {typenum} cannot be bundled")))?
                    .into(),
                bytes: hex(data),
            },
            GuestValue::Array(a) => Value::Array {
                dtype: dtype_name(a.typenum)
                    .ok_or_else(|| Error::Bundle(format!("arrays of type number {} cannot be bundled", a.typenum)))?
                    .into(),
                shape: a.shape.to_vec(),
                blob: self.add_blob(&a.data),
            },
        })
    }

    /// A named entry for `v` with its digest.
    pub fn add_entry(&mut self, name: &str, v: &GuestValue) -> Result<Entry> {
        Ok(Entry {
            name: name.into(),
            value: self.add_value(v)?,
            sha256: digest(v),
        })
    }

    /// The bytes of `blob`, checked against its digest; `what` names it in errors.
    pub fn blob(&self, blob: &Blob, what: &str) -> Result<&[u8]> {
        let bytes = blob
            .offset
            .checked_add(blob.size)
            .and_then(|end| self.payload.get(blob.offset as usize..end as usize))
            .ok_or_else(|| {
                Error::Bundle(format!(
                    "{what} lies outside the bundle (bytes {}..+{} of a {}-byte payload): the file is truncated or corrupt",
                    blob.offset,
                    blob.size,
                    self.payload.len()
                ))
            })?;
        let got = sha256_hex(bytes);
        if got != blob.sha256 {
            return Err(Error::Bundle(format!(
                "{what} does not match its SHA-256 (recorded {}, actual {got}): the bundle is corrupt",
                blob.sha256
            )));
        }
        Ok(bytes)
    }

    /// The items of a recorded tuple or list.
    fn values(&self, items: &[Value], what: &str) -> Result<Vec<GuestValue>> {
        items
            .iter()
            .enumerate()
            .map(|(i, item)| self.value(item, &format!("{what}[{i}]")))
            .collect()
    }

    /// A recorded value as the host value it stands for (arrays checked against their digest).
    pub fn value(&self, v: &Value, what: &str) -> Result<GuestValue> {
        Ok(match v {
            Value::None => GuestValue::None,
            Value::Bool(b) => GuestValue::Bool(*b),
            Value::Int(i) => GuestValue::Int(*i),
            Value::Float(bits) => GuestValue::Float(f64::from_bits(
                u64::from_str_radix(bits.trim_start_matches("0x"), 16)
                    .map_err(|_| Error::Bundle(format!("{what}: {bits:?} is not a float's hex bit pattern")))?,
            )),
            Value::Str(s) => GuestValue::Str(s.clone()),
            Value::Tuple(items) => GuestValue::Tuple(self.values(items, what)?),
            Value::List(items) => GuestValue::List(self.values(items, what)?),
            Value::Dict(entries) => GuestValue::Dict(
                entries
                    .iter()
                    .map(|(k, v)| Ok((k.clone(), self.value(v, &format!("{what}[{k:?}]"))?)))
                    .collect::<Result<_>>()?,
            ),
            Value::ExceptionClass(text) => {
                let (builtin, name) = match text.split_once(':') {
                    Some((builtin, name)) => (builtin, Some(name.to_owned())),
                    None => (text.as_str(), None),
                };
                let code = PyExcKind::ALL
                    .iter()
                    .find(|k| k.name() == builtin)
                    .map(|k| *k as i32)
                    .ok_or_else(|| {
                        Error::Bundle(format!("{what}: {builtin:?} is not an exception class the sandbox has"))
                    })?;
                GuestValue::ExceptionClass { code, name }
            }
            Value::Scalar { dtype, bytes } => {
                let typenum =
                    typenum_of(dtype).ok_or_else(|| Error::Bundle(format!("{what}: unknown dtype {dtype:?}")))?;
                let data = unhex(bytes)
                    .filter(|d| Some(d.len()) == itemsize_of(typenum))
                    .ok_or_else(|| Error::Bundle(format!("{what}: {bytes:?} is not the hex bytes of one {dtype}")))?;
                GuestValue::Scalar { typenum, data }
            }
            Value::Array { dtype, shape, blob } => {
                let typenum =
                    typenum_of(dtype).ok_or_else(|| Error::Bundle(format!("{what}: unknown dtype {dtype:?}")))?;
                let itemsize = itemsize_of(typenum).unwrap_or(1);
                let n = shape
                    .iter()
                    .try_fold(itemsize, |acc, &d| acc.checked_mul(d))
                    .ok_or_else(|| Error::Bundle(format!("{what}: shape {shape:?} is too large")))?;
                if n as u64 != blob.size {
                    return Err(Error::Bundle(format!(
                        "{what}: a {dtype} array of shape {shape:?} needs {n} bytes, the bundle holds {}",
                        blob.size
                    )));
                }
                GuestValue::Array(OwnedArray {
                    typenum,
                    itemsize,
                    shape: shape.clone(),
                    data: self.blob(blob, what)?.to_vec(),
                })
            }
        })
    }

    /// The file's bytes.
    pub fn to_bytes(&self) -> Result<Vec<u8>> {
        let header = serde_json::to_vec_pretty(&self.header)
            .map_err(|e| Error::Bundle(format!("cannot encode the bundle header: {e}")))?;
        let mut out = Vec::with_capacity(28 + header.len() + self.payload.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        out.extend_from_slice(&(header.len() as u64).to_le_bytes());
        out.extend_from_slice(&header);
        out.extend_from_slice(&self.payload);
        Ok(out)
    }

    /// Writes the bundle atomically (a temporary file in the same folder, then a rename).
    pub fn write(&self, path: &Path) -> Result<()> {
        let bytes = self.to_bytes()?;
        let name = path
            .file_name()
            .ok_or_else(|| Error::Bundle(format!("{} is not a file path", path.display())))?;
        let tmp = path.with_file_name(format!(".{}.tmp-{}", name.to_string_lossy(), std::process::id()));
        std::fs::write(&tmp, &bytes).map_err(|e| Error::io_path("cannot write", &tmp, e))?;
        std::fs::rename(&tmp, path).map_err(|e| {
            let _ = std::fs::remove_file(&tmp);
            Error::io_path("cannot write", path, e)
        })
    }

    /// Parses a bundle's bytes; `what` names the file in errors.
    pub fn from_bytes(bytes: Vec<u8>, what: &str) -> Result<Bundle> {
        let bad = |m: String| Error::Bundle(format!("{what}: {m}"));
        if bytes.len() < 28 || &bytes[..16] != MAGIC {
            return Err(bad(
                "not a twinlink bundle (it does not start with TWINLINK-BUNDLE)".into()
            ));
        }
        let version = u32::from_le_bytes([bytes[16], bytes[17], bytes[18], bytes[19]]);
        if version != FORMAT_VERSION {
            return Err(bad(format!(
                "bundle format version {version}; this twinlink reads version {FORMAT_VERSION}"
            )));
        }
        let len = u64::from_le_bytes(bytes[20..28].try_into().unwrap_or_default());
        if len > MAX_HEADER || 28 + len > bytes.len() as u64 {
            return Err(bad(format!(
                "its header length {len} runs past the end of the file: the file is truncated or corrupt"
            )));
        }
        let end = 28 + len as usize;
        let header: Header =
            serde_json::from_slice(&bytes[28..end]).map_err(|e| bad(format!("its header is not valid: {e}")))?;
        if header.version != FORMAT_VERSION || header.format != "twinlink-bundle" {
            return Err(bad(format!(
                "its header says format {:?} version {}; this twinlink reads twinlink-bundle version {FORMAT_VERSION}",
                header.format, header.version
            )));
        }
        let mut payload = bytes;
        payload.drain(..end);
        Ok(Bundle { header, payload })
    }

    pub fn read(path: &Path) -> Result<Bundle> {
        let bytes = std::fs::read(path).map_err(|e| Error::io_path("cannot read", path, e))?;
        Bundle::from_bytes(bytes, &path.display().to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digests_follow_the_documented_encoding() {
        let a = GuestValue::Array(OwnedArray {
            typenum: 12,
            itemsize: 8,
            shape: vec![1],
            data: 1.5f64.to_le_bytes().to_vec(),
        });
        // An array's digest is that of its bytes, and a float's that of its bits.
        assert_eq!(digest(&a), sha256_hex(&1.5f64.to_le_bytes()));
        assert_eq!(digest(&a), digest(&GuestValue::Float(1.5)));
        assert_ne!(digest(&GuestValue::Float(0.0)), digest(&GuestValue::Float(-0.0)));
        let t = GuestValue::Tuple(vec![GuestValue::Int(1), GuestValue::None]);
        let mut both = Vec::new();
        both.extend_from_slice(&Sha256::digest(1i64.to_le_bytes()));
        both.extend_from_slice(&Sha256::digest([]));
        assert_eq!(digest(&t), sha256_hex(&both));
    }

    #[test]
    fn round_trip_and_corruption_is_named() {
        let header = Header {
            format: "twinlink-bundle".into(),
            version: FORMAT_VERSION,
            created_by: "test".into(),
            abi_version: 2,
            module: Blob {
                offset: 0,
                size: 0,
                sha256: sha256_hex(&[]),
            },
            plan: serde_json::Value::Null,
            toolchain: Toolchain {
                compiler: "none".into(),
                flags: vec![],
                kernel_flags: vec![],
            },
            engine: EngineSettings {
                runtime: "none".into(),
                compiler: "none".into(),
                nan_canonicalization: true,
                relaxed_simd: false,
                simd: true,
                threads: false,
            },
            limits: LimitsRecord::of(&Limits::default()),
            n_inputs: 1,
            n_outputs: 0,
            constants: vec![],
            inputs: vec![],
            outputs: vec![],
        };
        let mut b = Bundle::new(header);
        let x = GuestValue::Tuple(vec![
            GuestValue::Float(f64::from_bits(0x7ff8_0000_0000_0001)),
            GuestValue::Array(OwnedArray {
                typenum: 5,
                itemsize: 4,
                shape: vec![2],
                data: vec![1, 0, 0, 0, 2, 0, 0, 0],
            }),
        ]);
        let e = b.add_entry("x", &x).unwrap();
        b.header.inputs.push(e);
        let bytes = b.to_bytes().unwrap();
        let back = Bundle::from_bytes(bytes.clone(), "t").unwrap();
        let v = back.value(&back.header.inputs[0].value, "input x").unwrap();
        assert_eq!(digest(&v), back.header.inputs[0].sha256);
        match &v {
            GuestValue::Tuple(items) => match items[0] {
                GuestValue::Float(f) => assert_eq!(f.to_bits(), 0x7ff8_0000_0000_0001),
                _ => panic!("{v:?}"),
            },
            _ => panic!("{v:?}"),
        }
        // Lists, dicts (in insertion order) and NumPy scalars round-trip with their kinds.
        let y = GuestValue::Dict(vec![
            (
                "z".into(),
                GuestValue::List(vec![GuestValue::Int(1), GuestValue::Str("s".into())]),
            ),
            (
                "e".into(),
                GuestValue::ExceptionClass {
                    code: PyExcKind::AssertionError as i32,
                    name: None,
                },
            ),
            (
                "f".into(),
                GuestValue::ExceptionClass {
                    code: PyExcKind::ValueError as i32,
                    name: Some("numpy.linalg.LinAlgError".into()),
                },
            ),
            (
                "a".into(),
                GuestValue::Scalar {
                    typenum: 11,
                    data: 1.5f32.to_le_bytes().to_vec(),
                },
            ),
        ]);
        let mut c = Bundle::new(b.header.clone());
        let e = c.add_entry("y", &y).unwrap();
        c.header.inputs = vec![e];
        let back = Bundle::from_bytes(c.to_bytes().unwrap(), "t").unwrap();
        let v = back.value(&back.header.inputs[0].value, "input y").unwrap();
        assert_eq!(v, y);
        assert_eq!(digest(&v), back.header.inputs[0].sha256);
        // A list is not the tuple of the same items, nor a scalar the float of the same value.
        assert_ne!(
            digest(&GuestValue::List(vec![GuestValue::None])),
            digest(&GuestValue::Tuple(vec![GuestValue::None]))
        );
        let f64_scalar = GuestValue::Scalar {
            typenum: 12,
            data: 1.5f64.to_le_bytes().to_vec(),
        };
        assert_ne!(digest(&f64_scalar), digest(&GuestValue::Float(1.5)));
        let bad = Value::Scalar {
            dtype: "float64".into(),
            bytes: "00ff".into(),
        };
        let err = back.value(&bad, "s").unwrap_err().to_string();
        assert!(err.contains("is not the hex bytes of one float64"), "{err}");
        // Flip the last payload byte: the array no longer matches its digest.
        let mut bad = bytes.clone();
        let last = bad.len() - 1;
        bad[last] ^= 1;
        let back = Bundle::from_bytes(bad, "t").unwrap();
        let err = back
            .value(&back.header.inputs[0].value, "input x")
            .unwrap_err()
            .to_string();
        assert!(err.contains("input x[1] does not match its SHA-256"), "{err}");
        let err = Bundle::from_bytes(bytes[..40].to_vec(), "t").unwrap_err().to_string();
        assert!(err.contains("truncated or corrupt"), "{err}");
        let mut other = bytes.clone();
        other[16] = 9;
        let err = Bundle::from_bytes(other, "t").unwrap_err().to_string();
        assert!(err.contains("format version 9"), "{err}");
        assert!(Bundle::from_bytes(b"hello".to_vec(), "t").is_err());
    }
}
