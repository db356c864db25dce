"""Slides on screen in a recorded lecture (pure): scene changes from frame thumbnails, slides
from the text read on each scene, and the transcript bound to the slide on screen.

    thumbnails (t, small grey frame) -> detect_scenes -> [Scene]
    Scene + its OCR lines            -> slides_from   -> [Slide] (numbered, with time ranges)
    ParsedDocument (a transcript)    -> bind_slides   -> the same cues, each with the slide on
                                        screen as its ``section``, plus one timed cue per slide
                                        (speaker "On screen") appended after the speech

A scene starts where enough of the picture differs from the scene's first frame (a slide
change, not a speaker moving a little); scenes shorter than ``min_scene_s`` are transitions
and join the next. A scene with no text is not a slide (the camera on the speaker). Neighbouring
scenes with nearly the same words, or one containing the other's, are one slide (a build-up,
an animation, a cursor); a slide
shown again later keeps its number and gains a time range. Offsets of the speech are untouched:
the slide text is appended, so every existing span and word time stays valid.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

import numpy as np

from footnote.shared.ingestion.types import Block, ParsedDocument
from footnote.shared.retrieval.types import CODE, ON_SCREEN  # speakers of a slide's cues: the facet a hit matched

PIXEL_DELTA = 32  # grey levels (of 255) for a pixel to count as changed
CHANGED_FRACTION = 0.015  # of the thumbnail's pixels, against the scene's first frame: a new slide
STILL_FRACTION = 0.005  # at most this much changed since the last sample: the picture is still
LIVE_ALPHA = 0.25  # weight of the newest sample in a pixel's activity (about 4 samples' memory)
LIVE_LEVEL = 0.3  # activity above which a pixel is live video, not slide
MIN_STILL_AREA = 0.3  # below this share of still pixels the whole picture is judged
SAME_SLIDE = 0.8  # ``similar`` at or above which two readings are the same slide
TITLE_CHARS = 80


@dataclass(frozen=True)
class Scene:
    start: float
    end: float

    @property
    def key_time(self) -> float:
        """When to read the scene: a little after the cut, once the picture has settled."""
        return self.start + min(1.0, (self.end - self.start) / 2)


@dataclass(frozen=True)
class Slide:
    number: int | None  # None: text on screen that is no page of the given deck
    title: str
    text: str  # the lines read on screen (or the deck page's own text), one per line
    ranges: tuple[tuple[float, float], ...]  # when it was on screen, in order
    code: str | None = None  # the lines of the lecture's code it shows: "pointers.c:40-52"
    code_text: str | None = None  # those lines as the file has them

    @property
    def label(self) -> str:
        if self.number is None:
            name = f"On screen: {self.title}"
        else:
            name = f"Slide {self.number}: {self.title}" if self.title else f"Slide {self.number}"
        return f"{name} — {self.code}" if self.code else name

    def on_screen_at(self, t: float) -> bool:
        return any(start <= t < end for start, end in self.ranges)


def changed_pixels(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return np.abs(a.astype(np.int16) - b.astype(np.int16)) > PIXEL_DELTA


def changed_fraction(a: np.ndarray, b: np.ndarray, where: np.ndarray | None = None) -> float:
    changed = changed_pixels(a, b)
    return float(np.mean(changed if where is None else changed[where]))


def detect_scenes(
    thumbnails: Iterable[tuple[float, np.ndarray]], *, duration: float, step_s: float, min_scene_s: float = 1.0
) -> list[Scene]:
    """Scenes from thumbnails sampled every ``step_s``. A new scene starts when the picture,
    once still again, differs from the current scene's first frame. It starts half a step before
    the last sample that still moved - the one that first showed the settled picture (the cut
    lies within that step). A picture that never settles (a speaker moving, a video playing)
    makes no scene of its own. A part of the picture that keeps moving - the speaker's camera
    in a corner of a screen recording - is left out of both comparisons once it has moved in
    most recent samples, so the slide beside it is still seen to change."""
    starts: list[float] = []
    reference: np.ndarray | None = None
    previous: np.ndarray | None = None
    activity: np.ndarray | None = None  # per pixel: how often it changed lately (moving average)
    last_moved: float | None = None  # the latest sample that differed from the one before
    for t, thumb in thumbnails:
        if reference is None or previous is None:
            starts.append(0.0)
            reference = previous = thumb
            activity = np.zeros(thumb.shape, np.float32)
            continue
        moved = changed_pixels(previous, thumb)
        activity = (1 - LIVE_ALPHA) * activity + LIVE_ALPHA * moved
        still_part = activity <= LIVE_LEVEL
        where = still_part if still_part.mean() >= MIN_STILL_AREA else None  # all live: judge it whole
        if float(np.mean(moved if where is None else moved[where])) > STILL_FRACTION:
            last_moved = t
        elif last_moved is not None:  # still again: a new scene if it shows something else
            if changed_fraction(reference, thumb, where) > CHANGED_FRACTION:
                starts.append(max(0.0, last_moved - step_s / 2))
                reference = thumb
            last_moved = None
        previous = thumb
    if not starts:
        return []
    bounds = [*starts, max(duration, starts[-1])]
    scenes = [Scene(s, e) for s, e in zip(bounds, bounds[1:], strict=False)]
    merged: list[Scene] = []
    for scene in scenes:  # a transition shorter than min_scene_s joins the scene after it
        if merged and merged[-1].end - merged[-1].start < min_scene_s:
            merged[-1] = Scene(merged[-1].start, scene.end)
        else:
            merged.append(scene)
    if len(merged) > 1 and merged[-1].end - merged[-1].start < min_scene_s:
        last = merged.pop()
        merged[-1] = Scene(merged[-1].start, last.end)
    return merged


def _words(lines: Sequence[str]) -> set[str]:
    return {w for line in lines for w in re.findall(r"\w+", line.lower())}


def is_text(lines: Sequence[str]) -> bool:
    """Something a reader would call text: a word of three letters or more (OCR reads circles
    and faces as "O O")."""
    return any(re.search(r"[^\W\d_]{3,}", line) for line in lines)


def similar(a: Sequence[str], b: Sequence[str]) -> float:
    """How alike two readings are: word-set Jaccard, or - when the smaller has three words or
    more - the share of it the larger contains (a slide built up line by line is one slide)."""
    wa, wb = _words(a), _words(b)
    if not wa or not wb:
        return 0.0
    shared = len(wa & wb)
    smaller = min(len(wa), len(wb))
    return max(shared / len(wa | wb), shared / smaller if smaller >= 3 else 0.0)


def slides_from(scenes: Sequence[Scene], lines: Sequence[Sequence[str]]) -> list[Slide]:
    """One slide per distinct text shown, numbered in order of first appearance. ``lines[i]``:
    the text read on ``scenes[i]`` (empty: no slide on screen then)."""
    found: list[tuple[list[str], list[tuple[float, float]]]] = []  # (lines, ranges) per slide
    last: int | None = None  # the slide on screen in the scene before
    for scene, text in zip(scenes, lines, strict=True):
        text = [ln.strip() for ln in text if ln.strip()]
        if not is_text(text):
            last = None
            continue
        if last is not None and similar(found[last][0], text) >= SAME_SLIDE:
            start, _ = found[last][1][-1]
            found[last][1][-1] = (start, scene.end)  # the same slide goes on (a build, a cursor)
        else:
            again = next((i for i, (seen, _) in enumerate(found) if similar(seen, text) >= SAME_SLIDE), None)
            if again is None:
                found.append((text, [(scene.start, scene.end)]))
                last = len(found) - 1
                continue
            found[again][1].append((scene.start, scene.end))  # shown again later
            last = again
        if len(_words(text)) > len(_words(found[last][0])):
            found[last] = (text, found[last][1])  # keep the fullest reading of it
    return [
        Slide(number=i + 1, title=_title(text), text="\n".join(text), ranges=tuple(ranges))
        for i, (text, ranges) in enumerate(found)
    ]


def _title(lines: Sequence[str]) -> str:
    title = " ".join(lines[0].split())
    return title if len(title) <= TITLE_CHARS else title[: TITLE_CHARS - 1].rsplit(" ", 1)[0] + "…"


DECK_MATCH = 0.6  # share of the words read on screen that a deck page must contain


def match_deck(slides: Sequence[Slide], pages: Sequence[str]) -> list[Slide]:
    """Slides read on screen -> the pages of the deck they show: the page's number and its own
    text (exact, where OCR may misread), time ranges merged per page. A page is chosen by the
    share of the screen's words it contains (a build-up shows part of a page), ties broken by
    how much of the page was shown. Text no page contains stays, unnumbered."""
    page_words = [_words(p.splitlines()) for p in pages]
    by_page: dict[int, Slide] = {}
    loose: list[Slide] = []
    for slide in slides:
        seen = _words(slide.text.splitlines())
        scores = [(len(seen & pw) / len(seen), len(seen & pw) / len(pw)) if pw and seen else (0.0, 0.0)
                  for pw in page_words]
        best = max(range(len(pages)), key=lambda i: scores[i], default=None)
        if best is None or scores[best][0] < DECK_MATCH:
            loose.append(replace(slide, number=None))
            continue
        lines = [" ".join(ln.split()) for ln in pages[best].splitlines() if ln.strip()]
        earlier = by_page.get(best + 1)
        ranges = tuple(sorted((earlier.ranges if earlier else ()) + slide.ranges))
        by_page[best + 1] = Slide(best + 1, _title(lines), "\n".join(lines), ranges)
    return sorted([*by_page.values(), *loose], key=lambda s: s.ranges[0])


MIN_CODE_LINES = 2  # lines of a file a slide must show, in order, to be bound to it


def _code_line(line: str) -> str:
    return "".join(line.split()).lower()  # OCR and editors disagree on spaces, not on tokens


def bind_code(slides: Sequence[Slide], files: dict[str, str]) -> list[Slide]:
    """Each slide showing lines of the lecture's code gets ``code`` = "file:first-last" (1-based
    lines of the file): the file with the most of the slide's lines, if at least
    ``MIN_CODE_LINES`` of them appear there in the slide's order."""
    indexed = {}
    for path, source in files.items():
        where: dict[str, list[int]] = {}
        for n, line in enumerate(source.splitlines(), start=1):
            key = _code_line(line)
            if len(key) >= 4:  # braces and blank lines match everything
                where.setdefault(key, []).append(n)
        indexed[path] = where
    out = []
    for slide in slides:
        best: tuple[int, str, list[int]] | None = None
        keys = [_code_line(ln) for ln in slide.text.splitlines()]
        for path, where in indexed.items():
            found, last = [], 0
            for key in keys:
                after = [n for n in where.get(key, []) if n > last]
                if after:
                    last = after[0]
                    found.append(last)
            if len(found) >= MIN_CODE_LINES and (best is None or len(found) > best[0]):
                best = (len(found), path, found)
        if best is None:
            out.append(slide)
        else:
            _, path, found = best
            span = f"{found[0]}-{found[-1]}" if found[-1] != found[0] else str(found[0])
            lines = files[path].splitlines()[found[0] - 1 : found[-1]]
            out.append(replace(slide, code=f"{path}:{span}", code_text="\n".join(lines)))
    return out


def slide_at(slides: Sequence[Slide], t: float | None) -> Slide | None:
    if t is None:
        return None
    return next((s for s in slides if s.on_screen_at(t)), None)


def bind_slides(doc: ParsedDocument, slides: Sequence[Slide]) -> ParsedDocument:
    """Each cue's ``section`` becomes the slide on screen when it starts; each slide's text is
    appended as a cue of its own (speaker ``ON_SCREEN``) timed to its first showing, and the code
    it shows, as the file has it, as another (speaker ``CODE``): one chunk per facet."""
    if not slides:
        return doc
    blocks = [
        replace(b, section=slide.label) if b.kind == "cue" and (slide := slide_at(slides, b.timestamp_start)) else b
        for b in doc.blocks
    ]
    text = doc.text
    for slide in slides:
        text += "\n\n" if text else ""
        start = len(text)
        text += slide.text
        first_start, first_end = slide.ranges[0]
        blocks.append(Block(kind="cue", char_start=start, char_end=len(text), timestamp_start=first_start,
                            timestamp_end=first_end, speaker=ON_SCREEN, section=slide.label))
        if slide.code_text:
            text += "\n\n"
            start = len(text)
            text += slide.code_text
            blocks.append(Block(kind="cue", char_start=start, char_end=len(text), timestamp_start=first_start,
                                timestamp_end=first_end, speaker=CODE, section=slide.label))
    metadata = {**doc.metadata, "slides": str(len(slides))}
    return replace(doc, text=text, blocks=tuple(blocks), metadata=metadata)
