"""A sixty-first held-out set for ``benchmarks/verifier.py`` (split ``fresh60``).

Written on 2026-11-27 (session 39) after round 59 (whose rules read ``fresh59``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh60", "names": "Lesson notes: memorising a piece",
        "evidence": "Memorise in sections, starting from the end and working backwards, so the last page is as "
                    "secure as the first. Test each section away from the piano by writing out the left hand.",
        "claims": [
            ("paraphrase", F, "Learn the piece from memory section by section, beginning at the end and moving "
                              "backwards."),
            ("paraphrase", F, "Check a section away from the keyboard by writing out its left-hand part."),
            ("reversed_order", U, "Memorise the sections in order, starting from the beginning and working "
                                  "forwards."),
            ("substitution", U, "Test each section away from the piano by writing out the right hand."),
            ("opposite", U, "Starting from the end makes the last page less secure than the first."),
            ("specifics", U, "Memorise each section in exactly ten minutes, starting from the end."),
        ],
    },
    {
        "domain": "literature", "split": "fresh60", "names": "Study notes: The Tempest",
        "evidence": "Prospero, the exiled Duke of Milan, raises a storm to bring his enemies to the island. "
                    "Ariel serves him in return for a promise of freedom, while Caliban resents him as the one "
                    "who took the island from him.",
        "claims": [
            ("paraphrase", F, "Prospero, the banished Duke of Milan, conjures a storm to draw his enemies to "
                              "the island."),
            ("paraphrase", F, "Ariel works for Prospero because he has been promised his freedom."),
            ("paraphrase", F, "Caliban resents Prospero for taking the island from him."),
            ("misattribution", U, "Caliban raises a storm to bring Prospero's enemies to the island."),
            ("swapped_roles", U, "Prospero serves Ariel in return for a promise of freedom."),
            ("substitution", U, "Prospero, the exiled Duke of Naples, raises a storm."),
        ],
    },
    {
        "domain": "docs", "split": "fresh60", "names": "Logging guide: rotation",
        "evidence": "Log files are rotated when they reach 100 MB or at midnight, whichever comes first. The "
                    "last seven rotated files are kept and compressed; older ones are deleted.",
        "claims": [
            ("paraphrase", F, "A log file is rotated at midnight or once it reaches 100 MB, whichever happens "
                              "first."),
            ("paraphrase", F, "The seven most recent rotated files are kept in compressed form."),
            ("paraphrase", F, "Rotated files older than the last seven are removed."),
            ("number", U, "Log files are rotated when they reach 10 MB."),
            ("opposite", U, "Rotated log files are kept uncompressed."),
            ("overgeneralisation", U, "All rotated log files are kept forever."),
        ],
    },
    {
        "domain": "science", "split": "fresh60", "names": "Abstract: antibiotic use and resistance",
        "evidence": "In a study of 120 general practices, practices that cut antibiotic prescribing by a quarter "
                    "saw resistant urinary infections fall by 10% over three years, while practices that did "
                    "not change their prescribing saw no fall.",
        "claims": [
            ("paraphrase", F, "Practices that reduced antibiotic prescribing by 25% saw resistant urinary "
                              "infections drop by 10% over three years."),
            ("paraphrase", F, "Where prescribing stayed the same, resistant infections did not fall."),
            ("number", U, "Cutting prescribing by a quarter reduced resistant infections by 40%."),
            ("opposite", U, "Practices that cut antibiotic prescribing saw resistant infections rise."),
            ("causal", U, "Cutting antibiotic prescribing eliminates resistant infections."),
            ("population", U, "In a study of 120 hospitals, cutting prescribing reduced resistant infections "
                              "by 10%."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh60", "names": "Economics lecture 6: elasticity",
        "evidence": "Demand for necessities such as salt is inelastic: a price rise barely changes how much "
                    "people buy. Demand for luxuries is elastic, so a price rise sharply reduces the quantity "
                    "bought.",
        "claims": [
            ("paraphrase", F, "Because salt is a necessity, its demand is inelastic and a higher price hardly "
                              "changes how much is bought."),
            ("paraphrase", F, "For luxuries, a rise in price cuts the quantity bought sharply."),
            ("paraphrase", F, "People buy about the same amount of salt even when its price goes up."),
            ("swapped_roles", U, "Demand for luxuries is inelastic, while demand for necessities such as salt "
                                 "is elastic."),
            ("opposite", U, "A price rise sharply reduces how much salt people buy."),
            ("opposite", U, "Demand for luxuries is elastic, so a price rise barely changes the quantity "
                            "bought."),
        ],
    },
    {
        "domain": "essay", "split": "fresh60", "names": "Course book: the space race",
        "evidence": "The Soviet Union launched Sputnik 1, the first artificial satellite, in October 1957. The "
                    "shock led the United States to create NASA in 1958, and American astronauts landed on the "
                    "Moon in July 1969.",
        "claims": [
            ("paraphrase", F, "In October 1957 the Soviet Union put the first artificial satellite, Sputnik 1, "
                              "into orbit."),
            ("paraphrase", F, "Shaken by Sputnik, the United States set up NASA in 1958."),
            ("misattribution", U, "The United States launched Sputnik 1 in October 1957."),
            ("date", U, "NASA was created in 1962."),
            ("reversed_order", U, "NASA was created before Sputnik 1 was launched."),
            ("opposite", U, "Sputnik 1 reassured the United States, which saw no need for a space agency."),
        ],
    },
]
