"""A hundred-and-first held-out set for ``benchmarks/verifier.py`` (split ``fresh100``).

Written on 2026-11-27 (session 46) after round 94 and the hand check, before any run of the
verifier on it, on topics no earlier split uses (checked with grep), measured once; no rule was
written from it this session (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh100", "names": "Lesson notes: stage fright",
        "evidence": "Nerves speed up the heart and the fingers, so practise the opening at a slightly slower tempo "
                    "than you plan to play it and rehearse walking on, bowing and sitting down. A short breath "
                    "before the first note helps more than shaking the hands out.",
        "claims": [
            ("paraphrase", F, "Nerves make both the heart and the fingers go faster."),
            ("paraphrase", F, "Practise the opening a little slower than your performance tempo."),
            ("paraphrase", F, "Rehearse walking on stage, bowing and sitting down."),
            ("opposite", U, "Practise the opening faster than you plan to play it."),
            ("opposite", U, "Shaking the hands out helps more than a breath before the first note."),
            ("opposite", U, "Nerves slow the fingers down."),
        ],
    },
    {
        "domain": "literature", "split": "fresh100", "names": "Study guide: Ivanhoe",
        "evidence": "Wilfred of Ivanhoe, disinherited by his Saxon father Cedric for following King Richard on "
                    "crusade, returns to England in disguise. He wins the tournament at Ashby, and later Rebecca, "
                    "a Jewish healer, nurses him back to health after he is wounded.",
        "claims": [
            ("paraphrase", F, "Cedric disinherits his son Ivanhoe for joining King Richard on crusade."),
            ("paraphrase", F, "Ivanhoe comes back to England in disguise."),
            ("paraphrase", F, "When Ivanhoe is wounded, Rebecca nurses him back to health."),
            ("misattribution", U, "King Richard disinherits Ivanhoe for going on crusade."),
            ("opposite", U, "Ivanhoe loses the tournament at Ashby."),
            ("swapped_roles", U, "Ivanhoe nurses Rebecca back to health after she is wounded."),
        ],
    },
    {
        "domain": "docs", "split": "fresh100", "names": "Operations guide: read-only mode",
        "evidence": "When free disk space falls below 5%, the database switches to read-only mode: queries still "
                    "work, but every write fails with a clear error. Writes resume automatically once free space "
                    "is back above 10%.",
        "claims": [
            ("paraphrase", F, "Below 5% free disk space the database becomes read-only."),
            ("paraphrase", F, "In read-only mode, queries keep working but every write fails."),
            ("paraphrase", F, "Once free space rises above 10%, writes start again on their own."),
            ("number", U, "The database switches to read-only mode when free space falls below 1%."),
            ("opposite", U, "In read-only mode queries fail too."),
            ("opposite", U, "An operator must re-enable writes by hand once space is freed."),
        ],
    },
    {
        "domain": "science", "split": "fresh100", "names": "Abstract: tortoise lifespans",
        "evidence": "In captive populations of Greek and radiated tortoises, the yearly risk of death barely "
                    "rose with age, and in some species it fell. Tortoises that were better protected from "
                    "predators and weather aged more slowly than wild populations of the same species.",
        "claims": [
            ("paraphrase", F, "In captive Greek and radiated tortoises the yearly risk of death hardly increased with "
                              "age."),
            ("paraphrase", F, "In some species the risk of death went down with age."),
            ("paraphrase", F, "Better-protected tortoises aged more slowly than wild ones of the same species."),
            ("opposite", U, "The yearly risk of death rose sharply with age."),
            ("overgeneralisation", U, "No animal's risk of death rises with age."),
            ("swapped_roles", U, "Wild tortoises aged more slowly than better-protected ones."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh100", "names": "Lecture transcript: the Tay Bridge disaster",
        "evidence": "On 28 December 1879 the central spans of the Tay Bridge collapsed in a storm while a train "
                    "was crossing, and everyone on board died. The inquiry blamed poor design, construction and "
                    "maintenance, and found that wind loading had not been properly allowed for.",
        "claims": [
            ("paraphrase", F, "The Tay Bridge's central spans fell during a storm on 28 December 1879."),
            ("paraphrase", F, "A train was crossing at the time, and no one on board survived."),
            ("paraphrase", F, "The inquiry found that wind loading had not been properly taken into account."),
            ("date", U, "The Tay Bridge collapsed on 28 December 1897."),
            ("causal", U, "The inquiry blamed the train driver for going too fast."),
            ("opposite", U, "Most of the passengers survived the collapse."),
        ],
    },
    {
        "domain": "essay", "split": "fresh100", "names": "Course reader: The Borrowers",
        "evidence": "The Clock family, tiny people who live under the kitchen floor of an old house, borrow what "
                    "they need from the humans above. When the boy staying in the house befriends their daughter "
                    "Arrietty, the housekeeper discovers them and they are forced to flee.",
        "claims": [
            ("paraphrase", F, "The Clocks are tiny people living beneath the kitchen floor."),
            ("paraphrase", F, "They take what they need from the humans who live above them."),
            ("paraphrase", F, "The housekeeper finds them, and they have to run away."),
            ("misattribution", U, "The boy discovers the Clocks and forces them to flee."),
            ("substitution", U, "The Clocks live in the attic of an old house."),
            ("opposite", U, "The housekeeper befriends Arrietty and lets the family stay."),
        ],
    },
]
