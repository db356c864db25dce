"""A A two-hundred-and-first held-out set for ``benchmarks/verifier.py`` (split ``fresh201``).

Written on 2026-11-29 (session 59) after round 137 (which read ``fresh197``-``fresh199``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh201", "names": "Teaching notes: Ravel's Jeux d'eau",
        "evidence": "Jeux d'eau is built on rapid figures in the upper register that imitate splashing water. Keep "
                    "the fingers close to the keys and the hand relaxed, so the figures sound like a shimmer rather "
                    "than separate notes. Use the soft pedal only in the quietest passages, and change the sustaining "
                    "pedal often to keep the harmonies clean.",
        "claims": [
            ("paraphrase", F, "Fast figures high on the keyboard imitate splashing water."),
            ("paraphrase", F, "The figures should shimmer rather than sound as separate notes."),
            ("paraphrase", F, "Change the sustaining pedal frequently so the harmonies stay clean."),
            ("opposite", U, "Lift the fingers high above the keys so each note sounds separately."),
            ("opposite", U, "Keep the soft pedal down throughout the piece."),
            ("substitution", U, "The figures lie mostly in the lowest register of the piano."),
        ],
    },
    {
        "domain": "literature", "split": "fresh201", "names": "Study guide: The Cossacks",
        "evidence": "Olenin, a young Moscow nobleman tired of society, joins the army in the Caucasus and lodges in a "
                    "Cossack village. He falls in love with Maryanka, who is engaged to the brave Cossack Lukashka. "
                    "When Lukashka is badly wounded, Maryanka rejects Olenin, and he leaves the village alone.",
        "claims": [
            ("paraphrase", F, "Olenin is a young nobleman from Moscow who has grown tired of society."),
            ("paraphrase", F, "Maryanka is engaged to Lukashka."),
            ("paraphrase", F, "After Lukashka is badly wounded, Maryanka turns Olenin away."),
            ("opposite", U, "Maryanka accepts Olenin after Lukashka is wounded."),
            ("swapped_roles", U, "Olenin is engaged to Maryanka, and Lukashka falls in love with her."),
            ("opposite", U, "Olenin settles in the village for good with Maryanka."),
        ],
    },
    {
        "domain": "docs", "split": "fresh201", "names": "Help: Rotation lock",
        "evidence": "When rotation lock is on, the screen stays in portrait orientation even if you turn the phone "
                    "sideways. Some apps, such as video players, can still switch to landscape on their own. Turn "
                    "rotation lock off to let the screen follow the way you hold the phone.",
        "claims": [
            ("paraphrase", F, "With rotation lock on, the screen stays in portrait when you turn the phone."),
            ("paraphrase", F, "Video players and some other apps can still go into landscape by themselves."),
            ("paraphrase", F, "Turning rotation lock off lets the screen follow how you hold the phone."),
            ("opposite", U, "With rotation lock on, the screen turns to landscape when you turn the phone sideways."),
            ("opposite", U, "Rotation lock stops every app, including video players, from switching to landscape."),
            ("opposite", U, "Turning rotation lock on lets the screen follow the way you hold the phone."),
        ],
    },
    {
        "domain": "science", "split": "fresh201", "names": "Review: the Hall effect",
        "evidence": "When a current flows through a thin metal strip in a magnetic field, the moving charges are "
                    "pushed to one side of the strip. This builds up a small voltage across the strip, at right "
                    "angles to the current. The voltage grows with the strength of the field, which is why Hall "
                    "sensors are used to measure magnetic fields.",
        "claims": [
            ("paraphrase", F, "In a magnetic field, the moving charges in a current-carrying strip are pushed to one side."),
            ("paraphrase", F, "A small voltage builds up across the strip, perpendicular to the current."),
            ("paraphrase", F, "Hall sensors measure magnetic fields because the voltage rises with the field strength."),
            ("opposite", U, "The Hall voltage forms along the strip, in the same direction as the current."),
            ("opposite", U, "The voltage falls as the magnetic field gets stronger."),
            ("opposite", U, "The magnetic field spreads the moving charges evenly across the strip."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh201", "names": "Lecture transcript: the Dunning-Kruger effect",
        "evidence": "In Kruger and Dunning's studies, students who scored in the bottom quarter on tests of logic and "
                    "grammar estimated that they had done better than most of their peers. The top scorers, by "
                    "contrast, slightly underestimated their standing. The authors argued that the skills needed to "
                    "do well are the same ones needed to judge one's own performance.",
        "claims": [
            ("paraphrase", F, "Students in the bottom quarter thought they had outperformed most of their peers."),
            ("paraphrase", F, "The highest scorers slightly underestimated how well they had done compared with others."),
            ("paraphrase", F, "The authors argued that judging your own performance needs the same skills as doing well."),
            ("swapped_roles", U, "The top scorers overestimated their standing, while the bottom quarter slightly underestimated theirs."),
            ("opposite", U, "Students in the bottom quarter accurately judged that they had done worse than most peers."),
            ("substitution", U, "The studies tested students on arithmetic and spelling."),
        ],
    },
    {
        "domain": "essay", "split": "fresh201", "names": "Essay: reading buddies",
        "evidence": "In reading buddy schemes, older pupils read regularly with younger ones. Younger pupils gain "
                    "practice and attention, and the older pupils, especially weaker readers themselves, often "
                    "improve their own reading and confidence. The schemes work best when buddies meet at least "
                    "weekly and the older pupils get some training.",
        "claims": [
            ("paraphrase", F, "Older pupils read regularly with younger ones in these schemes."),
            ("paraphrase", F, "Older pupils who are weaker readers often improve their own reading."),
            ("paraphrase", F, "The schemes work best with weekly meetings and some training for older pupils."),
            ("opposite", U, "Only the younger pupils benefit; the older pupils gain nothing."),
            ("number", U, "The schemes work best when buddies meet once a month."),
            ("opposite", U, "The schemes work best when older pupils get no training."),
        ],
    },
]
