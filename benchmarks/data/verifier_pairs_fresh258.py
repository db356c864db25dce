"""A two-hundred-and-fifty-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh258``).

Written on 2026-11-30 (session 64) after round 166 (which read ``fresh254``-``fresh256``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh258", "names": "Repertoire notes: Rachmaninoff's Elegie",
        "evidence": "Rachmaninoff's Elegie in E-flat minor is the first of his five Morceaux de fantaisie, Op. 3, "
                    "written in 1892 when he was nineteen. A long melody sings over a wide, rippling left-hand "
                    "accompaniment, and the climax builds to fortissimo before the music fades away. Keep the "
                    "accompaniment quieter than the tune and use the pedal to join the wide left-hand leaps.",
        "claims": [
            ("paraphrase", F, "The Elegie opens Rachmaninoff's Morceaux de fantaisie, Op. 3."),
            ("paraphrase", F, "Rachmaninoff wrote it in 1892, at the age of nineteen."),
            ("paraphrase", F, "The tune should sound above a quieter accompaniment."),
            ("number", U, "The Morceaux de fantaisie are a set of seven pieces."),
            ("opposite", U, "The music ends at its loudest."),
            ("swapped_roles", U, "The right hand plays a rippling accompaniment under a long left-hand melody."),
        ],
    },
    {
        "domain": "literature", "split": "fresh258", "names": "Study guide: The Fun They Had",
        "evidence": "In Isaac Asimov's 'The Fun They Had', set in 2157, eleven-year-old Margie is taught at home by a "
                    "mechanical teacher. Her friend Tommy finds a real book about the old schools, where children "
                    "learned together from a human teacher. Margie, who hates her lessons, thinks about how much fun "
                    "those children must have had.",
        "claims": [
            ("paraphrase", F, "Margie, who is eleven, is taught at home by a mechanical teacher."),
            ("paraphrase", F, "Tommy finds a real book describing the old schools."),
            ("paraphrase", F, "Margie imagines the fun the children in the old schools had."),
            ("swapped_roles", U, "Margie finds a real book and shows it to Tommy."),
            ("number", U, "The story is set in 2057."),
            ("opposite", U, "Margie loves her lessons with the mechanical teacher."),
        ],
    },
    {
        "domain": "docs", "split": "fresh258", "names": "Help centre: Track Changes",
        "evidence": "With Track Changes on, every insertion, deletion and formatting change in the document is "
                    "marked, with the name of the person who made it. Changes stay in the document until someone "
                    "accepts or rejects them. Turning Track Changes off does not remove the changes already marked; "
                    "it only stops new changes from being marked.",
        "claims": [
            ("paraphrase", F, "Track Changes marks each insertion, deletion and formatting change."),
            ("paraphrase", F, "Each marked change shows who made it."),
            ("paraphrase", F, "Switching Track Changes off leaves the changes already marked in place."),
            ("opposite", U, "Turning Track Changes off removes the changes already marked."),
            ("negation", U, "Track Changes does not mark formatting changes."),
            ("substitution", U, "Changes stay in the document until someone saves or prints it."),
        ],
    },
    {
        "domain": "science", "split": "fresh258", "names": "Abstract: sonic booms",
        "evidence": "A sonic boom is the sound of the shock waves an aircraft creates when it flies faster than "
                    "sound, about 1,235 km an hour at sea level. The boom is heard on the ground along the whole path "
                    "of the flight, not only at the moment the aircraft breaks the sound barrier. Because of the "
                    "noise, most countries ban supersonic flight over land.",
        "claims": [
            ("paraphrase", F, "A sonic boom comes from shock waves made by an aircraft travelling faster than sound."),
            ("paraphrase", F, "At sea level sound travels at about 1,235 km an hour."),
            ("paraphrase", F, "Most countries forbid supersonic flights over land because of the noise."),
            ("overgeneralisation", U, "The boom is heard only at the moment the aircraft breaks the sound barrier."),
            ("number", U, "The speed of sound at sea level is about 1,535 km an hour."),
            ("opposite", U, "Most countries allow supersonic flight over land."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh258", "names": "Lecture transcript: the Ben Franklin effect",
        "evidence": "In his autobiography Benjamin Franklin describes winning over a hostile fellow legislator by "
                    "asking to borrow a rare book from his library. The man lent it, and afterwards treated Franklin "
                    "with kindness and became a lifelong friend. In a 1969 study, Jecker and Landy found that people "
                    "who had done the experimenter a favour liked him more than people who had not.",
        "claims": [
            ("paraphrase", F, "Franklin won over a hostile fellow legislator by asking to borrow a rare book."),
            ("paraphrase", F, "After lending the book, the man became Franklin's friend for life."),
            ("paraphrase", F, "In Jecker and Landy's 1969 study, doing the experimenter a favour made people like him more."),
            ("swapped_roles", U, "Franklin lent the legislator a rare book from his own library."),
            ("misattribution", U, "The 1969 study was carried out by Aronson and Mills."),
            ("opposite", U, "People who had done the experimenter a favour liked him less."),
        ],
    },
    {
        "domain": "essay", "split": "fresh258", "names": "Essay evidence: school book fairs",
        "evidence": "A survey of 1,200 primary pupils found that those whose school held a book fair were more likely "
                    "to say they owned a book of their own. The effect was largest for pupils on free school meals. "
                    "However, a quarter of parents said the prices at the fairs were too high for them.",
        "claims": [
            ("paraphrase", F, "The survey covered 1,200 primary pupils."),
            ("paraphrase", F, "Pupils at schools with a book fair more often said they owned a book of their own."),
            ("paraphrase", F, "A quarter of parents found the book fair prices too high."),
            ("opposite", U, "The effect was smallest for pupils on free school meals."),
            ("number", U, "Half of the parents said the prices were too high."),
            ("overgeneralisation", U, "Every pupil at a school with a book fair owned a book."),
        ],
    },
]
