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


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict
mutants_xǁRowSamplingǁfor_window__mutmut: MutantDict = {}  # type: ignore


@dataclass(frozen=True)
class RowSampling:
    """Sampling parameters per window row (request-major, ``rows = bs * K``).

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
    @_mutmut_mutated(mutants_xǁRowSamplingǁfor_window__mutmut, is_classmethod = True)
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_orig(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_1(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = None
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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_2(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is not None:
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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_3(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = None

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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_4(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                None, _SEED_HIGH, (top_ps.shape[0],), dtype=torch.int64, device=top_ps.device
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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_5(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, None, (top_ps.shape[0],), dtype=torch.int64, device=top_ps.device
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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_6(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, _SEED_HIGH, None, dtype=torch.int64, device=top_ps.device
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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_7(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, _SEED_HIGH, (top_ps.shape[0],), dtype=None, device=top_ps.device
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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_8(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, _SEED_HIGH, (top_ps.shape[0],), dtype=torch.int64, device=None
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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_9(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                _SEED_HIGH, (top_ps.shape[0],), dtype=torch.int64, device=top_ps.device
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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_10(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, (top_ps.shape[0],), dtype=torch.int64, device=top_ps.device
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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_11(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, _SEED_HIGH, dtype=torch.int64, device=top_ps.device
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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_12(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, _SEED_HIGH, (top_ps.shape[0],), device=top_ps.device
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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_13(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, _SEED_HIGH, (top_ps.shape[0],), dtype=torch.int64, )

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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_14(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                1, _SEED_HIGH, (top_ps.shape[0],), dtype=torch.int64, device=top_ps.device
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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_15(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, _SEED_HIGH, (top_ps.shape[1],), dtype=torch.int64, device=top_ps.device
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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_16(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, _SEED_HIGH, (top_ps.shape[0],), dtype=torch.int64, device=top_ps.device
            )

        def rows(t: torch.Tensor) -> torch.Tensor:
            return torch.repeat_interleave(None, width, dim=0)

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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_17(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, _SEED_HIGH, (top_ps.shape[0],), dtype=torch.int64, device=top_ps.device
            )

        def rows(t: torch.Tensor) -> torch.Tensor:
            return torch.repeat_interleave(t, None, dim=0)

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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_18(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, _SEED_HIGH, (top_ps.shape[0],), dtype=torch.int64, device=top_ps.device
            )

        def rows(t: torch.Tensor) -> torch.Tensor:
            return torch.repeat_interleave(t, width, dim=None)

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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_19(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, _SEED_HIGH, (top_ps.shape[0],), dtype=torch.int64, device=top_ps.device
            )

        def rows(t: torch.Tensor) -> torch.Tensor:
            return torch.repeat_interleave(width, dim=0)

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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_20(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, _SEED_HIGH, (top_ps.shape[0],), dtype=torch.int64, device=top_ps.device
            )

        def rows(t: torch.Tensor) -> torch.Tensor:
            return torch.repeat_interleave(t, dim=0)

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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_21(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, _SEED_HIGH, (top_ps.shape[0],), dtype=torch.int64, device=top_ps.device
            )

        def rows(t: torch.Tensor) -> torch.Tensor:
            return torch.repeat_interleave(t, width, )

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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_22(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, _SEED_HIGH, (top_ps.shape[0],), dtype=torch.int64, device=top_ps.device
            )

        def rows(t: torch.Tensor) -> torch.Tensor:
            return torch.repeat_interleave(t, width, dim=1)

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

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_23(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, _SEED_HIGH, (top_ps.shape[0],), dtype=torch.int64, device=top_ps.device
            )

        def rows(t: torch.Tensor) -> torch.Tensor:
            return torch.repeat_interleave(t, width, dim=0)

        return cls(
            temperatures=None,
            top_ps=rows(top_ps),
            top_ks=rows(top_ks),
            min_ps=rows(min_ps),
            seeds=rows(seeds.to(torch.int64)),
            need_top_p=need_top_p,
            need_top_k=need_top_k,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_24(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            top_ps=None,
            top_ks=rows(top_ks),
            min_ps=rows(min_ps),
            seeds=rows(seeds.to(torch.int64)),
            need_top_p=need_top_p,
            need_top_k=need_top_k,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_25(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            top_ks=None,
            min_ps=rows(min_ps),
            seeds=rows(seeds.to(torch.int64)),
            need_top_p=need_top_p,
            need_top_k=need_top_k,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_26(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            min_ps=None,
            seeds=rows(seeds.to(torch.int64)),
            need_top_p=need_top_p,
            need_top_k=need_top_k,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_27(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            seeds=None,
            need_top_p=need_top_p,
            need_top_k=need_top_k,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_28(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            need_top_p=None,
            need_top_k=need_top_k,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_29(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            need_top_k=None,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_30(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            need_min_p=None,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_31(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            deterministic=None,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_32(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, _SEED_HIGH, (top_ps.shape[0],), dtype=torch.int64, device=top_ps.device
            )

        def rows(t: torch.Tensor) -> torch.Tensor:
            return torch.repeat_interleave(t, width, dim=0)

        return cls(
            top_ps=rows(top_ps),
            top_ks=rows(top_ks),
            min_ps=rows(min_ps),
            seeds=rows(seeds.to(torch.int64)),
            need_top_p=need_top_p,
            need_top_k=need_top_k,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_33(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            top_ks=rows(top_ks),
            min_ps=rows(min_ps),
            seeds=rows(seeds.to(torch.int64)),
            need_top_p=need_top_p,
            need_top_k=need_top_k,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_34(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            min_ps=rows(min_ps),
            seeds=rows(seeds.to(torch.int64)),
            need_top_p=need_top_p,
            need_top_k=need_top_k,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_35(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            seeds=rows(seeds.to(torch.int64)),
            need_top_p=need_top_p,
            need_top_k=need_top_k,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_36(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            need_top_p=need_top_p,
            need_top_k=need_top_k,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_37(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            need_top_k=need_top_k,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_38(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_39(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_40(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_41(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
        seeds = request_seeds
        if seeds is None:
            # No host sync: drawn on the device from torch's (seeded) generator.
            seeds = torch.randint(
                0, _SEED_HIGH, (top_ps.shape[0],), dtype=torch.int64, device=top_ps.device
            )

        def rows(t: torch.Tensor) -> torch.Tensor:
            return torch.repeat_interleave(t, width, dim=0)

        return cls(
            temperatures=rows(None),
            top_ps=rows(top_ps),
            top_ks=rows(top_ks),
            min_ps=rows(min_ps),
            seeds=rows(seeds.to(torch.int64)),
            need_top_p=need_top_p,
            need_top_k=need_top_k,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_42(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            top_ps=rows(None),
            top_ks=rows(top_ks),
            min_ps=rows(min_ps),
            seeds=rows(seeds.to(torch.int64)),
            need_top_p=need_top_p,
            need_top_k=need_top_k,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_43(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            top_ks=rows(None),
            min_ps=rows(min_ps),
            seeds=rows(seeds.to(torch.int64)),
            need_top_p=need_top_p,
            need_top_k=need_top_k,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_44(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            min_ps=rows(None),
            seeds=rows(seeds.to(torch.int64)),
            need_top_p=need_top_p,
            need_top_k=need_top_k,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_45(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            seeds=rows(None),
            need_top_p=need_top_p,
            need_top_k=need_top_k,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

    @classmethod
    def xǁRowSamplingǁfor_window__mutmut_46(
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
        """Repeat per-request parameters over the K rows of one round (both passes share it)."""
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
            seeds=rows(seeds.to(None)),
            need_top_p=need_top_p,
            need_top_k=need_top_k,
            need_min_p=need_min_p,
            deterministic=deterministic,
        )

mutants_xǁRowSamplingǁfor_window__mutmut['_mutmut_orig'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_orig # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_1'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_1 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_2'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_2 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_3'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_3 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_4'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_4 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_5'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_5 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_6'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_6 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_7'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_7 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_8'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_8 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_9'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_9 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_10'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_10 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_11'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_11 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_12'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_12 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_13'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_13 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_14'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_14 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_15'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_15 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_16'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_16 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_17'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_17 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_18'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_18 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_19'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_19 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_20'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_20 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_21'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_21 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_22'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_22 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_23'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_23 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_24'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_24 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_25'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_25 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_26'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_26 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_27'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_27 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_28'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_28 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_29'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_29 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_30'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_30 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_31'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_31 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_32'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_32 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_33'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_33 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_34'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_34 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_35'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_35 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_36'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_36 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_37'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_37 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_38'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_38 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_39'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_39 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_40'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_40 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_41'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_41 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_42'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_42 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_43'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_43 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_44'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_44 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_45'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_45 # type: ignore # mutmut generated
mutants_xǁRowSamplingǁfor_window__mutmut['xǁRowSamplingǁfor_window__mutmut_46'] = RowSampling.xǁRowSamplingǁfor_window__mutmut_46 # type: ignore # mutmut generated
mutants_x_choose_tokens__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_choose_tokens__mutmut)
def choose_tokens(
    logits: torch.Tensor, rows: RowSampling | None, positions: torch.Tensor
) -> torch.Tensor:
    """Each row's token, as SGLang's sampler picks it: [rows, V] -> [rows] int64.

    ``logits`` (penalties already applied) is overwritten. ``rows`` None means an all-greedy
    batch (argmax, as SGLang's ``is_all_greedy`` path). ``positions``: [rows] — each row's
    input-token position, which keys the seeded noise.
    """
    return choose_tokens_and_logprobs(logits, rows, positions, return_logprobs=False)[0]


def x_choose_tokens__mutmut_orig(
    logits: torch.Tensor, rows: RowSampling | None, positions: torch.Tensor
) -> torch.Tensor:
    """Each row's token, as SGLang's sampler picks it: [rows, V] -> [rows] int64.

    ``logits`` (penalties already applied) is overwritten. ``rows`` None means an all-greedy
    batch (argmax, as SGLang's ``is_all_greedy`` path). ``positions``: [rows] — each row's
    input-token position, which keys the seeded noise.
    """
    return choose_tokens_and_logprobs(logits, rows, positions, return_logprobs=False)[0]


def x_choose_tokens__mutmut_1(
    logits: torch.Tensor, rows: RowSampling | None, positions: torch.Tensor
) -> torch.Tensor:
    """Each row's token, as SGLang's sampler picks it: [rows, V] -> [rows] int64.

    ``logits`` (penalties already applied) is overwritten. ``rows`` None means an all-greedy
    batch (argmax, as SGLang's ``is_all_greedy`` path). ``positions``: [rows] — each row's
    input-token position, which keys the seeded noise.
    """
    return choose_tokens_and_logprobs(None, rows, positions, return_logprobs=False)[0]


def x_choose_tokens__mutmut_2(
    logits: torch.Tensor, rows: RowSampling | None, positions: torch.Tensor
) -> torch.Tensor:
    """Each row's token, as SGLang's sampler picks it: [rows, V] -> [rows] int64.

    ``logits`` (penalties already applied) is overwritten. ``rows`` None means an all-greedy
    batch (argmax, as SGLang's ``is_all_greedy`` path). ``positions``: [rows] — each row's
    input-token position, which keys the seeded noise.
    """
    return choose_tokens_and_logprobs(logits, None, positions, return_logprobs=False)[0]


def x_choose_tokens__mutmut_3(
    logits: torch.Tensor, rows: RowSampling | None, positions: torch.Tensor
) -> torch.Tensor:
    """Each row's token, as SGLang's sampler picks it: [rows, V] -> [rows] int64.

    ``logits`` (penalties already applied) is overwritten. ``rows`` None means an all-greedy
    batch (argmax, as SGLang's ``is_all_greedy`` path). ``positions``: [rows] — each row's
    input-token position, which keys the seeded noise.
    """
    return choose_tokens_and_logprobs(logits, rows, None, return_logprobs=False)[0]


def x_choose_tokens__mutmut_4(
    logits: torch.Tensor, rows: RowSampling | None, positions: torch.Tensor
) -> torch.Tensor:
    """Each row's token, as SGLang's sampler picks it: [rows, V] -> [rows] int64.

    ``logits`` (penalties already applied) is overwritten. ``rows`` None means an all-greedy
    batch (argmax, as SGLang's ``is_all_greedy`` path). ``positions``: [rows] — each row's
    input-token position, which keys the seeded noise.
    """
    return choose_tokens_and_logprobs(logits, rows, positions, return_logprobs=None)[0]


def x_choose_tokens__mutmut_5(
    logits: torch.Tensor, rows: RowSampling | None, positions: torch.Tensor
) -> torch.Tensor:
    """Each row's token, as SGLang's sampler picks it: [rows, V] -> [rows] int64.

    ``logits`` (penalties already applied) is overwritten. ``rows`` None means an all-greedy
    batch (argmax, as SGLang's ``is_all_greedy`` path). ``positions``: [rows] — each row's
    input-token position, which keys the seeded noise.
    """
    return choose_tokens_and_logprobs(rows, positions, return_logprobs=False)[0]


def x_choose_tokens__mutmut_6(
    logits: torch.Tensor, rows: RowSampling | None, positions: torch.Tensor
) -> torch.Tensor:
    """Each row's token, as SGLang's sampler picks it: [rows, V] -> [rows] int64.

    ``logits`` (penalties already applied) is overwritten. ``rows`` None means an all-greedy
    batch (argmax, as SGLang's ``is_all_greedy`` path). ``positions``: [rows] — each row's
    input-token position, which keys the seeded noise.
    """
    return choose_tokens_and_logprobs(logits, positions, return_logprobs=False)[0]


def x_choose_tokens__mutmut_7(
    logits: torch.Tensor, rows: RowSampling | None, positions: torch.Tensor
) -> torch.Tensor:
    """Each row's token, as SGLang's sampler picks it: [rows, V] -> [rows] int64.

    ``logits`` (penalties already applied) is overwritten. ``rows`` None means an all-greedy
    batch (argmax, as SGLang's ``is_all_greedy`` path). ``positions``: [rows] — each row's
    input-token position, which keys the seeded noise.
    """
    return choose_tokens_and_logprobs(logits, rows, return_logprobs=False)[0]


def x_choose_tokens__mutmut_8(
    logits: torch.Tensor, rows: RowSampling | None, positions: torch.Tensor
) -> torch.Tensor:
    """Each row's token, as SGLang's sampler picks it: [rows, V] -> [rows] int64.

    ``logits`` (penalties already applied) is overwritten. ``rows`` None means an all-greedy
    batch (argmax, as SGLang's ``is_all_greedy`` path). ``positions``: [rows] — each row's
    input-token position, which keys the seeded noise.
    """
    return choose_tokens_and_logprobs(logits, rows, positions, )[0]


def x_choose_tokens__mutmut_9(
    logits: torch.Tensor, rows: RowSampling | None, positions: torch.Tensor
) -> torch.Tensor:
    """Each row's token, as SGLang's sampler picks it: [rows, V] -> [rows] int64.

    ``logits`` (penalties already applied) is overwritten. ``rows`` None means an all-greedy
    batch (argmax, as SGLang's ``is_all_greedy`` path). ``positions``: [rows] — each row's
    input-token position, which keys the seeded noise.
    """
    return choose_tokens_and_logprobs(logits, rows, positions, return_logprobs=True)[0]


def x_choose_tokens__mutmut_10(
    logits: torch.Tensor, rows: RowSampling | None, positions: torch.Tensor
) -> torch.Tensor:
    """Each row's token, as SGLang's sampler picks it: [rows, V] -> [rows] int64.

    ``logits`` (penalties already applied) is overwritten. ``rows`` None means an all-greedy
    batch (argmax, as SGLang's ``is_all_greedy`` path). ``positions``: [rows] — each row's
    input-token position, which keys the seeded noise.
    """
    return choose_tokens_and_logprobs(logits, rows, positions, return_logprobs=False)[1]

mutants_x_choose_tokens__mutmut['_mutmut_orig'] = x_choose_tokens__mutmut_orig # type: ignore # mutmut generated
mutants_x_choose_tokens__mutmut['x_choose_tokens__mutmut_1'] = x_choose_tokens__mutmut_1 # type: ignore # mutmut generated
mutants_x_choose_tokens__mutmut['x_choose_tokens__mutmut_2'] = x_choose_tokens__mutmut_2 # type: ignore # mutmut generated
mutants_x_choose_tokens__mutmut['x_choose_tokens__mutmut_3'] = x_choose_tokens__mutmut_3 # type: ignore # mutmut generated
mutants_x_choose_tokens__mutmut['x_choose_tokens__mutmut_4'] = x_choose_tokens__mutmut_4 # type: ignore # mutmut generated
mutants_x_choose_tokens__mutmut['x_choose_tokens__mutmut_5'] = x_choose_tokens__mutmut_5 # type: ignore # mutmut generated
mutants_x_choose_tokens__mutmut['x_choose_tokens__mutmut_6'] = x_choose_tokens__mutmut_6 # type: ignore # mutmut generated
mutants_x_choose_tokens__mutmut['x_choose_tokens__mutmut_7'] = x_choose_tokens__mutmut_7 # type: ignore # mutmut generated
mutants_x_choose_tokens__mutmut['x_choose_tokens__mutmut_8'] = x_choose_tokens__mutmut_8 # type: ignore # mutmut generated
mutants_x_choose_tokens__mutmut['x_choose_tokens__mutmut_9'] = x_choose_tokens__mutmut_9 # type: ignore # mutmut generated
mutants_x_choose_tokens__mutmut['x_choose_tokens__mutmut_10'] = x_choose_tokens__mutmut_10 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_choose_tokens_and_logprobs__mutmut)
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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


def x_choose_tokens_and_logprobs__mutmut_orig(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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


def x_choose_tokens_and_logprobs__mutmut_1(
    logits: torch.Tensor,
    rows: RowSampling | None,
    positions: torch.Tensor,
    *,
    return_logprobs: bool,
    original_logprobs: bool = True,
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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


def x_choose_tokens_and_logprobs__mutmut_2(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(None, "gravity: window logits")
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


def x_choose_tokens_and_logprobs__mutmut_3(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, None)
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


def x_choose_tokens_and_logprobs__mutmut_4(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits("gravity: window logits")
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


def x_choose_tokens_and_logprobs__mutmut_5(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, )
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


def x_choose_tokens_and_logprobs__mutmut_6(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "XXgravity: window logitsXX")
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


def x_choose_tokens_and_logprobs__mutmut_7(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "GRAVITY: WINDOW LOGITS")
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


def x_choose_tokens_and_logprobs__mutmut_8(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = ""
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


def x_choose_tokens_and_logprobs__mutmut_9(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs or (rows is None or original_logprobs):
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


def x_choose_tokens_and_logprobs__mutmut_10(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None and original_logprobs):
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


def x_choose_tokens_and_logprobs__mutmut_11(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is not None or original_logprobs):
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


def x_choose_tokens_and_logprobs__mutmut_12(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = None
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


def x_choose_tokens_and_logprobs__mutmut_13(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(None, dim=-1)
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


def x_choose_tokens_and_logprobs__mutmut_14(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=None)
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


def x_choose_tokens_and_logprobs__mutmut_15(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(dim=-1)
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


def x_choose_tokens_and_logprobs__mutmut_16(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], )
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


def x_choose_tokens_and_logprobs__mutmut_17(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=+1)
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


def x_choose_tokens_and_logprobs__mutmut_18(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-2)
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


def x_choose_tokens_and_logprobs__mutmut_19(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is not None:
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


def x_choose_tokens_and_logprobs__mutmut_20(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is None:
        return torch.argmax(None, dim=-1), _clamped(logprobs)
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


def x_choose_tokens_and_logprobs__mutmut_21(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is None:
        return torch.argmax(logits, dim=None), _clamped(logprobs)
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


def x_choose_tokens_and_logprobs__mutmut_22(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is None:
        return torch.argmax(dim=-1), _clamped(logprobs)
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


def x_choose_tokens_and_logprobs__mutmut_23(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is None:
        return torch.argmax(logits, ), _clamped(logprobs)
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


def x_choose_tokens_and_logprobs__mutmut_24(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is None:
        return torch.argmax(logits, dim=+1), _clamped(logprobs)
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


def x_choose_tokens_and_logprobs__mutmut_25(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is None:
        return torch.argmax(logits, dim=-2), _clamped(logprobs)
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


def x_choose_tokens_and_logprobs__mutmut_26(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is None:
        return torch.argmax(logits, dim=-1), _clamped(None)
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


def x_choose_tokens_and_logprobs__mutmut_27(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is None:
        return torch.argmax(logits, dim=-1), _clamped(logprobs)
    logits.div_(None)
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


def x_choose_tokens_and_logprobs__mutmut_28(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is None:
        return torch.argmax(logits, dim=-1), _clamped(logprobs)
    logits.div_(rows.temperatures)
    if return_logprobs and logprobs is None or rows.deterministic:
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


def x_choose_tokens_and_logprobs__mutmut_29(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is None:
        return torch.argmax(logits, dim=-1), _clamped(logprobs)
    logits.div_(rows.temperatures)
    if return_logprobs or logprobs is None and rows.deterministic:
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


def x_choose_tokens_and_logprobs__mutmut_30(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is None:
        return torch.argmax(logits, dim=-1), _clamped(logprobs)
    logits.div_(rows.temperatures)
    if return_logprobs and logprobs is not None and rows.deterministic:
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


def x_choose_tokens_and_logprobs__mutmut_31(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is None:
        return torch.argmax(logits, dim=-1), _clamped(logprobs)
    logits.div_(rows.temperatures)
    if return_logprobs and logprobs is None and rows.deterministic:
        logprobs = None
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


def x_choose_tokens_and_logprobs__mutmut_32(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is None:
        return torch.argmax(logits, dim=-1), _clamped(logprobs)
    logits.div_(rows.temperatures)
    if return_logprobs and logprobs is None and rows.deterministic:
        logprobs = torch.log_softmax(None, dim=-1)
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


def x_choose_tokens_and_logprobs__mutmut_33(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is None:
        return torch.argmax(logits, dim=-1), _clamped(logprobs)
    logits.div_(rows.temperatures)
    if return_logprobs and logprobs is None and rows.deterministic:
        logprobs = torch.log_softmax(logits[logprob_rows], dim=None)
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


def x_choose_tokens_and_logprobs__mutmut_34(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is None:
        return torch.argmax(logits, dim=-1), _clamped(logprobs)
    logits.div_(rows.temperatures)
    if return_logprobs and logprobs is None and rows.deterministic:
        logprobs = torch.log_softmax(dim=-1)
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


def x_choose_tokens_and_logprobs__mutmut_35(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is None:
        return torch.argmax(logits, dim=-1), _clamped(logprobs)
    logits.div_(rows.temperatures)
    if return_logprobs and logprobs is None and rows.deterministic:
        logprobs = torch.log_softmax(logits[logprob_rows], )
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


def x_choose_tokens_and_logprobs__mutmut_36(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is None:
        return torch.argmax(logits, dim=-1), _clamped(logprobs)
    logits.div_(rows.temperatures)
    if return_logprobs and logprobs is None and rows.deterministic:
        logprobs = torch.log_softmax(logits[logprob_rows], dim=+1)
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


def x_choose_tokens_and_logprobs__mutmut_37(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
    """
    sanitize_nan_logits(logits, "gravity: window logits")
    logprobs = None
    if return_logprobs and (rows is None or original_logprobs):
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-1)
    if rows is None:
        return torch.argmax(logits, dim=-1), _clamped(logprobs)
    logits.div_(rows.temperatures)
    if return_logprobs and logprobs is None and rows.deterministic:
        logprobs = torch.log_softmax(logits[logprob_rows], dim=-2)
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


def x_choose_tokens_and_logprobs__mutmut_38(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
    logits[:] = None
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


def x_choose_tokens_and_logprobs__mutmut_39(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
    logits[:] = torch.softmax(logits, dim=-1) if (rows.deterministic) and False else sampler_softmax(logits)
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


def x_choose_tokens_and_logprobs__mutmut_40(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
    logits[:] = torch.softmax(logits, dim=-1) if (rows.deterministic) or True else sampler_softmax(logits)
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


def x_choose_tokens_and_logprobs__mutmut_41(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
    logits[:] = torch.softmax(None, dim=-1) if rows.deterministic else sampler_softmax(logits)
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


def x_choose_tokens_and_logprobs__mutmut_42(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
    logits[:] = torch.softmax(logits, dim=None) if rows.deterministic else sampler_softmax(logits)
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


def x_choose_tokens_and_logprobs__mutmut_43(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
    logits[:] = torch.softmax(dim=-1) if rows.deterministic else sampler_softmax(logits)
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


def x_choose_tokens_and_logprobs__mutmut_44(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
    logits[:] = torch.softmax(logits, ) if rows.deterministic else sampler_softmax(logits)
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


def x_choose_tokens_and_logprobs__mutmut_45(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
    logits[:] = torch.softmax(logits, dim=+1) if rows.deterministic else sampler_softmax(logits)
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


def x_choose_tokens_and_logprobs__mutmut_46(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
    logits[:] = torch.softmax(logits, dim=-2) if rows.deterministic else sampler_softmax(logits)
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


def x_choose_tokens_and_logprobs__mutmut_47(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
    logits[:] = torch.softmax(logits, dim=-1) if rows.deterministic else sampler_softmax(None)
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


def x_choose_tokens_and_logprobs__mutmut_48(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
    probs = None
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


def x_choose_tokens_and_logprobs__mutmut_49(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
    if return_logprobs or logprobs is None:
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


def x_choose_tokens_and_logprobs__mutmut_50(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
    if return_logprobs and logprobs is not None:
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


def x_choose_tokens_and_logprobs__mutmut_51(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        logprobs = None  # before min-p below edits probs in place
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


def x_choose_tokens_and_logprobs__mutmut_52(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        logprobs = torch.log(None)  # before min-p below edits probs in place
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


def x_choose_tokens_and_logprobs__mutmut_53(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
    if (rows.need_top_p or rows.need_top_k or rows.need_min_p):
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


def x_choose_tokens_and_logprobs__mutmut_54(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
    if not (rows.need_top_p or rows.need_top_k and rows.need_min_p):
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


def x_choose_tokens_and_logprobs__mutmut_55(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
    if not (rows.need_top_p and rows.need_top_k or rows.need_min_p):
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


def x_choose_tokens_and_logprobs__mutmut_56(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        tokens = None
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


def x_choose_tokens_and_logprobs__mutmut_57(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        tokens = sampling_from_probs_torch(None, sampling_seed=rows.seeds, positions=positions)
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


def x_choose_tokens_and_logprobs__mutmut_58(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        tokens = sampling_from_probs_torch(probs, sampling_seed=None, positions=positions)
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


def x_choose_tokens_and_logprobs__mutmut_59(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        tokens = sampling_from_probs_torch(probs, sampling_seed=rows.seeds, positions=None)
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


def x_choose_tokens_and_logprobs__mutmut_60(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        tokens = sampling_from_probs_torch(sampling_seed=rows.seeds, positions=positions)
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


def x_choose_tokens_and_logprobs__mutmut_61(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        tokens = sampling_from_probs_torch(probs, positions=positions)
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


def x_choose_tokens_and_logprobs__mutmut_62(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        tokens = sampling_from_probs_torch(probs, sampling_seed=rows.seeds, )
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


def x_choose_tokens_and_logprobs__mutmut_63(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        return tokens.to(None), _clamped(logprobs)
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


def x_choose_tokens_and_logprobs__mutmut_64(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        return tokens.to(torch.int64), _clamped(None)
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


def x_choose_tokens_and_logprobs__mutmut_65(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        threshold = None
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


def x_choose_tokens_and_logprobs__mutmut_66(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        threshold = probs.max(dim=-1, keepdim=True).values / rows.min_ps[:, None]
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


def x_choose_tokens_and_logprobs__mutmut_67(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        threshold = probs.max(dim=None, keepdim=True).values * rows.min_ps[:, None]
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


def x_choose_tokens_and_logprobs__mutmut_68(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        threshold = probs.max(dim=-1, keepdim=None).values * rows.min_ps[:, None]
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


def x_choose_tokens_and_logprobs__mutmut_69(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        threshold = probs.max(keepdim=True).values * rows.min_ps[:, None]
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


def x_choose_tokens_and_logprobs__mutmut_70(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        threshold = probs.max(dim=-1, ).values * rows.min_ps[:, None]
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


def x_choose_tokens_and_logprobs__mutmut_71(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        threshold = probs.max(dim=+1, keepdim=True).values * rows.min_ps[:, None]
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


def x_choose_tokens_and_logprobs__mutmut_72(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        threshold = probs.max(dim=-2, keepdim=True).values * rows.min_ps[:, None]
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


def x_choose_tokens_and_logprobs__mutmut_73(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        threshold = probs.max(dim=-1, keepdim=False).values * rows.min_ps[:, None]
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


def x_choose_tokens_and_logprobs__mutmut_74(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        probs.masked_fill_(None, 0.0)
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


def x_choose_tokens_and_logprobs__mutmut_75(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        probs.masked_fill_(probs < threshold, None)
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


def x_choose_tokens_and_logprobs__mutmut_76(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        probs.masked_fill_(0.0)
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


def x_choose_tokens_and_logprobs__mutmut_77(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        probs.masked_fill_(probs < threshold, )
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


def x_choose_tokens_and_logprobs__mutmut_78(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        probs.masked_fill_(probs <= threshold, 0.0)
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


def x_choose_tokens_and_logprobs__mutmut_79(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        probs.masked_fill_(probs < threshold, 1.0)
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


def x_choose_tokens_and_logprobs__mutmut_80(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
    tokens = None
    return tokens.to(torch.int64), _clamped(logprobs)


def x_choose_tokens_and_logprobs__mutmut_81(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        None,
        rows.top_ks,
        rows.top_ps,
        rows.min_ps,
        False,  # min_p applied above
        rows.seeds,
        positions,
    )
    return tokens.to(torch.int64), _clamped(logprobs)


def x_choose_tokens_and_logprobs__mutmut_82(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        None,
        rows.top_ps,
        rows.min_ps,
        False,  # min_p applied above
        rows.seeds,
        positions,
    )
    return tokens.to(torch.int64), _clamped(logprobs)


def x_choose_tokens_and_logprobs__mutmut_83(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        None,
        rows.min_ps,
        False,  # min_p applied above
        rows.seeds,
        positions,
    )
    return tokens.to(torch.int64), _clamped(logprobs)


def x_choose_tokens_and_logprobs__mutmut_84(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        None,
        False,  # min_p applied above
        rows.seeds,
        positions,
    )
    return tokens.to(torch.int64), _clamped(logprobs)


def x_choose_tokens_and_logprobs__mutmut_85(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        None,  # min_p applied above
        rows.seeds,
        positions,
    )
    return tokens.to(torch.int64), _clamped(logprobs)


def x_choose_tokens_and_logprobs__mutmut_86(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        None,
        positions,
    )
    return tokens.to(torch.int64), _clamped(logprobs)


def x_choose_tokens_and_logprobs__mutmut_87(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        None,
    )
    return tokens.to(torch.int64), _clamped(logprobs)


def x_choose_tokens_and_logprobs__mutmut_88(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        rows.top_ks,
        rows.top_ps,
        rows.min_ps,
        False,  # min_p applied above
        rows.seeds,
        positions,
    )
    return tokens.to(torch.int64), _clamped(logprobs)


def x_choose_tokens_and_logprobs__mutmut_89(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        rows.top_ps,
        rows.min_ps,
        False,  # min_p applied above
        rows.seeds,
        positions,
    )
    return tokens.to(torch.int64), _clamped(logprobs)


def x_choose_tokens_and_logprobs__mutmut_90(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        rows.min_ps,
        False,  # min_p applied above
        rows.seeds,
        positions,
    )
    return tokens.to(torch.int64), _clamped(logprobs)


def x_choose_tokens_and_logprobs__mutmut_91(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        False,  # min_p applied above
        rows.seeds,
        positions,
    )
    return tokens.to(torch.int64), _clamped(logprobs)


def x_choose_tokens_and_logprobs__mutmut_92(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        rows.seeds,
        positions,
    )
    return tokens.to(torch.int64), _clamped(logprobs)


def x_choose_tokens_and_logprobs__mutmut_93(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        positions,
    )
    return tokens.to(torch.int64), _clamped(logprobs)


def x_choose_tokens_and_logprobs__mutmut_94(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        )
    return tokens.to(torch.int64), _clamped(logprobs)


def x_choose_tokens_and_logprobs__mutmut_95(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
        True,  # min_p applied above
        rows.seeds,
        positions,
    )
    return tokens.to(torch.int64), _clamped(logprobs)


def x_choose_tokens_and_logprobs__mutmut_96(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
    return tokens.to(None), _clamped(logprobs)


def x_choose_tokens_and_logprobs__mutmut_97(
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
    draft pass reads row 0 of each request: ``slice(None, None, K)``): [selected, V], or None.
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
    return tokens.to(torch.int64), _clamped(None)

mutants_x_choose_tokens_and_logprobs__mutmut['_mutmut_orig'] = x_choose_tokens_and_logprobs__mutmut_orig # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_1'] = x_choose_tokens_and_logprobs__mutmut_1 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_2'] = x_choose_tokens_and_logprobs__mutmut_2 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_3'] = x_choose_tokens_and_logprobs__mutmut_3 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_4'] = x_choose_tokens_and_logprobs__mutmut_4 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_5'] = x_choose_tokens_and_logprobs__mutmut_5 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_6'] = x_choose_tokens_and_logprobs__mutmut_6 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_7'] = x_choose_tokens_and_logprobs__mutmut_7 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_8'] = x_choose_tokens_and_logprobs__mutmut_8 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_9'] = x_choose_tokens_and_logprobs__mutmut_9 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_10'] = x_choose_tokens_and_logprobs__mutmut_10 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_11'] = x_choose_tokens_and_logprobs__mutmut_11 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_12'] = x_choose_tokens_and_logprobs__mutmut_12 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_13'] = x_choose_tokens_and_logprobs__mutmut_13 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_14'] = x_choose_tokens_and_logprobs__mutmut_14 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_15'] = x_choose_tokens_and_logprobs__mutmut_15 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_16'] = x_choose_tokens_and_logprobs__mutmut_16 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_17'] = x_choose_tokens_and_logprobs__mutmut_17 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_18'] = x_choose_tokens_and_logprobs__mutmut_18 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_19'] = x_choose_tokens_and_logprobs__mutmut_19 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_20'] = x_choose_tokens_and_logprobs__mutmut_20 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_21'] = x_choose_tokens_and_logprobs__mutmut_21 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_22'] = x_choose_tokens_and_logprobs__mutmut_22 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_23'] = x_choose_tokens_and_logprobs__mutmut_23 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_24'] = x_choose_tokens_and_logprobs__mutmut_24 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_25'] = x_choose_tokens_and_logprobs__mutmut_25 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_26'] = x_choose_tokens_and_logprobs__mutmut_26 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_27'] = x_choose_tokens_and_logprobs__mutmut_27 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_28'] = x_choose_tokens_and_logprobs__mutmut_28 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_29'] = x_choose_tokens_and_logprobs__mutmut_29 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_30'] = x_choose_tokens_and_logprobs__mutmut_30 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_31'] = x_choose_tokens_and_logprobs__mutmut_31 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_32'] = x_choose_tokens_and_logprobs__mutmut_32 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_33'] = x_choose_tokens_and_logprobs__mutmut_33 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_34'] = x_choose_tokens_and_logprobs__mutmut_34 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_35'] = x_choose_tokens_and_logprobs__mutmut_35 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_36'] = x_choose_tokens_and_logprobs__mutmut_36 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_37'] = x_choose_tokens_and_logprobs__mutmut_37 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_38'] = x_choose_tokens_and_logprobs__mutmut_38 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_39'] = x_choose_tokens_and_logprobs__mutmut_39 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_40'] = x_choose_tokens_and_logprobs__mutmut_40 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_41'] = x_choose_tokens_and_logprobs__mutmut_41 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_42'] = x_choose_tokens_and_logprobs__mutmut_42 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_43'] = x_choose_tokens_and_logprobs__mutmut_43 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_44'] = x_choose_tokens_and_logprobs__mutmut_44 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_45'] = x_choose_tokens_and_logprobs__mutmut_45 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_46'] = x_choose_tokens_and_logprobs__mutmut_46 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_47'] = x_choose_tokens_and_logprobs__mutmut_47 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_48'] = x_choose_tokens_and_logprobs__mutmut_48 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_49'] = x_choose_tokens_and_logprobs__mutmut_49 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_50'] = x_choose_tokens_and_logprobs__mutmut_50 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_51'] = x_choose_tokens_and_logprobs__mutmut_51 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_52'] = x_choose_tokens_and_logprobs__mutmut_52 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_53'] = x_choose_tokens_and_logprobs__mutmut_53 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_54'] = x_choose_tokens_and_logprobs__mutmut_54 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_55'] = x_choose_tokens_and_logprobs__mutmut_55 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_56'] = x_choose_tokens_and_logprobs__mutmut_56 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_57'] = x_choose_tokens_and_logprobs__mutmut_57 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_58'] = x_choose_tokens_and_logprobs__mutmut_58 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_59'] = x_choose_tokens_and_logprobs__mutmut_59 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_60'] = x_choose_tokens_and_logprobs__mutmut_60 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_61'] = x_choose_tokens_and_logprobs__mutmut_61 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_62'] = x_choose_tokens_and_logprobs__mutmut_62 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_63'] = x_choose_tokens_and_logprobs__mutmut_63 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_64'] = x_choose_tokens_and_logprobs__mutmut_64 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_65'] = x_choose_tokens_and_logprobs__mutmut_65 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_66'] = x_choose_tokens_and_logprobs__mutmut_66 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_67'] = x_choose_tokens_and_logprobs__mutmut_67 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_68'] = x_choose_tokens_and_logprobs__mutmut_68 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_69'] = x_choose_tokens_and_logprobs__mutmut_69 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_70'] = x_choose_tokens_and_logprobs__mutmut_70 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_71'] = x_choose_tokens_and_logprobs__mutmut_71 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_72'] = x_choose_tokens_and_logprobs__mutmut_72 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_73'] = x_choose_tokens_and_logprobs__mutmut_73 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_74'] = x_choose_tokens_and_logprobs__mutmut_74 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_75'] = x_choose_tokens_and_logprobs__mutmut_75 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_76'] = x_choose_tokens_and_logprobs__mutmut_76 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_77'] = x_choose_tokens_and_logprobs__mutmut_77 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_78'] = x_choose_tokens_and_logprobs__mutmut_78 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_79'] = x_choose_tokens_and_logprobs__mutmut_79 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_80'] = x_choose_tokens_and_logprobs__mutmut_80 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_81'] = x_choose_tokens_and_logprobs__mutmut_81 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_82'] = x_choose_tokens_and_logprobs__mutmut_82 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_83'] = x_choose_tokens_and_logprobs__mutmut_83 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_84'] = x_choose_tokens_and_logprobs__mutmut_84 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_85'] = x_choose_tokens_and_logprobs__mutmut_85 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_86'] = x_choose_tokens_and_logprobs__mutmut_86 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_87'] = x_choose_tokens_and_logprobs__mutmut_87 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_88'] = x_choose_tokens_and_logprobs__mutmut_88 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_89'] = x_choose_tokens_and_logprobs__mutmut_89 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_90'] = x_choose_tokens_and_logprobs__mutmut_90 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_91'] = x_choose_tokens_and_logprobs__mutmut_91 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_92'] = x_choose_tokens_and_logprobs__mutmut_92 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_93'] = x_choose_tokens_and_logprobs__mutmut_93 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_94'] = x_choose_tokens_and_logprobs__mutmut_94 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_95'] = x_choose_tokens_and_logprobs__mutmut_95 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_96'] = x_choose_tokens_and_logprobs__mutmut_96 # type: ignore # mutmut generated
mutants_x_choose_tokens_and_logprobs__mutmut['x_choose_tokens_and_logprobs__mutmut_97'] = x_choose_tokens_and_logprobs__mutmut_97 # type: ignore # mutmut generated
mutants_x__clamped__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__clamped__mutmut)
def _clamped(logprobs: torch.Tensor | None) -> torch.Tensor | None:
    if logprobs is not None:
        logprobs.clamp_(min=torch.finfo(logprobs.dtype).min)
    return logprobs


def x__clamped__mutmut_orig(logprobs: torch.Tensor | None) -> torch.Tensor | None:
    if logprobs is not None:
        logprobs.clamp_(min=torch.finfo(logprobs.dtype).min)
    return logprobs


def x__clamped__mutmut_1(logprobs: torch.Tensor | None) -> torch.Tensor | None:
    if logprobs is None:
        logprobs.clamp_(min=torch.finfo(logprobs.dtype).min)
    return logprobs


def x__clamped__mutmut_2(logprobs: torch.Tensor | None) -> torch.Tensor | None:
    if logprobs is not None:
        logprobs.clamp_(min=None)
    return logprobs


def x__clamped__mutmut_3(logprobs: torch.Tensor | None) -> torch.Tensor | None:
    if logprobs is not None:
        logprobs.clamp_(min=torch.finfo(None).min)
    return logprobs

mutants_x__clamped__mutmut['_mutmut_orig'] = x__clamped__mutmut_orig # type: ignore # mutmut generated
mutants_x__clamped__mutmut['x__clamped__mutmut_1'] = x__clamped__mutmut_1 # type: ignore # mutmut generated
mutants_x__clamped__mutmut['x__clamped__mutmut_2'] = x__clamped__mutmut_2 # type: ignore # mutmut generated
mutants_x__clamped__mutmut['x__clamped__mutmut_3'] = x__clamped__mutmut_3 # type: ignore # mutmut generated
