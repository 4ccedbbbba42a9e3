"""Op params, PyTensor's interface (its `link/c/params_type.py` and `link/c/type.py`): `Params`
(the value), `ParamsType` (a C++ struct of typed fields), `EnumType`/`EnumList`/`CEnumType`
(named constants, `#define`d or taken from C headers) and `CDataType` (an opaque C pointer with
a destructor). The C they generate uses PyTensor's names (struct members named after the
fields, `extract`/`cleanup`/`errorOccurred` methods, enum macros, `PyInt_*` compatibility
macros), so op code written for PyTensor's types works unchanged. How the linker turns an op's
params into a constant named by `sub['params']`: ARCHITECTURE.md, "Op params"."""
from __future__ import annotations

import datetime
import hashlib
import math
import re

import numpy as np

from .errors import TwinlinkError
from .graph import Type, call_with_accepted


class ParamsError(TwinlinkError):
    """A bad params type, enum definition or params value."""


class ParamsTypeError(ParamsError, TypeError):
    """A value or argument of the wrong kind (PyTensor raises TypeError there)."""


class ParamsValueError(ParamsError, ValueError):
    """A value outside what the type accepts."""


class ParamsAttributeError(ParamsError, AttributeError):
    """A bad or missing name: a field, an enum constant, an alias (PyTensor: AttributeError)."""


class ParamsKeywordError(ParamsError, SyntaxError):
    """A field named like a C or C++ keyword (PyTensor raises SyntaxError there)."""


class ImmutableError(ParamsError, NotImplementedError):
    """Params values and enum constants cannot be changed (PyTensor: NotImplementedError)."""


_IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_ENUM_NAME = re.compile(r"^[A-Z][A-Z0-9_]*$")

# The C11 and C++17 keywords (cppreference's keyword pages), and NULL: a field is a struct
# member, so it cannot be named like one of them.
C_CPP_KEYWORDS = frozenset("""
    _Alignas _Alignof _Atomic _Bool _Complex _Generic _Imaginary _Noreturn _Pragma _Static_assert
    _Thread_local alignas alignof and and_eq asm auto bitand bitor bool break case catch char
    char16_t char32_t class compl const const_cast constexpr continue decltype default delete do
    double dynamic_cast else enum explicit export extern false float for friend goto if inline int
    long mutable namespace new noexcept not not_eq NULL nullptr operator or or_eq private protected
    public register reinterpret_cast restrict return short signed sizeof static static_assert
    static_cast struct switch template this thread_local throw true try typedef typeid typename
    union unsigned using virtual void volatile wchar_t while xor xor_eq
""".split())

_MISSING = object()


def _signature(field, value):
    """A hashable stand-in for a field's value (arrays by dtype, shape and bytes)."""
    if isinstance(value, np.ndarray):
        data = np.ascontiguousarray(value).tobytes()
        return ("ndarray", value.dtype.str, value.shape, hashlib.sha256(data).hexdigest())
    try:
        hash(value)
    except TypeError:
        raise ParamsTypeError(f"Params: field {field!r} holds an unhashable {type(value).__name__}, "
                              f"so the Params cannot be hashed") from None
    return value


def _restore(cls, items, state):
    obj = dict.__new__(cls)
    dict.update(obj, items)
    obj.__dict__.update(state)
    return obj


class Params(dict):
    """The value of a `ParamsType`: a read-only dict of the field values, also readable as
    attributes (``params.a``). Equal when the params types are equal and each field's type
    says the values are equal (`values_eq`); hashable when every value is (arrays by content)."""

    def __init__(self, params_type, **values):
        if not isinstance(params_type, ParamsType):
            raise ParamsTypeError(f"Params: the first argument must be a ParamsType, not {type(params_type).__name__}")
        missing = [f for f in params_type.fields if f not in values]
        if missing:
            raise ParamsTypeError(f"Params: no value for field {', '.join(map(repr, missing))} of {params_type}")
        unknown = sorted(set(values) - set(params_type.fields))
        if unknown:
            raise ParamsTypeError(f"Params: {', '.join(map(repr, unknown))} is not a field of {params_type} "
                                  f"(its fields: {', '.join(params_type.fields)})")
        super().__init__(**values)
        self.__dict__.update(__params_type__=params_type, __signatures__=None)

    def __repr__(self):
        return "Params(" + ", ".join(f"{k}:{type(self[k]).__name__}:{self[k]}" for k in sorted(self)) + ")"

    def __getattr__(self, key):
        if key in self:
            return self[key]
        raise ParamsAttributeError(f"Params has no field {key!r} (its fields: {', '.join(sorted(self))})")

    def _immutable(self, *args, **kw):
        raise ImmutableError("Params is immutable; build a new one (ParamsType.get_params or Params(...))")

    __setattr__ = __delattr__ = __setitem__ = __delitem__ = _immutable
    clear = pop = popitem = setdefault = update = __ior__ = _immutable

    def __reduce__(self):
        return (_restore, (type(self), dict(self), {"__params_type__": self.__params_type__, "__signatures__": None}))

    def __hash__(self):
        ptype = self.__params_type__
        if self.__signatures__ is None:
            self.__dict__["__signatures__"] = tuple(
                (t, _signature(f, self[f])) for f, t in zip(ptype.fields, ptype.types))
        return hash((type(self), ptype, self.__signatures__))

    def __eq__(self, other):
        if type(self) is not type(other) or self.__params_type__ != other.__params_type__:
            return False
        ptype = self.__params_type__
        return all(t.values_eq(self[f], other[f]) for f, t in zip(ptype.fields, ptype.types))

    def __ne__(self, other):
        return not self.__eq__(other)


def _is_type(t):
    """A twinlink Type, or another library's type with the C interface's methods."""
    return isinstance(t, Type) or all(hasattr(t, m) for m in ("filter", "c_declare", "c_init", "c_extract", "c_cleanup"))


def _field_error(where, field, error):
    """`error` (from a field type's filter) again, with the field named."""
    cls = ParamsValueError if isinstance(error, ValueError) else ParamsTypeError
    return cls(f"{where}: field {field!r}: {error}")


def _gathered(method):
    """A ParamsType method returning the concatenation of its fields' lists for `method`."""

    def gather(self, **kw):
        items = []
        for t in self.types:
            fn = getattr(t, method, None)
            if fn is not None:
                got = call_with_accepted(fn, **kw)
                items.extend([got] if isinstance(got, str) else (got or []))
        return items

    gather.__name__ = method
    return gather


class ParamsType(Type):
    """A struct of named, typed fields as one op parameter: ``ParamsType(a=TensorType(...),
    b=some_scalar_type, mode=EnumList(...))``. Fields are sorted by name. In C it is a C++
    struct (named `self.name`) with one member per field; op code reads ``params->a``.
    Constants of enum fields are readable here too (``params_type.MODE_X``)."""

    def __init__(self, **fields):
        if not fields:
            raise ParamsValueError("ParamsType needs at least one field (name=Type)")
        for field, t in fields.items():
            if not _IDENTIFIER.match(field):
                raise ParamsAttributeError(f"ParamsType: field name {field!r} is not a C identifier")
            if field in C_CPP_KEYWORDS:
                raise ParamsKeywordError(f"ParamsType: field name {field!r} is a C or C++ keyword")
            if not _is_type(t):
                raise ParamsTypeError(f"ParamsType: field {field!r} must be a twinlink Type, not {type(t).__name__}")
        self.length = len(fields)
        self.fields = tuple(sorted(fields))
        self.types = tuple(fields[f] for f in self.fields)
        self.name = self.generate_struct_name()
        enums = [t for t in self.types if isinstance(t, EnumType)]
        const_to_enum, alias_to_enum = {}, {}
        for e in enums:
            for constant in e:
                if constant in const_to_enum:
                    raise ParamsAttributeError(f"ParamsType: two enum fields define the constant {constant!r}")
                const_to_enum[constant] = e
        for e in enums:
            for alias in e.aliases:
                if alias in alias_to_enum:
                    raise ParamsAttributeError(f"ParamsType: two enum fields define the alias {alias!r}")
                if alias in const_to_enum:
                    raise ParamsAttributeError(f"ParamsType: the alias {alias!r} is also the name of a constant")
                alias_to_enum[alias] = e
        self.__dict__.update(_const_to_enum=const_to_enum, _alias_to_enum=alias_to_enum)

    def __getattr__(self, key):
        enums = self.__dict__.get("_const_to_enum", {})
        if key in enums:
            return enums[key][key]
        raise AttributeError(f"{type(self).__name__} has no attribute {key!r}")

    def __repr__(self):
        return "ParamsType<" + ", ".join(f"{f}:{t}" for f, t in zip(self.fields, self.types)) + ">"

    __str__ = __repr__

    def __eq__(self, other):
        return type(self) is type(other) and self.fields == other.fields and self.types == other.types

    def __hash__(self):
        return hash((type(self), self.fields, self.types))

    def generate_struct_name(self):
        """`_Params_<sha256 of the field names>_<sha256 of the field types>`, PyTensor's form. The
        types are named by class and text, so two ParamsTypes share a struct only when their
        fields are alike."""
        names = ",".join(self.fields).encode("utf-8")
        types = ",".join(f"{type(t).__module__}.{type(t).__qualname__}:{t}" for t in self.types).encode("utf-8")
        return f"_Params_{hashlib.sha256(names).hexdigest()}_{hashlib.sha256(types).hexdigest()}"

    # -- lookups ---------------------------------------------------------------------------------
    def has_type(self, type_):
        return type_ in self.types

    def get_type(self, field):
        if field not in self.fields:
            raise ParamsAttributeError(f"{self} has no field {field!r}")
        return self.types[self.fields.index(field)]

    def get_field(self, type_):
        """The first field (by name) of type `type_`."""
        if type_ not in self.types:
            raise ParamsValueError(f"{self} has no field of type {type_}")
        return self.fields[self.types.index(type_)]

    def get_enum(self, key):
        """The value of the enum constant `key` of one of the enum fields."""
        if key not in self._const_to_enum:
            raise ParamsAttributeError(f"{self} has no enum constant {key!r}")
        return self._const_to_enum[key][key]

    def enum_from_alias(self, alias):
        """The value of the enum constant with alias `alias`, else of the constant named `alias`."""
        if alias in self._alias_to_enum:
            return self._alias_to_enum[alias].fromalias(alias)
        if alias in self._const_to_enum:
            return self._const_to_enum[alias][alias]
        raise ParamsAttributeError(f"{self} has no enum alias or constant {alias!r}")

    def extended(self, **fields):
        """A ParamsType with these fields added (or replaced)."""
        return ParamsType(**dict(zip(self.fields, self.types)), **fields)

    # -- values ----------------------------------------------------------------------------------
    def get_params(self, *objects, **values):
        """A Params from the attributes of `objects` (a later object wins) and keywords (which win
        over objects), each filtered by its field's type (converting, downcast allowed)."""
        found = {}
        for obj in objects:
            for f in self.fields:
                value = getattr(obj, f, _MISSING)
                if value is not _MISSING:
                    found[f] = value
        found.update((f, values[f]) for f in self.fields if f in values)
        missing = [f for f in self.fields if f not in found]
        if missing:
            sources = ", ".join(type(o).__name__ for o in objects) or "no object"
            raise ParamsAttributeError(f"{self}.get_params: no value for field {', '.join(map(repr, missing))} "
                                       f"(not an attribute of {sources}, nor a keyword)")
        return Params(self, **self._filter_fields(found, "get_params", False, True))

    def _filter_fields(self, values, where, strict, allow_downcast):
        out = {}
        for f, t in zip(self.fields, self.types):
            try:
                out[f] = call_with_accepted(t.filter, values[f], strict=strict, allow_downcast=allow_downcast)
            except (TypeError, ValueError) as e:
                raise _field_error(f"{self}.{where}", f, e) from e
        return out

    def filter(self, data, strict=False, allow_downcast=None):
        """`data` (a Params, a dict or an object with the fields as attributes) as a Params whose
        values each field's type accepts. strict: `data` must already be such a Params."""
        if strict and not isinstance(data, Params):
            raise ParamsTypeError(f"{self}: strict mode expects a Params, not {type(data).__name__}")
        values = {}
        for f in self.fields:
            value = data.get(f, _MISSING) if isinstance(data, dict) else getattr(data, f, _MISSING)
            if value is _MISSING:
                raise ParamsTypeError(f"{self}: the value has no field {f!r} ({type(data).__name__})")
            values[f] = value
        filtered = self._filter_fields(values, "filter", strict, allow_downcast)
        if strict:
            return data
        if (isinstance(data, Params) and data.__params_type__ == self and len(data) == self.length
                and all(filtered[f] is data[f] for f in self.fields)):
            return data
        return Params(self, **filtered)

    def values_eq(self, a, b):
        return all(t.values_eq(getattr(a, f), getattr(b, f)) for f, t in zip(self.fields, self.types))

    def values_eq_approx(self, a, b):
        return all(t.values_eq_approx(getattr(a, f), getattr(b, f)) for f, t in zip(self.fields, self.types))

    # -- C interface: the fields' global parts, then the struct ---------------------------------
    c_headers = _gathered("c_headers")
    c_header_dirs = _gathered("c_header_dirs")
    c_libraries = _gathered("c_libraries")
    c_lib_dirs = _gathered("c_lib_dirs")
    c_compile_args = _gathered("c_compile_args")
    c_no_compile_args = _gathered("c_no_compile_args")
    c_init_code = _gathered("c_init_code")

    def c_language(self):
        return "c++"  # the struct has a constructor, a destructor and methods; made with new

    def c_support_code(self, **kw):
        """The fields' support code (each text once), then the struct: PyTensor's layout, a
        member per field plus `<name>_error`, `extract(PyObject*, int field_pos)`, `cleanup()`,
        `setErrorOccurred()`/`errorOccurred()`; fields' code fails by flagging an error."""
        sub = {"fail": "{this->setErrorOccurred(); return;}"}
        support = []
        for t in self.types:
            if hasattr(t, "c_support_code"):
                code = call_with_accepted(t.c_support_code)
                for text in [code] if isinstance(code, str) else (code or []):
                    if text and text not in support:
                        support.append(text)
        s = self.name
        declares, inits, cleanups, extracts, cases = [], [], [], [], []
        for pos, (f, t) in enumerate(zip(self.fields, self.types)):
            declares.append(call_with_accepted(t.c_declare, f, sub, check_input=True))
            inits.append(call_with_accepted(t.c_init, f, sub))
            cleanups.append(call_with_accepted(t.c_cleanup, f, sub))
            extracts.append(f"void extract_{f}(PyObject* py_{f}) {{\n"
                            f"{call_with_accepted(t.c_extract, f, sub, check_input=True)}\n}}")
            cases.append(f"case {pos}: extract_{f}(object); break;")
        nl = "\n"
        struct = f"""
/** ParamsType {s} **/
#ifndef {s.upper()}
#define {s.upper()}
struct {s} {{
    int {s}_error;
{nl.join(declares)}

    {s}() {{
        {s}_error = 0;
{nl.join(inits)}
    }}

    ~{s}() {{
        cleanup();
    }}

    void cleanup() {{
{nl.join(cleanups)}
    }}

{nl.join(extracts)}

    void extract(PyObject* object, int field_pos) {{
        switch (field_pos) {{
        {nl.join(cases)}
        default:
            PyErr_Format(PyExc_TypeError, "ParamsType: no extraction defined for a field %d.", field_pos);
            this->setErrorOccurred();
            break;
        }}
    }}

    void setErrorOccurred() {{
        ++{s}_error;
    }}

    int errorOccurred() {{
        return {s}_error;
    }}
}};
#endif
/** End ParamsType {s} **/
"""
        return [*support, struct]

    def c_code_cache_version(self):
        versions = tuple(call_with_accepted(t.c_code_cache_version) if hasattr(t, "c_code_cache_version") else ()
                         for t in self.types)
        if not all(versions):
            return ()  # a field without a version: the struct's C may change unseen
        return (1, versions)

    # The value is always reached through a pointer (PyTensor's choice: ops pass it to
    # functions, which should not copy the struct).
    def c_declare(self, name, sub, check_input=True):
        return f"{self.name}* {name};"

    def c_init(self, name, sub):
        return f"{name} = NULL;"

    def c_cleanup(self, name, sub):
        return f"delete {name};\n{name} = NULL;"

    def c_extract(self, name, sub, check_input=True, **kw):
        fail = sub["fail"]
        fields = ", ".join(f'"{f}"' for f in self.fields)
        return f"""
{name} = new {self.name};
{{
    const char* fields[] = {{{fields}}};
    if (py_{name} == Py_None || !PyDict_Check(py_{name})) {{
        PyErr_Format(PyExc_ValueError, "ParamsType: expected a Params (a dict of the fields), not %.200s",
                     Py_TYPE(py_{name})->tp_name);
        {fail}
    }}
    for (int i = 0; i < {self.length}; ++i) {{
        PyObject* o = PyDict_GetItemString(py_{name}, fields[i]);
        if (o == NULL) {{
            PyErr_Format(PyExc_TypeError, "ParamsType: missing expected attribute \\"%s\\" in object.", fields[i]);
            {fail}
        }}
        {name}->extract(o, i);
        if ({name}->errorOccurred()) {{
            /* The field's own extract set the exception: say which field it was. */
            PyObject *tl_type, *tl_value, *tl_traceback;
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_RuntimeError, "failed without an exception");
            PyErr_Fetch(&tl_type, &tl_value, &tl_traceback);
            if (tl_value != NULL)
                PyErr_Format(tl_type, "ParamsType: field \\"%s\\": %S", fields[i], tl_value);
            else
                PyErr_Format(tl_type, "ParamsType: field \\"%s\\": extraction failed", fields[i]);
            Py_XDECREF(tl_type);
            Py_XDECREF(tl_value);
            Py_XDECREF(tl_traceback);
            {fail}
        }}
    }}
}}
"""

    def c_sync(self, name, sub):
        raise NotImplementedError("a ParamsType value cannot be a graph output")


class EnumType(Type, dict):
    """Named constants (ints, floats; bools become ints), in Python as attributes and items, in
    C as macros (``#define NAME value``); the value of the type is one of the constants, of C
    type `ctype` (default double). Names are capitals, digits and underscores. A constant may
    have an alias, ``NAME=("alias", value)``, that `fromalias` and a non-strict `filter` accept."""

    def __init__(self, **constants):
        kind = type(self).__name__
        ctype = constants.pop("ctype", "double")
        parts = ctype.split() if isinstance(ctype, str) else None
        if not parts or not all(_IDENTIFIER.match(p) for p in parts):
            raise ParamsTypeError(f"{kind}: ctype {ctype!r} is not a C type name")
        ctype = " ".join(parts)
        cname = constants.pop("cname", ctype.replace(" ", "_"))
        if not isinstance(cname, str) or not _IDENTIFIER.match(cname):
            raise ParamsTypeError(f"{kind}: cname {cname!r} is not a C identifier")
        aliases = {}
        for name, value in list(constants.items()):
            if not _ENUM_NAME.match(name):
                raise ParamsAttributeError(f"{kind}: invalid constant name {name!r} (capital letters, digits and "
                                           f"underscores, starting with a capital)")
            if isinstance(value, (list, tuple)):
                if len(value) != 2:
                    raise ParamsTypeError(f"{kind}: constant {name!r}: a tuple must be (alias, value), got {value!r}")
                alias, value = value
                if not isinstance(alias, str):
                    raise ParamsTypeError(f"{kind}: constant {name!r}: the alias must be a str, not {alias!r}")
                if alias == name:
                    raise ParamsTypeError(f"{kind}: constant {name!r}: an alias equal to the name is useless")
                if alias in aliases:
                    raise ParamsTypeError(f"{kind}: alias {alias!r} is used twice")
                aliases[alias] = name
            if isinstance(value, bool):
                value = int(value)
            elif not isinstance(value, (int, float)):
                raise ParamsTypeError(f"{kind}: constant {name!r}: expected an int or a float, got {type(value).__name__}")
            if isinstance(value, float) and not math.isfinite(value):
                raise ParamsValueError(f"{kind}: constant {name!r}: {value} has no C literal")
            constants[name] = value
        clash = sorted(a for a in aliases if a in constants)
        if clash:
            raise ParamsTypeError(f"{kind}: alias {', '.join(map(repr, clash))} is also a constant's name")
        dict.__init__(self, **constants)
        self.__dict__.update(ctype=ctype, cname=cname, aliases=aliases)

    def fromalias(self, alias):
        """The value of the constant with alias `alias`, else of the constant named `alias`."""
        if alias in self.aliases:
            return self[self.aliases[alias]]
        if alias in self:
            return self[alias]
        raise ParamsAttributeError(f"{self}: no constant has the alias or name {alias!r}")

    def has_alias(self, alias):
        return alias in self.aliases

    def get_aliases(self):
        return tuple(sorted(self.aliases))

    def __repr__(self):
        alias_of = {name: f"({alias})" for alias, name in self.aliases.items()}
        body = ", ".join(f"{k}{alias_of.get(k, '')}:{self[k]}" for k in sorted(self))
        return f"{type(self).__name__}<{self.ctype}>({body})"

    __str__ = __repr__

    def __getattr__(self, key):
        if key in self:
            return self[key]
        raise AttributeError(f"{type(self).__name__} has no constant or attribute {key!r}")

    def __setattr__(self, key, value):
        if key in self:
            raise ImmutableError(f"{type(self).__name__}: constant {key!r} cannot be changed")
        super().__setattr__(key, value)

    def _immutable(self, *args, **kw):
        raise ImmutableError(f"{type(self).__name__}: constants cannot be changed")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = __ior__ = _immutable

    def __reduce__(self):
        return (_restore, (type(self), dict(self), dict(self.__dict__)))

    def __hash__(self):
        return hash((type(self), self.ctype, tuple(sorted(self.items())), tuple(sorted(self.aliases.items()))))

    def __eq__(self, other):
        return (type(self) is type(other) and self.ctype == other.ctype and dict(self) == dict(other)
                and self.aliases == other.aliases)

    def __ne__(self, other):
        return not self.__eq__(other)

    # -- values ----------------------------------------------------------------------------------
    def filter(self, data, strict=False, allow_downcast=None):
        """One of the constants' values; non-strict also takes a bool, a name or an alias."""
        if not strict:
            if isinstance(data, (bool, np.bool_)):
                data = int(data)
            elif isinstance(data, str):
                data = self.fromalias(data)
            elif isinstance(data, (np.integer, np.floating)):
                data = data.item()  # a Python number, which C reads on both targets
        if isinstance(data, (int, float)) and not isinstance(data, bool) and data in self.values():
            return data
        raise ParamsValueError(f"{self}: {data!r} is not one of the constants' values "
                               f"({', '.join(map(repr, sorted(set(self.values()))))})")

    def values_eq(self, a, b):
        return a == b

    def values_eq_approx(self, a, b):
        return a == b

    # -- C interface -----------------------------------------------------------------------------
    # PyTensor's C reads values with the Python 2 names; these keep such code compiling.
    pyint_compat_code = """
#if PY_MAJOR_VERSION >= 3
    #ifndef PyInt_Check
        #define PyInt_Check PyLong_Check
    #endif
    #ifndef PyInt_AsLong
        #define PyInt_AsLong PyLong_AsLong
    #endif
#endif
"""

    def c_to_string(self):
        """C for ``int pytensor_enum_to_string_<cname>(<ctype> value, char* out)``, which writes
        the constant's name into `out` (0) or sets ValueError (-1); defined when DEBUG is."""
        cases = "\n".join(f'        case {k}: sprintf(out, "{k}"); break;' for k in sorted(self))
        return f"""
#ifdef DEBUG
int pytensor_enum_to_string_{self.cname}({self.ctype} in, char* out) {{
    int ret = 0;
    switch (in) {{
{cases}
        default:
            PyErr_SetString(PyExc_ValueError, "{type(self).__name__}: unknown enum value.");
            ret = -1;
            break;
    }}
    return ret;
}}
#endif
"""

    @staticmethod
    def _literal(value):
        text = repr(value)
        return f"({text})" if value < 0 else text

    def c_support_code(self, **kw):
        defines = "".join(f"#define {k} {self._literal(self[k])}\n" for k in sorted(self))
        return self.pyint_compat_code + defines + self.c_to_string()

    def c_declare(self, name, sub, check_input=True):
        return f"{self.ctype} {name};"

    def c_init(self, name, sub):
        return f"{name} = ({self.ctype})0;"

    def c_cleanup(self, name, sub):
        return ""

    def c_extract(self, name, sub, check_input=True, **kw):
        # long long, not long: wasm32's long has 32 bits.
        return f"""
if (PyLong_Check(py_{name})) {{
    {name} = ({self.ctype})PyLong_AsLongLong(py_{name});
}} else {{
    {name} = ({self.ctype})PyFloat_AsDouble(py_{name});
}}
if (PyErr_Occurred()) {{
    {sub["fail"]}
}}
"""

    def c_sync(self, name, sub):
        raise NotImplementedError(f"a {type(self).__name__} value cannot be a graph output")

    def c_code_cache_version(self):
        return (1, self.ctype, self.cname, tuple(sorted(self.items())))


class EnumList(EnumType):
    """An EnumType whose constants are numbered in order from 0: ``EnumList("A", ("B",
    "beta"), "C")`` (a tuple gives (name, alias)). Default ctype int."""

    def __init__(self, *names, ctype="int", cname=None):
        kind = type(self).__name__
        constants = {}
        for rank, arg in enumerate(names):
            if isinstance(arg, (list, tuple)):
                if len(arg) != 2:
                    raise ParamsTypeError(f"{kind}: constant {rank}: a tuple must be (name, alias), got {arg!r}")
                name, alias = arg
                value = (alias, rank)  # EnumType checks the alias
            else:
                name, value = arg, rank
            if not isinstance(name, str):
                raise ParamsTypeError(f"{kind}: constant {rank}: the name must be a str, not {name!r}")
            if name in constants:
                raise ParamsTypeError(f"{kind}: constant name {name!r} is used twice")
            constants[name] = value
        extra = {} if cname is None else {"cname": cname}
        super().__init__(ctype=ctype, **extra, **constants)


class CEnumType(EnumList):
    """An EnumList whose constants are C's own (from a header the op includes): in Python each
    has its rank, in C the param holds the C constant's value. Default ctype int."""

    def c_support_code(self, **kw):
        return self.pyint_compat_code + self.c_to_string()

    def c_extract(self, name, sub, check_input=True, **kw):
        by_value = {v: k for k, v in self.items()}
        cases = "\n".join(f"    case {v}: {name} = {by_value[v]}; break;" for v in sorted(by_value))
        return f"""
switch (PyLong_AsLongLong(py_{name})) {{
{cases}
    default:
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "CEnumType: invalid value to map to C constants.");
        {{{sub["fail"]}}}
        break;
}}
"""

    def c_code_cache_version(self):
        return (1, super().c_code_cache_version())


# The type of PyCapsule objects (datetime's C API is one).
CAPSULE_TYPE = type(datetime.datetime_CAPI)


class CDataType(Type):
    """An opaque C pointer of type `ctype` (with its `*`) passed between ops. `freefunc` (a C
    function ``void f(ctype)``) frees it. In Python the value is a PyCapsule (or None).

    Ownership: a value an op produces belongs to the variable until the run ends, when
    `freefunc` is called on it, unless it becomes a graph output, where a capsule takes it and
    calls `freefunc` when the capsule is released. A value read from a capsule (an input, a
    ParamsType field) stays the capsule's. So, as with PyTensor, op code only assigns the
    pointer and never frees one. On wasm a capsule cannot cross the sandbox's boundary: there,
    CDataType values live between the ops of one module."""

    def __init__(self, ctype, freefunc=None, headers=(), header_dirs=(), libraries=(), lib_dirs=(),
                 compile_args=(), extra_support_code="", version=None):
        if not isinstance(ctype, str) or not ctype.strip():
            raise ParamsTypeError(f"CDataType: ctype must be a C pointer type as a str, not {ctype!r}")
        if freefunc is not None and (not isinstance(freefunc, str) or not _IDENTIFIER.match(freefunc)):
            raise ParamsTypeError(f"CDataType: freefunc must be the name of a C function, not {freefunc!r}")
        self.ctype = ctype
        self.freefunc = freefunc
        self.headers = tuple(headers)
        self.header_dirs = tuple(header_dirs)
        self.libraries = tuple(libraries)
        self.lib_dirs = tuple(lib_dirs)
        self.compile_args = tuple(compile_args)
        self.extra_support_code = extra_support_code
        self.version = version

    def __eq__(self, other):  # every attribute is a constructor argument
        return type(self) is type(other) and vars(self) == vars(other)

    def __hash__(self):
        return hash((type(self), tuple(sorted(vars(self).items()))))

    def __str__(self):
        return f"{type(self).__name__}{{{self.ctype}}}"

    __repr__ = __str__

    def filter(self, data, strict=False, allow_downcast=None):
        if data is not None and not isinstance(data, CAPSULE_TYPE):
            raise ParamsTypeError(f"{self}: expected None or a PyCapsule, got {type(data).__name__}")
        return data

    def values_eq(self, a, b):
        return a is b

    # Simple: a temporary lives in `run` (made, used and freed in one call) and an output is
    # never handed back for reuse (ARCHITECTURE.md, "The generated module").
    def c_is_simple(self):
        return True

    def c_declare(self, name, sub, check_input=True):
        return f"{self.ctype} {name};\nint {name}_tl_owned;"

    def c_init(self, name, sub):
        return f"{name} = NULL;\n{name}_tl_owned = 1;"

    def c_extract(self, name, sub, check_input=True, **kw):
        return f"""
{name}_tl_owned = 0;
{name} = ({self.ctype})PyCapsule_GetPointer(py_{name}, NULL);
if ({name} == NULL) {sub["fail"]}
"""

    def c_sync(self, name, sub):
        free = self.freefunc or "NULL"
        undo = f"{self.freefunc}({name});\n        " if self.freefunc else ""
        return f"""
Py_XDECREF(py_{name});
if ({name} == NULL) {{
    py_{name} = Py_None;
    Py_INCREF(py_{name});
}} else {{
    py_{name} = PyCapsule_New((void*){name}, NULL, tl_cdata_capsule_destructor);
    if (py_{name} != NULL && PyCapsule_SetContext(py_{name}, (void*){free}) != 0) {{
        Py_DECREF(py_{name});
        py_{name} = NULL;
    }}
    if (py_{name} == NULL) {{
        {undo}{name} = NULL;
        {sub["fail"]}
    }}
    {name}_tl_owned = 0;  /* the capsule frees it */
}}
"""

    def c_cleanup(self, name, sub):
        if self.freefunc is None:
            return f"{name} = NULL;"
        return f"if ({name} != NULL && {name}_tl_owned)\n    {self.freefunc}({name});\n{name} = NULL;"

    def c_headers(self, **kw):
        return list(self.headers)

    def c_header_dirs(self, **kw):
        return list(self.header_dirs)

    def c_libraries(self, **kw):
        return list(self.libraries)

    def c_lib_dirs(self, **kw):
        return list(self.lib_dirs)

    def c_compile_args(self, **kw):
        return list(self.compile_args)

    def c_support_code(self, **kw):
        destructor = """
static void tl_cdata_capsule_destructor(PyObject* capsule) {
    void (*free_pointer)(void*) = (void (*)(void*))PyCapsule_GetContext(capsule);
    void* pointer = PyCapsule_GetPointer(capsule, NULL);
    if (free_pointer != NULL && pointer != NULL)
        free_pointer(pointer);
}
"""
        return [destructor] + ([self.extra_support_code] if self.extra_support_code else [])

    def c_code_cache_version(self):
        return (1,) if self.version is None else (1, self.version)


__all__ = ["C_CPP_KEYWORDS", "CDataType", "CEnumType", "EnumList", "EnumType", "ImmutableError", "Params",
           "ParamsAttributeError", "ParamsError", "ParamsKeywordError", "ParamsType", "ParamsTypeError",
           "ParamsValueError"]
