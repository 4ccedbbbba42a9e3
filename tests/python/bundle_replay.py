"""A bundle replayed by the `twinlink` CLI as a user without Python or a C compiler would run
it: every engine, and every output bit-identical to the recording (shared by the bridge tests)."""
import subprocess


def assert_replays_without_python(cli, path, home):
    env = {"PATH": "/nonexistent", "HOME": str(home)}  # no compiler, no Python
    run = subprocess.run([cli, "replay", str(path), "--engine", "all"], env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr  # 0: every output bit-identical on every engine
    assert all(engine in run.stdout for engine in ("cranelift", "winch", "interpreter")), run.stdout
