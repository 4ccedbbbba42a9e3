#section support_code_struct
/* How many times this node ran: per Function instance, reached by bare name in `code`. */
int APPLY_SPECIFIC(calls);

#section init_code_struct
APPLY_SPECIFIC(calls) = 0;

#section code
/* -x for a vector; FAIL on anything but rank 1. FAIL is the last thing a node can do, so this
   also checks that a FAIL-using op compiles as the last node of a graph. */
if (PyArray_NDIM(INPUT_0) != 1) {
    PyErr_Format(PyExc_ValueError, "neg expects a vector, got an array of rank %d", PyArray_NDIM(INPUT_0));
    FAIL;
}
APPLY_SPECIFIC(calls) += 1;
Py_XDECREF(OUTPUT_0);
OUTPUT_0 = (PyArrayObject*)PyArray_EMPTY(1, PyArray_DIMS(INPUT_0), TYPENUM_OUTPUT_0, 0);
if (!OUTPUT_0) FAIL;
for (npy_intp i = 0; i < PyArray_DIM(INPUT_0, 0); i++)
    *(DTYPE_OUTPUT_0*)PyArray_GETPTR1(OUTPUT_0, i) = -*(DTYPE_INPUT_0*)PyArray_GETPTR1(INPUT_0, i);
