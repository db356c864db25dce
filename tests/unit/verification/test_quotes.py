"""A quotation of the source's own words is supported: windows of the example corpus quoted word
for word against the passage around them (transcript caption lines, a book, notes, a doc)."""

import pytest

from footnote.shared.config import Settings
from footnote.shared.ingestion.loader import IngestLimits, load_path
from footnote.shared.verification.alignment import word_for_word
from footnote.shared.verification.judge import judge
from tests.conftest import EXAMPLES

FILES = ["videos/masterclass-legato.vtt", "books/the-patient-hand.txt", "piano/pedagogy-notes.md",
         "docs/footnote-config.md"]


@pytest.mark.parametrize("name", FILES)
def test_every_window_quoted_word_for_word_is_supported(name):
    doc = load_path(EXAMPLES / "corpus" / name, limits=IngestLimits.from_settings(Settings()))[0].document
    lines = [line for line in doc.text.split("\n") if line.strip()]
    wrong = []
    for i in range(len(lines) - 3):  # four lines at a time, across sentence ends as caption windows are
        quote, passage = " ".join(lines[i : i + 4]), "\n".join(lines[max(0, i - 4) : i + 8])
        verdict = judge(quote, passage)
        if verdict.verdict != "supported":
            wrong.append((quote, verdict.reason))
    assert not wrong


def test_words_that_turn_a_quotation_round_are_not_passed_over():
    ev = "It is a myth that stretching before a run prevents injury. Never lift the lid while it boils."
    assert not word_for_word("stretching before a run prevents injury", ev)
    assert not word_for_word("lift the lid while it boils", ev)
    assert word_for_word("Never lift the lid while it boils", ev)
    assert judge("lift the lid while it boils", ev).verdict == "contradicted"
    assert not word_for_word("the ferry leaves at noon", "Omar is convinced that the ferry leaves at noon.")
