"""Choosing each window row's token exactly as SGLang's AR sampler would, and lossless acceptance.

Per row, after the penalties: greedy rows take the argmax; sampled rows go through SGLang's own
functions (temperature, softmax, top-k / top-p / min-p, then a Gumbel-max draw whose noise is a
hash of (seed, position, column): ``layers/sampler.py::multinomial_with_seed``). Every row is
given the position of its input token, as AR's decode step is, so:

- with a request seed (``--enable-deterministic-inference``), verify row j draws exactly the
  token AR draws at that position. Accepting a draft only when it equals that draw and
  committing the draw at the first mismatch makes the committed path AR's sample path, token
  for token;
- without one, the round draws a fresh seed per request (from torch's generator, seeded by
  ``--random-seed``), so every committed token is an independent sample of AR's distribution.

The drafts are drawn with the same seed and position as the verify row that checks them, so
draft and verify share their noise: where the two distributions agree the draws agree, and
acceptance at a low temperature stays close to greedy's. Acceptance keeps the greedy rule
(``round.accept_and_pack``) with sampled tokens in place of the argmax.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
from sglang.kernels.ops.sampling import softmax as sampler_softmax
from sglang.srt.layers.sampler import (
    sampling_from_probs_torch,
    top_k_top_p_min_p_sampling_from_probs_torch,
)
from sglang.srt.utils.async_probe import sanitize_nan_logits

_SEED_HIGH = 2**62  # round seeds are drawn in [0, 2**62): any int64 the hash accepts


@dataclass(frozen=True)
class RowSampling:
    """Sampling parameters per window row (request-major, ``rows = bs * W``).

    Batch-wide flags choose SGLang's code path exactly as its sampler does for the batch.
    """

    temperatures: torch.Tensor  # [rows, 1] float32
    top_ps: torch.Tensor  # [rows] float32
    top_ks: torch.Tensor  # [rows] int32 (1 on greedy rows)
    min_ps: torch.Tensor  # [rows] float32
    seeds: torch.Tensor  # [rows] int64 — the request's seed, or this round's draw
    need_top_p: bool
    need_top_k: bool
    need_min_p: bool
    deterministic: bool  # SGLang's --enable-deterministic-inference (plain torch softmax)

    @classmethod
    def for_window(
        cls,
        temperatures: torch.Tensor,  # [bs, 1]
        top_ps: torch.Tensor,  # [bs]
        top_ks: torch.Tensor,  # [bs]
        min_ps: torch.Tensor,  # [bs]
        request_seeds: torch.Tensor | None,  # [bs] int64, or None: draw one per round
        width: int,
        *,
        need_top_p: bool,
        need_top_k: bool,
        need_min_p: bool,
        deterministic: bool,
    ) -> RowSampling:
        """Repeat per-request parameters over the W rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, _SEED_HIGH, (top_ps.shape[0],), dtype=torch.int64, device=top_ps.device
            )

        def rows(t: torch.Tensor) -> torch.Tensor:
            return torch.repeat_interleave(t, width, dim=0)

        return cls(
            temperatures=rows(temperatures),
            top_ps=rows(top_ps),
            top_ks=rows(top_ks),
            min_ps=rows(min_ps),
            seeds=rows(seeds.to(torch.int64)),
            need_top_p=need_top_p,
            need_top_k=need_top_k,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )


def choose_tokens(
    logits: torch.Tensor, rows: RowSampling | None, positions: torch.Tensor
) -> torch.Tensor:
    """Each row's token, as SGLang's sampler picks it: [rows, V] -> [rows] int64.

    ``logits`` (penalties already applied) is overwritten. ``rows`` None means an all-greedy
    batch (argmax, as SGLang's ``is_all_greedy`` path). ``positions``: [rows] — each row's
    input-token position, which keys the seeded noise.
    """
    return choose_tokens_and_logprobs(logits, rows, positions, return_logprobs=False)[0]


def choose_tokens_and_logprobs(
    logits: torch.Tensor,
    rows: RowSampling | None,
    positions: torch.Tensor,
    *,
    return_logprobs: bool,
    original_logprobs: bool = False,
    logprob_rows: slice = slice(None),
) -> tuple[torch.Tensor, torch.Tensor | None]:
    """``choose_tokens`` plus, when asked, each row's log-probabilities as AR returns them.

    AR's decode logprobs (``layers/sampler.py::Sampler.forward``) are of the processed
    logits (penalties, grammar, ``logit_bias``) and, in a batch that samples, of the
    temperature-scaled distribution before any top-k / top-p / min-p filtering:
    ``log_softmax(logits)`` for an all-greedy batch, ``log_softmax(logits / T)`` under
    ``--enable-deterministic-inference``, else ``log(softmax(logits / T))`` of the very
    probabilities it samples from. ``original_logprobs`` is SGLang's
    ``SGLANG_RETURN_ORIGINAL_LOGPROB``: ``log_softmax(logits)`` before the temperature.
    Returned clamped to the dtype's minimum, as AR clamps them, for ``logprob_rows`` only (the
    draft pass reads row 0 of each request: ``slice(None, None, W)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is None:
        return torch.argmax(logits, dim=-1), _clamped(logprobs)
    logits.div_(rows.temperatures)
    if return_logprobs and logprobs is None and rows.deterministic:
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    logits[:] = torch.softmax(logits, dim=-1) if rows.deterministic else sampler_softmax(logits)
    probs = logits
    if return_logprobs and logprobs is None:
        logprobs = torch.log(probs[logprob_rows])  # before min-p below edits probs in place
    if not (rows.need_top_p or rows.need_top_k or rows.need_min_p):
        tokens = sampling_from_probs_torch(probs, sampling_seed=rows.seeds, positions=positions)
        return tokens.to(torch.int64), _clamped(logprobs)
    if rows.need_min_p:
        # SGLang refuses min_p together with a seed (its seeded draw is not renormalized). Its
        # threshold is max(p) * min_p, which top-k and top-p never remove, so filtering first
        # keeps the same support; the Gumbel-max draw is proportional to the kept weights.
        threshold = probs.max(dim=-1, keepdim=True).values * rows.min_ps[:, None]
        probs.masked_fill_(probs < threshold, 0.0)
    tokens = top_k_top_p_min_p_sampling_from_probs_torch(
        probs,
        rows.top_ks,
        rows.top_ps,
        rows.min_ps,
        False,  # min_p applied above
        rows.seeds,
        positions,
    )
    return tokens.to(torch.int64), _clamped(logprobs)


def _clamped(logprobs: torch.Tensor | None) -> torch.Tensor | None:
    if logprobs is not None:
        logprobs.clamp_(min=torch.finfo(logprobs.dtype).min)
    return logprobs
