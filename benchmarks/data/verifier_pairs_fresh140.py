"""A hundred-and-forty-first held-out set for ``benchmarks/verifier.py`` (split ``fresh140``).

Written on 2026-11-28 (session 53) after the round that read ``fresh137``-``fresh139``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh140", "names": "Repertoire notes: Mendelssohn's Songs without Words",
        "evidence": "In the Venetian Boat Songs the left hand rocks in a steady six-eight pattern while the right "
                    "hand sings above it. Keep the left hand light and even, and let the melody carry the "
                    "phrase without rushing its long notes.",
        "claims": [
            ("paraphrase", F, "The left hand keeps a steady rocking pattern in six-eight time."),
            ("paraphrase", F, "The right hand carries the melody above the accompaniment."),
            ("paraphrase", F, "Do not hurry the long notes of the melody."),
            ("opposite", U, "Play the left hand heavily so that it stands out."),
            ("substitution", U, "The right hand rocks in a steady pattern while the left hand sings the melody."),
            ("number", U, "The left hand rocks in a steady three-four pattern."),
        ],
    },
    {
        "domain": "literature", "split": "fresh140", "names": "Study guide: Little Dorrit",
        "evidence": "Amy Dorrit was born in the Marshalsea, the debtors' prison where her father had been held "
                    "for over twenty years. She works as a seamstress for Mrs Clennam, and when the family comes "
                    "into a fortune, her father tries to forget the prison ever existed.",
        "claims": [
            ("paraphrase", F, "Amy was born inside the Marshalsea debtors' prison."),
            ("paraphrase", F, "Her father had been locked up there for more than two decades."),
            ("paraphrase", F, "She earns her living sewing for Mrs Clennam."),
            ("number", U, "Her father had been held in the Marshalsea for five years."),
            ("substitution", U, "Amy works as a governess for Mrs Clennam."),
            ("opposite", U, "Once the family is rich, her father speaks proudly of his years in the prison."),
        ],
    },
    {
        "domain": "docs", "split": "fresh140", "names": "Help centre: calendar invitations",
        "evidence": "When you accept an invitation, the event is added to your calendar and the organiser is "
                    "notified. Declined events are removed from your calendar, but you can still find them in "
                    "the original email. Only the organiser can change the time of an event.",
        "claims": [
            ("paraphrase", F, "Accepting an invitation puts the event on your calendar and lets the organiser know."),
            ("paraphrase", F, "If you decline an event it disappears from your calendar."),
            ("paraphrase", F, "The event's time can be changed by the organiser alone."),
            ("opposite", U, "Declined events stay on your calendar."),
            ("scope", U, "Any guest can change the time of an event."),
            ("opposite", U, "Declined events are deleted from the original email as well."),
        ],
    },
    {
        "domain": "science", "split": "fresh140", "names": "Abstract: fig wasps",
        "evidence": "Each fig species is pollinated by its own species of tiny wasp, which lays eggs inside the "
                    "fig's flowers. Female wasps carry pollen out of the fig where they hatched, while the "
                    "wingless males never leave it.",
        "claims": [
            ("paraphrase", F, "Every species of fig has a wasp species of its own that pollinates it."),
            ("paraphrase", F, "The wasps lay their eggs in the fig's flowers."),
            ("paraphrase", F, "Male fig wasps have no wings and stay inside the fig all their lives."),
            ("swapped_roles", U, "Male wasps carry pollen out of the fig, while the wingless females stay inside."),
            ("opposite", U, "A single wasp species pollinates all fig species."),
            ("substitution", U, "The wasps lay their eggs on the fig's leaves."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh140", "names": "Lecture transcript: Vesalius",
        "evidence": "In 1543 Andreas Vesalius published the Fabrica, an anatomy based on dissections he did "
                    "himself. He showed that Galen, who had dissected apes rather than people, was wrong about "
                    "parts of the human body, such as the jawbone.",
        "claims": [
            ("paraphrase", F, "Vesalius brought out the Fabrica in 1543."),
            ("paraphrase", F, "His anatomy rested on dissections he carried out with his own hands."),
            ("paraphrase", F, "Galen's errors came from dissecting apes instead of humans."),
            ("number", U, "Vesalius published the Fabrica in 1643."),
            ("swapped_roles", U, "Galen showed that Vesalius was wrong about the jawbone."),
            ("opposite", U, "Vesalius confirmed that Galen was right about the human jawbone."),
        ],
    },
    {
        "domain": "essay", "split": "fresh140", "names": "Course reader: Crossing the Bar",
        "evidence": "Tennyson wrote the poem at eighty, and it imagines death as a ship putting out to sea at "
                    "evening. The speaker asks that there be no sadness of farewell and hopes to see his Pilot "
                    "face to face once he has crossed the bar.",
        "claims": [
            ("paraphrase", F, "The poem pictures dying as a ship heading out to sea in the evening."),
            ("paraphrase", F, "The speaker asks that no one grieve when he says goodbye."),
            ("paraphrase", F, "He hopes to meet his Pilot face to face after crossing the bar."),
            ("number", U, "Tennyson wrote the poem when he was forty."),
            ("opposite", U, "The speaker asks those left behind to mourn him deeply."),
            ("substitution", U, "The poem imagines death as a ship coming into harbour at dawn."),
        ],
    },
]
