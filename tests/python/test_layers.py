"""The import structure of the twinlink package, read from its source with `ast` (nothing is
imported): every import of a twinlink module, at module level or inside a function, relative or
absolute, points down the layers of ARCHITECTURE.md's "Python graph layer" section, and no
modules import each other in a circle."""
import ast
import os

PACKAGE_DIR = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python", "twinlink"))
ROOT = "twinlink"
# Compiled modules have no source to read; they import nothing from twinlink.
EXTENSIONS = {"twinlink._core"}

# Lowest layer first. A module may import modules of its own layer or of a lower one (the
# cycle test keeps imports within a layer one-way).
LAYERS = [
    ("foundation", {"twinlink._core", "twinlink.errors", "twinlink.limits", "twinlink.cache"}),
    ("generic graph", {"twinlink.graph", "twinlink.ops", "twinlink.rewrite", "twinlink.external", "twinlink.scalar",
                       "twinlink.gof", "twinlink.params"}),
    ("tensor types and variables", {"twinlink.tensor.variable", "twinlink.tensor.type", "twinlink.tensor.convert"}),
    ("tensor ops", {"twinlink.tensor.scalar_ops", "twinlink.tensor.elemwise", "twinlink.tensor.reduce",
                    "twinlink.tensor.blas", "twinlink.tensor.shape_ops", "twinlink.tensor.sort", "twinlink.tensor.linalg",
                    "twinlink.tensor"}),
    ("linking and running", {"twinlink.link", "twinlink.function", "twinlink.reproduce", "twinlink.jit"}),
    ("package", {"twinlink", "twinlink.demo", "twinlink.ulp"}),
    # Optional bridges to other libraries: the package never imports them.
    ("bridges", {"twinlink.pytensor", "twinlink.pytensor.products", "twinlink.pytensor.linalg",
                 "twinlink.pytensor.indexing", "twinlink.pytensor.basic", "twinlink.pytensor.blockwise",
                 "twinlink.pytensor.special"}),
]
LAYER_OF = {module: (rank, name) for rank, (name, modules) in enumerate(LAYERS) for module in modules}


def _sources():
    """{module name: (path, is a package __init__)} for every .py file of the package."""
    found = {}
    for directory, _, files in os.walk(PACKAGE_DIR):
        for file in files:
            if not file.endswith(".py"):
                continue
            path = os.path.join(directory, file)
            parts = [ROOT] + os.path.relpath(path, PACKAGE_DIR)[:-3].split(os.sep)
            is_package = parts[-1] == "__init__"
            found[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return found


SOURCES = _sources()
KNOWN = set(SOURCES) | EXTENSIONS


def _nearest_module(name):
    """`name` if it is a twinlink module, else the closest enclosing one (for `import a.b.c` of
    a name that is not a module)."""
    while name not in KNOWN and "." in name:
        name = name.rsplit(".", 1)[0]
    return name


class _Imports(ast.NodeVisitor):
    """Collects (line, target module, inside a function or class) for each twinlink import, and
    the lines of every import inside a function or class (`nested_lines`)."""

    def __init__(self, module, is_package):
        self.package = module if is_package else module.rsplit(".", 1)[0]
        self.found = []
        self.nested_lines = []
        self.depth = 0

    def visit(self, node):
        if isinstance(node, (ast.Import, ast.ImportFrom)) and self.depth > 0:
            self.nested_lines.append(node.lineno)
        return super().visit(node)

    def _nested(self, node):
        self.depth += 1
        self.generic_visit(node)
        self.depth -= 1

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = visit_Lambda = _nested

    def visit_Import(self, node):
        for alias in node.names:
            if alias.name == ROOT or alias.name.startswith(ROOT + "."):
                self.found.append((node.lineno, _nearest_module(alias.name), self.depth > 0))

    def visit_ImportFrom(self, node):
        if node.level:
            base = self.package.split(".")
            base = ".".join(base[:len(base) - (node.level - 1)])
            base = f"{base}.{node.module}" if node.module else base
        elif node.module == ROOT or (node.module or "").startswith(ROOT + "."):
            base = node.module
        else:
            return
        for alias in node.names:
            submodule = f"{base}.{alias.name}"
            target = submodule if submodule in KNOWN else _nearest_module(base)
            self.found.append((node.lineno, target, self.depth > 0))


def _imports():
    """{module: [(line, imported twinlink module, inside a function or class)]}, and {module:
    [(line, source text) of each import inside a function or class, with the line above]}."""
    graph, nested = {}, {}
    for module, (path, is_package) in SOURCES.items():
        with open(path, encoding="utf-8") as f:
            text = f.read()
        visitor = _Imports(module, is_package)
        visitor.visit(ast.parse(text, path))
        graph[module] = sorted({(line, target, inside) for line, target, inside in visitor.found if target != module})
        lines = text.splitlines()
        nested[module] = [(line, lines[line - 2] if line > 1 else "", lines[line - 1]) for line in visitor.nested_lines]
    for module in EXTENSIONS:
        graph[module] = []
    return graph, nested


IMPORTS, NESTED_IMPORTS = _imports()


def _cycles(graph):
    """The groups of modules that import each other (strongly connected components with more
    than one module, by Tarjan's algorithm): each as (its modules, one circle through them)."""
    index, low, stack, on_stack, components = {}, {}, [], set(), []

    def connect(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                components.append(component)

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return [(sorted(component), _one_cycle(graph, component)) for component in components]


def _one_cycle(graph, component):
    """A shortest circle of imports through the first module (by name) of `component`."""
    start = min(component)
    paths, queue = {start: [start]}, [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(graph[v]):
            if w == start:
                return paths[v] + [start]
            if w in component and w not in paths:
                paths[w] = paths[v] + [w]
                queue.append(w)
    raise AssertionError(f"no cycle through {start}")


def _where(module, line):
    return f"{os.path.relpath(SOURCES[module][0], os.path.dirname(PACKAGE_DIR))}:{line}"


def test_every_module_has_a_layer():
    unplaced = sorted(set(KNOWN) - set(LAYER_OF))
    assert not unplaced, f"modules missing from LAYERS (add each to the layer whose imports it needs): {unplaced}"
    stale = sorted(set(LAYER_OF) - set(KNOWN))
    assert not stale, f"LAYERS names modules that do not exist: {stale}"


def test_no_import_cycles():
    graph = {module: {target for _, target, _ in found if target in KNOWN} for module, found in IMPORTS.items()}
    cycles = _cycles(graph)
    assert not cycles, "modules import each other in a circle:\n" + "\n".join(
        f"  {len(modules)} modules ({', '.join(modules)}), e.g. {' -> '.join(circle)}" for modules, circle in cycles)


def test_imports_point_down_the_layers():
    wrong = []
    for module, found in sorted(IMPORTS.items()):
        if module not in LAYER_OF:
            continue
        rank, layer = LAYER_OF[module]
        for line, target, _ in found:
            if target in LAYER_OF and LAYER_OF[target][0] > rank:
                wrong.append(f"  {_where(module, line)}: {module} ({layer}) imports {target} ({LAYER_OF[target][1]})")
    assert not wrong, "imports that point up the layers:\n" + "\n".join(wrong)


def test_twinlink_imports_are_at_module_level():
    # An import inside a function hides a dependency (and usually a cycle) until the call.
    nested = [f"  {_where(module, line)}: {module} imports {target} inside a function or class"
              for module, found in sorted(IMPORTS.items()) for line, target, inside in found if inside]
    assert not nested, "imports of twinlink modules inside functions:\n" + "\n".join(nested)


def test_other_imports_inside_functions_say_why():
    # Allowed only for an optional dependency or to put off an expensive import, with a comment
    # (on the line or the one above) that says which.
    silent = [f"  {_where(module, line)}: {text.strip()}" for module, found in sorted(NESTED_IMPORTS.items())
              for line, above, text in found if "#" not in text and not above.strip().startswith("#")]
    assert not silent, "imports inside functions without a comment saying why:\n" + "\n".join(silent)


def test_the_layer_test_sees_the_known_imports():
    # Guards the parser: a few imports every version of the package has.
    targets = {module: {target for _, target, _ in found} for module, found in IMPORTS.items()}
    assert "twinlink.graph" in targets["twinlink.link"]
    assert "twinlink.tensor.type" in targets["twinlink.tensor.elemwise"]
    assert "twinlink.function" in targets["twinlink"]
    assert "twinlink" in targets["twinlink.demo"]
