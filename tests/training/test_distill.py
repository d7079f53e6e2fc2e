"""Self-distillation (`sglang_gravity.training.distill`) against the session's AR server on the tiny model.

The tiny model has random weights, so its "labels" are gibberish; what is checked is the plumbing:
each image's target is the server's own greedy answer to the image and prompt, the output reads
back as training records, and a second run labels only what the first did not finish.
"""

import base64
import json

import pytest

from sglang_gravity.checkpoints.tiny import make_test_image
from sglang_gravity.launcher.client import chat, chat_messages
from sglang_gravity.training import distill
from sglang_gravity.training.records import read_jsonl_records

pytestmark = pytest.mark.server  # starts a server

MAX_NEW = 6


@pytest.fixture
def crops(tmp_path):
    folder = tmp_path / "data" / "crops"
    (folder / "sub").mkdir(parents=True)
    images = {}
    for i in range(5):
        path = folder / ("sub" if i == 4 else "") / f"{i}.png"
        images[path] = make_test_image(56 + 28 * i, 56, seed=i)
        images[path].save(path)
    (folder / "notes.txt").write_text("not an image")
    return folder, images


def lines(path):
    return [json.loads(x) for x in path.read_text().splitlines()] if path.is_file() else []


def test_folder_labels_are_the_servers_greedy_output_and_resume(ar_url, crops, tmp_path):
    folder, images = crops
    out = tmp_path / "data" / "distilled.jsonl"
    skipped = out.with_name(out.name + ".skipped.jsonl")
    argv = ["--images", str(folder), "--out", str(out), "--ar-url", ar_url,
            "--max-new-tokens", str(MAX_NEW), "--concurrency", "4", "--keep-truncated",
            "--prompt", "Table Recognition:"]  # fmt: skip
    counts = distill.main(argv)
    assert counts == {"images": 5, "already_done": 0, "labelled": 5, "empty": 0,
                      "truncated": 0, "failed": 0}  # fmt: skip
    written = lines(out)
    assert len(written) == 5 and not lines(skipped)
    assert {w["image"] for w in written} == {str(p.relative_to(out.parent)) for p in images}
    for record in lines(out):
        path = out.parent / record["image"]
        expected = chat(ar_url, chat_messages("Table Recognition:", images[path]),
                        max_tokens=MAX_NEW)  # fmt: skip
        assert record["prompt"] == "Table Recognition:"
        assert record["target"] == expected.text
    assert len(read_jsonl_records(out)) == 5  # the trainer's reader takes the file

    # interrupted: the last record lost, half of its line written
    kept = out.read_text().splitlines(keepends=True)
    out.write_text("".join(kept[:-1]) + kept[-1][:10])
    counts = distill.main(argv)
    assert counts["already_done"] == 4 and counts["labelled"] == 1
    assert sorted(map(json.dumps, lines(out))) == sorted(map(json.dumps, written))
    assert distill.main(argv)["already_done"] == 5  # nothing left to do


def test_jsonl_input_prompts_data_urls_and_truncation(ar_url, crops, tmp_path):
    folder, images = crops
    paths = list(images)
    payload = base64.b64encode(paths[1].read_bytes()).decode()
    listing = tmp_path / "unlabeled.jsonl"
    listing.write_text(
        json.dumps({"image": str(paths[0].relative_to(tmp_path)), "prompt": "Text Recognition:"})
        + "\n\n"
        + json.dumps({"image": f"data:image/png;base64,{payload}", "target": "ignored"})
        + "\n"
    )
    out = tmp_path / "elsewhere" / "out.jsonl"
    skipped = out.with_name(out.name + ".skipped.jsonl")
    argv = ["--images", str(listing), "--out", str(out), "--ar-url", ar_url,
            "--max-new-tokens", "2", "--prompt", "Formula Recognition:"]  # fmt: skip
    counts = distill.main(argv)
    # two tokens of this random model do not finish: both are skipped as truncated, not kept
    assert counts["truncated"] == 2 and not lines(out)
    got = {w["image"]: w for w in lines(skipped)}
    assert got[str(paths[0])]["prompt"] == "Text Recognition:"  # absolute: not below out/
    assert got[f"data:image/png;base64,{payload}"]["prompt"] == "Formula Recognition:"
    assert distill.main(argv)["already_done"] == 2

    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"image": "x.png", "prompt": "Read:"}) + "\n")
    with pytest.raises(SystemExit, match=rf"{bad}:1: unknown prompt 'Read:'"):
        distill.main(["--images", str(bad), "--out", str(out), "--ar-url", ar_url])
