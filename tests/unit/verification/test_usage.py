"""How words and sentences are used, per WordNet (examples written for these tests, not the benchmark)."""

from footnote.shared.verification import usage
from footnote.shared.verification.judge import judge
from footnote.shared.verification.words import canon


def test_an_instruction_opens_with_a_verb_and_a_function_word():
    assert usage.instructs("Label the samples before freezing them.")
    assert usage.instructs("When the alarm sounds, leave the building by the stairs.")
    assert not usage.instructs("Nurses label the samples before freezing them.")
    assert not usage.instructs("Sample labels fade in the freezer.")  # "Sample" is a verb, "labels" no function word



def test_a_word_no_dictionary_knows_is_an_unknown_term():
    assert usage.unknown_terms("Run it with the --prune flag.", "Run the job nightly.", "") == ["--prune"]
    assert usage.unknown_terms("Run the job every night.", "Run the job nightly.", "") == []


def test_an_inflected_noun_used_as_a_verb_is_a_known_word():
    assert usage.unknown_terms("Prices plateaued in spring.", "Prices stopped rising in spring.", "") == []


def test_relative_pronouns_are_function_words():
    assert usage.unknown_terms("Patients whose pain eased slept longer.", "Patients slept longer once the pain eased.",
                               "") == []


def test_a_hyphenated_word_the_source_says_in_two_words_is_known():
    ev = "A limit can be set per user in the settings."
    assert usage.unknown_terms("A per-user limit is set in the settings.", ev, "") == []
    assert usage.unknown_terms("A per-tenant limit is set in the settings.", ev, "") == ["per-tenant"]


def test_contractions_are_function_words():
    assert usage.unknown_terms("Don't water the roses at noon.", "Water the roses in the evening.", "") == []


def test_a_setting_said_to_do_what_another_does():
    span = ("cache_size sets how many entries are kept. Set verify_ssl to true to check each certificate "
            "before connecting.")
    assert usage.other_setting("Set cache_size to true to check each certificate before connecting.", span) == (
        "cache_size", "verify_ssl")
    assert usage.other_setting("Set verify_ssl to true to check certificates before connecting.", span) is None


def test_a_fault_the_source_names_is_recommended_only_by_a_claim_that_recommends():
    span = "A job that runs longer than an hour is stopped with a timeout error instead of running forever."
    assert usage.warning_flip("A job running over an hour is stopped with a timeout.", span) is None
    assert usage.warning_flip("You should let a job run for longer than an hour.", span)


def test_keep_a_thing_so_carries_only_the_adjective():
    assert usage.light_verbs("Keep the bow arm loose.") == {"keep"}
    assert usage.light_verbs("Keep a steady beat.") == set()  # what is kept is the beat itself
    assert usage.light_verbs("The pool keeps at least 20 open connections.") == set()


def test_let_opens_an_instruction():
    assert usage.instructs("Let the elbow drop before the downbeat.")
    ev = "Keep the elbow still; an elbow that drops before the downbeat causes a late, heavy attack, a common fault."
    assert usage.warning_flip("Let the elbow drop before the downbeat for a clean attack.", ev) is not None


def test_keep_all_the_things_in_a_state_is_a_light_verb():
    assert "keep" in usage.light_verbs("A tempo that keeps all the strokes even.")


def test_anything_and_everyone_are_function_words_not_unknown_names():
    ev = "Only the last 30 backups are kept; older ones are deleted."
    assert usage.unknown_terms("Anything older than the last 30 backups is deleted.", ev, "") == []


def test_what_happens_unless_a_case_does_not_happen_with_it():
    ev = "Deleting a backup cannot be undone, so the tool asks for confirmation unless --yes is given."
    assert usage.unless_flip("With --yes the tool asks you to confirm before it deletes a backup.", ev)
    assert usage.unless_flip("Without --yes the tool asks you to confirm before it deletes a backup.", ev) is None
    ev = "The server listens on port 8080 unless the PORT environment variable is set."
    assert usage.unless_flip("If PORT is set, the server listens on port 8080.", ev)
    assert usage.unless_flip("When the PORT variable is set, the server listens on the port it names.", ev) is None


def test_letting_a_thing_change_is_a_light_verb():
    let = usage.canon("let")
    assert let in usage.light_verbs("Keep the hand in shape without letting it stiffen.")
    assert usage.light_verbs("Let the wrist rise.") == {let}
    assert usage.light_verbs("The teacher lets pupils leave early.") == set()


def test_stay_before_a_participle_only_carries_the_state():
    from footnote.shared.verification.usage import light_verbs

    assert "stay" in light_verbs("The lid should stay sealed during transport.")
    assert not light_verbs("The lid should stay on the jar.")


def test_costing_less_is_being_cheaper():
    from footnote.shared.verification.polarity import polarity

    ev = "Generic drugs are much cheaper than branded ones and work as well."
    assert usage.cost_said("Generic drugs cost far less than branded ones.", ev)[0]
    assert polarity("Generic drugs cost far less than branded ones.", ev) is None
    assert polarity("Generic drugs cost more than branded ones.", ev)


def test_dearer_said_as_costing_more():
    ev = "A sugar tax raises the shelf price of soft drinks, which costs shoppers more."
    assert usage.cost_said("A sugar tax makes soft drinks dearer.", ev)[0] == {"dearer"}
    assert usage.cost_said("A sugar tax makes soft drinks cheaper.", ev)[1]


def test_plenty_where_the_source_says_hardly_any():
    ev = "Add hardly any salt to the dough, or the yeast slows down."
    assert usage.quantity_flip("Add plenty of salt to the dough.", ev)
    assert usage.quantity_flip("Add very little salt to the dough.", ev) is None
    assert usage.quantity_flip("Add a little salt to the dough.", "Add lots of salt to the dough.") is None


def test_going_on_under_the_condition_the_source_stops_at():
    ev = "Warm up slowly, and stop running at once if your knee hurts."
    assert usage.stop_or_go_flip("Keep running even if your knee hurts.", ev)
    assert usage.stop_or_go_flip("If your knee hurts, stop running straight away.", ev) is None
    assert usage.stop_or_go_flip("Keep running even if it rains.", ev) is None


def test_a_path_of_one_part_is_a_term_the_source_must_name():
    span = "The probe requests /ready every 5 seconds and restarts the pod after three failures."
    assert usage.unknown_terms("The probe requests /live every 5 seconds.", span, "") == ["/live"]
    assert usage.unknown_terms("The probe requests /ready every 5 seconds.", span, "") == []


def test_a_harm_the_source_says_a_thing_causes_is_a_warning_against_it():
    from footnote.shared.verification.usage import warning_flip

    span = "Sit with the shoulders low; raised shoulders cause tension in the neck and arms."
    assert warning_flip("Raise the shoulders so the arms can reach further.", span)
    assert warning_flip("Raised shoulders cause tension in the neck.", span) is None


def test_ends_up_only_carries_the_state_after_it():
    assert usage.light_verbs("The dough ends up sticky in humid weather.")
    assert not usage.light_verbs("The concert ends at ten.")


def test_go_before_a_state_only_carries_it():
    assert canon("gone") in usage.light_verbs("The keys have gone missing again.")
    assert canon("went") in usage.light_verbs("The hall went quiet when she stood up.")
    assert not usage.light_verbs("He can go round the world in a month.")
    assert not usage.light_verbs("They went home after the match.")
    ev = "The search party looked for the missing climber until dark."
    assert judge("The search party looked for the climber who had gone missing.", ev,
                 similarity=0.8).verdict == "supported"


def test_losing_its_quality_is_a_fault_only_against_a_fault():
    span = "The march loses its drive when it is dragged."
    assert judge("Dragging the march spoils its drive.", span, similarity=0.8).verdict == "supported"
    assert usage.warning_flip("The file loses its tags when it is renamed.", "Renaming a file removes its tags.") \
        is None  # a plain loss against a plain removal


def test_a_large_share_where_the_source_gives_a_small_one():
    ev = "When the survey was sent, a small fraction of the parents replied within a week."
    claim = "Most of the parents replied to the survey within a week."
    assert usage.quantity_flip(claim, ev) is not None
    assert judge(claim, ev, similarity=0.85).verdict == "contradicted"
    assert usage.quantity_flip("Only a few of the parents replied within a week.", ev) is None


def test_most_without_of_against_a_minority():
    ev = "The club was asked about closing time. A minority of members want the bar to close at ten."
    for claim in ("Most members want the bar to close at ten.", "Most of the members want the bar to close at ten."):
        assert judge(claim, ev, similarity=0.85).verdict == "contradicted", claim
    verdict = judge("Some members want the bar to close at ten.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    ev = "Closing at ten is the most common request from members."
    verdict = judge("The most common request from members is closing at ten.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason


def test_plenty_of_a_thing_the_source_says_to_use_sparingly():
    ev = "Season the soup at the end, and use the salt sparingly so the herbs can be tasted."
    assert judge("Use plenty of salt so the herbs can be tasted.", ev, similarity=0.85).verdict == "contradicted"
    verdict = judge("Use only a little salt so the herbs can be tasted.", ev, similarity=0.85)
    assert verdict.verdict != "contradicted", verdict.reason



def test_most_against_only_one_in_ten():
    ev = "An audit of the school bikes found that only one in ten had working lights, mostly because of flat batteries."
    assert judge("Most of the school bikes had working lights.", ev, similarity=0.85).verdict == "contradicted"
    verdict = judge("One bike in ten had working lights.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason


def test_a_good_event_is_no_praise_of_a_way():
    ev = ("Coaches once noticed that players praised after an unusually good match usually played worse next time, "
          "and concluded that praise was harmful.")
    verdict = judge("Players praised for an unusually good match usually played worse next time.", ev,
                    similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason


def test_a_harm_done_is_a_fault_but_one_never_done_is_a_purpose():
    ev = "Keep the bow near the bridge; heavy bow pressure smudges the attack."
    assert usage.warning_flip("Too much bow pressure muddies the attack.", ev) is None
    ev2 = "Change the bow on the beat, so the line never smudges."
    assert usage.warning_flip("Change the bow on the beat to keep the line from smudging.", ev2) is None
    assert usage.warning_flip("A slack wrist is a mistake.", "Keep the wrist slack.")


def test_fewer_than_one_in_ten_against_most():
    ev = "Fewer than one in ten gardens in the survey had a pond, though most had a bird feeder."
    verdict = judge("Most gardens in the survey had a pond.", ev, similarity=0.85)
    assert verdict.verdict == "contradicted" and "Fewer than one in ten" in verdict.reason
