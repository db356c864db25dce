"""EPUB books (2 and 3, Project Gutenberg's included): the spine's documents in reading order,
each read as HTML (``parsers.html``), chapters named by the book's own table of contents.

* ``META-INF/container.xml`` names the package (OPF); its spine orders the documents; its
  metadata gives title and author.
* The navigation document (EPUB 3 ``nav`` with ``epub:type="toc"``, else the EPUB 2 NCX) names
  the chapter each spine document starts; every block carries it in ``chapter``, and the
  document's own ``h2``/``h3`` set ``section``.
* A document the spine names more than once (at each of its anchors, as SiSU's EPUBs do) is
  read once, where it first comes; paragraph or page numbers set as elements of their own are
  left out (``parsers.html``).
* A table of contents in the reading order (the navigation document, or a page whose words are
  mostly links into the book) is not read as text; the chapters it names still label the text.
* Project Gutenberg's licence header and footer (``#pg-header``, ``#pg-footer``) are dropped.
* Library, measured (``benchmarks/format_libraries.py``, 3 real EPUBs, 1.4 MB, best of 3): this
  reader (zipfile, lxml, BeautifulSoup) 0.43 s; ebooklib 0.57 s, and it fails on the Live
  Systems manual (a spine naming documents with anchors); pandoc 0.46 s, and it reads nothing of
  that manual. Of pandoc's words this reader keeps 96.4% of the Ubuntu packaging guide's: the
  rest are the navigation and copyright lines on every page, left out on purpose.
* DRM (an ``encryption.xml`` listing content documents under anything but font obfuscation)
  is refused saying so; so is a zip that is no EPUB.
"""

from __future__ import annotations

import io
import posixpath
import warnings
import zipfile
from typing import Any
from urllib.parse import unquote

from footnote.shared.errors import CorruptFile, UnsupportedFormat
from footnote.shared.ingestion.parsers.base import Parser, normalize_text, note_mark, register
from footnote.shared.ingestion.types import ParsedDocument

CONTAINER = "{urn:oasis:names:tc:opendocument:xmlns:container}"
OPF = "{http://www.idpf.org/2007/opf}"
DC = "{http://purl.org/dc/elements/1.1/}"
NCX = "{http://www.daisy.org/z3986/2005/ncx/}"
ENC = "{http://www.w3.org/2001/04/xmlenc#}"
FONT_OBFUSCATION = ("http://www.idpf.org/2008/embedding", "http://ns.adobe.com/pdf/enc#RC")
HTML_TYPES = ("application/xhtml+xml", "text/html")


def _xml(z: zipfile.ZipFile, path: str, name: str) -> Any:
    from lxml import etree

    try:
        return etree.fromstring(z.read(path))
    except KeyError:
        raise CorruptFile(name, f"the EPUB names {path}, which is not in it") from None
    except etree.XMLSyntaxError as err:
        raise CorruptFile(name, f"{path} is not well-formed XML ({err.msg})") from None


def _resolve(base: str, href: str) -> str:
    return posixpath.normpath(posixpath.join(posixpath.dirname(base), unquote(href.split("#", 1)[0])))


def _toc(z: zipfile.ZipFile, opf_path: str, manifest: dict[str, dict], ncx_id: str | None, name: str) -> dict[str, str]:
    """{document path: the first chapter title the table of contents points into it}."""
    from bs4 import BeautifulSoup

    out: dict[str, str] = {}
    nav = next((m for m in manifest.values() if "nav" in (m.get("properties") or "").split()), None)
    if nav is not None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            soup = BeautifulSoup(z.read(nav["path"]), "lxml")
        toc = next((n for n in soup.find_all("nav") if "toc" in (n.get("epub:type") or "")), None)
        for a in (toc or soup).find_all("a", href=True):
            out.setdefault(_resolve(nav["path"], a["href"]), normalize_text(a.get_text(" ")).strip())
    elif ncx_id and ncx_id in manifest:
        ncx_path = manifest[ncx_id]["path"]
        for point in _xml(z, ncx_path, name).iter(f"{NCX}navPoint"):
            label = point.find(f"{NCX}navLabel/{NCX}text")
            content = point.find(f"{NCX}content")
            if label is not None and content is not None and content.get("src"):
                out.setdefault(_resolve(ncx_path, content.get("src")), normalize_text(label.text or "").strip())
    return {k: v for k, v in out.items() if v}


class EpubParser(Parser):
    def parse(self, data: bytes, *, name: str) -> ParsedDocument:
        try:
            z = zipfile.ZipFile(io.BytesIO(data))
        except zipfile.BadZipFile:
            raise CorruptFile(name, "not an EPUB (.epub is a zip; this is not one)") from None
        with z:
            names = set(z.namelist())
            if "META-INF/container.xml" not in names:
                raise UnsupportedFormat(name, "a zip without META-INF/container.xml: not an EPUB")
            root = _xml(z, "META-INF/container.xml", name).find(f".//{CONTAINER}rootfile")
            if root is None or not root.get("full-path"):
                raise CorruptFile(name, "its container.xml names no package document")
            opf_path = root.get("full-path")
            opf = _xml(z, opf_path, name)
            manifest = {
                item.get("id"): {"path": _resolve(opf_path, item.get("href", "")), "type": item.get("media-type"),
                                 "properties": item.get("properties")}
                for item in opf.iter(f"{OPF}item")
            }
            _refuse_drm(z, names, manifest, name)
            spine = opf.find(f"{OPF}spine")
            order = [manifest[r.get("idref")] for r in (spine if spine is not None else [])
                     if r.get("idref") in manifest and r.get("linear", "yes") != "no"]
            toc = _toc(z, opf_path, manifest, spine.get("toc") if spine is not None else None, name)
            guide_toc = {_resolve(opf_path, r.get("href", "")) for r in opf.iter(f"{OPF}reference")
                         if r.get("type") == "toc"}  # EPUB 2's guide names its contents page
            documents = dict.fromkeys(m["path"] for m in order if m["type"] in HTML_TYPES)  # once each, though
            paths = [p for p in documents if p not in guide_toc]  # the spine may name one at each of its anchors
            walker, contents_pages = _read_spine(z, paths, toc, name)
            contents_pages += len(documents) - len(paths)
        if not walker.b.blocks:
            raise UnsupportedFormat(name, "no text in the EPUB's reading order (pictures only?); nothing to ingest")
        title = opf.find(f".//{DC}title")
        creator = opf.find(f".//{DC}creator")
        return walker.b.build(
            title=normalize_text(title.text or "").strip() or None if title is not None else None,
            author=normalize_text(creator.text or "").strip() or None if creator is not None else None,
            source_type="book",
            metadata={"contents_pages_left_out": str(contents_pages)} if contents_pages else {},
        )


def _refuse_drm(z: zipfile.ZipFile, names: set[str], manifest: dict[str, dict], name: str) -> None:
    if "META-INF/encryption.xml" not in names:
        return
    documents = {m["path"] for m in manifest.values() if m["type"] in HTML_TYPES}
    for data in _xml(z, "META-INF/encryption.xml", name).iter(f"{ENC}EncryptedData"):
        method = data.find(f"{ENC}EncryptionMethod")
        ref = data.find(f".//{ENC}CipherReference")
        algorithm = method.get("Algorithm") if method is not None else ""
        if algorithm not in FONT_OBFUSCATION and ref is not None and unquote(ref.get("URI", "")) in documents:
            raise UnsupportedFormat(name, "protected by DRM (its chapters are encrypted); use a DRM-free copy")


def _read_spine(z: zipfile.ZipFile, paths: list[str], toc: dict[str, str], name: str) -> tuple[Any, int]:
    """The walker that read the book's documents in order, and how many contents pages it left out."""
    from bs4 import BeautifulSoup, XMLParsedAsHTMLWarning

    from footnote.shared.ingestion.parsers.html import _strip_boilerplate, _Walker

    walker = _Walker()
    footnotes: list[tuple[str | None, str, str]] = []
    in_book = set(paths)
    contents_pages = 0
    for path in paths:
        try:
            raw = z.read(path)
        except KeyError:
            raise CorruptFile(name, f"its spine names {path}, which is not in it") from None
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", XMLParsedAsHTMLWarning)
            soup = BeautifulSoup(raw, "lxml")
        for gutenberg in soup.select("#pg-header, #pg-footer, section.pg-boilerplate"):
            gutenberg.decompose()
        if _is_contents_page(soup, path, in_book):
            contents_pages += 1
            continue
        notes = _take_notes(soup)  # before the boilerplate goes: an <aside> may be a footnote
        _strip_boilerplate(soup)
        if path in toc:
            walker.chapter, walker.section = toc[path], None
        try:
            walker.walk(soup.body or soup)
        except RecursionError:
            raise CorruptFile(name, f"{path} is nested too deeply to read") from None
        walker.flush()
        footnotes += [(walker.chapter, call, text) for call, text in notes]
    for chapter, call, text in footnotes:  # after the text they annotate, each its own unit
        walker.b.add("paragraph", f"{note_mark(call)} {text}", chapter=chapter, section=f"Footnote {call}")
    return walker, contents_pages


CONTENTS_LINKS = 2  # links to the book's own documents...
CONTENTS_SHARE = 0.6  # ...holding this share of a page's words make it a table of contents


def _is_contents_page(soup: Any, path: str, documents: set[str]) -> bool:
    """A table of contents in the reading order (the navigation document itself, or a contents
    page of links into the book): it is the book's chapters listed, not text to cite."""
    links = [a for a in soup.find_all("a", href=True)
             if not a["href"].startswith(("http:", "https:", "mailto:"))
             and (_resolve(path, a["href"]) in documents or a["href"].startswith("#"))]
    if soup.find("nav", attrs={"epub:type": "toc"}) is not None:
        return True
    if len(links) < CONTENTS_LINKS:
        return False
    body = soup.body or soup
    heads = sum(len(h.get_text(" ").split()) for h in body.find_all(["h1", "h2", "h3", "h4", "h5", "h6"])
                if h.find("a", href=True) is None)  # the page's own title ("Contents") is no link
    words = len(body.get_text(" ").split()) - heads
    linked = sum(len(a.get_text(" ").split()) for a in links)
    return words > 0 and linked >= CONTENTS_SHARE * words


NOTE_TYPES = ("footnote", "endnote", "rearnote", "doc-footnote", "doc-endnote")


def _roles(tag: Any) -> set[str]:
    return set((tag.get("epub:type") or "").split()) | set((tag.get("role") or "").split())


def _take_notes(soup: Any) -> list[tuple[str, str]]:
    """Footnotes out of the text: each call becomes a superscript ("¹"), each note (call, text) for a unit of
    its own; backlinks ("↩") dropped."""
    from bs4 import NavigableString

    calls: dict[str, str] = {}
    for ref in soup.find_all("a"):
        if _roles(ref) & {"noteref", "doc-noteref"}:
            label = normalize_text(ref.get_text()).strip().strip("[]") or str(len(calls) + 1)
            calls[ref.get("href", "").rsplit("#", 1)[-1]] = label
            ref.replace_with(NavigableString(note_mark(label)))
    notes = []
    for note in soup.find_all(True):
        if note.parent is None or not (_roles(note) & set(NOTE_TYPES)):
            continue
        for back in note.find_all("a"):
            if _roles(back) & {"doc-backlink", "backlink"} or "footnote-back" in (back.get("class") or []):
                back.decompose()
        text = normalize_text(" ".join(note.get_text().split()))
        label = calls.get(note.get("id", ""), str(len(notes) + 1))
        note.decompose()
        if text:
            notes.append((label, text))
    for holder in soup.find_all(True):  # the emptied list or section that held them
        if holder.parent is not None and _roles(holder) & {"doc-endnotes", "endnotes", "footnotes"} \
                and not holder.get_text(strip=True):
            holder.decompose()
    return notes


register(EpubParser(), extensions=(".epub",))
