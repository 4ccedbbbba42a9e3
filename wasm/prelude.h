/* Wasm prelude (twinlink_prelude.h): the shim's PyErr_Format already
 * formats C's conversions the way the native prelude makes CPython do. */

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
