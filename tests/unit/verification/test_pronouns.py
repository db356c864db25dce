"""Whom "he" and "she" name (``pronouns``), on examples written for these tests."""

from footnote.shared.verification import people, pronouns


def test_a_woman_doing_what_the_source_has_he_do_is_misattributed():
    ev = "Encouraged by Queen Mab, Tomas steals the crown at night. Later he hides it in the well and flees."
    assert pronouns.other_sex_agent("Queen Mab hides the crown in the well.", ev) == ("Queen Mab", "'he' (a man)")
    assert pronouns.other_sex_agent("Tomas hides the crown in the well.", ev) is None
    assert pronouns.other_sex_agent("King Tomas hides the crown in the well.", ev) is None  # he may be a king


def test_titles_ending_in_s_keep_their_sex():
    ev = "The inspector calls at the house. Later he finds the letter hidden in the piano."
    assert pronouns.other_sex_agent("Mrs Birling finds the letter in the piano.", ev) == ("Mrs Birling", "'he' (a man)")
    assert pronouns.other_sex_agent("Miss Lane finds the letter in the piano.", ev) == ("Miss Lane", "'he' (a man)")


def test_a_sentence_opening_pronoun_is_the_one_person_the_sentence_before_opens_with():
    ev = ("Marta is stranded alone in a cabin high in the Alps and burns the furniture to stay warm. After two "
          "winters she guides a lost climber down the pass and calls him Tuesday.")
    assert pronouns.carried(ev).startswith("After two winters Marta guides")
    assert people.other_agent("Tuesday guides Marta down the pass.", ev) == ("Tuesday", "Marta")
    assert people.other_agent("Marta guides Tuesday down the pass.", ev) is None
    # two people in the sentence before: whom "she" names is left open
    assert pronouns.carried("Ivo writes to Marta every week. She answers only once.") == ""


def test_a_described_name_opening_the_sentence_before_and_a_list_of_its_verbs():
    ev = ("Rex, a young horse bought at a Kentucky fair, is trained as a racer in Ohio. He learns to start on the "
          "bell, beats the champion Duke, and later wins the state cup.")
    assert pronouns.carried(ev).startswith("Rex learns to start")
    assert people.other_agent("Duke beats Rex at the state cup.", ev) == ("Duke", "Rex")
    assert people.other_agent("Rex beats Duke.", ev) is None


def test_an_opposite_said_of_another_named_person_is_not_the_claims():
    ev = "After Lord Ashby is found dead in the library, Reed questions the staff."
    assert pronouns.said_of_another("living", "dead", "Reed, still living in the house, questions the staff.", ev)
    assert not pronouns.said_of_another("living", "dead", "Lord Ashby is found living in the library.", ev)
    assert not pronouns.said_of_another("living", "dead", "Reed is found living in the library.",
                                        "Reed questions the staff, and then he is found dead in the library.")


def test_a_people_and_a_places_adjective_name_nobody_and_the_pronoun_carries_through_its_sentence():
    ev = ("Mary Webb, a young Devon weaver, learns that the smuggling Carters burned her barn. Years later she "
          "befriends Ann, who grew up among the Carters, and she hides her from them in the mill.")
    assert "and Mary Webb hides her" in pronouns.carried(ev)
    assert people.other_agent("Ann hides Mary Webb from the Carters.", ev) == ("Ann", "Mary Webb")
    ev = "Mary Webb meets Tom Hale at the fair. Later she marries him."
    assert pronouns.carried(ev) == ""  # another person named in the sentence before: left alone


def test_a_peoples_adjective_after_an_article_names_no_one():
    ev = "Maria Vane, a Dutch heiress who renounced her fortune, is arrested in Ghent."
    assert not pronouns.said_of_another("keeps", "renounced", "Maria Vane keeps her fortune.", ev)


def test_a_noun_after_its_article_is_no_deed_of_the_pronoun_before():
    span = "Mr Brand offers to lend the sisters his boat. Jane first refuses because she thinks the offer rude."
    assert pronouns.other_sex_agent("Mr Brand offers to lend the boat.", span) is None
    assert pronouns.other_sex_agent("Mr Brand thinks the offer rude.", span) == ("Mr Brand", "'she' (a woman)")


def test_coordinated_deeds_name_the_clause_subject_and_leave_two_people_alone():
    assert pronouns.coordinated("Moreno repeated the test, and published the data.") == "Moreno published the data."
    assert pronouns.coordinated("Darcy proposes to Elizabeth, and she refuses him.") == ""


def test_a_pronoun_goes_on_with_a_subject_whose_own_pronoun_came_before_anyone_else():
    ev = ("Nora, tired of her life with Torvald, wants more than a doll's house. "
          "She borrows money from the lawyer Krogstad in secret.")
    assert pronouns.carried(ev).startswith("Nora borrows money")
    ev = "Nora, tired of his demands, leaves Torvald. She borrows money from Krogstad."
    assert pronouns.carried(ev) == ""  # whose demands: another's, so "she" is not settled
    ev = "Nora marries Torvald. She borrows money from Krogstad."
    assert pronouns.carried(ev) == ""


def test_a_deed_put_first_with_its_doer_is_that_doers_deed_to_the_subject():
    ev = "Tom Canty is a poor boy in London. Wrongly arrested as a thief by the constable Hertford, he is led away."
    assert pronouns.fronted(ev) == "Hertford wrongly arrested Tom Canty as a thief."
    ev = "Robbed on the road by the highwayman Turpin, Lord Ashby rides home."
    assert pronouns.fronted(ev) == "Turpin robbed Lord Ashby on the road."
    assert pronouns.fronted("Tired after the long walk, he sleeps.") == ""


def test_a_woman_named_by_a_noun_doing_what_the_source_has_he_do():
    ev = ("At the fair the farmer's wife sells her cheeses while her husband watches the cattle ring. He buys a "
          "heifer with the last of the harvest money.")
    from footnote.shared.verification.judge import judge
    assert judge("The wife buys a heifer with the harvest money.", ev, similarity=0.8).verdict == "unsupported"
    assert judge("The husband buys a heifer with the harvest money.", ev, similarity=0.8).verdict == "supported"
