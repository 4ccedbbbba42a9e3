"""twinlink Functions on dask.distributed: a real LocalCluster of two worker processes (one
thread each) whose environment has no C compiler and an empty twinlink cache. A wasm Function
travels pickled with its module, so the workers compile no C, and their results equal the local
ones bit for bit; likewise through dask.array.map_blocks on a chunked 2-d array, and a function
made by `twinlink.jit`."""
import os
import sys

import dask.array as da  # dask and distributed are test dependencies (make test installs them)
import distributed
import numpy as np
import pytest

import twinlink
import twinlink.tensor as T


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    cache = tmp_path_factory.mktemp("worker-cache")
    env = {"CC": "/nonexistent/cc", "CXX": "/nonexistent/c++", "TWINLINK_WASM_CC": "/nonexistent/cc",
           "TWINLINK_WASM_CXX": "/nonexistent/c++", "TWINLINK_CACHE_DIR": str(cache),
           "PATH": os.path.dirname(sys.executable) + ":/usr/bin:/bin"}
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, env=env,
                                       dashboard_address=None, silence_logs=40)
    with cluster, distributed.Client(cluster) as c:
        c.wait_for_workers(2, timeout=120)
        yield c, cache


def _gaussian(target):
    x = T.dmatrix("x")
    return twinlink.function([x], T.exp(-(x * x) / 2.0) * 0.3989422804014327 + x.sum(axis=1, keepdims=True) * 0.5,
                             target=target, name="block")


def test_client_map_on_worker_processes(client):
    c, cache = client
    f = _gaussian("wasm")
    rng = np.random.default_rng(7)
    blocks = [rng.normal(size=(16, 9)) for _ in range(8)]
    futures = c.map(f, blocks, pure=False)
    results = c.gather(futures)
    for block, got in zip(blocks, results):
        want = f(block)
        assert got.dtype == want.dtype and got.tobytes() == want.tobytes()
    # The work ran in the worker processes, not here.
    pids = c.run(os.getpid)
    assert len(set(pids.values())) == 2 and os.getpid() not in pids.values()
    # And the workers built nothing with C: their cache has only wasmtime's code for the module.
    folders = [n for n in os.listdir(cache) if n.startswith(("native-", "wasm32-"))]
    assert folders and all(n.startswith("wasm32-carried-") for n in folders), folders


def test_dask_array_map_blocks(client):
    c, _ = client
    f = _gaussian("wasm")
    data = np.random.default_rng(8).normal(size=(64, 30))
    arr = da.from_array(data, chunks=(16, 30))
    got = arr.map_blocks(f, dtype=np.float64).compute()
    want = np.concatenate([f(data[i:i + 16]) for i in range(0, 64, 16)])
    assert got.tobytes() == want.tobytes()


def test_jitted_function_on_worker_processes(client):
    """A function jitted in the test (not importable by the workers: cloudpickle sends it by
    value) with its wasm specialisation already built here: the workers run it without a C
    compiler."""
    c, _ = client

    @twinlink.jit(target="wasm")
    def scaled(x):
        return T.tanh(x) * 2.0 - x.max(axis=0)

    rng = np.random.default_rng(9)
    blocks = [rng.normal(size=(12, 5)) for _ in range(4)]
    want = [scaled(b) for b in blocks]
    got = c.gather(c.map(scaled, blocks, pure=False))
    assert all(g.dtype == w.dtype and g.tobytes() == w.tobytes() for g, w in zip(got, want))
