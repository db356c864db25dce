"""Parsing fidelity of Word, OpenDocument, EPUB, PowerPoint, RTF and PDF files nobody wrote for
Footnote (``document_fidelity.py`` measures PDF manuals further: quote boxes, the 790-page one).

    python benchmarks/format_fidelity.py [--cache DIR] [--poi-git DIR] [--tika-git DIR] [--json]
    python benchmarks/format_fidelity.py --sample-out sample.jsonl     # chunks to label by hand

Where the files come from (each row of FILES names its origin and licence):
* Debian packages, ``apt-get download``: the libtasn1 and libidn2 manuals (PDF, GFDL), the Live
  Systems manual (EPUB, GPL-3+) and the Ubuntu
  packaging guide (EPUB, 1.2 MB, CC-BY-SA-3.0);
* PyPI, ``pip download --no-binary``: odfpy's own API manual (ODT; Apache-2.0/GPL/LGPL);
* Apache POI's and Apache Tika's test documents (Apache-2.0 repositories; POI's decks and Word
  files named after web addresses, and its "stress" files, were collected from the public web):
  a shallow, blob-less ``git clone`` from GitHub into the cache, or ``--poi-git``/``--tika-git``
  naming a clone (a bare mirror will do).

Per file: page-equivalents parsed per second (a slide is a page; otherwise 2,000 characters of
text), the share of the words an independent reader finds that Footnote keeps (pandoc for
DOCX/EPUB, ``unrtf`` for RTF when installed, the XML's own text nodes for ODT and PPTX; pandoc
2.17 drops what an ODT keeps inside ``text:section``), how many of those are out of the
reader's order (reading-order errors; not for decks, whose XML is in drawing order), the share of stored chunks a
heuristic calls boilerplate (leader-dot lines, bare page numbers, a short text on 3+ chunks),
and for decks the share of chunks whose words are all on the slide they cite. Boilerplate is
also judged against a hand-labelled sample (``benchmarks/data/boilerplate_labels.json``: chunks
drawn by ``--sample-out``, each read and labelled body or boilerplate).
"""

from __future__ import annotations

import argparse
import difflib
import hashlib
import json
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TIKA = "tika-parsers/tika-parsers-standard/tika-parsers-standard-modules/{module}/src/test/resources/test-documents/"
TIKA_MS = TIKA.format(module="tika-parser-microsoft-module")
TIKA_ODF = TIKA.format(module="tika-parser-miscoffice-module")
POI_LICENCE = "Apache-2.0 (Apache POI test data; collected from the public web)"
TIKA_LICENCE = "Apache-2.0 (Apache Tika test documents)"

FILES = [  # (origin, path in it, licence)
    ("deb:libtasn1-doc", "usr/share/doc/libtasn1-doc/libtasn1.pdf", "GFDL-1.3+ (Free Software Foundation)"),
    ("deb:libidn2-doc", "usr/share/doc/libidn2-doc/libidn2.pdf",
     "GPL-3+ / LGPL-3+ (Simon Josefsson; the package's copyright file)"),
    ("deb:live-manual-epub", "usr/share/doc/live-manual/epub/live-manual.en.epub", "GPL-3+ (Live Systems Project)"),
    ("deb:ubuntu-packaging-guide-epub", "usr/share/doc/ubuntu-packaging-guide-epub/ubuntu-packaging-guide.epub",
     "CC-BY-SA-3.0 (Ubuntu Developers)"),
    ("tika", TIKA_ODF + "testEPUB.epub", TIKA_LICENCE),
    ("sdist:odfpy==1.4.1", "odfpy-1.4.1/api-for-odfpy.odt", "Apache-2.0 / GPL-2+ / LGPL-2.1+ (odfpy)"),
    ("tika", TIKA_ODF + "testOpenOffice2.odt", TIKA_LICENCE),
    ("tika", TIKA_ODF + "testODFwithOOo3.odt", TIKA_LICENCE),
    *[("poi", f"test-data/integration/stress0{n}.docx", POI_LICENCE) for n in ("03", "08", "10", "11", "18", "23")],
    ("tika", TIKA_MS + "testWORD_various.docx", TIKA_LICENCE),
    *[("poi", f"test-data/slideshow/{name}.pptx", POI_LICENCE) for name in (
        "2411-Performance_Up", "aascu.org_hbcu_leadershipsummit_cooper_", "alterman_security",
        "ca.ubc.cs.people_~emhill_presentations_HowWeRefactor", "60810",
        "au.asn.aes.www_conferences_2011_presentations_Fri_20Room4Level4_20930_20Maloney")],
    ("tika", TIKA_MS + "testPPT_various.pptx", TIKA_LICENCE),
    *[("tika", TIKA_MS + f"{name}.rtf", TIKA_LICENCE) for name in (
        "testRTFTIKA_2899", "testRTFHyperlink", "testRTFVarious", "testRTFJapanese",
        "testRTFWord2010CzechCharacters", "testRTFListMicrosoftWord")],
]
GIT = {"poi": "https://github.com/apache/poi", "tika": "https://github.com/apache/tika"}
PAGE_CHARS = 2000  # a page of text, for formats without pages
LABELS = ROOT / "benchmarks" / "data" / "boilerplate_labels.json"


def _git_dir(name: str, given: Path | None, cache: Path) -> Path:
    if given is not None:
        return given
    target = cache / f"{name}.git"
    if not target.exists():
        subprocess.run(["git", "clone", "--bare", "--depth", "1", "--filter=blob:none", GIT[name], str(target)],
                       check=True, timeout=900)
    return target


def fetch(cache: Path, poi: Path | None, tika: Path | None) -> list[tuple[Path, str, str]]:
    """(local file, origin, licence) for every row of FILES, fetched once into ``cache``."""
    cache.mkdir(parents=True, exist_ok=True)
    out = []
    for origin, inner, licence in FILES:
        kind, _, what = origin.partition(":")
        local = cache / "files" / Path(inner).name
        if not local.exists():
            local.parent.mkdir(parents=True, exist_ok=True)
            if kind == "deb":
                if not list(cache.glob(f"{what}_*.deb")):
                    subprocess.run(["apt-get", "download", what], cwd=cache, check=True, capture_output=True,
                                   timeout=300)
                deb = next(cache.glob(f"{what}_*.deb"))
                subprocess.run(["dpkg", "-x", str(deb), str(cache / "deb")], check=True, timeout=300)
                shutil.copy(cache / "deb" / inner, local)
            elif kind == "sdist":
                subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:",
                                "-q", what, "-d", str(cache)], check=True, timeout=300)
                archive = next(cache.glob(f"{what.split('==')[0]}-*.tar.gz"))
                subprocess.run(["tar", "xzf", str(archive), "-C", str(cache), inner], check=True, timeout=300)
                shutil.copy(cache / inner, local)
            else:
                git = _git_dir(kind, poi if kind == "poi" else tika, cache)
                blob = subprocess.run(["git", "--git-dir", str(git), "show", f"HEAD:{inner}"], check=True,
                                      capture_output=True, timeout=600).stdout
                local.write_bytes(blob)
        out.append((local, origin if kind != "poi" and kind != "tika" else f"{GIT[kind]}: {inner}", licence))
    return out


def words(text: str) -> list[str]:
    return re.findall(r"\w+", text.casefold())


def reference_text(path: Path) -> str | None:
    """The file's text as an independent reader gives it, or None when none is at hand."""
    ext = path.suffix.lower()
    if ext == ".odt":  # pandoc 2.17 drops what is inside text:section; the XML's own text instead
        return odt_text(path.read_bytes())
    if ext in (".docx", ".epub") and shutil.which("pandoc"):
        run = subprocess.run(["pandoc", "-f", ext[1:], "-t", "plain", "--wrap=none", str(path)],
                             capture_output=True, timeout=300)
        return run.stdout.decode("utf-8", "replace") if run.returncode == 0 else None
    if ext == ".rtf" and shutil.which("unrtf"):
        run = subprocess.run(["unrtf", "--text", str(path)], capture_output=True, timeout=300)
        text = run.stdout.decode("utf-8", "replace")
        return "\n".join(ln for ln in text.splitlines() if not ln.startswith("###")) if run.returncode == 0 else None
    if ext == ".pptx":
        return "\n".join(" ".join(slide) for slide in slide_words(path.read_bytes()).values())
    if ext == ".pdf":  # PDFium's own text of each page, in its content stream's order
        return "\n".join(pdf_pages(path.read_bytes()))
    return None


def odt_text(data: bytes) -> str:
    """Every text node of an OpenDocument's body, comments and generated indexes included."""
    import io
    import zipfile

    from lxml import etree

    with zipfile.ZipFile(io.BytesIO(data)) as z:
        root = etree.fromstring(z.read("content.xml"))
    body = root.find("{urn:oasis:names:tc:opendocument:xmlns:office:1.0}body")
    return " ".join(body.itertext()) if body is not None else ""


def pdf_pages(data: bytes) -> list[str]:
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(data)
    try:
        return [pdf[i].get_textpage().get_text_range().replace("\ufffe", "") for i in range(len(pdf))]
    finally:
        pdf.close()


def slide_words(data: bytes) -> dict[int, list[str]]:
    """Each slide's text runs and its notes', read straight from the deck's XML, numbered in the
    presentation's own order (``sldIdLst``), as a citation numbers them."""
    import io
    import posixpath
    import zipfile

    from lxml import etree

    rel = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id"
    a_t = "{http://schemas.openxmlformats.org/drawingml/2006/main}t"

    def targets(z: zipfile.ZipFile, part: str) -> dict[str, str]:
        rels = posixpath.join(posixpath.dirname(part), "_rels", posixpath.basename(part) + ".rels")
        if rels not in z.namelist():
            return {}
        return {r.get("Id"): posixpath.normpath(posixpath.join(posixpath.dirname(part), r.get("Target", "")))
                for r in etree.fromstring(z.read(rels))}

    out: dict[int, list[str]] = {}
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        by_id = targets(z, "ppt/presentation.xml")
        order = [by_id.get(el.get(rel), "") for el in etree.fromstring(z.read("ppt/presentation.xml")).iter()
                 if el.tag.endswith("}sldId")]
        for number, part in enumerate(order, start=1):
            parts = [part] + [t for t in targets(z, part).values() if "notesSlide" in t]
            out[number] = [t.text or "" for p in parts if p in z.namelist()
                           for t in etree.fromstring(z.read(p)).iter(a_t)]
    return out


def order_errors(ours: list[str], ref: list[str]) -> tuple[int, int]:
    """(words both have, multiset), and of those how many are out of the reference's order."""
    common = sum((Counter(ours) & Counter(ref)).values())
    matcher = difflib.SequenceMatcher(None, ref, ours, autojunk=False)
    in_order = sum(block.size for block in matcher.get_matching_blocks())
    return common, max(0, common - in_order)


_LEADER = re.compile(r"(?:(?:\s?\.){4,}|\.(?:\s\.){2,})\s*\d")
_PAGE_NO = re.compile(r"(?:page\s+)?\d{1,4}(?:\s*(?:of|/)\s*\d{1,4})?", re.I)


def boilerplate(chunks: list[str]) -> list[bool]:
    """Heuristic: a leader-dot line, a bare page number, or a short text repeated 3+ times."""
    repeated = Counter(c for c in chunks if len(c) < 80)
    return [bool(_LEADER.search(c) or _PAGE_NO.fullmatch(c.strip()) or (len(c) < 80 and repeated[c] >= 3))
            for c in chunks]


def key(text: str) -> str:
    return hashlib.sha1(text.encode()).hexdigest()[:16]


def measure(path: Path) -> dict:
    from footnote.shared.ingestion.chunking import ChunkParams, chunk_document
    from footnote.shared.ingestion.parsers import parser_for

    data = path.read_bytes()
    parser = parser_for(path.name)
    started = time.perf_counter()
    doc = parser.parse(data, name=path.name)
    seconds = time.perf_counter() - started
    chunks = chunk_document(doc, granularities=("sentence", "passage"), params=ChunkParams())
    assert all(doc.text[c.char_start:c.char_end] == c.text for c in chunks)  # exact spans, always
    texts = [c.text for c in chunks]
    flags = boilerplate(texts)
    paged = path.suffix in (".pptx", ".pdf") and doc.page_count
    pages = doc.page_count if paged else max(1.0, len(doc.text) / PAGE_CHARS)
    row: dict = {"file": path.name, "format": path.suffix[1:], "bytes": len(data), "chars": len(doc.text),
                 "pages": round(pages, 1), "seconds": round(seconds, 4), "pages_per_s": round(pages / seconds),
                 "chunks": len(chunks), "heuristic_boilerplate": sum(flags),
                 "located": sum(1 for c in chunks if c.page_number or c.section or c.chapter
                                or c.paragraph_index is not None) / max(1, len(chunks)),
                 "flagged": [t for t, f in zip(texts, flags, strict=True) if f][:3]}
    ref = reference_text(path)
    if ref is not None:
        ours, theirs = words(doc.text), words(ref)
        common, out_of_order = order_errors(ours, theirs)
        row |= {"reader_words": len(theirs), "kept": round(common / max(1, len(theirs)), 4),
                "extra": round(1 - common / max(1, len(ours)), 4),
                # a deck's XML lists shapes in drawing order, not reading order: no order to compare
                "order_errors": out_of_order if path.suffix != ".pptx" else None}
    if path.suffix in (".pptx", ".pdf"):
        on_slide = ({n: set(words(" ".join(w))) for n, w in slide_words(data).items()} if path.suffix == ".pptx"
                    else {n: set(words(t)) for n, t in enumerate(pdf_pages(data), start=1)})
        checked = [c for c in chunks if c.page_number]
        right = sum(1 for c in checked if set(words(c.text)) <= set().union(
            *(on_slide.get(n, set()) for n in range(c.page_number or 0, (c.page_end or c.page_number or 0) + 1))))
        row |= {"slide_checked": len(checked), "slide_right": right}
    row["chunk_texts"] = texts
    return row


def labelled(rows: list[dict]) -> dict:
    """Boilerplate judged against the hand labels: per format, labelled chunks and boilerplate."""
    labels = json.loads(LABELS.read_text()) if LABELS.exists() else {}
    out: dict = {}
    for row in rows:
        mine = labels.get(row["file"], {}) if row["file"] != "_about" else {}
        found = [mine[key(t)] for t in row["chunk_texts"] if key(t) in mine]
        entry = out.setdefault(row["format"], {"labelled": 0, "boilerplate": 0})
        entry["labelled"] += len(found)
        entry["boilerplate"] += sum(1 for v in found if v == "boilerplate")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "footnote-format-fidelity")
    ap.add_argument("--poi-git", type=Path)
    ap.add_argument("--tika-git", type=Path)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--sample-out", type=Path, help="write 8 random chunks per file (JSON lines) to label")
    args = ap.parse_args()
    files = fetch(args.cache, args.poi_git, args.tika_git)
    rows = []
    for path, origin, licence in files:
        row = measure(path)
        row |= {"origin": origin, "licence": licence}
        rows.append(row)
    if args.sample_out:
        with args.sample_out.open("w") as f:
            for row in rows:
                rng = random.Random(row["file"])
                for text in rng.sample(sorted(set(row["chunk_texts"])), min(8, len(set(row["chunk_texts"])))):
                    f.write(json.dumps({"file": row["file"], "key": key(text), "text": text}) + "\n")
    judged = labelled(rows)
    for row in rows:
        row.pop("chunk_texts")
    if args.json:
        print(json.dumps({"files": rows, "hand_labelled": judged}, indent=1))
        return
    for r in rows:
        reader = (f"kept {r['kept']:.1%} of the reader's {r['reader_words']} words, extra {r['extra']:.1%}, "
                  f"order errors {r['order_errors'] if r['order_errors'] is not None else 'n/a'}") \
            if "kept" in r else "no independent reader here"
        slides = f", on its page {r['slide_right']}/{r['slide_checked']}" if "slide_checked" in r else ""
        print(f"{r['file'][:44]:<44} {r['format']:<4} {r['pages']:>6} p {r['pages_per_s']:>6} p/s  "
              f"{r['chunks']:>5} chunks, heuristic boilerplate {r['heuristic_boilerplate']}, located "
              f"{r['located']:.0%}{slides}; {reader}")
        for text in r["flagged"]:
            print(f"      flagged: {text[:90]!r}")
    for fmt, entry in judged.items():
        share = entry["boilerplate"] / entry["labelled"] if entry["labelled"] else 0.0
        print(f"hand-labelled {fmt}: {entry['boilerplate']}/{entry['labelled']} chunks boilerplate ({share:.1%})")


if __name__ == "__main__":
    main()
