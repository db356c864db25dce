"""Where a word stands (``placing``), on examples written for these tests."""

from footnote.shared.verification.placing import adjacent, context, same_run


def test_the_neighbours_of_a_word_are_its_content_words_nearby():
    stems = ["", "left", "hand", "play", "", "melodi"]
    assert adjacent(stems, 1) == (None, "hand")
    assert context(stems, 3) == {"left", "hand", "melodi"}


def test_a_run_said_alike_after_a_word_counts_beyond_two_words():
    ours = ["left", "hand", "play", "repeat", "chord"]
    theirs = ["right", "hand", "play", "repeat", "chord", "abov"]
    assert same_run(ours, 0, theirs, 0) == 2
    assert same_run(ours, 0, ["right", "hand", "while"], 0) == 0
