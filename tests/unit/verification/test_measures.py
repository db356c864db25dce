"""Measures in another unit (``measures``), on examples written for these tests."""
from footnote.shared.verification.judge import judge
from footnote.shared.verification.measures import converted, other_unit

EV = ("A water strider stands on a pond on six thin legs. Each leg dents the surface by about two millimetres, "
      "and the insect weighs a few milligrams.")


def test_a_measure_in_a_unit_the_source_never_uses():
    found = other_unit("Each leg dents the surface by about two centimetres.", EV)
    assert found == ("contradicted", "number", "contradicted: the source says 'two millimetres', not 'two centimetres'")
    assert other_unit("The insect weighs several grams.", EV)  # "a few milligrams"
    assert other_unit("Each leg dents the surface by about 2 mm.", EV) is None  # the source's unit, abbreviated
    assert other_unit("Each leg dents the surface by about 0.2 cm.", EV) is None  # the same depth, converted
    assert other_unit("The pond is two metres across.", EV) is None  # nothing the source measures


def test_a_converted_measure_is_no_new_number():
    assert converted("Each leg dents the surface by about 0.2 centimetres.", EV) == {"0.2"}
    assert judge("Each leg dents the surface by about 0.2 centimetres.", EV, similarity=0.85).verdict == "supported"
    verdict = judge("Each leg dents the surface by about two metres.", EV, similarity=0.85)
    assert verdict.verdict == "contradicted" and "two millimetres" in verdict.reason


def test_a_unit_the_source_uses_for_another_measure_is_still_compared():
    ev = "The blade is about 3 millimetres thick and 20 cm long."
    assert other_unit("The blade is about 3 centimetres thick.", ev) == \
        ("contradicted", "number", "contradicted: the source says '3 millimetres', not '3 centimetres'")
    assert other_unit("The blade is about 20 centimetres long.", ev) is None
