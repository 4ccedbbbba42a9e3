"""TensorType: NumPy arrays as `PyArrayObject*` with PyTensor's C fragments (same checks,
same messages), and a `filter` that turns what callers pass into the exact array the C code
expects or says precisely why it cannot. Also TensorType's C for the generic DeepCopyOp and
ViewOp (twinlink.ops)."""
from __future__ import annotations

import numpy as np

from ..graph import Type
from ..ops import register_deep_copy_op_c_code, register_view_op_c_code
from .variable import TensorVariable

# dtype name -> NumPy C type-number macro (what messages and C checks name).
DTYPES = {
    "bool": "NPY_BOOL",
    "int8": "NPY_INT8", "int16": "NPY_INT16", "int32": "NPY_INT32", "int64": "NPY_INT64",
    "uint8": "NPY_UINT8", "uint16": "NPY_UINT16", "uint32": "NPY_UINT32", "uint64": "NPY_UINT64",
    "float32": "NPY_FLOAT32", "float64": "NPY_FLOAT64",
}


# DLPack device types (dlpack.h DLDeviceType) named in errors.
_DL_CPU = 1
_DL_DEVICES = {2: "CUDA", 3: "CUDA host memory", 4: "OpenCL", 7: "Vulkan", 8: "Metal", 9: "VPI", 10: "ROCm",
               11: "ROCm host memory", 13: "CUDA managed memory", 14: "oneAPI", 15: "WebGPU", 16: "Hexagon"}


def _c_type(dtype):
    return "npy_bool" if dtype == "bool" else f"npy_{dtype}"


def _describe(value):
    """How an argument reads in an error message: 'int64 array of rank 2', 'None', ..."""
    if value is None:
        return "None"
    if isinstance(value, np.ndarray):
        order = "" if value.dtype.isnative else f"{'big' if value.dtype.byteorder == '>' else 'little'}-endian ({value.dtype.str}) "
        return f"{order}{value.dtype.name} array of rank {value.ndim}"
    return f"{type(value).__name__}"


class TensorType(Type):
    """An n-d NumPy array of one dtype. `shape` gives static lengths (None = unknown);
    `broadcastable` is the older spelling (True = length 1)."""

    __props__ = ("dtype", "shape")

    def __init__(self, dtype, shape=None, broadcastable=None):
        dtype = np.dtype(dtype).name
        if dtype not in DTYPES:
            raise TypeError(f"TensorType: unsupported dtype {dtype!r} (supported: {', '.join(DTYPES)})")
        if shape is None and broadcastable is None:
            raise TypeError("TensorType needs shape or broadcastable (its rank)")
        if broadcastable is not None:
            implied = tuple(1 if b else None for b in broadcastable)
            if shape is not None and len(tuple(shape)) != len(implied):
                raise ValueError(f"TensorType: shape {tuple(shape)} and broadcastable {tuple(broadcastable)} disagree on the rank")
            shape = implied if shape is None else shape
        shape = tuple(None if s is None else int(s) for s in shape)
        if any(s is not None and s < 0 for s in shape):
            raise ValueError(f"TensorType: negative length in shape {shape}")
        self.dtype = dtype
        self.shape = shape
        self.numpy_dtype = np.dtype(dtype)
        self.type_num = self.numpy_dtype.num
        self.type_num_name = DTYPES[dtype]
        self._static_axes = tuple((axis, n) for axis, n in enumerate(shape) if n is not None)

    ndim = property(lambda self: len(self.shape))
    broadcastable = property(lambda self: tuple(s == 1 for s in self.shape))

    def __eq__(self, other):
        return type(self) is type(other) and self.dtype == other.dtype and self.shape == other.shape

    def __hash__(self):
        return hash((type(self), self.dtype, self.shape))

    def __call__(self, name=None):
        return TensorVariable(self, name=name)

    make_variable = __call__

    def __str__(self):
        dims = ", ".join("?" if s is None else str(s) for s in self.shape)
        return f"TensorType({self.dtype}, shape=({dims}{',' if self.ndim == 1 else ''}))"

    __repr__ = __str__

    # -- Python side -------------------------------------------------------------------------
    def _expected(self):
        return f"expected {self.dtype} array of rank {self.ndim}"

    def filter(self, data, strict=False, allow_downcast=None):
        """Return `data` as an aligned, native-order array of exactly this dtype and rank."""
        arr = data
        if type(arr) is not np.ndarray:
            arr = self._to_array(data, strict, allow_downcast)
        if arr.dtype.num != self.type_num or not arr.dtype.isnative:
            arr = self._convert(arr, data, strict, allow_downcast)
        if arr.ndim != self.ndim:
            raise TypeError(f"{self._expected()}, got {_describe(arr)}")
        for axis, want in self._static_axes:
            if arr.shape[axis] != want:
                raise ValueError(f"expected shape {self._shape_text()}, got {arr.shape} (axis {axis} must have length {want})")
        if not arr.flags.aligned:
            raise TypeError(f"{self._expected()}, got an array that is not aligned in memory; pass a copy (np.array(x))")
        return arr

    def passthrough_array(self):
        # What `filter` above returns unchanged; a subclass or instance with its own filter
        # keeps running it.
        if getattr(self.filter, "__func__", None) is not TensorType.filter:
            return None
        return self.type_num, self.shape

    def _shape_text(self):
        return "(" + ", ".join("?" if s is None else str(s) for s in self.shape) + ("," if self.ndim == 1 else "") + ")"

    def _to_array(self, data, strict, allow_downcast):
        if data is None:
            raise TypeError(f"{self._expected()}, got None")
        if type(data) is float and self.ndim == 0 and self.numpy_dtype.kind == "f":
            # The common scalar (a Python float for a float 0-d input): what the general path
            # below returns (rounded into float32 if need be), without its exactness checks.
            return np.array(data, dtype=self.numpy_dtype)
        if isinstance(data, np.ndarray):  # a subclass (matrix, masked array...): its plain data
            return np.asarray(data)
        if hasattr(type(data), "__dlpack__"):
            # The consumer asks where the data lives first (the DLPack protocol of the Python
            # array API standard): only CPU memory can be read here. from_dlpack then asks for
            # a versioned capsule, falls back to a legacy one, renames the consumed capsule and
            # keeps read-only data read-only.
            device = data.__dlpack_device__() if hasattr(type(data), "__dlpack_device__") else (_DL_CPU, 0)
            if device[0] != _DL_CPU:
                name = _DL_DEVICES.get(device[0], f"device type {device[0]}")
                raise BufferError(f"{self._expected()} in CPU memory, got a DLPack tensor on {name} (device {tuple(device)})")
            return np.from_dlpack(data)
        if strict:
            raise TypeError(f"{self._expected()}, got {_describe(data)} (strict=True accepts only arrays)")
        if isinstance(data, (bool, int, float, np.generic)) and self.ndim != 0:
            raise TypeError(f"{self._expected()}, got a scalar {type(data).__name__}")
        try:
            arr = np.asarray(data)
        except (ValueError, TypeError) as e:
            raise TypeError(f"{self._expected()}, got {_describe(data)} that does not convert to an array ({e})") from None
        if arr.dtype.kind not in "biuf":
            raise TypeError(f"{self._expected()}, got {_describe(data)} that converts to a {arr.dtype} array")
        # Python numbers and lists: accept the values if they survive conversion exactly
        # (Python floats may be rounded into float32, as PyTensor allows).
        converted = arr.astype(self.numpy_dtype)
        exact = np.array_equal(converted, arr) or (arr.dtype.kind == "f" and self.numpy_dtype.kind == "f")
        if arr.dtype.kind == "f" and self.numpy_dtype.kind in "iub" and not allow_downcast:
            exact = False
        if not exact and not allow_downcast:
            raise TypeError(f"{self._expected()}, got {_describe(data)} whose values do not fit {self.dtype} exactly (pass allow_downcast=True to round them)")
        return converted

    def _convert(self, arr, data, strict, allow_downcast):
        if not arr.dtype.isnative:
            raise TypeError(f"{self._expected()}, got {_describe(arr)}; convert it with arr.astype(arr.dtype.newbyteorder('='))")
        if arr.dtype.kind not in "biuf":
            why = "complex values have no real dtype to convert to" if arr.dtype.kind == "c" else "not a numeric dtype"
            raise TypeError(f"{self._expected()}, got {_describe(arr)} ({why})")
        if arr.dtype == self.numpy_dtype:
            return arr.view(self.numpy_dtype)  # same kind and size, another type number (long/longlong)
        if strict:
            raise TypeError(f"{self._expected()}, got {_describe(arr)} (strict=True: no conversion)")
        if np.can_cast(arr.dtype, self.numpy_dtype, "safe") or allow_downcast:
            return arr.astype(self.numpy_dtype)
        raise TypeError(f"{self._expected()}, got {_describe(arr)}; converting {arr.dtype.name} to {self.dtype} could lose precision (pass allow_downcast=True to allow it)")

    def values_eq(self, a, b):
        return np.array_equal(a, b)

    def values_eq_approx(self, a, b, rtol=1e-5, atol=1e-8):
        return a.shape == b.shape and np.allclose(a, b, rtol=rtol, atol=atol, equal_nan=True)

    # -- C interface (PyTensor's, with the same checks and messages) -------------------------
    def c_declare(self, name, sub, check_input=True):
        typedef = f"\ntypedef {_c_type(self.dtype)} dtype_{name};" if check_input else ""
        return f"PyArrayObject* {name};{typedef}"

    def c_init(self, name, sub):
        return f"{name} = NULL;"

    def c_extract(self, name, sub, check_input=True, **kw):
        # The checks are ARRAY_TEXT's (one copy per module, not one per input).
        checks = (f'\n        if (tl_array_check(py_{name}, {self.type_num}, "{self.type_num_name}") < 0) {{ {sub["fail"]} }}'
                  if check_input else "")
        return f"""
        {name} = NULL;{checks}
        {name} = (PyArrayObject*)py_{name};
        Py_XINCREF({name});
        """

    def c_sync(self, name, sub):
        return f"tl_array_sync(&py_{name}, {name});"

    def c_support_code(self, **kw):
        return ARRAY_TEXT

    def c_cleanup(self, name, sub):
        return f"Py_XDECREF({name});\n{name} = NULL;"

    def c_headers(self, **kw):
        return ["<numpy/arrayobject.h>", "<numpy/npy_math.h>", "<math.h>"]

    def c_init_code(self, **kw):
        return ["import_array();"]

    def c_compile_args(self, **kw):
        return ["-DNPY_NO_DEPRECATED_API=NPY_1_7_API_VERSION"]

    def c_output_set(self, name):
        """C condition that holds once an op has set an output of this type."""
        return f"{name} != NULL"

    def c_element_type(self):
        return _c_type(self.dtype)

    def c_is_simple(self):
        return False

    def c_code_cache_version(self):
        return (2,)


ARRAY_TEXT = r"""
/* TensorType's input check, PyTensor's checks and messages: 0, or -1 with the error set. */
static int tl_array_check(PyObject* py, int num, const char* num_name) {
    if (py == Py_None) {
        PyErr_SetString(PyExc_ValueError, "expected an ndarray, not None");
        return -1;
    }
    if (!PyArray_Check(py)) {
        PyErr_SetString(PyExc_ValueError, "expected an ndarray");
        return -1;
    }
    if (!PyArray_ISALIGNED((PyArrayObject*)py)) {
        PyErr_Format(PyExc_NotImplementedError, "expected an aligned array of type %d (%s), got a non-aligned array of type %d",
                     num, num_name, PyArray_TYPE((PyArrayObject*)py));
        return -1;
    }
    if (PyArray_TYPE((PyArrayObject*)py) != num) {
        PyErr_Format(PyExc_TypeError, "expected type_num %d (%s) got %d", num, num_name, PyArray_TYPE((PyArrayObject*)py));
        return -1;
    }
    return 0;
}

/* TensorType's c_sync: *py becomes the array an op left in the variable, or None. */
static void tl_array_sync(PyObject** py, PyArrayObject* v) {
    if (!v) {
        Py_XDECREF(*py);
        Py_INCREF(Py_None);
        *py = Py_None;
    } else if ((void*)*py != (void*)v) {
        Py_XDECREF(*py);
        *py = (PyObject*)v;
        Py_INCREF(*py);
    }
}
"""


# -- TensorType's C for the generic registered ops (as PyTensor's) -----------------------------
register_deep_copy_op_c_code(TensorType, """
    Py_XDECREF(%(oname)s);
    %(oname)s = (PyArrayObject*)PyArray_NewCopy(%(iname)s, NPY_ANYORDER);
    if (!%(oname)s) { %(fail)s }
    """, version=(1,), glue=True)
register_view_op_c_code(TensorType, """
    Py_XDECREF(%(oname)s);
    %(oname)s = %(iname)s;
    Py_XINCREF(%(oname)s);
    """, version=(1,), glue=True)
