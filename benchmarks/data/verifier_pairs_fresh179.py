"""A hundred-and-seventy-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh179``).

Written on 2026-11-29 (session 57) after round 125 (which read ``fresh176``-``fresh178``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh179", "names": "Teaching notes: Dvořák's Humoresque",
        "evidence": "Dvořák's Humoresque in G flat is the seventh of a set of eight. Its dotted rhythm should skip "
                    "lightly rather than limp, and the middle section in the minor key needs a broader, more singing "
                    "tone before the playful opening returns.",
        "claims": [
            ("paraphrase", F, "The Humoresque in G flat is the seventh piece in a set of eight."),
            ("paraphrase", F, "Its dotted rhythm should skip lightly instead of limping."),
            ("paraphrase", F, "The minor-key middle section calls for a broader, more singing tone."),
            ("number", U, "The Humoresque in G flat is the third of a set of eight."),
            ("opposite", U, "Play the middle section with a thin, detached tone."),
            ("order", U, "The playful opening returns before the minor-key middle section."),
        ],
    },
    {
        "domain": "literature", "split": "fresh179", "names": "Study guide: Père Goriot",
        "evidence": "Old Goriot, once a wealthy pasta maker, gives away his entire fortune to his two daughters, who "
                    "married into high society. They visit him only when they need money, and neither comes to his "
                    "deathbed; the young student Rastignac pays for his funeral.",
        "claims": [
            ("paraphrase", F, "Goriot was once a rich pasta maker."),
            ("paraphrase", F, "He gives his whole fortune to his two daughters."),
            ("paraphrase", F, "Rastignac, a young student, pays for Goriot's funeral."),
            ("misattribution", U, "One of Goriot's daughters pays for his funeral."),
            ("opposite", U, "Both daughters come to Goriot's deathbed."),
            ("number", U, "Goriot gives his fortune to his three daughters."),
        ],
    },
    {
        "domain": "docs", "split": "fresh179", "names": "Help centre: screen magnifier",
        "evidence": "Triple-tap the screen with three fingers to turn the magnifier on, then drag with three fingers "
                    "to move around. You can set the zoom level up to fifteen times, and the magnifier follows the "
                    "text cursor while you type.",
        "claims": [
            ("paraphrase", F, "A triple tap with three fingers turns the magnifier on."),
            ("paraphrase", F, "Drag with three fingers to move around the screen."),
            ("paraphrase", F, "The magnifier follows the text cursor as you type."),
            ("number", U, "Triple-tap the screen with two fingers to turn the magnifier on."),
            ("number", U, "The zoom level goes up to five times."),
            ("opposite", U, "The magnifier stays still while you type."),
        ],
    },
    {
        "domain": "science", "split": "fresh179", "names": "Abstract: naked mole-rats",
        "evidence": "Naked mole-rats live in underground colonies in which a single queen breeds while the other "
                    "members dig tunnels and care for the young. They can survive eighteen minutes without oxygen by "
                    "switching to burning fructose, and they rarely develop cancer.",
        "claims": [
            ("paraphrase", F, "In a naked mole-rat colony only one queen breeds."),
            ("paraphrase", F, "The other members dig tunnels and look after the young."),
            ("paraphrase", F, "They can go eighteen minutes without oxygen by burning fructose."),
            ("number", U, "Naked mole-rats can survive an hour without oxygen."),
            ("opposite", U, "Naked mole-rats often develop cancer."),
            ("overgeneralisation", U, "Every female in a naked mole-rat colony breeds."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh179", "names": "Lecture transcript: Daguerre's photographs",
        "evidence": "In 1839 Louis Daguerre announced a process that fixed a detailed image on a silver-coated copper "
                    "plate. Exposures took several minutes, so early street scenes show empty roads: moving people "
                    "and carriages left no trace, except a man having his boots polished.",
        "claims": [
            ("paraphrase", F, "Daguerre announced his process in 1839."),
            ("paraphrase", F, "It fixed a detailed image on a copper plate coated with silver."),
            ("paraphrase", F, "Because exposures took minutes, moving people and carriages left no trace."),
            ("date", U, "Daguerre announced his process in 1893."),
            ("substitution", U, "The process fixed an image on a glass plate coated with tin."),
            ("opposite", U, "Exposures took a fraction of a second, so early street scenes show crowded roads."),
        ],
    },
    {
        "domain": "essay", "split": "fresh179", "names": "Essay source: class sizes",
        "evidence": "In a large experiment, pupils placed in classes of about fifteen in their first years of school "
                    "did better in reading and maths than pupils in classes of about twenty-four. The benefit was "
                    "greatest for children from low-income families, but the smaller classes needed many more "
                    "teachers.",
        "claims": [
            ("paraphrase", F, "Pupils in classes of about fifteen did better in reading and maths than those in classes of about twenty-four."),
            ("paraphrase", F, "Children from low-income families gained the most."),
            ("paraphrase", F, "The smaller classes required many more teachers."),
            ("comparative", U, "Pupils in classes of about twenty-four did better in reading and maths."),
            ("opposite", U, "The benefit was smallest for children from low-income families."),
            ("opposite", U, "The smaller classes needed fewer teachers."),
        ],
    },
]
