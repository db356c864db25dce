"""Code that is talked about but not shown is bound to the second it is named."""

from footnote.shared.ingestion.spoken_code import bind_spoken_code, spoken_form
from footnote.shared.ingestion.types import Block, ParsedDocument
from footnote.shared.retrieval.types import CODE

SOURCE = """#include <stdio.h>

void swap_values(int *a, int *b) {
    int t = *a;
    *a = *b;
    *b = t;
}

int main(void) {
    return 0;
}
"""


def _transcript(*cues: tuple[float, str, str | None]) -> ParsedDocument:
    text, blocks = "", []
    for t, said, slide in cues:
        text += "\n" if text else ""
        blocks.append(Block("cue", len(text), len(text) + len(said), timestamp_start=t, timestamp_end=t + 3,
                            section=slide))
        text += said
    return ParsedDocument(text, tuple(blocks))


def test_names_as_speech_says_them():
    assert spoken_form("swap_values").search("now Swap Values takes two pointers")
    assert spoken_form("swapValues").search("then swapvalues returns")
    assert spoken_form("main") is None and spoken_form("len") is None  # too common or too short to mean it
    assert not spoken_form("swap_values").search("we swap the values")


def test_a_function_named_in_speech_is_a_code_chunk_at_that_second_once_per_slide():
    doc = _transcript((3.0, "Let us write a function.", "Slide 2: Swapping"),
                      (7.5, "Swap values takes two pointers to int.", "Slide 2: Swapping"),
                      (12.0, "Again, swap values dereferences both.", "Slide 2: Swapping"),
                      (20.0, "Back to swap values on this slide.", "Slide 3: Recap"),
                      (30.0, "The main function returns zero.", None))
    bound = bind_spoken_code(doc, {"src/swap.c": SOURCE, "notes.txt": "swap values"})
    code = [b for b in bound.blocks if b.speaker == CODE]
    assert [(b.timestamp_start, b.section) for b in code] == [
        (7.5, "Slide 2: Swapping — src/swap.c:3-7"), (20.0, "Slide 3: Recap — src/swap.c:3-7")]
    assert bound.block_text(code[0]).startswith("void swap_values(int *a, int *b) {")
    assert bound.block_text(code[0]).endswith("*b = t;\n}")
    assert bound.text.startswith(doc.text)  # what was said is untouched


def test_not_where_the_slide_already_shows_those_lines():
    doc = _transcript((7.5, "Swap values takes two pointers.", "Slide 2: Swapping — src/swap.c:1-9"))
    assert bind_spoken_code(doc, {"src/swap.c": SOURCE}) == doc
