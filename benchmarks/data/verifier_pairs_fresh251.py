"""A two-hundred-and-fifty-first held-out set for ``benchmarks/verifier.py`` (split ``fresh251``).

Written on 2026-11-29 (session 63) after round 164 (which read ``fresh248``-``fresh250``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh251", "names": "Repertoire notes: Spring Song",
        "evidence": "Spring Song is one of Mendelssohn's Songs without Words, from the fifth book, Op. 62, published "
                    "in 1844. The melody sits at the top of the right hand while the same hand plays light broken "
                    "chords underneath it, so the top fingers must lean into the tune. The grace notes should be "
                    "quick and light, played on the beat rather than before it.",
        "claims": [
            ("paraphrase", F, "Spring Song comes from the fifth book of Mendelssohn's Songs without Words, Op. 62."),
            ("paraphrase", F, "The right hand plays both the tune on top and light broken chords beneath it."),
            ("paraphrase", F, "Play the grace notes quickly and lightly, on the beat."),
            ("number", U, "Spring Song was published in 1884."),
            ("opposite", U, "Play the grace notes before the beat."),
            ("swapped_roles", U, "The left hand plays the melody while the right hand plays the broken chords."),
        ],
    },
    {
        "domain": "literature", "split": "fresh251", "names": "Study guide: Miss Brill",
        "evidence": "In Katherine Mansfield's 'Miss Brill', an English teacher living in France spends every Sunday "
                    "afternoon in the public gardens, wearing her old fur and listening to the band. She imagines "
                    "that everyone there is an actor in a play and that she has a part too. When a young couple on "
                    "her bench mock her and her fur, she goes home without buying her usual slice of honey-cake and "
                    "puts the fur away.",
        "claims": [
            ("paraphrase", F, "Every Sunday afternoon Miss Brill sits in the public gardens in her old fur, listening to the band."),
            ("paraphrase", F, "She imagines everyone in the gardens is acting in a play in which she has a part."),
            ("paraphrase", F, "After a young couple mock her, she goes home without her usual slice of honey-cake."),
            ("substitution", U, "Miss Brill spends every Saturday morning in the public gardens."),
            ("opposite", U, "The young couple on her bench admire her fur."),
            ("opposite", U, "On the way home she buys her usual slice of honey-cake."),
        ],
    },
    {
        "domain": "docs", "split": "fresh251", "names": "iPhone help: Screen Distance",
        "evidence": "Screen Distance alerts you when you hold your iPhone closer than 12 inches (30 cm) to your face "
                    "for an extended period. It uses the TrueDepth camera, and the data is processed on the device "
                    "and is not sent to Apple. To turn it on, go to Settings, tap Screen Time, then tap Screen "
                    "Distance.",
        "claims": [
            ("paraphrase", F, "Screen Distance warns you if you hold your iPhone closer than 12 inches to your face for a long time."),
            ("paraphrase", F, "The TrueDepth camera data stays on the device and isn't sent to Apple."),
            ("paraphrase", F, "Turn it on in Settings under Screen Time, then Screen Distance."),
            ("number", U, "Screen Distance alerts you when the phone is closer than 20 inches to your face."),
            ("negation", U, "The distance data is sent to Apple for processing."),
            ("substitution", U, "Screen Distance is found under Accessibility in Settings."),
        ],
    },
    {
        "domain": "science", "split": "fresh251", "names": "Physics notes: the cloud chamber",
        "evidence": "A cloud chamber is a sealed box containing air saturated with alcohol vapour, cooled from below, "
                    "often with dry ice. When a charged particle from a radioactive source passes through, it ionises "
                    "the air along its path, and vapour condenses on the ions, leaving a visible trail. Alpha "
                    "particles leave short, thick trails, while beta particles leave longer, thinner ones.",
        "claims": [
            ("paraphrase", F, "A cloud chamber holds air saturated with alcohol vapour and is cooled from below."),
            ("paraphrase", F, "A charged particle ionises the air along its path, and vapour condenses on the ions, leaving a trail."),
            ("paraphrase", F, "Beta particles leave longer, thinner trails than alpha particles."),
            ("swapped_roles", U, "Alpha particles leave long, thin trails, while beta particles leave short, thick ones."),
            ("opposite", U, "The chamber is heated from below."),
            ("substitution", U, "The box contains air saturated with water vapour."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh251", "names": "Psychology lecture: the Yerkes-Dodson law",
        "evidence": "In 1908 Robert Yerkes and John Dodson found that mice learned to avoid a painful stimulus "
                    "fastest at moderate levels of shock; weaker and stronger shocks both slowed learning on "
                    "difficult tasks. The idea is now usually drawn as an inverted U: performance rises with arousal "
                    "up to a point and then falls. For simple tasks, the peak comes at higher arousal than for "
                    "complex ones.",
        "claims": [
            ("paraphrase", F, "Yerkes and Dodson found in 1908 that mice learned fastest at moderate shock levels."),
            ("paraphrase", F, "Performance rises with arousal up to a point, then falls."),
            ("paraphrase", F, "Simple tasks reach their peak at higher arousal than complex ones."),
            ("opposite", U, "The mice learned fastest at the strongest levels of shock."),
            ("swapped_roles", U, "For complex tasks, the peak comes at higher arousal than for simple ones."),
            ("overgeneralisation", U, "Yerkes and Dodson showed that the law holds for humans in every kind of task."),
        ],
    },
    {
        "domain": "essay", "split": "fresh251", "names": "Essay source: cycling to school",
        "evidence": "A 2022 survey of secondary schools in the Netherlands found that about 75 percent of pupils "
                    "cycled to school, compared with about 3 percent in England. Dutch pupils who cycled reported "
                    "feeling more alert in their first lessons. Parents in England most often said they did not let "
                    "their children cycle because of heavy traffic.",
        "claims": [
            ("paraphrase", F, "About three quarters of Dutch secondary pupils cycled to school, against roughly 3 percent in England."),
            ("paraphrase", F, "Dutch pupils who cycled said they felt more alert in their first lessons."),
            ("paraphrase", F, "English parents most often gave heavy traffic as the reason they kept their children off bikes."),
            ("swapped_roles", U, "About 75 percent of pupils in England cycled to school, compared with 3 percent in the Netherlands."),
            ("opposite", U, "Dutch pupils who cycled reported feeling more tired in their first lessons."),
            ("substitution", U, "Parents in England most often blamed bad weather for not letting their children cycle."),
        ],
    },
]
