"""Client media must never make the server read its own files (stock SGLang 0.5.23 does)."""

import pytest
import requests

from sglang_gravity.checkpoints.tiny import make_test_image
from sglang_gravity.launcher.client import chat, chat_messages
from sglang_gravity.serving.media_policy import is_local_media_reference


@pytest.mark.parametrize(
    ("media", "local"),
    [
        ("file:///etc/passwd", True),
        ("/etc/hostname", True),
        ("../secret.png", True),
        ("scan.JPG", True),
        ("data:image/png;base64,iVBORw0KGgo=", False),
        ("https://example.com/page.png", False),
        ("iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB", False),
        (b"\x89PNG", False),
    ],
)
def test_local_media_reference(media, local):
    assert is_local_media_reference(media) is local


def _image_request(url, media):
    body = {
        "model": "default",
        "temperature": 0,
        "max_tokens": 4,
        "messages": [
            {
                "role": "user",
                "content": [
                    {"type": "image_url", "image_url": {"url": media}},
                    {"type": "text", "text": "Text Recognition:"},
                ],
            }
        ],
    }
    return requests.post(f"{url}/v1/chat/completions", json=body, timeout=120)


@pytest.mark.server
def test_server_refuses_local_files_and_keeps_serving_data_urls(gravity_url, ar_url, tmp_path):
    real_image = tmp_path / "page.png"
    make_test_image(56, 56, seed=4).save(real_image)
    for url in (gravity_url, ar_url):
        for media in (f"file://{real_image}", str(real_image), "file:///etc/passwd"):
            response = _image_request(url, media)
            assert response.status_code == 400, (media, response.text)
            assert "not accepted as media" in response.text
        served = chat(
            url, chat_messages("Text Recognition:", make_test_image(56, 56, 4)), max_tokens=4
        )
        assert served.status_code == 200 and len(served.output_ids) == 4
