"""What the end-to-end tests share: the parity request mix (every request shape against AR at
once), the HF inputs of a case for the oracle, and the checks that a server frees everything and
stays exact when its KV pool retracts requests."""

from __future__ import annotations

import re
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import requests
import torch
from sglang.srt.sampling.custom_logit_processor import DisallowedTokensLogitsProcessor

from sglang_gravity.checkpoints.tiny import make_test_image
from sglang_gravity.launcher.client import Completion, chat, chat_messages, generate

# Served by AR (the shared servers allow it), refused by gravity: a processor may read the
# request's output so far, which a window row cannot give it.
CUSTOM_LOGIT_PROCESSOR = DisallowedTokensLogitsProcessor.to_str()

PROMPTS = ("Text Recognition:", "Table Recognition:", "Formula Recognition:")


@dataclass(frozen=True)
class Case:
    """One request of the parity mix."""

    name: str
    endpoint: str  # "chat" or "generate"
    max_tokens: int
    image_size: tuple[int, int] | None = None
    stream: bool = False
    text: str = "Text Recognition:"

    def image(self):
        return (
            None
            if self.image_size is None
            else make_test_image(*self.image_size, seed=sum(map(ord, self.name)))
        )

    def send(self, url: str, rid: str | None = None) -> Completion:
        if self.endpoint == "generate":
            return generate(url, self.text, max_tokens=self.max_tokens, rid=rid)
        return chat(
            url,
            chat_messages(self.text, self.image()),
            max_tokens=self.max_tokens,
            stream=self.stream,
            rid=rid,
        )


IMAGE_SIZES = [
    (28, 28),
    (56, 56),
    (200, 120),
    (300, 200),
    (84, 28),
    (140, 140),
    (100, 40),
    (250, 90),
]
CASES = (
    [
        Case(f"image{i}", "chat", n, size, stream=i % 2 == 1, text=PROMPTS[i % 3])
        for i, (size, n) in enumerate(zip(IMAGE_SIZES, [1, 2, 9, 17, 33, 64, 128, 200]))
    ]
    + [
        Case(f"chat{i}", "chat", n, None, stream=i % 2 == 0, text=f"hello number {i} table")
        for i, n in enumerate([3, 10, 50, 100, 160])
    ]
    + [
        Case(f"gen{i}", "generate", n, text=f"Invoice {i} total amount")
        for i, n in enumerate([1, 8, 25, 77, 200])
    ]
)


def run_all(url: str, cases: list[Case], rid_prefix: str | None = None) -> list[Completion]:
    """Send every case at once: they share rounds in one continuously batched decode."""
    with ThreadPoolExecutor(len(cases)) as pool:
        futures = [
            pool.submit(c.send, url, None if rid_prefix is None else f"{rid_prefix}-{c.name}")
            for c in cases
        ]
        return [f.result() for f in futures]


def hf_inputs(processor, case: Case):
    content = [{"type": "text", "text": case.text}]
    if case.image_size is not None:
        content.insert(0, {"type": "image", "image": case.image()})
    return processor.apply_chat_template(
        [{"role": "user", "content": content}],
        tokenize=True,
        add_generation_prompt=True,
        return_dict=True,
        return_tensors="pt",
    )


ORACLE_CASES = [c for c in CASES if c.endpoint == "chat" and 9 <= c.max_tokens <= 100]


def scheduler_load(url: str) -> dict:
    return requests.get(f"{url}/v1/loads", timeout=30).json()["loads"][0]


def assert_kv_pool_empty(url: str, timeout_s: float = 30.0) -> None:
    """Flush as soon as the scheduler is idle (it refuses while any request runs), then check
    that no KV slot is held. /v1/loads alone is no proof of idleness: it is a snapshot the
    scheduler republishes only every few decode steps."""
    deadline = time.monotonic() + timeout_s
    while requests.post(f"{url}/flush_cache", timeout=30).status_code != 200:
        if time.monotonic() > deadline:
            raise AssertionError(f"a request still runs {timeout_s} s later: {scheduler_load(url)}")
        time.sleep(0.5)
    load = scheduler_load(url)
    assert load["num_running_reqs"] == 0 and load["num_used_tokens"] == 0, load


def assert_retraction_keeps_parity(server, ar_url: str) -> None:
    """Eight long requests against a server whose pool retracts: it did retract, every answer
    equals AR's, and the pool is empty afterwards (the default pool in ``test_faults.py``, pages of 16 in ``test_page_size.py``)."""
    prompts = [f"document {i} reads as follows" for i in range(8)]
    lengths = [140 + 15 * i for i in range(8)]

    def run(url):
        with ThreadPoolExecutor(len(prompts)) as pool:
            return list(pool.map(lambda p, n: generate(url, p, max_tokens=n), prompts, lengths))

    with ThreadPoolExecutor(2) as outer:
        expected_future = outer.submit(run, ar_url)
        got = run(server.url)
        expected = expected_future.result()
    log = server.log_tail(chars=10**7)
    retracted = sum(int(n) for n in re.findall(r"#retracted_reqs: (\d+)", log))
    assert retracted > 0, "no request was retracted: the test tested nothing"
    for i, (ar, gravity) in enumerate(zip(expected, got, strict=True)):
        assert gravity.status_code == 200, gravity.text[-300:]
        assert len(gravity.output_ids) == lengths[i]
        assert gravity.output_ids == ar.output_ids, f"request {i} differs after retraction"
    assert_kv_pool_empty(server.url)


def hf_greedy_ids(hf_model, samples, max_tokens: int) -> list[list[int]]:
    """Stock ``generate(do_sample=False)`` token ids per held-out sample: what AR answers."""
    from sglang_gravity.training.data import chat_inputs

    model, processor = hf_model
    outputs = []
    for sample in samples:
        inputs = chat_inputs(processor, sample)
        with torch.no_grad():
            ids = model.generate(**inputs, max_new_tokens=max_tokens, do_sample=False)
        outputs.append(ids[0, inputs["input_ids"].shape[1] :].tolist())
    return outputs
