"""Words that other words say in one (``forms``), on examples written for these tests."""

from footnote.shared.verification.forms import handed, placed, placed_said, redone, set_phrases_said, settings_off
from footnote.shared.verification.judge import judge
from footnote.shared.verification.words import canon


def test_a_place_word_and_its_noun_say_the_closed_compound():
    span = "Most of the old mine's tunnels lie underwater now; the pumps were switched off in 1970."
    assert placed_said("Most tunnels are below water now.", span) == {"water"}
    assert placed_said("Most tunnels are above water now.", span) == set()
    assert placed("The cables run above the ground here.") == "The cables run overground here."
    assert judge("Most of the mine's tunnels now lie under water.", span).verdict == "supported"
    verdict = judge("Most of the mine's tunnels now lie above water.", span)
    assert verdict.verdict == "contradicted"
    assert "'above water'" in verdict.reason and "'underwater'" in verdict.reason


def test_a_re_word_is_its_verb_done_again():
    assert {canon("submit"), canon("starts")} <= redone("Failed jobs are resubmitted, and the worker restarts.")
    assert redone("The run was fine.") == set()


def test_a_setting_turned_off_reads_as_not_its_name():
    assert settings_off("Only when cache.allow_stale is false.") == "Only when not allow_stale."
    assert settings_off("When strict_mode is set to off, ...") == "When not strict_mode, ..."
    assert settings_off("The statement is false.") == "The statement is false."  # no setting's name


def test_a_verb_the_source_says_as_its_able_adjective():
    from footnote.shared.verification.forms import able_said
    assert able_said("The comet can be seen at dawn.", "The comet is visible at dawn.")
    assert not able_said("The comet can be seen at dawn.", "The comet is bright at dawn.")
    assert judge("Every voice of the fugue has to be heard.",
                 "A fugue has three voices, and the player must make each one audible.",
                 similarity=0.85).verdict == "supported"


def test_an_un_word_the_source_says_as_not_and_its_opposites_verb():
    from footnote.shared.verification.forms import negated_said
    span = "The guard waved the cart through, not knowing that the barrels held rifles."
    assert canon("unaware") in negated_said("The guard was unaware that the barrels held rifles.", span)
    assert negated_said("The guard was unaware that the barrels held rifles.", "The guard knew what they held.") == \
        set()


def test_unless_configured_otherwise_is_said_by_default():
    from footnote.shared.verification.forms import set_phrases_said
    ev = "The default port for the web server is 8080."
    claim = "Unless configured otherwise, the web server's port is 8080."
    assert set_phrases_said(claim, ev)
    assert set_phrases_said(claim, "The port for the web server is 8080.") == set()
    assert judge(claim, ev, similarity=0.9).verdict == "supported"


def test_an_in_noun_the_source_says_as_without_its_opposite():
    from footnote.shared.verification.forms import negated_said
    assert canon("inactivity") in negated_said("After an hour of inactivity the lamp dims.",
                                               "The lamp dims after an hour without activity.")


def test_straight_away_is_said_by_at_once():
    from footnote.shared.verification.forms import set_phrases_said
    from footnote.shared.verification.words import canon
    assert set_phrases_said("Replies notify you straight away.", "You are notified at once when someone replies.") \
        == {canon("straight"), canon("away")}
    assert set_phrases_said("Replies notify you straight away.", "You are notified in a daily digest.") == set()


def test_unless_you_change_it_says_by_default():
    ev = "Autosave is on by default for personal drives. If you turn autosave off, drafts are not kept."
    claim = "For personal drives, autosave is on unless you change it."
    assert judge(claim, ev, similarity=0.85, names="Help centre: autosave on personal drives").verdict == "supported"
    assert {"chang", "unless"} <= set_phrases_said(claim, ev)
    assert not set_phrases_said(claim, "Autosave is on for personal drives.")  # the source names no default


def test_a_thing_free_denies_the_thing():
    ev = "Vines at the smoke-free inland edge of the valley grew more slowly, and their leaves also absorbed smoke."
    assert judge("Vines inland, where there was no smoke, grew more slowly.", ev, similarity=0.8).verdict == "supported"


def test_other_words_for_could_not_a_couple_and_stopped():
    ev = "She could not open the archive, and the clerks stopped filing letters there after two years."
    assert {"unabl"} <= set_phrases_said("She was unable to open the archive.", ev)
    assert {"coupl"} <= set_phrases_said("Filing ended after a couple of years.", ev)
    assert {"longer"} <= set_phrases_said("The clerks no longer filed letters there.", ev)
    assert not set_phrases_said("She was unable to open the archive.", "She opened the archive.")
    ev2 = "The curator could not read the faded map, so the museum sent it to a laboratory in Leiden."
    assert judge("The curator was unable to read the map.", ev2, similarity=0.6,
                 names="Notes: the faded map").verdict == "supported"


def test_going_back_and_dying_said_as_returning_and_deaths():
    ev = "After the deaths of both parents, the heir returns to the family estate in Kent."
    claim = "After both parents die, the heir goes back to Kent."
    assert {"die", "back"} <= set_phrases_said(claim, ev)
    assert judge(claim, ev, similarity=0.68, names="Study guide: the heir").verdict == "supported"


def test_a_short_claim_whose_words_the_source_says_in_a_phrase_is_covered():
    ev = "Tokens can be renewed at any time; the old token keeps working for an hour after a new one is issued."
    assert judge("You can renew a token whenever you like.", ev, similarity=0.69,
                 names="Security guide: token renewal").verdict == "supported"


def test_switching_off_and_like_said_as_turning_off_and_such_as():
    ev = "Reminders cannot be turned off for shared calendars, and fruits such as apples keep well."
    assert "switch" in set_phrases_said("You cannot switch reminders off for shared calendars.", ev)
    assert "like" in set_phrases_said("Fruits like apples keep well.", ev)
    assert not set_phrases_said("Fruits like apples keep well.", "Apples keep well.")


def test_found_is_said_by_a_source_that_recorded_no_such_thing():
    ev = "Across the four sites, no new nesting pairs were recorded in the following spring."
    assert canon("found") in set_phrases_said("No new nesting pairs were found that spring.", ev)
    assert canon("found") not in set_phrases_said("No new nesting pairs were found that spring.",
                                                  "New nesting pairs were recorded in the following spring.")


def test_once_a_day_is_said_by_daily():
    ev = "The keeper feeds the otters daily and cleans the pool weekly."
    assert canon("day") in set_phrases_said("The otters are fed once a day.", ev)
    assert canon("week") in set_phrases_said("The pool is cleaned every week.", ev)
    assert canon("day") not in set_phrases_said("The otters are fed once a day.", "The keeper feeds the otters.")


def test_an_un_verb_undoes_a_deed_it_does_not_deny_it():
    from footnote.shared.verification.forms import negative_words

    assert canon("lock") not in negative_words("Unlocking the door needs the key.")
    assert canon("pack") not in negative_words("Unpacking takes an hour.")
    assert canon("finish") in negative_words("The unfinished bridge was left standing.")


def test_switched_on_is_said_by_is_on():
    ev = "The heater runs only while the timer is on."
    assert canon("switched") in set_phrases_said("The heater runs only while the timer is switched on.", ev)
    assert canon("switched") not in set_phrases_said("The heater runs only while the timer is switched on.",
                                                     "The heater runs only while the timer runs.")


def test_at_the_close_is_the_end_not_a_closing():
    evidence = ("The film follows a family through one winter, and it ends with the kitchen door swinging open to "
                "let in the spring air.")
    assert placed("At the close, the door swings open.") == "At the end, the door swings open."
    assert placed("Stand close to the door.") == "Stand close to the door."
    assert judge("At the close, the kitchen door swings open to let in the spring air.", evidence,
                 similarity=0.8).verdict == "supported"
    assert judge("At the close, the kitchen door is shut against the spring air.", evidence,
                 similarity=0.8).verdict == "contradicted"


def test_turning_down_an_offer_refuses_it_and_a_flame_that_goes_out_is_extinguished():
    assert placed("She turns down the proposal.") == "She refuses the proposal."
    assert placed("Turn down the volume.") == "Turn down the volume."  # lowers it
    assert placed("He turns down the commission.") == "He refuses the commission."  # any offer, not only "offer"
    assert placed("They turn down the sheets.") == "They turn down the sheets."
    assert "extinguished" in placed("The lamp went out.")
    span = "Ada first refuses because she thinks the proposal rash, but later accepts it."
    assert judge("Ada at first turns down the proposal as rash but accepts it later.", span,
                 similarity=0.85).verdict == "supported"
    span = "In the jar the lamp burned with a steady flame for an hour."
    verdict = judge("In the jar the lamp went out at once.", span, similarity=0.7)
    assert verdict.verdict == "contradicted" and "went out" in verdict.reason


def test_consists_of_is_said_by_a_set_of():
    ev = "The suite is a set of six dances written for the harpsichord."
    assert canon("consists") in set_phrases_said("The suite consists of six dances.", ev)
    assert canon("consists") not in set_phrases_said("The suite consists of six dances.", "The suite has six dances.")


def test_a_deficient_thing_is_lacked():
    from footnote.shared.verification.forms import negative_words
    assert {canon("iron")} <= negative_words("Rats fed an iron-deficient diet grew slowly.")
    assert canon("iron") not in negative_words("Rats fed an iron-rich diet grew slowly.")


def test_a_hand_before_its_thing_is_the_thing_in_that_hand():
    assert handed("Bring out the left-hand melody.", "") == "Bring out the melody in the left hand."
    assert handed("Open the right-hand menu.", "") == "Open the right-hand menu."
    assert handed("Bring out the left-hand melody.", "over right-hand chords") == "Bring out the left-hand melody."
    ev = "The nocturne opens with a rocking right-hand figure, and the tune enters in the left hand."
    claim = "The nocturne opens with a rocking figure in the right hand."
    assert judge(claim, ev, similarity=0.85).verdict == "supported"


def test_a_hands_thing_and_a_hand_left_unsaid_are_the_thing_in_that_hand():
    assert handed("The left hand's octaves", "") == "octaves in the left hand"
    assert handed("Quavers in the right hand against triplets in the left, softly.", "") == \
        "Quavers in the right hand against triplets in the left hand, softly."
    ev = "The study sets six quavers in the right hand against triplets in the left, which must stay light."
    claim = "The right hand's quavers run six against the left hand's triplets."
    assert judge(claim, ev, similarity=0.85).verdict == "supported"


def test_a_hands_thing_against_a_compound_on_the_other_side():
    ev = "The waltz sets light left-hand chords under a singing melody in the right hand."
    claim = "The left hand's light chords sit under the right hand's melody."
    assert judge(claim, ev, similarity=0.85).verdict == "supported"


def test_less_well_is_worse():
    assert "worse" in placed("Children who skip breakfast concentrate less well in class.")
    ev = "Children who eat breakfast concentrate better in morning lessons than those who skip it."
    verdict = judge("Children who eat breakfast concentrate less well in morning lessons.", ev, similarity=0.85)
    assert verdict.verdict == "contradicted", verdict.reason


def test_never_stops_doing_is_keeps_doing():
    assert "keep spinning" in placed("The wheels never stop spinning.")
    ev = "The mill's wheels turn constantly, driven by the stream."
    verdict = judge("The mill's wheels never stop turning, driven by the stream.", ev, similarity=0.85)
    assert verdict.verdict != "contradicted", verdict.reason


def test_a_thing_given_what_the_source_says_it_is_without():
    from footnote.shared.verification.forms import lacking_said
    ev = "The film opens with a long wordless scene on a beach, then cuts to the town."
    assert lacking_said("The opening scene has words spoken by the narrator.", ev) == \
        ("scene has words", "wordless scene")
    assert lacking_said("The opening scene has no words.", ev) is None
    assert lacking_said("The film opens on a beach.", ev) is None
