"""The reader's page built from a result: chips carry the exact quote and its neighbours, a
sentence that is not grounded says so, and the footer has the chips' numbers."""

from services.web.view import build, href


def _result():  # type: ignore[no-untyped-def]
    return {
        "status": "grounded",
        "plain_text": "x",
        "citations": [
            {"number": 1, "label": "Notes, p.4", "quote": "Lift the pedal.", "previous_sentence": "Play the chord.",
             "next_sentence": "The bass clears.", "url": "https://example.org/notes.pdf", "page_number": 4,
             "timestamp_start": None},
            {"number": 2, "label": "Lecture 3, 1:23", "quote": "Listen.", "url": "https://youtu.be/x?t=83",
             "timestamp_start": 83.0, "formatted_time": "1:23", "page_number": None},
        ],
        "paragraphs": [{"sentences": [
            {"text": 'Lift it: "Lift the pedal" [1].', "status": "supported",
             "citations": [{"number": 1, "status": "supported", "quote": {"display": "Lift the pedal."}}]},
            {"text": "Never listen [2].", "status": "contradicted",
             "citations": [{"number": 2, "status": "contradicted", "quote": {"text": "Listen."}}]},
            {"text": "Your essay is clear.", "status": None, "citations": []},
        ]}],
    }


def test_chips_sentences_and_footer():
    page = build(_result())
    first, second, own = page.paragraphs[0]
    assert first.text == 'Lift it: "Lift the pedal".' and first.note == ""
    chip = first.chips[0]
    assert (chip.quote, chip.before, chip.after) == ("Lift the pedal.", "Play the chord.", "The bass clears.")
    assert chip.href == "https://example.org/notes.pdf#page=4"  # a document opens at its page
    assert second.status == "contradicted" and second.note == "the cited source says otherwise"
    assert second.chips[0].href == "https://youtu.be/x?t=83" and second.chips[0].when == "1:23"  # at the second
    assert own.status == "own" and own.chips == ()
    assert [s.number for s in page.sources] == [1, 2]


def test_nowhere_to_open_without_a_url():
    assert href({"url": None, "page_number": 3}) is None
