from footnote.shared.generation.citations import parse
from footnote.shared.generation.verify import metrics, verify
from tests.unit.generation.factories import embedder, four_evidence


def run(text, known_text=""):
    parsed = parse(text, four_evidence())
    return parsed, verify(parsed, four_evidence(), embedder(), known_text=known_text)


def test_quote_of_the_span_is_supported():
    _, v = run('Brower advises: "Change the pedal just after the new harmony is struck, never with it" [2].')
    assert [c.status for c in v.checks] == ["supported"]


def test_unrelated_claim_is_unsupported():
    _, v = run("Mozart wrote forty-one symphonies in Vienna [2].")
    assert v.checks[0].status == "unsupported"
    assert v.claim_status == ("unsupported",)


def test_fabricated_quote_is_never_supported():
    _, v = run('The book says "change the pedal never with it, and always lift the wrist high" [2].')
    assert v.checks[0].status != "supported"


def test_user_input_words_are_discounted():
    text = "Mia played the Nocturne Op. 9 and changed the pedal just after the new harmony is struck [2]."
    _, without = run(text)
    _, with_known = run(text, known_text="Mia Nocturne Op. 9")
    assert with_known.checks[0].lexical > without.checks[0].lexical


def test_a_negated_claim_is_contradicted_not_supported():
    _, v = run("Never change the pedal just after the new harmony is struck [2].")
    assert v.checks[0].status == "contradicted"
    assert "negat" in v.checks[0].reason


def test_sentence_takes_the_worst_status_of_its_citations():
    _, v = run("Change the pedal just after the new harmony is struck [2][4].")
    statuses = {c.number: c.status for c in v.checks}
    assert statuses[2] == "supported" and statuses[4] != "supported"
    assert v.claim_status[0] == statuses[4]  # the wrong citation is not hidden by the right one
    assert not v.grounded


def test_each_check_carries_the_aligned_span_inside_the_hit():
    parsed, v = run("Change the pedal just after the new harmony is struck [2].")
    hit = four_evidence()[1].hit
    s, e = v.checks[0].span
    assert 0 <= s < e <= len(hit.text) and "pedal" in hit.text[s:e]


def test_metrics():
    parsed, v = run("Change the pedal just after the new harmony is struck [2]. Mozart wrote symphonies [2]. Hi.")
    m = metrics(parsed, v)
    assert m["sentences"] == 3 and m["citations_used"] == 2
    assert m["citation_coverage"] == round(1 / 3, 3)
    assert m["citation_precision"] == 0.5
    assert m["uncited_sentences"] == 1
    assert v.citation_status(2) == "unsupported"  # worst over its uses


def test_a_quoting_sentence_is_judged_by_its_quotation_not_the_students_words():
    text = (
        "Your essay says ‘change the pedal with the chord’, but Brower suggests otherwise: "
        '"Change the pedal just after the new harmony is struck, never with it" [2].'
    )
    _, v = run(text, known_text="change the pedal with the chord")
    assert v.checks[0].status == "supported"
