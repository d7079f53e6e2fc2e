"""The router launcher's and the router benchmark's pure parts: no server, no router started.

The topology itself (a router in front of gravity workers, a worker killed and one added) is
``tests/e2e/test_router.py``; the benchmark's launch path is the same ``running_fleet``.
"""

from __future__ import annotations

import os
import shlex
import subprocess

import pytest

from sglang_gravity.bench.suites import router
from sglang_gravity.launcher.router import (
    POLICIES,
    cpu_groups,
    metric_total,
    router_command,
)
from sglang_gravity.repository import REPO_ROOT

CPUS = sorted(os.sched_getaffinity(0))


def test_cpu_groups_split_the_same_cores_evenly():
    first, second = CPUS[0], CPUS[-1]
    if first == second:
        pytest.skip("needs two CPUs")
    both = f"{first},{second}"
    assert cpu_groups(both, 1) == [both]
    assert cpu_groups(both, 2) == [str(first), str(second)]
    with pytest.raises(ValueError, match="does not split into 3 equal groups"):
        cpu_groups(both, 3)
    with pytest.raises(ValueError, match="named twice"):
        cpu_groups(f"{first},{first}", 2)
    with pytest.raises(ValueError, match="not available here"):
        cpu_groups(f"{max(CPUS) + 1}", 1)


def test_router_command_is_loopback_with_its_own_metrics_port():
    cmd = router_command(["http://127.0.0.1:1", "http://127.0.0.1:2"], 30080, 30081)
    assert cmd[cmd.index("--host") + 1] == "127.0.0.1"
    assert cmd[cmd.index("--prometheus-host") + 1] == "127.0.0.1"
    assert cmd[cmd.index("--prometheus-port") + 1] == "30081"
    assert cmd[cmd.index("--policy") + 1] == "cache_aware"
    assert cmd[cmd.index("--worker-urls") + 1 :] == ["http://127.0.0.1:1", "http://127.0.0.1:2"]
    assert "--worker-urls" not in router_command([], 1, 2, policy="round_robin")
    with pytest.raises(ValueError, match="choose one of"):
        router_command([], 1, 2, policy="least_loaded")
    assert set(POLICIES) >= {"cache_aware", "round_robin"}


def test_metric_total_sums_the_matching_labels_only():
    samples = {
        "sglang:gravity_rounds_total": [({"dp_rank": "0"}, 3.0), ({"dp_rank": "1"}, 4.0)],
    }
    assert metric_total(samples, "sglang:gravity_rounds_total") == 7.0
    assert metric_total(samples, "sglang:gravity_rounds_total", dp_rank="1") == 4.0
    assert metric_total(samples, "sglang:gravity_rounds_total", dp_rank="2") == 0.0
    assert metric_total(samples, "absent") == 0.0


def test_bench_router_arguments(capsys):
    args = router.parse_args(["--tiny-model", "--workers", "1,2"])
    assert args.worker_counts == [1, 2] and args.levels == [1, 4, 16]
    assert args.cpus == ",".join(map(str, CPUS))  # every CPU of this process by default
    attach = ["--router-url", "one=http://127.0.0.1:1", "--router-url", "two=http://127.0.0.1:2/"]
    assert dict(router.parse_args(attach).target)["two"] == "http://127.0.0.1:2"
    for bad in (
        [],  # neither way
        ["--tiny-model", *attach],  # both ways
        ["--router-url", "one=http://127.0.0.1:1"],  # one topology: nothing to compare
        ["--tiny-model", "--workers", "2"],
        ["--tiny-model", "--concurrency", "0"],
        ["--router-url", "one=127.0.0.1:1", "--router-url", "two=http://127.0.0.1:2"],
    ):
        with pytest.raises(SystemExit):
            router.parse_args(bad)
    capsys.readouterr()


def test_topologies_alternate_first_second_first():
    assert router.pass_order(["1w", "2w"]) == ["1w", "2w", "1w"]


@pytest.mark.subprocess
def test_parallel_check_dry_run_prints_tp2_and_dp2_checks(tmp_path):
    """benchmarks/parallel_check.sh (the multi-GPU check of --tp-size 2 and --dp-size 2), its
    commands only: the check against AR with each flag, one report folder each."""
    script = REPO_ROOT / "benchmarks" / "parallel_check.sh"
    env = {**os.environ, "OUT": str(tmp_path), "MODEL": "org/ckpt", "DTYPE": "bfloat16"}
    done = subprocess.run(
        ["bash", str(script), "--dry-run"], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert [line.split(":")[0] for line in lines] == [
        "[parallel-check] tp2",
        "[parallel-check] dp2",
    ]
    for line, flag in zip(lines, ("--tp-size", "--dp-size")):
        args = shlex.split(line.split(":", 1)[1])
        assert args[1:3] == ["-m", "sglang_gravity.check"]
        assert args[args.index("--model-path") + 1] == "org/ckpt"
        assert args[args.index("--server-args") + 1] == f"{flag} 2 --dtype bfloat16"
        assert args[args.index("--out") + 1] == str(tmp_path / f"{flag[2:4]}2")
    assert not list(tmp_path.iterdir()), "a dry run wrote reports"


def test_dp_servers_get_no_nccl_port():
    """SGLang gives every DP rank the --nccl-port it is passed (their rendezvous then collide):
    the launcher reads --dp-size from the extra flags and leaves the port to SGLang."""
    from sglang_gravity.launcher.server import _dp_size

    assert _dp_size(["--enable-metrics", "--dp-size", "2"]) == 2
    assert _dp_size(("--dp-size=4",)) == 4
    assert _dp_size(["--tp-size", "2"]) == 1
    assert _dp_size([]) == 1
