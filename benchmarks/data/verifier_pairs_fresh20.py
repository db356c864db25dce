"""A twenty-first held-out set for ``benchmarks/verifier.py`` (split ``fresh20``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 33) after round 19 (whose rules read ``fresh19``'s errors) and
measured once before the round that reads it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh20", "names": "Abstract: urban trees and heat",
        "evidence": "Streets lined with mature trees were up to 4 degrees cooler at midday than treeless "
                    "streets nearby. At night the difference shrank to under 1 degree, as the canopy also "
                    "slowed the escape of heat.",
        "claims": [
            ("paraphrase", F, "At noon, streets with full-grown trees were as much as 4 degrees cooler than nearby streets without trees."),
            ("paraphrase", F, "The gap narrowed to less than a degree at night, because the canopy held heat in too."),
            ("number", U, "Tree-lined streets were up to 14 degrees cooler at midday."),
            ("opposite", U, "At night the difference grew to more than 4 degrees."),
            ("swapped_roles", U, "Treeless streets were up to 4 degrees cooler at midday than streets lined with trees."),
            ("overgeneralization", U, "Trees always keep streets cooler, day and night, by several degrees."),
        ],
    },
    {
        "domain": "literature", "split": "fresh20", "names": "Study notes on Great Expectations",
        "evidence": "Pip believes that Miss Havisham is his secret benefactor, but the money in fact comes "
                    "from Magwitch, the convict he helped on the marshes as a boy. Estella, raised by Miss "
                    "Havisham, is taught to break men's hearts.",
        "claims": [
            ("paraphrase", F, "Pip assumes Miss Havisham is the hidden source of his fortune."),
            ("paraphrase", F, "His money really comes from Magwitch, the convict Pip helped on the marshes when he was a child."),
            ("paraphrase", F, "Miss Havisham brings up Estella to break the hearts of men."),
            ("misattribution", U, "The money in fact comes from Miss Havisham, as Pip believes."),
            ("swapped_roles", U, "Estella raises Miss Havisham and teaches her to break men's hearts."),
            ("substitution", U, "Magwitch is the convict Pip helped in the churchyard as a boy."),
        ],
    },
    {
        "domain": "docs", "split": "fresh20", "names": "Logging guide",
        "evidence": "Log at INFO level in production and at DEBUG only while investigating a problem. Never "
                    "log passwords, tokens or full card numbers; mask them before the message is written.",
        "claims": [
            ("paraphrase", F, "Use the INFO level in production, and switch to DEBUG only while you investigate an issue."),
            ("paraphrase", F, "Passwords, tokens and full card numbers must never appear in logs."),
            ("paraphrase", F, "Mask secrets before the log message is written."),
            ("opposite", U, "Log at DEBUG level in production at all times."),
            ("reversed_order", U, "Mask passwords after the message is written."),
            ("negation", U, "It is fine to log full card numbers."),
        ],
    },
    {
        "domain": "piano", "split": "fresh20", "names": "Lesson notes: octaves",
        "evidence": "Play fast octaves from a loose wrist, letting the hand bounce lightly from the keys. If "
                    "the forearm starts to tighten, stop and shake it out before going on.",
        "claims": [
            ("paraphrase", F, "Fast octaves come from a relaxed wrist, with the hand rebounding lightly off the keys."),
            ("paraphrase", F, "When the forearm begins to tense, pause and shake it loose before continuing."),
            ("opposite", U, "Play fast octaves from a stiff wrist."),
            ("negation", U, "If the forearm tightens, keep playing without stopping."),
            ("substitution", U, "Let the elbow bounce lightly from the keys."),
        ],
    },
    {
        "domain": "history", "split": "fresh20", "names": "Notes: the Berlin Airlift",
        "evidence": "When the Soviet Union blocked road and rail access to West Berlin in June 1948, American "
                    "and British aircraft flew in food and coal for almost eleven months, until the blockade "
                    "was lifted in May 1949.",
        "claims": [
            ("paraphrase", F, "After the Soviets cut off road and rail routes to West Berlin in June 1948, US and British planes supplied the city with food and coal."),
            ("paraphrase", F, "The airlift went on for nearly eleven months, ending when the blockade was lifted in May 1949."),
            ("number", U, "The airlift lasted for almost three years."),
            ("misattribution", U, "French aircraft alone flew in food and coal to West Berlin."),
            ("substitution", U, "The Soviet Union blocked road and rail access to East Berlin in June 1948."),
            ("reversed_order", U, "The blockade was lifted before the airlift began."),
        ],
    },
    {
        "domain": "essay", "split": "fresh20", "names": "Writing guide: paragraphs",
        "evidence": "Begin each paragraph with a topic sentence that states its one main point. Support the "
                    "point with evidence, and end by linking it back to your thesis.",
        "claims": [
            ("paraphrase", F, "Open every paragraph with a topic sentence giving its single main point."),
            ("paraphrase", F, "Back the point up with evidence, then close by connecting it to your thesis."),
            ("opposite", U, "A paragraph should make several main points at once."),
            ("reversed_order", U, "Link the paragraph to your thesis before you state its main point."),
        ],
    },
    {
        "domain": "science", "split": "fresh20", "names": "Abstract: salt and blood pressure",
        "evidence": "In a four-week trial, adults with high blood pressure who cut their salt intake by half "
                    "lowered their systolic pressure by about 7 points. Adults with normal blood pressure saw "
                    "a drop of only 1 to 2 points.",
        "claims": [
            ("paraphrase", F, "Halving salt intake for four weeks lowered systolic pressure by roughly 7 points in adults with hypertension."),
            ("paraphrase", F, "People whose blood pressure was already normal saw only a small fall of 1 to 2 points."),
            ("swapped_roles", U, "Adults with normal blood pressure lowered their systolic pressure by about 7 points, and those with high blood pressure by only 1 to 2."),
            ("number", U, "The trial lasted four months."),
            ("population", U, "Children with high blood pressure who halved their salt lowered systolic pressure by about 7 points."),
        ],
    },
]
