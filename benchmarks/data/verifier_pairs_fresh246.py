"""A two-hundred-and-forty-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh246``).

Written on 2026-11-29 (session 63) after round 162 (which read ``fresh242``-``fresh244``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh246", "names": "Repertoire notes: Rondo alla Turca",
        "evidence": "The Rondo alla Turca is the last movement of Mozart's Piano Sonata No. 11 in A major, K. 331, "
                    "and imitates the sound of Turkish military bands. The left hand's repeated chords and broken "
                    "octaves suggest drums and cymbals. Keep the semiquavers in the right hand light and even, and "
                    "resist the temptation to rush the loud A major sections.",
        "claims": [
            ("paraphrase", F, "The Rondo alla Turca closes Mozart's Sonata No. 11 in A major."),
            ("paraphrase", F, "The repeated chords and broken octaves in the left hand suggest drums and cymbals."),
            ("paraphrase", F, "Don't hurry the loud A major sections."),
            ("opposite", U, "The Rondo alla Turca is the first movement of the sonata."),
            ("swapped_roles", U, "The right hand's repeated chords suggest drums and cymbals."),
            ("opposite", U, "Play the loud A major sections faster than the rest."),
        ],
    },
    {
        "domain": "literature", "split": "fresh246", "names": "Study guide: Flowers for Algernon",
        "evidence": "In Daniel Keyes's 'Flowers for Algernon', told through Charlie Gordon's progress reports, an "
                    "operation raises Charlie's IQ from 68 to far above normal. Algernon, a laboratory mouse who had "
                    "the same operation earlier, begins to lose his intelligence and dies. Charlie realises the "
                    "effect is temporary, and his reports show his abilities slipping away until his spelling returns "
                    "to its early errors.",
        "claims": [
            ("paraphrase", F, "The story is told through Charlie Gordon's progress reports."),
            ("paraphrase", F, "Algernon had the same operation before Charlie."),
            ("paraphrase", F, "As Charlie's abilities slip away, his spelling goes back to its early mistakes."),
            ("number", U, "The operation raises Charlie's IQ from 86 to far above normal."),
            ("reversed_order", U, "Charlie has the operation before Algernon."),
            ("opposite", U, "Charlie's intelligence gains turn out to be permanent."),
        ],
    },
    {
        "domain": "docs", "split": "fresh246", "names": "Mac help: Hot Corners",
        "evidence": "To set up Hot Corners, open System Settings, click Desktop & Dock, then click Hot Corners at the "
                    "bottom. For each corner, choose an action such as Mission Control, Launchpad or Lock Screen. To "
                    "avoid triggering a corner by accident, hold a modifier key such as Command while you choose the "
                    "action; the corner then works only when you press that key.",
        "claims": [
            ("paraphrase", F, "Hot Corners is at the bottom of Desktop & Dock in System Settings."),
            ("paraphrase", F, "Each corner can be given an action like Mission Control, Launchpad or Lock Screen."),
            ("paraphrase", F, "If you hold Command while choosing the action, the corner only works when that key is pressed."),
            ("opposite", U, "Hot Corners is at the top of the Desktop & Dock settings."),
            ("opposite", U, "Holding a modifier key while choosing the action makes the corner work without any key pressed."),
            ("unsupported", U, "All four corners must be given the same action."),
        ],
    },
    {
        "domain": "science", "split": "fresh246", "names": "Physics notes: the Magdeburg hemispheres",
        "evidence": "In 1654 Otto von Guericke fitted two copper hemispheres together and pumped the air out of the "
                    "sphere they formed. With the inside nearly empty, the pressure of the outside air held the "
                    "halves together so firmly that teams of horses could not pull them apart. When air was let back "
                    "in, the hemispheres separated easily.",
        "claims": [
            ("paraphrase", F, "In 1654 Otto von Guericke pumped the air out of a sphere made of two copper hemispheres."),
            ("paraphrase", F, "Horses could not pull the halves apart because outside air pressure held them together."),
            ("paraphrase", F, "Once air was let back in, the hemispheres came apart easily."),
            ("substitution", U, "The pressure of the air inside the sphere held the halves together."),
            ("substitution", U, "Guericke used two iron hemispheres."),
            ("opposite", U, "Even after air was let back in, the hemispheres could not be separated."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh246", "names": "Economics lecture: the Pareto principle",
        "evidence": "Vilfredo Pareto observed in 1896 that about 80 percent of Italy's land was owned by 20 percent "
                    "of the population. The '80/20 rule' named after him is a rough pattern, not a law: in many "
                    "settings a minority of causes accounts for most of the effects. In software, for example, a "
                    "small share of the bugs often causes most of the crashes.",
        "claims": [
            ("paraphrase", F, "In 1896 Pareto noticed that a fifth of the population owned some 80 percent of Italy's land."),
            ("paraphrase", F, "The 80/20 rule is a rough pattern rather than a law."),
            ("paraphrase", F, "In software, a small share of bugs often causes most crashes."),
            ("swapped_roles", U, "Pareto found that 20 percent of the land was owned by 80 percent of the population."),
            ("overgeneralisation", U, "The 80/20 rule is a law that holds in every setting."),
            ("substitution", U, "Pareto made his observation about land in France."),
        ],
    },
    {
        "domain": "essay", "split": "fresh246", "names": "Essay source: mock exams",
        "evidence": "A study of 2,000 Year 11 students found that those who sat full mock exams in the winter scored, "
                    "on average, a third of a grade higher in their summer GCSEs than those who did not. The benefit "
                    "was largest in maths and smallest in English. However, a third of students said the mocks made "
                    "them more anxious, and the authors advise schools to give detailed feedback soon after.",
        "claims": [
            ("paraphrase", F, "Students who sat full winter mocks did, on average, a third of a grade better in their GCSEs."),
            ("paraphrase", F, "The gain was biggest in maths and smallest in English."),
            ("paraphrase", F, "The authors advise schools to give detailed feedback soon after the mocks."),
            ("swapped_roles", U, "The benefit was largest in English and smallest in maths."),
            ("number", U, "Two thirds of students said the mocks made them more anxious."),
            ("opposite", U, "The authors advise schools to stop holding mock exams."),
        ],
    },
]
