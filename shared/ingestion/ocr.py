"""Reading the text on a frame: the OCR port and its engines.

    read_lines(image RGB uint8) -> lines in reading order (top to bottom, left to right)

``rapidocr``: PP-OCR detection and recognition models on ONNX Runtime, shipped inside the
``rapidocr`` wheel (loaded offline; nothing is downloaded). ``off``: no OCR, so no slides.
Engines are built once per process and cached by name.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import numpy as np

from footnote.shared.errors import ConfigError

ReadLines = Callable[[np.ndarray], list[str]]
MIN_SCORE = 0.6  # recognition confidence below which a line is noise (a logo, a texture)
READ_WIDTH = 1440  # a narrower frame is enlarged to this width first: small text is misread

_engines: dict[str, ReadLines] = {}
_lock = threading.Lock()


def ocr_engine(name: str) -> ReadLines | None:
    """The engine called ``name``, or None for ``off``."""
    if name == "off":
        return None
    if name != "rapidocr":
        raise ConfigError(f"FOOTNOTE_SLIDES_OCR={name!r}: expected 'rapidocr' or 'off'")
    with _lock:
        if name not in _engines:
            _engines[name] = _rapidocr()
        return _engines[name]


def _rapidocr() -> ReadLines:
    from rapidocr import RapidOCR

    engine = RapidOCR(params={"Global.log_level": "warning"})  # not every model load at INFO

    def read_lines(image: np.ndarray) -> list[str]:
        try:
            result = engine(enlarged(image))
        except Exception as err:
            cause = err.__cause__  # rapidocr wraps whatever interrupted the model (a time limit)
            if cause is not None and not type(cause).__module__.startswith("onnxruntime"):
                raise cause from None
            raise
        if result.txts is None or result.boxes is None:
            return []
        return in_reading_order(list(zip(result.boxes, result.txts, result.scores, strict=True)))

    return read_lines


def enlarged(image: np.ndarray) -> np.ndarray:
    height, width = image.shape[:2]
    if width >= READ_WIDTH:
        return image
    from PIL import Image

    size = (READ_WIDTH, round(height * READ_WIDTH / width))
    return np.asarray(Image.fromarray(image).resize(size, Image.Resampling.LANCZOS))


def in_reading_order(found: list[tuple[Any, str, float]]) -> list[str]:
    """(box as 4 corner points, text, score) -> texts top to bottom; boxes whose vertical
    centres lie within half a line height of each other are one line, read left to right."""
    items = []
    for box, text, score in found:
        if score < MIN_SCORE or not text.strip():
            continue
        pts = np.asarray(box, dtype=float)
        top, bottom = pts[:, 1].min(), pts[:, 1].max()
        items.append(((top + bottom) / 2, bottom - top, pts[:, 0].min(), text.strip()))
    items.sort()
    lines: list[list[tuple[float, float, float, str]]] = []
    for item in items:
        if lines and abs(item[0] - lines[-1][0][0]) < max(item[1], lines[-1][0][1]) / 2:
            lines[-1].append(item)
        else:
            lines.append([item])
    return [" ".join(t for *_, t in sorted(line, key=lambda i: i[2])) for line in lines]
