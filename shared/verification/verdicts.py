"""A verdict on a claim and its evidence, and how verdicts rank (pure)."""

from __future__ import annotations

from dataclasses import dataclass, field

VERDICTS = ("supported", "partial", "contradicted", "unsupported")
RANK = {"supported": 3, "partial": 2, "unsupported": 1, "contradicted": 0}  # worst = lowest


@dataclass(frozen=True)
class Verdict:
    verdict: str
    reason: str
    span: tuple[int, int]  # offsets of the aligned words in the evidence string
    scores: dict[str, float] = field(default_factory=dict)
    checks: tuple[str, ...] = ()  # the checks that fired, e.g. ("negation",)

    def to_dict(self) -> dict:
        return {
            "verdict": self.verdict,
            "reason": self.reason,
            "span": list(self.span),
            "scores": dict(self.scores),
            "checks": list(self.checks),
        }
