"""A A two-hundred-and-fourteenth held-out set for ``benchmarks/verifier.py`` (split ``fresh214``).

Written on 2026-11-29 (session 60) after round 148 (which read ``fresh209``-``fresh211``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh214", "names": "Teaching notes: the Fantaisie-Impromptu",
        "evidence": "Chopin's Fantaisie-Impromptu sets four semiquavers in the right hand against triplets in the "
                    "left, a cross-rhythm that must sound effortless. The slow middle section in D-flat major is a "
                    "lyrical song. Chopin never published the piece; it appeared after his death against his wishes.",
        "claims": [
            ("paraphrase", F, "The right hand's semiquavers run four against the left hand's triplets."),
            ("paraphrase", F, "The middle section, in D-flat major, is slow and songlike."),
            ("paraphrase", F, "The piece was published after Chopin's death, though he had not wanted it to be."),
            ("swapped_roles", U, "The left hand plays four semiquavers against triplets in the right hand."),
            ("opposite", U, "Chopin published the Fantaisie-Impromptu early in his career."),
            ("opposite", U, "The middle section is fast and stormy."),
        ],
    },
    {
        "domain": "literature", "split": "fresh214", "names": "Study guide: The Cask of Amontillado",
        "evidence": "Montresor, vowing revenge for an unnamed insult, lures the drunken Fortunato into his family's "
                    "catacombs with the promise of a rare cask of Amontillado. He chains Fortunato to a wall in a "
                    "niche and bricks him in alive. Fifty years later, Montresor tells the story and says the bones "
                    "have not been disturbed.",
        "claims": [
            ("paraphrase", F, "Montresor tempts Fortunato into the catacombs with talk of a rare cask of Amontillado."),
            ("paraphrase", F, "Montresor chains Fortunato in a niche and walls him up alive."),
            ("paraphrase", F, "Montresor tells the tale half a century later."),
            ("swapped_roles", U, "Fortunato lures Montresor into the catacombs and bricks him in."),
            ("opposite", U, "Fortunato escapes from the catacombs."),
            ("substitution", U, "Montresor lures Fortunato with the promise of a rare cask of sherry from Portugal."),
        ],
    },
    {
        "domain": "docs", "split": "fresh214", "names": "Help: Spell check",
        "evidence": "Spell check underlines misspelled words in red as you type. Right-click an underlined word to "
                    "see suggestions or to add it to the dictionary. Spell check works in the language set for the "
                    "document; for other languages you must change the proofing language.",
        "claims": [
            ("paraphrase", F, "Misspelled words get a red underline while you type."),
            ("paraphrase", F, "Right-clicking an underlined word shows suggestions or adds it to the dictionary."),
            ("paraphrase", F, "To check another language you have to change the proofing language."),
            ("substitution", U, "Spell check underlines misspelled words in blue."),
            ("opposite", U, "Spell check detects every language automatically, without any change of settings."),
            ("substitution", U, "Double-click an underlined word to see suggestions."),
        ],
    },
    {
        "domain": "science", "split": "fresh214", "names": "Review: the Curie temperature",
        "evidence": "Above its Curie temperature, a ferromagnetic material loses its permanent magnetism, because "
                    "heat scrambles the alignment of its magnetic domains. For iron this happens at about 770 degrees "
                    "Celsius. When the material cools below the Curie temperature again, it can be magnetised again.",
        "claims": [
            ("paraphrase", F, "A ferromagnet above its Curie temperature loses its permanent magnetism."),
            ("paraphrase", F, "Iron's Curie temperature is roughly 770 degrees Celsius."),
            ("paraphrase", F, "Cooled below the Curie temperature, the material can be magnetised once more."),
            ("opposite", U, "Below its Curie temperature, a ferromagnetic material loses its magnetism."),
            ("number", U, "Iron loses its magnetism at about 1,500 degrees Celsius."),
            ("opposite", U, "Once heated above the Curie temperature, a material can never be magnetised again."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh214", "names": "Lecture transcript: the planning fallacy",
        "evidence": "People underestimate how long their own tasks will take, even when they know similar tasks have "
                    "overrun before. In one study, students predicted they would finish their theses in about 34 days "
                    "on average; they actually took about 55. Estimates improve when people think about how long "
                    "similar past tasks really took.",
        "claims": [
            ("paraphrase", F, "People underestimate the time their own tasks will take."),
            ("paraphrase", F, "Students expected to finish their theses in about 34 days but took about 55."),
            ("paraphrase", F, "Thinking about how long similar past tasks took improves estimates."),
            ("opposite", U, "People overestimate how long their own tasks will take."),
            ("swapped_roles", U, "Students predicted about 55 days and actually took about 34."),
            ("opposite", U, "Estimates get worse when people think about similar past tasks."),
        ],
    },
    {
        "domain": "essay", "split": "fresh214", "names": "Essay: school gardening",
        "evidence": "Pupils who grow vegetables at school are more willing to taste them, and some studies find they "
                    "eat more vegetables at home too. Gardening also gives a practical setting for science lessons on "
                    "plants and soil. The main difficulty is keeping the garden alive through the summer holidays.",
        "claims": [
            ("paraphrase", F, "Pupils who grow vegetables at school are more willing to try them."),
            ("paraphrase", F, "A school garden gives science lessons on plants and soil a practical setting."),
            ("paraphrase", F, "Keeping the garden going over the summer holidays is the hardest part."),
            ("opposite", U, "Pupils who grow vegetables at school are less willing to taste them."),
            ("overgeneralisation", U, "All studies find that gardening pupils eat more vegetables at home."),
            ("substitution", U, "The main difficulty is the cost of seeds and tools."),
        ],
    },
]
