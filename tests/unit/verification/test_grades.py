"""What a "more" and a "less" grade (``grades``), on examples written for these tests."""

from footnote.shared.verification.grades import grade_other
from footnote.shared.verification.judge import judge


def test_a_count_of_a_thing_grades_that_thing():
    ev = "Wards with the new rota recorded fewer incidents of falls among patients."
    v = judge("Wards with the new rota recorded more falls among patients.", ev, similarity=0.9)
    assert v.verdict == "contradicted" and "'fewer'" in v.reason
    assert not grade_other("recorded more falls".split(), 1, "recorded fewer incidents of falls".split(), 1)
    assert grade_other("recorded more falls".split(), 1, "recorded fewer staff".split(), 1)
