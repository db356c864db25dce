"""A seventeenth held-out set for ``benchmarks/verifier.py`` (split ``fresh16``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 32) after round 15 (whose rules read ``fresh15``'s errors) and
measured once, at the end of this session, with no round after it. Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh16", "names": "Abstract: sea otters and kelp",
        "evidence": "Where sea otters returned, sea urchin numbers dropped sharply because otters eat them, "
                    "and kelp forests that the urchins had grazed bare grew back within a decade. At sites "
                    "without otters, urchin barrens persisted.",
        "claims": [
            ("paraphrase", F, "Otters eat sea urchins, so where otters came back, urchin numbers fell steeply."),
            ("paraphrase", F, "Kelp forests stripped by urchins regrew within ten years once otters returned."),
            ("paraphrase", F, "Urchin barrens remained at sites that had no otters."),
            ("swapped_roles", U, "Sea urchins eat otters, so where urchins returned, otter numbers dropped."),
            ("number", U, "Kelp forests grew back within two years."),
            ("opposite", U, "At sites without otters, the kelp forests recovered."),
        ],
    },
    {
        "domain": "literature", "split": "fresh16", "names": "Study notes on Jane Eyre",
        "evidence": "At Lowood, Jane befriends Helen Burns, who endures the school's cruelty with patience "
                    "and dies of consumption. Years later Jane becomes governess at Thornfield, where she "
                    "falls in love with Mr Rochester.",
        "claims": [
            ("paraphrase", F, "Jane makes friends with Helen Burns at Lowood."),
            ("paraphrase", F, "Helen bears the cruelty of the school patiently and dies of consumption."),
            ("paraphrase", F, "Later, as governess at Thornfield, Jane falls in love with Mr Rochester."),
            ("misattribution", U, "At Lowood, Jane befriends Bessie Lee, who dies of consumption."),
            ("reversed_order", U, "Jane becomes governess at Thornfield before she goes to Lowood."),
            ("opposite", U, "Helen Burns rebels angrily against the school's cruelty."),
        ],
    },
    {
        "domain": "docs", "split": "fresh16", "names": "Queue worker settings",
        "evidence": "prefetch_count limits how many unacknowledged messages a worker holds at once; set it "
                    "to 1 for long tasks so that work is shared evenly. Messages are acknowledged only after "
                    "the task succeeds, so a crashed worker's messages are delivered to another worker.",
        "claims": [
            ("paraphrase", F, "prefetch_count caps the number of unacknowledged messages one worker can hold at the same time."),
            ("paraphrase", F, "For long tasks, a prefetch_count of 1 spreads the work evenly."),
            ("paraphrase", F, "Because a message is only acknowledged once its task has succeeded, a worker that crashes has its messages redelivered to another."),
            ("number", U, "Set prefetch_count to 10 for long tasks so that work is shared evenly."),
            ("reversed_order", U, "Messages are acknowledged before the task runs."),
            ("negation", U, "A crashed worker's messages are not delivered to another worker."),
        ],
    },
    {
        "domain": "piano", "split": "fresh16", "names": "Lesson notes: practising slowly",
        "evidence": "Slow practice only helps if every movement is the one you will use at full speed. "
                    "Practising slowly with a different fingering or a tense hand trains the wrong habit, "
                    "which then has to be unlearned.",
        "claims": [
            ("paraphrase", F, "Practising slowly is useful only when each movement matches the one you will make at full tempo."),
            ("paraphrase", F, "Slow practice with another fingering or a stiff hand builds a bad habit that must later be unlearned."),
            ("opposite", U, "Slow practice with a different fingering trains the right habit."),
            ("overgeneralisation", U, "Slow practice always helps, whatever movements you use."),
            ("substitution", U, "Practising slowly with a different pedalling trains the wrong habit."),
        ],
    },
    {
        "domain": "history", "split": "fresh16", "names": "The Transcontinental Railroad (lecture notes)",
        "evidence": "The Central Pacific built east from Sacramento and the Union Pacific built west from "
                    "Omaha; the two lines met at Promontory Summit, Utah, in May 1869. Much of the Central "
                    "Pacific's track was laid by Chinese workers.",
        "claims": [
            ("paraphrase", F, "Building eastward from Sacramento, the Central Pacific met the westward-building Union Pacific at Promontory Summit in 1869."),
            ("paraphrase", F, "Chinese labourers laid a large part of the Central Pacific's track."),
            ("swapped_roles", U, "The Union Pacific built east from Sacramento and the Central Pacific built west from Omaha."),
            ("number", U, "The two lines met at Promontory Summit in May 1896."),
            ("misattribution", U, "Much of the Union Pacific's track was laid by Chinese workers."),
        ],
    },
    {
        "domain": "essay", "split": "fresh16", "names": "Guide to using quotations",
        "evidence": "Introduce every quotation with a sentence of your own, and follow it with your analysis: "
                    "a quotation left to speak for itself rarely persuades. Keep quotations short; a long "
                    "quotation usually means the analysis is missing.",
        "claims": [
            ("paraphrase", F, "Put a sentence of your own before each quotation and analyse it afterwards."),
            ("paraphrase", F, "A quotation left without comment seldom convinces the reader."),
            ("paraphrase", F, "Quotations should be brief, since a long one usually shows that analysis is lacking."),
            ("opposite", U, "Long quotations usually show strong analysis."),
            ("reversed_order", U, "Give your analysis first and then introduce the quotation."),
        ],
    },
    {
        "domain": "science", "split": "fresh16", "names": "Abstract: standing desks",
        "evidence": "Office workers given sit-stand desks sat about an hour less per working day after three "
                    "months, but the difference shrank to 20 minutes by twelve months. No change in body "
                    "weight was found.",
        "claims": [
            ("paraphrase", F, "After three months, workers with sit-stand desks were sitting roughly an hour less each working day."),
            ("paraphrase", F, "By a year, the reduction in sitting had fallen to 20 minutes."),
            ("paraphrase", F, "Body weight did not change."),
            ("opposite", U, "The difference grew to two hours by twelve months."),
            ("negation", U, "Workers with sit-stand desks lost weight."),
            ("number", U, "Office workers sat about three hours less per working day after three months."),
        ],
    },
    {
        "domain": "docs", "split": "fresh16", "names": "Backup encryption",
        "evidence": "Backups are encrypted with a key held in the key management service, never on the backup "
                    "server itself. Losing the key makes every backup unreadable, so the key is replicated to "
                    "a second region.",
        "claims": [
            ("paraphrase", F, "The encryption key for backups is stored in the key management service and never on the backup server."),
            ("paraphrase", F, "Without the key no backup can be read, which is why it is copied to another region."),
            ("opposite", U, "The encryption key is kept on the backup server itself."),
            ("negation", U, "Losing the key does not affect the backups."),
            ("substitution", U, "The key is replicated to a second backup server."),
        ],
    },
]
