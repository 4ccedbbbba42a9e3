/* The header op code includes for the array C-API, as in NumPy: all of it is in
 * ndarrayobject.h. */
#ifndef TWINLINK_NUMPY_ARRAYOBJECT_H
#define TWINLINK_NUMPY_ARRAYOBJECT_H

#include "ndarrayobject.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif

#endif
