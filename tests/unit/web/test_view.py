"""The reader's page built from a result: chips carry the exact quote and its neighbours, a
sentence that is not grounded says so, and the footer has the chips' numbers."""

from footnote.services.web.view import build, href


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


def test_a_youtube_citation_plays_from_its_second_and_the_answer_copies_as_markdown():
    from footnote.services.web.view import embed, markdown

    assert embed("https://www.youtube.com/watch?v=abc_DEF-123&t=83s", 83.4) == \
        "https://www.youtube-nocookie.com/embed/abc_DEF-123?start=83"
    assert embed("https://youtu.be/abc123?t=5", 5.0) == "https://www.youtube-nocookie.com/embed/abc123?start=5"
    assert embed("https://example.org/talk.mp4#t=5", 5.0) is None  # other media: the link opens at #t=
    assert embed("https://www.youtube.com/watch?v=abc123", None) is None
    assert embed('https://www.youtube.com/watch?v=a"><script>', 1.0) is None
    text = markdown(build(_result()))
    assert text.startswith('Lift it: "Lift the pedal".[^1] Never listen.[^2] *(the cited source says otherwise)*')
    assert '[^1]: Notes, p.4: "Lift the pedal." <https://example.org/notes.pdf#page=4>' in text


def test_a_document_chip_opens_the_stored_text_at_its_words_a_video_chip_plays():
    result = _result()
    result["citations"][0].update(source_id="s1", char_start=120, char_end=135)
    result["citations"][1].update(source_id="s2", char_start=10, char_end=17)
    page = build(result)
    doc, video = page.paragraphs[0][0].chips[0], page.paragraphs[0][1].chips[0]
    assert doc.reader == ("s1", 120, 135) and doc.opens_reader  # highlighted in Footnote's copy; original from there
    assert video.reader == ("s2", 10, 17) and not video.opens_reader  # a recording plays at the second
    assert page.sources[0].reader == ("s1", 120, 135)
    result["citations"][1]["url"] = None  # a transcript with no link to play: its text, at the words
    assert build(result).paragraphs[0][1].chips[0].opens_reader


def test_a_citation_without_offsets_has_no_reader():
    result = _result()
    result["citations"][0].update(source_id="s1", char_start=5, char_end=5)  # empty: nothing to highlight
    assert build(result).paragraphs[0][0].chips[0].reader is None
