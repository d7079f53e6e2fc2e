"""The gravity variants ``bench_engines.py`` serves side by side: each a name on its command
line, and the settings and server flags it stands for.

- ``fixed``: the full window K every step (``SGLANG_GRAVITY_WIDTH=full``), the scheduler as
  the server resolves it (overlap on GPU; off on CPU unless ``SGLANG_GRAVITY_CPU_OVERLAP=1``);
- ``fixed-sync``: the same with ``--disable-overlap-schedule``;
- ``fixed-overlap``: the same with the overlap scheduler on, on CPU too (overlap on/off side by
  side with ``fixed-sync``);
- ``auto``: ``SGLANG_GRAVITY_WIDTH=auto``, the width chosen per step from measured step times
  and live acceptance (``width.step_costs``, ``width.policy``; the default where it can run);
- ``auto-sync``: ``auto`` without the overlap scheduler;
- ``width=N``: every step at width N (``SGLANG_GRAVITY_WIDTH=N``; N=1 is plain AR steps);
- ``auto=A/B/...``: ``auto`` over the candidate widths A, B, ... only (``SGLANG_GRAVITY_WIDTHS``);
- ``cycle=A/B/...``: the widths A, B, ... in turn, one per step (``SGLANG_GRAVITY_WIDTH_CYCLE``):
  what a mix of widths costs per step, apart from any choice.

Any of these takes a tag, ``NAME@TAG`` (``width=17@b``): the same settings on a server of its
own. Two servers of one setting in one run are an A/A control: their ratio is what the method
reads when nothing differs (the machine's drift and each process's own speed), the resolution
below which two variants' figures do not tell them apart.
"""

from __future__ import annotations

from sglang_gravity import settings
from sglang_gravity.bench.peers import PEERS

SYNC = "--disable-overlap-schedule"


def variant_config(name: str) -> tuple[dict[str, str], list[str]]:
    """(environment, extra server flags) of a named gravity variant."""
    name = untagged(name)
    if name == "fixed":
        return {settings.WIDTH.name: "full"}, []
    if name == "fixed-sync":
        return {settings.WIDTH.name: "full"}, [SYNC]
    if name == "fixed-overlap":
        return {settings.WIDTH.name: "full", settings.CPU_OVERLAP.name: "1"}, []
    if name == "auto":
        return {settings.WIDTH.name: "auto"}, []
    if name == "auto-sync":
        return {settings.WIDTH.name: "auto"}, [SYNC]
    if name.startswith("width="):
        width = name.split("=", 1)[1]
        if not width.isdigit() or int(width) < 1:
            raise SystemExit(f"--variants: {name!r}: width=N needs an integer N >= 1")
        return {settings.WIDTH.name: width}, []
    for prefix, setting, extra in (
        ("auto=", settings.WIDTHS, {settings.WIDTH.name: "auto"}),
        ("cycle=", settings.WIDTH_CYCLE, {}),
    ):
        if name.startswith(prefix):
            widths = name[len(prefix) :].split("/")
            if not all(w.isdigit() and int(w) >= 1 for w in widths):
                raise SystemExit(f"--variants: {name!r}: {prefix}A/B/... needs integers >= 1")
            return {**extra, setting.name: ",".join(widths)}, []
    raise SystemExit(
        f"--variants: unknown variant {name!r} "
        "(fixed, fixed-sync, fixed-overlap, auto, auto-sync, width=N, auto=A/B, cycle=A/B; "
        "SGLang's: " + ", ".join(PEERS) + ")"
    )


def untagged(name: str) -> str:
    """The settings part of ``NAME@TAG`` (``NAME`` itself when untagged)."""
    base, at, tag = name.partition("@")
    if at and not (tag.isascii() and tag.isalnum()):
        raise SystemExit(f"--variants: {name!r}: the tag after @ must be letters or digits")
    return base


def variant_slug(name: str) -> str:
    """A variant's name as one path component (``width=17`` -> ``width17``, ``auto=1/17`` ->
    ``auto1-17``, ``width=17@b`` -> ``width17-b``)."""
    return name.replace("=", "").replace("/", "-").replace("@", "-")
