"""Word's automatic list numbers ("1.", "2.3", "b)", "iv."), computed as Word shows them.

Word stores no number in a numbered paragraph: the paragraph names a list instance and a level
(``w:numPr``: ``w:numId``, ``w:ilvl``, on the paragraph or its style), the instance names an
abstract definition (``numbering.xml``), and each level there gives its start, its number
format and its label pattern (``w:lvlText``, "%1.%2." for "1.2."). Here the counters are kept
per instance in document order: a level's count goes up, deeper levels start again. Bullets
give no label (the block is a ``list`` already); a format not listed in ``_FORMATS`` counts in
decimal. A procedure's "step 3" is then the paragraph that reads "3. ...", as printed.
"""

from __future__ import annotations

from typing import Any

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


def _roman(n: int) -> str:
    out = ""
    for value, letters in ((1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"), (50, "l"),
                           (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")):
        while n >= value:
            out, n = out + letters, n - value
    return out


def _letter(n: int) -> str:  # Word: a..z, then aa..zz, aaa...
    return chr(ord("a") + (n - 1) % 26) * ((n - 1) // 26 + 1) if n > 0 else ""


_FORMATS = {
    "decimal": str,
    "decimalZero": lambda n: f"{n:02d}",
    "lowerLetter": _letter,
    "upperLetter": lambda n: _letter(n).upper(),
    "lowerRoman": _roman,
    "upperRoman": lambda n: _roman(n).upper(),
}


def _val(el: Any, tag: str) -> str | None:
    child = el.find(f"{W}{tag}") if el is not None else None
    return child.get(f"{W}val") if child is not None else None


class Numbering:
    """Labels for a document's numbered paragraphs, asked in document order."""

    def __init__(self, numbering_xml: Any | None, style_numbers: dict[str, tuple[str, int]] | None = None) -> None:
        self._levels: dict[str, dict[int, tuple[int, str, str]]] = {}  # abstract id -> level -> (start, fmt, text)
        self._instances: dict[str, tuple[str, dict[int, int]]] = {}  # numId -> (abstract id, start overrides)
        self._counts: dict[str, dict[int, int]] = {}
        self._styles = style_numbers or {}
        if numbering_xml is None:
            return
        for abstract in numbering_xml.iter(f"{W}abstractNum"):
            levels = {}
            for lvl in abstract.iter(f"{W}lvl"):
                start = _val(lvl, "start")
                levels[int(lvl.get(f"{W}ilvl", "0"))] = (int(start) if start and start.lstrip("-").isdigit() else 1,
                                                          _val(lvl, "numFmt") or "decimal", _val(lvl, "lvlText") or "")
            self._levels[abstract.get(f"{W}abstractNumId", "")] = levels
        for num in numbering_xml.iter(f"{W}num"):
            overrides = {}
            for override in num.iter(f"{W}lvlOverride"):
                start = _val(override, "startOverride")
                if start and start.isdigit():
                    overrides[int(override.get(f"{W}ilvl", "0"))] = int(start)
            self._instances[num.get(f"{W}numId", "")] = (_val(num, "abstractNumId") or "", overrides)

    def label(self, num_id: str | None, level: int, style: str = "") -> str:
        """The label Word prints before this paragraph ("" for a bullet or no numbering); counts it."""
        if num_id is None and style in self._styles:
            num_id, level = self._styles[style]
        if not num_id or num_id == "0" or num_id not in self._instances:
            return ""
        abstract, overrides = self._instances[num_id]
        levels = self._levels.get(abstract, {})
        if level not in levels:
            return ""
        counts = self._counts.setdefault(num_id, {})
        start = overrides.get(level, levels[level][0])
        counts[level] = counts[level] + 1 if level in counts else start
        for deeper in [k for k in counts if k > level]:
            del counts[deeper]
        fmt, text = levels[level][1], levels[level][2]
        if fmt in ("bullet", "none") or not text:
            return ""
        for k in range(level + 1):
            if f"%{k + 1}" in text:
                lvl_start, lvl_fmt, _ = levels.get(k, (1, "decimal", ""))
                value = counts.get(k, overrides.get(k, lvl_start))
                text = text.replace(f"%{k + 1}", _FORMATS.get(lvl_fmt, str)(value))
        return text.strip()


def paragraph_numbering(p: Any) -> tuple[str | None, int]:
    """A paragraph's own ``numId`` and level (None when it names none)."""
    ppr = p.find(f"{W}pPr")
    num = ppr.find(f"{W}numPr") if ppr is not None else None
    if num is None:
        return None, 0
    level = _val(num, "ilvl")
    return _val(num, "numId"), int(level) if level and level.isdigit() else 0


def style_numbering(styles_xml: Any | None) -> dict[str, tuple[str, int]]:
    """Style id -> (numId, level) for styles that number their paragraphs ("List Number")."""
    out: dict[str, tuple[str, int]] = {}
    if styles_xml is None:
        return out
    for style in styles_xml.iter(f"{W}style"):
        num_id, level = paragraph_numbering(style)
        if num_id:
            out[style.get(f"{W}styleId", "")] = (num_id, level)
    return out
