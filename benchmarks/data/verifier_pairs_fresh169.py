"""A hundred-and-seventieth held-out set for ``benchmarks/verifier.py`` (split ``fresh169``).

Written on 2026-11-29 (session 56) after round 118 (which read ``fresh164``-``fresh166``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh169", "names": "Teaching notes: Gershwin's Three Preludes",
        "evidence": "Gershwin's Three Preludes mix jazz rhythms with classical forms. In the second prelude, a slow "
                    "blues, let the left hand's bass line walk steadily while the right hand sings freely above it.",
        "claims": [
            ("paraphrase", F, "Gershwin's Three Preludes combine jazz rhythms with classical forms."),
            ("paraphrase", F, "The second prelude is a slow blues."),
            ("paraphrase", F, "In it, the left-hand bass line should walk steadily."),
            ("swapped_roles", U, "In the second prelude the right hand walks steadily while the left hand sings freely."),
            ("substitution", U, "The second prelude is a fast ragtime."),
            ("number", U, "Gershwin wrote five preludes."),
        ],
    },
    {
        "domain": "literature", "split": "fresh169", "names": "Study guide: Babbitt",
        "evidence": "George Babbitt is a prosperous real-estate agent who values conformity above all. After his "
                    "friend Paul is jailed for shooting his wife, Babbitt rebels for a while, but he soon returns to "
                    "his old life out of fear of being shunned.",
        "claims": [
            ("paraphrase", F, "Babbitt is a well-off real-estate agent."),
            ("paraphrase", F, "He prizes conformity above everything."),
            ("paraphrase", F, "Fear of being shunned sends him back to his old life."),
            ("misattribution", U, "Babbitt is jailed for shooting his wife."),
            ("opposite", U, "Babbitt's rebellion lasts for the rest of his life."),
            ("causal", U, "Babbitt returns to his old life because his business fails."),
        ],
    },
    {
        "domain": "docs", "split": "fresh169", "names": "Help centre: parental controls",
        "evidence": "Parental controls let you set a daily screen-time limit for each child's account. When the limit "
                    "is reached, apps lock until the next day, but calls to contacts you have approved still work.",
        "claims": [
            ("paraphrase", F, "You can give each child's account a daily screen-time limit."),
            ("paraphrase", F, "Once the limit is reached, apps stay locked until the next day."),
            ("paraphrase", F, "Calls to approved contacts keep working after the limit is reached."),
            ("opposite", U, "When the limit is reached, calls to approved contacts are blocked too."),
            ("opposite", U, "Apps unlock again an hour after the limit is reached."),
            ("overgeneralisation", U, "The same limit applies to every child's account."),
        ],
    },
    {
        "domain": "science", "split": "fresh169", "names": "Abstract: cicada cycles",
        "evidence": "Periodical cicadas spend 13 or 17 years underground feeding on root sap, then emerge in their "
                    "millions within a few weeks. Emerging in such numbers overwhelms predators, so most cicadas "
                    "survive to breed.",
        "claims": [
            ("paraphrase", F, "Periodical cicadas live underground for 13 or 17 years, feeding on root sap."),
            ("paraphrase", F, "They come out in millions within a few weeks."),
            ("paraphrase", F, "Their huge numbers swamp predators, and most survive to breed."),
            ("number", U, "Periodical cicadas spend 11 or 15 years underground."),
            ("opposite", U, "Emerging in large numbers lets predators eat most of them."),
            ("substitution", U, "Underground, periodical cicadas feed on leaf sap."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh169", "names": "Lecture transcript: Tesla and Edison",
        "evidence": "Edison promoted direct current, while Tesla's alternating current could be sent over long "
                    "distances with far smaller losses. Westinghouse bought Tesla's patents, and alternating current "
                    "won the contract to light the 1893 Chicago World's Fair.",
        "claims": [
            ("paraphrase", F, "Edison championed direct current."),
            ("paraphrase", F, "Tesla's alternating current lost far less power over long distances."),
            ("paraphrase", F, "Westinghouse purchased Tesla's patents."),
            ("swapped_roles", U, "Tesla promoted direct current, while Edison's alternating current travelled farther."),
            ("misattribution", U, "Edison bought Tesla's patents."),
            ("date", U, "Alternating current lit the 1903 Chicago World's Fair."),
        ],
    },
    {
        "domain": "essay", "split": "fresh169", "names": "Essay source: funding space exploration",
        "evidence": "Supporters of space programmes point to spin-offs such as water purification and better weather "
                    "forecasts. Critics argue that the same money spent directly on research on Earth would produce "
                    "more benefit.",
        "claims": [
            ("paraphrase", F, "Supporters cite spin-offs like water purification and improved weather forecasts."),
            ("paraphrase", F, "Critics say the money would do more good spent directly on research on Earth."),
            ("paraphrase", F, "Better weather forecasting is one of the spin-offs supporters mention."),
            ("misattribution", U, "Critics point to spin-offs such as water purification."),
            ("opposite", U, "Critics argue that research on Earth would produce less benefit."),
            ("substitution", U, "Supporters point to spin-offs such as cheaper air travel."),
        ],
    },
]
