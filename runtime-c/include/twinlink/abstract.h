/* The abstract object protocol (CPython's abstract.h): the operations the shim has. */
#ifndef TWINLINK_ABSTRACT_H
#define TWINLINK_ABSTRACT_H

#include "object.h"

#ifdef __cplusplus
extern "C" {
#endif

/* o1 += o2, borrowed arguments, a new reference to the result. For a NumPy array o1 this is
 * np.add(o1, o2, out=o1): o2 (an array, NumPy scalar or Python number) broadcast to o1's shape,
 * the sum computed in the promoted dtype (Python numbers are "weak", as in NumPy 2) and cast
 * back same_kind; the result is o1 itself. For two Python ints or floats a new int or float.
 * Otherwise TypeError "unsupported operand type(s) for +=: 'A' and 'B'". Half and complex
 * arrays are NotImplementedError. */
PyObject* PyNumber_InPlaceAdd(PyObject* o1, PyObject* o2);

#ifdef __cplusplus
}
#endif

#endif
