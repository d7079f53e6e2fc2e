"""Real OCR training records: a JSONL file or a Hugging Face `datasets` folder, validated.

A record is one image, one of GLM-OCR's task prompts and the target text:

    {"image": "crops/0001.png", "prompt": "Text Recognition:", "target": "Total 12.50"}

`image` is a path relative to the JSONL file's folder (or absolute), or a `data:image/...;base64,`
URL. A dataset written by `datasets.Dataset.save_to_disk` has the same three columns; its image
column is either a path string (relative to the dataset folder, or absolute) or an `Image` feature.

Reading checks every record up front: the line parses as a JSON object, the three fields are strings,
the prompt is a known task prompt, the target is not blank, the image file exists and its header is a
readable image. A bad record raises `BadRecordError` naming the file and line (`path:LINE`, 1-based)
or the dataset row (`path[INDEX]`); with `skip_bad=True` it is left out, logged, and appended to the
caller's `bad` list as `(source, reason)`. Images are decoded only when a record is used
(`Record.load_image`), so pixel data that is corrupt past a valid header is reported then, under the
same source.
"""

from __future__ import annotations

import base64
import binascii
import io
import json
import logging
import os
import pathlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image

from sglang_gravity.training.data import PROMPTS, Sample

logger = logging.getLogger(__name__)

FIELDS = ("image", "prompt", "target")
TASK_OF_PROMPT = {prompt: task for task, prompt in PROMPTS.items()}
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp", ".bmp", ".gif", ".tif", ".tiff")
_DATA_URL_PREFIX = "data:"

ImageLoader = Callable[[], Image.Image]


class BadRecordError(ValueError):
    """A record that cannot be trained on; `source` is `path:LINE` or `path[INDEX]`."""

    def __init__(self, source: str, reason: str) -> None:
        super().__init__(f"{source}: {reason}")
        self.source = source
        self.reason = reason


@dataclass(frozen=True)
class ImageFile:
    """Loads an image file (picklable, so records travel to DataLoader workers)."""

    path: str

    def __call__(self) -> Image.Image:
        with Image.open(self.path) as image:
            image.load()
            return image.copy()

    def describe(self) -> str:
        return self.path


@dataclass(frozen=True)
class ImageBytes:
    """Loads an encoded image held in memory (a data URL's payload or a dataset's bytes)."""

    data: bytes

    def __call__(self) -> Image.Image:
        with Image.open(io.BytesIO(self.data)) as image:
            image.load()
            return image.copy()

    def describe(self) -> str:
        return f"<{len(self.data)} bytes>"


@dataclass(frozen=True)
class Record:
    """One training example: the image (a PIL image or a loader), prompt, target, task, source."""

    image: Image.Image | ImageLoader
    prompt: str
    target: str
    task: str
    source: str  # where it came from: "file.jsonl:LINE" or "dataset_dir[INDEX]"

    def load_image(self) -> Image.Image:
        """The image in RGB; `BadRecordError` (naming the source) when it cannot be decoded."""
        try:
            image = self.image if isinstance(self.image, Image.Image) else self.image()
            return image.convert("RGB")
        except (OSError, ValueError, SyntaxError, Image.DecompressionBombError) as error:
            raise BadRecordError(self.source, f"unreadable image: {error}") from error

    def to_sample(self) -> Sample:
        """The record as a `training.data.Sample` (image decoded), for `chat_inputs`/`evaluate`."""
        return Sample(task=self.task, image=self.load_image(), target=self.target)


def decode_data_url(url: str) -> bytes:
    """The payload of a `data:[mime][;base64],DATA` URL (ValueError when it is not base64)."""
    header, sep, payload = url.partition(",")
    if not sep or not header.endswith(";base64"):
        raise ValueError("data URL is not of the form data:<mime>;base64,<data>")
    try:
        return base64.b64decode(payload, validate=True)
    except (binascii.Error, ValueError) as error:
        raise ValueError(f"data URL payload is not valid base64: {error}") from None


def check_header(loader: ImageLoader) -> None:
    """Open the image far enough to read its format and size (no pixel decoding)."""
    source = loader.path if isinstance(loader, ImageFile) else io.BytesIO(loader.data)
    with Image.open(source) as image:
        image.size  # noqa: B018 (read from the header)


def image_loader(value: str, base_dir: pathlib.Path, *, check: bool = True) -> ImageLoader:
    """Loader for an `image` field: a data URL, or a path relative to `base_dir` (or absolute).

    Raises ValueError with the reason (missing file, not an image, bad data URL) when `check`.
    """
    if value.startswith(_DATA_URL_PREFIX):
        loader: ImageLoader = ImageBytes(decode_data_url(value))
    else:
        path = pathlib.Path(value)
        path = path if path.is_absolute() else base_dir / path
        if check and not path.is_file():
            raise ValueError(f"image file not found: {path}")
        loader = ImageFile(str(path))
    if check:
        try:
            check_header(loader)
        except (OSError, ValueError, SyntaxError, Image.DecompressionBombError) as error:
            raise ValueError(f"unreadable image {loader.describe()}: {error}") from None
    return loader


def check_text_fields(prompt: object, target: object) -> str:
    """The task of a (prompt, target) pair; ValueError when either is unusable."""
    if not isinstance(prompt, str):
        raise ValueError(f"field 'prompt' is not a string: {prompt!r}")
    if prompt not in TASK_OF_PROMPT:
        raise ValueError(f"unknown prompt {prompt!r} (known: {', '.join(TASK_OF_PROMPT)})")
    if not isinstance(target, str):
        raise ValueError(f"field 'target' is not a string: {target!r}")
    if not target.strip():
        raise ValueError("empty target")
    return TASK_OF_PROMPT[prompt]


def _reject(source: str, reason: str, *, skip_bad: bool, bad: list[tuple[str, str]] | None) -> None:
    if not skip_bad:
        raise BadRecordError(source, reason)
    logger.warning("skipping bad record %s: %s", source, reason)
    if bad is not None:
        bad.append((source, reason))


def parse_jsonl_line(line: str, base_dir: pathlib.Path, source: str, *, check: bool) -> Record:
    """One JSONL line as a Record; ValueError with the reason when it is bad."""
    try:
        obj = json.loads(line)
    except json.JSONDecodeError as error:
        raise ValueError(f"bad JSON: {error}") from None
    if not isinstance(obj, dict):
        raise ValueError(f"not a JSON object: {type(obj).__name__}")
    missing = [f for f in FIELDS if f not in obj]
    if missing:
        raise ValueError(f"missing field(s): {', '.join(missing)}")
    if not isinstance(obj["image"], str) or not obj["image"]:
        raise ValueError(f"field 'image' is not a non-empty string: {obj['image']!r}")
    task = check_text_fields(obj["prompt"], obj["target"])
    loader = image_loader(obj["image"], base_dir, check=check)
    return Record(loader, obj["prompt"], obj["target"], task, source)


def read_jsonl_records(
    path: str | os.PathLike,
    *,
    skip_bad: bool = False,
    bad: list[tuple[str, str]] | None = None,
    check_images: bool = True,
) -> list[Record]:
    """Every record of a JSONL file, checked (see the module docstring); blank lines are ignored.

    A bad record raises `BadRecordError` ("path:LINE: reason"); with `skip_bad` it is skipped and
    `(source, reason)` appended to `bad`. `check_images=False` skips the file/header checks.
    """
    path = pathlib.Path(path)
    base_dir = path.resolve().parent
    records: list[Record] = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, start=1):
            if not line.strip():
                continue
            source = f"{path}:{number}"
            try:
                records.append(parse_jsonl_line(line, base_dir, source, check=check_images))
            except ValueError as error:
                _reject(source, str(error), skip_bad=skip_bad, bad=bad)
    return records


def is_saved_dataset(path: str | os.PathLike) -> bool:
    """Whether `path` is a folder written by `datasets`' `save_to_disk`."""
    p = pathlib.Path(path)
    return p.is_dir() and ((p / "state.json").is_file() or (p / "dataset_dict.json").is_file())


class DatasetRecords(Sequence[Record]):
    """The good rows of a saved `datasets.Dataset`, as Records built on access.

    Holds the folder and the row indices only; the Arrow table is memory-mapped again in each
    process that reads it (DataLoader workers included).
    """

    def __init__(self, path: str | os.PathLike, indices: list[int]) -> None:
        self.path = str(path)
        self.indices = indices
        self._ds = None

    def __getstate__(self) -> dict:
        return {"path": self.path, "indices": self.indices, "_ds": None}

    def _dataset(self):
        if self._ds is None:
            self._ds = _load_dataset(self.path)
        return self._ds

    def __len__(self) -> int:
        return len(self.indices)

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        index = self.indices[i]
        row = self._dataset()[index]
        loader = _dataset_image_loader(row["image"], pathlib.Path(self.path), check=False)
        task = TASK_OF_PROMPT[row["prompt"]]
        return Record(loader, row["prompt"], row["target"], task, f"{self.path}[{index}]")


def _load_dataset(path: str):
    import datasets

    ds = datasets.load_from_disk(path)
    if isinstance(ds, datasets.DatasetDict):
        raise ValueError(
            f"{path}: a DatasetDict ({', '.join(ds)}); save one split (ds['train'].save_to_disk)"
        )
    missing = [f for f in FIELDS if f not in ds.column_names]
    if missing:
        raise ValueError(f"{path}: dataset lacks column(s) {', '.join(missing)}")
    if isinstance(ds.features["image"], datasets.Image):  # keep the encoded bytes; decode on use
        ds = ds.cast_column("image", datasets.Image(decode=False))
    return ds


def _dataset_image_loader(value: object, base_dir: pathlib.Path, *, check: bool) -> ImageLoader:
    """Loader for a dataset's image cell: a path string or an undecoded Image feature dict."""
    if isinstance(value, str) and value:
        return image_loader(value, base_dir, check=check)
    if isinstance(value, dict):
        if value.get("bytes"):
            loader: ImageLoader = ImageBytes(value["bytes"])
            if check:
                try:
                    check_header(loader)
                except (OSError, ValueError, SyntaxError) as error:
                    raise ValueError(f"unreadable image: {error}") from None
            return loader
        if value.get("path"):
            return image_loader(value["path"], base_dir, check=check)
    raise ValueError(f"no image in column 'image': {value!r:.80}")


def read_dataset_records(
    path: str | os.PathLike,
    *,
    skip_bad: bool = False,
    bad: list[tuple[str, str]] | None = None,
    check_images: bool = True,
) -> DatasetRecords:
    """The rows of a saved dataset, checked like JSONL lines; sources are `path[INDEX]`."""
    ds = _load_dataset(str(path))
    base_dir = pathlib.Path(path)
    good: list[int] = []
    columns = ["image", "prompt", "target"] if check_images else ["prompt", "target"]
    for start in range(0, len(ds), 1024):
        chunk = ds.select_columns(columns)[start : start + 1024]
        for k in range(len(chunk["prompt"])):
            index = start + k
            try:
                check_text_fields(chunk["prompt"][k], chunk["target"][k])
                if check_images:
                    _dataset_image_loader(chunk["image"][k], base_dir, check=True)
            except ValueError as error:
                _reject(f"{path}[{index}]", str(error), skip_bad=skip_bad, bad=bad)
                continue
            good.append(index)
    return DatasetRecords(path, good)


def read_records(
    path: str | os.PathLike,
    *,
    skip_bad: bool = False,
    bad: list[tuple[str, str]] | None = None,
    check_images: bool = True,
) -> Sequence[Record]:
    """A saved dataset folder (`read_dataset_records`) or a JSONL file (`read_jsonl_records`)."""
    read = read_dataset_records if is_saved_dataset(path) else read_jsonl_records
    return read(path, skip_bad=skip_bad, bad=bad, check_images=check_images)
