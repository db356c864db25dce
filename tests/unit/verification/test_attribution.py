"""Who the claim credits (``attribution``), on examples written for these tests, not the benchmark."""

from footnote.shared.verification.attribution import attribution_check


def test_a_persons_letter_says_what_the_person_says():

    ev = "The mayor, who never reads Clara's report warning of the flood, orders the dam opened."
    assert attribution_check("Clara warns of the flood in a report the mayor never reads.", ev, "") is None
    assert attribution_check("Clara warns of the flood.", "The mayor orders Clara's dam opened.", "")


def test_a_quantifier_before_a_verb_of_saying_is_no_name():

    ev = "Writes always go to the primary; reads can be sent to replicas."
    assert attribution_check("All writes are handled by the primary database.", ev, "") is None
    assert attribution_check("Both writes go to the primary.", ev, "") is None
    assert attribution_check("Hale writes that reads go to replicas.", ev, "")


def test_a_name_that_does_a_thing_saying_that_is_credited():
    ev = "Galileo kept teaching the moving Earth, saying that the tides proved it. Kepler blamed the Moon."
    assert attribution_check("Galileo argued that the tides proved the Earth moves.", ev, "") is None
    assert attribution_check("Kepler argued that the tides proved the Earth moves.", ev, "")


def test_a_name_that_proposes_or_concludes_it_is_credited():
    ev = "In 1859 Ruth Abel proposed that the glaciers had once reached the coast; Carr disagreed."
    assert attribution_check("Abel suggested that the glaciers once reached the coast.", ev, "") is None
    assert attribution_check("Carr suggested that the glaciers once reached the coast.", ev, "")
    ev = "From the tree rings Ruth Abel concluded that the drought lasted a decade."
    assert attribution_check("Abel argued that the drought lasted ten years.", ev, "") is None


def test_a_sentence_opening_with_a_doing_credits_no_one():
    ev = "Using the same finger for every note tires the hand, and the notes become uneven when repeated."
    assert attribution_check("Repeating notes with one finger makes them uneven.", ev, "") is None
    assert attribution_check("Browning notes that repeating tires the hand.", ev, "")  # a name, though a verb too


def test_claiming_to_be_somewhere_is_a_deed_not_a_finding():
    ev = "Reed leaves for the coast while pretending to be away in Paris."
    assert attribution_check("Reed claims to be away in Paris.", ev, "") is None
    assert attribution_check("Reed claims that the cook is guilty.", ev, "")


def test_writing_a_work_of_ones_own_is_a_deed_not_a_saying():
    span = "Czerny's etudes were written for his pupils, and many are still taught today."
    assert attribution_check("Czerny wrote his etudes for pupils.", span, "") is None
    assert attribution_check("Czerny wrote that etudes suit pupils.", span, "") is not None


def test_being_sure_and_having_taught_credit_the_person():
    span = "Dr Amari is sure that the tenant wants only the house, and Lena is taught by Amari that trust is earned."
    assert attribution_check("Dr Amari believes the tenant is after the house.", span, "") is None
    taught = "Lena is taught by Amari that trust is earned."
    assert attribution_check("Amari teaches Lena that trust is earned.", taught, "") is None


def test_a_person_who_discovers_or_learns_it_finds_it_out():
    ev = ("Marta hides the letters, but Tomas later discovers that she has kept them all; years after, he learns it "
          "was her mother who wrote them.")
    assert attribution_check("Tomas finds out that Marta has kept the letters.", ev, "") is None
    ev = "Marta hides the letters from Tomas."
    assert attribution_check("Tomas finds out that Marta has kept the letters.", ev, "")


def test_writing_a_work_the_source_calls_theirs_is_a_deed_not_a_saying():
    ev = "Grieg's Nocturne was composed in 1891, during a stay in the mountains."
    assert attribution_check("Grieg wrote the nocturne in 1891.", ev, "") is None
    ev = "The young Karl stages a play starring Lena, and the older writer mocks it."
    assert attribution_check("Lena writes the play that Karl stages.", ev, "") is not None


def test_wrote_it_names_a_work_not_a_saying():
    ev = "The March in D attributed to Haydn is in two parts. Its authorship is doubtful."
    assert attribution_check("It is doubtful that Haydn wrote it.", ev, "") is None
    assert attribution_check("Haydn wrote that the march is in two parts.", ev, "") is not None


def test_wrote_a_title_names_a_work():
    ev = "Moonlight Bay, written by Percy Wenrich with lyrics by Edward Madden in 1912, is sung in barbershop style."
    assert attribution_check("Percy Wenrich wrote Moonlight Bay in 1912.", ev, "") is None


def test_a_feature_that_warns_last_in_its_list_of_deeds():
    ev = "Inbox Guard scans each message, flags links it does not trust, and warns you before you open them."
    assert attribution_check("Inbox Guard warns you before you open links it does not trust.", ev, "") is None


def test_replying_alerting_and_documenting_credit_the_one_who_does_it():
    ev = ("Asked what he would do with the prize, Tom Bell replies that he would buy the mill. Nora Hale documented in "
          "1990 that the river had risen. Quiet Guard alerts you when a call comes in at night.")
    assert attribution_check("Tom Bell says he would buy the mill with the prize.", ev, "") is None
    assert attribution_check("Nora Hale showed in 1990 that the river had risen.", ev, "") is None
    assert attribution_check("Quiet Guard warns you when a call comes in at night.", ev, "") is None


def test_a_work_someone_wrote_in_a_year_is_theirs_not_a_saying():
    from footnote.shared.verification.judge import judge
    ev = "Kodaly's Children's Dances are a set of twelve short piano pieces, written in 1945 for young players."
    assert judge("The Children's Dances are twelve short pieces Kodaly wrote in 1945.", ev,
                 similarity=0.8).verdict == "supported"
    assert judge("Kodaly wrote in 1945 that the dances were easy.", ev, similarity=0.8).verdict != "supported"
