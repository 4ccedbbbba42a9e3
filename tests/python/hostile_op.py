"""The hostile op of the sandbox tests: one C op that, by its `mode` input, misbehaves in one of
the ways a sandboxed op could (runs forever, recurses without end, exhausts memory, writes
through wild or NULL pointers, reads files, reads the environment, aborts, exits, traps,
divides by zero, floods stdout, releases a reference it does not own). Only for the wasm
target: natively these would crash or exhaust the host."""
from twinlink import Apply, Op


class Hostile(Op):
    """Mode 0: z = 2 * x. Any other mode: one misbehaviour (see the cases in c_code)."""

    __props__ = ()

    def make_node(self, x, mode):
        return Apply(self, [x, mode], [x.type()])

    def c_support_code(self, **kw):
        return """
        #include <stdio.h>
        #include <stdlib.h>
        #include <time.h>
        /* An indirect call keeps the compiler from turning the recursion into a loop. */
        static int hostile_recurse(int n);
        static int (*volatile hostile_next)(int) = hostile_recurse;
        static int hostile_recurse(int n) { return hostile_next(n + 1) + 1; }
        """

    def c_code(self, node, name, inputs, outputs, sub):
        (x, mode), (z,) = inputs, outputs
        fail = sub["fail"]
        return f"""
        long hostile_mode = (long)*(npy_int64*)PyArray_DATA({mode});
        switch (hostile_mode) {{
        case 1: for (;;) {{ volatile int spin = 0; (void)spin; }}                  /* infinite loop */
        case 2: hostile_recurse(0); break;                                       /* unbounded recursion */
        case 3: {{                                                                /* malloc until it fails */
            void** chain = NULL;
            for (;;) {{
                void** block = (void**)malloc(1 << 20);
                if (!block) break;
                block[0] = chain;
                chain = block;
            }}
            while (chain) {{ void** next = (void**)chain[0]; free(chain); chain = next; }}
            PyErr_NoMemory();
            {fail}
        }}
        case 4: {{                                                                /* huge PyArray_EMPTY */
            npy_intp dims[3] = {{1 << 30, 1 << 30, 1 << 30}};
            PyObject* huge = PyArray_EMPTY(3, dims, NPY_FLOAT64, 0);
            if (!huge) {{ {fail} }}
            Py_DECREF(huge);
            break;
        }}
        case 5: *(volatile int*)(uintptr_t)0xFFFFFFF0u = 1; break;               /* wild pointer */
        case 6: {{ int* p = (int*)(uintptr_t)(hostile_mode - 6); *p = 1; {z} = (PyArrayObject*)(uintptr_t)p[1]; break; }}  /* NULL */
        case 7: {{                                                                /* read a file */
            FILE* f = fopen("/etc/passwd", "r");
            if (!f) {{ PyErr_SetString(PyExc_RuntimeError, "fopen failed"); {fail} }}
            fclose(f);
            break;
        }}
        case 8: if (getenv("HOME") || getenv("PATH")) {{ PyErr_SetString(PyExc_RuntimeError, "getenv leaked"); {fail} }} break;
        case 9: abort();
        case 10: exit(3);
        case 11: __builtin_trap();
        case 12: {{ volatile int zero = 0; volatile int r = 7 / zero; (void)r; break; }}
        case 13: for (int i = 0; i < 200000; i++) printf("flood %d ................................\\n", i); break;
        case 14: Py_DECREF({x}); Py_DECREF({x}); Py_DECREF({x}); break;          /* input to zero */
        default: break;
        }}
        Py_XDECREF({z});
        {z} = (PyArrayObject*)PyArray_NewCopy({x}, NPY_CORDER);
        if (!{z}) {{ {fail} }}
        for (npy_intp i = 0; i < PyArray_SIZE({z}); i++) ((npy_float64*)PyArray_DATA({z}))[i] *= 2;
        """
