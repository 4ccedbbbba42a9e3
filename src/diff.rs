//! Element-wise comparison of two arrays of the same dtype (ndarray on the Rust side): bit
//! identity, the first mismatching index with both values, and the largest absolute,
//! relative and ulp differences. Bundle replay and `twinlink.compare` both report with it.
use ndarray::{ArrayD, Dimension, IxDyn};

use crate::error::{Error, Result};
use crate::value::{dtype_name, OwnedArray};

/// One element type: how to read it and measure the distance between two values.
trait Element: Copy {
    const SIZE: usize;
    fn read(b: &[u8]) -> Self;
    fn same_bits(self, other: Self) -> bool;
    fn to_f64(self) -> f64;
    /// Units in the last place between the two (integers: their difference); infinite when
    /// exactly one is NaN.
    fn ulps(self, other: Self) -> f64;
    fn show(self) -> String;
    /// Whether the value is a NaN (a complex one: either part).
    fn is_nan(self) -> bool {
        self.to_f64().is_nan()
    }
    /// |other - self| (NaN where either is NaN) and |self|, in doubles.
    fn distance(self, other: Self) -> f64 {
        let (x, y) = (self.to_f64(), other.to_f64());
        if x == y {
            0.0
        } else {
            (y - x).abs()
        }
    }
    fn magnitude(self) -> f64 {
        self.to_f64().abs()
    }
}

macro_rules! int_element {
    ($($t:ty),*) => {$(
        impl Element for $t {
            const SIZE: usize = std::mem::size_of::<$t>();
            fn read(b: &[u8]) -> Self {
                <$t>::from_le_bytes(b.try_into().unwrap_or_default())
            }
            fn same_bits(self, other: Self) -> bool {
                self == other
            }
            fn to_f64(self) -> f64 {
                self as f64
            }
            fn ulps(self, other: Self) -> f64 {
                (self as i128 - other as i128).unsigned_abs() as f64
            }
            fn show(self) -> String {
                self.to_string()
            }
        }
    )*};
}
int_element!(i8, u8, i16, u16, i32, u32, i64, u64);

/// bool arrays hold one byte per element.
#[derive(Clone, Copy)]
struct Bool(u8);

impl Element for Bool {
    const SIZE: usize = 1;
    fn read(b: &[u8]) -> Self {
        Bool(b[0])
    }
    fn same_bits(self, other: Self) -> bool {
        self.0 == other.0
    }
    fn to_f64(self) -> f64 {
        (self.0 != 0) as u8 as f64
    }
    fn ulps(self, other: Self) -> f64 {
        (self.to_f64() - other.to_f64()).abs()
    }
    fn show(self) -> String {
        if self.0 != 0 { "True" } else { "False" }.into()
    }
}

macro_rules! float_element {
    ($t:ty, $bits:ty, $signed:ty, $hex:literal) => {
        impl Element for $t {
            const SIZE: usize = std::mem::size_of::<$t>();
            fn read(b: &[u8]) -> Self {
                <$t>::from_le_bytes(b.try_into().unwrap_or_default())
            }
            fn same_bits(self, other: Self) -> bool {
                self.to_bits() == other.to_bits()
            }
            fn to_f64(self) -> f64 {
                self as f64
            }
            fn ulps(self, other: Self) -> f64 {
                match (self.is_nan(), other.is_nan()) {
                    (true, true) => 0.0,
                    (false, false) => {
                        // Map the bits onto a line where adjacent floats are adjacent integers
                        // (-0.0 and +0.0 both at 0).
                        let line = |x: $t| {
                            let b = x.to_bits() as $signed;
                            if b < 0 {
                                -((b & <$signed>::MAX) as i128)
                            } else {
                                b as i128
                            }
                        };
                        (line(self) - line(other)).unsigned_abs() as f64
                    }
                    _ => f64::INFINITY,
                }
            }
            fn show(self) -> String {
                format!(concat!("{:?} (", $hex, ")"), self, self.to_bits())
            }
        }
    };
}
float_element!(f32, u32, i32, "0x{:08x}");
float_element!(f64, u64, i64, "0x{:016x}");

/// complex64 and complex128: the real part, then the imaginary part, as NumPy stores them; the
/// ulp distance is the larger of the parts', the absolute one the modulus of the difference.
#[derive(Clone, Copy)]
struct Complex<T>(T, T);

impl<T: Element> Element for Complex<T> {
    const SIZE: usize = 2 * T::SIZE;
    fn read(b: &[u8]) -> Self {
        Complex(T::read(&b[..T::SIZE]), T::read(&b[T::SIZE..]))
    }
    fn same_bits(self, other: Self) -> bool {
        self.0.same_bits(other.0) && self.1.same_bits(other.1)
    }
    fn to_f64(self) -> f64 {
        self.magnitude()
    }
    fn ulps(self, other: Self) -> f64 {
        match (self.is_nan(), other.is_nan()) {
            (true, true) => 0.0,
            (false, false) => self.0.ulps(other.0).max(self.1.ulps(other.1)),
            _ => f64::INFINITY,
        }
    }
    fn show(self) -> String {
        format!("{} + {}j", self.0.show(), self.1.show())
    }
    fn is_nan(self) -> bool {
        self.0.is_nan() || self.1.is_nan()
    }
    fn distance(self, other: Self) -> f64 {
        self.0.distance(other.0).hypot(self.1.distance(other.1))
    }
    fn magnitude(self) -> f64 {
        self.0.magnitude().hypot(self.1.magnitude())
    }
}

/// Where two arrays first differ, in C order.
#[derive(Debug, Clone, PartialEq)]
pub struct Mismatch {
    pub index: Vec<usize>,
    pub expected: String,
    pub got: String,
    /// Ulp distance (integers: the difference); infinite when exactly one value is NaN.
    pub ulp: f64,
}

/// How two arrays of the same dtype and shape differ.
#[derive(Debug, Clone, PartialEq)]
pub struct Diff {
    /// Every element has the same bits.
    pub identical: bool,
    /// Elements whose bits differ.
    pub mismatches: usize,
    /// Of those, elements that are NaN on both sides (only sign or payload bits differ: the
    /// wasm engines canonicalise NaNs, native code keeps the CPU's).
    pub nan_payloads: usize,
    pub elements: usize,
    pub first: Option<Mismatch>,
    pub max_abs: f64,
    pub max_rel: f64,
    pub max_ulp: f64,
}

fn to_nd<T: Element>(a: &OwnedArray) -> Result<ArrayD<T>> {
    let values: Vec<T> = a.data.chunks_exact(T::SIZE).map(T::read).collect();
    ArrayD::from_shape_vec(IxDyn(&a.shape), values)
        .map_err(|e| Error::Marshal(format!("array data does not match its shape {:?}: {e}", a.shape)))
}

fn diff_as<T: Element>(expected: &OwnedArray, got: &OwnedArray) -> Result<Diff> {
    let (e, g) = (to_nd::<T>(expected)?, to_nd::<T>(got)?);
    let mut d = Diff {
        identical: true,
        mismatches: 0,
        nan_payloads: 0,
        elements: e.len(),
        first: None,
        max_abs: 0.0,
        max_rel: 0.0,
        max_ulp: 0.0,
    };
    for ((index, &x), &y) in e.indexed_iter().zip(g.iter()) {
        if x.same_bits(y) {
            continue;
        }
        d.identical = false;
        d.mismatches += 1;
        let ulp = x.ulps(y);
        if x.is_nan() && y.is_nan() {
            d.nan_payloads += 1;
        } else {
            let abs = x.distance(y);
            let abs = if abs.is_nan() { f64::INFINITY } else { abs };
            let rel = if abs == 0.0 { 0.0 } else { abs / x.magnitude() };
            d.max_abs = d.max_abs.max(abs);
            d.max_rel = d.max_rel.max(if rel.is_nan() { f64::INFINITY } else { rel });
        }
        d.max_ulp = d.max_ulp.max(ulp);
        if d.first.is_none() {
            d.first = Some(Mismatch {
                index: index.slice().to_vec(),
                expected: x.show(),
                got: y.show(),
                ulp,
            });
        }
    }
    Ok(d)
}

/// Compares `got` against `expected` element by element. Both must have the same dtype and
/// shape (the error says which differs).
pub fn diff(expected: &OwnedArray, got: &OwnedArray) -> Result<Diff> {
    let name = |t: i32| dtype_name(t).map(String::from).unwrap_or_else(|| format!("type {t}"));
    if dtype_name(expected.typenum) != dtype_name(got.typenum) {
        return Err(Error::Marshal(format!(
            "dtypes differ: expected {}, got {}",
            name(expected.typenum),
            name(got.typenum)
        )));
    }
    if expected.shape != got.shape {
        return Err(Error::Marshal(format!(
            "shapes differ: expected {:?}, got {:?}",
            expected.shape, got.shape
        )));
    }
    match expected.typenum {
        0 => diff_as::<Bool>(expected, got),
        1 => diff_as::<i8>(expected, got),
        2 => diff_as::<u8>(expected, got),
        3 => diff_as::<i16>(expected, got),
        4 => diff_as::<u16>(expected, got),
        5 => diff_as::<i32>(expected, got),
        6 => diff_as::<u32>(expected, got),
        7 | 9 => diff_as::<i64>(expected, got),
        8 | 10 => diff_as::<u64>(expected, got),
        11 => diff_as::<f32>(expected, got),
        12 => diff_as::<f64>(expected, got),
        14 => diff_as::<Complex<f32>>(expected, got),
        15 => diff_as::<Complex<f64>>(expected, got),
        t => Err(Error::Marshal(format!("cannot compare arrays of {}", name(t)))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f64s(shape: &[usize], v: &[f64]) -> OwnedArray {
        OwnedArray {
            typenum: 12,
            itemsize: 8,
            shape: shape.to_vec(),
            data: v.iter().flat_map(|x| x.to_le_bytes()).collect(),
        }
    }

    #[test]
    fn first_mismatch_index_values_and_ulps() {
        let a = f64s(&[2, 2], &[1.0, 2.0, 3.0, 4.0]);
        let next = f64::from_bits(3.0f64.to_bits() + 2);
        let b = f64s(&[2, 2], &[1.0, 2.0, next, 4.5]);
        let d = diff(&a, &b).unwrap();
        assert!(!d.identical);
        assert_eq!(d.mismatches, 2);
        let first = d.first.unwrap();
        assert_eq!(first.index, vec![1, 0]);
        assert_eq!(first.ulp, 2.0);
        assert!(
            first.expected.starts_with("3.0 (0x4008000000000000)"),
            "{}",
            first.expected
        );
        assert_eq!(d.max_abs, 0.5);
        assert_eq!(d.max_rel, 0.125);
        assert!(diff(&a, &a).unwrap().identical);
    }

    #[test]
    fn complex_parts_moduli_and_nans() {
        let c128 = |v: &[(f64, f64)]| OwnedArray {
            typenum: 15,
            itemsize: 16,
            shape: vec![v.len()],
            data: v
                .iter()
                .flat_map(|(r, i)| r.to_le_bytes().into_iter().chain(i.to_le_bytes()))
                .collect(),
        };
        let next = |x: f64, k: u64| f64::from_bits(x.to_bits() + k);
        let d = diff(
            &c128(&[(1.0, 2.0), (3.0, 4.0)]),
            &c128(&[(1.0, next(2.0, 3)), (6.0, 8.0)]),
        )
        .unwrap();
        assert_eq!((d.identical, d.mismatches), (false, 2));
        let first = d.first.unwrap();
        assert_eq!((first.index, first.ulp), (vec![0], 3.0));
        assert!(
            first.expected.starts_with("1.0 (0x3ff0000000000000) + 2.0"),
            "{}",
            first.expected
        );
        // (6 + 8j) - (3 + 4j) has modulus 5, (3 + 4j) has modulus 5
        assert_eq!((d.max_abs, d.max_rel), (5.0, 1.0));
        let nans = diff(&c128(&[(f64::NAN, 0.0)]), &c128(&[(1.0, f64::NAN)])).unwrap();
        assert_eq!((nans.nan_payloads, nans.max_ulp), (1, 0.0));
        let one_nan = diff(&c128(&[(f64::NAN, 0.0)]), &c128(&[(1.0, 0.0)])).unwrap();
        assert_eq!(one_nan.max_ulp, f64::INFINITY);
        let c64 = OwnedArray {
            typenum: 14,
            itemsize: 8,
            shape: vec![1],
            data: [1.5f32, -2.0].iter().flat_map(|x| x.to_le_bytes()).collect(),
        };
        assert!(diff(&c64, &c64.clone()).unwrap().identical);
        assert!(diff(&c64, &c128(&[(1.5, -2.0)]))
            .unwrap_err()
            .to_string()
            .contains("expected complex64, got complex128"));
    }

    #[test]
    fn signed_zeros_nans_and_ints() {
        let z = diff(&f64s(&[1], &[0.0]), &f64s(&[1], &[-0.0])).unwrap();
        assert!(!z.identical);
        assert_eq!(z.max_ulp, 0.0);
        assert_eq!(z.max_abs, 0.0);
        let smallest = f64::from_bits(1);
        let across = diff(&f64s(&[1], &[-smallest]), &f64s(&[1], &[smallest])).unwrap();
        assert_eq!(across.max_ulp, 2.0);
        let nan = diff(&f64s(&[1], &[f64::NAN]), &f64s(&[1], &[1.0])).unwrap();
        assert_eq!(nan.max_ulp, f64::INFINITY);
        let payload = f64::from_bits(f64::NAN.to_bits() | 1);
        let nans = diff(&f64s(&[1], &[f64::NAN]), &f64s(&[1], &[payload])).unwrap();
        assert!(!nans.identical);
        assert_eq!((nans.mismatches, nans.nan_payloads), (1, 1));
        assert_eq!(nans.max_ulp, 0.0);
        let ints = |v: &[i32]| OwnedArray {
            typenum: 5,
            itemsize: 4,
            shape: vec![v.len()],
            data: v.iter().flat_map(|x| x.to_le_bytes()).collect(),
        };
        let d = diff(&ints(&[1, -5]), &ints(&[1, 7])).unwrap();
        assert_eq!(d.first.unwrap().index, vec![1]);
        assert_eq!(d.max_ulp, 12.0);
    }

    #[test]
    fn dtype_and_shape_differences_are_errors() {
        let a = f64s(&[2], &[1.0, 2.0]);
        let b = f64s(&[1, 2], &[1.0, 2.0]);
        assert!(diff(&a, &b).unwrap_err().to_string().contains("shapes differ"));
        let mut c = a.clone();
        c.typenum = 7;
        assert!(diff(&a, &c)
            .unwrap_err()
            .to_string()
            .contains("expected float64, got int64"));
    }
}
