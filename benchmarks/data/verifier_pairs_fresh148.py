"""A hundred-and-forty-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh148``).

Written on 2026-11-28 (session 54) before any run of the verifier on it, on topics no earlier split
uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh148", "names": "Repertoire notes: Schubert's Moments musicaux",
        "evidence": "The third Moment musical is a short dance in F minor with a light, staccato left hand. The "
                    "right hand's melody should sound playful rather than heavy, and the piece is usually "
                    "taken at a moderate tempo.",
        "claims": [
            ("paraphrase", F, "The third piece is a brief F-minor dance."),
            ("paraphrase", F, "Its left hand is light and detached."),
            ("paraphrase", F, "The melody should be playful, not heavy."),
            ("substitution", U, "The third Moment musical is a short dance in A-flat major."),
            ("opposite", U, "The left hand should be heavy and legato."),
            ("opposite", U, "The piece is usually played very fast."),
        ],
    },
    {
        "domain": "literature", "split": "fresh148", "names": "Study guide: The Tenant of Wildfell Hall",
        "evidence": "Helen Graham arrives at Wildfell Hall with her young son and keeps apart from her "
                    "neighbours. Her diary reveals that she fled her drunken husband, Arthur Huntingdon, to "
                    "protect the boy, and she returns to nurse Huntingdon when he falls ill.",
        "claims": [
            ("paraphrase", F, "Helen comes to Wildfell Hall with her little son and avoids the neighbours."),
            ("paraphrase", F, "Her diary shows she ran from her drunken husband to keep the boy safe."),
            ("paraphrase", F, "She goes back to look after Huntingdon when he is ill."),
            ("opposite", U, "Helen quickly becomes close friends with all her neighbours."),
            ("swapped_roles", U, "Arthur Huntingdon flees from Helen to protect their son."),
            ("opposite", U, "Helen refuses to return when Huntingdon falls ill."),
        ],
    },
    {
        "domain": "docs", "split": "fresh148", "names": "Help centre: screen sharing in calls",
        "evidence": "During a call you can share one window or your whole screen. Notifications are hidden while "
                    "you share, and only the host can stop someone else's screen share.",
        "claims": [
            ("paraphrase", F, "In a call you may share either a single window or the entire screen."),
            ("paraphrase", F, "While you are sharing, notifications do not appear."),
            ("paraphrase", F, "Stopping another person's screen share is reserved for the host."),
            ("opposite", U, "Notifications are shown to everyone while you share."),
            ("scope", U, "Any participant can stop someone else's screen share."),
            ("scope", U, "You can only share your whole screen, not a single window."),
        ],
    },
    {
        "domain": "science", "split": "fresh148", "names": "Abstract: bowerbirds",
        "evidence": "Male bowerbirds build a structure of sticks and decorate it with coloured objects to attract "
                    "females. Females visit several bowers before choosing a mate, and males with more blue "
                    "objects were chosen more often.",
        "claims": [
            ("paraphrase", F, "To win females, males build stick structures and decorate them with coloured things."),
            ("paraphrase", F, "A female looks at several bowers before she picks a mate."),
            ("paraphrase", F, "Males with more blue decorations were chosen more often."),
            ("swapped_roles", U, "Female bowerbirds build the bowers to attract males."),
            ("opposite", U, "Males with more blue objects were chosen less often."),
            ("scope", U, "Females choose the first bower they visit."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh148", "names": "Lecture transcript: Rutherford's gold foil experiment",
        "evidence": "In 1909 Geiger and Marsden fired alpha particles at thin gold foil under Rutherford's "
                    "direction. Most particles passed straight through, but a few bounced back, which led "
                    "Rutherford to propose that an atom's positive charge sits in a tiny nucleus.",
        "claims": [
            ("paraphrase", F, "Under Rutherford, Geiger and Marsden aimed alpha particles at a thin gold foil in 1909."),
            ("paraphrase", F, "Most of the particles went right through the foil."),
            ("paraphrase", F, "A few bounced back, so Rutherford put the atom's positive charge in a small nucleus."),
            ("opposite", U, "Most of the alpha particles bounced back from the foil."),
            ("number", U, "The experiment was carried out in 1929."),
            ("substitution", U, "They fired alpha particles at thin silver foil."),
        ],
    },
    {
        "domain": "essay", "split": "fresh148", "names": "Poetry notes: Do not go gentle into that good night",
        "evidence": "Dylan Thomas wrote the villanelle to his dying father, urging him to fight against death. "
                    "Each stanza names a kind of man, wise, good, wild or grave, who rages at the end instead "
                    "of accepting it quietly.",
        "claims": [
            ("paraphrase", F, "Thomas addressed the poem to his father, who was dying."),
            ("paraphrase", F, "The speaker urges his father to resist death."),
            ("paraphrase", F, "The stanzas describe men who rage at the end rather than go quietly."),
            ("opposite", U, "Thomas urges his father to accept death calmly."),
            ("substitution", U, "The poem is written to Thomas's dying mother."),
            ("substitution", U, "The poem is a sonnet."),
        ],
    },
]
