"""HTML: the main content only, with headings as structure (BeautifulSoup + lxml).

Dropped: ``script style noscript template nav footer aside iframe svg``, form controls, a
``header`` outside ``article``/``main`` (an article's own header holds its h1), and elements
with ``role`` navigation/banner/contentinfo/complementary, ``hidden`` or ``aria-hidden="true"``.
Content root: ``<main>``, else the largest ``<article>``, else ``[role=main]``, else ``<body>``.
``h1`` sets ``chapter``, ``h2``/``h3`` set ``section``; ``pre`` is one ``code`` block and a
``table`` one ``table`` block (cells joined by " | "). Inline tags join their paragraph; any
other tag (``form``, custom elements) is walked as a container, so wrappers lose nothing.
Title: the first ``h1`` when ``og:title``/``<title>`` is missing or contains it (drops
"| Site" suffixes), else ``og:title`` or ``<title>``; author: ``<meta name="author">``.
The document's declared charset is honoured (bytes are handed to the parser).
"""

from __future__ import annotations

import re
import warnings

from bs4 import BeautifulSoup, NavigableString, Tag, XMLParsedAsHTMLWarning

from footnote.shared.errors import CorruptFile, UnsupportedFormat
from footnote.shared.ingestion.parsers.base import (
    DocumentBuilder,
    Parser,
    is_bare_number,
    looks_binary,
    normalize_text,
    register,
)
from footnote.shared.ingestion.types import ParsedDocument

_DROP = (
    "script",
    "style",
    "noscript",
    "template",
    "nav",
    "footer",
    "aside",
    "input",
    "textarea",
    "iframe",
    "svg",
    "canvas",
    "button",
    "select",
    "head",
)
_DROP_ROLES = {"navigation", "banner", "contentinfo", "complementary", "search"}
_HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}
_TEXT_BLOCKS = {"p", "blockquote", "dt", "dd", "figcaption", "caption", "address", "summary"}
_BLOCKISH = (
    _TEXT_BLOCKS
    | set(_HEADINGS)
    | {
        "div",
        "section",
        "article",
        "main",
        "ul",
        "ol",
        "dl",
        "li",
        "pre",
        "table",
        "figure",
        "details",
        "hr",
        "br",
        "center",
        "body",
    }
)
# phrasing content: its text joins the surrounding paragraph (unless it wraps a block element);
# every other tag (form, custom elements, unknown wrappers) is walked as a container
_INLINE = frozenset(
    "a abbr b bdi bdo big cite code data del dfn em font i img ins kbd label mark nobr q rp rt "
    "ruby s samp small span strike strong sub sup time tt u var wbr math".split()
)
_BLOCK_TAGS = sorted(_BLOCKISH - {"br"})
_WS = re.compile(r"\s+")


def _clean(text: str) -> str:
    return _WS.sub(" ", text).strip()


class HtmlParser(Parser):
    def parse(self, data: bytes, *, name: str) -> ParsedDocument:
        if looks_binary(data):
            raise UnsupportedFormat(name, "binary content in an HTML file; check the file type or extension")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", XMLParsedAsHTMLWarning)
            soup = BeautifulSoup(data, "lxml")
        title = _meta(soup, "og:title") or (soup.title.get_text(strip=True) if soup.title else None)
        author = _meta(soup, "author") or _meta(soup, "article:author")
        _strip_boilerplate(soup)
        root = soup.find("main") or _largest(soup.find_all("article")) or soup.find(None, {"role": "main"})
        root = root or soup.body or soup
        walker = _Walker()
        try:
            walker.walk(root)
        except RecursionError:
            raise CorruptFile(name, "HTML nested too deeply to read; simplify the page") from None
        walker.flush()
        h1 = next((b for b in walker.b.blocks if b.kind == "heading"), None)
        if h1 is not None and h1.chapter and (not title or h1.chapter.casefold() in title.casefold()):
            title = h1.chapter  # "<h1>" beats "<title>H1 | Site name</title>"
        return walker.b.build(
            title=normalize_text(title) if title else None,
            author=author,
            source_type="article",
        )


def _strip_boilerplate(soup: BeautifulSoup) -> None:
    """Remove chrome and hidden elements. Deepest first (reverse document order), so a tag is
    never touched after an ancestor of it was removed; each test is local (no subtree scans)."""
    drop = []
    for tag in soup.find_all(True):
        attrs = tag.attrs or {}
        if (
            tag.name in _DROP
            or attrs.get("role") in _DROP_ROLES
            or "hidden" in attrs
            or attrs.get("aria-hidden") == "true"
            or (tag.name == "header" and tag.find_parent(["article", "main"]) is None)
        ):
            drop.append(tag)
    for tag in reversed(drop):
        tag.decompose()
    for br in soup.find_all("br"):
        br.replace_with("\n")


def _meta(soup: BeautifulSoup, key: str) -> str | None:
    tag = soup.find("meta", attrs={"property": key}) or soup.find("meta", attrs={"name": key})
    content = tag.get("content") if isinstance(tag, Tag) else None
    return _clean(content) if isinstance(content, str) and content.strip() else None


def _largest(tags: list[Tag]) -> Tag | None:
    return max(tags, key=lambda t: len(t.get_text()), default=None)


class _Walker:
    def __init__(self) -> None:
        self.b = DocumentBuilder()
        self.chapter: str | None = None
        self.section: str | None = None
        self.loose: list[str] = []

    def flush(self) -> None:
        text = normalize_text(_clean(" ".join(self.loose)))
        self.loose.clear()
        self.add("paragraph", text)

    def add(self, kind: str, text: str, sep: str = "\n\n") -> None:
        if kind == "paragraph" and is_bare_number(text):
            return  # a page or paragraph number set as its own element: not text
        self.b.add(kind, text, sep=sep, chapter=self.chapter, section=self.section)  # type: ignore[arg-type]

    def walk(self, node: Tag) -> None:
        for child in node.children:
            if isinstance(child, NavigableString):
                if type(child) is NavigableString:  # not Comment/CData/Doctype
                    self.loose.append(str(child))
                continue
            if not isinstance(child, Tag):
                continue
            tag = child.name
            if tag in _INLINE and child.find(_BLOCK_TAGS) is None:
                self.loose.append(child.get_text())
                continue
            self.flush()
            if tag in _HEADINGS:
                text = normalize_text(_clean(child.get_text(" ")))
                level = _HEADINGS[tag]
                if level == 1:
                    self.chapter, self.section = text, None
                elif level <= 3:
                    self.section = text
                self.add("heading", text)
            elif tag == "pre":
                self.add("code", normalize_text(child.get_text()).strip("\n"))
            elif tag == "table":
                rows = []
                for tr in child.find_all("tr"):
                    cells = [_clean(td.get_text(" ")) for td in tr.find_all(["td", "th"])]
                    if any(cells):
                        rows.append(" | ".join(cells))
                self.add("table", normalize_text("\n".join(rows)))
            elif tag == "li":
                nested = child.find(["ul", "ol", "p", "div", "pre", "table"])
                if nested is None:
                    prev = self.b.last
                    self.add(
                        "list",
                        normalize_text(_clean(child.get_text())),
                        sep="\n" if prev is not None and prev.kind == "list" else "\n\n",
                    )
                else:
                    self.walk(child)
            elif tag in _TEXT_BLOCKS and child.find(_BLOCK_TAGS) is None:
                self.add("paragraph", normalize_text(_clean(child.get_text())))
            else:
                self.walk(child)
            self.flush()


register(HtmlParser(), extensions=(".html", ".htm", ".xhtml"))
