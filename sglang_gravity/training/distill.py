"""Label unlabeled crops with a base model's own greedy output (self-distillation for training).

    python -m sglang_gravity.training.distill --model BASE --images crops/ --out distilled.jsonl
    python -m sglang_gravity.training.distill --images unlabeled.jsonl --out distilled.jsonl \\
        --server http://127.0.0.1:30000 --concurrency 64

Every image is sent to an SGLang server running BASE as plain autoregressive decoding (attached
with `--server URL`, or launched here with `sglang_gravity.launcher.server`, no gravity) as one
greedy chat completion (temperature 0): the image, then the task prompt, exactly as served. The
output file holds training records in `sglang_gravity.training.train --data` format, one per line, appended
and flushed as answers arrive:

    {"image": "crops/0001.png", "prompt": "Text Recognition:", "target": "<the model's text>"}

(image paths relative to the output file's folder when they lie under it, else absolute; data URLs
are kept as given). An answer that is empty, or that ran into `--max-new-tokens` without finishing
(unless `--keep-truncated`), would teach the model a wrong ending; those go to `OUT.skipped.jsonl`
with the reason instead. Re-running skips every image already in either file, so an interrupted
run continues where it stopped (a half-written last line is dropped and redone); requests that
failed (HTTP errors) are reported and retried by the next run.

Converting an AR OCR checkpoint into a gravity one: `distill` over your crops, then
`python -m sglang_gravity.training.train --init-from BASE --data distilled.jsonl --out OUT`.

`--images` is a folder (every image file below it, sorted, one `--prompt` for all) or a JSONL file
of `{"image": ..., "prompt": ...}` lines (prompt optional, default `--prompt`; other fields, such
as an existing target, are ignored).
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import hashlib
import json
import mimetypes
import pathlib
import shlex
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass

from tqdm import tqdm

from sglang_gravity.cli import add_model_path, add_renamed
from sglang_gravity.training.records import (
    IMAGE_SUFFIXES,
    TASK_OF_PROMPT,
    decode_data_url,
)


@dataclass(frozen=True)
class Item:
    """One image to label."""

    key: str  # identity for resuming: the absolute path, or "sha256:..." of a data URL's payload
    image: str  # the record's image field: a path (relative to the output folder) or a data URL
    prompt: str
    path: pathlib.Path | None  # the file, None for data URLs
    data_url: str | None = None

    def url(self) -> str:
        """The image as a data URL (what the chat completion carries)."""
        if self.data_url is not None:
            return self.data_url
        mime = mimetypes.guess_type(self.path.name)[0] or "image/png"
        return f"data:{mime};base64," + base64.b64encode(self.path.read_bytes()).decode()


def data_url_key(url: str) -> str:
    try:
        payload = decode_data_url(url)
    except ValueError:
        payload = url.encode()
    return "sha256:" + hashlib.sha256(payload).hexdigest()


def record_image(path: pathlib.Path, out_dir: pathlib.Path) -> str:
    """`path` relative to `out_dir` when it lies below it, else absolute."""
    path = path.resolve()
    try:
        return str(path.relative_to(out_dir))
    except ValueError:
        return str(path)


def item_for(value: str, prompt: str, base_dir: pathlib.Path, out_dir: pathlib.Path) -> Item:
    if value.startswith("data:"):
        return Item(key=data_url_key(value), image=value, prompt=prompt, path=None, data_url=value)
    path = pathlib.Path(value)
    path = (path if path.is_absolute() else base_dir / path).resolve()
    return Item(key=str(path), image=record_image(path, out_dir), prompt=prompt, path=path)


def check_prompt(prompt: str, where: str) -> str:
    if prompt not in TASK_OF_PROMPT:
        known = ", ".join(TASK_OF_PROMPT)
        raise SystemExit(f"{where}: unknown prompt {prompt!r} (known: {known})")
    return prompt


def list_items(images: str, prompt: str, out_dir: pathlib.Path) -> list[Item]:
    """The images to label: every image file below a folder, or the lines of a JSONL file."""
    src = pathlib.Path(images)
    if src.is_dir():
        files = sorted(
            p for p in src.rglob("*") if p.is_file() and p.suffix.lower() in IMAGE_SUFFIXES
        )
        return [item_for(str(p.resolve()), prompt, src, out_dir) for p in files]
    items = []
    base_dir = src.resolve().parent
    with open(src, encoding="utf-8") as f:
        for number, line in enumerate(f, start=1):
            if not line.strip():
                continue
            where = f"{src}:{number}"
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as error:
                raise SystemExit(f"{where}: bad JSON: {error}") from None
            if not isinstance(obj, dict) or not isinstance(obj.get("image"), str):
                raise SystemExit(f"{where}: no 'image' string field")
            item = item_for(
                obj["image"], check_prompt(obj.get("prompt", prompt), where), base_dir, out_dir
            )
            if item.path is not None and not item.path.is_file():
                raise SystemExit(f"{where}: image file not found: {item.path}")
            items.append(item)
    return items


def done_keys(path: pathlib.Path, out_dir: pathlib.Path) -> set[str]:
    """Keys of the images already in an output file; drops a half-written last line."""
    if not path.is_file():
        return set()
    text = path.read_text(encoding="utf-8")
    if text and not text.endswith("\n"):  # interrupted mid-write: drop the partial line
        text = text[: text.rfind("\n") + 1]
        path.write_text(text, encoding="utf-8")
    keys = set()
    for line in text.splitlines():
        if line.strip():
            value = json.loads(line)["image"]
            keys.add(item_for(value, "", out_dir, out_dir).key)
    return keys


def request_body(item: Item, max_new_tokens: int) -> dict:
    content = [
        {"type": "image_url", "image_url": {"url": item.url()}},
        {"type": "text", "text": item.prompt},
    ]
    return {
        "model": "default",
        "messages": [{"role": "user", "content": content}],
        "temperature": 0,
        "max_tokens": max_new_tokens,
    }


def label(url: str, item: Item, max_new_tokens: int, *, timeout: float, retries: int = 3):
    """(text, finish_reason) of one greedy chat completion; retries connection errors and 5xx."""
    import requests

    body = request_body(item, max_new_tokens)
    for attempt in range(retries):
        try:
            resp = requests.post(f"{url}/v1/chat/completions", json=body, timeout=timeout)
            if resp.status_code < 500 or attempt == retries - 1:
                resp.raise_for_status()
                choice = resp.json()["choices"][0]
                return choice["message"]["content"] or "", choice.get("finish_reason")
        except (requests.ConnectionError, requests.Timeout):
            if attempt == retries - 1:
                raise
        time.sleep(2**attempt)
    raise AssertionError("unreachable")


@contextlib.contextmanager
def ar_server(args: argparse.Namespace, out: pathlib.Path) -> Iterator[str]:
    """The URL of the server to label with: --server, or a plain AR server launched here."""
    if args.server:
        yield args.server.rstrip("/")
        return
    from sglang_gravity.launcher.server import launch_server

    log_path = out.with_name(out.name + ".server.log")
    print(f"starting an AR server for {args.model} (log: {log_path})", file=sys.stderr)
    handle = launch_server(
        args.model,
        gravity=False,
        log_path=log_path,
        extra_args=shlex.split(args.server_args),
        max_total_tokens=args.max_total_tokens,
        timeout_s=args.server_timeout,
    )
    try:
        yield handle.url
    finally:
        handle.stop()


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_model_path(p, help="the base checkpoint (launched as plain AR unless --ar-url)")
    p.add_argument("--images", required=True, help="a folder of images or a JSONL of {image, ...}")
    p.add_argument("--out", required=True, help="JSONL of training records to write (appended)")
    add_renamed(
        p,
        "--ar-url",
        ["--server"],
        dest="server",
        help="base URL of a running AR server for --model-path",
    )
    p.add_argument("--concurrency", type=int, default=32, help="requests in flight")
    p.add_argument(
        "--prompt",
        default="Text Recognition:",
        help="task prompt (for a folder, and JSONL lines without one)",
    )
    p.add_argument("--max-new-tokens", type=int, default=4096, help="decode budget per image")
    p.add_argument(
        "--keep-truncated",
        action="store_true",
        help="keep outputs that hit --max-new-tokens (default: skip them)",
    )
    p.add_argument("--timeout", type=float, default=1800, help="seconds per request")
    p.add_argument(
        "--max-total-tokens", type=int, default=65536, help="KV pool of a launched server"
    )
    p.add_argument(
        "--server-args", default="", help="extra sglang.launch_server arguments, one string"
    )
    p.add_argument(
        "--server-timeout", type=float, default=900, help="seconds to wait for a launched server"
    )
    args = p.parse_args(argv)
    if not args.server and not args.model:
        p.error("give --model (to launch a server) or --server")
    check_prompt(args.prompt, "--prompt")
    return args


def main(argv: list[str] | None = None) -> dict:
    """Label the images not labelled yet; returns the counts (also printed)."""
    args = parse_args(argv)
    out = pathlib.Path(args.out).resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    skipped_path = out.with_name(out.name + ".skipped.jsonl")
    items = list_items(args.images, args.prompt, out.parent)
    done = done_keys(out, out.parent) | done_keys(skipped_path, out.parent)
    todo = list({i.key: i for i in items if i.key not in done}.values())
    counts = {"images": len(items), "already_done": len(items) - len(todo), "labelled": 0}
    counts |= {"empty": 0, "truncated": 0, "failed": 0}
    print(
        f"{len(items)} images, {counts['already_done']} already labelled or skipped, "
        f"{len(todo)} to label",
        file=sys.stderr,
    )
    if todo:
        with ar_server(args, out) as url, ThreadPoolExecutor(args.concurrency) as pool:
            futures = {
                pool.submit(label, url, item, args.max_new_tokens, timeout=args.timeout): item
                for item in todo
            }
            bar = tqdm(total=len(todo), desc="distill", dynamic_ncols=True, mininterval=2)
            with open(out, "a", encoding="utf-8") as f, open(skipped_path, "a") as skipped:
                for future in as_completed(futures):
                    item = futures[future]
                    try:
                        text, finish = future.result()
                    except Exception as error:  # reported; the next run retries it
                        counts["failed"] += 1
                        bar.write(f"failed: {item.path or item.key}: {error}")
                        bar.update(1)
                        continue
                    reason = None
                    if not text.strip():
                        reason = "empty"
                    elif finish == "length" and not args.keep_truncated:
                        reason = "truncated"
                    line = {"image": item.image, "prompt": item.prompt}
                    if reason:
                        counts[reason] += 1
                        skipped.write(json.dumps(line | {"reason": reason}) + "\n")
                        skipped.flush()
                    else:
                        counts["labelled"] += 1
                        f.write(json.dumps(line | {"target": text}) + "\n")
                        f.flush()
                    bar.update(1)
                    bar.set_postfix({k: v for k, v in counts.items() if k != "images"})
            bar.close()
    print(json.dumps(counts), file=sys.stderr)
    if counts["failed"]:
        print(f"{counts['failed']} requests failed: run again to retry them", file=sys.stderr)
    return counts


if __name__ == "__main__":
    sys.exit(1 if main()["failed"] else 0)
