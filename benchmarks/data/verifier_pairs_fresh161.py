"""A hundred-and-sixty-second held-out set for ``benchmarks/verifier.py`` (split ``fresh161``).

Written on 2026-11-29 (session 56) after round 115 (which read ``fresh158``-``fresh160``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh161", "names": "Teaching notes: Scriabin's early preludes",
        "evidence": "Scriabin's early preludes owe much to Chopin, but their harmonies are more restless. Keep the "
                    "left-hand leaps light and let the pedal blur the harmonies only slightly, never enough to hide "
                    "the inner voices.",
        "claims": [
            ("paraphrase", F, "Chopin's influence is strong in Scriabin's early preludes."),
            ("paraphrase", F, "The harmonies of these preludes are more unsettled than Chopin's."),
            ("paraphrase", F, "The left-hand leaps should stay light."),
            ("opposite", U, "Let the pedal blur the harmonies enough to hide the inner voices."),
            ("opposite", U, "Play the left-hand leaps heavily."),
            ("misattribution", U, "Chopin's early preludes owe much to Scriabin."),
        ],
    },
    {
        "domain": "literature", "split": "fresh161", "names": "Study guide: Ethan Frome",
        "evidence": "Ethan Frome is trapped on a failing farm with his sickly wife Zeena. When her young cousin "
                    "Mattie comes to help, Ethan falls in love with her, and their sledding accident leaves both of "
                    "them crippled rather than dead.",
        "claims": [
            ("paraphrase", F, "Ethan is stuck on a farm that is failing, with his sickly wife Zeena."),
            ("paraphrase", F, "Ethan falls for Zeena's young cousin Mattie."),
            ("paraphrase", F, "The sledding crash cripples Ethan and Mattie instead of killing them."),
            ("opposite", U, "The sledding accident kills both Ethan and Mattie."),
            ("swapped_roles", U, "Zeena is the young cousin who comes to help Mattie."),
            ("specifics", U, "Ethan and Mattie crash their sled into the elm on the night of the church dance."),
        ],
    },
    {
        "domain": "docs", "split": "fresh161", "names": "Help centre: voice typing",
        "evidence": "Voice typing converts your speech to text as you talk. Say 'comma' or 'full stop' to add "
                    "punctuation. Voice typing works offline for English only; other languages need an internet "
                    "connection.",
        "claims": [
            ("paraphrase", F, "Voice typing turns what you say into text while you speak."),
            ("paraphrase", F, "You add punctuation by saying words such as 'comma'."),
            ("paraphrase", F, "For languages other than English you must be connected to the internet."),
            ("opposite", U, "Voice typing works offline in every language."),
            ("opposite", U, "English voice typing needs an internet connection."),
            ("specifics", U, "Say 'question mark' to end a sentence with a question mark."),
        ],
    },
    {
        "domain": "science", "split": "fresh161", "names": "Abstract: firefly flashes",
        "evidence": "Male fireflies flash a species-specific pattern while flying, and females answer from the ground "
                    "after a set delay. Females of one predatory genus copy the answer of other species to lure males "
                    "and eat them.",
        "claims": [
            ("paraphrase", F, "Flying male fireflies flash a pattern particular to their species."),
            ("paraphrase", F, "Females reply from the ground after a fixed delay."),
            ("paraphrase", F, "In one predatory genus, females imitate other species' replies to attract males and eat them."),
            ("swapped_roles", U, "Female fireflies flash while flying, and males answer from the ground."),
            ("opposite", U, "Females answer immediately, with no delay."),
            ("overgeneralisation", U, "All female fireflies lure and eat males of other species."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh161", "names": "Lecture transcript: Joule's paddle wheel",
        "evidence": "In the 1840s James Joule let a falling weight turn a paddle wheel in water and measured the tiny "
                    "rise in the water's temperature. He showed that a given amount of work always produces the same "
                    "amount of heat.",
        "claims": [
            ("paraphrase", F, "Joule used a falling weight to drive a paddle wheel in water."),
            ("paraphrase", F, "He measured the small increase in the water's temperature."),
            ("paraphrase", F, "A fixed amount of work always yields the same quantity of heat."),
            ("date", U, "Joule carried out the paddle-wheel experiment in the 1870s."),
            ("opposite", U, "Joule found that the same work can produce very different amounts of heat."),
            ("substitution", U, "Joule let a falling weight turn a paddle wheel in oil."),
        ],
    },
    {
        "domain": "essay", "split": "fresh161", "names": "Essay source: timed work intervals",
        "evidence": "In a classroom trial, pupils who worked in 25-minute blocks with five-minute breaks finished "
                    "more tasks than those who worked without breaks. The breaks did not reduce total working time, "
                    "because the blocks began promptly.",
        "claims": [
            ("paraphrase", F, "Pupils working in 25-minute blocks with short breaks completed more tasks."),
            ("paraphrase", F, "The breaks lasted five minutes."),
            ("paraphrase", F, "Total working time was not cut by the breaks."),
            ("number", U, "Pupils worked in 45-minute blocks with five-minute breaks."),
            ("opposite", U, "Pupils who worked without breaks finished more tasks."),
            ("causal", U, "The breaks did not reduce working time because pupils skipped some of them."),
        ],
    },
]
