"""Phrases read in the words the checks compare (examples written for these tests, not the benchmark)."""

from footnote.shared.verification.judge import judge
from footnote.shared.verification.rewrites import as_denials, turned_off


def test_a_doing_turned_off_or_stopped_is_denied():
    assert turned_off("Flight mode turns off mobile roaming.") == "Flight mode no roaming mobile."
    assert turned_off("The alarm stopped during the storm.") == "The alarm stopped during the storm."
    ev = "Closing the lid puts the laptop to sleep, which also turns off file syncing."
    assert judge("While the lid is closed, files keep syncing.", ev, similarity=0.8).verdict == "contradicted"
    assert judge("Closing the lid stops file syncing.", ev, similarity=0.8).verdict == "supported"


def test_twice_the_thing_of_is_more_and_taking_longer_to_is_slower():
    ev = "The new battery holds about twice the charge of the old one."
    assert judge("The new battery holds less charge than the old one.", ev, similarity=0.8).verdict == "contradicted"
    assert judge("The new battery holds more charge than the old one.", ev, similarity=0.8).verdict == "supported"
    ev = "Patients on the new drug took about two days longer to recover than those on the old one."
    assert judge("Patients on the new drug recovered faster than those on the old one.", ev,
                 similarity=0.8).verdict == "contradicted"


def test_a_deed_done_before_which_others_cannot_do_is_denied_of_them():
    ev = "Otters crack shellfish open on stones held on their chests, breaking the shells, which seals cannot do."
    assert judge("Seals break the shells by cracking them on stones.", ev, similarity=0.8).verdict == "contradicted"
    assert judge("Seals cannot break the shells this way.", ev, similarity=0.8).verdict == "supported"


def test_working_without_a_connection_is_working_offline():
    ev = "Maps work offline for saved areas, but live traffic needs an internet connection."
    assert judge("Saved areas work without an internet connection.", ev, similarity=0.8).verdict == "supported"
    assert judge("Saved areas need an internet connection.", ev, similarity=0.8).verdict == "contradicted"


def test_a_doing_that_does_not_apply_to_a_thing_denies_it_of_that_thing():
    ev = "Autosave keeps a copy every minute. Autosaving does not apply to shared drafts, which you save by hand."
    assert as_denials("Autosaving does not apply to shared drafts.") == "not Autosaving for shared drafts."
    assert judge("Shared drafts are autosaved too.", ev, similarity=0.9).verdict == "contradicted"
    assert judge("Shared drafts are not autosaved.", ev, similarity=0.9).verdict == "supported"
    ev2 = "Autosaving does not apply to shared drafts, and your editor may lock drafts that are autosaved."
    assert judge("Editors may lock drafts that are autosaved.", ev2, similarity=0.9).verdict == "supported"


def test_no_intention_of_doing_denies_the_doing():
    assert as_denials("She has no intention of selling the farm.") == "She has no selling the farm."
    assert as_denials("He has no interest in the shop.") == "He has no interest in the shop."  # a thing, not a deed
    ev = "Marek inherits the mill, though he has no plans to run it; his sister runs it instead."
    assert judge("Marek plans to run the mill.", ev, similarity=0.9).verdict != "supported"


def test_a_period_for_a_doing_that_ends_denies_no_doing():
    assert as_denials("The window for learning ends at ten weeks.") == "The window for learning ends at ten weeks."
    assert "not" in as_denials("Learning ends at ten weeks.")


def test_on_when_you_first_set_it_up_is_on_by_default():
    ev = "Automatic backups are off by default; turn them on under Settings, then Backup."
    verdict = judge("Automatic backups are on when you first set up the tablet.", ev, similarity=0.85)
    assert verdict.verdict == "contradicted", verdict.reason
    assert judge("Automatic backups are off when you first set up the tablet.", ev, similarity=0.85).verdict != \
        "contradicted"


def test_a_scheme_scrapped_is_one_that_ended_not_one_that_never_ran():
    ev = "When the council scrapped the parking permit, drivers went back to the car park."
    assert judge("Once the parking permit ended, drivers went back to the car park.", ev,
                 similarity=0.85).verdict == "supported"
    ev2 = "The launch was scrapped at the last minute because of high winds."
    assert judge("The launch went ahead despite high winds.", ev2, similarity=0.85).verdict == "contradicted"


def test_without_letting_and_resisting_the_urge_deny_the_deed_not_the_thing():
    assert "the bells not ring" in as_denials("Damp the strings without letting the bells ring on.")
    assert "do not rush" in as_denials("Resist the urge to rush the coda.")
    ev = "Hold the chord, and lift the pedal without letting the bass notes ring into the rest."
    assert judge("Keep the chord held and the bass notes quieter than the rest.", ev, similarity=0.85).verdict == \
        "supported"
    ev2 = "Play the cadenza freely, but resist the temptation to rush the final run."
    assert judge("Don't hurry the final run.", ev2, similarity=0.85).verdict == "supported"
    assert judge("Hurry the final run.", ev2, similarity=0.85).verdict == "contradicted"


def test_switching_a_thing_off_is_a_setting_but_turning_on_a_mode_is_a_verb():
    ev = "The sensor trips the relay, switching the pump off when the tank is full."
    assert judge("The relay switches the pump on when the tank is full.", ev, similarity=0.85).verdict == "contradicted"
    ev2 = "Turning on Quiet mode switches off sounds, banners and badges."
    assert judge("Quiet mode turns off sounds, banners and badges.", ev2, similarity=0.85).verdict == "supported"


def test_from_start_to_finish_is_throughout_not_a_start_or_an_end():
    ev = "Each verse begins quietly and grows louder, but keep the pulse steady throughout."
    assert judge("Keep the pulse steady from start to finish.", ev, similarity=0.85).verdict == "supported"
