"""One output schema for every job kind: a JSON-serializable dict (pure).

All source and model text is escaped; links are emitted only for http(s) URLs. Inline
markers use display numbers (order of first use), which are also the footer numbers.

Every sentence's state is visible in all three renderings: JSON (``status``, ``flags``),
plain text (a bracketed note before the sentence's full stop, so it cannot be read as
belonging to the next sentence) and HTML (a ``claim-<status>`` class, a visible note and a
stylesheet that ships with the fragment). States: ``supported`` (grounded), ``partial``,
``contradicted``, ``unsupported``, ``uncited``, ``input`` (restates the user's own input), and
``inferred`` (a citation the model did not write, matched afterwards) on top of any of them.
``status`` of the whole answer: ``grounded`` (every sentence supported or the user's input),
``partly_grounded``, ``ungrounded`` (nothing supported) or ``no_evidence``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from html import escape
from typing import Any
from urllib.parse import urlsplit

from footnote.shared.generation.citations import Claim, Marker, ParsedAnswer
from footnote.shared.generation.evidence import EvidenceItem, deep_link, format_timestamp, label
from footnote.shared.generation.spans import quote_span
from footnote.shared.generation.verify import Verification, metrics
from footnote.shared.generation.video_answer import paragraph_citation, videos_referenced
from footnote.shared.text import URL, truncate_words

PREVIEW_CHARS = 240
RESULT_SCHEMA = 3  # bump when verification or the output's shape changes (feedback cache key)
FLAG_TEXT = {
    "partial": "only partly supported by the cited source",
    "contradicted": "contradicted by the cited source",
    "unsupported": "not supported by the cited source",
    "uncited": "no source cited",
}
INFERRED_TEXT = "source matched after the fact, not cited by the writer"
REASON_CHARS = 140
STYLE = (
    "<style>.footnote-response .claim-partial{background:#fff4d6}"
    ".footnote-response .claim-contradicted{background:#fde0de;text-decoration:underline wavy #c62828}"
    ".footnote-response .claim-unsupported{background:#fde0de}"
    ".footnote-response .claim-uncited{border-bottom:1px dashed #8a8a8a}"
    ".footnote-response .flag{font-size:.85em;font-weight:600;color:#8a1c1c;margin-left:.25em}"
    ".footnote-response .claim-partial .flag{color:#7a5a00}"
    ".footnote-response .cite-missing{color:#8a1c1c;text-decoration:line-through}"
    ".footnote-response .verdict-banner{padding:.4em .6em;border-left:4px solid #c62828;background:#fdecea}"
    "</style>"
)
LINK_REMOVED = "[link removed: not from the source's own metadata]"
_END = re.compile(r"([.!?…][\"'”’)\]]*)$")


def _host(url: str) -> str:
    return urlsplit(url if "://" in url else f"http://{url}").netloc.lower().split("@")[-1].split(":")[0]


def vouched_hosts(evidence: Sequence[EvidenceItem]) -> frozenset[str]:
    """Hosts a URL in the answer may point at: those of the sources' own metadata URLs."""
    return frozenset(_host(e.hit.url) for e in evidence if e.hit.url)


def redact_urls(text: str, hosts: frozenset[str]) -> str:
    """A URL in generated or quoted text that no source's metadata vouches for is never passed
    on as advice or a link (a source may carry a phishing link)."""
    return URL.sub(lambda m: m.group(0) if _host(m.group(0).rstrip(".,;:")) in hosts else LINK_REMOVED, text)


def _before_stop(text: str, note: str) -> str:
    """Insert ``note`` before the sentence's final punctuation."""
    m = _END.search(text)
    return f"{text[: m.start()]} {note}{m.group(1)}" if m else f"{text} {note}"


def _flags(status: str, checks, invalid, inferred: bool, numbers: dict[int, int]) -> list[str]:
    flags = []
    if status in FLAG_TEXT and not (status == "uncited" and invalid):
        worst = [c for c in checks if c.status == status]
        reason = worst[0].reason if worst else ""
        label = FLAG_TEXT[status]
        if worst and status != "uncited":
            label = f"{label.replace('the cited source', 'source')} [{numbers[worst[0].number]}]"
        flags.append(f"{label}: {truncate_words(reason, REASON_CHARS)}" if reason else label)
    if invalid:
        which = ", ".join(invalid)
        flags.append(f"cites source {which}, which is not among the sources")
    if inferred:
        flags.append(INFERRED_TEXT)
    return flags


def _e(text: Any) -> str:
    return escape(str(text), quote=True)


def safe_url(url: str | None) -> str | None:
    if url and url.strip().lower().startswith(("https://", "http://")):
        return url.strip()
    return None


def citation_entry(item: EvidenceItem, display: int, verification: Verification, inferred: bool) -> dict:
    h = item.hit
    sentence = h.granularity == "sentence"
    first = next((c for c in verification.checks if c.number == item.number), None)
    span = quote_span(h, first.span if first else None)
    return {
        "number": display,
        "evidence_number": item.number,
        "label": label(h),
        "source_id": h.source_id,
        "chunk_uid": h.chunk_uid,
        "source_type": h.source_type,
        "title": h.title or h.source_id,
        "author": h.author,
        "url": safe_url(span.url),
        "page_number": span.page_number,
        "chapter": h.chapter,
        "section": h.section,
        "timestamp_start": span.timestamp_start,
        "timestamp_end": span.timestamp_end,
        "formatted_time": span.to_dict()["formatted_time"],
        "char_start": span.char_start,
        "char_end": span.char_end,
        "quote": span.display,
        "quote_text": span.text,
        "quote_boxes": list(span.boxes),
        "passage": " ".join(h.text.split()),
        "passage_char_start": h.char_start,
        "passage_char_end": h.char_end,
        "previous_sentence": h.previous_text if sentence else None,
        "next_sentence": h.next_text if sentence else None,
        "context_before": None if sentence else h.previous_text,  # a passage's neighbouring chunks
        "context_after": None if sentence else h.next_text,
        "status": verification.citation_status(item.number),
        "inferred": inferred,
        # the quote's whole paragraph (GET it with the API key); a recording has none
        "further_reading": (None if h.timestamp_start is not None
                            else f"/v1/sources/{h.source_id}/paragraphs/at/{span.char_start}"),
    }


def _evidence_entry(item: EvidenceItem, display: int | None) -> dict:
    d = item.hit.to_dict()
    d["evidence_number"] = item.number
    d["cited_as"] = display
    d["label"] = label(item.hit)
    d["url"] = safe_url(deep_link(item.hit))
    return d


class _Renderer:
    def __init__(self, kind: str, parsed: ParsedAnswer, verification: Verification, evidence) -> None:
        self.kind = kind
        self.parsed = parsed
        self.v = verification
        self.by_number = {e.number: e for e in evidence}
        self.hosts = vouched_hosts(evidence)
        self.cites: dict[int, dict] = {}

    def build_citations(self) -> list[dict]:
        inferred = {n for c in self.parsed.claims if c.inferred for n in c.cited}
        out = []
        for display, n in enumerate(self.parsed.order, start=1):
            entry = citation_entry(self.by_number[n], display, self.v, n in inferred)
            entry["quote"] = redact_urls(entry["quote"], self.hosts)
            self.cites[n] = entry
            out.append(entry)
        return out

    def _button(self, n: int, text: str, href: str | None, status: str, inferred: bool = False) -> str:
        c = self.cites[n]
        aria = f"Source {c['number']}: {c['label']}"
        if status in FLAG_TEXT:
            aria += f" ({FLAG_TEXT[status]})"
        if inferred:
            aria += " (matched to this sentence after the fact)"
        preview = truncate_words(c["quote"], PREVIEW_CHARS)
        target = href or c["url"] or f"#source-{c['number']}"
        return (
            f'<a class="cite cite-{_e(status)}" href="{_e(target)}" data-cite="{c["number"]}" '
            f'data-status="{_e(status)}" data-inferred="{str(inferred).lower()}" '
            f'aria-label="{_e(aria)}" title="{_e(preview)}" '
            f'data-preview="{_e(preview)}">{_e(text)}</a>'
        )

    def _marker_html(
        self, m: Marker, statuses: Mapping[int, str], inferred: bool, at: Mapping[int, float | None]
    ) -> tuple[str, str]:
        html_parts, plain_parts = [], []
        if not m.numbers:  # a marker that named no evidence: shown struck through, never as a link
            raw = " ".join(f"[{x}]" for x in m.invalid)
            return f'<span class="cite-missing" title="not among the sources">{_e(raw)}</span>', ""
        for n in m.numbers:
            d = self.cites[n]["number"]
            item = self.by_number[n]
            st = statuses.get(n, "unsupported")
            if m.style == "evidence":
                text = f"(Evidence #{d})" if m.raw.lstrip().startswith("(") else f"Evidence #{d}"
            else:
                text = f"[{d}]"
            html_parts.append(self._button(n, text, None, st, inferred))
            plain_parts.append(text)
            if item.is_video:
                # the model's own timestamp, else the second the quoted words start
                second = m.seconds if m.seconds is not None else at.get(n)
                second = second if second is not None else item.hit.timestamp_start or 0
                url = safe_url(deep_link(item.hit, second))
                watch = f"Watch at {format_timestamp(second)}"  # the same value as the link's t=
                html_parts.append(
                    f'<a class="watch" href="{_e(url)}">{_e(watch)}</a>' if url else f"<span>{_e(watch)}</span>"
                )
                plain_parts.append(f"({watch})")
        return " ".join(html_parts), " ".join(plain_parts)

    def claim(self, index: int, claim: Claim) -> tuple[str, str, dict]:
        checks = self.v.for_claim(index)
        statuses = {c.number: c.status for c in checks}
        spans = [quote_span(self.by_number[c.number].hit, c.span) for c in checks]
        at = {c.number: s.timestamp_start for c, s in zip(checks, spans, strict=True)}
        status = self.v.claim_status[index]
        html_parts, plain_parts = [], []
        for seg in claim.segments:
            if isinstance(seg, Marker):
                h, p = self._marker_html(seg, statuses, claim.inferred, at)
                html_parts.append(f" {h}")
                plain_parts.append(f" {p}")
            else:
                seg = redact_urls(seg, self.hosts)
                html_parts.append(_e(seg))
                plain_parts.append(seg)
        html = re.sub(r" {2,}", " ", "".join(html_parts)).strip()
        plain = " ".join("".join(plain_parts).split())
        numbers = {n: self.cites[n]["number"] for n in self.cites}
        flags = _flags(status, checks, claim.invalid, claim.inferred, numbers)
        if flags:
            note = "; ".join(flags)
            plain = _before_stop(plain, f"[{note}]")
            m = _END.search(html)
            flag_html = f'<span class="flag" role="note">({_e(note)})</span>'
            html = f"{html[: m.start()]} {flag_html}{m.group(1)}" if m else f"{html} {flag_html}"
        html = f'<span class="claim claim-{_e(status)}" data-status="{_e(status)}">{html}</span>'
        data = {
            "text": claim.text,
            "status": status,
            "inferred": claim.inferred,
            "flags": flags,
            "invalid_markers": list(claim.invalid),
            "citations": [
                {
                    "number": self.cites[c.number]["number"],
                    "status": c.status,
                    "similarity": c.similarity,
                    "lexical": c.lexical,
                    "reason": c.reason,
                    "quote": span.to_dict(),
                }
                for c, span in zip(checks, spans, strict=True)
            ],
        }
        return html, plain, data


def _evidence_section(citations: Sequence[dict]) -> tuple[str, str]:
    items_html, items_plain = [], []
    for c in citations:
        where = ", ".join(str(x) for x in (c["chapter"], f"p.{c['page_number']}" if c["page_number"] else None) if x)
        head = f"Evidence #{c['number']}: {c['title']}" + (f" by {c['author']}" if c["author"] else "")
        head += f" ({where})" if where else ""
        rows = [f"<strong>{_e(head)}</strong>"]
        plain = [head]
        if c["previous_sentence"]:
            rows.append(f'<span class="prev">Previous: {_e(c["previous_sentence"])}</span>')
            plain.append(f"  Previous: {c['previous_sentence']}")
        rows.append(f"<q>{_e(c['quote'])}</q>")
        plain.append(f'  "{c["quote"]}"')
        if c["next_sentence"]:
            rows.append(f'<span class="next">Next: {_e(c["next_sentence"])}</span>')
            plain.append(f"  Next: {c['next_sentence']}")
        items_html.append(f'<li id="evidence-{c["number"]}" value="{c["number"]}">{"<br>".join(rows)}</li>')
        items_plain.append("\n".join(plain))
    html = '<section class="evidence"><h3>Evidence</h3><ol>' + "".join(items_html) + "</ol></section>"
    return html, "Evidence\n" + "\n".join(items_plain)


def _footer(citations: Sequence[dict]) -> tuple[str, str]:
    rows_html, rows_plain = [], []
    for c in citations:
        name = _e(c["label"])
        link = f'<a href="{_e(c["url"])}">{name}</a>' if c["url"] else name
        flag = f' <span class="flag">({_e(FLAG_TEXT[c["status"]])})</span>' if c["status"] in FLAG_TEXT else ""
        rows_html.append(f'<li id="source-{c["number"]}" value="{c["number"]}">{link}{flag}</li>')
        rows_plain.append(f"[{c['number']}] {c['label']}" + (f" - {c['url']}" if c["url"] else ""))
    html = '<footer class="sources"><h3>Sources</h3><ol>' + "".join(rows_html) + "</ol></footer>"
    return html, "Sources\n" + "\n".join(rows_plain)


def overall_status(verification: Verification, has_evidence: bool) -> str:
    if not has_evidence:
        return "no_evidence"
    if verification.grounded:
        return "grounded"
    if any(s == "supported" for s in verification.claim_status):
        return "partly_grounded"
    return "ungrounded"


def render(
    kind: str,
    parsed: ParsedAnswer,
    verification: Verification,
    evidence: Sequence[EvidenceItem],
    *,
    retrieval_debug: Mapping[str, Any],
    generator: Mapping[str, Any],
    message: str | None = None,
) -> dict[str, Any]:
    r = _Renderer(kind, parsed, verification, evidence)
    citations = r.build_citations()
    paragraphs, html_paras, plain_paras = [], [], []
    idx = 0
    for p_i, para in enumerate(parsed.paragraphs):
        sentences, hs, ps = [], [], []
        for claim in para.claims:
            h, p, data = r.claim(idx, claim)
            idx += 1
            hs.append(h)
            ps.append(p)
            sentences.append(data)
        numbers = list(dict.fromkeys(c["number"] for s in sentences for c in s["citations"]))
        paragraphs.append({"index": p_i, "text": " ".join(ps), "sentences": sentences, "citations": numbers})
        html_paras.append("<p>" + " ".join(hs) + "</p>")
        plain_paras.append(" ".join(ps))
    by_number = {c["number"]: c for c in citations}
    for p in paragraphs:
        p["video_citation"] = paragraph_citation(p, by_number)
    if message:
        html_paras.insert(0, f'<p class="message">{_e(message)}</p>')
        plain_paras.insert(0, message)
    sections_html, sections_plain = [], []
    if citations and _citation_style(kind) == "evidence_list":
        sections_html.append(_evidence_section(citations)[0])
        sections_plain.append(_evidence_section(citations)[1])
    if citations:
        fh, fp = _footer(citations)
        sections_html.append(fh)
        sections_plain.append(fp)
    cited = {n: i + 1 for i, n in enumerate(parsed.order)}
    summary = metrics(parsed, verification)
    return {
        "kind": kind,
        "status": overall_status(verification, bool(evidence)),
        "message": message,
        "html": f'<div class="footnote-response" data-kind="{_e(kind)}">'
        + STYLE
        + "".join(html_paras + sections_html)
        + "</div>",
        "plain_text": "\n\n".join(plain_paras + sections_plain),
        "paragraphs": paragraphs,
        "total_paragraphs": len(paragraphs),
        "videos_referenced": videos_referenced(paragraphs),
        "citations": citations,
        "evidence": [_evidence_entry(e, cited.get(e.number)) for e in evidence],
        "out_of_range": list(parsed.out_of_range),
        "retrieval_debug": dict(retrieval_debug),
        "verification": summary,
        "generator": dict(generator),
    }


def _citation_style(kind: str) -> str:
    from footnote.shared.jobs.kinds import KINDS

    spec = KINDS.find(kind)
    return spec.citation_style if spec else "inline"
