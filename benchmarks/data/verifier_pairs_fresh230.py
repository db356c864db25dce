"""A two-hundred-and-thirtieth held-out set for ``benchmarks/verifier.py`` (split ``fresh230``).

Written on 2026-11-29 (session 62) after round 157 (which read ``fresh227``-``fresh229``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh230", "names": "Teaching notes: Tchaikovsky's Old French Song",
        "evidence": "Tchaikovsky's Old French Song, No. 16 of his Album for the Young, is a melancholy melody in G "
                    "minor over a plain chordal accompaniment. The tune is first heard in the right hand and later "
                    "returns an octave lower. Keep the accompaniment softer than the melody and use the pedal "
                    "sparingly so the harmonies do not blur.",
        "claims": [
            ("paraphrase", F, "The Old French Song is number 16 in Tchaikovsky's Album for the Young."),
            ("paraphrase", F, "When the tune comes back, it sits an octave lower."),
            ("paraphrase", F, "Pedal lightly so that the harmonies stay clear."),
            ("substitution", U, "The Old French Song is in G major."),
            ("swapped_roles", U, "Keep the melody softer than the accompaniment."),
            ("opposite", U, "Use plenty of pedal so the harmonies blend together."),
        ],
    },
    {
        "domain": "literature", "split": "fresh230", "names": "Study guide: The Happy Prince",
        "evidence": "In Oscar Wilde's 'The Happy Prince', a statue covered in gold leaf, with sapphire eyes and a "
                    "ruby in his sword-hilt, stands high above a city. He asks a swallow, who has stayed behind on "
                    "his way to Egypt, to give away his jewels and gold to the poor. The swallow dies of cold at the "
                    "Prince's feet, and the Prince's lead heart breaks.",
        "claims": [
            ("paraphrase", F, "The Prince's statue has sapphires for eyes and a ruby in the hilt of his sword."),
            ("paraphrase", F, "A swallow, delayed on its way to Egypt, gives the Prince's jewels and gold to the poor."),
            ("paraphrase", F, "When the swallow dies of cold at his feet, the Prince's lead heart breaks."),
            ("substitution", U, "The statue has emerald eyes."),
            ("swapped_roles", U, "The swallow asks the Prince to give away his jewels to the poor."),
            ("opposite", U, "The swallow reaches Egypt safely before the winter."),
        ],
    },
    {
        "domain": "docs", "split": "fresh230", "names": "Windows help: Snap layouts",
        "evidence": "Snap layouts help you arrange open windows on your screen. Hover over a window's maximize "
                    "button, or press Windows key + Z, to see the available layouts, then choose a zone for the "
                    "window. Windows you snap together are saved as a snap group, which you can restore from the "
                    "taskbar. Snap layouts are not available when a window is in full-screen mode.",
        "claims": [
            ("paraphrase", F, "Pressing Windows key + Z shows the available layouts."),
            ("paraphrase", F, "You can bring back a snap group from the taskbar."),
            ("paraphrase", F, "In full-screen mode, snap layouts cannot be used."),
            ("substitution", U, "Press Windows key + X to see the available layouts."),
            ("opposite", U, "Windows you snap together are not saved."),
            ("opposite", U, "Snap layouts work even when a window is in full-screen mode."),
        ],
    },
    {
        "domain": "science", "split": "fresh230", "names": "Lecture notes: the Coandă effect",
        "evidence": "The Coandă effect is the tendency of a fluid jet to stay attached to a nearby curved surface. A "
                    "stream of water from a tap will bend around the back of a spoon held in it, and the spoon is "
                    "pulled towards the stream. Aircraft designers use the effect to increase lift by blowing air "
                    "over curved flaps.",
        "claims": [
            ("paraphrase", F, "A jet of fluid tends to cling to a curved surface close to it."),
            ("paraphrase", F, "Water from a tap curves around the back of a spoon placed in the stream."),
            ("paraphrase", F, "Blowing air over curved flaps lets designers give aircraft more lift."),
            ("opposite", U, "The spoon is pushed away from the stream."),
            ("opposite", U, "A fluid jet tends to separate from a nearby curved surface."),
            ("opposite", U, "Aircraft designers use the effect to reduce lift."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh230", "names": "Lecture transcript: Asch's conformity experiments",
        "evidence": "In Solomon Asch's line experiments in the 1950s, a participant sat with a group of actors who, "
                    "on some trials, all gave the same wrong answer about which line matched a standard line. About a "
                    "third of the answers on those trials went along with the wrong majority, and three quarters of "
                    "participants conformed at least once. When just one actor gave the correct answer, conformity "
                    "dropped sharply.",
        "claims": [
            ("paraphrase", F, "On some trials, every actor in the group gave the same incorrect answer."),
            ("paraphrase", F, "Three in four participants went along with the group at least once."),
            ("paraphrase", F, "Having a single actor answer correctly made conformity fall steeply."),
            ("number", U, "About two thirds of the answers on those trials followed the wrong majority."),
            ("opposite", U, "When one actor gave the correct answer, conformity rose sharply."),
            ("misattribution", U, "Stanley Milgram's line experiments found that three quarters of participants conformed at least once."),
        ],
    },
    {
        "domain": "essay", "split": "fresh230", "names": "Essay: the Lyon exchange",
        "evidence": "Our school runs a two-week exchange programme with a partner school in Lyon for students in Year "
                    "10. Students who take part usually come back more confident speaking French, and many stay in "
                    "touch with their partners. The cost, about £600, means that some families cannot afford it, so "
                    "the school offers a small number of bursaries.",
        "claims": [
            ("paraphrase", F, "Year 10 students can join a two-week exchange with a partner school in Lyon."),
            ("paraphrase", F, "Participants often return more confident in spoken French."),
            ("paraphrase", F, "Because it costs about £600, some families cannot pay, so a few bursaries are offered."),
            ("number", U, "The exchange with Lyon lasts four weeks."),
            ("opposite", U, "Every family can easily afford the exchange."),
            ("opposite", U, "The school offers no bursaries for the exchange."),
        ],
    },
]
