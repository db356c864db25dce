"""A hundred-and-fifty-third held-out set for ``benchmarks/verifier.py`` (split ``fresh152``).

Written on 2026-11-29 (session 55), before any run of the verifier on it, on topics no earlier split
uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh152", "names": "Teaching notes: Kabalevsky's Children's Pieces, Op. 39",
        "evidence": "Kabalevsky wrote the twenty-four pieces of Op. 39 for young pupils, and each one sets a "
                    "single technical problem. In the Waltz the left hand keeps a light bass on the first beat "
                    "while the right hand carries the melody, so the pupil learns to balance the hands.",
        "claims": [
            ("paraphrase", F, "Op. 39 is a set of twenty-four pieces written for young students."),
            ("paraphrase", F, "Every piece focuses on one technical problem."),
            ("paraphrase", F, "In the Waltz the melody is in the right hand over a light left-hand bass."),
            ("number", U, "Op. 39 contains thirty-two pieces."),
            ("swapped_roles", U, "In the Waltz the right hand keeps a light bass while the left hand carries the melody."),
            ("overgeneralisation", U, "Each piece sets several technical problems at once."),
        ],
    },
    {
        "domain": "literature", "split": "fresh152", "names": "Study guide: Lord Jim",
        "evidence": "Jim, the chief mate of the Patna, jumps from the ship when he believes she is about to "
                    "sink, leaving eight hundred pilgrims on board. The Patna does not sink, and Jim is stripped "
                    "of his certificate at the inquiry. Marlow, who watches him there, tells his story.",
        "claims": [
            ("paraphrase", F, "Jim abandons the Patna because he thinks she is going to sink."),
            ("paraphrase", F, "The inquiry takes away Jim's certificate."),
            ("paraphrase", F, "The story is told by Marlow, who sees Jim at the inquiry."),
            ("opposite", U, "The Patna sinks with the pilgrims still on board."),
            ("swapped_roles", U, "Jim watches Marlow at the inquiry and tells his story."),
            ("opposite", U, "Jim stays on the Patna with the pilgrims."),
        ],
    },
    {
        "domain": "docs", "split": "fresh152", "names": "Help centre: family sharing",
        "evidence": "The organiser of a family group pays for purchases that members make. Members can hide "
                    "their own purchases from the group, but the organiser still sees the charge on the "
                    "payment card. A family group can have up to six members.",
        "claims": [
            ("paraphrase", F, "Purchases made by family members are paid for by the organiser."),
            ("paraphrase", F, "A member can hide their purchases from the rest of the group."),
            ("paraphrase", F, "Even hidden purchases appear as charges on the organiser's card."),
            ("number", U, "A family group can have up to ten members."),
            ("swapped_roles", U, "Each member pays for the purchases the organiser makes."),
            ("opposite", U, "Hiding a purchase also removes the charge from the organiser's card statement."),
        ],
    },
    {
        "domain": "science", "split": "fresh152", "names": "Abstract: cleaner wrasse",
        "evidence": "Cleaner wrasse eat parasites from the skin of larger reef fish. Observations showed that a "
                    "wrasse cheats, biting healthy mucus instead of parasites, less often when other client "
                    "fish are watching. Clients that saw a wrasse cheat were less likely to visit it.",
        "claims": [
            ("paraphrase", F, "Cleaner wrasse feed on parasites on the skin of bigger reef fish."),
            ("paraphrase", F, "Wrasse cheat less often when other clients are watching them."),
            ("paraphrase", F, "Fish that saw a wrasse cheat tended to avoid visiting it."),
            ("opposite", U, "Wrasse cheat more often when other fish are watching."),
            ("swapped_roles", U, "Larger reef fish eat parasites from the skin of cleaner wrasse."),
            ("substitution", U, "When a wrasse cheats, it bites the fish's fins instead of parasites."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh152", "names": "Lecture transcript: Maxwell and light",
        "evidence": "In the 1860s James Clerk Maxwell gathered the laws of electricity and magnetism into one set "
                    "of equations. From them he calculated the speed of an electromagnetic wave and found it "
                    "matched the measured speed of light, so he proposed that light is such a wave.",
        "claims": [
            ("paraphrase", F, "Maxwell brought the laws of electricity and magnetism together in a single set of equations."),
            ("paraphrase", F, "The speed he calculated for electromagnetic waves matched the measured speed of light."),
            ("paraphrase", F, "Maxwell suggested that light is an electromagnetic wave."),
            ("date", U, "Maxwell gathered the laws into his equations in the 1890s."),
            ("reversed_order", U, "Maxwell first proposed that light is a wave, and only then calculated the wave speed."),
            ("misattribution", U, "Michael Faraday calculated the speed of electromagnetic waves from the equations."),
        ],
    },
    {
        "domain": "essay", "split": "fresh152", "names": "Poetry notes: The Waste Land",
        "evidence": "Eliot's poem opens by calling April the cruellest month, because it stirs memory and desire "
                    "in a dead land. It moves between many voices and languages, and its notes point readers "
                    "to the Grail legend.",
        "claims": [
            ("paraphrase", F, "The poem begins by naming April the cruellest month."),
            ("paraphrase", F, "April is cruel because it wakes memory and desire in a dead land."),
            ("paraphrase", F, "Eliot's notes direct the reader to the legend of the Grail."),
            ("substitution", U, "The poem opens by calling December the cruellest month."),
            ("opposite", U, "The poem keeps to a single voice in one language throughout."),
            ("causal", U, "April is cruel because it brings storms to a living land."),
        ],
    },
]
