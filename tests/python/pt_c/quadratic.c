#section support_code_apply
/* y = a*y*y + b*y + c in place, over every element of y (any layout). */
static int APPLY_SPECIFIC(quadratic_in_place)(PyArrayObject* y, DTYPE_INPUT_0 a, DTYPE_INPUT_0 b, DTYPE_INPUT_0 c) {
    NpyIter* it = NpyIter_New(y, NPY_ITER_READWRITE | NPY_ITER_EXTERNAL_LOOP | NPY_ITER_REFS_OK,
                              NPY_KEEPORDER, NPY_NO_CASTING, NULL);
    if (!it)
        return -1;
    NpyIter_IterNextFunc* next = NpyIter_GetIterNext(it, NULL);
    char** data = NpyIter_GetDataPtrArray(it);
    npy_intp* stride = NpyIter_GetInnerStrideArray(it);
    npy_intp* count = NpyIter_GetInnerLoopSizePtr(it);
    do {
        char* p = data[0];
        for (npy_intp k = 0; k < *count; k++, p += stride[0]) {
            DTYPE_INPUT_0 v = *(DTYPE_INPUT_0*)p;
            *(DTYPE_INPUT_0*)p = a * v * v + b * v + c;
        }
    } while (next(it));
    NpyIter_Deallocate(it);
    return 0;
}

static int APPLY_SPECIFIC(quadratic)(PyArrayObject* x, PyArrayObject** y, PARAMS_TYPE* p) {
    DTYPE_INPUT_0 a = (DTYPE_INPUT_0)(*(DTYPE_PARAM_a*)PyArray_DATA(p->a));
    DTYPE_INPUT_0 b = (DTYPE_INPUT_0)p->b;
    DTYPE_INPUT_0 c = (DTYPE_INPUT_0)PyFloat_AsDouble(p->c);
    Py_XDECREF(*y);
    *y = (PyArrayObject*)PyArray_EMPTY(PyArray_NDIM(x), PyArray_DIMS(x), TYPENUM_INPUT_0, 0);
    if (!*y || PyArray_CopyInto(*y, x) != 0)
        return 1;
    if (APPLY_SPECIFIC(quadratic_in_place)(*y, a, b, c) != 0) {
        PyErr_SetString(PyExc_RuntimeError, "quadratic: cannot iterate over the output");
        return 1;
    }
    return 0;
}
