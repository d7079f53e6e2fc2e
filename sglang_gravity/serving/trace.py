"""The round trace: every round of every request as one JSON line (``SGLANG_GRAVITY_TRACE_DIR``).

A debugging and test aid (writing it syncs the host every round). Tests compare it round by
round with the pure-PyTorch oracle: output parity alone cannot show that drafts are right.
Writer and reader live together so the format has one definition. No SGLang imports.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import torch

from sglang_gravity import settings


class RoundTracer:
    """Writes every round of every request as one JSON line (debug/test aid; syncs the host)."""

    def __init__(self, directory: str) -> None:
        os.makedirs(directory, exist_ok=True)
        self._file = open(os.path.join(directory, f"rounds-{os.getpid()}.jsonl"), "a")  # noqa: SIM115

    @classmethod
    def from_env(cls) -> RoundTracer | None:
        directory = settings.TRACE_DIR.read()
        return cls(directory) if directory else None

    @staticmethod
    def read(directory: str | os.PathLike, rid: str) -> list[dict[str, Any]]:
        """Every traced round of request ``rid``, in order (what :meth:`write` wrote)."""
        rounds = []
        for path in sorted(Path(directory).glob("rounds-*.jsonl")):
            for line in path.read_text().splitlines():
                record = json.loads(line)
                if record["rid"] == rid:
                    rounds.append(record)
        return rounds

    @staticmethod
    def read_served(
        directory: str | os.PathLike, rid: str, num_output_tokens: int
    ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """Request ``rid``'s traced rounds split into those that produced its output and those
        it ran after its output was complete.

        Under SGLang's overlap scheduler a request's finish (EOS, max_tokens, a stop string)
        becomes known one step late, when the next step is already launched, so it may run one
        round more, whose tokens are discarded. The prefill gives the first output token; each
        round commits ``committed``.
        """
        rounds = RoundTracer.read(directory, rid)
        produced = 1
        for n, record in enumerate(rounds):
            if produced >= num_output_tokens:
                return rounds[:n], rounds[n:]
            produced += len(record["committed"])
        return rounds, []

    def write(
        self,
        rids: list[str],
        x0: torch.Tensor,
        verify_window: torch.Tensor,
        accepted: torch.Tensor,
        accept_lens: torch.Tensor,
        output_ids: torch.Tensor,
    ) -> None:
        for i, rid in enumerate(rids):
            n = int(accept_lens[i])
            record = {
                "rid": rid,
                "x0": int(x0[i]),
                "a0": int(verify_window[i, 0]),
                "drafts": verify_window[i, 1:].tolist(),
                "accepted": int(accepted[i]),
                "committed": output_ids[i, :n].tolist(),
            }
            self._file.write(json.dumps(record) + "\n")
        self._file.flush()
