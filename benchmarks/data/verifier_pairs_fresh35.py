"""A thirty-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh35``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 35) after round 34 (whose rules read ``fresh34``'s errors) and
measured once, at the end of this session, with no round after it. Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh35", "names": "Abstract: bilingual children and attention",
        "evidence": "Bilingual and monolingual eight-year-olds scored the same on vocabulary tests, but the "
                    "bilingual children switched between tasks about 10% faster. The advantage disappeared "
                    "by adolescence.",
        "claims": [
            ("paraphrase", F, "At eight, bilingual and monolingual children had equal vocabulary scores."),
            ("paraphrase", F, "The bilingual eight-year-olds were roughly 10% quicker at switching tasks."),
            ("paraphrase", F, "By adolescence the advantage had gone."),
            ("opposite", U, "Bilingual children scored higher on vocabulary tests."),
            ("opposite", U, "The switching advantage grew during adolescence."),
            ("number", U, "Bilingual children switched between tasks about 30% faster."),
        ],
    },
    {
        "domain": "literature", "split": "fresh35", "names": "Study notes on Macbeth",
        "evidence": "After the witches foretell that he will be king, Macbeth, urged on by his wife, murders "
                    "King Duncan in his sleep. Duncan's sons flee, and suspicion falls on them.",
        "claims": [
            ("paraphrase", F, "Pushed by Lady Macbeth, Macbeth kills the sleeping King Duncan."),
            ("paraphrase", F, "The witches' prophecy that he will become king comes before the murder."),
            ("paraphrase", F, "Duncan's sons run away and are suspected."),
            ("misattribution", U, "Lady Macbeth murders King Duncan in his sleep."),
            ("reversed_order", U, "Macbeth murders Duncan before the witches foretell that he will be king."),
            ("opposite", U, "Duncan's sons stay, and suspicion falls on Macbeth."),
        ],
    },
    {
        "domain": "docs", "split": "fresh35", "names": "Deployment tool guide",
        "evidence": "The deploy command runs health checks on each new instance and only shifts traffic once "
                    "they pass. If a check fails twice, the rollout stops and the previous version keeps serving.",
        "claims": [
            ("paraphrase", F, "Traffic moves to new instances only after their health checks pass."),
            ("paraphrase", F, "Two failed checks halt the rollout, and the old version carries on serving."),
            ("reversed_order", U, "Traffic is shifted to new instances before their health checks run."),
            ("number", U, "If a check fails once, the rollout stops."),
            ("opposite", U, "If a check fails twice, the previous version is shut down."),
        ],
    },
    {
        "domain": "history", "split": "fresh35", "names": "Lecture notes: the fall of the Berlin Wall",
        "evidence": "In 1989 Hungary opened its border with Austria, and thousands of East Germans crossed it "
                    "to reach the West. Mass protests in Leipzig followed in October.",
        "claims": [
            ("paraphrase", F, "Hungary opened its Austrian border in 1989."),
            ("paraphrase", F, "Thousands of East Germans used that border to get to the West."),
            ("paraphrase", F, "In October, large protests took place in Leipzig."),
            ("misattribution", U, "In 1989 Poland opened its border with Austria."),
            ("reversed_order", U, "The Leipzig protests came before Hungary opened its border."),
            ("swapped_roles", U, "Thousands of West Germans crossed the border to reach the East."),
        ],
    },
    {
        "domain": "music", "split": "fresh35", "names": "Piano pedagogy notes: memorising",
        "evidence": "Memorise a piece in short sections, starting from the end and working backwards, so the "
                    "final pages are as secure as the opening. Test each section away from the piano.",
        "claims": [
            ("paraphrase", F, "Learn the piece by heart section by section, beginning at the end and moving towards the start."),
            ("paraphrase", F, "That way the last pages end up as secure as the first."),
            ("paraphrase", F, "Check each section without the piano."),
            ("reversed_order", U, "Memorise a piece from the opening forwards, leaving the end until last."),
            ("opposite", U, "Memorise the whole piece in one long section."),
            ("opposite", U, "Test each section only while sitting at the piano."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh35", "names": "Chemistry lecture 7: catalysts",
        "evidence": "A catalyst lowers the activation energy of a reaction, so it speeds the reaction up, but "
                    "it is not used up and does not change the final equilibrium.",
        "claims": [
            ("paraphrase", F, "By reducing the activation energy, a catalyst makes a reaction go faster."),
            ("paraphrase", F, "The catalyst is not consumed and leaves the equilibrium unchanged."),
            ("opposite", U, "A catalyst raises the activation energy of a reaction."),
            ("opposite", U, "A catalyst is used up during the reaction."),
            ("opposite", U, "A catalyst shifts the final equilibrium towards the products."),
        ],
    },
]
