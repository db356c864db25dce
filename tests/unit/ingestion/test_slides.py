"""Slides on screen (pure): scene cuts from thumbnails, slides from readings, the binding."""

import numpy as np

from footnote.shared.ingestion.slides import Scene, bind_slides, detect_scenes, slides_from
from footnote.shared.ingestion.types import Block, ParsedDocument
from footnote.shared.retrieval.types import ON_SCREEN

STEP = 0.5


def _slide(seed: int) -> np.ndarray:
    """A white 96x54 slide with a few dark "text lines" placed by the seed."""
    img = np.full((54, 96), 255, np.uint8)
    rng = np.random.default_rng(seed)
    for row in rng.choice(np.arange(8, 48, 6), size=4, replace=False):
        img[row:row + 3, 10:int(rng.integers(40, 90))] = 20
    return img


def _timeline(pictures: list[tuple[float, float, object]]) -> list[tuple[float, np.ndarray]]:
    """(start, end, picture or callable(t)) -> a thumbnail every STEP seconds."""
    out = []
    t = 0.0
    end = max(e for _, e, _ in pictures)
    while t < end:
        pic = next(p for s, e, p in pictures if s <= t < e)
        out.append((t, pic(t) if callable(pic) else pic))
        t += STEP
    return out


def test_slide_changes_are_cut_within_a_step():
    thumbs = _timeline([(0, 10, _slide(1)), (10, 25, _slide(2)), (25, 30, _slide(3))])
    scenes = detect_scenes(thumbs, duration=30, step_s=STEP)
    assert [round(s.start, 2) for s in scenes] == [0.0, 9.75, 24.75]
    assert scenes[-1].end == 30


def test_a_speaker_moving_is_not_a_cut_but_the_slide_after_is():
    rng = np.random.default_rng(0)

    def talking(_t: float) -> np.ndarray:  # a picture that never settles
        return rng.integers(0, 255, (54, 96), dtype=np.uint8)

    thumbs = _timeline([(0, 5, _slide(1)), (5, 20, talking), (20, 30, _slide(2))])
    scenes = detect_scenes(thumbs, duration=30, step_s=STEP)
    assert [round(s.start, 2) for s in scenes] == [0.0, 19.75]  # the cut to the slide, not to the motion


def test_a_flash_before_a_slide_is_no_scene_of_its_own():
    thumbs = _timeline([(0, 5, _slide(1)), (5, 5.5, _slide(9)), (5.5, 12, _slide(2))])
    scenes = detect_scenes(thumbs, duration=12, step_s=STEP)
    assert [s.start for s in scenes] == [0.0, 5.25]  # the picture that settled came at 5.5


def test_readings_make_numbered_slides_and_a_slide_shown_again_keeps_its_number():
    scenes = [Scene(0, 5), Scene(5, 9), Scene(9, 12), Scene(12, 20), Scene(20, 26)]
    lines = [
        ["Pointers in C", "an address"],
        [],  # the camera
        ["Pointers in C", "an address", "a pointer"],  # the same slide, built up: still slide 1
        ["Arrays decay", "a[i] is *(a + i)"],
        ["Pointers in C", "an address", "a pointer"],  # back to slide 1
    ]
    slides = slides_from(scenes, lines)
    assert [(s.number, s.title) for s in slides] == [(1, "Pointers in C"), (2, "Arrays decay")]
    assert slides[0].ranges == ((0, 5), (9, 12), (20, 26)) and slides[0].text.endswith("a pointer")
    assert slides[1].ranges == ((12, 20),)


def test_ocr_noise_is_not_a_slide():
    assert slides_from([Scene(0, 5)], [["O O", "8 3"]]) == []


def test_binding_keeps_every_offset_and_names_the_slide_on_screen():
    text = "A pointer holds an address. The star reads through it."
    doc = ParsedDocument(text=text, blocks=(
        Block("cue", 0, 27, timestamp_start=1.0, timestamp_end=4.0),
        Block("cue", 28, len(text), timestamp_start=6.0, timestamp_end=9.0),
    ))
    slides = slides_from([Scene(0, 5), Scene(5, 10)], [["Pointers", "an address"], ["Dereferencing", "*p"]])
    bound = bind_slides(doc, slides)
    assert bound.text.startswith(text)
    assert [b.section for b in bound.blocks[:2]] == ["Slide 1: Pointers", "Slide 2: Dereferencing"]
    on_screen = [b for b in bound.blocks if b.speaker == ON_SCREEN]
    assert [(bound.block_text(b), b.timestamp_start) for b in on_screen] == [
        ("Pointers\nan address", 0), ("Dereferencing\n*p", 5)]
    assert all(bound.block_text(b) == doc.block_text(b) for b in doc.blocks)
    assert bound.metadata["slides"] == "2"


def test_no_slides_leaves_the_transcript_as_it_was():
    doc = ParsedDocument(text="Hello there.", blocks=(Block("cue", 0, 12, timestamp_start=0.0),))
    assert bind_slides(doc, []) is doc


def test_slides_take_the_deck_pages_numbers_and_words():
    from footnote.shared.ingestion.slides import Slide, match_deck

    pages = ["Course overview\nWhat we will cover", "Pointers in C\nan address\na pointer holds it",
             "Arrays decay\na[i] is *(a + i)", "Summary\nquestions"]
    read = [
        Slide(1, "Pointers in C", "Pointers in C\nan adress", ((0, 5),)),  # misread, a build-up
        Slide(2, "Arrays decay", "Arrays decay\na[i] is *(a + i)", ((5, 9),)),
        Slide(3, "Pointers in C", "Pointers in C\nan address\na pointer holds it", ((9, 12),)),  # page 2 again
        Slide(4, "Live demo", "Live demo\nterminal", ((12, 15),)),  # on screen, in no page
    ]
    slides = match_deck(read, pages)
    assert [(s.number, s.label) for s in slides] == [
        (2, "Slide 2: Pointers in C"), (3, "Slide 3: Arrays decay"), (None, "On screen: Live demo")]
    assert slides[0].text == "Pointers in C\nan address\na pointer holds it"  # the deck's own words
    assert slides[0].ranges == ((0, 5), (9, 12))


def test_a_slide_showing_code_names_the_file_and_lines():
    from footnote.shared.ingestion.slides import Slide, bind_code

    source = "\n".join([
        "#include <stdio.h>", "", "int main(void) {", "    int x = 42;", "    int *p = &x;",
        '    printf("%d", *p);', "    return 0;", "}",
    ])
    shown = Slide(2, "Dereferencing a pointer", 'Dereferencing a pointer\nint x = 42;\nint *p=&x;\nprintf("%d", *p);',
                  ((7, 11),))
    prose = Slide(3, "Arrays decay", "Arrays decay\nreturn values", ((11, 16),))
    bound = bind_code([shown, prose], {"pointers.c": source, "other.c": "int y = 1;\n"})
    assert bound[0].code == "pointers.c:4-6"
    assert bound[0].label == "Slide 2: Dereferencing a pointer — pointers.c:4-6"
    assert bound[1].code is None  # one shared word is not code shown
    assert bound[0].code_text == '    int x = 42;\n    int *p = &x;\n    printf("%d", *p);'  # the file's own lines

    from footnote.shared.ingestion.slides import bind_slides
    from footnote.shared.ingestion.types import Block, ParsedDocument
    from footnote.shared.retrieval.types import CODE, ON_SCREEN

    said = ParsedDocument("Now look at p.", (Block("cue", 0, 14, timestamp_start=8.0, timestamp_end=9.0),))
    doc = bind_slides(said, bound)
    facets = [(b.speaker, b.section, doc.block_text(b)) for b in doc.blocks if b.speaker in (ON_SCREEN, CODE)]
    assert facets[1] == (CODE, "Slide 2: Dereferencing a pointer — pointers.c:4-6", bound[0].code_text)
    assert [f[0] for f in facets] == [ON_SCREEN, CODE, ON_SCREEN]  # the slide without code has no code chunk


def test_slide_changes_are_seen_beside_the_speakers_camera_in_a_corner():
    rng = np.random.default_rng(1)

    def with_camera(slide: np.ndarray):
        def frame(_t: float) -> np.ndarray:
            img = slide.copy()
            img[34:54, 66:96] = rng.integers(0, 255, (20, 30), dtype=np.uint8)  # 12% of the picture, always moving
            return img
        return frame

    thumbs = _timeline([(0, 10, with_camera(_slide(1))), (10, 25, with_camera(_slide(2))),
                        (25, 35, with_camera(_slide(3)))])
    scenes = detect_scenes(thumbs, duration=35, step_s=STEP)
    assert [round(s.start, 2) for s in scenes] == [0.0, 9.75, 24.75]
