import pytest

from shared.generation.compose.contrast import disagreement, disagrees


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        (  # the essay recommends what the source calls a fault
            "In this essay I argue that the pedal is the main tool for legato.",
            "A common fault is to rely on the sustaining pedal for legato.",
        ),
        (  # same moment vs after
            "If I change the pedal at the same moment as I play the new bass note, the harmonies stay clean.",
            "Listen to the bass: if the bass note is blurred with the previous one, the change was too late.",
        ),
        (  # the essay dismisses what the source recommends
            "Playing slowly feels like a waste of time once I know the notes.",
            "Slow practice lets the ear follow every note.",
        ),
        (  # opposite advice words
            "I practise with the metronome every day at full tempo.",
            "Play a difficult passage at half tempo, with full tone and exact rhythm.",
        ),
    ],
)
def test_contradictions_in_the_sample_essay_are_found(claim, evidence):
    assert disagrees(claim, evidence)


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        (  # agrees, though the source has a warning word elsewhere in the sentence
            "The haze in Debussy only works when the player controls every layer of the sound.",
            "It is essential in Debussy, where long pedals over changing harmonies create a haze that must not "
            "become mud.",
        ),
        (
            "I practise the melody without pedal first, and only add the pedal once the line is joined.",
            "Practise the melody of a Chopin nocturne without pedal first.",
        ),
        (  # different topics never disagree
            "The sustaining pedal is never needed in Bach.",
            "Record every week and listen the next day.",
        ),
    ],
)
def test_agreement_and_unrelated_sentences_are_not_flagged(claim, evidence):
    assert not disagrees(claim, evidence)


def test_a_warning_outranks_a_word_pair():
    warn = disagreement("The pedal is the main tool for legato.", "A common fault is to rely on the pedal for legato.")
    pair = disagreement("I always play at full tempo.", "Play the passage at half tempo until it is secure.")
    assert warn > pair > 0
