"""A hundred-and-thirty-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh133``).

Written on 2026-11-28 (session 51) after the round that read ``fresh128``-``fresh130``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh133", "names": "Technique notes: wrist rotation",
        "evidence": "In broken-octave and tremolo passages, let a small rotation of the forearm move the hand "
                    "instead of lifting each finger. Start slowly with a wide rotation, then make the motion "
                    "smaller as the tempo rises, so that at full speed it is barely visible.",
        "claims": [
            ("paraphrase", F, "Use a slight forearm rotation in tremolos rather than lifting every finger."),
            ("paraphrase", F, "Begin slowly, with a large rotating motion."),
            ("paraphrase", F, "As you speed up, reduce the rotation until it can hardly be seen."),
            ("opposite", U, "Lift each finger high in tremolo passages instead of rotating the forearm."),
            ("opposite", U, "Make the rotation wider as the tempo rises."),
            ("reversed_order", U, "Start at full speed with a small rotation, then slow down and widen it."),
        ],
    },
    {
        "domain": "literature", "split": "fresh133", "names": "Study guide: Barchester Towers",
        "evidence": "When the old bishop of Barchester dies, Archdeacon Grantly hopes to succeed his father, but "
                    "the government changes and Dr Proudie is appointed instead. Mrs Proudie and the chaplain "
                    "Obadiah Slope soon quarrel over who really controls the diocese.",
        "claims": [
            ("paraphrase", F, "Grantly hopes to follow his father as bishop."),
            ("paraphrase", F, "A change of government means Dr Proudie gets the post instead of Grantly."),
            ("paraphrase", F, "Mrs Proudie and Mr Slope fall out over who runs the diocese."),
            ("opposite", U, "Archdeacon Grantly is appointed bishop after his father dies."),
            ("substitution", U, "Grantly hopes to succeed his uncle as bishop."),
            ("opposite", U, "Mrs Proudie and Slope work together in perfect agreement."),
        ],
    },
    {
        "domain": "docs", "split": "fresh133", "names": "Security guide: login alerts",
        "evidence": "You get an email alert whenever your account is signed in from a new device or browser. "
                    "Sign-ins from a device you have used in the last 90 days do not trigger an alert, and alerts "
                    "cannot be turned off for administrator accounts.",
        "claims": [
            ("paraphrase", F, "A sign-in from a new device or browser sends you an email alert."),
            ("paraphrase", F, "Devices you have used within the past 90 days sign in without an alert."),
            ("paraphrase", F, "Administrators cannot switch these alerts off."),
            ("opposite", U, "Every sign-in, even from a familiar device, triggers an alert."),
            ("number", U, "Devices used in the last 30 days do not trigger an alert."),
            ("opposite", U, "Administrators can turn login alerts off for their own accounts."),
        ],
    },
    {
        "domain": "science", "split": "fresh133", "names": "Abstract: wildfire smoke and lake algae",
        "evidence": "Lakes downwind of large wildfires received ash rich in phosphorus, and algal blooms in those "
                    "lakes were twice as large as in lakes upwind. The effect faded within a month, but smoke "
                    "shading slowed algal growth during the fires themselves.",
        "claims": [
            ("paraphrase", F, "Ash falling on lakes downwind of wildfires was high in phosphorus."),
            ("paraphrase", F, "Blooms downwind were double the size of those upwind."),
            ("paraphrase", F, "While the fires burned, shade from the smoke held back algal growth."),
            ("swapped_roles", U, "Algal blooms in upwind lakes were twice as large as in downwind lakes."),
            ("opposite", U, "The effect lasted for more than a year."),
            ("opposite", U, "Smoke shading sped up algal growth during the fires."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh133", "names": "Lecture transcript: Kepler and Tycho",
        "evidence": "Johannes Kepler inherited Tycho Brahe's observations of Mars when Tycho died in 1601. Working "
                    "from them, Kepler concluded that planets move in ellipses rather than circles, with the Sun "
                    "at one focus, and published this in 1609.",
        "claims": [
            ("paraphrase", F, "After Tycho's death in 1601, his Mars observations passed to Kepler."),
            ("paraphrase", F, "Kepler decided that planetary orbits are ellipses, not circles."),
            ("paraphrase", F, "The Sun sits at one focus of each orbit."),
            ("misattribution", U, "Tycho concluded that planets move in ellipses with the Sun at one focus."),
            ("opposite", U, "Kepler concluded that planets move in perfect circles."),
            ("number", U, "Kepler published his conclusion in 1619."),
        ],
    },
    {
        "domain": "essay", "split": "fresh133", "names": "Course reader: Invictus",
        "evidence": "Henley's speaker thanks whatever gods may be for his unconquerable soul. Though his head is "
                    "bloody, it is unbowed, and however strait the gate or full of punishments the scroll, he calls "
                    "himself the master of his fate and the captain of his soul.",
        "claims": [
            ("paraphrase", F, "The speaker gives thanks for a soul that cannot be conquered."),
            ("paraphrase", F, "His head is bloodied but he does not bow it."),
            ("paraphrase", F, "He declares that he is master of his own fate."),
            ("opposite", U, "The speaker's head is bloody and bowed in defeat."),
            ("opposite", U, "He says fate is the master of his soul."),
            ("substitution", U, "He calls himself the captain of his ship."),
        ],
    },
]
