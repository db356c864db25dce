"""Who does what and whose thing it is (examples written for these tests, not the benchmark)."""

from footnote.shared.verification import people
from footnote.shared.verification.judge import judge


def test_someone_else_doing_what_the_source_names_another_for_is_misattributed():
    ev = "After the flood the village was rebuilt by Anna Petrova, while her brother Ivan kept the mill running."
    assert people.other_agent("Ivan rebuilt the village after the flood.", ev) == ("Ivan", "Anna Petrova")
    assert judge("Ivan rebuilt the village after the flood.", ev).verdict != "supported"
    assert judge("Anna Petrova rebuilt the village after the flood.", ev).verdict == "supported"
    # a capital at the start of a sentence is no name: "Rivers" here is not a person
    ev2 = "Rivers drop sediment where the current slows, and deltas form at the mouth."
    assert judge("Sediment is dropped where a river's current slows.", ev2).verdict == "supported"


def test_someone_elses_thing_is_misattributed():
    ev = "Nansen's ship was frozen into the pack ice, while Amundsen's crew wintered on land."
    v = judge("Amundsen's ship was frozen into the pack ice.", ev)
    assert v.verdict == "unsupported" and "attribution" in v.checks
    assert judge("Nansen's ship was frozen into the pack ice.", ev).verdict == "supported"
    assert people.other_owner("The pack ice froze Nansen's ship.", ev) is None


def test_an_unmentioned_person_opening_the_claim_is_misattributed():
    ev = ("The crew waited out the storm in the harbour. Marta, the youngest deckhand on the boat, "
          "repairs the torn sail before dawn.")
    assert people.stranger_agent("Tomas repairs the torn sail before dawn.", ev) == ("Tomas", "Marta")
    assert judge("Tomas repairs the torn sail before dawn.", ev).verdict == "unsupported"
    assert judge("Marta repairs the torn sail before dawn.", ev).verdict == "supported"
    # a description of the person is not someone else
    assert people.stranger_agent("The deckhand repairs the torn sail before dawn.", ev) is None


def test_a_name_put_in_the_place_of_another_named_person_is_misattributed():
    ev = "Ada and Boris rent a flat near the station, where Boris keeps his bicycle in the hall."
    assert people.other_name_in_place("Ada and Boris rent a flat near the station, where Ada keeps her bicycle "
                                      "in the hall.", ev) == ("Ada", "Boris")
    assert judge("Near the station, Ada keeps her bicycle in the hall.", ev).verdict != "supported"
    assert judge("Boris keeps his bicycle in the hall of the flat near the station.", ev).verdict == "supported"


def test_the_person_a_relative_clause_names_is_the_doer():
    ev = "The letters were found in 1952. Ellen, who edits the collection, dates them to the 1840s."
    assert people.stranger_agent("Margaret edits the collection of letters.", ev) == ("Margaret", "Ellen")


def test_a_described_name_the_source_never_mentions_is_misattributed_even_when_it_is_a_word():
    ev = "The village kept two dogs. Biscuit, the oldest dog in the village, is buried under the oak when he dies."
    assert people.stranger_agent("Mercury, the oldest dog in the village, is buried under the oak.", ev) == (
        "Mercury", "Biscuit")


def test_names_of_more_than_one_word_are_compared_whole():
    ev = "The Northern Railway built north from Leeds and the Eastern Railway built east from York."
    claim = "Building north from Leeds, the Northern Railway was joined by the Eastern Railway from York."
    assert people.other_name_in_place(claim, ev) is None
    ev2 = "Most of the Northern Railway's stations were designed by Anna Holt."
    assert people.other_owner("Most of the Eastern Railway's stations were designed by Anna Holt.", ev2) == (
        "Eastern Railway", "Northern Railway")
    assert people.other_owner("In Leeds the Northern Railway's stations were designed by Anna Holt.", ev2) is None


def test_a_passive_turned_round_names_both_sides():
    from footnote.shared.verification.people import turned_agent

    ev = "Mina, rescued by Captain Reyes, reaches the harbour at dawn."
    assert turned_agent("Mina rescues Captain Reyes at dawn.", ev) == ("Mina rescues Captain Reyes",
                                                                       "Mina rescued by Captain Reyes")
    assert turned_agent("Captain Reyes rescues Mina at dawn.", ev) is None


def test_a_passive_participle_after_a_comma_names_its_doer():
    ev = "Oliver, taken to London by Jack Dawkins, meets Fagin. Later Mr Brownlow looks after him."
    assert people.other_agent("Mr Brownlow takes Oliver to London.", ev) == ("Mr Brownlow", "Jack Dawkins")
    assert people.other_agent("Jack Dawkins takes Oliver to London.", ev) is None


def test_one_who_does_it_too_after_another_is_not_misattributed():
    ev = "At the games Norway won the most medals, followed by Germany."
    assert people.other_agent("Germany won fewer medals than Norway.", ev) is None
    ev = "At the games Norway won the most medals, ahead of Sweden."
    assert people.other_agent("Sweden won the most medals.", ev) == ("Sweden", "Norway")


def test_the_doer_after_a_who_clause_and_a_name_no_dictionary_knows():
    ev = "Ingrid keeps the lighthouse log. Rook, who hates the cold, lets the lamp go dark on the stormy night."
    assert people.other_agent("Ingrid lets the lamp go dark on the stormy night.", ev) == ("Ingrid", "Rook")
    assert people.other_agent("Rook lets the lamp go dark.", ev) is None


def test_a_person_doing_the_opposite_of_what_the_source_has_them_do():
    ev = "Tobias sells the farm to pay his debts, but Marta, hoping to keep it, refuses the offer."
    assert people.opposite_deed("Marta accepts the offer.", ev) == ("Marta accepts", "Marta refuses")
    assert people.opposite_deed("Marta refuses the offer.", ev) is None
    assert people.opposite_deed("Tobias accepts the offer.", ev) is None  # the source never has him refuse


def test_a_doer_before_an_auxiliary_and_a_name_followed_by_a_surname():
    ev = ("Tom Hagen runs the family's legal affairs. Sonny, who guards the house at night, is carrying the "
          "gun when the police arrive, but Fredo takes the blame.")
    assert people.other_agent("Tom is carrying the gun when the police arrive.", ev) == ("Tom", "Sonny")
    assert people.other_agent("Sonny is carrying the gun when the police arrive.", ev) is None
    # "Tom" is a word too, but "Tom Hagen" makes it a name
    assert people.other_agent("Tom takes the blame.", ev) == ("Tom", "Fredo")


def test_a_person_doing_what_the_source_does_to_their_own():
    ev = "Lost in the storm, the wolf attacks Ingrid's youngest goat before dawn."
    assert people.owner_as_doer("Ingrid attacks her youngest goat before dawn.", ev) == (
        "Ingrid attacks", "attacks Ingrid's")
    assert people.owner_as_doer("The wolf attacks Ingrid's goat.", ev) is None
    ev = "Ingrid attacks the wolf, which had attacked Ingrid's goat."
    assert people.owner_as_doer("Ingrid attacks the wolf.", ev) is None  # the source has her do it too


def test_a_cleft_names_its_doer():
    ev = "The town credits the mayor, but it is the clerk Ansel, whom nobody thanks, who quietly balanced the budget."
    assert people.other_agent("Mayor Bright quietly balanced the budget.", ev) is None  # not a name the source uses
    ev = "Rosa thanks Tomas, but it is Ansel, whom nobody thanks, who has quietly balanced the budget."
    assert people.other_agent("Tomas has quietly balanced the budget.", ev) == ("Tomas", "Ansel")
    assert people.other_agent("Ansel has quietly balanced the budget.", ev) is None


def test_a_time_word_opening_a_sentence_is_no_part_of_a_name():
    ev = "Mara builds the raft. Later Tomas's brother sinks it."
    assert people.other_owner("Tomas's brother sinks the raft.", ev) is None


def test_a_doer_named_in_a_relative_clause_is_the_one_the_source_has_do_it():
    ev = "Ishmael, who narrates, shares a bed at the inn with Queequeg."
    assert people.other_agent("Queequeg narrates the story from the inn.", ev) == ("Queequeg", "Ishmael")
    assert people.other_agent("Ishmael narrates the story from the inn.", ev) is None


def test_another_doing_to_someone_what_the_source_has_them_do_to_themselves():
    ev = "Cut off from school, the boy teaches himself Latin from his father's old grammar books."
    assert people.self_taught("His father teaches the boy Latin from old grammar books.", ev) == (
        "His father", "the boy himself")
    assert people.self_taught("The boy teaches himself Latin from old grammar books.", ev) is None
    assert people.self_taught("Nobody teaches the boy Latin; he learns it from old grammar books.", ev) is None


def test_a_titled_name_in_the_place_of_the_one_the_source_gives():
    ev = ("Emma supposes that Mr Elton admires Harriet and that he will propose to her. In truth the "
          "attention is meant for Emma herself, as Mr Knightley later sees.")
    assert people.other_name_in_place("The attention is meant for Miss Woodhouse, as Emma supposes.", ev) is None
    ev = ("Tom believes that Mrs Reed sent the parcel. In fact the parcel comes from Hartley, the gardener Tom "
          "once helped.")
    assert people.other_name_in_place("The parcel comes from Mrs Reed, as Tom believes.", ev) == ("Reed", "Hartley")
    assert judge("The parcel comes from Mrs Reed, as Tom believes.", ev).verdict == "unsupported"
    assert judge("The parcel really comes from Hartley, a gardener Tom once helped.", ev).verdict == "supported"


def test_a_doer_named_after_by_and_a_kinship_word():
    ev = "Duke Orsino, once lord of the valley, was betrayed by his cousin Malvo and exiled to the coast."
    verdict = judge("Orsino betrayed his cousin Malvo and exiled him.", ev)  # (round 163: read as the deed
    assert verdict.verdict == "contradicted" and "swaps who does what" in verdict.reason  # done by them to him)


def test_a_passive_doer_after_a_comma_and_no_of_ending_a_name():
    ev = ("Ruth, wrongly blamed for the fire by her cousin Agnes Moor, leaves the mill and lives alone. After "
          "Henry Vale burns the ledger, a stranger arrives at her door.")
    assert judge("Agnes Moor wrongly blames Ruth for the fire, and Ruth leaves the mill.", ev).verdict == "supported"
    assert people.other_agent("Ruth is wrongly blamed for the fire by Henry Vale.", ev) == ("Henry Vale", "Agnes Moor")


def test_a_described_name_of_two_words_the_source_says_is_no_stranger():
    from footnote.shared.verification.people import stranger_agent

    ev = "At Lowood Mr Brocklehurst humiliates Jane, but the teacher Miss Temple clears her name."
    assert stranger_agent("Miss Temple, a teacher, clears Jane of the charge against her.", ev) is None
    assert stranger_agent("Miss Scatcherd, a teacher, clears Jane of the charge against her.", ev) == (
        "Miss Scatcherd", "Miss Temple")


def test_the_next_verb_after_and_has_the_same_doer_but_not_inside_a_relative_clause():
    from footnote.shared.verification.people import stranger_agent

    ev = "The Soviet Union refused the aid and pressed its satellite states to refuse it too."
    assert stranger_agent("Britain pressed the Soviet satellite states to refuse the aid.", ev) == (
        "Britain", "Soviet Union")
    ev = "At Lowood, Jane befriends Helen Burns, who endures the cruelty and dies of consumption."
    claim = "Helen bears the cruelty of the school patiently and dies of consumption."
    assert judge(claim, ev).verdict != "unsupported"


def test_a_dictionary_word_doing_a_thing_to_his_own_is_a_name():
    ev = "Boxer works on without rest. Major leaves his farm to the animals."
    assert people.other_agent("Boxer leaves his farm to the animals.", ev) == ("Boxer", "Major")


def test_a_bare_person_noun_opening_a_sentence_is_a_name():
    ev = "Porter refuses to sign the lease and makes his tenant, Anna Weiss, pay a year upfront."
    assert people.other_agent("Anna Weiss refuses to sign the lease.", ev) == ("Anna Weiss", "Porter")


def test_the_claims_doer_does_a_kind_of_it_in_the_source():
    ev = "In the Senate, Brutus murders Caesar. Later, Octavius kills Cassius at Philippi."
    assert people.other_agent("Brutus kills Caesar in the Senate.", ev) is None
    assert people.other_agent("Cassius kills Caesar in the Senate.", ev) == ("Cassius", "Octavius")


def test_a_passive_turned_active_keeps_its_names_places():
    ev = "At the Senate, Caesar is stabbed by Brutus beside the statue of Pompey."
    assert people.other_name_in_place("Brutus stabs Caesar, who stands beside the statue of Pompey.", ev) is None


def test_a_described_doer_in_the_source_is_the_doer():
    ev = "Prospero, the old duke, raises a storm over the island, while Iago watches from the ship."
    assert people.other_agent("Iago raises a storm over the island.", ev) == ("Iago", "Prospero")


def test_a_month_is_no_name_in_a_names_place():
    ev = "The Soviet Union launched Luna, the first lunar probe, in September 1959."
    assert people.other_name_in_place("In September 1959 the Soviet Union put the first lunar probe, Luna, onto the "
                                      "Moon.", ev) is None


def test_a_name_opening_the_claim_in_the_place_of_another_name():
    span = ("Tom grows up on a farm and later meets Anna in the city. After the war Tom is imprisoned in the "
            "fortress until he gives up her name.")
    assert people.other_name_in_place("Anna is imprisoned in the fortress until she gives up his name.", span) == (
        "Anna", "Tom")
    assert people.other_name_in_place("Tom is imprisoned in the fortress until he gives up her name.", span) is None


def test_a_participle_after_the_doers_clause_is_the_doers():
    ev = ("Ahab chases the white whale for three days, and on the last day Ahab strikes it with his harpoon, "
          "cursing the whale to the end.")
    assert people.other_agent("Starbuck curses the whale to the end.", ev + " Starbuck begs him to turn back.") == \
        ("Starbuck", "Ahab")
    assert people.other_agent("Ahab curses the whale to the end.", ev + " Starbuck begs him to turn back.") is None
    ev = "Pliny the Younger, watching from across the bay, described the eruption in two letters."
    assert people.other_agent("Pliny the Younger watched the eruption from across the bay.", ev) is None


def test_a_doer_described_by_a_participle_phrase_before_the_verb():
    ev = "Nora, newly returned from Capri with her husband Torvald, hides the macaroons from him."
    assert people.other_agent("Torvald hides the macaroons.", ev) == ("Torvald", "Nora")
    assert people.other_agent("Nora hides the macaroons.", ev) is None


def test_a_place_and_its_people_are_one_name():
    ev = ("Stranded in Gondor, Arlen is welcomed by the king. He later defends the Gondorians against raiders "
          "from Mordane, but when he refuses to help conquer the Mordanians he is banished.")
    claim = "After refusing to help conquer Mordane's people, Arlen is banished."
    assert people.other_name_in_place(claim, ev) is None
    assert judge(claim, ev, similarity=0.75).verdict == "supported"


def test_a_name_of_two_letters_is_credited_like_any_other():
    ev = "Al moves to Leeds, where he meets Mr Crane, who mocks the cheap ballads he writes for money."
    assert judge("Mr Crane mocks the cheap ballads Al writes to earn money.", ev, similarity=0.77).verdict == \
        "supported"


def test_a_verb_in_s_that_is_mostly_a_noun_is_still_the_names_verb():
    ev = "Pip is taken in by Joe and later robbed on the road, but Molly is murdered by Orlick for warning Pip."
    assert people.other_agent("Joe murders Molly for warning Pip.", ev) == ("Joe", "Orlick")
    assert people.other_agent("Orlick murders Molly for warning Pip.", ev) is None


def test_a_base_verb_before_its_object_after_a_name_is_the_names_deed():
    ev = "Later Kit and Sam watch Black Ned murder the guard on the moor, and Old Pete is blamed until Kit speaks up."
    assert people.other_agent("Old Pete murders the guard on the moor.", ev) == ("Old Pete", "Black Ned")


def test_two_full_names_sharing_only_a_surname_are_two_people():
    ev = ("Henry Vane drew the plans for the canal but died before digging began. His widow Clara Vane saw the work "
          "through.")
    assert people.other_agent("Clara Vane drew the plans for the canal.", ev) == ("Clara Vane", "Henry Vane")
    assert people.other_agent("Henry Vane drew the plans for the canal.", ev) is None
    assert people.other_agent("Vane drew the plans for the canal.", ev) is None


def test_a_name_after_a_preposition_and_a_thing_that_was_found_do_nothing():
    ev = "The hoard was found in 1992 by two boys fishing near Hexham."
    assert people.other_agent("Two boys fishing near Hexham found the hoard in 1992.", ev) is None
    assert judge("Two boys fishing near Hexham found the hoard in 1992.", ev, similarity=0.9).verdict == "supported"


def test_a_second_passive_after_and_names_its_doer():
    ev = "Tarn, an orphan, is raised by the miners and sheltered by Old Greta the healer."
    assert people.other_agent("Wolf Hakon shelters Tarn.", ev + " Wolf Hakon hunts him.") == ("Wolf Hakon", "Old Greta")


def test_whose_gives_the_thing_to_the_name_before_it():
    ev = "The friends rescue Pike, whose love of gambling lands him in debt, with Moss's help."
    assert people.other_owner("Moss's love of gambling lands him in debt.", ev) == ("Moss", "Pike")
    assert people.other_owner("Pike's love of gambling lands him in debt.", ev) is None


def test_who_has_it_done_and_a_doer_after_the_and_an_adjective():
    ev = "Tom's greedy aunt Sarah has him robbed and left on the moor. Later Tom meets Jack Reed, a drover."
    assert people.other_agent("Jack Reed has Tom robbed and left on the moor.", ev) == ("Jack Reed", "Sarah")
    ev = "The pups flee to Greyholt, ruled by the cruel Captain Thorn, to find food."
    assert people.other_agent("Captain Ash rules Greyholt.", ev + " Captain Ash guards them.") == \
        ("Captain Ash", "Captain Thorn")


def test_a_sentence_opening_participle_names_its_doer():
    ev = ("Wilf hides in the orchard. Spotted by Mr MacAllister, he loses his cap, and that evening his aunt sends "
          "him to bed early.")
    verdict = judge("Wilf spots Mr MacAllister in the orchard.", ev, similarity=0.8)
    assert verdict.verdict == "unsupported" and "Mr MacAllister" in verdict.reason


def test_a_light_verb_is_the_deed_its_object_names():
    ev = ("Lady Ashworth makes her a maid and moves her to the cellar, where Ellen befriends Kit, the stable boy, and "
          "keeps writing to her brother.")
    assert people.other_agent("In the cellar, Ellen makes friends with Kit, the stable boy.", ev) is None
    assert people.other_agent("Kit makes Ellen a maid.", ev) == ("Kit", "Lady Ashworth")


def test_a_possessive_name_does_nothing():
    ev = "With Badger's help they drive the weasels out of Toad Hall."
    assert people.other_agent("Helped by Badger, they drive the weasels out.", ev) is None


def test_a_name_then_a_participle_aside_does_the_verb_after_it():
    ev = ("Ottilie meets a Grey Heron by the lake. At the fair, the Baron boasts, and Ottilie, climbing onto the cart, "
          "calls the crowd a flock of geese.")
    verdict = judge("The Grey Heron calls the crowd a flock of geese.", ev, similarity=0.8)
    assert verdict.verdict == "unsupported" and "Ottilie" in verdict.reason


def test_a_participle_after_while_is_the_deed_of_the_clauses_doer():
    ev = ("Lady Hester runs the village school while quietly organising the smugglers' route, and the "
          "magistrate Mr Penrose suspects the vicar.")
    assert judge("Mr Penrose organises the smugglers' route.", ev, similarity=0.8).verdict == "unsupported"
    assert judge("Lady Hester organises the smugglers' route.", ev, similarity=0.8).verdict == "supported"


def test_a_deed_done_by_a_name_after_a_noun_is_that_names():
    ev = "Ingrid and Ada sailed round the cape in 1921, as crew on a schooner captained by Thomas Reid."
    claim = "Ingrid captained the schooner that sailed round the cape."
    assert judge(claim, ev, similarity=0.8).verdict == "unsupported"
    ev = "The fort was taken in 1760 by soldiers led by Amherst and Murray."
    assert judge("Soldiers whom Amherst and Murray led took the fort in 1760.", ev, similarity=0.8).verdict \
        == "supported"


def test_a_role_then_the_name_then_its_deeds():
    ev = ("Captain Ward buys the mill. His neighbour, Mrs Hale, reads his letter as a threat and sues him for "
          "trespass.")
    assert people.other_agent("Captain Ward sues Mrs Hale for trespass.", ev) == ("Captain Ward", "Mrs Hale")
    assert people.other_agent("Mrs Hale sues Captain Ward for trespass.", ev) is None


def test_a_subject_is_not_put_in_a_destinations_place():
    ev = ("In 1911 Roald Vik sailed alone across the North Sea from Bergen, meaning to reach Iceland, but came "
          "ashore on a beach in Shetland after nine days.")
    assert people.other_name_in_place("Vik came ashore on a beach in Shetland.", ev) is None


def test_a_deed_a_clause_goes_on_to_is_its_last_named_subjects():
    span = "Okafor doubted the result at first, but Moreno repeated the test, and published the data in May."
    assert judge("Okafor published the data in May.", span, similarity=0.8).verdict == "unsupported"
    assert judge("Moreno published the data in May.", span, similarity=0.8).verdict == "supported"
    span = "Otto Brand opposed the treaty. Clara Voss drafted it in Geneva, and she signed it in Paris."
    assert judge("Otto Brand signed the treaty in Paris.", span, similarity=0.8).verdict == "unsupported"


def test_a_gerund_opening_the_sentence_is_no_part_of_the_owners_name():
    span = "She wrote the novel in 1850, after reading Dickens's letters on a visit to London."
    assert people.other_owner("Reading Dickens's letters led her to write the novel.", span) is None


def test_a_dictionary_person_opening_its_sentences_before_a_past_verb_is_named():
    span = "Jefferson promoted the theory in lectures. Franklin bought the instruments from a London maker."
    assert judge("Jefferson bought the instruments from a London maker.", span, similarity=0.8).verdict == "unsupported"
    assert judge("Franklin bought the instruments from a London maker.", span, similarity=0.8).verdict == "supported"


def test_an_owner_before_a_work_s_name_is_no_other_first_name():
    ev = "Haydn's Creation Mass opens with a quiet Kyrie, and its Gloria quotes an aria."
    assert people.other_agent("The Creation Mass opens with a quiet Kyrie.", ev) is None
    ev = "Emily Roebling finished the bridge after John Roebling died."
    assert people.other_agent("John Roebling finished the bridge.", ev) is not None


def test_marrying_is_done_by_both_but_not_by_a_third():
    ev = "Their cousin Piotr marries Vera, who soon runs the farm and sends his brothers away."
    assert people.other_agent("Vera runs the farm soon after marrying Piotr.", ev) is None
    ev2 = "Anton courts Vera for years, but Vera marries Piotr and runs the farm."
    assert people.other_agent("Anton marries Vera and runs the farm.", ev2) == ("Anton", "Vera")


def test_a_hyphenated_name_the_source_says_is_no_stranger():
    ev = ("Tip-toe the hedgehog lives under the shed. The fox is chased away by Tip-toe, who follows it to the "
          "stream and bites its tail.")
    assert people.stranger_agent("Tip-toe follows the fox to the stream and bites its tail.", ev) is None
    verdict = judge("Tip-toe follows the fox to the stream and bites its tail.", ev, similarity=0.85)
    assert verdict.verdict == "supported"
    assert people.stranger_agent("Nip-nap follows the fox to the stream and bites its tail.", ev) == \
        ("Nip-nap", "Tip-toe")


def test_an_owner_named_in_fewer_words_and_a_deed_done_to_a_person():
    ev = "He pointed to the Royal Naval Office, whose budget grew as the fleet shrank."
    assert people.other_owner("The Naval Office's budget grew as the fleet shrank.", ev) is None
    assert people.other_owner("The Army Office's budget grew as the fleet shrank.", ev) == ("Army Office",
                                                                                           "Royal Naval Office")
    ev2 = "Tom Reed is released from the army in May. In June he takes a job at the mill."
    assert people.opposite_deed("Tom takes a job at the mill.", ev2) is None  # released: done to him, not his deed


def test_a_place_before_who_is_not_the_doer_of_the_relative_clause():
    ev = "The pedlar turns out to be Lord Ashby, one of the richest men in Europe, who sends Tom a purse of gold."
    assert judge("The pedlar sends Tom a purse of gold.", ev, similarity=0.8).verdict == "supported"
