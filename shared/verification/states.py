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
