"""The settings the test servers run under, shared by the fixtures and the tests that start their
own servers (so that a test's own server is configured like the shared one it is compared with)."""

from __future__ import annotations

from sglang_gravity import settings
from sglang_gravity.repository import REPO_ROOT

# The AR reference runs without SGLang's overlap scheduler: under overlap its penalizers count
# each output token one step late (they read the last token the host has processed, and the last
# prompt token on the first step), so penalized AR outputs would depend on the scheduler mode.
# Greedy and sampled outputs without penalties are the same in both modes.
AR_REFERENCE_ARGS = ("--disable-overlap-schedule",)
# Both tiny servers accept custom logit processors and hidden-state requests, which AR serves and
# gravity refuses (per request, with a 400): the refusal tests need features that only gravity
# turns away (without the flags SGLang itself refuses them first, on both engines).
TINY_SERVER_ARGS = ("--enable-custom-logit-processor", "--return-hidden-states-mode", "full")
# The shared gravity server runs SGLang's overlap scheduler, as on a GPU (on CPU gravity turns it
# off unless SGLANG_GRAVITY_CPU_OVERLAP=1: nothing to overlap with). These make a lost or misordered
# request under its one-step lag fail loudly: gravity compares the x0 SGLang relays with the one
# it carried, and SGLANG_IS_IN_CI turns on SGLang's own FutureMap poisoning (every relayed row
# must be written before it is read, and is poisoned again after).
OVERLAP_CHECKS = {
    settings.CPU_OVERLAP.name: "1",
    settings.CHECK_RELAY.name: "1",
    "SGLANG_IS_IN_CI": "1",
}
# Every step the full window K (on CPU gravity adapts the width by default): for the servers whose
# tests compare rounds with the oracle's, count rounds, or read tokens per forward of the window.
FULL_WINDOW = {settings.WIDTH.name: "full"}
# The two scheduler modes every gravity parity check runs under, by server name.
GRAVITY_ENGINES = ("gravity", "gravity_sync")

DEMO_MODEL = REPO_ROOT / "models" / "gravity-demo"
# Seeded sampling (SGLang's --enable-deterministic-inference) on CPU: the plugin admits these
# attention backends for it; with none given SGLang would pick a GPU backend.
DEMO_ARGS = ("--enable-deterministic-inference", "--allow-auto-truncate")
