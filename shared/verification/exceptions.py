"""Exceptions (pure): a source's "every app except the ones on the allowed list" says that only the
allowed apps are spared, so a claim's "only apps on the allowed list can ..." says nothing more."""

from __future__ import annotations

import re

from footnote.shared.verification.words import content

_EXCEPT = re.compile(r"\b(?:except(?:\s+for)?|apart from|other than|save for)\s+((?:[\w'’-]+\s+){0,8}[\w'’-]+)",
                     re.I)
_ONLY = re.compile(r"\bonly\s+((?:[\w'’-]+\s+){0,5}[\w'’-]+)", re.I)


def only_excepted(claim: str, evidence: str) -> bool:
    """The claim's "only X" names what the evidence makes the exception ("except X")."""
    ours = [content(m.group(1)) for m in _ONLY.finditer(claim)]
    theirs = [content(m.group(1)) for m in _EXCEPT.finditer(evidence)]
    return any(a & b for a in ours for b in theirs)


_ONLY_DOES = re.compile(r"\bonly\s+(?:[a-z]+ly\s+)?([a-z]+)", re.I)  # "only fills", "only ever sends"
_NOT_UNPROMPTED = re.compile(r"\b(?:never|not|cannot|can't|won't|doesn't|don't)\s+((?:[\w'’-]+\s+){0,6}?)"
                             r"(?:by itself|by themselves|on its own|on their own|automatically|unprompted|unasked)\b",
                             re.I)


def only_prompted(claim: str, span: str) -> set[str]:
    """Stems of the verbs the claim says are "only" done (on some cue) that the span denies are done
    by themselves: "Autofill only fills a password after you tap the field" for "it never fills
    passwords on a page by itself" is one statement, not a denial of filling."""
    ours = {m.group(1).lower() for m in _ONLY_DOES.finditer(claim)}
    theirs = {w for m in _NOT_UNPROMPTED.finditer(span) for w in content(m.group(1))}
    return content(" ".join(ours)) & theirs


_EXCEPT_CLAUSE = re.compile(r"\bexcept(?:\s+for)?\s+([^.;]+)", re.I)
_HEDGED = re.compile(r"\b(?:only|except|apart from|other than|not|never|no|but|unless|neither|nor)\b|n['’]t\b", re.I)


def excepted_done(claim: str, span: str) -> set[str]:
    """Stems of what the span does to all but an exception, where the claim does it to the exception
    plainly ("Apps on the allowed list are silenced" for "silences notifications from every app
    except the ones you add to its allowed list")."""
    if _HEDGED.search(claim):
        return set()
    ours, out = content(claim), set[str]()
    for m in _EXCEPT_CLAUSE.finditer(span):
        opens = max(span.rfind(".", 0, m.start()), span.rfind(";", 0, m.start())) + 1  # the clause's start
        done, spared = content(span[opens : m.start()]), content(m.group(1))
        if ours & (spared - done) and ours & (done - spared):
            out |= ours & (done - spared)
    return out


def spared(span: str) -> set[str]:
    """Stems the span's "except ..." names: what it denies the rest's deed ("not on the allowed list"
    for "every app except the ones on its allowed list" is one statement)."""
    return {w for m in _EXCEPT_CLAUSE.finditer(span) for w in content(m.group(1))}


_INCLUDING = re.compile(r"\b(?:including|includes|included|as well as|even)\s+((?:[\w'’-]+\s+){0,4}[\w'’-]+)", re.I)


def included_excepted(claim: str, span: str) -> set[str]:
    """Stems of what the claim's "except X" leaves out and the span's "including X" takes in ("for all
    audio except calls" against "for any audio ..., including calls"): the claim denies X the deed."""
    theirs = {w for m in _INCLUDING.finditer(span) for w in content(m.group(1))}
    return {w for m in _EXCEPT.finditer(claim) for w in content(m.group(1)) if w in theirs}


_ALL_EXCEPT = re.compile(r"\b(?:every|all|any|everything|anything)\b(?:\s+[\w'’-]+){0,2}?\s+"
                         r"(?:except(?:\s+for)?|apart from|other than|save for)\s+((?:[\w'’-]+\s+){0,8}[\w'’-]+)", re.I)


_ONLY_AHEAD = re.compile(r"\bonly\b(?=\s+((?:[\w'’-]+\s+){0,5}[\w'’-]+))", re.I)  # "only to see only X": both


def excepted_only(claim: str, span: str) -> str | None:
    """The claim makes the exception of what the source says is the only one ("shows every
    notification except those on your priority list" for "see only notifications from your priority
    list"): the two say opposite things of it."""
    for m in _ALL_EXCEPT.finditer(claim):
        spared = content(m.group(1))
        if spared and any(spared <= content(o.group(1)) for o in _ONLY_AHEAD.finditer(span)) \
                and not any(spared & content(e.group(1)) for e in _EXCEPT.finditer(span)):
            return "the claim excepts what the source says is the only one"
    return None
