"""A ninety-third held-out set for ``benchmarks/verifier.py`` (split ``fresh92``).

Written on 2026-11-27 (session 46) after round 89, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read, in round 90 (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh92", "names": "Lesson notes: repeated chords",
        "evidence": "Play fast repeated chords from the wrist, not the arm, letting the keys rise only halfway "
                    "between strokes. Voice the top note slightly louder than the rest so the melody carries "
                    "above the chords.",
        "claims": [
            ("paraphrase", F, "Fast repeated chords should come from the wrist rather than the arm."),
            ("paraphrase", F, "Between strokes, let the keys come up only half of the way."),
            ("paraphrase", F, "Make the top note a little louder than the others so the melody carries."),
            ("opposite", U, "Play fast repeated chords from the whole arm, keeping the wrist still."),
            ("opposite", U, "Let the keys rise all the way between strokes."),
            ("swapped_roles", U, "Voice the bottom note louder than the rest so the bass carries above the "
                                 "chords."),
        ],
    },
    {
        "domain": "literature", "split": "fresh92", "names": "Study guide: Don Quixote",
        "evidence": "After reading too many books of chivalry, Alonso Quixano renames himself Don Quixote and sets "
                    "out as a knight, taking the farmer Sancho Panza as his squire with the promise of an island to "
                    "govern. He attacks windmills, believing them to be giants.",
        "claims": [
            ("paraphrase", F, "Alonso Quixano calls himself Don Quixote after reading too many chivalric books."),
            ("paraphrase", F, "Sancho Panza, a farmer, becomes his squire after being promised an island to "
                              "rule."),
            ("paraphrase", F, "Don Quixote charges at windmills, thinking they are giants."),
            ("misattribution", U, "Sancho Panza attacks the windmills, believing them to be giants."),
            ("substitution", U, "Don Quixote promises Sancho a castle to govern."),
            ("opposite", U, "Don Quixote knows the windmills are only windmills but attacks them anyway."),
        ],
    },
    {
        "domain": "docs", "split": "fresh92", "names": "Operations guide: log levels",
        "evidence": "The default log level is INFO. Setting LOG_LEVEL=DEBUG also records every SQL statement, "
                    "which can slow busy servers; ERROR records only failures. The level can be changed at run time "
                    "without a restart.",
        "claims": [
            ("paraphrase", F, "Unless configured otherwise, the log level is INFO."),
            ("paraphrase", F, "With LOG_LEVEL=DEBUG, every SQL statement is logged too."),
            ("paraphrase", F, "You can change the log level while the server is running, with no restart."),
            ("opposite", U, "Changing the log level requires a restart."),
            ("substitution", U, "The default log level is DEBUG."),
            ("swapped_roles", U, "ERROR records every SQL statement, while DEBUG records only failures."),
        ],
    },
    {
        "domain": "science", "split": "fresh92", "names": "Abstract: slime mould networks",
        "evidence": "When oat flakes were placed at the positions of Tokyo-area cities, the slime mould Physarum "
                    "polycephalum linked them with a network of tubes within 26 hours. The network was about as "
                    "efficient and fault-tolerant as the real rail system, though slightly longer in total.",
        "claims": [
            ("paraphrase", F, "The slime mould joined the oat flakes with a network of tubes in 26 hours."),
            ("paraphrase", F, "Its network was roughly as efficient as the real rail system."),
            ("paraphrase", F, "In total the slime mould's network was a little longer than the railway."),
            ("number", U, "The slime mould linked the oat flakes within 6 hours."),
            ("opposite", U, "The slime mould's network was far less fault-tolerant than the rail system."),
            ("opposite", U, "The slime mould's network was shorter in total than the railway."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh92", "names": "Lecture transcript: the voyage of the Beagle",
        "evidence": "The Beagle left Plymouth in December 1831 on a survey voyage meant to last two years; it took "
                    "almost five. Darwin spent more of that time on land than at sea, and in the Galapagos he "
                    "collected finches without noting which island each came from.",
        "claims": [
            ("paraphrase", F, "The Beagle sailed from Plymouth in December 1831."),
            ("paraphrase", F, "The voyage was planned to take two years but lasted nearly five."),
            ("paraphrase", F, "Darwin did not record which island each of his Galapagos finches came from."),
            ("opposite", U, "Darwin carefully labelled each finch with the island it came from."),
            ("number", U, "The voyage lasted almost ten years."),
            ("swapped_roles", U, "Darwin spent more of the voyage at sea than on land."),
        ],
    },
    {
        "domain": "essay", "split": "fresh92", "names": "Course reader: The Secret Garden",
        "evidence": "Orphaned in India, Mary Lennox is sent to her uncle's house in Yorkshire, where she finds the "
                    "key to a walled garden that has been locked for ten years. With Dickon's help she brings it "
                    "back to life, and her sickly cousin Colin learns to walk there.",
        "claims": [
            ("paraphrase", F, "After being orphaned in India, Mary goes to live at her uncle's house in Yorkshire."),
            ("paraphrase", F, "The walled garden had been locked up for ten years."),
            ("paraphrase", F, "Colin, Mary's sickly cousin, learns to walk in the garden."),
            ("misattribution", U, "Colin finds the key to the walled garden."),
            ("number", U, "The garden had been locked for twenty years."),
            ("opposite", U, "Mary brings the garden back to life on her own, without anyone's help."),
        ],
    },
]
