"""A thirty-second held-out set for ``benchmarks/verifier.py`` (split ``fresh31``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 35) after round 30 (whose rules read ``fresh30``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh31", "names": "Abstract: antibiotics and gut bacteria",
        "evidence": "In mice, a five-day course of antibiotics cut gut bacterial diversity by half. Most species "
                    "returned within four weeks, but a few had not recovered after six months.",
        "claims": [
            ("paraphrase", F, "A five-day antibiotic course halved the diversity of gut bacteria in mice."),
            ("paraphrase", F, "Within four weeks, most of the species had come back."),
            ("paraphrase", F, "Some species were still missing six months later."),
            ("population", U, "In people, a five-day course of antibiotics cut gut bacterial diversity by half."),
            ("number", U, "Antibiotics cut gut bacterial diversity by a third."),
            ("opposite", U, "All species had recovered after six months."),
        ],
    },
    {
        "domain": "literature", "split": "fresh31", "names": "Study notes on Romeo and Juliet",
        "evidence": "Friar Laurence gives Juliet a potion that makes her seem dead for two days. His letter "
                    "explaining the plan never reaches Romeo, who hears only that Juliet has died.",
        "claims": [
            ("paraphrase", F, "Juliet receives from Friar Laurence a potion that makes her appear dead for two days."),
            ("paraphrase", F, "Romeo never gets the friar's letter explaining the plan."),
            ("paraphrase", F, "All Romeo hears is that Juliet is dead."),
            ("misattribution", U, "The Nurse gives Juliet a potion that makes her seem dead."),
            ("opposite", U, "Romeo receives the friar's letter explaining the plan."),
            ("number", U, "The potion makes Juliet seem dead for two weeks."),
        ],
    },
    {
        "domain": "docs", "split": "fresh31", "names": "API reference: pagination",
        "evidence": "List endpoints return at most 100 items per page. Pass the next_cursor value from a "
                    "response to get the following page; an empty next_cursor means there are no more pages.",
        "claims": [
            ("paraphrase", F, "A list endpoint returns no more than 100 items on each page."),
            ("paraphrase", F, "To fetch the following page, send the next_cursor value from the previous response."),
            ("paraphrase", F, "When next_cursor is empty, you have reached the last page."),
            ("number", U, "List endpoints return at least 100 items per page."),
            ("opposite", U, "An empty next_cursor means more pages are available."),
            ("misattribution", U, "Pass the page_token value from a response to get the following page."),
        ],
    },
    {
        "domain": "history", "split": "fresh31", "names": "Lecture notes: the Marshall Plan",
        "evidence": "From 1948 the United States gave about 13 billion dollars to rebuild Western European "
                    "economies. The Soviet Union refused the aid and pressed its Eastern European allies to "
                    "refuse it as well.",
        "claims": [
            ("paraphrase", F, "Starting in 1948, the US provided roughly 13 billion dollars for rebuilding Western Europe's economies."),
            ("paraphrase", F, "The Soviets turned the aid down and pushed their Eastern European allies to do the same."),
            ("opposite", U, "The Soviet Union accepted the aid."),
            ("number", U, "The United States gave about 130 billion dollars."),
            ("opposite", U, "The Soviet Union encouraged its Eastern European allies to accept the aid."),
            ("misattribution", U, "Britain gave about 13 billion dollars to rebuild Western European economies."),
        ],
    },
    {
        "domain": "music", "split": "fresh31", "names": "Choir warm-up notes: breathing",
        "evidence": "Breathe low, letting the belly expand rather than lifting the shoulders. Release the air "
                    "slowly on a hiss for a count of eight before adding any sung tone.",
        "claims": [
            ("paraphrase", F, "Take a low breath, with the belly expanding instead of the shoulders rising."),
            ("paraphrase", F, "Let the air out slowly on a hiss for eight counts."),
            ("paraphrase", F, "Only after the hiss should sung tone be added."),
            ("opposite", U, "Lift the shoulders as you breathe in."),
            ("reversed_order", U, "Add a sung tone before releasing the air on a hiss."),
            ("number", U, "Release the air on a hiss for a count of four."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh31", "names": "Economics lecture 9: interest rates",
        "evidence": "Raising interest rates makes borrowing more expensive, which tends to cool spending and "
                    "slow inflation, usually with a lag of a year or more.",
        "claims": [
            ("paraphrase", F, "Higher interest rates make it costlier to borrow."),
            ("paraphrase", F, "That tends to dampen spending and slow inflation, typically after a delay of a year or longer."),
            ("opposite", U, "Raising interest rates makes borrowing cheaper."),
            ("opposite", U, "Higher interest rates slow inflation immediately."),
            ("overgeneralisation", U, "Raising interest rates always stops inflation."),
        ],
    },
]
