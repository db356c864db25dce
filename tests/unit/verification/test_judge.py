"""The judge's checks, one behaviour each (examples written for these tests, not the benchmark)."""

import pytest

from footnote.shared.verification.judge import align, judge

EV = (
    "Tune the violin before the rehearsal starts. Tighten the bow hair only slightly, "
    "because a tight bow makes the tone harsh. Beginners often press too hard."
)


def verdict(claim, evidence=EV, **kw):
    return judge(claim, evidence, **kw)


def test_a_quote_is_supported():
    v = verdict("Tune the violin before the rehearsal starts.")
    assert v.verdict == "supported" and v.scores["coverage"] == 1.0


@pytest.mark.parametrize(
    "claim, check",
    [
        ("Do not tune the violin before the rehearsal starts.", "negation"),
        ("Tune the violin after the rehearsal starts.", "reversed_order"),
        ("A loose bow makes the tone harsh.", "opposite"),
    ],
)
def test_contradictions_are_caught_and_named(claim, check):
    v = verdict(claim)
    assert v.verdict == "contradicted" and check in v.checks
    assert v.reason.startswith("contradicted:")


def test_two_flips_cancel():
    ev = "Keep the shoulders relaxed while you play."
    assert verdict("Do not let the shoulders tense while you play.", ev).verdict != "contradicted"


def test_swapped_roles_are_contradicted():
    ev = "The cello should be quieter than the soloist in this passage."
    v = verdict("The soloist should be quieter than the cello in this passage.", ev)
    assert v.verdict == "contradicted" and "swapped_roles" in v.checks


def test_a_changed_number_with_the_same_unit_is_contradicted():
    ev = "Rest for ten minutes after every hour of practice."
    v = verdict("Rest for 25 minutes after every hour of practice.", ev)
    assert v.verdict == "contradicted" and "number" in v.checks


def test_an_invented_number_is_unsupported():
    v = verdict("Tune the violin 3 times before the rehearsal starts.")
    assert v.verdict == "unsupported" and "number" in v.checks


def test_a_finding_in_rats_is_not_a_finding_in_people():
    ev = "In rats, the diet lowered blood glucose within two weeks."
    v = verdict("In people, the diet lowered blood glucose within two weeks.", ev)
    assert v.verdict == "unsupported" and "population" in v.checks


def test_overgeneralisation_is_only_partial():
    v = verdict("Beginners always press too hard.")
    assert v.verdict == "partial" and "overgeneralised" in v.checks


def test_misattribution_is_unsupported():
    v = verdict("Yehudi Menuhin says a tight bow makes the tone harsh.", names="String Basics")
    assert v.verdict == "unsupported" and "attribution" in v.checks
    assert verdict("String Basics says a tight bow makes the tone harsh.", names="String Basics").verdict == "supported"


def test_an_unrelated_claim_is_unsupported():
    assert verdict("The orchestra was founded in 1842 in Vienna.").verdict == "unsupported"


def test_added_details_are_partial():
    v = verdict("Tighten the bow hair only slightly using rosin from Bavarian pine resin.")
    assert v.verdict == "partial"


def test_empty_inputs_get_a_verdict_not_an_error():
    assert verdict("Tune the violin.", "").verdict == "unsupported"
    assert verdict("", EV).verdict == "unsupported"
    assert verdict("And then.", EV).verdict == "unsupported"  # no verb, no content words


def test_similarity_lets_a_paraphrase_through_only_with_shared_words():
    ev = "Tighten the bow hair only slightly."
    claim = "The bow hair should be tightened just a little."
    assert verdict(claim, ev, similarity=0.9).verdict == "supported"
    assert verdict("Choose a light case for travel.", ev, similarity=0.9).verdict != "supported"


def test_align_picks_the_sentence_that_holds_the_claim():
    s, e = align("a tight bow makes the tone harsh", EV)
    assert EV[s:e].startswith("Tighten the bow hair") and "harsh" in EV[s:e]
    assert "Beginners" not in EV[s:e]


def test_long_unpunctuated_captions_align_to_lines():
    lines = [f"word{i} filler text about something else entirely here" for i in range(20)]
    lines[13] = "the rubato belongs to the melody while the bass keeps time"
    ev = "\n".join(lines)
    s, e = align("rubato belongs to the melody", ev)
    assert "rubato" in ev[s:e] and len(ev[s:e]) < 200


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        (  # the claim recommends what the source calls a fault
            "In this essay I argue that the pedal is the main tool for legato.",
            "A common fault is to rely on the sustaining pedal for legato.",
        ),
        (  # "full tempo" where the source says "half tempo" (and "full tone" elsewhere)
            "I practise with the metronome every day at full tempo.",
            "Play a difficult passage at half tempo, with full tone and exact rhythm.",
        ),
    ],
)
def test_essay_claims_the_course_book_contradicts(claim, evidence):
    assert judge(claim, evidence).verdict == "contradicted"


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        (  # agrees, though the source has a warning word elsewhere
            "The haze in Debussy only works when the player controls every layer of the sound.",
            "It is essential in Debussy, where long pedals over changing harmonies create a haze that must not "
            "become mud.",
        ),
        (
            "I practise the melody without pedal first, and only add the pedal once the line is joined.",
            "Practise the melody of a Chopin nocturne without pedal first.",
        ),
        ("The sustaining pedal is never needed in Bach.", "Record every week and listen the next day."),
        (  # "whether or not" negates nothing
            "Chopin's rubato works best when something remains steady.",
            "Whether or not Chopin played exactly this way, rubato works best when something remains steady.",
        ),
    ],
)
def test_agreement_and_unrelated_sentences_are_not_contradicted(claim, evidence):
    assert judge(claim, evidence).verdict != "contradicted"


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        ("Speed up only when every note is not even.", "Speed up only when every note is even."),
        ("Change the pedal just after the chord, with it.", "Change the pedal just after the chord, never with it."),
    ],
)
def test_negating_a_short_or_function_word_is_still_a_contradiction(claim, evidence):
    assert judge(claim, evidence).verdict == "contradicted"


@pytest.mark.parametrize(
    "claim, evidence",
    [
        ("Digestion of fat begins in the stomach.", "Digestion of fat begins in the small intestine, with bile."),
        ("The oboe plays the tuning note.", "The clarinet plays the tuning note for the orchestra."),
    ],
)
def test_a_different_thing_in_the_same_frame_is_not_supported(claim, evidence):
    v = judge(claim, evidence)
    assert v.verdict == "unsupported" and v.checks == ("substitution",)
    assert "where the source says" in v.reason


def test_a_verb_swapped_for_a_synonym_is_not_a_substitution():
    ev = "The violinist tunes the strings before the concert."
    assert judge("The violinist adjusts the strings before the concert.", ev).checks != ("substitution",)


def test_a_negated_pronoun_stands_for_the_sentence_before():
    ev = "The mute softens the tone. Without it, the violin sounds bright."
    assert judge("Without the mute, the violin sounds bright.", ev).verdict == "supported"
    assert judge("With the mute, the violin sounds bright.", ev).verdict == "contradicted"


@pytest.mark.parametrize(
    ("claim", "evidence", "verdict"),
    [
        # "refuses to" negates like "not"; "refuses <thing>" does not
        ("The server will not start if the file is public.", "The server refuses to start if the file is public.",
         "supported"),
        ("The server starts even if the file is public.", "The server refuses to start if the file is public.",
         "contradicted"),
        ("A receiver should refuse old signatures.", "Receivers should reject old signatures.", "supported"),
        # "first A, and only later B" is an order
        ("The loom was used in towns first and only later in villages.",
         "The loom was first used in villages, and only later in towns.", "contradicted"),
        # "alone" says what "only" says
        ("Students who rely only on the metronome rush.", "Students who rely on the metronome alone rush.",
         "supported"),
        ("The effect was smaller in the evening group.", "The effect was larger in the evening group.",
         "contradicted"),
        ("Bees carry the nectar and resin to the hive.", "Bees carry the nectar and pollen to the hive.",
         "unsupported"),
    ],
)
def test_third_round_rules(claim, evidence, verdict):
    assert judge(claim, evidence).verdict == verdict


ORCH = "Foxes hunt rabbits in the meadow at dusk. The second and third movements are slow."


@pytest.mark.parametrize(
    "claim, verdict_is",
    [
        ("Rabbits hunt foxes in the meadow at dusk.", "contradicted"),  # subject and object swapped
        ("Foxes hunt rabbits in the meadow at dusk.", "supported"),
        ("Rabbits are hunted by foxes in the meadow at dusk.", "supported"),  # passive: same roles
    ],
)
def test_two_things_on_swapped_sides_of_a_shared_verb(claim, verdict_is):
    assert verdict(claim, ORCH).verdict == verdict_is


def test_an_ordinal_the_source_does_not_give_is_caught():
    v = verdict("The first and fourth movements are slow.", ORCH)
    assert v.verdict != "supported" and "number" in v.checks
    assert verdict("The second and third movements are slow.", ORCH).verdict == "supported"


def test_number_words_past_twelve_are_numbers():
    v = verdict("A sonnet has sixteen lines.", "A sonnet has fourteen lines.")
    assert v.verdict == "contradicted" and "number" in v.checks


def test_one_as_a_pronoun_is_not_a_number():
    ev = "Cross the left hand over the right and keep the wrists level."
    v = verdict("Cross the left hand over the right one and keep the wrists level.", ev)
    assert "number" not in v.checks


def test_a_hyphenated_word_is_covered_by_its_parts():
    ev = "The early trains were drawn by horses before steam engines took over."
    assert verdict("The early trains were horse-drawn.", ev).verdict == "supported"


def test_a_number_in_the_sources_own_name_is_not_a_claim():
    claim = "Lecture 3 says to tune the violin before the rehearsal starts."
    assert verdict(claim, names="Lecture 3: Strings").verdict == "supported"
    assert verdict(claim).verdict == "unsupported"  # unnamed, the 3 is a number the source does not give


def test_a_negation_in_a_passage_on_another_topic_is_no_contradiction():
    """Two words in common out of seventeen ("soft", "dynamic"): the source's "not soft
    practice" is about slow practice, not about the una corda the claim is about."""
    claim = ("I used to press it whenever the music said pianissimo, but I have learned that the fingers must "
             "control the soft dynamic first; the una corda changes the colour, not only the volume.")
    v = judge(claim, "Slow practice is not soft practice: the dynamics and the voicing should be right from the start.")
    assert v.verdict == "unsupported" and "polarity" not in v.checks and "negation" not in v.checks


def test_a_name_only_talked_about_is_not_the_one_who_said_it():
    ev = "In Schubert's songs the piano often imitates the water of a brook."
    v = judge("Schubert himself wrote that the piano imitates the water of a brook.", ev)
    assert v.verdict == "unsupported" and "attribution" in v.checks
    said = "Schubert wrote to his brother that the piano often imitates the water of a brook."
    assert judge("Schubert wrote that the piano imitates the water of a brook.", said).verdict == "supported"


def test_a_tool_or_flag_the_source_never_names_is_an_added_detail():
    ev = "Empty the cache before restarting the service."
    for claim in ("Empty the cache with redis-cli flushall before restarting the service.",
                  "Empty the cache with the --purge flag before restarting the service."):
        v = judge(claim, ev)
        assert v.verdict == "partial" and "specifics" in v.checks, claim
    assert judge("Empty the cache before you restart the service.", ev).verdict == "supported"


def test_a_long_claim_against_an_unpunctuated_transcript_is_judged_in_bounded_time():
    import random
    import time

    rng = random.Random(7)
    vocab = "piano pedal note chord hand finger wrist melody bass harmony tempo scale trill phrase sound key".split()
    evidence = " ".join(rng.choice(vocab) for _ in range(20000))  # three hours of captions, no full stop
    claim = " ".join(rng.choice([*vocab, "the", "a", "is", "at the same moment as"]) for _ in range(400)) + "."
    started = time.perf_counter()
    assert judge(claim, evidence).verdict in ("supported", "partial", "contradicted", "unsupported")
    assert time.perf_counter() - started < 20  # quadratic regexes and scans took minutes here


def test_the_same_amount_against_more_or_less_of_it_is_a_contradiction():
    ev = "Both classes read for the same total time each week, but the first class read aloud."
    assert judge("The first class read for less time each week.", ev).verdict == "contradicted"
    assert judge("Both classes read for the same time each week.", ev).verdict == "supported"


def test_a_negation_counts_in_the_clause_about_the_claims_things():
    ev = "The cache keeps thumbnails for a week; originals are never cached unless keep_originals is set."
    assert judge("Thumbnails are cached for a week.", ev).verdict == "supported"
    assert judge("Originals are cached for a week.", ev).verdict != "supported"
    # "never ... unless X" conditions the claim that names X, it does not deny it
    assert judge("Setting keep_originals makes the cache keep originals.", ev).verdict != "contradicted"


def test_keeping_something_from_happening_negates_it():
    ev = "The sea wall kept storm waves from flooding the harbour town."
    assert judge("The sea wall let storm waves flood the harbour town.", ev).verdict == "contradicted"
    assert judge("The sea wall stopped storm waves from flooding the harbour town.", ev).verdict == "supported"


def test_how_often_is_a_specific_the_source_must_give():
    ev = "The reservoir is sampled daily for algae from June to September."
    assert judge("The reservoir is sampled weekly for algae from June to September.", ev).verdict == "contradicted"
    assert judge("Every day from June to September the reservoir is sampled for algae.", ev).verdict == "supported"


def test_no_effect_on_a_thing_negates_the_thing():
    ev = "The fertiliser raised wheat yields but had no effect on barley yields."
    assert judge("The fertiliser raised barley yields.", ev).verdict == "contradicted"
    assert judge("The fertiliser did not affect barley yields.", ev).verdict == "supported"


def test_up_against_down_and_at_once_against_after_a_delay():
    ev = "Turn the heating down before opening the windows, then turn it back up once they are closed."
    assert judge("Turn the heating up before opening the windows.", ev).verdict == "contradicted"
    ev2 = "Deleting a user revokes all of their sessions immediately."
    assert judge("Deleting a user revokes all of their sessions after a delay.", ev2).verdict == "contradicted"


def test_a_fronted_clause_is_no_swap_and_a_fault_in_another_clause_is_not_the_claims():
    ev = "Check the tyre pressure at least once a week while the tyres are cold."
    assert judge("While the tyres are cold, check the tyre pressure at least once a week.", ev).verdict == "supported"
    ev2 = "Keep stirring the sauce while it thickens; leaving it to stand is a common mistake that burns it."
    assert judge("Stir the sauce without stopping as it thickens.", ev2).verdict != "contradicted"


def test_a_word_ending_in_less_says_without():
    ev = "Cars parked on shaded streets stayed 8 degrees cooler than cars on shadeless streets."
    claim = "Cars parked on shaded streets stayed 8 degrees cooler than cars on streets without shade."
    assert judge(claim, ev).verdict == "supported"


def test_doubling_against_halving_and_each_for_every():
    ev = "The polling interval doubles after each empty response, up to one minute."
    assert judge("The polling interval halves after each empty response.", ev).verdict == "contradicted"
    assert judge("The polling interval doubles after every empty response.", ev).verdict == "supported"


def test_the_only_side_of_an_opposite_pair_the_source_uses_is_the_claims_place():
    ev = "The board's first offer angered the union, and the members rejected it at the next meeting."
    assert judge("The union members accepted the board's first offer.", ev).verdict == "contradicted"


def test_affirmed_and_denied_traded_is_one_swap():
    ev = "The survey points to a habit formed at home rather than one taught at school."
    claim = "The survey points to a habit taught at school rather than formed at home."
    assert judge(claim, ev).verdict == "contradicted"


def test_a_detail_said_in_other_words_is_not_added():
    ev = "The lost hikers still walked in the correct direction after dark."
    assert "adds details" not in judge("After dark the lost hikers still walked the right way.", ev).reason


def test_a_population_the_source_names_is_the_sources():
    ev = ("Plasma samples were taken from 80 patients with type 2 diabetes. In cultured cells, "
          "the hormone raised insulin release.")
    assert judge("Plasma samples were taken from 80 patients with type 2 diabetes.", ev).verdict == "supported"
    ev2 = "In cultured human cells, the compound slowed tumour growth."
    v = judge("In humans, the compound slowed tumour growth.", ev2)
    assert v.verdict == "unsupported" and "population" in v.checks


def test_a_word_that_carries_its_own_negation_matches_a_claims_negation_but_denies_nothing():
    ev = "Orders are shipped after payment clears; unconfirmed orders are cancelled after a day."
    assert judge("Orders that are not confirmed are cancelled after a day.", ev).verdict == "supported"
    ev2 = "Plots left unwatered kept their seedlings, while watered plots lost them to mould."
    assert judge("Watered plots lost their seedlings to mould.", ev2).verdict == "supported"


def test_a_preposition_is_never_an_unknown_term_and_a_count_is_no_substituted_thing():
    ev = "Lettuce planted next to the onions had fewer aphids."
    assert "mention" not in judge("Lettuce planted beside the onions had fewer aphids.", ev).reason
    ev2 = "Sing the first verse softly and the last verse loudly."
    assert "substitution" not in judge("Sing the opening one softly and the last verse loudly.", ev2).checks


@pytest.mark.parametrize("claim, evidence, contradicted", [
    # the claim's own word is the next one beside the opposite: the source says both there
    ("Read the chapter from the end.", "Read the chapter starting from the end, so the ending stays fresh.", False),
    ("Read the chapter starting from the beginning.", "Read the chapter starting from the end.", True),
    # one shared neighbour, and the source uses the claim's side of the pair too: a restatement
    ("Finish with a song the choir knows so the rehearsal ends cheerfully.",
     "Start each rehearsal with the hardest chorus while voices are fresh, and end with a song the choir already "
     "knows, so that singers leave smiling.", False),
    ("End each rehearsal with the hardest chorus while voices are fresh.",
     "Start each rehearsal with the hardest chorus while voices are fresh, and end with a song the choir already "
     "knows.", True),
])
def test_an_opposite_beside_the_claims_own_word_or_placed_by_one_neighbour_is_not_a_flip(claim, evidence, contradicted):
    assert (judge(claim, evidence).verdict == "contradicted") is contradicted


@pytest.mark.parametrize("claim, evidence, verdict", [
    ("About one in five pupils walks to school.", "Roughly a fifth of the pupils walk to school each day.",
     "supported"),
    ("About one in three pupils walks to school.", "Roughly a fifth of the pupils walk to school each day.",
     "unsupported"),
    ("Sales fell by roughly twenty percent in the winter.", "In the winter, sales fell by about a fifth.", "supported"),
    ("Two thirds of the members voted for the change.", "67% of the members voted for the change.",
     "supported"),
    ("Three out of ten members voted for the change.", "A third of the members voted for the change.",
     "unsupported"),
    ("The club met 3 in 2019.", "The club met three times in 2019.", "supported"),  # a year is not a share
])
def test_shares_in_words_are_compared_as_percentages(claim, evidence, verdict):
    assert judge(claim, evidence).verdict == verdict


@pytest.mark.parametrize("claim, contradicted", [
    # two negations of one phrase, read wide: the same denial in other words
    ("Visitors from abroad tour the museum without entering the vault.", False),
    ("Visitors cannot get the permit the vault requires, so it is not part of their tour.", False),  # "it" = the vault
    ("The vault is skipped on tours for visitors from abroad because it requires a permit.", False),  # left out
    ("Visitors from abroad tour the vault but not the museum.", True),
    ("Visitors from abroad do not tour the museum.", True),
])
def test_one_thing_denied_in_other_words_is_not_a_flip(claim, contradicted):
    evidence = "Visitors from abroad tour the museum but not the vault, because the vault requires a permit that " \
               "visitors cannot get."
    assert (judge(claim, evidence).verdict == "contradicted") is contradicted


def test_a_phrase_put_first_is_not_two_things_trading_places():
    assert judge("Between scenes, let the actors rest so they do not get tired.",
                 "Rest the actors between scenes to avoid tiredness.").verdict == "supported"
    assert judge("In the kelp forest, sea otters eat sea urchins.",
                 "Sea urchins eat sea otters in the kelp forest.").verdict == "contradicted"


@pytest.mark.parametrize("claim, verdict", [
    ("In secondary schools, the reading scheme had little effect.", "contradicted"),  # the other clause's finding
    ("In primary schools, the reading scheme had little effect.", "supported"),
    ("The scheme raised test scores in secondary schools.", "supported"),
])
def test_a_word_the_source_also_uses_is_still_placed_against_its_antonym(claim, verdict):
    evidence = ("In primary schools, the reading scheme had little effect, while in secondary schools it raised "
                "test scores.")
    assert judge(claim, evidence).verdict == verdict


def test_the_other_sides_finding_is_its_own_conjuncts_not_the_next_ones():
    evidence = ("In the exercise the right hand holds a long chord while the left hand plays the scale below it. "
                "Keep the right hand relaxed and still, and let the scale run smoothly without accents.")
    # "let the scale run smoothly" is a conjunct of its own, not something said of the right hand
    assert judge("The left hand plays the scale smoothly without accents.", evidence,
                 similarity=0.8).verdict == "supported"
    assert judge("The right hand plays the scale smoothly without accents.", evidence,
                 similarity=0.8).verdict != "supported"
    assert judge("The left hand holds a long chord.", evidence, similarity=0.8).verdict == "contradicted"


@pytest.mark.parametrize("claim, verdict", [
    ("Rooms facing south got hotter in the afternoon.", "supported"),  # the comparison made from its other end
    ("Rooms facing north got warmer in the afternoon.", "contradicted"),
])
def test_a_comparison_turned_round_is_the_same_comparison(claim, verdict):
    evidence = "Rooms facing north stayed cooler in the afternoon than rooms facing south."
    assert judge(claim, evidence).verdict == verdict


@pytest.mark.parametrize("claim, verdict", [
    ("Runners who trained alone improved their times less.", "supported"),  # the verb before the comparative
    ("Runners who trained alone improved less than those with a coach.", "supported"),
    ("Runners who trained alone improved their times more than runners with a coach.", "contradicted"),
])
def test_a_comparison_turned_round_names_the_things_compared_not_the_verb(claim, verdict):
    evidence = "Runners who trained with a coach improved their times about 10% more than runners who trained alone."
    assert judge(claim, evidence).verdict == verdict


def test_a_mistaken_belief_or_another_season_is_not_what_the_source_says():
    novel = "Emma is convinced that Mr Elton loves Harriet, but in fact he has been courting Emma herself."
    assert judge("Mr Elton loves Harriet.", novel).verdict == "unsupported"
    market = "The farmers' market opens on Saturday mornings in spring and summer."
    assert judge("The farmers' market opens on Saturday mornings in winter.", market).verdict == "contradicted"


@pytest.mark.parametrize("claim, evidence, verdict", [
    ("The siege lasted half a century.", "The siege lasted fifty years.", "supported"),  # 50 years, not 50%
    ("The siege lasted a quarter of a century.", "The siege lasted fifty years.", "contradicted"),
    ("The rehearsal ran for half an hour.", "The rehearsal ran for 30 minutes.", "supported"),
    ("The rehearsal ran for half an hour.", "The rehearsal ran for an hour and a half.", "contradicted"),
])
def test_half_or_a_quarter_of_a_unit_is_the_amount_it_is(claim, evidence, verdict):
    assert judge(claim, evidence).verdict == verdict


def test_a_degree_said_in_other_words_is_no_missing_word():
    ev = "In this waltz the left hand keeps the bass notes soft and slightly detached."
    assert judge("Play the bass notes softly and a little detached.", ev, similarity=0.6).verdict == "supported"


def test_a_thing_the_source_names_in_other_words_elsewhere_is_no_substitution():
    ev = "In this ballad the bass line carries the melody, so let it sing above the guitar chords."
    claim = "Here the tune is in the bass line, and it should sing over the guitar chords."
    assert judge(claim, ev, similarity=0.6).verdict == "supported"


def test_a_synonym_of_the_claims_word_keeps_its_side_of_an_opposite_pair():
    ev = "A loud room with the right answers is better than a silent room with wrong answers."
    claim = "A loud room with correct answers beats a silent room with wrong answers."
    assert judge(claim, ev).verdict != "contradicted"
    assert judge("A loud room with wrong answers is better than a silent room with correct answers.",
                 ev).verdict != "supported"


def test_the_clause_that_uses_the_claims_own_word_is_the_one_it_is_about():
    ev = ("In rural clinics, the reminder letters had little effect on attendance, while in urban clinics "
          "a single text message was linked to fewer missed appointments.")
    assert judge("Reminder letters made little effect on attendance in rural clinics.", ev).verdict == "supported"
    assert judge("Reminder letters had little effect on attendance in urban clinics.", ev).verdict != "supported"


def test_a_common_noun_for_the_sources_name_describes_it_and_plural_names_are_named():
    ev = "When the Roman army besieged Alesia in 52 BC, the Gauls sent a relief force over the hills."
    assert judge("When the Romans besieged Alesia in 52 BC, the tribes sent a relief force over the hills.",
                 ev).verdict == "supported"
    assert judge("When the Romans besieged Alesia in 52 BC, the Britons sent a relief force over the hills.",
                 ev).verdict != "supported"


def test_a_negated_opposite_is_the_claims_side():
    ev = "In the control group, blood pressure did not change over the six weeks."
    assert judge("Blood pressure in the control group stayed the same over the six weeks.", ev).verdict == "supported"
    assert judge("Prices did not rise in the second year.", "Prices fell in the second year.").verdict != "contradicted"
    assert judge("Blood pressure in the control group changed over the six weeks.", ev).verdict == "contradicted"


def test_an_idiom_with_a_warning_word_warns_of_nothing():
    ev = "Young bees find the richest flowers by trial and error, then return to them every day."
    assert judge("Young bees return every day to the richest flowers they have found.", ev).verdict == "supported"


def test_an_antonym_beside_the_same_word_is_an_opposite_wherever_the_sentence_puts_it():
    ev = ("The magistrate agreed to try Daniel Reed, a driver charged with speeding near the school. "
          "Although the camera shows that Reed was under the limit, the magistrate convicts him.")
    v = judge("The magistrate acquits Daniel Reed because the camera shows he was under the limit.", ev)
    assert v.verdict == "contradicted" and "opposite" in v.checks


def test_any_where_the_source_says_only_overgeneralises():
    ev = "Refunds are paid only to the card used for the purchase, within ten working days."
    v = judge("Refunds can be paid to any card within ten working days.", ev)
    assert v.verdict == "partial" and "overgeneralised" in v.checks
    claim = "Refunds are paid to the card used for the purchase within ten working days."
    assert judge(claim, ev).verdict == "supported"


def test_not_always_and_not_just_are_read_as_said():
    ev = "Warm up with scales in several keys, not just C major."
    assert judge("Warm up with scales in several keys rather than always in C major.", ev).verdict != "contradicted"
    v = judge("Warm up with scales in C major only.", ev)
    assert v.verdict != "supported"


def test_a_setting_switched_on_or_off_is_read_as_enabled_or_disabled():
    ev = "Compression is off by default. Turn it on for archives larger than 1 GB."
    v = judge("Compression is on by default.", ev)
    assert v.verdict == "contradicted" and "'on'" in v.reason and "'off'" in v.reason
    assert judge("Compression is off by default.", ev).verdict == "supported"
    assert judge("Enable compression for archives larger than 1 GB.", ev).verdict == "supported"


def test_how_much_a_thing_changed_and_when_it_happened_are_opposites():
    ev = ("After the new timetable, delays on the northern line fell only slightly, and the evening trains "
          "were delayed by ten minutes.")
    assert judge("Delays on the northern line fell sharply after the new timetable.", ev).verdict == "contradicted"
    assert judge("After the new timetable the evening trains ran ten minutes earlier.", ev).verdict == "contradicted"


def test_a_length_in_other_units_is_no_substitution_and_waste_as_a_thing_warns_of_nothing():
    ev = "Rotate the keys within two weeks of a breach. The plant carried waste water to the river."
    assert judge("After a breach, rotate the keys within a fortnight.", ev, similarity=0.8).verdict == "supported"
    assert judge("The plant took waste water to the river.", ev).verdict != "contradicted"


def test_stay_and_remain_before_an_adjective_carry_no_content_of_their_own():
    ev = "Keep the ladder upright against the wall while you climb."
    assert judge("The ladder should stay upright.", ev).verdict == "supported"
    assert judge("The ladder should remain upright.", ev).verdict == "supported"


def test_continuing_against_stopping_and_dimming_against_brightening_are_opposites():
    ev = ("Grain continued to be shipped out of the province throughout the drought. "
          "Dim the stage lights after the overture.")
    assert judge("Grain shipments out of the province stopped during the drought.", ev).verdict == "contradicted"
    assert judge("Brighten the stage lights after the overture.", ev).verdict == "contradicted"


def test_many_times_where_the_source_says_only_once_is_contradicted():
    ev = "Each invitation code can be redeemed only once."
    v = judge("Redeem each invitation code repeatedly.", ev)
    assert v.verdict == "contradicted" and v.checks == ("number",)
    assert v.reason.startswith("contradicted: the source says 'only once', not 'repeatedly'")
    assert judge("An invitation code can be redeemed only once.", ev).verdict == "supported"


def test_a_number_inside_a_length_the_source_gives_in_other_words_is_checked():
    ev = "The orchard recovered within a decade of the frost."
    assert judge("The orchard recovered within ten years of the frost.", ev).verdict == "supported"
    assert judge("The orchard recovered within twenty years of the frost.", ev).verdict == "contradicted"


def test_one_after_an_adjective_is_a_pronoun_not_a_number():
    ev = "Keep answers short; a long answer usually hides the point."
    assert judge("Answers should be short, since a long one usually hides the point.", ev,
                 similarity=0.8).verdict == "supported"


def test_losing_a_thing_and_unreadable_deny_what_the_claim_denies():
    ev = "Losing the password makes every archive unreadable, so the password is stored in two vaults."
    claim = "Without the password no archive can be read, which is why it is stored in two vaults."
    assert judge(claim, ev, similarity=0.8).verdict != "contradicted"


def test_the_same_side_of_an_opposite_pair_is_no_substitution_and_has_to_says_must():
    ev = "Typing with a tense wrist builds a habit that has to be unlearned."
    assert judge("Typing with a stiff wrist builds a habit that must be unlearned.", ev).verdict == "supported"


def test_every_word_said_in_near_words_is_a_rewording():
    ev = "Avoid adding new evidence at this stage of the essay."
    assert judge("Do not bring in new evidence here.", ev, similarity=0.55).verdict == "supported"
    v = judge("Do not bring in new evidence here.", ev, similarity=0.4)
    assert v.verdict == "partial" and "not closely" in v.reason


def test_the_population_a_sources_people_belong_to_is_no_substitution():
    ev = "Pupils who walked to school scored higher on attention tests than pupils driven to school."
    assert judge("Children who walked to school scored higher on attention tests.", ev,
                 similarity=0.85).verdict == "supported"
    assert judge("Teachers who walked to school scored higher on attention tests.", ev).verdict != "supported"


def test_the_sources_name_words_count_towards_the_topic():
    ev = "Sessions are stored on the server and expire after an hour of inactivity."
    names = "Session store guide"
    assert judge("Sessions are stored on the client.", ev, names=names).verdict == "contradicted"
    assert judge("Sessions are stored on the server.", ev, names=names).verdict == "supported"


def test_a_countrys_short_name_is_no_added_detail():
    ev = "In June 1948 American cargo planes began flying food into West Berlin."
    assert judge("US transport aircraft began flying food into West Berlin in June 1948.", ev,
                 similarity=0.9).verdict == "supported"


def test_only_after_orders_and_does_not_restrict():
    ev = "Proofread the draft for spelling first, then read it aloud to check the rhythm of the sentences."
    assert judge("Only after the spelling check, read the draft aloud for rhythm.", ev,
                 similarity=0.75).verdict == "supported"


def test_a_state_left_unchanged_is_said_by_did_not_change():
    ev = "The new diet lowered blood pressure, but body weight did not change over the twelve weeks."
    assert judge("The new diet left body weight unchanged over the twelve weeks.", ev,
                 similarity=0.55).verdict == "supported"
    assert judge("The new diet changed body weight over the twelve weeks.", ev).verdict == "contradicted"


def test_round_30_rewordings_are_said():
    ev = "With the new schedule, commute times may have fallen slightly."
    assert judge("With the new schedule, commute times may have fallen a little.", ev,
                 similarity=0.6).verdict == "supported"
    ev = "The alarm sounds the moment the door opens, and sanctions from the United States followed."
    assert judge("As soon as the door opens, the alarm sounds.", ev, similarity=0.6).verdict == "supported"
    assert judge("American sanctions followed.", ev, similarity=0.5).verdict == "supported"
    ev = "Keep the jaw relaxed while singing high notes."
    assert judge("Hold the jaw loosely while singing high notes.", ev, similarity=0.6).verdict == "supported"
    assert judge("Hold the jaw firmly while singing high notes.", ev).verdict == "contradicted"
    ev = "If the upload fails, the transfer is cancelled and the remote file stays where it was."
    assert judge("A failed upload cancels the transfer, leaving the remote file as it was.", ev,
                 similarity=0.8).verdict == "supported"


def test_round_30_overstatements_are_caught():
    ev = "In a small pilot, the app may have slightly reduced anxiety scores."
    assert judge("The app clearly reduces anxiety scores.", ev, similarity=0.8).verdict != "supported"
    ev = "Jobs run in sequence inside a single worker process."
    assert judge("Jobs run in sequence, all in one worker process.", ev, similarity=0.9).verdict == "supported"
    assert judge("Each job runs in its own worker process.", ev).verdict != "supported"
    ev = "Traffic noise disturbed sleep only on weekend nights."
    assert judge("Traffic noise disturbed sleep every night.", ev, similarity=0.8).verdict != "supported"


def test_round_32_counts_and_ages():
    ev = "In the survey, about nine in ten owners would buy the car again."
    assert judge("Roughly 90% of owners would buy it again.", ev, similarity=0.55).verdict == "supported"
    ev = "Backups run nightly, and the seven most recent backups are kept."
    assert judge("Only the latest seven backups are kept.", ev, similarity=0.7).verdict == "supported"
    assert judge("The seven oldest backups are kept.", ev).verdict == "contradicted"


def test_round_34_hedges_said_in_other_words():
    ev = "The survey was cross-sectional, so it cannot show that gardening causes the lower stress."
    assert judge("Being cross-sectional, the survey cannot prove that gardening causes the lower stress.", ev,
                 similarity=0.8).verdict == "supported"
    ev = "Copper is usually softer than steel."
    assert judge("Copper is generally softer than steel.", ev, similarity=0.6).verdict == "supported"


def test_round_35_counts_clauses_and_swaps():
    ev = "The job retries a request that fails twice, then gives up."
    assert judge("The job retries a request that fails once, then gives up.", ev).verdict == "contradicted"
    ev = "A catalyst lowers the activation energy of a reaction, but it is not used up."
    assert judge("A catalyst is used up in a reaction.", ev).verdict == "contradicted"  # "it" = the catalyst
    ev = "A buffer smooths the signal, but it does not change the sample rate."
    assert judge("A buffer alters the sample rate of the signal.", ev).verdict == "contradicted"
    ev = "The reading lead was clear in spring and disappeared by winter."
    assert judge("The reading lead grew by winter.", ev).verdict == "contradicted"
    # two opposites that trade places are one swap, not two that cancel
    ev = "In 1961 the regime sealed its border, and thousands of East Berliners crossed it to reach the West."
    assert judge("Thousands of West Berliners crossed the border to reach the East.", ev).verdict == "contradicted"
    ev = ("Rehearse a speech in short parts, starting from the conclusion and working backwards, so the ending is "
          "as sure as the opening.")
    assert judge("Rehearse a speech from the opening forwards, leaving the conclusion until last.",
                 ev).verdict == "contradicted"


def test_align_takes_the_sentence_that_says_least_besides_the_claim_on_a_tie():
    ev = ("The smoke test checks that the server starts if the database is reachable. "
          "The smoke test does not check that the database is reachable.")
    claim = "The smoke test checks that the database is reachable."
    s, e = align(claim, ev)
    assert ev[s:e] == "The smoke test does not check that the database is reachable."
    assert judge(claim, ev).verdict == "contradicted"


def test_a_main_clause_predicate_the_source_does_not_say():
    ev = "A job that fails three times in a row is moved to the dead-letter queue for inspection."
    v = judge("A job that fails three times in a row is archived.", ev)
    assert v.verdict == "partial" and "archived" in v.reason
    # in a subordinate clause the predicate is a detail, read like any other word
    v = judge("Inspect the dead-letter queue when a job that fails three times in a row is moved.", ev)
    assert v.verdict == "supported"


def test_a_change_after_get_is_no_predicate_the_source_must_say_word_for_word():
    v = judge("Start the fan on its lowest setting and let it get faster.",
              "Start the fan on its lowest setting and then speed it up.")
    assert "does not say it is" not in v.reason


def test_a_length_in_other_units_and_a_negated_word_for_its_un_word_are_said():
    ev = "Caches unused for 7 days are evicted, and each repository may store at most 10 GB."
    assert judge("A cache that has not been used for a week is evicted.", ev).verdict == "supported"
    assert judge("A cache that has been used for a week is evicted.", ev).verdict == "contradicted"
    assert judge("A cache that has not been used for a month is evicted.", ev).verdict == "contradicted"


def test_a_next_sentence_under_a_pronoun_joins_the_cited_words():
    ev = ("A median is the middle value of the sorted data, or the mean of the middle two values. It is not the "
          "mean of all the values, and outliers barely move it.")
    assert judge("A median is the mean of all the values.", ev).verdict == "contradicted"
    assert judge("A median is the mean of the middle values.", ev).verdict == "supported"


def test_the_cited_words_go_on_through_a_pronoun_sentence_after_a_cue_time():
    evidence = ("[00:02:00] The enzyme speeds up digestion by breaking starch into sugars. [00:02:14] It is not used "
                "up, so a small amount keeps working for hours.")
    verdict = judge("The enzyme is not consumed during digestion.", evidence)
    assert verdict.verdict == "supported" and "used up" in evidence[slice(*verdict.span)]


def test_a_be_verb_in_a_how_clause_ends_no_predicate():
    span = "Bird species richness rose with the number of native trees but was unrelated to park size."
    claim = "Park size was not linked to how many bird species were found."
    assert judge(claim, span, similarity=0.7).verdict == "supported"


def test_starting_by_a_thing_is_doing_it_first():
    ev = "Tune the strings one by one at first, and only then play chords to check them."
    assert judge("Start by tuning each string on its own.", ev, similarity=0.66).verdict == "supported"
    assert judge("Start by tuning each string on its own.", "Tune the strings one by one.",
                 similarity=0.66).verdict == "partial"  # nothing there comes first


def test_a_price_that_fell_says_cheaper_and_in_fact_says_nothing():
    ev = "After the canal opened, the price of coal in the city fell by half within a decade."
    assert judge("Coal became much cheaper in the city after the canal opened.", ev, similarity=0.6).verdict == \
        "supported"
    assert judge("Coal became dearer in the city after the canal opened.", ev, similarity=0.6).verdict == "contradicted"
    ev = "The poem is often read as a love letter, but it was written for the poet's brother."
    assert judge("The poem was in fact written for the poet's brother.", ev, similarity=0.6).verdict == "supported"


def test_using_a_thing_is_doing_it_with_that_thing():
    ev = "Before the first coat, clean the walls with a damp sponge and let them dry overnight."
    assert judge("Use a damp sponge when washing the walls before painting.", ev, similarity=0.62).verdict == \
        "supported"


def test_access_to_a_thing_is_having_it():
    ev = "Over two years, pupils in schools with tutors improved their reading more than pupils in other schools."
    assert judge("Pupils with access to tutors improved their reading more.", ev, similarity=0.8).verdict == "supported"


def test_the_times_of_many_times_is_no_thing():
    ev = ("The amber trade ran along the rivers. Beads usually passed through many hands, and styles such as "
          "spiral carving spread along it as well.")
    verdict = judge("Beads usually changed hands many times along the rivers.", ev, similarity=0.52)
    assert "substitution" not in verdict.checks and "time" not in verdict.reason


def test_a_passives_agent_cut_out_with_the_verb_is_no_quote():
    ev = "In May 1931 Anna Berg, funded by Lord Hale, found the entrance to a flooded cave near Bath."
    verdict = judge("Lord Hale found the entrance to a flooded cave near Bath.", ev, similarity=0.9)
    assert verdict.verdict == "unsupported" and "Anna Berg" in verdict.reason


def test_a_name_with_an_accent_is_a_name_and_the_reason_gives_it_back():
    ev = "Léon Blum led the government, and Édouard Daladier, his rival, signed the treaty."
    v = judge("Léon Blum signed the treaty.", ev, similarity=0.8)
    assert v.verdict == "unsupported" and "Édouard" in v.reason and "Léon" in v.reason
    assert judge("Édouard Daladier signed the treaty.", ev, similarity=0.8).verdict == "supported"


def test_align_reads_one_in_four_as_a_quarter():
    ev = ("On some trials the tester quietly swapped the two cards. About a quarter of these swaps were spotted, "
          "and people often went on to explain choices they had never made.")
    s, e = align("One swap in four was noticed.", ev)
    assert ev[s:e].startswith("About a quarter"), ev[s:e]


def test_a_work_named_by_its_author_and_title_is_the_story():
    ev = "In Roald Dahl's 'The Wish', set in a Welsh valley, a boy crosses a carpet without touching the red parts."
    verdict = judge("The story is set in a Welsh valley.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason


def test_a_label_a_unit_and_a_manner_each_decide():
    ev = ("In the first trial, plan A cut waiting times for small clinics and for large ones. Across all clinics "
          "together, plan B looked better. The sensor shifts each reading by about five millimetres, and the "
          "result is copied to the report automatically.")
    assert judge("Across all clinics together, plan A looked better.", ev, similarity=0.85).verdict == "contradicted"
    assert judge("The sensor shifts each reading by about five metres.", ev, similarity=0.85).verdict == "contradicted"
    assert judge("You copy the result to the report yourself.", ev, similarity=0.85).verdict == "contradicted"
    assert judge("Across all clinics together, plan B looked better.", ev, similarity=0.85).verdict == "supported"
