/* str objects, and the printf-style formatter behind PyUnicode_FromFormat and PyErr_Format.
 * The formatter hands each conversion to snprintf separately instead of passing the whole
 * format to vsnprintf: CPython's object conversions (%U %S %R %A %V) take PyObject*
 * arguments that vsnprintf would misread (glibc's %S expects a wchar_t*), and walking the
 * arguments ourselves keeps the va_list in step past them. */
#include "shim.h"

static void unicode_dealloc(PyObject* op) {
    tl_object_free(op);
}

PyTypeObject PyUnicode_Type = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    .tp_name = "str",
    .tp_basicsize = sizeof(PyUnicodeObject),
    .tp_itemsize = 1,
    .tp_dealloc = unicode_dealloc,
    .tp_flags = Py_TPFLAGS_BASETYPE | Py_TPFLAGS_UNICODE_SUBCLASS,
    .tp_base = &PyBaseObject_Type,
};

PyObject* PyUnicode_FromStringAndSize(const char* utf8, Py_ssize_t size) {
    if (size < 0) {
        PyErr_SetString(PyExc_SystemError,
                        "Negative size passed to PyUnicode_FromStringAndSize");
        return NULL;
    }
    if (utf8 == NULL && size > 0) {
        PyErr_SetString(PyExc_SystemError,
                        "NULL string with positive size passed to PyUnicode_FromStringAndSize");
        return NULL;
    }
    if ((size_t)size > (size_t)PY_SSIZE_T_MAX - sizeof(PyUnicodeObject) - 1) {
        return PyErr_NoMemory();
    }
    PyUnicodeObject* op = (PyUnicodeObject*)tl_object_alloc(
        &PyUnicode_Type, sizeof(PyUnicodeObject) + (size_t)size + 1);
    if (op == NULL) {
        return NULL;
    }
    op->utf8_length = size;
    if (size > 0) {
        memcpy(op->utf8, utf8, (size_t)size);
    }
    op->utf8[size] = '\0';
    return (PyObject*)op;
}

PyObject* PyUnicode_FromString(const char* utf8) {
    if (utf8 == NULL) {
        PyErr_BadInternalCall();
        return NULL;
    }
    size_t size = strlen(utf8);
    if (size > (size_t)PY_SSIZE_T_MAX) {
        PyErr_SetString(PyExc_OverflowError, "input too long");
        return NULL;
    }
    return PyUnicode_FromStringAndSize(utf8, (Py_ssize_t)size);
}

const char* PyUnicode_AsUTF8AndSize(PyObject* op, Py_ssize_t* size) {
    if (op == NULL || !PyUnicode_Check(op)) {
        PyErr_BadArgument();
        if (size != NULL) {
            *size = -1;
        }
        return NULL;
    }
    if (size != NULL) {
        *size = ((PyUnicodeObject*)op)->utf8_length;
    }
    return ((PyUnicodeObject*)op)->utf8;
}

const char* PyUnicode_AsUTF8(PyObject* op) {
    return PyUnicode_AsUTF8AndSize(op, NULL);
}

Py_ssize_t PyUnicode_GetLength(PyObject* op) {
    Py_ssize_t size;
    const char* s = PyUnicode_AsUTF8AndSize(op, &size);
    if (s == NULL) {
        return -1;
    }
    Py_ssize_t count = 0;
    for (Py_ssize_t i = 0; i < size; i++) {
        count += ((unsigned char)s[i] & 0xC0) != 0x80;
    }
    return count;
}

/* Python's repr(float): the fewest digits that read back to the same double, in fixed
 * notation for exponents in [-4, 16) and scientific otherwise. */
static void float_repr(double d, char* buf, size_t size) {
    if (isnan(d)) {
        snprintf(buf, size, "nan");
        return;
    }
    if (isinf(d)) {
        snprintf(buf, size, d > 0 ? "inf" : "-inf");
        return;
    }
    char sci[40];
    int digits = 0;
    /* 17 significant digits (digits == 16) always round-trip, so the loop ends there. */
    for (; digits < 16; digits++) {
        snprintf(sci, sizeof sci, "%.*e", digits, d);
        if (strtod(sci, NULL) == d) {
            break;
        }
    }
    snprintf(sci, sizeof sci, "%.*e", digits, d);
    const char* e = strchr(sci, 'e');
    int exponent = e != NULL ? atoi(e + 1) : 0;
    if (exponent < -4 || exponent >= 16) {
        snprintf(buf, size, "%s", sci);
        return;
    }
    int decimals = digits - exponent > 0 ? digits - exponent : 0;
    int n = snprintf(buf, size, "%.*f", decimals, d);
    if (n > 0 && (size_t)n + 2 < size && strchr(buf, '.') == NULL) {
        memcpy(buf + n, ".0", 3);
    }
}

const char* tl_object_text(PyObject* op, char* buf, size_t size) {
    if (op == NULL) {
        return "<NULL>";
    }
    if (PyUnicode_Check(op)) {
        return ((PyUnicodeObject*)op)->utf8;
    }
    if (op == Py_None) {
        return "None";
    }
    if (PyBool_Check(op)) {
        return op == Py_True ? "True" : "False";
    }
    if (PyLong_Check(op)) {
        snprintf(buf, size, "%lld", (long long)((PyLongObject*)op)->ob_ival);
    } else if (PyFloat_Check(op)) {
        float_repr(PyFloat_AS_DOUBLE(op), buf, size);
    } else if (PyType_Check(op)) {
        snprintf(buf, size, "<class '%.40s'>", ((PyTypeObject*)op)->tp_name);
    } else {
        snprintf(buf, size, "<%.40s object at %p>", Py_TYPE(op)->tp_name, (void*)op);
    }
    return buf;
}

/* The output buffer: grows on demand but never past `limit` bytes (plus the NUL). */
typedef struct {
    char* buf;
    size_t len;
    size_t cap;
    size_t limit;
    int truncated;
    int failed; /* out of memory */
} Output;

/* Reserves room for up to n more bytes and returns where to write them (n is reduced to what
 * the limit leaves), or NULL when nothing can be written. */
static char* output_claim(Output* out, size_t* n) {
    size_t room = out->limit - out->len;
    if (*n > room) {
        *n = room;
        out->truncated = 1;
    }
    if (out->failed || *n == 0) {
        return NULL;
    }
    size_t need = out->len + *n + 1;
    if (need > out->cap) {
        size_t cap = out->cap * 2 > need ? out->cap * 2 : need;
        char* grown = realloc(out->buf, cap);
        if (grown == NULL) {
            out->failed = 1;
            return NULL;
        }
        out->buf = grown;
        out->cap = cap;
    }
    char* dst = out->buf + out->len;
    out->len += *n;
    return dst;
}

static void output_append(Output* out, const char* s, size_t n) {
    char* dst = output_claim(out, &n);
    if (dst != NULL) {
        memcpy(dst, s, n);
    }
}

static void output_append_str(Output* out, const char* s) {
    output_append(out, s, strlen(s));
}

/* Runs one conversion through snprintf straight into the buffer, cut to what fits. */
#define OUTPUT_SNPRINTF(out, spec, type, vargs)                         \
    do {                                                                \
        type value_ = va_arg(vargs, type);                              \
        int full_ = snprintf(NULL, 0, spec, value_);                    \
        size_t n_ = full_ > 0 ? (size_t)full_ : 0;                      \
        char* dst_ = output_claim(out, &n_);                            \
        if (dst_ != NULL) {                                             \
            snprintf(dst_, n_ + 1, spec, value_);                       \
        }                                                               \
    } while (0)

enum length { LEN_NONE, LEN_HH, LEN_H, LEN_L, LEN_LL, LEN_Z, LEN_T, LEN_J, LEN_BIG_L };

/* Appends the text of a CPython object conversion (U S R A V); `repr` quotes str values. */
static void output_object(Output* out, PyObject* op, int repr) {
    char buf[128];
    const char* text = tl_object_text(op, buf, sizeof buf);
    int quote = repr && op != NULL && PyUnicode_Check(op);
    if (quote) {
        output_append(out, "'", 1);
    }
    if (op != NULL && PyUnicode_Check(op)) {
        output_append(out, text, (size_t)((PyUnicodeObject*)op)->utf8_length);
    } else {
        output_append_str(out, text);
    }
    if (quote) {
        output_append(out, "'", 1);
    }
}

/* Copies the decimal digits at *p (at most 6) into spec; 0 if there were more, which no sane
 * format has and which could overflow snprintf's int result. */
static int copy_digits(const char** p, char* spec, size_t* sl) {
    int count = 0;
    while (**p >= '0' && **p <= '9') {
        if (++count > 6) {
            return 0;
        }
        spec[(*sl)++] = *(*p)++;
    }
    return 1;
}

/* 1 when the conversion at *p (just after '%') was consumed, 0 when the spec is invalid. */
static int format_one(Output* out, const char** p, va_list* vargs) {
    char spec[64];
    size_t sl = 0;
    spec[sl++] = '%';
    for (int nflags = 0; **p != '\0' && strchr("-+ #0", **p) != NULL; (*p)++) {
        if (++nflags > 8) {
            return 0;
        }
        spec[sl++] = **p;
    }
    if (**p == '*') {
        (*p)++;
        int width = va_arg(*vargs, int);
        if (width < 0) { /* printf's rule: a negative width is the '-' flag */
            spec[sl++] = '-';
            width = width == INT_MIN ? INT_MAX : -width;
        }
        sl += (size_t)snprintf(spec + sl, sizeof spec - sl, "%d", width);
    } else if (!copy_digits(p, spec, &sl)) {
        return 0;
    }
    if (**p == '.') {
        (*p)++;
        if (**p == '*') {
            (*p)++;
            int precision = va_arg(*vargs, int);
            if (precision >= 0) { /* a negative precision means none */
                sl += (size_t)snprintf(spec + sl, sizeof spec - sl, ".%d", precision);
            }
        } else {
            spec[sl++] = '.';
            if (!copy_digits(p, spec, &sl)) {
                return 0;
            }
        }
    }
    enum length len = LEN_NONE;
    switch (**p) {
    case 'h':
        len = (*p)[1] == 'h' ? LEN_HH : LEN_H;
        break;
    case 'l':
        len = (*p)[1] == 'l' ? LEN_LL : LEN_L;
        break;
    case 'z': len = LEN_Z; break;
    case 't': len = LEN_T; break;
    case 'j': len = LEN_J; break;
    case 'L': len = LEN_BIG_L; break;
    default: break;
    }
    if (len != LEN_NONE) {
        size_t n = (len == LEN_HH || len == LEN_LL) ? 2 : 1;
        memcpy(spec + sl, *p, n);
        sl += n;
        *p += n;
    }
    char conv = **p;
    if (conv == '\0') {
        return 0;
    }
    (*p)++;
    spec[sl++] = conv;
    spec[sl] = '\0';

    switch (conv) {
    case 'd':
    case 'i':
        switch (len) {
        case LEN_NONE: case LEN_HH: case LEN_H: OUTPUT_SNPRINTF(out, spec, int, *vargs); break;
        case LEN_L: OUTPUT_SNPRINTF(out, spec, long, *vargs); break;
        case LEN_LL: OUTPUT_SNPRINTF(out, spec, long long, *vargs); break;
        case LEN_Z: OUTPUT_SNPRINTF(out, spec, Py_ssize_t, *vargs); break;
        case LEN_T: OUTPUT_SNPRINTF(out, spec, ptrdiff_t, *vargs); break;
        case LEN_J: OUTPUT_SNPRINTF(out, spec, intmax_t, *vargs); break;
        default: return 0;
        }
        return 1;
    case 'u':
    case 'o':
    case 'x':
    case 'X':
        switch (len) {
        case LEN_NONE: case LEN_HH: case LEN_H:
            OUTPUT_SNPRINTF(out, spec, unsigned int, *vargs);
            break;
        case LEN_L: OUTPUT_SNPRINTF(out, spec, unsigned long, *vargs); break;
        case LEN_LL: OUTPUT_SNPRINTF(out, spec, unsigned long long, *vargs); break;
        case LEN_Z: OUTPUT_SNPRINTF(out, spec, size_t, *vargs); break;
        case LEN_T: OUTPUT_SNPRINTF(out, spec, ptrdiff_t, *vargs); break;
        case LEN_J: OUTPUT_SNPRINTF(out, spec, uintmax_t, *vargs); break;
        default: return 0;
        }
        return 1;
    case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a':
        if (len == LEN_BIG_L) {
            OUTPUT_SNPRINTF(out, spec, long double, *vargs);
        } else if (len == LEN_NONE || len == LEN_L) {
            OUTPUT_SNPRINTF(out, spec, double, *vargs);
        } else {
            return 0;
        }
        return 1;
    case 'c':
        if (len != LEN_NONE) {
            return 0;
        }
        OUTPUT_SNPRINTF(out, spec, int, *vargs);
        return 1;
    case 'p':
        if (len != LEN_NONE) {
            return 0;
        }
        OUTPUT_SNPRINTF(out, spec, void*, *vargs);
        return 1;
    case 's': {
        if (len != LEN_NONE) {
            return 0;
        }
        /* Peeked so NULL prints the same "(null)" on every libc. */
        const char* s = va_arg(*vargs, const char*);
        if (s == NULL) {
            s = "(null)";
        }
        int full = snprintf(NULL, 0, spec, s);
        size_t n = full > 0 ? (size_t)full : 0;
        char* dst = output_claim(out, &n);
        if (dst != NULL) {
            snprintf(dst, n + 1, spec, s);
        }
        return 1;
    }
    /* CPython's object conversions; width and precision are ignored for them. %A is ascii()
     * as in CPython, not printf's hex float. */
    case 'U':
    case 'S':
        output_object(out, va_arg(*vargs, PyObject*), 0);
        return 1;
    case 'R':
    case 'A':
        output_object(out, va_arg(*vargs, PyObject*), 1);
        return 1;
    case 'V': {
        PyObject* op = va_arg(*vargs, PyObject*);
        const char* fallback = va_arg(*vargs, const char*);
        if (op != NULL) {
            output_object(out, op, 0);
        } else {
            output_append_str(out, fallback != NULL ? fallback : "(null)");
        }
        return 1;
    }
    default:
        return 0; /* includes %n, which has no business in a message */
    }
}

/* After a cut, drops a trailing partial UTF-8 sequence so the host always gets valid text
 * (as far as the input was valid). */
static void output_trim_utf8(Output* out) {
    size_t i = out->len;
    while (i > 0 && out->len - i < 3 && ((unsigned char)out->buf[i - 1] & 0xC0) == 0x80) {
        i--;
    }
    if (i == 0) {
        return;
    }
    unsigned char lead = (unsigned char)out->buf[i - 1];
    size_t need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    if (out->len - (i - 1) < need) {
        out->len = i - 1;
    }
}

PyObject* tl_format(size_t limit, const char* format, va_list vargs) {
    Output out = {NULL, 0, 0, limit, 0, 0};
    va_list args;
    /* A copy so format_one can take its address portably (va_list may be an array type). */
    va_copy(args, vargs);
    const char* p = format != NULL ? format : "";
    while (*p != '\0' && !out.failed) {
        if (*p != '%') {
            const char* next = strchr(p, '%');
            size_t n = next != NULL ? (size_t)(next - p) : strlen(p);
            output_append(&out, p, n);
            p += n;
        } else if (p[1] == '%') {
            output_append(&out, "%", 1);
            p += 2;
        } else {
            const char* start = p++;
            if (!format_one(&out, &p, &args)) {
                /* An unknown conversion: the rest is copied as is (CPython before 3.12 did
                 * the same) rather than guessing at argument types. */
                output_append_str(&out, start);
                break;
            }
        }
    }
    va_end(args);
    if (out.failed) {
        free(out.buf);
        return PyErr_NoMemory();
    }
    if (out.truncated) {
        output_trim_utf8(&out);
    }
    PyObject* result = PyUnicode_FromStringAndSize(out.buf != NULL ? out.buf : "",
                                                   (Py_ssize_t)out.len);
    free(out.buf);
    return result;
}

PyObject* PyUnicode_FromFormatV(const char* format, va_list vargs) {
    return tl_format(INT_MAX - 1, format, vargs);
}

PyObject* PyUnicode_FromFormat(const char* format, ...) {
    va_list vargs;
    va_start(vargs, format);
    PyObject* result = PyUnicode_FromFormatV(format, vargs);
    va_end(vargs);
    return result;
}

/* UTF-8 byte order is code point order, so the bytes compare as the strings do. */
int PyUnicode_Compare(PyObject* a, PyObject* b) {
    if (a == NULL || b == NULL || !PyUnicode_Check(a) || !PyUnicode_Check(b)) {
        PyErr_Format(PyExc_TypeError, "Can't compare %.100s and %.100s",
                     a != NULL ? Py_TYPE(a)->tp_name : "NULL", b != NULL ? Py_TYPE(b)->tp_name : "NULL");
        return -1;
    }
    PyUnicodeObject* x = (PyUnicodeObject*)a;
    PyUnicodeObject* y = (PyUnicodeObject*)b;
    Py_ssize_t n = x->utf8_length < y->utf8_length ? x->utf8_length : y->utf8_length;
    int c = memcmp(x->utf8, y->utf8, (size_t)n);
    if (c == 0) {
        c = (x->utf8_length > y->utf8_length) - (x->utf8_length < y->utf8_length);
    }
    return c < 0 ? -1 : c > 0;
}
