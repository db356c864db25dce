"""The judge on instructions, limits and roles (examples written for these tests, not the benchmark)."""

from footnote.shared.verification.judge import judge


def test_a_comparison_is_read_in_its_own_sentence():
    ev = ("Pupils who wrote by hand remembered more facts than pupils who typed. "
          "The benefit was greater when they drew diagrams than when they only copied sentences.")
    assert judge("Drawing diagrams gave a greater benefit than merely copying the facts.", ev).verdict == "supported"
    swapped = "The benefit was greater when they only copied sentences than when they drew diagrams."
    assert judge(swapped, ev).verdict == "contradicted"


def test_a_quality_is_said_by_its_value_and_by_a_stopword_form():
    # "evenness" by "even" (a stopword elsewhere), "speed" by "fast" (WordNet's attribute link)
    v = judge("Aim for evenness of the strokes, not speed.", "Keep the strokes even, not fast.")
    assert v.verdict == "supported" and v.scores["coverage"] == 0.75


def test_an_instruction_says_must_and_a_report_does_not():
    claim = "Keys must be rotated every ninety days."
    assert judge(claim, "Rotate the keys every ninety days.").verdict == "supported"
    ev = "If a key leaks, revoke it; otherwise, rotate the keys every ninety days."
    assert judge(claim, ev).verdict == "supported"
    assert judge(claim, "Teams rotate the keys every ninety days.").verdict == "partial"


def test_one_thing_is_said_by_a_single_thing_but_not_by_two():
    assert judge("The vaccine is given in one dose.", "The vaccine is given as a single dose.").verdict == "supported"
    two = judge("The vaccine is given in one dose.", "The vaccine is given as two doses, a dose a month apart.")
    assert two.verdict == "contradicted" and "2 dose" in two.reason


def test_a_superlative_names_a_limit():
    ev = "The maximum load on the shelf is 20 kg."
    assert judge("The shelf's largest load is 20 kg.", ev).verdict == "supported"
    assert judge("The shelf's smallest load is 20 kg.", ev).verdict == "contradicted"


def test_a_described_thing_that_trades_places_is_contradicted():
    ev = "The gardener lives in a small cottage beside the owner's manor."
    v = judge("The gardener lives in a large manor beside the owner's small cottage.", ev)
    assert v.verdict == "contradicted" and "'large'" in v.reason


def test_two_opposite_names_that_trade_places_are_a_swap():
    ev = ("Anna rents a flat beside her brother's shop on the North Side. "
          "Her aunt, who lives across the river on the South Side, visits on Sundays.")
    claim = "Her aunt lives on the North Side, across the river from her brother's shop on the South Side."
    v = judge(claim, ev)
    assert v.verdict == "contradicted" and "swaps" in v.reason
    assert judge("Her aunt lives across the river on the South Side.", ev).verdict == "supported"


def test_a_person_turned_into_a_modifier_of_another_person_is_a_substitution():
    ev = "Report the outage to the duty engineer."
    v = judge("Report the outage to the engineering director.", ev)
    assert v.verdict == "unsupported" and "'director'" in v.reason
    assert judge("Report the outage to the engineer on duty.", ev).verdict == "supported"


def test_instructions_are_steps_in_the_order_given():
    ev = "Drain the node. Upgrade the kernel on it. Reboot the machine."
    v = judge("Upgrade the kernel before draining the node.", ev)
    assert v.verdict == "contradicted" and "order" in v.reason
    assert judge("Drain the node before upgrading the kernel.", ev).verdict == "supported"


def test_a_loose_synonym_is_no_added_detail():
    ev = "Open with the question your report answers, not with a sweeping statement about all of the market."
    claim = "Start with the question the report answers, not with a broad claim about the whole market."
    assert judge(claim, ev, similarity=0.8).verdict == "supported"


def test_an_adverb_between_a_doer_and_the_verb_still_names_the_doer():
    ev = "At the inn, Lena greets the visitors, and Omar later serves them tea."
    v = judge("At the inn, Lena serves the visitors tea.", ev)
    assert v.verdict == "unsupported" and "Omar" in v.reason
    assert judge("At the inn, Omar later serves the visitors tea.", ev).verdict == "supported"


def test_staying_against_leaving_is_an_opposite():
    v = judge("The captain stays on the ship during the storm.", "The captain leaves the ship before the storm.")
    assert v.verdict == "contradicted" and "'stays'" in v.reason


def test_every_says_all_and_everywhere():
    assert judge("All requests are logged with the caller's address.",
                 "Every request is logged with its caller's address.").verdict == "supported"
    assert judge("The feature is disabled everywhere.", "The feature is disabled in every region.",
                 similarity=0.8).verdict == "supported"
    assert judge("The feature is disabled everywhere.", "The feature is disabled in some regions.",
                 similarity=0.8).verdict == "partial"


def test_a_name_and_its_adjective_are_one_name():
    ev = "The treaty opened Asian markets to British traders."
    assert judge("The treaty opened Asia's markets to British traders.", ev).verdict == "supported"
    assert judge("The treaty opened Asia's markets to French traders.", ev).verdict == "unsupported"


def test_a_rewording_in_near_words_is_supported_at_a_lower_similarity():
    ev = "A merge replaces the whole branch, so copy it to a new folder first and compare the files."
    claim = "Because a merge overwrites the entire branch, copy it to a fresh folder first and check the files."
    v = judge(claim, ev, similarity=0.65)
    assert v.verdict == "supported" and v.reason.startswith("a rewording")
    assert judge(claim, ev, similarity=0.5).verdict == "partial"


def test_a_closed_compound_is_said_by_its_two_words():
    ev = "Some patients walk in their sleep after taking the drug."
    assert judge("Patients sleepwalk on the drug.", ev).verdict == "supported"
    assert judge("The trainee keeps a notebook of every fault.",
                 "The trainee notes every fault in a small book.").verdict == "supported"


def test_preferring_what_the_source_passes_over_is_contradicted():
    ev = "Store the samples in the fridge rather than leaving them on the bench overnight."
    v = judge("Leave the samples on the bench overnight rather than storing them in the fridge.", ev)
    assert v.verdict == "contradicted" and "passes over" in v.reason
    same_way = judge("Keep the samples in the fridge instead of leaving them on the bench.", ev)
    assert same_way.verdict != "contradicted"


def test_a_change_by_a_small_amount_is_slight():
    ev = "Sales rose by less than 1 percent after the redesign."
    v = judge("Sales rose sharply after the redesign.", ev)
    assert v.verdict == "contradicted" and "'by less than 1 percent'" in v.reason  # quoted as the source says it
    assert judge("Sales rose slightly after the redesign.", ev).verdict == "supported"


def test_noon_is_midday_and_a_boy_is_a_child():
    assert judge("The market is busiest at noon.", "The market is busiest at midday.").verdict == "supported"
    v = judge("The market is busiest at midnight.", "The market is busiest at midday.")
    assert v.verdict == "contradicted" and "'midday'" in v.reason  # the source's own word
    ev = "The sailor, who ran away to sea as a boy, later warns young men about the sea."
    assert judge("The sailor ran away to sea when he was a child.", ev).verdict == "supported"


def test_a_participle_used_as_a_verb_is_no_substituted_thing():
    ev = "Each chapter opens with a summary that lists its three key terms."
    assert judge("Each chapter opens with a summary giving its three key terms.", ev).verdict == "supported"


def test_a_country_under_its_short_name_is_the_same_country():
    ev = "Both American and Canadian troops landed first."
    assert judge("Both US and Canadian troops landed first.", ev).verdict == "supported"
    assert judge("Both German and Canadian troops landed first.", ev).verdict == "unsupported"


def test_at_all_times_overgeneralises_and_says_so_in_the_claims_words():
    v = judge("Wear gloves at all times.", "Wear gloves while handling the samples.")
    assert v.verdict == "partial" and "'at all times'" in v.reason


def test_several_things_where_the_source_says_one_is_contradicted():
    v = judge("Each slide should carry several messages.", "Each slide should carry a single message.")
    assert v.verdict == "contradicted" and "'single message'" in v.reason
    # a source that speaks of both (a quotation of its own sentence) is not turned against itself
    ev = "Some reads map to multiple genes. Reads that map to single genes are counted once."
    assert judge("Some reads map to multiple genes.", ev).verdict == "supported"


def test_the_one_a_passive_acts_on_doing_it_to_the_doer_is_a_swap():
    ev = "Tom, adopted by Aunt Polly, grows up in the village."
    v = judge("Tom adopts Aunt Polly and grows up in the village.", ev)
    assert v.verdict == "contradicted" and "swaps who does what" in v.reason
    assert judge("Aunt Polly adopts Tom, who grows up in the village.", ev).verdict == "supported"


def test_numbers_moved_between_two_groups_are_contradicted():
    ev = "In cities, bus use grew by 12 percent. In villages, bus use grew by 3 percent."
    v = judge("Bus use grew by 12 percent in villages, and by 3 percent in cities.", ev)
    assert v.verdict == "contradicted" and "'villages'" in v.reason
    assert judge("Bus use grew by 12 percent in cities, and by 3 percent in villages.", ev).verdict == "supported"


def test_passing_against_failing_and_schoolchildren_as_children():
    v = judge("A release may ship even if the checks fail.", "Only ship a release after the checks pass.")
    assert v.verdict == "contradicted" and "'fail'" in v.reason
    ev = "Schoolchildren who read aloud each night slept better."
    v = judge("Adults who read aloud each night slept better.", ev)
    assert v.verdict == "unsupported" and "children" in v.reason


def test_minutes_a_day_is_a_rate_not_a_second_length():
    ev = "Readers who spent 20 minutes on the app each day improved."
    assert judge("Readers who spent 20 minutes a day on the app improved.", ev).verdict == "supported"


def test_twice_as_long_as_compares_like_longer_than():
    ev = "Tired drivers took twice as long to brake as rested drivers, in the simulator and on the road."
    v = judge("Rested drivers needed twice as long to stop the car as tired drivers.", ev)
    assert v.verdict == "contradicted" and "swaps" in v.reason


def test_come_back_and_go_back_both_say_return():
    ev = "If the pain returns, go back to the lighter weights."
    assert judge("When the pain comes back, return to the lighter weights.", ev).verdict == "supported"


def test_avoiding_is_said_by_a_negation():
    assert judge("Avoid watering at noon.", "Never water the seedlings at noon.").verdict == "supported"
    assert judge("Avoid watering at noon.", "Water the seedlings at noon.").verdict == "contradicted"


def test_a_year_from_another_clause_is_contradicted():
    ev = "Work on the dam began in 1931, but the dam first produced electricity for the city in 1936."
    v = judge("The dam first produced electricity for the city in 1931.", ev)
    assert v.verdict == "contradicted" and "1936" in v.reason
    assert judge("The dam first produced electricity for the city in 1936.", ev).verdict == "supported"


def test_a_name_in_a_place_it_fits_nowhere_else_in_the_source():
    ev = ("Sam Carver repairs boats in the harbour. Lonely and ignored, the boy learns to fish by quietly "
          "watching the Mendez brothers.")
    v = judge("The boy learns to fish by quietly watching the Carver brothers.", ev)
    assert v.verdict == "unsupported" and "Mendez" in v.reason
    assert judge("The boy learns to fish by quietly watching the Mendez brothers.", ev).verdict == "supported"


def test_a_comparison_across_caption_lines_is_one_sentence():
    """A transcript's unpunctuated run is cut into caption lines for quoting; a relation's two
    sides on two lines are still one sentence (a quotation of it was read as a swap)."""
    ev = ("and lastly remember that tone is a way\nof hearing as much as a way\nof touching if you listen to the\n"
          "sound in your head first")
    claim = ("lastly remember that tone is a way of hearing as much as a way of touching if you listen to the "
             "sound in your head")
    assert judge(claim, ev).verdict == "supported"


def test_a_conjunction_the_source_does_not_use_is_not_a_missing_word():
    ev = "Sales fell in the first quarter, but the company still hired twelve engineers."
    v = judge("Although sales fell in the first quarter, the company still hired twelve engineers.", ev)
    assert v.verdict == "supported" and v.scores["coverage"] == 1.0


def test_extra_things_are_the_other_ones():
    ev = "The file must have a header row with the columns email and role; other columns are ignored."
    assert judge("Extra columns are ignored.", ev, similarity=0.55).verdict == "supported"
    assert judge("Additional columns are ignored.", ev, similarity=0.55).verdict == "supported"


def test_the_old_ones_are_the_original_ones():
    ev = "Exported files keep their original names when the project is renamed."
    assert judge("Exported files keep the old names when the project is renamed.", ev, similarity=0.8).verdict \
        == "supported"
    assert judge("Exported files keep the old colours when the project is renamed.", ev, similarity=0.8).verdict \
        != "supported"
