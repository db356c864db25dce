"""A two-hundred-and-thirty-second held-out set for ``benchmarks/verifier.py`` (split ``fresh232``).

Written on 2026-11-29 (session 62) after round 157 (which read ``fresh227``-``fresh229``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh232", "names": "Teaching notes: Schumann's Soldiers' March",
        "evidence": "Schumann's Soldiers' March, the second piece of his Album for the Young, is in G major and "
                    "should be played crisply, with the dotted rhythms kept sharp. Schumann marks it 'Munter und "
                    "straff', cheerful and strict. The chords in both hands should be short and even, and the piece "
                    "should not slow down at the end.",
        "claims": [
            ("paraphrase", F, "Keep the dotted rhythms sharp and play the piece crisply."),
            ("paraphrase", F, "Schumann's marking means cheerful and strict."),
            ("paraphrase", F, "Do not slow down at the end."),
            ("opposite", U, "Slow down gradually at the end of the piece."),
            ("number", U, "The Soldiers' March is the first piece in the Album for the Young."),
            ("opposite", U, "The chords should be long and held."),
        ],
    },
    {
        "domain": "literature", "split": "fresh232", "names": "Study guide: The Last Leaf",
        "evidence": "In O. Henry's 'The Last Leaf', Johnsy, ill with pneumonia, believes she will die when the last "
                    "leaf falls from the ivy outside her window. The leaf survives a night of storm, and she recovers "
                    "her will to live. She later learns that the old painter Behrman painted the leaf on the wall "
                    "during the storm and caught pneumonia himself, dying two days later.",
        "claims": [
            ("paraphrase", F, "Johnsy thinks she will die once the final leaf drops from the ivy."),
            ("paraphrase", F, "After the leaf lasts through a stormy night, she wants to live again."),
            ("paraphrase", F, "Behrman painted the leaf on the wall in the storm and died of pneumonia two days later."),
            ("opposite", U, "The last leaf falls during the storm."),
            ("swapped_roles", U, "Johnsy painted the leaf for Behrman."),
            ("number", U, "Behrman dies two weeks later."),
        ],
    },
    {
        "domain": "docs", "split": "fresh232", "names": "iPhone help: Back Tap",
        "evidence": "Back Tap lets you double-tap or triple-tap the back of your iPhone to run an action, such as "
                    "taking a screenshot or opening Control Center. Turn it on in Settings > Accessibility > Touch > "
                    "Back Tap. Back Tap works with most cases, but a very thick case may stop taps from being "
                    "detected.",
        "claims": [
            ("paraphrase", F, "Double-tapping or triple-tapping the back of the iPhone can trigger an action."),
            ("paraphrase", F, "Back Tap is turned on under Settings > Accessibility > Touch > Back Tap."),
            ("paraphrase", F, "A very thick case can prevent taps from being detected."),
            ("substitution", U, "Back Tap is found under Settings > Display & Brightness."),
            ("opposite", U, "Back Tap does not work with any case."),
            ("opposite", U, "Back Tap only works when the iPhone has no case."),
        ],
    },
    {
        "domain": "science", "split": "fresh232", "names": "Lecture notes: the Cartesian diver",
        "evidence": "A Cartesian diver is a small tube with an air bubble trapped inside, floating in a sealed bottle "
                    "of water. Squeezing the bottle raises the pressure, which compresses the bubble; the diver then "
                    "displaces less water and sinks. Releasing the bottle lets the bubble expand again, and the diver "
                    "rises.",
        "claims": [
            ("paraphrase", F, "Squeezing the bottle compresses the air bubble in the diver."),
            ("paraphrase", F, "With its bubble squeezed, the diver displaces less water and goes down."),
            ("paraphrase", F, "Once the bottle is released, the bubble grows and the diver floats back up."),
            ("opposite", U, "Squeezing the bottle makes the diver rise."),
            ("opposite", U, "Squeezing the bottle lowers the pressure inside."),
            ("opposite", U, "The diver sinks because it displaces more water."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh232", "names": "Lecture transcript: Goodhart's law",
        "evidence": "Goodhart's law, named after the economist Charles Goodhart, is often summarised as: when a "
                    "measure becomes a target, it ceases to be a good measure. A commonly told example is a nail "
                    "factory judged by the number of nails, which made huge numbers of tiny nails, and, judged by "
                    "weight, a few enormous ones. The law warns that people optimise whatever is counted.",
        "claims": [
            ("paraphrase", F, "Charles Goodhart, an economist, gave the law its name."),
            ("paraphrase", F, "Once a measure is turned into a target, it stops being a good measure."),
            ("paraphrase", F, "Judged by weight, the factory produced a few very large nails."),
            ("substitution", U, "The law is named after the psychologist Charles Goodhart."),
            ("swapped_roles", U, "Judged by the number of nails, the factory made a few enormous nails."),
            ("opposite", U, "A measure that becomes a target becomes a better measure."),
        ],
    },
    {
        "domain": "essay", "split": "fresh232", "names": "Essay: homework planners",
        "evidence": "Since January, every pupil in Years 7 and 8 has used a paper planner to record homework. Form "
                    "tutors check the planners once a week, and parents are asked to sign them. Teachers report fewer "
                    "missed deadlines, but some pupils say that writing everything down takes too long at the end of "
                    "lessons.",
        "claims": [
            ("paraphrase", F, "Pupils in Years 7 and 8 have written their homework in a paper planner since January."),
            ("paraphrase", F, "Form tutors look at the planners weekly."),
            ("paraphrase", F, "Some pupils complain that writing it all down at the end of lessons takes too long."),
            ("number", U, "Form tutors check the planners every day."),
            ("opposite", U, "Teachers report more missed deadlines since the planners came in."),
            ("misattribution", U, "Parents check the planners once a week."),
        ],
    },
]
