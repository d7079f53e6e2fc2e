"""SGLang's own speculative decoders as benchmark engines beside gravity ("peers").

Why: a claim that gravity is the fastest way to serve a GLM-OCR model needs the decoders its users
would otherwise pick measured in the same run, on the same client, requests and machine. These
are SGLang 0.5.23's, launched by its own flags on the checkpoint gravity serves:

- ``ngram``: NGRAM (prompt and output lookup in a shared trie, no extra weights), SGLang's
  defaults (12 draft tokens in a tree of breadth up to 10);
- ``nextn``: NEXTN, GLM-OCR's MTP layer run 3 steps, top-k 1, 4 draft tokens (the GLM-OCR README's
  recommendation); the layer comes from a draft folder (``training/mtp.py`` trains one);
- ``standalone``: STANDALONE, a small separate draft model, same 3 / 1 / 4;
- ``dflash``: DFLASH, a block-diffusion draft model conditioned on the target's hidden states.

Each runs on SGLang's own defaults for the device (no gravity settings; the scheduler as SGLang
resolves it). On a CPU-only host (SGLang 0.5.23, ``--device cpu``) NGRAM, NEXTN and DFLASH do not
run; the errors, measured on the demo checkpoint (docs/results/peers-cpu-demo/README.md):

- NGRAM starts, then its first verify fails in ``torch_native``, SGLang's CPU attention backend
  here (``intel_amx`` falls back to it on a CPU without AMX), whose extend path has no
  TARGET_VERIFY metadata: ``AttributeError: 'NoneType' object has no attribute 'shape'`` in
  ``torch_native_backend._run_sdpa_forward_extend``;
- NEXTN fails at start-up: ``glm4v.set_embed_and_head`` calls ``torch.cuda.synchronize()``;
- DFLASH is refused while SGLang resolves its arguments (``not supported by CpuSRTPlatform``).

STANDALONE needs a separate small draft model with GLM-OCR's tokenizer; none is bundled, so it is
not measured here.

A peer that cannot start, or that fails its first request, is not dropped silently: the
benchmark records the error it gave (:func:`last_error` of its log) in the report.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

# The GLM-OCR README's NEXTN settings, also used for STANDALONE.
CHAIN_FLAGS = (
    "--speculative-num-steps",
    "3",
    "--speculative-eagle-topk",
    "1",
    "--speculative-num-draft-tokens",
    "4",
)


@dataclass(frozen=True)
class Peer:
    """One SGLang decoder: its algorithm, which draft folder it needs (the name of the benchmark
    option that gives it) and its flags beyond those."""

    name: str
    algorithm: str
    draft: str | None = None
    flags: tuple[str, ...] = ()
    doc: str = ""


PEERS: dict[str, Peer] = {
    peer.name: peer
    for peer in (
        Peer("ngram", "NGRAM", doc="n-gram lookup, SGLang's defaults"),
        Peer("nextn", "NEXTN", "mtp_draft", CHAIN_FLAGS, "MTP layer, 3 steps, top-k 1, 4 tokens"),
        Peer(
            "standalone",
            "STANDALONE",
            "standalone_draft",
            CHAIN_FLAGS,
            "small draft model, 3 steps, top-k 1, 4 tokens",
        ),
        Peer("dflash", "DFLASH", "dflash_draft", doc="block-diffusion draft model"),
    )
}


def is_peer(name: str) -> bool:
    return name in PEERS


def peer_flags(name: str, drafts: Mapping[str, str | None]) -> list[str]:
    """Server flags of peer ``name``; ``drafts`` maps the draft options to folders.

    Raises ``ValueError`` naming the option when the peer needs a draft folder not given.
    """
    peer = PEERS[name]
    flags = ["--speculative-algorithm", peer.algorithm]
    if peer.draft is not None:
        path = drafts.get(peer.draft)
        if not path:
            option = "--" + peer.draft.replace("_", "-")
            raise ValueError(f"{name} needs a draft folder: give {option} PATH")
        flags += ["--speculative-draft-model-path", str(path)]
    return flags + list(peer.flags)


_ERROR_LINE = re.compile(r"^(?:[A-Za-z_][\w.]*)?(?:Error|Exception|Refused|Interrupt)\b.*?: .+")
_FRAME = re.compile(r'^\s*File "([^"]+)", line (\d+), in (\S+)')


def last_error(log: str) -> str | None:
    """The last exception a server logged, as ``Type: message (at file:line in function)``.

    Scans for lines like ``ValueError: ...`` (a traceback's last line) and takes the innermost
    frame printed before it; None when the log has none.
    """
    lines = log.splitlines()
    for i in range(len(lines) - 1, -1, -1):
        line = lines[i].strip()
        if not _ERROR_LINE.match(line):
            continue
        for j in range(i - 1, max(-1, i - 60), -1):
            frame = _FRAME.match(lines[j])
            if frame:
                path, number, function = frame.groups()
                short = path.split("site-packages/")[-1]
                return f"{line} (at {short}:{number} in {function})"
        return line
    return None
