"""The committed golden bundles (wasm/golden/): each recorded output agrees with NumPy
on the recorded inputs, and each bundle replays bit-identically on every engine, from Python
and from the `twinlink` CLI. A failure names the bundle, the output, the first differing
element and the ulp distance. The math library's bundle covers every function of
python/twinlink/tensor/libm.c in both dtypes, each output within 1 ulp of a long double or
mpmath reference."""
import os
import subprocess

import numpy as np
import pytest

import twinlink
from elemwise_cases import ulps
from golden_graphs import GRAPHS, path_of
from twinlink import ulp
from twinlink.reproduce import ENGINES

NAMES = sorted(GRAPHS)


def test_every_golden_bundle_is_committed():
    for name in NAMES:
        assert os.path.isfile(path_of(name)), f"{path_of(name)} is missing: run `make golden`"


@pytest.mark.parametrize("name", NAMES)
def test_recorded_outputs_agree_with_numpy(name):
    _, _, _, reference, mode = GRAPHS[name]()
    b = twinlink.load_bundle(path_of(name))
    expected = reference(*b.inputs.values())
    assert len(expected) == len(b.outputs)
    for (out, got), want in zip(b.outputs.items(), expected):
        got, want = np.asarray(got), np.asarray(want)
        what = f"{name}.tlbundle output {out!r}"
        assert got.shape == want.shape, what
        if mode == "equal":
            assert got.dtype == want.dtype, what
            if got.dtype.kind == "f":
                same = (got == want) & (np.signbit(got) == np.signbit(want)) | (np.isnan(got) & np.isnan(want))
                assert same.all(), f"{what}: {got[~same][:4]} != {want[~same][:4]}"
            else:
                np.testing.assert_array_equal(got, want, err_msg=what)
        elif mode == "libm":
            errors = ulp.ulp_errors(got, want, got.dtype)
            worst = int(np.argmax(errors))
            assert errors[worst] <= 1, f"{what}: {errors[worst]} ulp from the reference at element {worst}"
        elif mode == "ulp":
            worst = float(np.max(ulps(got, want.astype(got.dtype)), initial=0))
            assert worst <= 2, f"{what}: {worst} ulp from NumPy"
        else:
            np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-12, err_msg=what)


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("name", NAMES)
def test_golden_replays_bit_identically_from_python(name, engine):
    report = twinlink.replay(path_of(name), engine)
    assert [e.engine for e in report.engines] == [engine]
    assert report.identical, str(report)
    assert all(o.identical and o.problem == "" for o in report.engines[0].outputs)


@pytest.mark.parametrize("engine", ENGINES)
def test_golden_replays_bit_identically_from_the_cli(cli, engine):
    paths = [path_of(n) for n in NAMES]
    run = subprocess.run([cli, "replay", *paths, "--engine", engine], capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.count(f"  {engine}: bit-identical") == len(paths), run.stdout
