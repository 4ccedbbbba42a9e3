/* Wasm prelude (twinlink_prelude.h): the shim's PyErr_Format already
 * formats C's conversions the way the native prelude makes CPython do. */

/* C++ has no `restrict`; op code written for C uses it, so C++ modules read it as the
 * compilers' `__restrict` extension. */
#ifdef __cplusplus
#define restrict __restrict
#endif
