"""A A two-hundred-and-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh207``).

Written on 2026-11-29 (session 60) after round 141 (which read ``fresh203``-``fresh205``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh207", "names": "Teaching notes: La Campanella",
        "evidence": "Liszt's La Campanella imitates a small bell with a high D-sharp that the right hand strikes "
                    "again and again while leaping down to play the melody. The leaps span up to two octaves and must "
                    "be played with a loose wrist. Accuracy comes before speed: a missed bell note is more obvious "
                    "than a slower tempo.",
        "claims": [
            ("paraphrase", F, "A high D-sharp, struck repeatedly by the right hand, imitates a little bell."),
            ("paraphrase", F, "Play the leaps, which reach two octaves, with a relaxed wrist."),
            ("paraphrase", F, "Listeners notice a missed bell note more than a slower tempo."),
            ("substitution", U, "The bell is imitated by a low D-sharp in the left hand."),
            ("opposite", U, "Speed matters more than accuracy in La Campanella."),
            ("opposite", U, "The leaps should be played with a stiff wrist."),
        ],
    },
    {
        "domain": "literature", "split": "fresh207", "names": "Study guide: The Sandman",
        "evidence": "As a child, Nathanael connects the terrifying lawyer Coppelius with the Sandman of his nurse's "
                    "tale, and blames him for his father's death in an explosion. Years later a barometer seller "
                    "named Coppola sells him a telescope, through which he falls in love with Olimpia, who turns out "
                    "to be a mechanical doll. His fiancée Clara tries to reason with him, but he goes mad and throws "
                    "himself from a tower.",
        "claims": [
            ("paraphrase", F, "As a boy Nathanael links the lawyer Coppelius with the Sandman and blames him for his father's death."),
            ("paraphrase", F, "Nathanael falls for Olimpia while looking through a telescope bought from Coppola."),
            ("paraphrase", F, "Clara tries to talk sense into Nathanael, but he loses his mind."),
            ("swapped_roles", U, "Clara falls in love with Olimpia through a telescope."),
            ("substitution", U, "Nathanael's father dies in a shipwreck."),
            ("opposite", U, "Olimpia turns out to be a real woman, not a doll."),
        ],
    },
    {
        "domain": "docs", "split": "fresh207", "names": "Help: Storage Sense",
        "evidence": "Storage Sense frees up space by deleting temporary files and emptying the Recycle Bin. By "
                    "default it removes files that have been in the Recycle Bin for more than 30 days; you can change "
                    "this to 1, 14 or 60 days, or never. It does not touch files in your Documents folder unless you "
                    "turn on the option for the Downloads folder, which only affects Downloads.",
        "claims": [
            ("paraphrase", F, "Storage Sense makes room by removing temporary files and emptying the Recycle Bin."),
            ("paraphrase", F, "By default it deletes items that have sat in the Recycle Bin for over 30 days."),
            ("paraphrase", F, "You can set it to 1, 14 or 60 days instead, or to never delete them."),
            ("number", U, "By default Storage Sense deletes files that have been in the Recycle Bin for more than 7 days."),
            ("scope", U, "Storage Sense deletes old files from your Documents folder by default."),
            ("opposite", U, "The 30-day period cannot be changed."),
        ],
    },
    {
        "domain": "science", "split": "fresh207", "names": "Review: the Zeeman effect",
        "evidence": "In a magnetic field, a single spectral line of an atom splits into several closely spaced lines. "
                    "The spacing between them grows with the strength of the field. Astronomers use the effect to "
                    "measure the magnetic fields of sunspots from the light they emit.",
        "claims": [
            ("paraphrase", F, "A magnetic field splits one spectral line into several lines close together."),
            ("paraphrase", F, "A stronger field spreads the lines further apart."),
            ("paraphrase", F, "The light from sunspots lets astronomers measure their magnetic fields."),
            ("substitution", U, "In an electric field, a single spectral line splits into several lines."),
            ("opposite", U, "The lines move closer together as the magnetic field gets stronger."),
            ("opposite", U, "In a magnetic field, several spectral lines merge into a single line."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh207", "names": "Lecture transcript: the halo effect",
        "evidence": "When we judge one trait of a person favourably, such as their looks, we tend to rate their other "
                    "traits more favourably too. In a classic study, teachers rated the same essay higher when it "
                    "came with a photo of an attractive pupil. The effect works in reverse as well: one bad trait can "
                    "drag down judgements of the rest.",
        "claims": [
            ("paraphrase", F, "A favourable view of one trait, like appearance, tends to make us rate other traits more favourably."),
            ("paraphrase", F, "Teachers gave the same essay higher marks when it carried a photo of an attractive pupil."),
            ("paraphrase", F, "A single bad trait can also lower how we judge the others."),
            ("opposite", U, "Teachers rated the essay lower when it came with a photo of an attractive pupil."),
            ("opposite", U, "The effect works only in one direction: a bad trait does not affect judgements of the others."),
            ("specifics", U, "In the classic study, teachers rated a different essay for each photo."),
        ],
    },
    {
        "domain": "essay", "split": "fresh207", "names": "Essay: grade retention",
        "evidence": "Making pupils repeat a year is expensive, since each repeated year adds a year of schooling "
                    "costs. On average, repeating pupils make less progress than similar pupils who move up, and they "
                    "are more likely to drop out of school later. A few studies find short-term gains in the first "
                    "year after retention, which fade within two or three years.",
        "claims": [
            ("paraphrase", F, "Holding pupils back a year is costly, as it adds a year of schooling."),
            ("paraphrase", F, "Pupils who repeat a year tend to progress less than similar pupils who are promoted."),
            ("paraphrase", F, "Some short-term gains after retention fade within a few years."),
            ("opposite", U, "Pupils who repeat a year are less likely to drop out of school later."),
            ("opposite", U, "The short-term gains from retention grow over the following years."),
            ("opposite", U, "Repeating a year saves money, because pupils need less support later."),
        ],
    },
]
