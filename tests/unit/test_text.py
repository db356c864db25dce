from footnote.shared.text import content_stems, split_paragraphs, split_sentences, truncate_words


def test_trailing_markers_stay_with_their_sentence():
    text = "Keep the pedal clean. [2] Practice slowly (Evidence #1). Then speed up [1, 3]."
    assert split_sentences(text) == [
        "Keep the pedal clean. [2]",
        "Practice slowly (Evidence #1).",
        "Then speed up [1, 3].",
    ]


def test_abbreviations_and_opus_numbers_do_not_split():
    text = "Play Chopin's Op. 9 No. 2 slowly, e.g. at half tempo. Dr. Ruiz agrees."
    assert split_sentences(text) == [
        "Play Chopin's Op. 9 No. 2 slowly, e.g. at half tempo.",
        "Dr. Ruiz agrees.",
    ]


def test_quoted_sentences_are_not_split():
    text = 'As she says, "Listen first. Then play." That is all [1].'
    assert split_sentences(text) == ['As she says, "Listen first. Then play."', "That is all [1]."]


def test_paragraphs_split_on_blank_lines_and_unwrap():
    assert split_paragraphs("One\nline.\n\n  \nTwo.") == ["One line.", "Two."]


def test_content_stems_drop_stopwords_and_stem():
    assert content_stems("The pedals were changing") == {"pedal", "chang"}


def test_truncate_marks_the_cut():
    assert truncate_words("one two three four", 9) == "one two…"
