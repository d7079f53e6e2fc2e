"""Refuse client-supplied media that points at the server's own files.

Stock SGLang 0.5.23 opens ``file://`` URLs and absolute paths given as ``image_url`` (and
relative paths ending in an image extension): a client of an OCR service could make the server
read and decode any file it can access. ``--allowed-media-domains`` only restricts http(s)
hosts. With sglang-gravity installed, every SGLang server in the environment refuses local media
references unless ``SGLANG_GRAVITY_ALLOW_LOCAL_MEDIA=1`` is set; data URLs, base64 and http(s)
(subject to ``--allowed-media-domains``) keep working.
"""

from __future__ import annotations

from typing import Any

from sglang_gravity import settings

REMOTE_OR_INLINE_PREFIXES = ("http://", "https://", "data:")
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp", ".gif", ".bmp", ".tif", ".tiff")

# Every SGLang function that turns a client string into file reads.
GUARDED_TARGETS = (
    "sglang.srt.utils.common.get_image_bytes",
    "sglang.srt.utils.common._normalize_video_input",
    "sglang.srt.multimodal.cache.identity._read_media_bytes",
)


# Decodes client bytes into an image; PIL's decompression-bomb guard raises a non-ValueError there,
# which SGLang would answer with a 500 instead of a 400.
DECODE_TARGET = "sglang.srt.utils.common._load_image"


class LocalMediaRefused(ValueError):
    """A request named a local file as media; the message tells the client what to send."""


def is_local_media_reference(media: Any) -> bool:
    """True for strings SGLang would resolve to a file on the server."""
    if not isinstance(media, str):
        return False
    if media.startswith(REMOTE_OR_INLINE_PREFIXES):
        return False
    if media.startswith(("file:", "/", "~", "./", "../")):
        return True
    return media.lower().endswith(IMAGE_SUFFIXES)


def refuse_local_media(media: Any = None, *args: Any, **kwargs: Any) -> None:
    """BEFORE hook: raise for local file references unless the operator opted in."""
    if settings.ALLOW_LOCAL_MEDIA.get() or not is_local_media_reference(media):
        return None
    raise LocalMediaRefused(
        "local file paths and file:// URLs are not accepted as media by this server; send the "
        "image inline as a data: URL (base64) or as an allowed http(s) URL "
        f"({settings.ALLOW_LOCAL_MEDIA.name}=1 on the server re-enables local reads)"
    )


def oversized_image_is_bad_request(original: Any, *args: Any, **kwargs: Any) -> Any:
    """AROUND hook: an image over PIL's pixel limit is the client's fault (HTTP 400, not 500)."""
    from PIL import Image

    try:
        return original(*args, **kwargs)
    except Image.DecompressionBombError as exc:
        raise ValueError(f"image too large: {exc}") from exc
