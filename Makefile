# Quick start: `make demo` (serve the bundled model, OCR sample images) and `make test`.
# Both create/update the virtual environment in .venv first; a fresh machine needs nothing else.

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
# pytest-timeout guards CI against a hung server; -rfE lists failures and errors at the end;
# --durations=30 prints the 30 slowest tests (and fixture set-ups: mostly server starts).
PYTEST_ARGS ?= -q -rfE --durations=30

.PHONY: setup test test-fast mutation demo check bench bench-pages bench-router cross-compile gpu-kit gpu-rehearsal gpu-rehearsal-host lint clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# torch first, pinned, so pip takes the wheel from the local disk instead of downloading a newer one.
$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q torch==2.14.1 torchvision==0.29.1
	$(BIN)/python -m pip install -q -e '.[test,bench,router]'
	touch $(STAMP)

setup: $(STAMP)

# Everything: what CI runs (.ci/run). Both tiers; the summary says how many servers it started.
# The exactness references are CPU fp32 servers: on a GPU host the GPUs are hidden from the run
# (the CPU stand-in then activates, sglang_gravity/_cpu_bootstrap.py), so it is the same suite
# with the same tolerances; the GPU itself is checked by `make check` and benchmarks/gpu_check.sh.
test: setup
	CUDA_VISIBLE_DEVICES= $(BIN)/python -m pytest $(PYTEST_ARGS)

# The fast tier (under 2 minutes on 2 cores): every test that needs no server and no child
# process. tests/conftest.py marks the others slow at collection; --fast deselects them.
test-fast: setup
	$(BIN)/python -m pytest --fast -q -rfE

# Mutation testing (mutmut) of the pure decoding code and the width policy against the fast
# tests that cover them ([tool.mutmut] in pyproject.toml); the score per module at the end.
# Long (tens of minutes on 2 cores); not part of CI. Writes mutants/ (git-ignored).
mutation: setup
	$(BIN)/python -m sglang_gravity.testing.mutation --run

demo: setup
	$(BIN)/python -m sglang_gravity.demo

# Is gravity exact and faster here? AR and gravity on the bundled pages (one after the other on a
# GPU, side by side on CPU)
# (python -m sglang_gravity.check); MODEL=trillionlabs/GravityOCR on a GPU, CHECK_ARGS for more.
MODEL ?= models/gravity-demo
CHECK_ARGS ?=
check: setup
	$(BIN)/python -m sglang_gravity.check --model-path $(MODEL) --out runs/check $(CHECK_ARGS)

BENCH_MODEL := $(if $(wildcard models/gravity-demo),--model-path models/gravity-demo,--tiny-model)

# AR vs gravity on the same client, interleaved AR -> gravity -> AR per concurrency level, up to
# 64 requests in flight; runs/bench/throughput.png plots tok/s and pages/s against concurrency.
# 43 held-out pages per type (129 distinct images, twice the top level, none repeated in a pass,
# so no request reuses another's cached prefill).
bench: setup
	$(BIN)/python benchmarks/make_bench_set.py --per-type 43 --out runs/bench-set
	$(BIN)/python benchmarks/bench_ocr.py $(BENCH_MODEL) --data runs/bench-set --concurrency 1,4,16,32,64 --max-total-tokens 65536 --time-limit 1800 --out runs/bench

# Whole pages (regions OCR'd concurrently, Markdown assembled) with the GLM-OCR SDK's requests:
# pages/s at 1 and 8 pages in flight, AR -> gravity -> AR; runs/bench-pages/pages.png.
bench-pages: setup
	$(BIN)/python benchmarks/bench_pages.py $(BENCH_MODEL) --concurrency 1,8 --pages 16 --out runs/bench-pages

# N workers behind SGLang's router against one, side by side at the same total CPUs: one gravity
# worker on all of this machine's cores and two on half each, each topology behind its own
# sglang-router (round_robin); runs/bench-router/results.md. On a fleet, attach to running
# routers instead: benchmarks/bench_router.py --router-url one=URL --router-url two=URL.
bench-router: setup
	$(BIN)/python benchmarks/bench_router.py $(BENCH_MODEL) --workers 1,2 --concurrency 1,4,16 --out runs/bench-router

# The offline GPU kit (docs/gpu.md): SGLang 0.5.23 trimmed, the sglang-kernel build that loads
# against the GPU host's torch 2.11 and the small packages the host lacks, as pinned wheels in
# build/gpu-kit (git-ignored); refused above 64 MiB with the working tree (--budget-mib: what
# one copy to an air-gapped host may hold). Carry it there and run benchmarks/gpu_serve.sh.
gpu-kit: setup
	$(BIN)/python -m sglang_gravity.offline_kit.build --out build/gpu-kit

# The kit rehearsed here without a GPU: built, installed into an interpreter that sees only the
# host's packages, and benchmarks/gpu_serve.sh --dry-run on the CPU engine (part of make test).
gpu-rehearsal: setup
	$(BIN)/python -m pytest -q -rfE tests/offline_kit/test_gpu_kit_rehearsal.py

# The same rehearsal at the GPU host's package versions (torch 2.11.0, triton 3.6.0, transformers
# 5.17.0: a venv built once from the registries, about 3 GB of CUDA libraries with torch, kept in
# HOST_ENV outside the checkout), all nine sections, the report in docs/results/gpu-serve-dry-run-cpu.
# Not part of CI (the download alone takes minutes).
HOST_ENV ?= $(HOME)/.cache/sglang-gravity/host-env-py311
gpu-rehearsal-host: setup
	$(BIN)/python -m sglang_gravity.offline_kit.host_env --dest $(HOST_ENV)
	$(BIN)/python -m sglang_gravity.offline_kit.rehearse --host-env $(HOST_ENV) --work build/rehearsal-host --out docs/results/gpu-serve-dry-run-cpu

# The kernels compiled for sm_80/sm_90/sm_100 on this machine (no GPU needed), SASS read back.
cross-compile: setup
	mkdir -p docs/results/cross-compile
	env -u TRITON_INTERPRET $(BIN)/python -m sglang_gravity.kernels.cross_compile --arch sm_80 --arch sm_90 --arch sm_100 --json docs/results/cross-compile/report.json | tee docs/results/cross-compile/table.txt

lint: setup
	$(BIN)/ruff check sglang_gravity tests benchmarks
	$(BIN)/ruff format --check sglang_gravity tests benchmarks

clean:
	rm -rf $(VENV) runs .pytest_cache
