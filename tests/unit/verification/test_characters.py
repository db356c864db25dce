"""A deed given to a character named by a common noun (``characters``), on examples written for these tests."""

from footnote.shared.verification.characters import (
    names_traded,
    numbered_doer,
    objects_traded,
    other_character,
    other_role,
    turned_participle,
)
from footnote.shared.verification.judge import judge

EV = "Sir Aldous, riding ahead of the army, finds the bridge burned, and the king orders a ford to be found."


def test_a_person_noun_doing_what_a_named_person_does_is_misattributed():
    assert other_character("The king finds the bridge burned.", EV) == ("the king", "Sir Aldous")
    verdict = judge("The king finds the bridge burned.", EV, similarity=0.9)
    assert verdict.verdict == "unsupported" and "Sir Aldous" in verdict.reason


def test_the_nouns_own_deed_and_a_noun_that_describes_the_doer_are_not():
    assert other_character("The king orders a ford to be found.", EV) is None
    assert other_character("The knight finds the bridge burned.", EV) is None  # the source has no knight do anything
    ev = "Tom, a poor boy, finds the treasure in the cave, and the boy later shares it."
    assert other_character("The boy finds the treasure.", ev) is None


def test_a_subject_acted_on_in_a_participle_clause_does_not_do_that_to_its_agent():
    ev = ("Captain Ross reached the northern cape in 1829, rescued there by two whaling crews after the ice "
          "closed in.")
    turned = turned_participle("Captain Ross rescued two whaling crews at the northern cape.", ev)
    assert turned == ("Captain Ross rescued two whaling crews", "Captain Ross ..., rescued ... by two whaling crews")
    assert judge("Captain Ross rescued two whaling crews at the northern cape.", ev, similarity=0.8).verdict \
        == "contradicted"
    # the deed the right way round, or another deed, is no swap
    assert turned_participle("Two whaling crews rescued Captain Ross at the northern cape.", ev) is None
    assert turned_participle("Captain Ross thanked two whaling crews at the northern cape.", ev) is None


def test_a_role_the_source_gives_another_named_person():
    ev = "The rescue flight left with its pilot Tenzin and the nurse Arjun; Maya Rao, the doctor, joined later."
    assert other_role("Arjun was the pilot of the rescue flight.", ev) == ("Arjun", "Tenzin")
    assert judge("Arjun was the pilot of the rescue flight.", ev, similarity=0.8).verdict == "unsupported"
    assert other_role("Maya Rao was the doctor.", ev) is None
    assert other_role("Tenzin was the flight's pilot.", ev) is None
    assert other_role("Arjun was the doctor.", ev) == ("Arjun", "Maya Rao")


def test_a_figure_the_source_gives_of_another_named_doer():
    ev = ("In the final, Maria Lopez swam the 200 metres in 131 seconds, a national record. Ana won the relay "
          "later that evening.")
    assert numbered_doer("Ana swam the 200 metres in 131 seconds.", ev) == ("Ana", "Maria Lopez")
    assert judge("Ana swam the 200 metres in 131 seconds.", ev, similarity=0.85).verdict == "unsupported"
    assert numbered_doer("Maria swam the 200 metres in 131 seconds.", ev) is None


def test_a_person_noun_the_source_names_beside_others_is_not_the_named_doer():
    ev = ("Margaret Holt discovers the smugglers' cave at low tide. She maps it by lantern light, and the map leads "
          "her, her brother Tom and the schoolmaster to the hidden cargo.")
    claim = "The schoolmaster maps the cave by lantern light."
    assert other_character(claim, ev) == ("the schoolmaster", "Margaret Holt")


def test_a_past_deed_a_named_person_did_and_the_noun_did_not():
    ev = "The library was founded in 1880 by Dr Amos Penn, and the vicar donated the first shelf of books."
    assert other_character("The vicar founded the library in 1880.", ev) == ("the vicar", "Dr Amos Penn")
    assert other_character("The vicar donated the first shelf of books.", ev) is None


def test_a_person_noun_whose_first_listed_sense_is_no_person():
    ev = ("Mara travels north with a Tibetan lama who is looking for a lost monastery. Captain Hale, who commands "
          "the border fort, pays for her passage and lends her a horse.")
    assert other_character("The lama pays for Mara's passage.", ev) == ("the lama", "Captain Hale")
    assert other_character("The lama looks for a lost monastery.", ev) is None


def test_a_partner_paired_with_the_wrong_doer():
    ev = ("Lena Moss, a poor seamstress, quietly marries Tobias Grey, the heir of the mill. Her cousin Clara Moss "
          "marries Edwin Hale, who dies at sea, and Clara never speaks of him again.")
    assert judge("Clara Moss quietly marries Tobias Grey.", ev, similarity=0.8).verdict == "unsupported"
    assert judge("Lena Moss quietly marries Tobias Grey.", ev, similarity=0.8).verdict == "supported"
    assert judge("Clara marries Edwin Hale.", ev, similarity=0.8).verdict == "supported"


def test_two_named_people_trading_a_deed():
    from footnote.shared.verification.characters import names_traded

    ev = "Anna Brandt moves away from Hamburg when her uncle dies. She at first distrusts the shipowner Karl " \
         "Weber, and later she marries him."
    assert names_traded("Weber at first distrusts Anna Brandt.", ev)
    assert not names_traded("Anna at first distrusts Weber.", ev)
    assert not names_traded("Karl Weber marries Anna.", "Anna Brandt marries Karl Weber.")  # a mutual deed
    assert not names_traded("Weber is distrusted by Anna.", ev)  # a passive turns the roles round


def test_two_named_people_trading_places_around_a_passive():
    from footnote.shared.verification.characters import names_traded

    ev = "Clara Voss teaches music in the town, and Clara is charmed by the letters of the painter Emil Roth."
    assert names_traded("Emil Roth is charmed by Clara's letters.", ev)
    assert not names_traded("Clara is charmed by Emil's letters.", ev)


def test_a_person_noun_described_after_a_comma_does_its_own_deed():
    span = ("Mirela, a clerk in a river port office, at first works hard, but soon refuses every order. "
            "The captain, her employer, moves the office rather than dismiss her.")
    assert other_character("The captain refuses every order.", span) == ("the captain", "Mirela")


def test_two_people_each_put_in_the_others_place():
    span = "Tomas Reyes is engaged to Vera Lind but falls in love with her sister Ilse."
    assert objects_traded("Tomas is engaged to Ilse but falls in love with Vera.", span)
    assert not objects_traded("Tomas is engaged to Vera but falls in love with Ilse.", span)


def test_a_deed_put_first_with_its_doer_is_traded_when_the_claim_turns_it():
    ev = "Tom Canty is a poor boy in London. Wrongly arrested as a thief by the constable Hertford, he is led away."
    assert names_traded("Tom Canty wrongly arrests Hertford as a thief.", ev)
    assert not names_traded("Hertford wrongly arrests Tom Canty as a thief.", ev)


def test_a_title_just_before_the_name_is_that_person():
    ev = "In the tale, the miller Jakob Stern finds a ring in a loaf of bread, and the mayor orders an inquiry."
    assert other_character("The miller finds a ring in a loaf.", ev) is None
    assert judge("The miller finds a ring in a loaf of bread.", ev, similarity=0.8).verdict == "supported"
    assert other_character("The mayor finds a ring in a loaf.", ev) == ("the mayor", "Jakob Stern")


def test_a_title_s_last_word_is_no_doer():
    ev = ("In Jack London's 'The Call of the Wild', a dog is stolen from a ranch in California and sold as a sled "
          "dog, ignoring nothing of the cold.")
    verdict = judge("The dog is stolen from a ranch in California and sold as a sled dog.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
    ev = "In Jack London's 'To Build a Fire', a man travels alone across the Yukon, ignoring the old-timer's advice."
    verdict = judge("The man ignores the old-timer's advice.", ev, similarity=0.85)
    assert verdict.verdict == "supported", verdict.reason
