"""A toy grammar for tests of grammar-constrained rows (SGLang's grammar-object protocol)."""

from __future__ import annotations

import math

import torch


class CountingGrammar:
    """A toy grammar: after token t only t+1 is allowed; terminated after accepting ``end``.

    Implements the slice of SGLang's ``BaseGrammarObject`` that masks and walks use, with
    xgrammar's packed int32 bitmask layout (32 tokens per word, all bits set = unconstrained).
    """

    def __init__(self, last: int, vocab: int, end: int = -1) -> None:
        self.tokens = [last]
        self.vocab = vocab
        self.end = end
        self.finished = False

    def accept_token(self, token: int) -> None:
        if token != self.tokens[-1] + 1:
            raise ValueError(f"token {token} not allowed")
        self.tokens.append(token)

    def rollback(self, k: int) -> None:
        del self.tokens[-k:]

    def is_terminated(self) -> bool:
        return self.tokens[-1] == self.end

    @staticmethod
    def allocate_vocab_mask(vocab_size: int, batch_size: int, device) -> torch.Tensor:
        return torch.full((batch_size, (vocab_size + 31) // 32), -1, dtype=torch.int32)

    def fill_vocab_mask(self, mask: torch.Tensor, idx: int) -> None:
        mask[idx] = 0
        allowed = self.tokens[-1] + 1
        if allowed < self.vocab:
            mask[idx, allowed // 32] = torch.tensor(1 << (allowed % 32), dtype=torch.int64).to(
                torch.int32
            )

    @staticmethod
    def move_vocab_mask(mask: torch.Tensor, device) -> torch.Tensor:
        return mask.to(device)

    @staticmethod
    def apply_vocab_mask(logits: torch.Tensor, vocab_mask: torch.Tensor) -> None:
        bits = torch.arange(logits.shape[-1])
        words = vocab_mask[:, bits // 32].to(torch.int64) & 0xFFFFFFFF
        allowed = ((words >> (bits % 32)) & 1).bool()
        logits.masked_fill_(~allowed, -math.inf)
