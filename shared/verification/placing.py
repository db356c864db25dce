"""Where a word stands (pure): the neighbours that place a claim word against a source word of an
opposite pair ("associated with a *higher* risk" is placed by "risk"), for ``polarity``."""

from __future__ import annotations

CONTEXT_WORDS = 3  # neighbours (either side) that locate a word's place in a sentence
ADJACENT_WEIGHT = 2  # a shared adjacent word locates the place better than one further off


def context(stems: list[str], i: int) -> set[str]:
    lo, hi = max(0, i - CONTEXT_WORDS), i + CONTEXT_WORDS + 1
    return {t for t in stems[lo:i] + stems[i + 1 : hi] if t}


def adjacent(stems: list[str], i: int) -> tuple[str | None, str | None]:
    """The nearest content word before and after (what the word modifies: "half *tempo*")."""
    before = next((t for t in reversed(stems[:i]) if t), None)
    after = next((t for t in stems[i + 1 :] if t), None)
    return before, after


def same_neighbours(a: tuple[str | None, str | None], b: tuple[str | None, str | None]) -> int:
    return sum(1 for x, y in zip(a, b, strict=True) if x and x == y)


RUN_SAID = 2  # content words in a row after a word, said alike on both sides, that its neighbours already count


def same_run(a: list[str], i: int, b: list[str], j: int) -> int:
    """Content words in a row beyond ``RUN_SAID`` that follow ``a[i]`` and ``b[j]`` alike ("left hand
    plays repeated chords" for "right hand plays repeated chords"): the clause the word opens."""
    def run(x: list[str], y: list[str]) -> int:
        x, y = [t for t in x if t][: RUN_SAID + 3], [t for t in y if t][: RUN_SAID + 3]
        n = next((k for k, (p, q) in enumerate(zip(x, y, strict=False)) if p != q), min(len(x), len(y)))
        return max(0, n - RUN_SAID)
    return run(a[i + 1 :], b[j + 1 :])


def said_in_place(cs: list[str], cseq: list[str], es: list[str], eseq: list[str], j: int) -> bool:
    """The source's word at ``j`` is the claim's too, before the same next content word ("slow
    song" on both sides): it is said where the source says it, and stands against no other claim
    word that the source lacks and that follows another word than it does."""
    after = adjacent(eseq, j)[1]
    return after is not None and any(st == es[j] and cseq[k] and adjacent(cseq, k)[1] == after
                                     for k, st in enumerate(cs))
