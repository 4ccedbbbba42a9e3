"""`python/twinlink/_core.pyi` describes the extension (ARCHITECTURE.md, "Rust rooms", `py/`):
every function, class and constant `twinlink._core` registers has an entry in the stub, and the
stub names nothing the extension lacks, methods of its classes included."""
import ast
import os

from twinlink import _core

STUB = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python", "twinlink", "_core.pyi")


def stub_names():
    tree = ast.parse(open(STUB).read())
    top, methods = set(), {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            top.add(node.name)
        elif isinstance(node, ast.ClassDef):
            top.add(node.name)
            methods[node.name] = {n.name for n in node.body if isinstance(n, ast.FunctionDef)}
        elif isinstance(node, ast.AnnAssign):
            top.add(node.target.id)
    return top, methods


def test_the_stub_names_what_the_extension_registers():
    top, methods = stub_names()
    registered = {name for name in dir(_core) if not name.startswith("__")}
    # Exception classes the extension makes are twinlink.errors' (described there).
    registered -= {name for name in registered if isinstance(getattr(_core, name), type)
                   and issubclass(getattr(_core, name), BaseException)}
    assert registered - top == set(), "registered by the extension, missing from the stub"
    assert top - registered == set(), "in the stub, not in the extension"
    for cls, names in methods.items():
        missing = {m for m in names if not hasattr(getattr(_core, cls), m)}
        assert not missing, f"{cls}: the stub names methods the class lacks"
