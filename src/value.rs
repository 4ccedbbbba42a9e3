//! The bottom layer: values that cross the sandbox boundary and the NumPy dtypes twinlink
//! passes, with the array layout arithmetic every other room shares (strides, extents,
//! strided copies). Depends on nothing else in the crate (see ARCHITECTURE.md, "Rust rooms").

/// NumPy's type numbers for the dtypes twinlink passes, with their names and element sizes.
/// 7/8 (C long) and 9/10 (C long long) are all 64-bit, as on x86-64 Linux and in the wasm32
/// shim; a name maps back to the first number listed for it.
const DTYPES: &[(i32, &str, usize)] = &[
    (0, "bool", 1),
    (1, "int8", 1),
    (2, "uint8", 1),
    (3, "int16", 2),
    (4, "uint16", 2),
    (5, "int32", 4),
    (6, "uint32", 4),
    (7, "int64", 8),
    (8, "uint64", 8),
    (9, "int64", 8),
    (10, "uint64", 8),
    (11, "float32", 4),
    (12, "float64", 8),
    (14, "complex64", 8),
    (15, "complex128", 16),
];

/// Bytes per element of a type number twinlink passes.
pub fn itemsize_of(typenum: i32) -> Option<usize> {
    DTYPES.iter().find(|d| d.0 == typenum).map(|d| d.2)
}

/// NumPy's name for a type number twinlink passes.
pub fn dtype_name(typenum: i32) -> Option<&'static str> {
    DTYPES.iter().find(|d| d.0 == typenum).map(|d| d.1)
}

/// The type number a dtype name maps back to (the C long one for the 64-bit ints).
pub fn typenum_of(name: &str) -> Option<i32> {
    DTYPES.iter().find(|d| d.1 == name).map(|d| d.0)
}

/// A host array as the guest will receive it: NumPy's type number, element size, shape, byte
/// strides (any sign) and `data`, the bytes spanning every element, with element [0, ..., 0]
/// at `offset`.
#[derive(Debug, Clone, Copy)]
pub struct ArrayView<'a> {
    pub typenum: i32,
    pub itemsize: usize,
    pub shape: &'a [usize],
    pub strides: &'a [isize],
    pub data: &'a [u8],
    pub offset: usize,
    /// Whether the host array is aligned; the guest copy (always aligned) reports the same.
    pub aligned: bool,
}

/// A C-contiguous, aligned host array in native byte order (or the 0-d array a float scalar
/// converts to) as the call path's fast lane takes it (ARCHITECTURE.md, "The call path"): type
/// number, lengths and the bytes of its elements.
#[derive(Debug, Clone, Copy)]
pub struct Block<'a> {
    pub typenum: i32,
    pub shape: &'a [usize],
    pub bytes: &'a [u8],
}

/// An owned, C-contiguous array (constants kept for re-initialisation, Rust-side results).
#[derive(Debug, Clone, PartialEq)]
pub struct OwnedArray {
    pub typenum: i32,
    pub itemsize: usize,
    pub shape: Vec<usize>,
    pub data: Vec<u8>,
}

impl OwnedArray {
    pub fn c_strides(&self) -> Vec<isize> {
        c_strides(&self.shape, self.itemsize)
    }
}

// Built by collecting rather than as `vec![0; n]`: glibc's calloc skips its per-thread cache,
// which made these small vectors a visible part of a wasm call (ARCHITECTURE.md, "Guest ABI").
pub fn c_strides(shape: &[usize], itemsize: usize) -> Vec<isize> {
    let mut step = itemsize as isize;
    let mut strides: Vec<isize> = shape
        .iter()
        .rev()
        .map(|&n| {
            let s = step;
            step *= n.max(1) as isize;
            s
        })
        .collect();
    strides.reverse();
    strides
}

/// A value that crosses the sandbox boundary (what the shim's objects can represent).
#[derive(Debug, Clone, PartialEq)]
pub enum GuestValue {
    None,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
    /// An exception class: its nearest builtin by TL_EXCEPTIONS code (wasm/guest_abi.h), and for
    /// a class that is not a builtin its name ("module.qualname"), under which the guest makes a
    /// subclass of that builtin (guest ABI 6) and the host finds the class again.
    ExceptionClass {
        code: i32,
        name: Option<String>,
    },
    Tuple(Vec<GuestValue>),
    Array(OwnedArray),
    List(Vec<GuestValue>),
    /// str keys, in insertion order.
    Dict(Vec<(String, GuestValue)>),
    /// A NumPy scalar: its type number (one of `DTYPES`) and its value's little-endian bytes.
    Scalar {
        typenum: i32,
        data: Vec<u8>,
    },
}

/// One float as a 0-d float64 array (scalar outputs are compared the same way as arrays).
pub fn scalar(value: f64) -> OwnedArray {
    OwnedArray {
        typenum: 12,
        itemsize: 8,
        shape: vec![],
        data: value.to_le_bytes().to_vec(),
    }
}

/// A NumPy scalar as the 0-d array of its dtype (scalars are compared the same way as arrays).
pub fn scalar_as_array(typenum: i32, data: &[u8]) -> OwnedArray {
    OwnedArray {
        typenum,
        itemsize: data.len(),
        shape: vec![],
        data: data.to_vec(),
    }
}

/// Copies `shape` elements of `itemsize` bytes from `src` (element 0 at `src_off`, byte
/// strides `src_strides`) to `dst` likewise. Callers guarantee every element is in bounds.
#[allow(clippy::too_many_arguments)]
pub fn strided_copy(
    src: &[u8],
    src_off: usize,
    src_strides: &[isize],
    dst: &mut [u8],
    dst_off: usize,
    dst_strides: &[isize],
    shape: &[usize],
    itemsize: usize,
) {
    if shape.contains(&0) {
        return;
    }
    let nd = shape.len();
    // The same contiguous layout on both sides (the usual call): one block.
    // (Compared element by element: a slice `==` is a memcmp call, dearer for a few words.)
    if src_strides.len() == dst_strides.len()
        && src_strides.iter().zip(dst_strides).all(|(a, b)| a == b)
        && (is_c_contiguous(shape, src_strides, itemsize) || is_f_contiguous(shape, src_strides, itemsize))
    {
        let n = shape.iter().product::<usize>() * itemsize;
        dst[dst_off..dst_off + n].copy_from_slice(&src[src_off..src_off + n]);
        return;
    }
    if nd == 0 {
        dst[dst_off..dst_off + itemsize].copy_from_slice(&src[src_off..src_off + itemsize]);
        return;
    }
    // The odometer lives on the stack for the usual ranks (the call path copies small arrays).
    let mut small = [0usize; 8];
    let mut large = Vec::new();
    let index: &mut [usize] = if nd <= small.len() {
        &mut small[..nd]
    } else {
        large.resize(nd, 0);
        &mut large
    };
    let (inner, s_in, d_in) = (shape[nd - 1], src_strides[nd - 1], dst_strides[nd - 1]);
    loop {
        let mut s = src_off as isize;
        let mut d = dst_off as isize;
        for k in 0..nd - 1 {
            s += index[k] as isize * src_strides[k];
            d += index[k] as isize * dst_strides[k];
        }
        if s_in == itemsize as isize && d_in == itemsize as isize {
            let n = inner * itemsize;
            dst[d as usize..d as usize + n].copy_from_slice(&src[s as usize..s as usize + n]);
        } else {
            for _ in 0..inner {
                dst[d as usize..d as usize + itemsize].copy_from_slice(&src[s as usize..s as usize + itemsize]);
                s += s_in;
                d += d_in;
            }
        }
        // Advance the outer index (odometer), innermost outer axis first.
        let mut k = nd - 1;
        loop {
            if k == 0 {
                return;
            }
            k -= 1;
            index[k] += 1;
            if index[k] < shape[k] {
                break;
            }
            index[k] = 0;
        }
    }
}

/// (lowest, highest) byte offsets, relative to element 0, touched by an array's elements.
pub fn extent(shape: &[usize], strides: &[isize], itemsize: usize) -> (isize, isize) {
    let (mut lo, mut hi) = (0isize, itemsize as isize);
    if shape.contains(&0) {
        return (0, 0);
    }
    for (&n, &s) in shape.iter().zip(strides) {
        let span = (n as isize - 1) * s;
        if span < 0 {
            lo += span;
        } else {
            hi += span;
        }
    }
    (lo, hi)
}

/// Whether `strides` are those of a contiguous layout, walking the axes in `order` (lengths of
/// 0 or 1 allow any stride, as NumPy's flags do); no allocation, as the call path asks this.
fn contiguous_along(shape: &[usize], strides: &[isize], itemsize: usize, order: impl Iterator<Item = usize>) -> bool {
    let mut step = itemsize as isize;
    for k in order {
        let n = shape[k];
        if n > 1 && strides[k] != step {
            return false;
        }
        step *= n.max(1) as isize;
    }
    true
}

pub fn is_c_contiguous(shape: &[usize], strides: &[isize], itemsize: usize) -> bool {
    strides.len() == shape.len() && contiguous_along(shape, strides, itemsize, (0..shape.len()).rev())
}

pub fn is_f_contiguous(shape: &[usize], strides: &[isize], itemsize: usize) -> bool {
    strides.len() == shape.len() && contiguous_along(shape, strides, itemsize, 0..shape.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dtype_table_round_trips() {
        for t in 0..=12 {
            let name = dtype_name(t).unwrap();
            assert_eq!(itemsize_of(typenum_of(name).unwrap()), itemsize_of(t));
        }
        assert_eq!(typenum_of("int64"), Some(7));
        assert_eq!(itemsize_of(13), None);
        assert_eq!(dtype_name(-1), None);
    }

    #[test]
    fn strided_copy_reverses_and_transposes() {
        // 2x3 int32 matrix, copied transposed into a 3x2 C-contiguous destination.
        let src: Vec<u8> = (0i32..6).flat_map(|v| v.to_le_bytes()).collect();
        let mut dst = vec![0u8; 24];
        strided_copy(&src, 0, &[4, 12], &mut dst, 0, &[8, 4], &[3, 2], 4);
        let got: Vec<i32> = dst
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        assert_eq!(got, vec![0, 3, 1, 4, 2, 5]);
        // Negative stride: element 0 is the last one in memory.
        let mut rev = vec![0u8; 24];
        strided_copy(&src, 20, &[-4], &mut rev, 0, &[4], &[6], 4);
        let got: Vec<i32> = rev
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        assert_eq!(got, vec![5, 4, 3, 2, 1, 0]);
    }

    #[test]
    fn strided_copy_above_the_stack_odometer_rank() {
        // Rank 10, every axis of length 2 (1024 one-byte elements), copied reversed on every
        // axis: element i lands at 1023 - i, as reversing each bit of the index does.
        let src: Vec<u8> = (0..1024).map(|i| (i % 251) as u8).collect();
        let mut dst = vec![0u8; 1024];
        let c: Vec<isize> = (0..10).rev().map(|k| 1isize << k).collect();
        let reversed: Vec<isize> = c.iter().map(|s| -s).collect();
        strided_copy(&src, 1023, &reversed, &mut dst, 0, &c, &[2; 10], 1);
        let expected: Vec<u8> = (0..1024).map(|i| ((1023 - i) % 251) as u8).collect();
        assert_eq!(dst, expected);
    }

    #[test]
    fn extent_covers_negative_strides_and_zero_size() {
        assert_eq!(extent(&[3], &[-8], 8), (-16, 8));
        assert_eq!(extent(&[2, 0], &[8, 8], 8), (0, 0));
        assert_eq!(extent(&[], &[], 4), (0, 4));
    }

    #[test]
    fn layouts_are_recognised() {
        assert!(is_c_contiguous(&[2, 3], &[24, 8], 8));
        assert!(is_f_contiguous(&[2, 3], &[8, 16], 8));
        assert!(!is_c_contiguous(&[2, 3], &[8, 16], 8));
        assert!(is_c_contiguous(&[1, 3], &[999, 8], 8));
    }
}
