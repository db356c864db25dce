"""Verdicts and their rank (examples written for these tests, not the benchmark)."""

from footnote.shared.verification.verdicts import RANK, VERDICTS, Verdict


def test_a_verdict_reads_as_plain_data_and_contradicted_ranks_worst():
    v = Verdict("partial", "only partly backed", (3, 9), {"coverage": 0.5}, ("coverage",))
    assert v.to_dict() == {"verdict": "partial", "reason": "only partly backed", "span": [3, 9],
                           "scores": {"coverage": 0.5}, "checks": ["coverage"]}
    assert min(VERDICTS, key=RANK.get) == "contradicted" and max(VERDICTS, key=RANK.get) == "supported"
