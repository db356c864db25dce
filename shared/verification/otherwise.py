"""What a source says happens otherwise (pure): "use --full to force a full backup; otherwise only
changed files are copied" has the changed files copied without the flag, so a claim that has
--full copy only the changed files puts the outcome in the wrong case."""

from __future__ import annotations

from footnote.shared.verification.denied import OTHERWISE_OUTCOME, otherwise_parts
from footnote.shared.verification.negation import _negated
from footnote.shared.verification.words import content


def otherwise_flip(claim: str, span: str) -> str | None:
    """The claim has what the source says happens otherwise happen with the condition ("use
    --full to copy only the changed files" for "use --full to force a full backup; otherwise only
    changed files are copied")."""
    ours, denied = content(claim), _negated(claim)
    for cond, then, said in otherwise_parts(span):
        if ours & cond and not denied & cond and len(ours & then) >= OTHERWISE_OUTCOME:
            return f"the source says this happens otherwise, not in the case {said!r}"
    return None
