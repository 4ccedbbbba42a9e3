/* Native prelude (twinlink_prelude.h, included right after Python.h): CPython's PyErr_Format
 * does not know C's float conversions (%f %g %e ... are copied verbatim), while op code and the
 * wasm shim use them. Formats without CPython's object conversions (%U %S %R %A %V) therefore go
 * through vsnprintf, so a message reads the same on both targets. Guarded: a module's glue may
 * read it first from a precompiled header (ARCHITECTURE.md, "Kernel objects"). */
#ifndef TWINLINK_PRELUDE_H
#define TWINLINK_PRELUDE_H
#include <stdarg.h>
#include <stdbool.h> /* op code written for C++ compilers uses bool */
#include <stdio.h>
#include <string.h>

static int tl_uses_object_conversions(const char* fmt) {
    for (const char* p = fmt; (p = strchr(p, '%')) != NULL; p++) {
        p++;
        while (*p && strchr("0123456789.-+ #lzhjt", *p))
            p++;
        if (*p && strchr("USRAV", *p))
            return 1;
        if (!*p)
            break;
    }
    return 0;
}

static PyObject* tl_PyErr_Format(PyObject* type, const char* fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    if (tl_uses_object_conversions(fmt)) {
        PyErr_FormatV(type, fmt, ap);
        va_end(ap);
        return NULL;
    }
    va_list again;
    va_copy(again, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char small[512];
    char* buf = n >= 0 && (size_t)n < sizeof small ? small : (char*)PyMem_Malloc(n > 0 ? (size_t)n + 1 : 1);
    if (!buf) {
        va_end(again);
        return PyErr_NoMemory();
    }
    vsnprintf(buf, n >= 0 ? (size_t)n + 1 : 1, fmt, again);
    va_end(again);
    PyErr_SetString(type, buf);
    if (buf != small)
        PyMem_Free(buf);
    return NULL;
}
#define PyErr_Format tl_PyErr_Format

/* C++ has no `restrict`; op code written for C uses it, so C++ modules read it as the
 * compilers' `__restrict` extension. */
#ifdef __cplusplus
#define restrict __restrict
#endif

/* GNU C's `typeof` (PyTensor's typed_list ops use it) is a keyword only in the compilers' GNU
 * modes; modules compile in ISO C11 and C++17, so they read it as the `__typeof__` extension. */
#ifndef typeof
#define typeof __typeof__
#endif
#endif /* TWINLINK_PRELUDE_H */
