"""A hundred-and-ninety-first held-out set for ``benchmarks/verifier.py`` (split ``fresh191``).

Written on 2026-11-29 (session 58) after round 129 (which read ``fresh188``-``fresh190``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh191", "names": "Teaching notes: Schumann's Arabeske",
        "evidence": "Schumann's Arabeske in C major alternates a gentle rondo theme with two minor-key episodes. The "
                    "theme should flow without accents on the first beat of each bar, while the episodes may be "
                    "played a little slower and with more weight. The closing section, marked Zum Schluss, is the "
                    "quietest music in the piece.",
        "claims": [
            ("paraphrase", F, "Schumann's Arabeske alternates a gentle rondo theme with two episodes in minor keys."),
            ("paraphrase", F, "The theme should flow with no accent on the first beat of each bar."),
            ("paraphrase", F, "The episodes can be taken a little slower and with more weight."),
            ("opposite", U, "Accent the first beat of each bar in the theme."),
            ("opposite", U, "The episodes should be played faster and lighter than the theme."),
            ("opposite", U, "The closing section, Zum Schluss, is the loudest music in the piece."),
        ],
    },
    {
        "domain": "literature", "split": "fresh191", "names": "Study guide: The Overcoat",
        "evidence": "Akaky Akakievich, a poor copying clerk in St Petersburg, saves for months to buy a new overcoat. "
                    "On the very night he first wears it, robbers steal it from him. An important official whom he "
                    "asks for help shouts at him instead, and Akaky falls ill and dies soon afterwards.",
        "claims": [
            ("paraphrase", F, "Akaky is a poor copying clerk in St Petersburg who saves for months for a new overcoat."),
            ("paraphrase", F, "The coat is stolen on the first night he wears it."),
            ("paraphrase", F, "Akaky falls ill and dies soon after the official shouts at him."),
            ("opposite", U, "The important official helps Akaky recover his overcoat."),
            ("reversed_order", U, "Akaky falls ill before his overcoat is stolen."),
            ("opposite", U, "Akaky buys the new overcoat on the day he first thinks of it."),
        ],
    },
    {
        "domain": "docs", "split": "fresh191", "names": "Help: SIM PIN",
        "evidence": "A SIM PIN locks your SIM card, so the phone cannot use mobile data or make calls after a restart "
                    "until the PIN is entered. Entering the wrong PIN three times blocks the SIM, and you then need "
                    "the PUK code from your carrier. Emergency calls work even when the SIM is locked.",
        "claims": [
            ("paraphrase", F, "After a restart, a SIM PIN stops the phone using mobile data or making calls until you enter the PIN."),
            ("paraphrase", F, "Three wrong PIN entries block the SIM."),
            ("paraphrase", F, "You can still make emergency calls while the SIM is locked."),
            ("number", U, "The SIM is blocked after five wrong PIN entries."),
            ("negation", U, "Emergency calls do not work while the SIM is locked."),
            ("substitution", U, "To unblock the SIM you need the PIN code from your carrier."),
        ],
    },
    {
        "domain": "science", "split": "fresh191", "names": "Review: song learning in zebra finches",
        "evidence": "Young male zebra finches learn their song by copying an adult male, usually their father, during "
                    "a sensitive period that ends around 90 days after hatching. Females do not sing, but they prefer "
                    "males whose songs closely match the local adult song.",
        "claims": [
            ("paraphrase", F, "Young male zebra finches learn to sing by copying an adult male, usually the father."),
            ("paraphrase", F, "The sensitive period for learning ends at about 90 days after hatching."),
            ("paraphrase", F, "Female zebra finches do not sing."),
            ("overgeneralisation", U, "Both male and female zebra finches learn to sing."),
            ("number", U, "The sensitive period ends around 30 days after hatching."),
            ("opposite", U, "Females prefer males whose songs differ most from the local adult song."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh191", "names": "Lecture 13: the Coriolis effect",
        "evidence": "Because the Earth rotates, winds moving across its surface are deflected to the right in the "
                    "Northern Hemisphere and to the left in the Southern Hemisphere. This is why hurricanes spin "
                    "anticlockwise north of the equator. The effect is far too weak to decide which way water drains "
                    "from a sink.",
        "claims": [
            ("paraphrase", F, "In the Northern Hemisphere, moving winds are deflected to the right because the Earth rotates."),
            ("paraphrase", F, "North of the equator, hurricanes turn anticlockwise."),
            ("paraphrase", F, "The Coriolis effect is much too weak to determine which way a sink drains."),
            ("swapped_roles", U, "Winds are deflected to the left in the Northern Hemisphere and to the right in the Southern Hemisphere."),
            ("opposite", U, "Hurricanes north of the equator spin clockwise."),
            ("opposite", U, "The Coriolis effect decides which way water drains from a sink."),
        ],
    },
    {
        "domain": "essay", "split": "fresh191", "names": "Essay sources: recess and attention",
        "evidence": "In a study of 400 pupils aged eight to ten, classes given at least fifteen minutes of outdoor "
                    "recess each day were rated by their teachers as better behaved. The study could not rule out "
                    "that schools with longer recess also differed in other ways, such as class size.",
        "claims": [
            ("paraphrase", F, "The study followed 400 pupils between eight and ten years old."),
            ("paraphrase", F, "Teachers rated classes with at least fifteen minutes of daily outdoor recess as better behaved."),
            ("paraphrase", F, "The study could not exclude other differences between schools, such as class size."),
            ("number", U, "Classes had at least forty minutes of outdoor recess each day."),
            ("strength", U, "The study showed that recess alone caused the better behaviour."),
            ("opposite", U, "Teachers rated classes with daily recess as worse behaved."),
        ],
    },
]
