"""A hundred-and-thirty-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh134``).

Written on 2026-11-28 (session 52) before any run of the verifier on it, on topics no earlier split
uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh134", "names": "Technique notes: finger substitution",
        "evidence": "To keep a melody legato when you run out of fingers, change fingers silently on a held key: "
                    "while the key stays down, slide the new finger onto it and lift the old one. The key must not "
                    "rise at all during the change, or the note will be cut short.",
        "claims": [
            ("paraphrase", F, "Swapping fingers on a key that is held down helps keep a melody smooth."),
            ("paraphrase", F, "Put the new finger on the key while it is still down, then take the old finger off."),
            ("paraphrase", F, "If the key comes up during the swap, the note gets shortened."),
            ("opposite", U, "Let the key rise slightly while you change fingers."),
            ("reversed_order", U, "Lift the old finger first, then place the new one on the key."),
            ("opposite", U, "Finger substitution is a way to play the melody detached."),
        ],
    },
    {
        "domain": "literature", "split": "fresh134", "names": "Study guide: North and South",
        "evidence": "Margaret Hale moves from a village in the south of England to the northern mill town of "
                    "Milton when her father leaves the Church. She at first despises the mill owner John Thornton, "
                    "and she refuses his first proposal of marriage.",
        "claims": [
            ("paraphrase", F, "Margaret's family moves north to Milton after her father gives up his post in the "
                              "Church."),
            ("paraphrase", F, "At first she looks down on Thornton, who owns a mill."),
            ("paraphrase", F, "When Thornton first asks her to marry him, Margaret turns him down."),
            ("opposite", U, "Margaret accepts Thornton's first proposal."),
            ("reversed_order", U, "Margaret leaves the northern town of Milton for a southern village."),
            ("swapped_roles", U, "Thornton at first despises Margaret Hale."),
        ],
    },
    {
        "domain": "docs", "split": "fresh134", "names": "Help centre: Do Not Disturb",
        "evidence": "Do Not Disturb silences all notifications until the time you choose. Calls from contacts "
                    "marked as favourites still ring through, and a second call from the same number within "
                    "three minutes also rings. Alarms are never silenced.",
        "claims": [
            ("paraphrase", F, "While Do Not Disturb is on, notifications stay quiet until the time you set."),
            ("paraphrase", F, "Your favourite contacts can still get through when they call."),
            ("paraphrase", F, "A repeat call from one number within three minutes will ring."),
            ("opposite", U, "Do Not Disturb also silences alarms."),
            ("number", U, "A second call within ten minutes rings through."),
            ("opposite", U, "Calls from favourites are silenced like all others."),
        ],
    },
    {
        "domain": "science", "split": "fresh134", "names": "Abstract: tsetse flies and sleeping sickness",
        "evidence": "Sleeping sickness is caused by trypanosome parasites carried by tsetse flies. In villages "
                    "where insecticide-treated targets were set out, tsetse numbers fell by 90 percent within a "
                    "year, and no new human cases were recorded over the next three years.",
        "claims": [
            ("paraphrase", F, "Tsetse flies carry the trypanosomes that cause sleeping sickness."),
            ("paraphrase", F, "Treated targets cut fly numbers by nine tenths in under a year."),
            ("paraphrase", F, "For three years afterwards, no new cases in people were found."),
            ("swapped_roles", U, "Trypanosome parasites carry tsetse flies."),
            ("number", U, "Tsetse numbers fell by 50 percent within a year."),
            ("opposite", U, "Human cases rose over the following three years."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh134", "names": "Lecture transcript: Galileo and Jupiter",
        "evidence": "In January 1610 Galileo turned his telescope on Jupiter and saw three, then four, small "
                    "stars near it that changed position from night to night. He concluded that they were moons "
                    "circling Jupiter, which showed that not everything orbits the Earth.",
        "claims": [
            ("paraphrase", F, "Early in 1610 Galileo pointed his telescope at Jupiter."),
            ("paraphrase", F, "The little stars beside Jupiter moved from one night to the next."),
            ("paraphrase", F, "Moons going round Jupiter proved that the Earth is not the centre of every orbit."),
            ("number", U, "Galileo first saw Jupiter's moons in 1616."),
            ("opposite", U, "The small stars near Jupiter stayed in the same place every night."),
            ("substitution", U, "Galileo concluded that the small stars were moons circling Saturn."),
        ],
    },
    {
        "domain": "essay", "split": "fresh134", "names": "Course reader: Dulce et Decorum Est",
        "evidence": "Owen's soldiers march bent double like old beggars, many having lost their boots. When a gas "
                    "shell lands, all but one fit their masks in time, and the poem ends by calling the old saying "
                    "that it is sweet to die for one's country a lie.",
        "claims": [
            ("paraphrase", F, "The soldiers are bent over like old beggars as they march."),
            ("paraphrase", F, "Many of them have no boots."),
            ("paraphrase", F, "Only one soldier fails to put his mask on in time."),
            ("opposite", U, "Every soldier gets his gas mask on in time."),
            ("opposite", U, "The poem ends by praising the saying that dying for one's country is sweet."),
            ("substitution", U, "The soldiers march bent double like old sailors."),
        ],
    },
]
