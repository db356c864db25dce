"""A ninety-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh97``).

Written on 2026-11-27 (session 46) after round 92, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read, in round 93 (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh97", "names": "Lesson notes: two against three",
        "evidence": "To play two notes against three, tap the composite rhythm slowly first: both hands together "
                    "on the beat, then the triplet hand alone, then the duplet hand, then the triplet hand again. "
                    "Only after the pattern feels even should you bring it up to tempo.",
        "claims": [
            ("paraphrase", F, "Begin by slowly tapping the composite rhythm."),
            ("paraphrase", F, "Both hands play together on the beat."),
            ("paraphrase", F, "Bring the pattern up to tempo only once it feels even."),
            ("opposite", U, "The hands never play together in two against three."),
            ("reversed_order", U, "Bring the pattern up to tempo first, then make it even."),
            ("swapped_roles", U, "After the beat the duplet hand plays alone first, then the triplet hand."),
        ],
    },
    {
        "domain": "literature", "split": "fresh97", "names": "Study guide: Kidnapped",
        "evidence": "David Balfour's miserly uncle Ebenezer has him kidnapped and shipped off to be sold in the "
                    "Carolinas. After a shipwreck David joins Alan Breck Stewart, a Jacobite, and the two flee "
                    "across the Highlands when they are wrongly suspected of the Appin murder.",
        "claims": [
            ("paraphrase", F, "David's uncle Ebenezer, a miser, arranges for him to be kidnapped."),
            ("paraphrase", F, "David and Alan Breck flee across the Highlands."),
            ("paraphrase", F, "They are wrongly suspected of the Appin murder."),
            ("misattribution", U, "Alan Breck has David kidnapped and shipped to the Carolinas."),
            ("opposite", U, "David and Alan are rightly suspected of the Appin murder."),
            ("substitution", U, "David is shipped off to be sold in Jamaica."),
        ],
    },
    {
        "domain": "docs", "split": "fresh97", "names": "Security guide: CSRF tokens",
        "evidence": "Every form that changes data must include the CSRF token from the page. Requests without a "
                    "valid token are rejected with status 403, and tokens are rotated when the user signs in, so "
                    "a token from before sign-in no longer works.",
        "claims": [
            ("paraphrase", F, "Any form that changes data has to carry the page's CSRF token."),
            ("paraphrase", F, "A request with no valid token is refused with a 403."),
            ("paraphrase", F, "A token issued before the user signed in stops working afterwards."),
            ("number", U, "Requests without a valid token are rejected with status 401."),
            ("opposite", U, "Tokens stay the same when the user signs in."),
            ("opposite", U, "Forms that change data may leave out the CSRF token."),
        ],
    },
    {
        "domain": "science", "split": "fresh97", "names": "Abstract: cuttlefish self-control",
        "evidence": "Cuttlefish that waited for a preferred prey item, rather than taking a less preferred one "
                    "at once, delayed for up to 130 seconds. Those that waited longest also learned a reversal task "
                    "faster, linking self-control to learning ability.",
        "claims": [
            ("paraphrase", F, "Cuttlefish held out for up to 130 seconds for the prey they preferred."),
            ("paraphrase", F, "The cuttlefish that waited longest learned a reversal task more quickly."),
            ("paraphrase", F, "Self-control was linked to learning ability."),
            ("number", U, "Cuttlefish waited for up to 30 seconds."),
            ("opposite", U, "The cuttlefish that waited longest learned the reversal task more slowly."),
            ("causal", U, "Practising self-control made the cuttlefish learn faster."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh97", "names": "Lecture transcript: the eruption of Krakatoa",
        "evidence": "Krakatoa erupted in August 1883, and the final explosion was heard nearly 4,800 kilometres "
                    "away. Tsunamis caused most of the 36,000 deaths, and ash in the upper atmosphere made sunsets "
                    "around the world unusually red for months.",
        "claims": [
            ("paraphrase", F, "Krakatoa erupted in August 1883."),
            ("paraphrase", F, "The last explosion could be heard almost 4,800 kilometres away."),
            ("paraphrase", F, "Most of the 36,000 deaths were caused by tsunamis."),
            ("date", U, "Krakatoa erupted in August 1888."),
            ("causal", U, "Most of the deaths were caused by the ash falling on nearby towns."),
            ("opposite", U, "Sunsets around the world were unusually dull for months."),
        ],
    },
    {
        "domain": "essay", "split": "fresh97", "names": "Course reader: Watership Down",
        "evidence": "Warned by Fiver's vision of destruction, Hazel leads a small group of rabbits away from the "
                    "Sandleford warren. They settle on Watership Down, and to find does for the new warren they "
                    "raid Efrafa, ruled by the tyrannical General Woundwort.",
        "claims": [
            ("paraphrase", F, "Fiver's vision of destruction leads Hazel to take a few rabbits away from "
                              "Sandleford."),
            ("paraphrase", F, "The rabbits make their home on Watership Down."),
            ("paraphrase", F, "General Woundwort rules Efrafa as a tyrant."),
            ("misattribution", U, "Hazel rules Efrafa as a tyrant."),
            ("opposite", U, "Fiver's vision persuades the rabbits to stay in the Sandleford warren."),
            ("causal", U, "They raid Efrafa to take revenge on General Woundwort."),
        ],
    },
]
