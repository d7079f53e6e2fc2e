"""Start and stop SGLang servers on loopback for tests, the demo and the benchmarks."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import requests


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def is_cpu_only() -> bool:
    try:
        import torch

        return not torch.cuda.is_available()
    except ImportError:
        return True


@dataclass
class ServerHandle:
    """A running ``sglang.launch_server`` child process bound to 127.0.0.1."""

    process: subprocess.Popen
    port: int
    log_path: Path
    args: list[str] = field(default_factory=list)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def log_tail(self, chars: int = 6000) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-chars:]
        except OSError:
            return ""

    def stop(self) -> None:
        if self.process.poll() is None:
            # The launcher spawns scheduler/detokenizer children in its process group.
            try:
                os.killpg(self.process.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=30)

    def __enter__(self) -> ServerHandle:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def server_command(
    model_path: str | os.PathLike,
    port: int,
    *,
    gravity: bool,
    extra_args: Sequence[str] = (),
    max_total_tokens: int = 8192,
) -> list[str]:
    cmd = [
        sys.executable,
        "-m",
        "sglang.launch_server",
        "--model-path",
        str(model_path),
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--max-total-tokens",
        str(max_total_tokens),
        "--skip-server-warmup",
    ]
    if is_cpu_only():
        # An idle SGLang scheduler busy-polls one core (measured: 101% CPU while idle, 2% with
        # --sleep-on-idle). With an AR and a gravity server side by side on a small CPU
        # machine, the idle one would steal a core from the one being measured.
        cmd += ["--device", "cpu", "--dtype", "float32", "--sleep-on-idle"]
    if gravity:
        cmd += ["--speculative-algorithm", "gravity"]
    return cmd + list(extra_args)


def launch_server(
    model_path: str | os.PathLike,
    *,
    gravity: bool,
    log_path: str | os.PathLike,
    extra_args: Sequence[str] = (),
    env: dict[str, str] | None = None,
    max_total_tokens: int = 8192,
    timeout_s: float = 300.0,
    port: int | None = None,
) -> ServerHandle:
    """Launch a server and wait until it answers ``/health_generate``; raise with its log if not."""
    port = port or free_port()
    cmd = server_command(
        model_path, port, gravity=gravity, extra_args=extra_args, max_total_tokens=max_total_tokens
    )
    full_env = dict(os.environ)
    if is_cpu_only():
        full_env["SGLANG_USE_CPU_ENGINE"] = "1"
    full_env.update(env or {})
    log_path = Path(log_path)
    log_file = open(log_path, "w")  # noqa: SIM115 — owned by the child for its lifetime
    process = subprocess.Popen(
        cmd, stdout=log_file, stderr=subprocess.STDOUT, env=full_env, start_new_session=True
    )
    handle = ServerHandle(process=process, port=port, log_path=log_path, args=cmd)
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(
                f"server exited with code {process.returncode} during start-up:\n"
                f"{handle.log_tail()}"
            )
        try:
            if requests.get(f"{handle.url}/health", timeout=2).status_code == 200:
                return handle
        except requests.RequestException:
            pass
        time.sleep(1.0)
    handle.stop()
    raise TimeoutError(f"server did not become healthy in {timeout_s} s:\n{handle.log_tail()}")


def run_startup_expecting_failure(
    model_path: str | os.PathLike,
    *,
    extra_args: Sequence[str] = (),
    timeout_s: float = 240.0,
) -> tuple[int, str]:
    """Run the launch line and return (exit code, output) for start-up refusal tests."""
    cmd = server_command(model_path, free_port(), gravity=True, extra_args=extra_args)
    env = dict(os.environ)
    if is_cpu_only():
        env["SGLANG_USE_CPU_ENGINE"] = "1"
    proc = subprocess.run(
        cmd, capture_output=True, text=True, env=env, timeout=timeout_s, start_new_session=True
    )
    return proc.returncode, proc.stdout + proc.stderr
