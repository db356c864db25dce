"""A twenty-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh28``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 34) after round 27 (whose rules read ``fresh27``'s errors) and
measured once, at the end of this session, with no round after it. Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh28", "names": "Abstract: coffee and heart rhythm",
        "evidence": "In a trial of 100 adults, drinking coffee did not increase episodes of irregular heartbeat. "
                    "Coffee days did bring about 1,000 more steps and 36 fewer minutes of sleep.",
        "claims": [
            ("paraphrase", F, "Coffee did not raise the number of irregular heartbeat episodes among the 100 adults in the trial."),
            ("paraphrase", F, "On days they drank coffee, participants walked roughly 1,000 steps more."),
            ("paraphrase", F, "Coffee days came with about 36 minutes less sleep."),
            ("opposite", U, "Drinking coffee increased episodes of irregular heartbeat."),
            ("number", U, "On coffee days participants slept 63 fewer minutes."),
            ("opposite", U, "Coffee days brought about 1,000 fewer steps."),
        ],
    },
    {
        "domain": "literature", "split": "fresh28", "names": "Study notes on The Crucible",
        "evidence": "Abigail accuses Elizabeth Proctor of witchcraft out of jealousy. John Proctor confesses to "
                    "adultery to expose Abigail, but Elizabeth, trying to protect him, denies it.",
        "claims": [
            ("paraphrase", F, "Jealous, Abigail charges Elizabeth Proctor with witchcraft."),
            ("paraphrase", F, "To expose Abigail, John Proctor admits his adultery."),
            ("paraphrase", F, "Trying to shield her husband, Elizabeth denies the affair."),
            ("misattribution", U, "Elizabeth Proctor accuses Abigail of witchcraft out of jealousy."),
            ("opposite", U, "Elizabeth confirms John's adultery."),
            ("negation", U, "John Proctor never confesses to adultery."),
        ],
    },
    {
        "domain": "docs", "split": "fresh28", "names": "Feature flag service guide",
        "evidence": "Flags are evaluated on the client and cached for 60 seconds. A flag that cannot be fetched "
                    "falls back to its default value rather than blocking the request.",
        "claims": [
            ("paraphrase", F, "Flag evaluation happens on the client, with results cached for a minute."),
            ("paraphrase", F, "If a flag can't be fetched, its default value is used and the request is not blocked."),
            ("number", U, "Flags are cached for 600 seconds."),
            ("opposite", U, "Flags are evaluated on the server."),
            ("opposite", U, "A flag that cannot be fetched blocks the request until it is available."),
        ],
    },
    {
        "domain": "piano", "split": "fresh28", "names": "Lesson notes: octave jumps",
        "evidence": "Before a wide leap, look at the target key early and move the hand in one smooth arc. "
                    "Landing slightly early and waiting is better than arriving late.",
        "claims": [
            ("paraphrase", F, "Look at where you are going before a big leap, and move the hand in a single smooth arc."),
            ("paraphrase", F, "It is better to land a little early and wait than to arrive late."),
            ("paraphrase", F, "Arriving late at the key is worse than landing early and waiting."),
            ("opposite", U, "Arriving late is better than landing early and waiting."),
            ("opposite", U, "Move the hand in several short jerky movements for a wide leap."),
        ],
    },
    {
        "domain": "history", "split": "fresh28", "names": "Notes: the Cuban Missile Crisis",
        "evidence": "In October 1962 American spy planes found Soviet missile sites in Cuba. After thirteen days "
                    "Khrushchev agreed to remove the missiles, and the United States secretly agreed to withdraw "
                    "its missiles from Turkey.",
        "claims": [
            ("paraphrase", F, "US reconnaissance aircraft discovered Soviet missile sites in Cuba in October 1962."),
            ("paraphrase", F, "Khrushchev agreed after thirteen days to take the missiles out of Cuba."),
            ("paraphrase", F, "In secret, the United States agreed to pull its missiles out of Turkey."),
            ("misattribution", U, "After thirteen days Kennedy agreed to remove the missiles from Cuba."),
            ("number", U, "The crisis lasted thirty days."),
            ("opposite", U, "The United States publicly refused to withdraw its missiles from Turkey."),
        ],
    },
    {
        "domain": "essay", "split": "fresh28", "names": "Writing guide: evidence",
        "evidence": "Choose the strongest two or three pieces of evidence rather than listing everything you found. "
                    "Explain how each one supports your point.",
        "claims": [
            ("paraphrase", F, "Pick your two or three best pieces of evidence instead of listing all of it."),
            ("paraphrase", F, "Show how each piece of evidence backs up your point."),
            ("opposite", U, "List every piece of evidence you found rather than choosing a few."),
            ("number", U, "Choose the strongest seven or eight pieces of evidence."),
        ],
    },
]
