"""A hundred-and-seventy-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh177``).

Written on 2026-11-29 (session 57) after round 124 (which read ``fresh173``-``fresh175``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh177", "names": "Teaching notes: Sibelius's The Spruce",
        "evidence": "The Spruce, one of Sibelius's five tree pieces, is a slow waltz in B minor. Let the opening "
                    "arpeggios swell and fade like wind in the branches, and keep the pedal changes clean so the "
                    "harmonies do not blur.",
        "claims": [
            ("paraphrase", F, "The Spruce is one of Sibelius's five tree pieces."),
            ("paraphrase", F, "It is a slow waltz in B minor."),
            ("paraphrase", F, "Change the pedal cleanly so the harmonies don't blur."),
            ("substitution", U, "The Spruce is a fast march in B minor."),
            ("number", U, "The Spruce is one of Sibelius's seven tree pieces."),
            ("opposite", U, "Let the harmonies blur by changing the pedal as little as possible."),
        ],
    },
    {
        "domain": "literature", "split": "fresh177", "names": "Study guide: Fathers and Sons",
        "evidence": "Arkady brings his friend Bazarov, a young nihilist who rejects all authority, to his father's "
                    "estate. Bazarov mocks the old aristocrat Pavel Petrovich, who challenges him to a duel, and "
                    "later Bazarov dies from an infection caught while dissecting a corpse.",
        "claims": [
            ("paraphrase", F, "Arkady takes his friend Bazarov to his father's estate."),
            ("paraphrase", F, "Bazarov is a young nihilist who rejects every authority."),
            ("paraphrase", F, "Pavel Petrovich challenges Bazarov to a duel."),
            ("swapped_roles", U, "Bazarov challenges Pavel Petrovich to a duel."),
            ("causal", U, "Bazarov dies from a wound received in the duel."),
            ("misattribution", U, "Arkady dies from an infection caught while dissecting a corpse."),
        ],
    },
    {
        "domain": "docs", "split": "fresh177", "names": "Help centre: Live Photos",
        "evidence": "A Live Photo records one and a half seconds of video and sound before and after you press the "
                    "shutter. Live Photos take up about twice the space of a still photo, so you can switch the "
                    "feature off in the Camera settings.",
        "claims": [
            ("paraphrase", F, "A Live Photo captures one and a half seconds of video and sound either side of the shutter press."),
            ("paraphrase", F, "Live Photos take about twice as much space as still photos."),
            ("paraphrase", F, "You can turn Live Photos off in the Camera settings."),
            ("number", U, "A Live Photo records three seconds of video after you press the shutter."),
            ("comparative", U, "Live Photos take up less space than still photos."),
            ("opposite", U, "Live Photos record video but no sound."),
        ],
    },
    {
        "domain": "science", "split": "fresh177", "names": "Abstract: evening light and sleep",
        "evidence": "Volunteers who read on a bright tablet for four hours before bed took about ten minutes longer "
                    "to fall asleep than when they read a printed book. Their evening levels of melatonin, the "
                    "hormone that signals night, were also lower.",
        "claims": [
            ("paraphrase", F, "Reading on a bright tablet before bed delayed sleep by about ten minutes compared with a printed book."),
            ("paraphrase", F, "The tablet reading lasted four hours before bed."),
            ("paraphrase", F, "Melatonin, a hormone that signals night, was lower in the evening after tablet reading."),
            ("number", U, "Tablet readers took about an hour longer to fall asleep."),
            ("opposite", U, "Evening melatonin levels were higher after reading on the tablet."),
            ("comparative", U, "Volunteers fell asleep faster after reading on the tablet than after reading a printed book."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh177", "names": "Lecture transcript: Humboldt in South America",
        "evidence": "Between 1799 and 1804 Alexander von Humboldt explored South America with the botanist Aimé "
                    "Bonpland. On Chimborazo he noticed that plants changed with altitude in bands that matched the "
                    "changes he had seen travelling from the equator towards the poles.",
        "claims": [
            ("paraphrase", F, "Humboldt explored South America with the botanist Aimé Bonpland from 1799 to 1804."),
            ("paraphrase", F, "On Chimborazo he saw plants change with altitude in bands."),
            ("paraphrase", F, "Those bands matched what he had seen travelling from the equator towards the poles."),
            ("date", U, "Humboldt explored South America between 1829 and 1834."),
            ("misattribution", U, "Bonpland noticed on Chimborazo that plants changed with altitude."),
            ("substitution", U, "On Chimborazo Humboldt noticed that birds changed with altitude."),
        ],
    },
    {
        "domain": "essay", "split": "fresh177", "names": "Essay source: school field trips",
        "evidence": "Pupils who visited an art museum on a school trip showed more tolerance and historical empathy "
                    "in later surveys than pupils who stayed behind. The effect was largest for pupils from rural and "
                    "poorer schools, who were least likely to have visited a museum before.",
        "claims": [
            ("paraphrase", F, "Pupils who went on a museum trip later showed more tolerance than those who stayed at school."),
            ("paraphrase", F, "The effect was biggest for pupils from rural and poorer schools."),
            ("paraphrase", F, "Those pupils were the least likely to have been to a museum before."),
            ("opposite", U, "The effect was smallest for pupils from rural and poorer schools."),
            ("comparative", U, "Pupils who stayed behind showed more historical empathy than those who visited the museum."),
            ("substitution", U, "Pupils who visited a science museum showed more tolerance."),
        ],
    },
]
