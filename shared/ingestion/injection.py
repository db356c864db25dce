"""Text in a source that reads as instructions to an AI or as a phishing request (pure).

Sources are data, never instructions: a chunk that matches one of these patterns is tagged
``flag:instructions`` at ingest (``footnote sources`` counts them), kept out of answers unless
the question is about the document itself (``footnote.shared.generation.pipeline``), and a URL in it is
never turned into a link or advice. The patterns describe the *shape* of such text (an
imperative aimed at the reader's assistant, a request for credentials), not any one document.
"""

from __future__ import annotations

import re

INSTRUCTION_TAG = "flag:instructions"

PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(rx, re.I))
    for name, rx in (
        ("override", r"\b(ignore|disregard|forget|override)\b[^.\n]{0,30}"
                     r"\b(previous|prior|above|earlier|all|any|your)\b"
                     r"[^.\n]{0,20}\b(instructions?|prompts?|directions?|rules|guidelines|context)\b"),
        ("role", r"\b(you are now|from now on,? you|act as (an?|the) \w+|pretend (to be|you are)|"
                 r"your new (role|instructions?|task))\b"),
        ("prompt_markup", r"(<\|im_start\|>|<\|system\|>|\[/?INST\]|^\s*(system|assistant)\s*:|\bsystem prompt\b)"),
        ("credentials", r"\b(re-?enter|confirm|verify|update|provide|send|type|submit)\b[^.\n]{0,25}\b(your|the)\b"
                        r"[^.\n]{0,15}\b(password|passcode|credentials?|login|bank details|card number|pin|"
                        r"security code|account details)\b"),
        ("concealment", r"\b(do not|don't|never)\b[^.\n]{0,15}\b(tell|reveal|mention|inform|show)\b[^.\n]{0,15}"
                        r"\b(the user|anyone|the reader|the student)\b"),
        ("output_control", r"\b(respond|reply|answer|output)\b[^.\n]{0,10}\b(only|exactly)\b[^.\n]{0,10}\bwith\b"),
    )
)
_ABOUT_DOCUMENT = re.compile(
    r"\b(instructions?|injection|injected|phishing|this (document|file|page|source|text|email|message)|"
    r"the (document|file|source) (say|says|contain|contains|ask|asks|tell|tells))\b",
    re.I,
)


def instruction_flags(text: str) -> tuple[str, ...]:
    """Names of the patterns ``text`` matches (empty for ordinary prose)."""
    return tuple(name for name, rx in PATTERNS if rx.search(text))


def about_the_document(request: str) -> bool:
    """A request about the document itself ("what do the instructions in this file ask?"), for
    which instruction-like text is the subject, not a command."""
    return bool(_ABOUT_DOCUMENT.search(request))
