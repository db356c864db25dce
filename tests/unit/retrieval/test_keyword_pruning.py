from footnote.shared.retrieval.keyword import TermStat, first_groups, first_match_terms, match_groups, safe_terms

STATS = [TermStat("rare", 5, 6.0), TermStat("mid", 400, 2.0), TermStat("common", 5000, 0.3), TermStat("the", 9000, 0.1)]
K1 = 1.2  # upper bounds idf * 2.2: the 0.22, common 0.66, mid 4.4, rare 13.2


def test_first_match_terms_takes_rarest_within_budget():
    assert first_match_terms(STATS, budget=500) == ["rare", "mid"]
    assert first_match_terms(STATS, budget=1) == ["rare"]  # always at least one


def test_match_groups_are_minimal_sets_whose_bounds_reach_theta():
    assert match_groups(STATS, theta=5.0, k1=K1) == [("rare",), ("common", "mid")]  # mid+the = 4.62
    assert match_groups(STATS, theta=5.2, k1=K1) == [("rare",), ("common", "mid", "the")]
    assert match_groups(STATS, theta=4.0, k1=K1) == [("mid",), ("rare",)]
    assert match_groups(STATS, theta=0.5, k1=K1) == [("common",), ("mid",), ("rare",)]
    assert match_groups(STATS, theta=100.0, k1=K1) == []


def test_match_groups_falls_back_to_terms_for_long_queries():
    many = [TermStat(f"t{i:02d}", 10 * i + 1, 1.0) for i in range(12)]
    assert match_groups(many, theta=2.3, k1=K1) == [(t,) for t in safe_terms(many, 2.3, K1)]


def test_safe_terms_skips_common_terms_whose_bounds_cannot_reach_theta():
    assert safe_terms(STATS, theta=1.0, k1=K1) == ["mid", "rare"]
    assert safe_terms(STATS, theta=0.5, k1=K1) == ["common", "mid", "rare"]
    assert safe_terms(STATS, theta=0.1, k1=K1) == ["common", "mid", "rare", "the"]


def test_first_groups_uses_pairs_when_every_term_is_common():
    assert first_groups(STATS, budget=500) == [("rare",), ("mid",)]
    common = [TermStat("a", 5000, 1.0), TermStat("b", 6000, 0.9), TermStat("c", 7000, 0.8)]
    assert first_groups(common, budget=1000) == [("a", "b"), ("a", "c"), ("b", "c")]
    assert first_groups(common[:1], budget=1000) is None
