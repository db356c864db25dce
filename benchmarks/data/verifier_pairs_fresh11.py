"""A twelfth held-out set for ``benchmarks/verifier.py`` (split ``fresh11``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 31) after the tenth round (its rules read ``fresh10``'s errors)
and only measured, once, at the end of that round. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh11", "names": "Sight-reading handout",
        "evidence": "When sight-reading, keep the pulse going even if you miss notes: a steady beat with a "
                    "few wrong notes sounds better than the right notes with stops and restarts.",
        "claims": [
            ("paraphrase", F, "While sight-reading, keep the beat going even when notes are missed."),
            ("paraphrase", F, "A steady pulse with some wrong notes sounds better than correct notes with stops."),
            ("paraphrase", F, "Stopping and restarting to fix notes is worse than keeping a steady beat."),
            ("opposite", U, "When sight-reading, stop and fix every missed note before going on."),
            ("reversed_order", U, "The right notes with stops sound better than a steady beat with a few wrong notes."),
        ],
    },
    {
        "domain": "literature", "split": "fresh11", "names": "Study notes on Great Expectations",
        "evidence": "Pip believes that Miss Havisham is his secret benefactor, but the money in fact comes "
                    "from Magwitch, the convict he helped on the marshes as a boy.",
        "claims": [
            ("paraphrase", F, "Pip wrongly assumes Miss Havisham is the one secretly paying for him."),
            ("paraphrase", F, "His fortune really comes from Magwitch, the convict Pip helped as a child."),
            ("paraphrase", F, "The convict Pip aided on the marshes turns out to be his benefactor."),
            ("misattribution", U, "Miss Havisham is Pip's secret benefactor."),
            ("swapped_roles", U, "Magwitch helped Pip on the marshes when Pip was a boy."),
        ],
    },
    {
        "domain": "history", "split": "fresh11", "names": "Printing revolution summary",
        "evidence": "Within fifty years of Gutenberg's press, printers had produced more than twenty million "
                    "books, and the price of a book fell so far that merchants and artisans could afford them.",
        "claims": [
            ("paraphrase", F, "In the half century after Gutenberg, over twenty million books were printed."),
            ("paraphrase", F, "Books became cheap enough for merchants and craftsmen to buy."),
            ("paraphrase", F, "The cost of books dropped sharply in the decades after the press."),
            ("number", U, "Within fifty years of Gutenberg's press, printers had produced about two million books."),
            ("opposite", U, "The price of books rose so much that only the nobility could afford them."),
        ],
    },
    {
        "domain": "docs", "split": "fresh11", "names": "Backup tool manual",
        "evidence": "Incremental backups copy only the files that changed since the last backup; a full "
                    "backup runs every Sunday, and backups older than 30 days are deleted automatically.",
        "claims": [
            ("paraphrase", F, "An incremental backup copies just the files changed since the previous backup."),
            ("paraphrase", F, "Every Sunday a full backup is taken."),
            ("paraphrase", F, "Backups are removed automatically once they are more than 30 days old."),
            ("specifics", U, "A full backup runs every Sunday at midnight."),
            ("number", U, "Backups older than 60 days are deleted automatically."),
            ("opposite", U, "Incremental backups copy every file, whether or not it changed."),
        ],
    },
    {
        "domain": "science", "split": "fresh11", "names": "Sleep and memory abstract",
        "evidence": "Students who slept for eight hours after learning a word list recalled about 20% more "
                    "words the next day than students who stayed awake, but the benefit disappeared after a week.",
        "claims": [
            ("paraphrase", F, "Sleeping after studying a word list improved next-day recall by roughly a fifth."),
            ("paraphrase", F, "Students who stayed awake remembered fewer words the following day."),
            ("paraphrase", F, "After a week, the sleepers no longer had an advantage."),
            ("overgeneralisation", U, "Sleep after learning permanently improves memory."),
            ("number", U, "Students who slept recalled about 50% more words the next day."),
        ],
    },
    {
        "domain": "education", "split": "fresh11", "names": "Homework policy review",
        "evidence": "In primary schools, homework had little effect on attainment, while in secondary schools "
                    "an hour or two a night was linked to better results; beyond that, gains levelled off.",
        "claims": [
            ("paraphrase", F, "Homework made little difference to attainment in primary schools."),
            ("paraphrase", F, "For secondary pupils, one to two hours of homework a night went with better results."),
            ("paraphrase", F, "More than about two hours a night brought no further gains."),
            ("population", U, "In primary schools, an hour or two of homework a night was linked to better results."),
            ("opposite", U, "In secondary schools, homework had little effect on attainment."),
        ],
    },
    {
        "domain": "docs", "split": "fresh11", "names": "Web server configuration",
        "evidence": "Requests larger than 10 MB are rejected with status 413 unless client_max_body_size is "
                    "raised; the limit applies to each request, not to the connection as a whole.",
        "claims": [
            ("paraphrase", F, "A request over 10 MB gets a 413 response unless client_max_body_size is increased."),
            ("paraphrase", F, "The size limit is per request rather than per connection."),
            ("paraphrase", F, "Raising client_max_body_size lets requests bigger than 10 MB through."),
            ("swapped_roles", U, "The limit applies to the connection as a whole, not to each request."),
            ("number", U, "Requests larger than 10 MB are rejected with status 400."),
        ],
    },
    {
        "domain": "science", "split": "fresh11", "names": "Urban heat island note",
        "evidence": "Neighbourhoods with more tree cover were up to 5 degrees cooler on summer afternoons than "
                    "nearby neighbourhoods dominated by asphalt and concrete.",
        "claims": [
            ("paraphrase", F, "On summer afternoons, leafier neighbourhoods were as much as 5 degrees cooler."),
            ("paraphrase", F, "Areas covered in asphalt and concrete were hotter than tree-covered ones nearby."),
            ("paraphrase", F, "More trees meant cooler summer afternoons, by up to five degrees."),
            ("swapped_roles", U, "Neighbourhoods dominated by asphalt were up to 5 degrees cooler than those with trees."),
            ("specifics", U, "Tree cover cooled neighbourhoods by up to 5 degrees at night in winter."),
        ],
    },
]
