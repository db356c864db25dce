"""Ages and school stages (``ages``), on examples written for these tests, not the benchmark."""

import pytest

from footnote.shared.verification.ages import age_check, ages, stage
from footnote.shared.verification.judge import judge


@pytest.mark.parametrize("text, found", [
    ("Children aged 4 to 6 were shown", (4, 6)),
    ("a survey of 13- to 15-year-olds", (13, 15)),
    ("boys 10-12 years old", (10, 12)),
    ("aged between 65 and 80", (65, 80)),
    ("In 2021, 40 volunteers took part", None),  # a year and a count are no ages
])
def test_the_ages_a_text_gives(text, found):
    assert ages(text) == found


def test_a_stage_names_its_ages():
    assert stage("Most high-school students said") == ("high-school", 11, 19)
    assert stage("The secondary outcome was mortality.") is None  # "secondary" alone is no school


@pytest.mark.parametrize("claim, fault", [
    ("University students who napped recalled more words.", True),  # the study's people are 10 to 12
    ("Primary school children who napped recalled more words.", False),
    ("Teenagers aged 10 to 12 who napped recalled more words.", False),  # the claim's own ages rule
    ("Toddlers who napped recalled more words.", True),
])
def test_a_stage_the_source_gives_other_ages_for(claim, fault):
    source = "Children aged 10 to 12 who napped after the lesson recalled more words a week later."
    assert bool(age_check(claim, source)) is fault


def test_ages_or_a_stage_outside_the_sources_stage():
    source = "In a study of kindergarteners, those read to daily knew more words."
    assert age_check("Children aged 9 to 11 who were read to daily knew more words.", source)
    assert age_check("Middle school pupils who were read to daily knew more words.", source)
    assert age_check("Five-year-olds read to daily knew more words.", source) is None  # no digits: not read


def test_a_claim_about_another_stage_is_unsupported():
    source = "Pupils aged 6 to 8 who ate breakfast at school read about 4 points better than pupils who skipped it."
    verdict = judge("High school pupils who ate breakfast at school read about 4 points better.", source)
    assert verdict.verdict == "unsupported" and "population" in verdict.checks


def test_an_age_the_source_gives_as_what_someone_was():
    from footnote.shared.verification.judge import judge
    ev = "Mendelssohn wrote the overture in 1826, when he was seventeen."
    assert judge("Mendelssohn wrote it at the age of seventeen.", ev, similarity=0.8).verdict == "supported"
    assert judge("Mendelssohn wrote the overture at the age of twenty.", ev, similarity=0.8).verdict != "supported"
