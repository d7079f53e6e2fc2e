"""Round log-probabilities (``decoding/logprobs.py``): where SGLang reads them and which requests get lists."""

from __future__ import annotations

from types import SimpleNamespace

import torch

from sglang_gravity.decoding.logprobs import RoundLogprobs, committed_rows, round_logprobs

# --- contracts the serving path relies on (dtypes, devices, boundaries) ---------------------


def test_round_logprobs_ask_for_lists_only_where_a_request_wants_them():
    rows = torch.log_softmax(torch.randn(2, 3, 10, generator=torch.Generator().manual_seed(1)), -1)
    ids = torch.tensor([[1, 2, 3], [4, 5, 6]], dtype=torch.int32)
    none = round_logprobs(rows, ids, [0, 0], [None, None])
    assert none.top_val is none.top_idx is none.token_ids_val is none.token_ids_idx is None
    assert none.token_logprobs[0, 1] == rows[0, 1, 2]
    one = round_logprobs(rows, ids, [1, 0], [[7], None])
    assert len(one.top_val) == 6 and one.top_idx[0].tolist() == [rows[0, 0].argmax().item()]
    assert one.token_ids_val[0].tolist() == [rows[0, 0, 7].item()]
    assert round_logprobs(rows, ids, [], []).top_val is None


def test_round_logprobs_are_written_where_sglang_reads_them():
    logprobs = RoundLogprobs(torch.zeros(1, 2), ["tv"], ["ti"], ["iv"], ["ii"])
    output = SimpleNamespace()
    logprobs.write_to(output)
    assert output.next_token_logprobs is logprobs.token_logprobs
    assert output.next_token_top_logprobs_val == ["tv"]
    assert output.next_token_top_logprobs_idx == ["ti"]
    assert output.next_token_token_ids_logprobs_val == ["iv"]
    assert output.next_token_token_ids_logprobs_idx == ["ii"]


def test_committed_rows_put_draft_row0_first():
    draft, verify = torch.zeros(2, 5), torch.ones(2, 3, 5)
    rows = committed_rows(draft, verify)
    assert rows.shape == (2, 4, 5) and rows[:, 0].eq(0).all() and rows[:, 1:].eq(1).all()
