import pytest

from footnote.shared.generation.compose.quotes import (
    best_passage,
    best_sentence,
    clean_text,
    dangling,
    is_heading,
    looks_like_person,
    says,
    who,
    window,
)
from footnote.shared.generation.evidence import EvidenceItem
from tests.unit.generation.factories import make_hit, video_hit


def item(hit, n=1):
    return EvidenceItem(n, hit)


@pytest.mark.parametrize(
    ("author", "person"),
    [
        ("Margaret Ashdown", True),
        ("Ludwig van Beethoven", True),
        ("J. S. Bach", True),
        ("Footnote Example Studio", False),
        ("Oxford University Press", False),
        ("Plato", False),  # one word: not clearly a surname, the title reads better
        ("The Editors 2024", False),
        ("Ubuntu Developers", False),  # a team writes the guide: "the Ubuntu Packaging Guide", not "Developers"
        ("Live Systems Project", False),
    ],
)
def test_person_names_are_told_from_organisations(author, person):
    assert looks_like_person(author) is person


def test_organisation_author_is_named_by_the_title_with_agreeing_verb():
    notes = item(make_hit(author="Footnote Example Studio", title="Piano Pedagogy Notes"))
    assert who(notes) == "the Piano Pedagogy Notes"
    assert who(item(make_hit(author=None, title="Libtasn1"))) == "Libtasn1"  # a name, not "the Libtasn1"
    assert who(item(make_hit(author=None, title="GnuTLS"))) == "GnuTLS"
    assert who(item(make_hit(author=None, title="Harmony"))) == "the Harmony"
    assert says(notes, "advises", capital=True) == "The Piano Pedagogy Notes advise"
    guide = item(make_hit(author="Footnote Example Studio", title="Configuring Footnote"))
    assert says(guide, "adds") == "Configuring Footnote adds"
    person = item(make_hit(author="Margaret Ashdown", title="The Patient Hand: Letters to a Young Pianist"))
    assert says(person, "notes") == "Ashdown notes"
    assert who(item(make_hit(author=None, title="The Patient Hand: Letters to a Young Pianist"))) == "the Patient Hand"


def test_dangling_openers_are_detected():
    assert dangling("It changes the colour of the sound.")
    assert dangling("This is called syncopated pedalling.")
    assert dangling("Then play it legato.")
    assert not dangling("Legato means that one note passes into the next.")


def test_sentence_hit_opening_with_a_pronoun_is_quoted_with_the_sentence_before():
    hit = make_hit(
        text="It changes the colour of the sound more than its volume.",
        granularity="sentence",
        previous_text="The una corda pedal shifts the hammers so that they strike fewer strings.",
    )
    quote = best_sentence(item(hit), ["una corda colour"])
    assert quote.startswith("The una corda pedal shifts the hammers")
    assert quote.endswith("more than its volume")


def test_passage_sentence_opening_with_this_brings_its_antecedent():
    hit = make_hit(
        text="Change the pedal just after the new chord sounds. This is called syncopated pedalling, "
        "and it keeps harmonies clear. Bach needs very little pedal."
    )
    quote = best_sentence(item(hit), ["syncopated pedalling clear harmonies"])
    assert quote.startswith("Change the pedal just after")


def test_clean_text_drops_headings_salutations_tables_and_code():
    raw = (
        "Part 4. Practising\n\nSlow Practice\n\nMy dear Anna,\n\nSlow practice lets the ear follow every note.\n\n"
        "| Setting | Default |\n|---|---|\n| `X` | 1 |\n\n```python\nprint('x')\n```\n\nPlay at half tempo."
    )
    assert clean_text(raw) == "Slow practice lets the ear follow every note. Play at half tempo."
    assert is_heading("Legato and the Pedal") and is_heading("by Sam Okafor, Year 2 piano")
    assert not is_heading("Legato is the most important skill a pianist can learn.")


def test_short_passage_is_quoted_whole_without_its_heading():
    hit = make_hit(text="Slow Practice\n\nSlow practice lets the ear follow every note. Play at half tempo.")
    assert (
        best_passage(item(hit), ["slow practice"]) == "Slow practice lets the ear follow every note. Play at half tempo"
    )


def test_transcript_window_is_centred_on_the_matching_words():
    words = ["filler"] * 50 + "play the melody alone without pedal and record it".split() + ["filler"] * 50
    quote, at = window(" ".join(words), {"pedal", "record"}, size=12)
    assert "without pedal and record" in quote and quote.startswith("…") and quote.endswith("…")
    assert 0.3 < at < 0.6
    assert who(item(video_hit(author="Footnote Example Studio", title="Masterclass: The Art of Legato"))) == (
        "the video Masterclass: The Art of Legato"
    )
