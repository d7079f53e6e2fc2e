"""The check's pages: the bundled ones (inside the package, so an installed wheel has them) and
whatever ``--images`` names."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from sglang_gravity.bench.workloads.ocr import Page, load_manifest

BUNDLED_PAGES = Path(__file__).resolve().parent / "bundled_pages"


IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp", ".bmp", ".tif", ".tiff")


def gather_pages(bundled: bool, images: Sequence[Path], prompt: str, kind: str) -> list[Page]:
    """The bundled pages (unless ``bundled`` is False), then every image given: a file, a
    folder of images (sorted, not recursive), or a folder with ``manifest.jsonl`` (its own
    prompts and types). A path that is none of these is an error naming it."""
    pages = load_manifest(BUNDLED_PAGES) if bundled else []
    for path in images:
        if path.is_dir() and (path / "manifest.jsonl").is_file():
            found = [
                Page(f"{path.name}/{p.id}", p.image_path, p.prompt, p.type)
                for p in load_manifest(path)
            ]
        elif path.is_dir():
            files = sorted(f for f in path.iterdir() if f.suffix.lower() in IMAGE_SUFFIXES)
            if not files:
                raise SystemExit(f"--images {path}: no {'/'.join(IMAGE_SUFFIXES)} files in it")
            found = [Page(f"{path.name}/{f.name}", f, prompt, kind) for f in files]
        elif path.is_file():
            if path.suffix.lower() not in IMAGE_SUFFIXES:
                raise SystemExit(f"--images {path}: not an image ({'/'.join(IMAGE_SUFFIXES)})")
            found = [Page(path.name, path, prompt, kind)]
        else:
            raise SystemExit(f"--images {path}: no such file or folder")
        pages += found
    if not pages:
        raise SystemExit("no pages: give --images, or leave the bundled pages on")
    ids = [p.id for p in pages]
    if len(set(ids)) != len(ids):
        raise SystemExit(
            f"--images: two pages share a name: {sorted({i for i in ids if ids.count(i) > 1})}"
        )
    return pages


def check_images(pages: Sequence[Page]) -> None:
    """Every image opens (a corrupt file is named here, not as a 400 in the middle of a pass)."""
    from PIL import Image

    for page in pages:
        try:
            with Image.open(page.image_path) as image:
                image.verify()
        except Exception as exc:
            raise SystemExit(f"{page.image_path}: not a readable image ({exc})") from None
