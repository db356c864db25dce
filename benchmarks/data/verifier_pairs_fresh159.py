"""A hundred-and-sixtieth held-out set for ``benchmarks/verifier.py`` (split ``fresh159``).

Written on 2026-11-29 (session 56) after the round that read ``fresh155``-``fresh157``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh159", "names": "Teaching notes: Mompou's Cançons i danses",
        "evidence": "Mompou's Cançons i danses pair a slow song with a livelier dance. He asked for a resonant, "
                    "bell-like sound, and many pieces are written without bar lines, so the pianist must find the "
                    "phrasing by ear.",
        "claims": [
            ("paraphrase", F, "Each of the Cançons i danses sets a slow song beside a quicker dance."),
            ("paraphrase", F, "Mompou wanted the sound to ring like bells."),
            ("paraphrase", F, "Without bar lines, the player has to hear where the phrases go."),
            ("opposite", U, "Mompou wanted a dry, muted sound."),
            ("swapped_roles", U, "Each piece pairs a fast song with a slow dance."),
            ("opposite", U, "Every piece is written with strict bar lines."),
        ],
    },
    {
        "domain": "literature", "split": "fresh159", "names": "Study guide: Daisy Miller",
        "evidence": "In Daisy Miller, Winterbourne cannot decide whether Daisy is innocent or improper. After she "
                    "visits the Colosseum at night with Giovanelli, she catches Roman fever and dies, and "
                    "Winterbourne admits he misjudged her.",
        "claims": [
            ("paraphrase", F, "Winterbourne is unsure whether Daisy is innocent or improper."),
            ("paraphrase", F, "Daisy dies of Roman fever caught after a night visit to the Colosseum."),
            ("paraphrase", F, "Winterbourne confesses that he was wrong about her."),
            ("misattribution", U, "Giovanelli cannot decide whether Daisy is innocent or improper."),
            ("opposite", U, "Daisy recovers from Roman fever."),
            ("substitution", U, "Daisy visits the Colosseum at night with Winterbourne."),
        ],
    },
    {
        "domain": "docs", "split": "fresh159", "names": "Help centre: offline maps",
        "evidence": "Downloaded offline maps expire after 30 days unless the phone connects to the internet, when "
                    "they update themselves. Driving directions work offline, but transit and walking directions need "
                    "a connection.",
        "claims": [
            ("paraphrase", F, "Offline maps stop working after 30 days if the phone never goes online."),
            ("paraphrase", F, "When the phone is online, offline maps refresh automatically."),
            ("paraphrase", F, "You can get driving directions without a connection."),
            ("opposite", U, "Walking directions work offline."),
            ("number", U, "Offline maps expire after 15 days."),
            ("opposite", U, "Offline maps never expire."),
        ],
    },
    {
        "domain": "science", "split": "fresh159", "names": "Abstract: Galvani's frogs",
        "evidence": "In the 1780s Luigi Galvani saw dissected frog legs twitch when touched with two different "
                    "metals. He believed the electricity came from the animal itself, but Alessandro Volta argued it "
                    "came from the metals, and built the first battery to show it.",
        "claims": [
            ("paraphrase", F, "Galvani observed frog legs twitching when two different metals touched them."),
            ("paraphrase", F, "Galvani thought the electricity was produced by the animal."),
            ("paraphrase", F, "Volta held that the metals were the source, and made the first battery to prove it."),
            ("swapped_roles", U, "Volta believed the electricity came from the animal, while Galvani said it came from the metals."),
            ("misattribution", U, "Galvani built the first battery."),
            ("date", U, "Galvani saw the frog legs twitch in the 1880s."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh159", "names": "Lecture transcript: Babbage and Lovelace",
        "evidence": "Babbage designed the Analytical Engine but never finished building it. Ada Lovelace wrote notes "
                    "on it that include a method for computing Bernoulli numbers, and she suggested the machine might "
                    "one day compose music.",
        "claims": [
            ("paraphrase", F, "Babbage never completed the Analytical Engine."),
            ("paraphrase", F, "Lovelace's notes describe how to compute Bernoulli numbers."),
            ("paraphrase", F, "Lovelace thought the engine could someday make music."),
            ("opposite", U, "Babbage finished building the Analytical Engine."),
            ("misattribution", U, "Babbage suggested the engine might one day compose music."),
            ("substitution", U, "Lovelace's notes include a method for computing prime numbers."),
        ],
    },
    {
        "domain": "essay", "split": "fresh159", "names": "Essay source: spaced revision",
        "evidence": "Students who spread their revision over several weeks remembered more a month later than "
                    "students who studied the same hours in one night. Cramming helped on a test the next day, but "
                    "its gains faded quickly.",
        "claims": [
            ("paraphrase", F, "Spreading revision over weeks led to better recall a month later than one night of study."),
            ("paraphrase", F, "Cramming did help on a test the following day."),
            ("paraphrase", F, "The benefits of cramming did not last."),
            ("opposite", U, "Cramming led to better memory a month later."),
            ("specifics", U, "Students who crammed studied for more hours in total."),
            ("opposite", U, "The gains from cramming lasted for months."),
        ],
    },
]
