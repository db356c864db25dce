"""A hundred-and-fortieth held-out set for ``benchmarks/verifier.py`` (split ``fresh139``).

Written on 2026-11-28 (session 52) after the round that read ``fresh134``-``fresh136``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh139", "names": "Repertoire notes: Schubert's impromptus",
        "evidence": "In the G-flat Impromptu the melody sits in the top voice while the right hand also plays a "
                    "rippling accompaniment below it. Voice the melody with the outer fingers and keep the inner "
                    "notes soft, so the tune sings over the ripple.",
        "claims": [
            ("paraphrase", F, "The tune lies in the highest voice, above a rippling accompaniment in the same hand."),
            ("paraphrase", F, "Bring out the melody with the outer fingers of the right hand."),
            ("paraphrase", F, "Play the inner notes quietly so the melody sings above them."),
            ("opposite", U, "Play the inner notes loudly so they cover the melody."),
            ("substitution", U, "The left hand plays the rippling accompaniment below the melody."),
            ("substitution", U, "Voice the melody with the thumb and keep the outer fingers soft."),
        ],
    },
    {
        "domain": "literature", "split": "fresh139", "names": "Study guide: Dombey and Son",
        "evidence": "Paul Dombey wants a son to carry on his shipping firm and ignores his daughter Florence. His "
                    "sickly son, little Paul, dies young, and Dombey's pride later drives away his second wife, "
                    "Edith.",
        "claims": [
            ("paraphrase", F, "Mr Dombey wishes for a son to take over his shipping business."),
            ("paraphrase", F, "He pays no attention to his daughter Florence."),
            ("paraphrase", F, "His pride eventually drives off his second wife."),
            ("opposite", U, "Dombey dotes on his daughter Florence."),
            ("opposite", U, "Little Paul grows up strong and takes over the firm."),
            ("substitution", U, "Dombey's pride drives away his first wife, Edith."),
        ],
    },
    {
        "domain": "docs", "split": "fresh139", "names": "Help centre: automatic screen lock",
        "evidence": "The screen locks after 5 minutes without input, or at once when you close the lid. "
                    "Administrators can shorten the delay but cannot turn the lock off, and unlocking needs "
                    "your password or fingerprint.",
        "claims": [
            ("paraphrase", F, "After five minutes with no input the screen locks."),
            ("paraphrase", F, "Closing the lid locks the screen straight away."),
            ("paraphrase", F, "An administrator may make the delay shorter but cannot switch the lock off."),
            ("number", U, "The screen locks after 15 minutes without input."),
            ("opposite", U, "Administrators can turn the automatic lock off."),
            ("opposite", U, "Closing the lid does not lock the screen."),
        ],
    },
    {
        "domain": "science", "split": "fresh139", "names": "Abstract: snow leopards and livestock",
        "evidence": "Snow leopards killed more livestock in villages where wild prey such as ibex had declined. "
                    "Where herders built predator-proof night pens, losses fell by 80 percent, and retaliatory "
                    "killings of leopards stopped.",
        "claims": [
            ("paraphrase", F, "Livestock losses to snow leopards were higher where wild prey like ibex had fallen "
                              "in number."),
            ("paraphrase", F, "Night pens that kept predators out cut losses by four fifths."),
            ("paraphrase", F, "Herders stopped killing leopards in revenge once the pens were built."),
            ("opposite", U, "Snow leopards killed fewer livestock where wild prey had declined."),
            ("number", U, "Predator-proof pens cut losses by 40 percent."),
            ("opposite", U, "Retaliatory killings of leopards rose after the pens were built."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh139", "names": "Lecture transcript: Copernicus",
        "evidence": "Copernicus put the Sun, not the Earth, at the centre of the planetary system, with the Earth "
                    "turning daily on its axis. He delayed publishing the full theory until 1543, the year he "
                    "died, and he still kept circular orbits.",
        "claims": [
            ("paraphrase", F, "Copernicus placed the Sun rather than the Earth at the centre."),
            ("paraphrase", F, "In his system the Earth spins on its axis once a day."),
            ("paraphrase", F, "He held back the complete theory until 1543, when he died."),
            ("opposite", U, "Copernicus put the Earth at the centre, with the Sun moving round it."),
            ("opposite", U, "Copernicus replaced circular orbits with ellipses."),
            ("number", U, "Copernicus published the full theory in 1453."),
        ],
    },
    {
        "domain": "essay", "split": "fresh139", "names": "Course reader: The Lake Isle of Innisfree",
        "evidence": "Yeats's speaker says he will arise and go to Innisfree, build a small cabin of clay and "
                    "wattles, and keep nine bean-rows and a hive for the honey-bee. Standing on grey city "
                    "pavements, he hears the lake water lapping in his deep heart's core.",
        "claims": [
            ("paraphrase", F, "The speaker plans to build a little cabin of clay and wattles at Innisfree."),
            ("paraphrase", F, "He will grow nine rows of beans and keep bees."),
            ("paraphrase", F, "Even on the grey pavements of the city, he hears the lake in his heart."),
            ("number", U, "He will keep twelve bean-rows."),
            ("substitution", U, "He will build a small cabin of stone and timber."),
            ("opposite", U, "He hears the lake water only when he stands on its shore."),
        ],
    },
]
