"""A thing left on where the source has it turned off, or the other way (pure): "Wi-Fi and
Bluetooth stay on" for "Wi-Fi and Bluetooth also turn off"."""

from __future__ import annotations

import re

from footnote.shared.verification.words import content

# "<thing> (also) stays on", "<thing> turns off": the state the thing ends in, said intransitively (not
# "switches off mobile data", which says what the subject does to another thing)
_STATE = re.compile(
    r"((?:[\w'’-]+\s+){0,2}[\w'’-]+)\s+(?:also\s+|still\s+|then\s+|automatically\s+)?"
    r"(?:stay|stays|stayed|remain|remains|remained|turn|turns|turned|switch|switches|switched|go|goes|went|"
    r"is|are|was|were|keep|keeps|kept)\s+(on|off|enabled|disabled)\b(?=\s*(?:[.,;:!?]|$|when|while|if|until|during|in|after|"
    r"before|and|but|unless|whenever|once))", re.I)


def _states(text: str) -> list[tuple[set[str], str, str]]:
    """(the thing's content stems, "on" or "off", the words) for each thing ``text`` leaves on or off."""
    return [(content(m.group(1)), _ON.get(m.group(2).lower(), m.group(2).lower()), m.group(0).strip())
            for m in _STATE.finditer(text) if content(m.group(1))]


_ON = {"enabled": "on", "disabled": "off"}  # (as ``rewrites.switched`` reads a setting's "on" and "off")


# the verb and its state alone, looked for before ``_STATE``, whose subject is slow to try at every word
_SAID = re.compile(r"\b(?:stay|stays|stayed|remain|remains|remained|turn|turns|turned|switch|switches|switched|go|"
                   r"goes|went|is|are|was|were|keep|keeps|kept)\s+(?:on|off|enabled|disabled)\b", re.I)


def on_off_flip(claim: str, span: str) -> str | None:
    """The claim leaves a thing in the state opposite to the one the source gives it, and the source
    never gives it the claim's."""
    if not _SAID.search(claim) or not _SAID.search(span):
        return None
    theirs = _states(span)
    for ours, state, said in _states(claim):
        other = next((words for thing, st, words in theirs if st != state and thing & ours), None)
        if other and not any(st == state and thing & ours for thing, st, _ in theirs):
            return f"the source says {other!r}, not {said!r}"
    return None


# "on at sunset and off at sunrise": a setting's two states, each with when (or where) it holds, up to the
# clause's end or its "and"
_TIMED = re.compile(r"\b((?:turn|turns|turned|switch|switches|switched|come|comes|came|go|goes|went|is|are|"
                    r"stay|stays|stayed)\s+)?(on|off|enabled|disabled)\b((?:\s+[\w'’-]+){1,5}?)"
                    r"(?=\s*(?:[.,;:!?]|$)|\s+(?:and|but|while)\b)", re.I)


def on_off_traded(claim: str, span: str) -> str | None:
    """The claim gives "on" the time or place the source gives "off", and the other way round: "turns on
    at sunrise and off at sunset" for "turns on at sunset and off at sunrise" (each side says each state
    once; "enabled" and "disabled" as ``rewrites.switched`` reads them)."""
    def timed(text: str) -> dict[str, tuple[set[str], str]] | None:
        found = [(state, content(m.group(3)), f"{state}{m.group(3)}")
                 for m in _TIMED.finditer(text) for state in [_ON.get(m.group(2).lower(), m.group(2).lower())]
                 if m.group(1) or m.group(2).lower() != "on"]  # not "on phones"
        states = [state for state, _, _ in found]
        if sorted(states) != ["off", "on"]:
            return None
        return {state: (words, said) for state, words, said in found}

    if not all(re.search(r"\b(?:off|disabled)\b", text, re.I) for text in (claim, span)):
        return None
    ours, theirs = timed(claim), timed(span)
    if not ours or not theirs:
        return None
    (con, on), (coff, off), (son, _), (soff, _) = ours["on"], ours["off"], theirs["on"], theirs["off"]
    if con & soff and coff & son and not con & son and not coff & soff:
        return f"the claim has {on!r} and {off!r}, the other way round from the source"
    return None
