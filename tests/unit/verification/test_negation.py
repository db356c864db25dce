import pytest

from footnote.shared.verification.denied import other_object, same_alternative, stopped_things
from footnote.shared.verification.judge import judge
from footnote.shared.verification.negation import negation_flip
from footnote.shared.verification.words import content

SOURCE = "Pupils from other schools use the library but not the archive, because the archive needs a pass that " \
         "visitors cannot get."


@pytest.mark.parametrize("claim, flip", [
    ("Pupils from other schools use the library without using the archive.", None),  # one denial, read wide
    ("Visitors cannot get the pass the archive needs, so it is closed to them.", None),
    ("Visitors cannot get the pass the archive needs, so it does not open to them.", None),  # "it" = the archive
    ("The archive is excluded for pupils from other schools.", None),  # a verb of leaving out denies it too
    ("Pupils from other schools use the archive.", "the source negates what the claim affirms"),
    ("Pupils from other schools do not use the library.", "the claim negates what the source affirms"),
    ("Pupils from other schools use the archive but not the library.", "swapped"),
])
def test_a_denial_said_in_other_words_is_the_same_denial(claim, flip):
    assert negation_flip(claim, SOURCE, SOURCE) == flip


def test_too_weak_to_do_a_thing_is_not_doing_it():
    ev = "The old dog, now too weak to climb the stairs, sleeps by the kitchen door."
    assert judge("The dog can no longer climb the stairs and sleeps by the kitchen door.", ev).verdict == "supported"
    assert judge("The old dog climbs the stairs to sleep.", ev).verdict == "contradicted"
    # "not too hard to learn" says it can be learned
    assert judge("The dance can be learned.", "The dance is not too hard to learn.").verdict != "contradicted"


def test_rather_than_simply_doing_a_thing_denies_doing_it():
    ev = "Close the report with a recommendation that follows from the findings rather than simply listing them again."
    assert judge("Close the report by listing the findings again.", ev).verdict == "contradicted"


def test_a_negation_read_through_a_possessive_meets_the_sources():
    ev = "Drivers rated their shifts no harder on the new timetable, although the logs showed longer hours."
    claim = "Drivers did not find their shifts harder on the new timetable, but the logs showed longer hours."
    assert judge(claim, ev).verdict != "contradicted"


def test_leaving_a_thing_out_until_later_is_doing_it_only_after():
    ev = "Add the salt only after the water boils."
    assert judge("Leave the salt out until the water boils.", ev).verdict == "supported"
    assert judge("Add the salt until the water boils.", ev).verdict == "contradicted"


def test_a_preference_turned_round():
    from footnote.shared.verification.preference import preference_flip

    span = "Cycle to work rather than driving when the weather allows."
    assert preference_flip("Drive to work rather than cycling.", span)
    assert preference_flip("Cycle to work instead of driving.", span) is None
    assert preference_flip("Cycle to work when the weather allows.", span) is None  # no preference stated


def test_a_person_denied_by_pronoun_is_the_one_named_before():
    ev = "Marta trains with the coach for a year. When the club picks Ines instead of her, she moves to Lyon."
    assert judge("After the club picks Ines rather than Marta, Marta moves to Lyon.", ev).verdict != "contradicted"
    # the name in the pronoun's own sentence is not who it stands for
    assert judge("The club picks Marta rather than Ines.", ev).verdict == "contradicted"


def test_a_question_word_is_not_what_a_negation_denies():
    ev = "Read the letter aloud, so you hear what it says rather than what you hoped it said."
    assert judge("Read the letter aloud so that you hear what it says.", ev).verdict != "contradicted"


def test_what_happens_otherwise_happens_without_the_condition():
    ev = "Add --dry-run to list the changes; otherwise every matching file is deleted."
    assert judge("Without --dry-run, every matching file is deleted.", ev).verdict == "supported"
    assert judge("Add --dry-run to delete every matching file.", ev).verdict == "contradicted"
    assert judge("Add --dry-run to list the changes.", ev).verdict == "supported"
    # an instruction's "otherwise" still leaves a claim that denies the instruction contradicted
    ev = "Water the seedlings only in the morning, otherwise the leaves scorch."
    assert judge("Don't water the seedlings in the morning.", ev).verdict == "contradicted"


def test_a_negation_and_an_opposite_in_two_sentences_do_not_cancel():
    ev = "Start each meeting with the agenda. Keep notes short, and do not assign new tasks in the closing minutes."
    assert judge("End each meeting by assigning new tasks.", ev).verdict == "contradicted"
    assert judge("Do not assign new tasks in the closing minutes of a meeting.", ev).verdict == "supported"


def test_a_word_with_its_own_negation_says_the_sources_without():
    ev = "Plots with hedges lost less soil in storms than plots without hedges."
    assert judge("Hedged plots lost less soil in storms than hedgeless plots.", ev).verdict != "contradicted"


def test_no_thing_is_done_denies_the_doing():
    ev = "Enable the write-ahead log so that no committed row is lost if the server crashes."
    assert judge("With the write-ahead log on, committed rows survive a server crash.", ev,
                 similarity=0.8).verdict != "contradicted"
    assert judge("Enable the write-ahead log so that committed rows are lost if the server crashes.",
                 ev).verdict == "contradicted"


def test_without_one_denies_the_thing_named_before():
    ev = "Homes with a heat pump used about a third less gas than homes without one."
    assert judge("Homes without a heat pump used more gas.", ev).verdict != "contradicted"
    assert judge("Homes without a heat pump used less gas.", ev).verdict == "contradicted"
    # "one" here stands for a thing: a claim's "one" is not what the source denies
    assert judge("Homes with a heat pump used about one third less gas.", ev).verdict != "contradicted"


def test_a_negated_passive_in_a_relative_clause_ends_its_scope():
    ev = "Rows are validated on import. A row that cannot be parsed is logged rather than stopping the import."
    assert judge("A row that cannot be parsed stops the import.", ev).verdict == "contradicted"
    assert judge("A row that cannot be parsed does not stop the import.", ev).verdict != "contradicted"


def test_one_event_said_from_its_other_end():
    ev = "The warning never reaches the pilot, who lands on the closed runway."
    assert judge("The pilot receives the warning.", ev).verdict == "contradicted"
    assert judge("The pilot never receives the warning.", ev).verdict != "contradicted"


def test_a_settings_colon_is_no_clause_break():
    ev = "Failed uploads are retried twice. Buckets marked versioning: off are never retried."
    assert judge("Buckets marked versioning: off are retried twice.", ev).verdict == "contradicted"


def test_saw_no_benefit_and_no_benefit_was_seen_deny_one_thing():
    ev = "Plots given at least 20 kg of compost yielded more than untreated plots; below 20 kg, no gain was seen."
    assert negation_flip("Below 20 kg, the trial saw no gain.", ev) is None
    assert negation_flip("Below 20 kg, the trial saw a gain.", ev) == "the source negates what the claim affirms"


def test_with_no_x_ends_at_its_noun_phrase():
    ev = "Files are deleted after 30 days. Files with no owner set are deleted only if the purge flag is on."
    assert judge("Files with no owner set are never deleted, whatever the purge flag.", ev).verdict == "contradicted"
    assert judge("Files without an owner are only deleted when the purge flag is on.", ev,
                 similarity=0.85).verdict != "contradicted"


def test_a_negated_word_said_plainly_in_other_words():
    from footnote.shared.verification.judge import judge

    ev = "In the cohort, night shifts were not associated with weight gain over five years."
    assert judge("Night shifts were linked to weight gain over five years.", ev).verdict == "contradicted"
    assert judge("Night shifts were not linked to weight gain over five years.", ev).verdict == "supported"
    ev = "In the cohort, night shifts were associated with weight gain over five years."
    assert judge("Night shifts were not linked to weight gain over five years.", ev).verdict == "contradicted"


def test_a_word_one_clause_denies_and_another_affirms_in_more_of_the_claims_words():
    ev = ("In summer pasture, cows take in fresh grass and give rich milk; the rich milk's fat comes from body "
          "reserves, not from the grass.")
    assert judge("In summer pasture cows eat fresh grass and produce rich milk.", ev).verdict == "supported"
    assert judge("The rich milk's fat comes from the grass.", ev).verdict == "contradicted"


def test_not_done_for_a_time_is_that_time_after_it_was_last_done():
    ev = "The sweeper archives a ticket 14 days after it was last updated."
    assert judge("Tickets not updated for 14 days are archived by the sweeper.", ev).verdict == "supported"
    assert judge("Tickets not updated for 30 days are archived by the sweeper.", ev).verdict != "supported"


def test_a_negated_phrasal_verb_denies_the_word_it_means():
    ev = "Reads can be sent to replicas, which may lag by a few seconds."
    assert judge("Replicas never fall behind.", ev).verdict == "contradicted"
    assert judge("Replicas can fall a few seconds behind.", ev).verdict == "supported"


def test_what_matters_more_than_another_is_a_preference():
    ev = "In Mozart, start the trill on the upper note and keep it even rather than fast."
    assert judge("An even trill matters more than a fast one in Mozart.", ev).verdict == "supported"
    assert judge("A fast trill matters more than an even one in Mozart.", ev).verdict == "contradicted"


def test_words_of_change_deny_and_affirm_each_other():
    ev = "Noise did not change how much the mice ate."
    assert judge("The amount the mice ate was unaffected by noise.", ev).verdict == "supported"
    assert judge("Noise did not affect how much the mice ate.", ev).verdict == "supported"
    assert judge("The amount the mice ate was affected by noise.", ev).verdict == "contradicted"


def test_without_a_flag_is_what_unless_the_flag_says():
    ev = "Deleting a backup cannot be undone, so the tool asks for confirmation unless --yes is given."
    assert judge("Without --yes the tool asks you to confirm before it deletes a backup.", ev).verdict == "supported"
    assert judge("Without --yes the tool never asks you to confirm.", ev).verdict == "contradicted"


def test_a_negated_path_denies_where_it_goes():
    ev = "Rubato should borrow time and pay it back within the phrase, never across the bar line into the next phrase."
    assert judge("Rubato should borrow time and pay it back in the next phrase.", ev).verdict == "contradicted"
    assert judge("Rubato should borrow time and pay it back within the phrase.", ev).verdict == "supported"


def test_disabling_or_stopping_something_from_happening_denies_it():
    ev = "Setting refresh_interval to -1 disables automatic refreshes."
    assert judge("With refresh_interval set to -1, the index is no longer refreshed automatically.", ev).verdict != (
        "contradicted")
    ev = "Rest the arm between passages to avoid tension building up."
    assert judge("Resting the arm between passages stops tension from accumulating.", ev).verdict != "contradicted"
    ev = "When sight-reading, keep going through mistakes rather than stopping to fix them."
    assert judge("When sight-reading, stop and fix each mistake before going on.", ev).verdict == "contradicted"


def test_letting_it_stiffen_affirms_what_not_rigid_denies():
    ev = "For fast octaves, drop from the forearm, and keep the hand shaped but not rigid."
    assert judge("Keep the hand in shape without letting it stiffen.", ev).verdict == "supported"
    assert judge("Keep the hand in shape and let it stiffen.", ev).verdict == "contradicted"


def test_ignoring_a_thing_is_going_without_it():
    from footnote.shared.verification.polarity import polarity

    ev = "Ignoring friction, a puck on the ice keeps its speed."
    assert polarity("Without friction, a puck on the ice keeps its speed.", ev) is None
    assert polarity("With friction, a puck on the ice keeps its speed.", "Without friction, a puck on the ice keeps "
                    "its speed.")


def test_a_negated_make_denies_what_it_makes():
    from footnote.shared.verification.negation import flipped

    ev = "With a longer commute, parking becomes more expensive for most staff."
    assert flipped("A longer commute does not make parking more expensive.", ev)[0]
    assert not any(flipped("A longer commute makes parking more expensive.", ev))


def test_stopping_someone_doing_a_thing_denies_it():
    from footnote.shared.verification.polarity import polarity

    ev = "The town built the dam to stop the river flooding the lower streets."
    assert polarity("The town built the dam to let the river flood the lower streets.", ev)
    assert polarity("The town built the dam to keep the river from flooding the lower streets.", ev) is None
    assert polarity("Stopping and restarting the pump is worse than a steady flow.",
                    "Stopping and restarting the pump is worse than a steady flow of water.") is None


def test_not_there_denies_being_there():
    from footnote.shared.verification.negation import _negated

    assert "hand" not in _negated("She tries to wash off blood that is not there from her hands.")
    assert "wash" in _negated("She does not wash her hands.")


def test_keep_going_says_do_not_stop():
    from footnote.shared.verification.polarity import polarity

    ev = "While practising the piece, keep going even after a wrong note."
    assert polarity("Stop and fix each wrong note while practising the piece.", ev)
    assert polarity("Do not stop for a wrong note while practising the piece.", ev) is None


def test_rather_than_negates_the_numbers_it_names_not_their_and():
    span = "Tune the lowest string to D rather than E, and play with fingers 2 and 3 rather than 3 and 4."
    assert negation_flip("Play with the second and third fingers.", span) is None
    assert negation_flip("Play with fingers 3 and 4.", span)


@pytest.mark.parametrize("claim, verdict", [
    ("Guests can delete bookings.", "contradicted"),  # "cannot change or delete": both are denied
    ("Guests can change bookings.", "contradicted"),
    ("Managers can delete bookings.", "supported"),
    ("Guests cannot delete bookings.", "supported"),
])
def test_a_negator_denies_both_words_joined_by_or(claim, verdict):
    span = "Guests can view and create bookings but cannot change or delete them; managers can delete any booking."
    assert judge(claim, span).verdict == verdict


def test_not_kept_with_a_thing_is_kept_separately_from_it():
    span = "Each tenant's keys are stored separately from the data they protect."
    assert negation_flip("The keys are not stored with the data they protect.", span) is None
    assert negation_flip("Keys are stored apart from the data.", "Keys are never stored with the data.") is None
    assert negation_flip("The keys are not stored at all.", span)


def test_without_a_thing_is_away_from_it():
    span = "Rehearse the speech away from the slides, then once with them."
    assert negation_flip("Rehearse the speech without the slides first.", span) is None
    assert judge("Rehearse the speech without the slides first.", span).verdict == "supported"
    span = "Keep the slides away from the handouts, and rehearse the speech with the slides."
    assert negation_flip("Rehearse the speech without the slides.", span)  # not what the source keeps away


def test_avoiding_a_thing_is_keeping_apart_from_it():
    span = "The new tenant arrives with her daughter and keeps apart from her neighbours."
    assert negation_flip("The tenant avoids the neighbours.", span) is None
    assert negation_flip("She avoided her neighbours.", "She stayed away from her neighbours all winter.") is None
    assert negation_flip("The tenant avoids her daughter.", span)  # not what the source keeps her apart from


def test_a_negation_reaches_through_each():
    span = "Breathe with each phrase, not with each bar."
    assert negation_flip("Breathe at every bar.", span)


def test_a_negation_ends_with_its_clause():
    span = "When it rains, some shoppers stay home instead, so sales in the market fall."
    assert negation_flip("When it rains, sales in the market fall.", span) is None


def test_keeping_a_thing_from_ever_happening_denies_it():
    span = "A lock file stops the installer from ever upgrading pinned packages."
    assert negation_flip("The installer never upgrades pinned packages.", span) is None
    assert negation_flip("The lock file keeps pinned packages from ever being upgraded.", span) is None
    assert judge("A lock file keeps pinned packages from ever being upgraded.",
                 "With a lock file, pinned packages are never upgraded.", similarity=0.8).verdict == "supported"
    span = "backup.keep_days sets how long backups are kept, in days; a value of 0 means backups never expire."
    assert judge("Setting backup.keep_days to 0 keeps backups from ever expiring.", span,
                 similarity=0.8).verdict == "supported"  # not "ever" against "never"


def test_the_only_clause_with_the_claims_word_reads_its_negation():
    span = ("session.timeout sets how long a login lasts, in minutes; a value of 0 means sessions never end. "
            "Other values are rounded up.")
    assert negation_flip("Setting session.timeout to 0 makes sessions end at once.", span) == \
        "the source negates what the claim affirms"
    assert negation_flip("A session.timeout of 0 means sessions never end.", span) is None


def test_a_lost_thing_is_described_not_left_out():
    span = "Extra practice helped the sight-readers, but coffee did not make up for lost practice time."
    assert negation_flip("Coffee made up for lost practice time.", span) == "the source negates what the claim affirms"


def test_a_negation_after_and_it_belongs_to_its_own_clause():
    span = "The glue sets within an hour at room temperature, and it cannot set below freezing at all."
    assert negation_flip("The glue sets in about an hour at room temperature.", span) is None
    assert negation_flip("The glue sets below freezing.", span) == "the source negates what the claim affirms"


def test_a_negation_in_a_relative_clause_ends_with_its_participle():
    span = "Old tokens stay valid for an hour; clients that have not refreshed by then will fail to connect."
    assert negation_flip("Clients that have not refreshed keep connecting after the hour.", span) == \
        "the source negates what the claim affirms"


def test_not_affecting_a_thing_is_that_thing_not_depending_on_it():
    span = "A bell's pitch depends on its size and its metal, but not on how hard it is struck."
    assert negation_flip("How hard a bell is struck does not affect its pitch.", span) is None
    assert negation_flip("The size of a bell does not affect its pitch.", span) == \
        "the claim negates what the source affirms"


def test_stopping_a_doing_negates_it():
    span = "When the disk is full, the logger stops writing new entries and raises an alert."
    assert negation_flip("When the disk is full, no new entries are written.", span) is None
    assert negation_flip("The logger keeps writing new entries when the disk is full.", span) == \
        "the source negates what the claim affirms"
    assert negation_flip("Halt writing new entries when the disk is full.", span) is None  # both negate
    assert negation_flip("The logger stops during the night.", "The logger runs during the night.") is None


def test_a_verb_done_again_in_another_clause_is_that_clauses():
    span = ("The uploader stops submitting new chunks once 8 are pending. Chunks that are never confirmed are "
            "resubmitted after a 60-second wait.")
    assert negation_flip("Unconfirmed chunks are submitted again after a 60-second wait.", span) is None


def test_one_denial_in_two_kindred_verbs():
    span = ("The damper lifts only the strings whose keys are held at that moment. Keys struck later are not "
            "sustained, so the earlier chord rings alone.")
    assert negation_flip("Keys struck later are not held.", span) is None
    assert negation_flip("The damper does not lift the strings whose keys are held.", span) is not None


def test_a_setting_turned_off_denies_its_words():
    span = "Retries are attempted only when net.allow_retries is false on the client; see the proxy settings."
    assert negation_flip("Retries are attempted only if retries are not allowed.", span) is None


def test_not_without_is_only_with():
    span = "Visitors needed a signed pass to enter the archive."
    assert negation_flip("Visitors could not enter the archive without a signed pass.", span) is None
    assert negation_flip("Visitors could not enter the archive.", span) is not None


def test_a_negation_in_the_group_compared_with_is_that_groups():
    span = ("Hedges within 20 metres of beehives set more fruit from the visits and flowered twice as long "
            "than hedges beside fields without beehives.")
    assert negation_flip("Hedges near beehives set more fruit thanks to the visits.", span) is None


def test_a_clause_about_there_is_about_the_place_before_it():
    span = ("A failed payment is retried three times. After the third failure it is moved to the review list, "
            "where it is kept for 30 days and can be approved by a clerk; it is never retried automatically from "
            "there.")
    assert negation_flip("Payments on the review list are retried automatically every day.", span) == \
        "the source negates what the claim affirms"


def test_no_thing_on_both_sides_is_one_denial():
    span = "Because the meteor burst high above the lake, no impact crater was left on the shore."
    assert negation_flip("No crater formed on the shore because the meteor burst in the air.", span) is None


def test_not_one_but_many_denies_the_count_not_the_things():
    span = "The archive is not one building but several, spread across the old town."
    assert negation_flip("The archive is several buildings across the old town.", span) is None
    assert negation_flip("The archive is a single building.", span) == "the source negates what the claim affirms"


def test_instead_of_a_pronoun_denies_no_preposition():
    span = "She wished that the statue would crack instead of him, and it did."
    assert negation_flip("Her wish was that the statue of him would crack.", span) is None


def test_a_status_named_not_something_denies_nothing():
    ev = ("Every file has a tag. A client that sends the tag back gets 304 Not Modified with no body when the file "
          "is unchanged, and the whole file with a new tag when it has changed.")
    assert judge("A changed file is sent whole along with a new tag.", ev, similarity=0.8).verdict == "supported"


def test_without_it_denies_the_thing_the_sentence_named_before():
    ev = ("Orders that carry a coupon code get the discount at once; orders without it are priced in full and "
          "ship later.")
    claim = "An order with no coupon code is priced in full and ships later."
    assert negation_flip(claim, ev) is None
    assert judge(claim, ev, similarity=0.75).verdict == "supported"
    # the rest of the claim is the clause that named the thing: a real flip
    assert negation_flip("Orders with no coupon code get the discount at once.", ev)


def test_not_until_the_same_time_in_other_verbs_is_one_statement():
    from footnote.shared.verification.denied import denied_until
    ev = ("In 1820 the mill owner gave his workers six new looms. The two who learned fastest were promoted, but the "
          "mill did not issue boots to all its workers until 1851.")
    claim = "Boots were not given to every worker at the mill until 1851."
    assert judge(claim, ev, similarity=0.7).verdict == "supported"
    assert denied_until(claim, ev, {"give"}) == {"give"}
    assert denied_until("Boots were not given to every worker until 1820.", ev, {"give"}) == set()


def test_a_word_affirmed_only_of_the_other_case_is_no_flip():
    ev = ("Passes can be renewed online; an expired pass keeps working for 3 days after renewal is due. A cancelled "
          "pass, by contrast, is blocked at once.")
    assert negation_flip("A cancelled pass stops working at once.", ev) is None
    assert negation_flip("An expired pass stops working at once.", ev)


def test_no_one_in_a_place_denies_the_verb_not_the_place():
    from footnote.shared.verification.negation import _negated
    from footnote.shared.verification.words import canon
    assert _negated("No one on deck stayed aboard.") == {canon("stayed")}
    ev = "The ferry capsized in the gale, and everyone on deck was swept away."
    assert negation_flip("No one on deck stayed dry.", ev) is None  # "deck" is where, not what is denied


def test_a_clause_that_stops_a_practice_denies_only_its_own_clause():
    ev = "Hum the melody while you practise the left hand, and stop humming once the line sings on its own."
    assert negation_flip("Hum the melody as you practise the left hand.", ev) is None
    assert negation_flip("Keep humming after the line sings on its own.", ev)


def test_not_just_one_thing_is_as_well_as_it():
    ev = "After a deploy, check the error logs, not just the dashboard, for new warnings."
    assert negation_flip("After a deploy, check the error logs as well as the dashboard.", ev) is None


def test_deprived_of_denies_like_without():
    ev = "Seedlings kept without light for a week grew pale and thin."
    assert negation_flip("Deprived of light for a week, seedlings grew pale and thin.", ev) is None
    assert negation_flip("Seedlings kept in light for a week grew pale and thin.", ev)


def test_non_runners_are_those_who_did_not_run():
    ev = "Volunteers who ran three times a week slept longer than non-runners."
    assert negation_flip("Volunteers who ran three times a week slept longer than those who did not run.", ev) is None


def test_fed_is_a_form_of_feed():
    from footnote.shared.verification.words import canon
    assert canon("fed") == canon("feed") and canon("fled") == canon("flee")
    ev = ("Chicks that fail to feed for a day can weaken, so older chicks share food. In the aviary, chicks were more "
          "likely to share with nest-mates that had fed them before.")
    assert judge("In the aviary, chicks tended to feed nest-mates that had fed them before.", ev,
                 similarity=0.8).verdict == "supported"


def test_neither_thing_is_lost_denies_the_losing():
    ev = "When a draft is edited on two laptops at once, both copies are kept, and the newer one is shown first."
    assert judge("If a draft is edited on two laptops at once, neither copy is lost.", ev,
                 similarity=0.85).verdict == "supported"
    assert judge("If a draft is edited on two laptops at once, neither copy is kept.", ev,
                 similarity=0.85).verdict == "contradicted"


def test_waiting_until_is_not_doing_before_then():
    ev = "Refunds cannot be issued until the goods are back in the warehouse."
    assert judge("Refunds have to wait until the goods are back in the warehouse.", ev, similarity=0.85).verdict \
        == "supported"
    assert judge("Refunds are issued only once the goods are back in the warehouse.", ev, similarity=0.85).verdict \
        == "supported"
    assert judge("Refunds are issued before the goods are back in the warehouse.", ev, similarity=0.85).verdict \
        != "supported"


def test_no_other_says_only():
    ev = "Koalas are the only animals that feed almost entirely on eucalyptus leaves."
    assert judge("No other animal feeds almost entirely on eucalyptus leaves as koalas do.", ev,
                 similarity=0.8).verdict == "supported"
    assert judge("Koalas do not feed on eucalyptus leaves.", ev, similarity=0.8).verdict == "contradicted"


def test_nothing_but_says_only():
    ev = "When the tide went out, only a broken oar was found on the sand."
    assert judge("Nothing was found on the sand but a broken oar.", ev, similarity=0.85).verdict == "supported"
    assert judge("Nothing was found on the sand.", ev, similarity=0.85).verdict != "supported"


def test_a_clause_that_acts_on_it_speaks_of_the_clause_befores_subject():
    ev = "The last chord of a phrase should settle the cadence, so play it gently rather than with an accent."
    assert judge("Accent the last chord so that it stands out from the cadence.", ev,
                 similarity=0.85).verdict == "contradicted"


def test_a_not_b_denies_b_only_the_claims_deed():
    ev = "In emperor penguins it is the father that incubates the egg: the mother passes it to him and returns to sea."
    assert judge("Emperor penguin fathers, not mothers, incubate the egg.", ev, similarity=0.85).verdict == "supported"
    ev = "In this species both the mother and the father incubate the egg in turns."
    assert judge("Fathers, not mothers, incubate the egg.", ev, similarity=0.85).verdict == "contradicted"


def test_updating_is_changing():
    ev = "Renaming a folder later does not change links already shared from it; only new links use the new name."
    assert judge("Renaming a folder updates every link already shared from it.", ev, similarity=0.8).verdict \
        == "contradicted"
    assert judge("Links already shared from a folder are not updated when it is renamed.", ev,
                 similarity=0.8).verdict == "supported"


def test_without_his_knowledge_denies_knowingly():
    ev = "The guard drank the wine, which had been drugged without his knowledge, and slept through the night."
    assert judge("The guard knowingly drank drugged wine.", ev, similarity=0.8).verdict == "contradicted"
    assert judge("The guard drank wine that had been drugged unknowingly.", ev, similarity=0.8).verdict \
        != "contradicted"


def test_a_verb_of_nothing_is_denied():
    ev = "When the queue is full, a new upload replaces nothing, and you are asked to cancel one first."
    assert judge("When the queue is full, a new upload replaces the first waiting file.", ev, similarity=0.8).verdict \
        == "contradicted"
    assert judge("A new upload replaces nothing when the queue is full.", ev, similarity=0.8).verdict == "supported"
    ev = "Pupils who read daily scored higher than those who read none."
    assert judge("Pupils who read daily scored higher.", ev, similarity=0.8).verdict == "supported"


def test_a_deed_done_to_no_thing_is_denied():
    ev = "The garrison lost no guns in the long retreat across the frozen river."
    assert judge("No gun was lost by the garrison in the retreat.", ev, similarity=0.8).verdict == "supported"
    ev = "The client retries a failed call at most three times."
    assert judge("A failed call is retried no more than three times.", ev, similarity=0.8).verdict == "supported"


def test_no_two_alike_denies_the_sameness():
    ev = "Each snowflake grows in its own air, so two flakes from one storm never look exactly alike."
    assert judge("No two flakes from one storm are identical.", ev, similarity=0.8).verdict != "contradicted"
    assert judge("Two flakes from one storm always look exactly alike.", ev, similarity=0.8).verdict != "supported"


def test_kept_from_doing_what_an_interruption_stopped():
    ev = "She began painting the mural at dawn, until a storm interrupted her for most of the day."
    assert judge("A storm kept her from painting for most of the day.", ev, similarity=0.8).verdict == "supported"
    ev = "She began painting the mural at dawn and worked without a pause until dusk."
    assert judge("A storm kept her from painting the mural.", ev, similarity=0.8).verdict == "contradicted"


def test_not_until_reaches_past_the_object():
    ev = "The council did not close the old bridge to traffic until two years after the first crack appeared."
    assert judge("The old bridge was closed to traffic two years after the first crack appeared.", ev,
                 similarity=0.8).verdict == "supported"


def test_blocked_and_swore_off_deny_what_the_other_side_says_cannot_be_done():
    ev = "Once the quota is used up, members cannot post new messages until the month ends."
    assert negation_flip("Once the quota is used up, posting new messages is blocked.", ev) is None
    ev2 = "After the trial he swore off gambling for ten years."
    assert negation_flip("After the trial he vowed not to gamble for ten years.", ev2) is None
    ev3 = "A stalled upload is retried in the background rather than blocking the queue."
    assert negation_flip("A stalled upload blocks the queue until it finishes.", ev3) is not None


def test_instead_of_someone_the_source_named_before_its_bare_instead():
    ev = "The captain hoped to lead the expedition, but the board changed its mind and Dr Hale led it instead."
    assert negation_flip("Dr Hale led the expedition instead of the captain.", ev) is None
    assert negation_flip("Dr Hale led the expedition instead of the captain.",
                         "The captain hoped to lead the expedition, and Dr Hale led it.") is not None


def test_not_in_a_feature_name_denies_nothing():
    ev = "Quiet Hours mutes every banner you get. Alarms are never muted, and Do Not Track stays on."
    assert negation_flip("Do Not Track also mutes alarms.", ev) is not None
    assert negation_flip("Do Not Track stays on.", ev) is None
    assert negation_flip("Do Not Disturb also silences alarms.", "Alarms are never silenced by Do Not Disturb.") \
        is not None


def test_no_things_found_is_the_same_denial_as_no_things_recorded():
    ev = "Across the four sites, no new nesting pairs were recorded in the following spring."
    assert negation_flip("No new nesting pairs at the sites were found that spring.", ev) is None
    assert negation_flip("New nesting pairs at the sites were found that spring.", ev) is not None


def test_a_verb_after_you_stands_as_the_clause_where_you_do_it():
    ev = "When you start a project, everyone you add gets the same role. People with the editor role can upload " \
         "and rename files but cannot add others."
    assert negation_flip("All the people you add to a project get one role.", ev, ev) is None
    assert negation_flip("People with the editor role can add others.", ev, ev) is not None


def test_doing_without_the_condition_the_source_names_is_denied():
    ev = "Guests can view the album but cannot upload photos unless the host allows it."
    assert negation_flip("Guests can upload photos without the host's approval.", ev, ev) is not None
    assert negation_flip("Guests can upload photos once the host allows it.", ev, ev) is None


def test_stopped_doing_it_where_the_doings_stopped():
    ev = "Once the fences went up, raids on the orchards fell sharply, and poachings of deer stopped."
    assert negation_flip("Once the fences went up, people stopped poaching deer.", ev, ev) is None
    assert negation_flip("Once the fences went up, people kept poaching deer.",
                         "Once the fences went up, people stopped poaching deer.") is not None


def test_a_thing_denied_in_passing_and_affirmed_again_later():
    ev = "The guild made oak, not pine, the wood for its chairs, with pine kept for the crates sent abroad."
    assert negation_flip("Pine was kept for the crates sent abroad.", ev, ev) is None
    assert negation_flip("The guild made pine the wood for its chairs.", ev, ev) is not None


def test_rejecting_an_idea_denies_it_as_rather_than_does():
    ev = "The surveyors argued that the river had cut the gorge slowly, rather than an earthquake splitting the rock."
    assert negation_flip("They rejected the idea that an earthquake split the rock.", ev, ev) is None
    assert negation_flip("They argued that an earthquake split the rock.", ev, ev) is not None
    assert negation_flip("Rejected samples were sent back to the surveyors.",
                         "Rejected samples were not sent back to the surveyors.") is not None


def test_cannot_turn_it_off_leaves_it_on():
    ev = "The vault door locks at six each evening. Guards can delay it but cannot turn the lock off."
    assert negation_flip("The vault door does not lock at six.", ev, ev) is not None
    assert negation_flip("Guards cannot switch the lock off.", ev, ev) is None


def test_a_change_said_plainly_in_the_clause_the_claim_is_about():
    ev = "The guide says that a path which alters when it finds the river altered is not a path. A true path " \
         "is a fixed mark that is never moved, and it does not change with the seasons."
    assert negation_flip("A path that changes when the river changes is not a real path, the guide says.", ev,
                         ev) is None
    assert negation_flip("The guide says a true path changes with the seasons.", ev, ev) is not None


def test_the_alternative_to_the_same_thing_is_one_denial_in_two_words():
    evidence = ("Early mapmakers copied coastlines from older charts rather than surveys, so many coasts were drawn "
                "wrongly until careful measurements of the shore were made.")
    # "charts instead of measurements" denies what "charts rather than surveys" denies
    assert judge("Mapmakers took coastlines from older charts instead of measurements.", evidence,
                 similarity=0.8).verdict == "supported"
    assert judge("Mapmakers took coastlines from careful measurements instead of older charts.", evidence,
                 similarity=0.8).verdict == "contradicted"
    assert same_alternative("dissecting apes instead of humans", "dissected apes rather than people") == {"human"}
    assert same_alternative("dissecting apes instead of humans", "dissected monkeys rather than people") == set()


def test_a_deed_denied_of_another_object_is_not_the_claims_passive_denied():
    evidence = ("Recovery keys let you unlock the laptop when you cannot use your fingerprint reader. You receive "
                "four keys, and each works only once.")
    # "cannot use your fingerprint reader" denies using the reader, not using a key
    assert judge("You receive four keys, and each can be used one time.", evidence,
                 similarity=0.8).verdict == "supported"
    assert judge("The fingerprint reader can be used when the laptop is locked.", evidence,
                 similarity=0.8).verdict == "contradicted"
    assert other_object("each can be used once", "when you cannot use your phone") == {"use"}
    assert other_object("the phone can be used", "when you cannot use your phone") == set()


def test_a_thing_the_source_stops_is_denied_as_the_claims_no_denies_it():
    evidence = "Archiving a project stops its reminders but keeps the tasks visible to everyone on the team."
    assert judge("An archived project gives you no reminders.", evidence, similarity=0.8).verdict == "supported"
    assert stopped_things("no reminders", evidence, {"remind"}) == {"remind"}
    assert stopped_things("no tasks", evidence, {"task"}) == set()  # the tasks are kept, not stopped


def test_a_deed_the_claim_keeps_is_not_part_of_one_denial_of_both():
    span = "A removed member can no longer edit the board or invite guests, and nobody is told."
    assert negation_flip("A removed member can still edit the board but cannot invite guests.", span) == \
        "the source negates what the claim affirms"
    assert negation_flip("A removed member cannot invite guests.", span) is None
    span = "A muted user can no longer call you or send you files."
    assert negation_flip("A muted user can still call you but cannot send files.", span) == \
        "the source negates what the claim affirms"
    assert negation_flip("A muted user cannot send you files.", span) is None


def test_a_closing_none_denies_what_its_verb_was_said_to_act_on():
    span = ("Rubbing amber with wool produces a static charge. Rubbing glass with wool produced none, so the amber "
            "matters.")
    assert negation_flip("Rubbing glass with wool produced a strong charge.", span) == \
        "the source negates what the claim affirms"
    assert negation_flip("Rubbing glass with wool produced no charge.", span) is None
    assert negation_flip("Rubbing amber with wool produces a static charge.", span) is None
    span = "Members who swam twice a week slept better than those who swam none."
    assert negation_flip("Swimming twice a week went with better sleep.", span) is None  # a comparison's "none"


def test_one_thing_is_the_single_thing_the_source_denies():
    span = "The pump delivers water in short bursts rather than a single steady flow."
    assert negation_flip("The pump delivers water as one steady flow.", span) == \
        "the source negates what the claim affirms"
    assert negation_flip("The pump delivers water in short bursts, not one steady flow.", span) is None


def test_exempt_from_is_a_denial_and_more_than_at_passes_over():
    span = "Apps you pin to the dock are never archived."
    assert negation_flip("Pinned apps are exempt from archiving.", span) is None
    assert negation_flip("Pinned apps are archived.", span) is not None
    span = "Czerny's exercises train evenness and control rather than power."
    assert negation_flip("Czerny's exercises aim at evenness and control more than at power.", span) is None


def test_since_is_a_joining_word_not_a_thing_said():
    assert content("The painter envies the statues since they age.") == content("painter envies statues age")
    span = "The painter envies the statues because they can never grow old."
    assert judge("The painter envies the statues since they will never grow old.", span,
                 similarity=0.8).verdict == "supported"


def test_the_group_compared_with_and_a_clause_after_and_the_are_their_own_clauses():
    span = "Cooks who rested the dough for an hour baked taller loaves than those who baked without resting."
    assert negation_flip("Cooks who rested the dough baked taller loaves.", span) is None
    span = "Members use the shared storage, and the account locks after three days with no members signed in."
    assert negation_flip("Members who sign in use the shared storage.", span) is None


def test_more_a_thing_than_another_is_the_thing_rather_than_the_other():
    span = "In its first years the telescope was a curiosity rather than a research instrument."
    assert negation_flip("At first the telescope was more a curiosity than a research instrument.", span) is None
    assert negation_flip("At first the telescope was more a research instrument than a curiosity.", span) is not None


def test_except_what_the_source_includes_is_denied():
    span = "Reminders sound on every device you own, including your watch."
    assert negation_flip("Reminders sound on every device except your watch.", span) is not None
    assert negation_flip("Reminders sound on every device, your watch included.", span) is None


def test_a_noun_that_stops_is_denied_and_a_subject_that_stops_doing_is_not():
    span = "Vines climb as the sap rises, and growth stops when the sap dries up."
    assert negation_flip("When the sap dries up, the vines stop growing.", span) is None
    assert negation_flip("The vines keep growing after the sap dries up.", span) is not None
    span = "Rules run as their creator, and they stop running if that person leaves."
    assert negation_flip("If its creator leaves, a rule automation stops working.", span) is None


def test_stopping_at_a_number_denies_nothing():
    span = "Smart charging pauses at 80 percent overnight and finishes shortly before you wake."
    assert negation_flip("Overnight, smart charging stops at 80 percent for a while.", span) is None


def test_a_noun_that_ends_is_denied_like_one_that_stops():
    span = "Guests can stream to the speaker, and streaming stops at once if the host leaves the room."
    assert negation_flip("When the host leaves, streaming ends straight away.", span) is None
    assert negation_flip("Streaming continues after the host leaves the room.", span) is not None
    span = "The league was formed in 1920, soon after the Great Migration. Its first season starts in spring."
    assert negation_flip("The league was formed in 1920, soon after the Great Migration ended.", span) is None


def test_one_quality_more_than_another_puts_the_other_aside():
    span = "The coach's drills reward patience rather than quick reactions."
    assert negation_flip("The drills reward patience more than speed of reaction.", span) is None
    span = "Her warm-ups build endurance rather than strength."
    assert negation_flip("Her warm-ups build endurance more than strength.", span) is None
    assert negation_flip("Her warm-ups build strength more than endurance.", span) is not None


def test_despising_is_the_opposite_of_loving():
    ev = "The old captain, adored by the villagers, sails out every morning."
    assert judge("The villagers despise the old captain.", ev).verdict == "contradicted"


def test_without_two_things_of_two_words_denies_both():
    span = "The trail guide was printed without contour lines or grid references, so hikers navigate by landmarks."
    assert negation_flip("The trail guide shows precise grid references.", span) is not None
    assert negation_flip("The trail guide has no contour lines or grid references.", span) is None


def test_an_unless_condition_ends_where_another_clause_starts():
    ev = ("The log keeps the last 50 entries. Entries are archived at midnight unless you star them, and messages "
          "from blocked senders are never logged.")
    v = judge("Messages from blocked senders are logged.", ev, similarity=0.9)
    assert v.verdict == "contradicted" and v.checks == ("negation",)
    assert judge("Messages from blocked senders are never logged.", ev, similarity=0.9).verdict == "supported"


def test_a_denied_quality_graded_by_an_adverb_is_denied_with_it():
    ev = "Sales rose a little in the spring, though the rise was not statistically meaningful."
    assert judge("Sales rose meaningfully in the spring.", ev, similarity=0.9).verdict == "contradicted"
    assert judge("The spring rise in sales was not meaningful.", ev, similarity=0.9).verdict == "supported"


def test_without_letting_them_denies_what_they_would_do():
    ev = "The kiosk mode gives visitors a browser without letting them open settings on the tablet."
    v = judge("Visitors in kiosk mode can open settings on the tablet.", ev, similarity=0.9)
    assert v.verdict == "contradicted"


def test_a_denial_after_the_unless_condition_ends_is_not_conditioned_by_it():
    ev = "Notes sync every hour unless you archive them, and notes from archived folders are never printed."
    v = judge("Notes kept in an archived folder are printed.", ev, similarity=0.9)
    assert v.verdict == "contradicted"


def test_a_denial_across_a_short_aside():
    ev = "Homework in the first year does not, on most measures, improve later grades."
    assert negation_flip("Homework in the first year improves later grades.", ev)
    assert negation_flip("Homework in the first year does not improve later grades.", ev) is None


def test_ends_doing_is_doing_that_stops():
    ev = "Recording stops as soon as you close the lid."
    assert judge("Closing the lid ends recording.", ev, similarity=0.8).verdict == "supported"
    assert judge("Recording keeps going after you close the lid.", ev, similarity=0.8).verdict == "contradicted"


def test_avoided_by_someone_denies_nothing_of_them():
    ev = "Penniless after the trial, she is shunned by the town and leaves for the coast."
    assert negation_flip("After the trial she is avoided by the town.", ev) is None
    assert negation_flip("After the trial she avoids the town.", "After the trial she visits the town daily.")


def test_a_movement_that_ends_quietly_is_not_stopped():
    ev = "After a stormy climax the movement ends softly, fading into the low strings."
    assert negation_flip("The movement closes softly, fading into the low strings.", ev) is None
    assert negation_flip("Mirroring continues after the phone locks.", "Mirroring ends when the phone locks.")


def test_not_because_of_denies_the_reason_named_not_that_there_is_one():
    ev = "The bridge stayed up mainly because of its deep piers, not because of its steel cables."
    assert negation_flip("The bridge stayed up mainly because of its deep piers.", ev) is None
    assert judge("The bridge stayed up mainly because of its deep piers.", ev, similarity=0.8).verdict == "supported"
    assert negation_flip("The bridge stayed up mainly because of its steel cables.", ev) is not None


def test_not_when_denies_what_happens_then():
    ev = "Water the seedlings when the soil feels dry, not when the calendar says so."
    assert negation_flip("Water the seedlings when the soil feels dry rather than by the calendar.", ev) is None
    assert negation_flip("Water the seedlings as the calendar says.", ev) is not None


def test_no_before_a_noun_denies_nothing_of_the_next_clauses_verb():
    ev = "Solar lamps work without any wiring, though they are dimmer than mains lamps."
    claim = "Solar lamps have no wiring but are dimmer than mains lamps."
    assert negation_flip(claim, ev) is None
    assert judge(claim, ev, similarity=0.85).verdict == "supported"


def test_no_one_except_is_only_and_all_not_only_denies_nothing():
    ev = "The inspector checked every lift in the building, and it passed only the new one."
    assert judge("No lift in the building passed except the new one.", ev, similarity=0.85).verdict == "supported"
    ev = "The library now lends laptops to all students, not only those on bursaries."
    verdict = judge("The library lends laptops to every student, bursary or not.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    ev = "A good summary should explain the main idea, not merely list the details."
    assert judge("A good summary should list the details.", ev, similarity=0.85).verdict == "contradicted"


def test_a_denial_the_source_answers_in_a_sentence_closer_to_the_claim():
    ev = ("Most drivers did not notice the new sign. Drivers noticed it far more often when it was lit "
          "by a flashing amber lamp.")
    verdict = judge("Drivers noticed the new sign far more often when a flashing amber lamp lit it.", ev,
                    similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    assert judge("Most drivers noticed the new sign.", ev, similarity=0.85).verdict == "contradicted"


def test_not_noticing_the_change_is_no_denial_of_a_change():
    ev = ("Most viewers did not notice the change. Viewers noticed it far more often when the new actor was a "
          "different age.")
    for claim in ("The change was noticed far more often when the new actor was a different age.",
                  "Viewers noticed the change far more often when the new actor was a different age."):
        verdict = judge(claim, ev, similarity=0.85)
        assert verdict.verdict == "supported", verdict.reason


def test_the_other_side_of_a_comparison_is_not_the_claim_s_denial():
    ev = "Shoppers who were offered a free sample bought more jam than shoppers who were not offered one."
    verdict = judge("Shoppers offered a free sample bought more jam.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    ev = "Shoppers who were not offered a free sample bought less jam."
    assert judge("Shoppers offered a free sample bought less jam.", ev, similarity=0.85).verdict == "contradicted"


def test_a_thing_that_never_does_what_the_source_says_it_does():
    ev = "The wind-up car slows down when its spring is fully unwound; it is not a perpetual motion machine."
    claim = "The wind-up car is a perpetual motion machine that never slows down."
    assert judge(claim, ev, similarity=0.85).verdict == "contradicted"
    verdict = judge("The wind-up car is not a perpetual motion machine.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason


def test_a_negator_denies_every_item_of_its_list():
    ev = "Guests cannot smoke, cook, swim or fish at the lake, but they can still camp there."
    assert judge("Guests can swim at the lake but cannot smoke there.", ev, similarity=0.85).verdict == "contradicted"
    for claim in ("Guests cannot swim or fish at the lake.", "Guests cannot smoke at the lake."):
        verdict = judge(claim, ev, similarity=0.85)
        assert verdict.verdict == "supported", verdict.reason
    verdict = judge("Shape phrases with touch.", "Use no pedal, and shape phrases with touch.", similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason  # "no pedal, and ...": one thing, then a clause


def test_kept_from_doing_what_the_source_says_can_still_be_done():
    ev = "Guests cannot smoke, cook, swim or fish at the lake, but they can still camp there."
    assert judge("The rules prevent guests from camping at the lake.", ev, similarity=0.85).verdict == "contradicted"
    verdict = judge("Sunscreen prevents skin from burning.", "Sunscreen reduces burning of the skin.", similarity=0.85)
    assert verdict.verdict != "contradicted", verdict.reason


def test_stops_being_is_no_longer():
    ev = "When a river is dammed, the valley behind it ceases to be dry land."
    verdict = judge("Once the river is dammed, the valley stops being dry land.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    assert judge("Once the river is dammed, the valley stays dry land.", ev, similarity=0.85).verdict != "supported"



def test_too_dry_for_a_thing_to_happen_and_breaking_a_doing():
    ev = "The seeds stay dormant if the soil is too dry for the roots to grow."
    verdict = judge("In soil that is too dry, the roots cannot grow and the seeds stay dormant.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    ev = "Every night a bell rings in the tower to stop him sleeping too long."
    verdict = judge("A bell rings in the tower every night to interrupt his sleeping.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason


def test_a_denial_in_a_clause_that_says_the_claims_word_in_other_words_is_read():
    ev = ("In the story, the new owners Mr and Mrs Hale buy the haunted mill, spirits and all. The household "
          "refuses to be scared: they laugh at the moaning and sleep soundly.")
    found = judge("The Hale household are frightened of the spirits.", ev, similarity=0.8)
    assert found.verdict == "contradicted" and "refuses to be scared" in found.reason
    assert judge("The Hale household are not frightened of the spirits.", ev, similarity=0.8).verdict == "supported"


def test_a_denial_whose_deed_is_left_unsaid_denies_nothing_of_them():
    ev = "Toddlers keep touching the oven door, even when their parents ask them to keep away from it."
    assert judge("Toddlers touch the oven door even when asked not to.", ev, similarity=0.8).verdict == "supported"
    assert judge("Toddlers do not touch the oven door when asked.", ev, similarity=0.8).verdict == "contradicted"


def test_almost_none_left_is_what_using_nearly_all_leaves():
    ev = "The crew burned nearly all the fuel they carried on the climb out of the valley."
    assert judge("The climb left the crew with almost no fuel.", ev, similarity=0.8).verdict == "supported"
    assert judge("After the climb the crew had no fuel.", "The crew burned some of the fuel they carried on the "
                 "climb.", similarity=0.8).verdict != "supported"
