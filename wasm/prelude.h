/* Wasm prelude (twinlink_prelude.h): nothing to adjust, the shim's PyErr_Format already
 * formats C's conversions the way the native prelude makes CPython do. */
