"""Order words read as ordered pairs (examples written for these tests, not the benchmark)."""

import pytest

from footnote.shared.verification import order
from footnote.shared.verification.judge import judge
from footnote.shared.verification.order import clause_order, order_flip, pairs


@pytest.mark.parametrize(
    "text",
    [
        "Warm up the strings before the concert.",
        "The concert comes after you warm up the strings.",
        "Before the concert, warm up the strings.",
        "After you warm up the strings, play the concert.",
        "Warm up the strings first, then play the concert.",
        "Warm up the strings, followed by the concert.",
        "Warm up the strings, after which the concert starts.",
    ],
)
def test_each_way_of_saying_it_gives_the_same_order(text):
    (first, then, _), *_ = pairs(text)
    assert {"warm", "string"} & first and "concert" in then


def test_a_reversed_order_is_caught_whatever_the_words():
    ev = "Back up the database first, then run the upgrade."
    assert order_flip("Run the upgrade before backing up the database.", ev) is True
    v = judge("Run the upgrade first and back up the database afterwards.", ev)
    assert v.verdict == "contradicted" and "reversed_order" in v.checks


def test_the_same_order_in_other_words_is_not_a_flip():
    ev = "Back up the database before the upgrade."
    assert order_flip("Run the upgrade after backing up the database.", ev) is False
    assert judge("Run the upgrade after backing up the database.", ev).verdict == "supported"


def test_a_supposed_order_is_not_a_stated_one():
    assert pairs("If the upgrade runs before the backup, data can be lost.") == []


def test_no_order_no_verdict():
    assert order_flip("Back up the database.", "Back up the database nightly.") is None


def test_dates_order_what_the_evidence_does_not_order_in_words():
    ev = "The treaty was signed in March 1648; the last garrison left the city in October 1650."
    assert order_flip("The last garrison left the city before the treaty was signed.", ev) is True
    assert order_flip("The treaty was signed before the last garrison left the city.", ev) is False
    v = judge("The last garrison left the city before the treaty was signed.", ev)
    assert v.verdict == "contradicted" and "reversed_order" in v.checks


def test_the_order_statement_most_about_the_claim_decides():
    ev = "Stop the mill before cleaning the blades, then start it again once the guard is back on."
    assert order_flip("Once the guard is back on, start the mill again.", ev) is not True
    assert order_flip("Clean the blades before stopping the mill.", ev) is True
    assert judge("After the guard is back on, start the mill again.", ev).verdict == "supported"


def test_at_the_same_moment_against_one_after_the_other():
    ev = "Light the fuse, then step back behind the wall."
    v = judge("If you step back at the same moment as you light the fuse, you stay safe.", ev)
    assert v.verdict == "contradicted" and "reversed_order" in v.checks
    together = "The second runner starts exactly as the first one touches her hand, not before and not after."
    assert judge("The second runner starts after the first one touches her hand.", together).verdict == "contradicted"
    never = "Open the valve just after the pump starts, never at the same moment as the pump."
    assert judge("Open the valve just after the pump starts.", never).verdict == "supported"


def test_an_ordinal_first_is_not_an_order_word():
    (first, then, family), = pairs("Press the first key after the second one sounds.")
    assert family == "after" and {"press", "first", "key"} <= then | first and "second" in first


def test_followed_and_preceded_order_their_things():
    ev = "The armistice of 1918 followed the collapse of the German army's spring offensive."
    assert order_flip("The spring offensive collapsed after the armistice was signed.", ev) is True
    assert order_flip("The spring offensive collapsed before the armistice.", ev) is not True
    ev2 = "The vote was preceded by a week of public hearings."
    assert order_flip("The vote came before the public hearings.", ev2) is True


def test_so_do_this_first_puts_it_before_the_thing_named_earlier():
    ev = "Repainting the hull covers the old markings, so photograph the markings first."
    assert order_flip("Repaint the hull first and photograph the markings afterwards.", ev) is True
    assert order_flip("Photograph the markings first, then repaint the hull.", ev) is not True


def test_years_before_christ_run_backwards():
    ev = "Alexander became king in 336 BC, and he died in Babylon in 323 BC."
    assert order_flip("Alexander died before he became king.", ev) is True
    assert order_flip("Alexander became king before he died.", ev) is not True


def test_a_change_run_the_other_way_is_reversed():
    ev = "The library moved its closing time from 6 pm to 9 pm during exam weeks."
    v = judge("During exam weeks the library moved its closing time from 9 pm to 6 pm.", ev)
    assert v.verdict == "contradicted" and "reversed_order" in v.checks
    assert judge("During exam weeks the library moved its closing time from 6 pm to 9 pm.", ev).verdict == "supported"
    # the old value is what the source no longer has: "instead of 6 pm" agrees
    assert judge("During exam weeks the library closed at 9 pm instead of 6 pm.", ev).verdict != "contradicted"


def test_instructions_are_read_as_steps_in_the_order_given():
    steps = "Close the valve. Drain the tank into a bucket. Replace the filter."
    instruction = lambda s: s.split()[0] in ("close", "drain", "replace")  # noqa: E731 - a stand-in for WordNet
    assert order.step_order({"filter", "replac"}, {"valv", "close"}, steps, instruction) is True
    assert order.step_order({"valv", "close"}, {"filter", "replac"}, steps, instruction) is False
    assert order.step_order({"valv"}, {"filter"}, "The valve is closed. The filter is new.", instruction) is None


def test_a_when_clause_happens_first():
    ev = "When the ice melted in April, the ferry started its summer route."
    assert order_flip("The ferry started its summer route before the ice melted.", ev) is True
    assert order_flip("The ferry started its summer route after the ice melted.", ev) is False


def test_afterwards_orders_two_sentences():
    ev = "The crew patched the hull in the harbour. Afterwards they sailed north to the islands."
    assert order_flip("The crew sailed north before patching the hull.", ev) is True
    assert order_flip("The crew sailed north after patching the hull.", ev) is False


def test_what_followed_comes_after_the_sentence_before():
    ev = "The river flooded the valley in March. The famine that followed lasted two years."
    assert order_flip("The famine began before the river flooded the valley.", ev) is True
    assert order_flip("The famine came after the river flooded the valley.", ev) is False
    ev = "Greet each guest at the door, and follow it with a short tour of the house."
    assert order_flip("Give a short tour of the house before greeting each guest.", ev) is True


def test_a_swap_inside_events_ordered_with_the_same_words():
    ev = "When inflation keeps climbing while wages start to stall, households cut spending."
    assert judge("When wages keep climbing while inflation starts to stall, households cut spending.",
                 ev).verdict == "contradicted"
    assert order.same_order_words("When A rises while B falls, C.", "When B falls while A rises, C.")
    assert not order.same_order_words("B happens after A.", "A happens before B.")


def test_the_other_things_are_one_side_of_an_order():
    from footnote.shared.verification.order import pairs
    from footnote.shared.verification.words import canon

    assert ({canon("other")}, {"bass"}, "first") in pairs("Tune the other strings first, then tune the bass string.")


def test_the_next_day_a_possessive_ordinal_an_appositive_and_one_of_two_at_once_going_first():
    from footnote.shared.verification.order import order_flip, pairs, together_flip
    from footnote.shared.verification.words import canon

    ev = "Anna declines Karl's first offer in Vienna. His telegram the next day apologises for the delay."
    assert order_flip("Karl's telegram reaches Anna the day before his offer.", ev) is True
    assert not [p for p in pairs("Anna declines Karl's first offer in Vienna.") if p[2] == "first"]
    (a, b, _), = pairs("When Anna learns that Karl has a brother, Otto Berg, she leaves.")
    assert "berg" in a and b == {canon("leaves")}  # the appositive is the "when" clause's
    ev = "In a vacuum, a feather and a hammer dropped together reach the floor at the same time."
    assert together_flip("In a vacuum, the hammer reaches the floor first.", ev) is not None
    assert together_flip("In a vacuum, the feather and the hammer reach the floor at the same time.", ev) is None


def test_at_first_is_initially_not_an_order():
    ev = "After the bridge opened, the toll was so high that only carters and merchants used it at first."
    claim = "The toll was so high that at first the bridge was used only by carters and merchants."
    assert order_flip(claim, ev) is not True


def test_only_then_opens_what_comes_after_the_sentence_before():
    ev = ("The client sends SYN, the server replies with SYN-ACK, and the client answers with ACK. "
          "Only then can data flow.")
    assert judge("Data flows before the client answers with ACK.", ev).verdict == "contradicted"
    assert judge("Data flows after the client answers with ACK.", ev).verdict == "supported"


def test_when_doing_is_no_order_and_a_later_sentence_may_give_a_first_step():
    ev = ("When voicing a chord, bring out the top note by playing it slightly earlier, while the lower notes stay "
          "soft. Practise each chord slowly with the top note alone first.")
    assert pairs(ev) == []
    assert judge("Before playing the whole chord, practise its top note on its own, slowly.", ev).verdict == "supported"


def test_an_opposite_across_the_two_events_of_one_order_is_no_flip():
    ev = ("For a beginner, practise hands separately until each hand can play the passage without stopping; only then "
          "put the hands together, at half the final tempo.")
    claim = "Beginners should put the hands together only after each hand can play the passage alone without stopping."
    assert order.across_events("together", "separately", claim, ev)
    assert judge(claim, ev).verdict == "supported"


def test_after_a_length_of_time_is_a_time_not_an_event():
    span = ("Trial accounts keep every feature for 14 days, after which paid features are switched off; "
            "accounts that have not upgraded by then lose the export button.")
    assert not order_flip("Accounts still on the trial after 14 days lose the export button.", span)


def test_numbers_in_a_stated_order_under_a_condition_are_ordered():
    ev = "If the patient tolerates the drug for a week, the dose is raised to 20 mg and then to 40 mg."
    assert judge("The dose is raised to 40 mg and then to 20 mg.", ev, similarity=0.8).verdict == "contradicted"
    assert judge("The dose is raised to 20 mg and then to 40 mg.", ev, similarity=0.8).verdict == "supported"
    # a supposed order is still no stated one
    assert pairs("If the API starts before the migrations run, requests fail.") == []


def test_after_a_clause_without_a_comma_the_pronoun_opens_what_comes_next():
    ev = "She trains for years, and after her old coach Marek retires she wins the national title."
    assert order_flip("She wins the national title before Marek retires.", ev) is True
    assert not order_flip("She wins the national title after Marek retires.", ev)


def test_only_when_a_should_you_b_and_a_first_b_afterwards():
    ev = "Only when the glue is dry should you sand the joint."
    assert order_flip("Sand the joint first, and let the glue dry afterwards.", ev) is True
    assert not order_flip("Let the glue dry first, and sand the joint afterwards.", ev)


def test_start_with_a_and_only_later_b_orders_them():
    ev = "Start with easy sight-reading in one clef, and only later try pieces that change clef often."
    claim = "Start with pieces that change clef often, then move on to easy sight-reading in one clef."
    assert judge(claim, ev, similarity=0.9).verdict == "contradicted"
    assert judge("Begin with easy sight-reading in one clef before pieces that change clef often.", ev,
                 similarity=0.9).verdict == "supported"


def test_b_only_when_a_puts_a_first():
    ev = "Hum the tune over one chord, and add a second chord only when the first feels natural."
    assert judge("Add a second chord before the first one feels natural.", ev, similarity=0.8).verdict == "contradicted"
    assert judge("Add a second chord once the first one feels natural.", ev, similarity=0.8).verdict == "supported"


def test_start_with_a_and_add_b_later_orders():
    ev = "Start with the plain loaves, which forgive an uneven oven, and add the enriched doughs later."
    assert judge("Start with the enriched doughs and add the plain loaves later.", ev,
                 similarity=0.8).verdict == "contradicted"
    assert judge("Begin with the plain loaves and add the enriched doughs later.", ev,
                 similarity=0.8).verdict == "supported"


def test_a_sentence_tells_its_clauses_in_order():
    ev = ("The ferry first calls at the island pier, and from the pier it crosses straight to the harbour. "
          "Tickets are sold on board.")
    assert clause_order({"cross", "harbour"}, {"call", "island", "pier"}, ev) is True
    assert clause_order({"call", "island", "pier"}, {"cross", "harbour"}, ev) is False
    assert judge("The ferry crosses to the harbour first and then calls at the island pier.", ev,
                 similarity=0.8).verdict == "contradicted"
    assert judge("The ferry calls at the island pier first and then crosses to the harbour.", ev,
                 similarity=0.8).verdict == "supported"
    assert clause_order({"sell", "ticket"}, {"call", "island"}, ev) is None  # two sentences: no telling order
    ev = ("Air in the cave moves back and forth: by day the walls warm, and at night they cool first, which turns "
          "the flow.")
    assert clause_order({"air", "cave", "flow"}, {"rest", "day"}, ev) is None  # one word each: no telling order


def test_things_that_happen_at_the_same_time_as_each_other_are_no_two_events():
    ev = "All the cicadas of a brood emerge at the same time across a county before mating."
    assert order.together_flip("The cicadas of one brood emerge together and then mate.", ev) is None
    assert order.together("Lift the pedal at the same time as the new chord sounds.")  # two things, one moment


def test_an_order_said_in_words_is_not_overruled_by_where_its_clauses_stand():
    evidence = ("At the harbour she meets Tomas, an old sailor, and the two sail off together after Mara pays the "
                "harbour master.")
    # "after Mara pays" puts the paying first, though its clause comes last
    assert judge("Mara pays the harbour master and then leaves with Tomas.", evidence,
                 similarity=0.8).verdict == "supported"
    assert judge("Mara leaves with Tomas and then pays the harbour master.", evidence,
                 similarity=0.8).verdict != "supported"


def test_at_first_with_its_later_states_an_order():
    evidence = ("The band recorded its early songs in a garage at first and later in a proper studio, which changed "
                "their sound.")
    assert judge("The band recorded in a studio at first and later in a garage.", evidence,
                 similarity=0.9).verdict == "contradicted"
    assert judge("At first the band recorded in a garage, and later in a studio.", evidence,
                 similarity=0.9).verdict == "supported"
    assert pairs("She wrote for the harpsichord at first and later for the piano.")


def test_what_follows_so_comes_after_the_clause_before():
    span = ("From the charts she worked out the tide times and saw they matched the moon, so she proposed the moon "
            "drives tides.")
    assert judge("She first proposed that the moon drives tides, and only then worked out the tide times.", span,
                 similarity=0.8).verdict == "contradicted"
    assert judge("She first worked out the tide times, and only then proposed that the moon drives tides.", span,
                 similarity=0.8).verdict == "supported"


def test_first_of_one_and_then_of_the_other():
    span = "Anna moves to the city, where she works first with Ortiz and then with Vance."
    assert order_flip("Anna works with Vance first and then with Ortiz.", span) is True
    assert order_flip("Anna works first with Ortiz and then with Vance.", span) is not True


def test_in_turn_against_at_the_same_time():
    ev = "The two pistons of the engine fire alternately, first the left piston and then the right."
    assert judge("The two pistons of the engine fire at the same time.", ev, similarity=0.85).verdict == "contradicted"
    ev = "The two bells of the tower ring at the same time on Sundays."
    assert judge("The two bells of the tower ring one after the other on Sundays.", ev,
                 similarity=0.85).verdict == "contradicted"
    verdict = judge("The two bells of the tower ring together on Sundays.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason


def test_followed_on_a_place_has_no_object():
    assert order.pairs("Each time the alarm has sounded, a fire has followed on the ship.") == []
    ev = "Each time the alarm has sounded, a fire has followed on the ship."
    verdict = judge("Every sounding of the alarm has been followed by a fire on the ship.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason


def test_in_turn_against_at_once_in_a_short_claim():
    ev = "The two beacons on the pier flash alternately, first the red beacon and then the green."
    assert judge("The two beacons flash at the same time.", ev, similarity=0.85).verdict == "contradicted"
    verdict = judge("The two beacons flash one after the other.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason

