"""An outcome claimed under another of the source's conditions (``conditions``), on examples
written for these tests, not the benchmark."""

from footnote.shared.verification.conditions import (
    apart_said,
    even_when_flip,
    excepted,
    excepted_case,
    needed_flip,
    only_elsewhere,
    only_of_each,
    only_others,
    only_this,
    other_condition,
)
from footnote.shared.verification.judge import judge

EV = ("If the queue stays under 100 jobs for ten minutes, idle workers are shut down; if the queue grows past "
      "100 jobs, new workers are started.")


def test_the_outcome_of_one_condition_claimed_under_the_other_is_contradicted():
    assert other_condition("If the queue grows past 100 jobs, idle workers are shut down.", EV)
    assert judge("If the queue grows past 100 jobs, idle workers are shut down.", EV,
                 similarity=0.8).verdict == "contradicted"


def test_each_outcome_under_its_own_condition_or_one_condition_alone_is_no_flip():
    assert other_condition("If the queue grows past 100 jobs, new workers are started.", EV) is None
    assert other_condition("When the queue stays under 100 jobs for ten minutes, idle workers are shut down.",
                           EV) is None
    assert other_condition("If the queue grows past 100 jobs, idle workers are shut down.",
                           "If the queue grows past 100 jobs, idle workers are shut down.") is None


def test_an_outcome_given_before_its_condition_is_paired_with_it():
    ev = ("Each page has a cache entry. A request gets the stored copy with no rebuild when the cache is warm, and "
          "the full page rebuilt from scratch when it is cold.")
    assert other_condition("When the cache is warm, the full page is rebuilt.", ev)
    assert other_condition("When the cache is warm, a request gets the stored copy.", ev) is None


def test_conditions_that_differ_in_above_and_below_are_told_apart():
    ev = ("If the battery stays above 20 percent, the screen brightens at dusk; if the battery drops below 20 "
          "percent, the screen dims to save power.")
    assert other_condition("If the battery drops below 20 percent, the screen brightens.", ev)
    assert other_condition("If the battery drops below 20 percent, the screen dims.", ev) is None


def test_a_denial_the_source_makes_of_all_but_one_thing_claimed_of_that_thing():
    ev = "During the fire drill all lifts are switched off, except the service lift, which the wardens use."
    assert excepted("The service lift does not run during the fire drill.", ev) == \
        "the source makes an exception of 'service lift'"
    assert judge("The service lift does not run during the fire drill.", ev, similarity=0.8).verdict == "contradicted"
    assert excepted("The main lifts do not run during the fire drill.", ev) is None


def test_others_given_a_power_the_source_keeps_for_some():
    ev = "Guests can view the calendar; only the club secretaries can book courts or cancel bookings."
    assert only_others("Guests can book courts.", ev) == \
        "the source says 'only the club secretaries can book courts or cancel bookings'"
    assert judge("Coaches may cancel bookings.", ev, similarity=0.8).verdict == "contradicted"
    assert only_others("Secretaries can book courts.", ev) is None
    assert only_others("Only secretaries can cancel bookings.", ev) is None
    assert only_others("Guests can view the calendar.", ev) is None
    assert only_others("You can book courts through a secretary.", ev) is None  # who "you" are, it does not say


def test_another_of_the_sources_options_for_those_it_restricts():
    ev = ("Members can open a shared folder in three ways: view, comment, or edit. Guests from other teams can only "
          "view the folder.")
    assert only_this("Guests can be allowed to edit the folder.", ev) is not None
    assert only_this("Guests can view the folder.", ev) is None
    assert judge("Guests from other teams can edit the folder.", ev, similarity=0.7).verdict == "contradicted"


def test_only_the_owner_against_anyone_with_a_possessive():
    ev = "Only the board's owner can archive it; anyone else who leaves the board just stops seeing it."
    assert only_others("Any member of a shared board can archive it.", ev) is not None
    assert only_others("The board's owner can archive it.", ev) is None


def test_one_alone_for_what_the_source_gives_each_is_contradicted():
    ev = "Both ferries were built in 1931, and each ferry carries a brass bell from the old pier."
    assert only_of_each("Only the Marigold carries a brass bell.", ev)
    assert only_of_each("Each ferry carries a brass bell.", ev) is None
    assert only_of_each("Only the Marigold carries a lifeboat.", ev) is None  # another thing
    assert judge("Only the Marigold carries a brass bell.", ev, similarity=0.7).verdict == "contradicted"


def test_going_along_with_what_has_a_setting_of_its_own_is_contradicted():
    ev = "Muting a thread also hides its badges. Desktop sounds are controlled by a separate setting."
    assert apart_said("Desktop sounds are muted together with the thread.", ev)
    assert apart_said("Badges are hidden together with the thread.", ev) is None
    assert judge("Desktop sounds are muted together with the thread.", ev, similarity=0.85).verdict == "contradicted"


def test_no_more_than_the_few_is_the_sources_only():
    span = "You can keep up to nine profiles on the console, but only two can be active at the same time."
    assert only_others("No more than two profiles can be active at once.", span) is None
    assert judge("Up to five profiles can be active at the same time.", span, similarity=0.7).verdict != "supported"


def test_a_deed_kept_to_another_thing_than_the_one_the_source_keeps_it_to():
    span = "Owls hunt only at dusk, when voles leave their burrows, while hawks hunt during the day."
    assert only_elsewhere("Owls hunt only during the day.", span) == "the source says 'Owls hunt only at dusk'"
    assert only_elsewhere("Owls hunt only at dusk.", span) is None
    span = "At the trial only his sister Maud believes him, while his friends doubt him."
    assert only_elsewhere("His friend is the only one who believes him.", span) is not None
    assert only_elsewhere("Maud is the only one who believes him.", span) is None
    assert only_elsewhere("Rain fell only a little in May.", "In May rain fell only slightly.") is None
    span = "Members who can edit can add pages, but only the workspace owner can delete it."
    assert only_others("Members who can edit are also able to delete the workspace.", span) is not None


def test_a_claim_about_the_case_an_unless_excepts_is_no_opposite():
    ev = "Drafts are lost after thirty days unless you star them, and starred drafts sync to every device."
    assert judge("Starred drafts are kept after thirty days.", ev, similarity=0.9).verdict == "supported"
    assert judge("Old drafts are kept after thirty days.", ev, similarity=0.9).verdict == "contradicted"
    assert excepted_case("kept", "lost", "Starred drafts are kept.", ev)
    assert not excepted_case("kept", "lost", "Old drafts are kept.", ev)


def test_the_claims_own_exception_says_what_the_source_says_by_default():
    ev = "The spell checker corrects text as you type. Autocorrect is switched off by default."
    assert judge("Autocorrect is off until you switch it on.", ev, similarity=0.9).verdict == "supported"
    assert excepted_case("on", "off", "Autocorrect is off until you switch it on.", ev)


def test_a_finding_that_holds_even_when_is_not_one_that_fails_then():
    ev = "The vaccine protected the mice for a year, even when they were given it after infection."
    claim = "The vaccine failed when the mice were given it after infection."
    assert even_when_flip(claim, ev) is not None
    assert judge(claim, ev, similarity=0.8).verdict == "contradicted"
    assert even_when_flip("The vaccine protected the mice even when given after infection.", ev) is None
    assert even_when_flip("The vaccine failed when the mice were kept cold.", ev) is None


def test_done_without_what_the_source_says_the_deed_needs():
    ev = "The scanner works only while the lid is closed and needs a USB cable to send the scan."
    claim = "The scanner can send a scan without any USB cable."
    assert needed_flip(claim, ev) is not None
    assert judge(claim, ev, similarity=0.8).verdict == "contradicted"
    assert needed_flip("The scanner cannot send a scan without a USB cable.", ev) is None
    ev = "Printing works offline, but scanning to email needs a network connection."
    assert needed_flip("You can print without a network connection.", ev) is None
