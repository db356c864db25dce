"""A hundred-and-thirty-third held-out set for ``benchmarks/verifier.py`` (split ``fresh132``).

Written on 2026-11-28 (session 51) after the round that read ``fresh128``-``fresh130``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh132", "names": "Technique notes: legato pedalling",
        "evidence": "For legato pedalling, press the pedal just after the new chord sounds, not with it, and lift "
                    "it at the moment you play the next chord. Pedalling together with the chord lets the old "
                    "harmony blur into the new one.",
        "claims": [
            ("paraphrase", F, "Put the pedal down just after the new chord is struck."),
            ("paraphrase", F, "Release the pedal as you play the following chord."),
            ("paraphrase", F, "If you pedal at the same time as the chord, the previous harmony smears into the new one."),
            ("reversed_order", U, "Press the pedal just before the new chord sounds."),
            ("opposite", U, "Pedalling together with the chord keeps the harmonies clean."),
            ("opposite", U, "Hold the pedal down through the next chord without lifting it."),
        ],
    },
    {
        "domain": "literature", "split": "fresh132", "names": "Study guide: Daniel Deronda",
        "evidence": "Gwendolen Harleth marries the cold Henleigh Grandcourt for money, though she knows of his "
                    "former mistress and children. Daniel Deronda, raised as an English gentleman, learns that his "
                    "mother was Jewish and leaves for the East with Mirah, whom he marries.",
        "claims": [
            ("paraphrase", F, "Gwendolen weds Grandcourt for his money."),
            ("paraphrase", F, "She marries him despite knowing about his earlier mistress and their children."),
            ("paraphrase", F, "Deronda discovers that his mother was Jewish."),
            ("opposite", U, "Gwendolen marries Grandcourt without knowing he had a mistress."),
            ("misattribution", U, "Grandcourt learns that his mother was Jewish."),
            ("substitution", U, "Deronda marries Gwendolen and leaves for the East with her."),
        ],
    },
    {
        "domain": "docs", "split": "fresh132", "names": "Help centre: storage limits",
        "evidence": "Each member gets 30 GB of storage, shared across mail, files and photos. When you reach the "
                    "limit, you can still receive mail for 14 days but cannot upload new files; after that, "
                    "incoming mail is returned to the sender.",
        "claims": [
            ("paraphrase", F, "Mail, files and photos all count toward one 30 GB allowance."),
            ("paraphrase", F, "Once you hit the limit, file uploads are blocked."),
            ("paraphrase", F, "Mail keeps arriving for two weeks after you reach the limit."),
            ("number", U, "Each member gets 50 GB of storage."),
            ("opposite", U, "Photos do not count toward your storage limit."),
            ("opposite", U, "When you reach the limit, incoming mail is returned to the sender straight away."),
        ],
    },
    {
        "domain": "science", "split": "fresh132", "names": "Abstract: fire and serotinous cones",
        "evidence": "Lodgepole pines with serotinous cones kept them sealed with resin until a fire's heat melted "
                    "it, releasing seeds onto freshly burned ground. Stands that burned every 50 to 100 years had "
                    "the most serotinous trees; where fires were rare, most cones opened without fire.",
        "claims": [
            ("paraphrase", F, "Resin kept serotinous cones shut until fire melted it."),
            ("paraphrase", F, "Seeds were released onto ground that had just burned."),
            ("paraphrase", F, "Where fire seldom came, most cones opened with no fire at all."),
            ("opposite", U, "Serotinous cones opened as soon as they were ripe, whether or not there was a fire."),
            ("number", U, "Stands that burned every 200 to 300 years had the most serotinous trees."),
            ("opposite", U, "Where fires were rare, most cones stayed sealed."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh132", "names": "Lecture transcript: Jenner and smallpox",
        "evidence": "In 1796 Edward Jenner took material from a cowpox sore on the hand of the milkmaid Sarah "
                    "Nelmes and inoculated James Phipps, the eight-year-old son of his gardener. Weeks later he "
                    "exposed the boy to smallpox, and Phipps did not fall ill.",
        "claims": [
            ("paraphrase", F, "Jenner took cowpox matter from a sore on Sarah Nelmes's hand."),
            ("paraphrase", F, "The boy he inoculated was his gardener's son, aged eight."),
            ("paraphrase", F, "When later exposed to smallpox, Phipps stayed healthy."),
            ("swapped_roles", U, "Jenner took cowpox material from James Phipps and inoculated Sarah Nelmes."),
            ("opposite", U, "Phipps caught smallpox when Jenner exposed him to it."),
            ("number", U, "Jenner's experiment took place in 1826."),
        ],
    },
    {
        "domain": "essay", "split": "fresh132", "names": "Course reader: Because I could not stop for Death",
        "evidence": "In Dickinson's poem Death is a courteous gentleman who kindly stops for the speaker, who "
                    "could not stop for him. They drive slowly in his carriage, with Immortality as the only other "
                    "passenger, past a school and fields of grain toward a house that is a grave.",
        "claims": [
            ("paraphrase", F, "Death is pictured as a polite gentleman who stops for the speaker."),
            ("paraphrase", F, "Immortality is the carriage's only other rider."),
            ("paraphrase", F, "The carriage passes a school and fields of grain."),
            ("opposite", U, "Death drives the carriage at a furious speed."),
            ("swapped_roles", U, "The speaker kindly stops for Death, who could not stop for her."),
            ("substitution", U, "The carriage carries Eternity and Hope as passengers."),
        ],
    },
]
