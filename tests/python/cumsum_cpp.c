#section support_code

// A C++ #section file: std::vector, std::partial_sum and a lambda.
static std::vector<double> tl_read_doubles(PyArrayObject* a)
{
    std::vector<double> out(PyArray_DIMS(a)[0]);
    auto at = [a](npy_intp i) { return *(const double*)PyArray_GETPTR1(a, i); };
    for (npy_intp i = 0; i < (npy_intp)out.size(); i++)
        out[i] = at(i);
    return out;
}

#section support_code_apply

int APPLY_SPECIFIC(cumsum)(PyArrayObject* input0, PyArrayObject** output0)
{
    std::vector<double> values = tl_read_doubles(input0);
    std::partial_sum(values.begin(), values.end(), values.begin());
    Py_XDECREF(*output0);
    *output0 = (PyArrayObject*)PyArray_EMPTY(1, PyArray_DIMS(input0), NPY_FLOAT64, 0);
    if (!*output0)
        return 1;
    for (size_t i = 0; i < values.size(); i++)
        ((DTYPE_OUTPUT_0*)PyArray_DATA(*output0))[i] = values[i];
    return 0;
}
