"""Transcript chunking (pure): caption cues -> sentence and passage drafts that cover whole cues.

At sentence granularity each cue is one "sentence" (the timed unit a citation points at) and a
paragraph is a run of cues by the same speaker, under the same slide, without a pause over
``CUE_PAUSE_S``. Passages group whole cues up to ``chunk_size_chars``, overlap by whole cues,
never span a silence longer than ``max_silence_s``, a change of speaker or of the slide on
screen (``section``), and carry the time range of their first and last cue. Called from
``footnote.shared.ingestion.chunking``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from footnote.shared.ingestion.types import Block, ChunkDraft, ParsedDocument

if TYPE_CHECKING:
    from footnote.shared.ingestion.chunking import ChunkParams, _Locator

CUE_PAUSE_S = 2.0


def cue_sentences(doc: ParsedDocument, loc: _Locator) -> list[ChunkDraft]:
    cues = [b for b in loc.blocks if b.kind == "cue"]
    runs: list[list[Block]] = []
    for cue in cues:
        prev = runs[-1][-1] if runs else None
        pause = (
            prev is not None
            and prev.timestamp_end is not None
            and cue.timestamp_start is not None
            and cue.timestamp_start - prev.timestamp_end > CUE_PAUSE_S
        )
        if prev is None or pause or cue.speaker != prev.speaker or cue.section != prev.section:
            runs.append([cue])
        else:
            runs[-1].append(cue)
    drafts: list[ChunkDraft] = []
    for p, run in enumerate(runs):
        first = len(drafts)
        for k, cue in enumerate(run):
            drafts.append(
                loc.draft(
                    len(drafts),
                    "sentence",
                    cue.char_start,
                    cue.char_end,
                    paragraph_index=p,
                    sentence_index=k,
                    prev_index=first + k - 1 if k > 0 else None,
                    next_index=first + k + 1 if k < len(run) - 1 else None,
                    timestamp_start=cue.timestamp_start,
                    timestamp_end=cue.timestamp_end,
                    speaker=cue.speaker,
                )
            )
    return drafts


def cue_passages(doc: ParsedDocument, loc: _Locator, p: ChunkParams) -> list[ChunkDraft]:
    cues = [b for b in loc.blocks if b.kind == "cue"]
    groups: list[list[Block]] = []
    hard: set[int] = set()  # groups that start after a silence or a change of speaker
    cur: list[Block] = []
    for cue in cues:
        prev_cue = cur[-1] if cur else None
        silence = (
            prev_cue is not None
            and prev_cue.timestamp_end is not None
            and cue.timestamp_start is not None
            and cue.timestamp_start - prev_cue.timestamp_end > p.max_silence_s
        )
        if cur and (silence or cue.speaker != prev_cue.speaker or cue.section != prev_cue.section):
            # a new passage, no overlap across it (a silence, another speaker, the next slide)
            groups.append(cur)
            hard.add(len(groups))
            cur = []
        if cur and cue.char_end - cur[0].char_start > p.chunk_size_chars:
            groups.append(cur)
            keep: list[Block] = []
            for prev in reversed(cur[1:]):  # overlap by whole cues, never the whole group
                if cur[-1].char_end - prev.char_start > p.chunk_overlap_chars:
                    break
                keep.insert(0, prev)
            if keep and cue.char_end - keep[0].char_start > p.chunk_size_chars:
                keep = []
            cur = keep
        cur.append(cue)
    if cur:
        groups.append(cur)
    if len(groups) >= 2 and len(groups) - 1 not in hard:
        last, prev_group = groups[-1], groups[-2]
        if (
            last[-1].char_end - last[0].char_start < p.min_chunk_chars
            and last[-1].char_end - prev_group[0].char_start <= p.max_merge_chars
        ):
            merged = prev_group + [c for c in last if c.char_start >= prev_group[-1].char_end]
            groups[-2:] = [merged]
    drafts: list[ChunkDraft] = []
    for group in groups:
        speakers = {c.speaker for c in group}
        drafts.append(
            loc.draft(
                len(drafts),
                "passage",
                group[0].char_start,
                group[-1].char_end,
                timestamp_start=min((c.timestamp_start for c in group if c.timestamp_start is not None), default=None),
                timestamp_end=max((c.timestamp_end for c in group if c.timestamp_end is not None), default=None),
                speaker=speakers.pop() if len(speakers) == 1 else None,
            )
        )
    return drafts
