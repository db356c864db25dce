"""A two-hundred-and-sixty-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh264``).

Written on 2026-11-30 (session 64) after round 168 (which read ``fresh260``-``fresh262``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh264", "names": "Repertoire notes: MacDowell's To a Wild Rose",
        "evidence": "To a Wild Rose is the first of Edward MacDowell's ten Woodland Sketches, Op. 51, published in "
                    "1896. Its simple tune is marked 'with simple tenderness' and is harmonised with soft, sustained "
                    "chords. Play the melody a little louder than the chords and use the pedal to connect them "
                    "smoothly.",
        "claims": [
            ("paraphrase", F, "To a Wild Rose opens MacDowell's Woodland Sketches, Op. 51."),
            ("paraphrase", F, "The Woodland Sketches, published in 1896, are ten pieces."),
            ("paraphrase", F, "The melody should be played slightly louder than the chords."),
            ("number", U, "The Woodland Sketches were published in 1906."),
            ("opposite", U, "The chords should be short and detached, without pedal."),
            ("swapped_roles", U, "The chords should be played a little louder than the melody."),
        ],
    },
    {
        "domain": "literature", "split": "fresh264", "names": "Study guide: The Princess and the Pea",
        "evidence": "In Hans Christian Andersen's 'The Princess and the Pea', a prince wants to marry a real "
                    "princess. When a soaked girl arrives at the castle in a storm, the queen tests her by putting a "
                    "single pea under twenty mattresses and twenty eiderdowns. The girl sleeps badly, black and blue "
                    "all over, which proves she is a real princess.",
        "claims": [
            ("paraphrase", F, "The prince wishes to marry a real princess."),
            ("paraphrase", F, "The queen hides one pea under twenty mattresses and twenty eiderdowns."),
            ("paraphrase", F, "The girl's bruised, sleepless night shows that she is a true princess."),
            ("misattribution", U, "The prince puts the pea under the mattresses."),
            ("number", U, "The pea is placed under ten mattresses."),
            ("opposite", U, "The girl sleeps soundly."),
        ],
    },
    {
        "domain": "docs", "split": "fresh264", "names": "Help centre: Mono Audio",
        "evidence": "Mono Audio plays the same sound through both the left and right earbuds, so you do not miss "
                    "anything if you can hear well in only one ear. You can also use the balance slider to send more "
                    "of the sound to the left or right. Both settings are in Accessibility, under Audio.",
        "claims": [
            ("paraphrase", F, "Mono Audio sends the same sound to both earbuds."),
            ("paraphrase", F, "It helps people who hear well with only one ear."),
            ("paraphrase", F, "The balance slider can shift more of the sound to one side."),
            ("opposite", U, "Mono Audio plays different sounds in the left and right earbuds."),
            ("substitution", U, "Both settings are found in Privacy."),
            ("negation", U, "The balance slider cannot change how much sound goes to each side."),
        ],
    },
    {
        "domain": "science", "split": "fresh264", "names": "Abstract: the dew point",
        "evidence": "The dew point is the temperature to which air must be cooled for its water vapour to condense. "
                    "When the air temperature falls to the dew point at night, dew forms on grass and cars. A high "
                    "dew point means the air holds a lot of moisture and feels muggy.",
        "claims": [
            ("paraphrase", F, "Air must be cooled to its dew point for its water vapour to condense."),
            ("paraphrase", F, "Dew forms on grass when the night air cools to the dew point."),
            ("paraphrase", F, "With a high dew point the air is moist and feels muggy."),
            ("opposite", U, "The dew point is the temperature to which air must be heated for its vapour to condense."),
            ("opposite", U, "A high dew point means the air is dry."),
            ("substitution", U, "When the air temperature falls to the dew point, frost forms on the grass."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh264", "names": "Lecture transcript: Hick's law",
        "evidence": "Hick's law, from experiments by William Hick and Ray Hyman in the early 1950s, states that the "
                    "time to make a choice grows with the logarithm of the number of options. Doubling the options "
                    "adds roughly a constant amount of time rather than doubling it. Designers use it to argue for "
                    "short menus.",
        "claims": [
            ("paraphrase", F, "Hick and Hyman's experiments date from the early 1950s."),
            ("paraphrase", F, "Choice time rises with the logarithm of how many options there are."),
            ("paraphrase", F, "Doubling the number of options adds about the same amount of time each time."),
            ("opposite", U, "Doubling the options doubles the time needed to choose."),
            ("misattribution", U, "The law comes from experiments by Paul Fitts."),
            ("opposite", U, "Designers use it to argue for longer menus."),
        ],
    },
    {
        "domain": "essay", "split": "fresh264", "names": "Essay evidence: lunchtime clubs",
        "evidence": "In a study of 30 primary schools, pupils who joined a lunchtime club reported fewer playground "
                    "arguments than those who did not. Clubs run by older pupils were as popular as those run by "
                    "staff. Attendance fell in the summer term, when more pupils preferred to play outside.",
        "claims": [
            ("paraphrase", F, "Pupils who joined a lunchtime club reported fewer arguments in the playground."),
            ("paraphrase", F, "Clubs run by older pupils were as popular as staff-run clubs."),
            ("paraphrase", F, "Fewer pupils attended in the summer term."),
            ("opposite", U, "Club members reported more playground arguments."),
            ("comparative", U, "Clubs run by staff were much more popular than those run by older pupils."),
            ("opposite", U, "Attendance rose in the summer term."),
        ],
    },
]
