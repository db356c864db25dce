"""A forty-second held-out set for ``benchmarks/verifier.py`` (split ``fresh41``).

Written on 2026-11-26 (session 36) after round 40 (whose rules read ``fresh40``'s errors) and
measured once, at the end of this session, with no round after it. Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh41", "names": "Lesson notes: Alberti bass",
        "evidence": "In an Alberti bass the thumb's note, the middle of the pattern, should be the softest, so "
                    "the lowest note carries the harmony. Keep the hand close to the keys and let the wrist "
                    "rotate slightly instead of lifting each finger high.",
        "claims": [
            ("paraphrase", F, "Play the thumb's note, in the middle of an Alberti pattern, most softly so the "
                              "bass note can carry the harmony."),
            ("paraphrase", F, "Rather than lifting each finger high, keep the hand near the keys and use a slight "
                              "rotation of the wrist."),
            ("opposite", U, "In an Alberti bass the thumb's note should be the loudest."),
            ("opposite", U, "Lift each finger high and keep the wrist still."),
            ("swapped_roles", U, "The thumb's note carries the harmony, so the lowest note should be the softest."),
            ("substitution", U, "Keep the hand close to the keys and let the elbow rotate slightly."),
        ],
    },
    {
        "domain": "literature", "split": "fresh41", "names": "Study notes on Great Expectations",
        "evidence": "Pip assumes that Miss Havisham is his secret benefactor and that she intends him for "
                    "Estella. In fact the money comes from Magwitch, the convict Pip helped on the marshes as a "
                    "boy.",
        "claims": [
            ("paraphrase", F, "Pip wrongly believes Miss Havisham is paying for his expectations."),
            ("paraphrase", F, "His real benefactor is Magwitch, whom Pip helped on the marshes when he was a boy."),
            ("misattribution", U, "The money comes from Miss Havisham, as Pip assumes."),
            ("swapped_roles", U, "Magwitch helped Pip on the marshes when Pip was a boy."),
            ("opposite", U, "Pip knows from the start that Magwitch is his benefactor."),
            ("substitution", U, "Pip helped the convict in the churchyard as a boy."),
        ],
    },
    {
        "domain": "docs", "split": "fresh41", "names": "Operations guide: log rotation",
        "evidence": "Logs are rotated daily and compressed after rotation; the last 14 files are kept and older "
                    "ones are deleted. Set keep_days to change how many are kept, up to 90.",
        "claims": [
            ("paraphrase", F, "Each day the logs are rotated, and rotated files are compressed."),
            ("paraphrase", F, "Fourteen rotated files are kept; anything older is removed."),
            ("paraphrase", F, "The keep_days setting controls how many files are kept, to a maximum of 90."),
            ("number", U, "The last 30 log files are kept."),
            ("reversed_order", U, "Logs are compressed before they are rotated."),
            ("opposite", U, "Older log files are archived rather than deleted."),
            ("number", U, "keep_days can be set as high as 365."),
        ],
    },
    {
        "domain": "science", "split": "fresh41", "names": "Abstract: screen time and sleep",
        "evidence": "Teenagers who stopped using phones an hour before bed fell asleep 20 minutes sooner on "
                    "average over two weeks, but total sleep time rose by only 8 minutes.",
        "claims": [
            ("paraphrase", F, "Putting phones away an hour before bed cut the time teenagers took to fall asleep "
                              "by 20 minutes on average."),
            ("paraphrase", F, "Total sleep increased by just 8 minutes."),
            ("opposite", U, "Teenagers who stopped using phones before bed fell asleep 20 minutes later."),
            ("number", U, "Total sleep time rose by 28 minutes."),
            ("population", U, "Adults who stopped using phones an hour before bed fell asleep 20 minutes sooner."),
            ("strength", U, "Stopping phone use before bed greatly increased total sleep time."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh41", "names": "Chemistry lecture 5: catalysts",
        "evidence": "A catalyst speeds up a reaction by lowering its activation energy, and it is not used up, "
                    "so a small amount can be used again and again. It does not change the final equilibrium.",
        "claims": [
            ("paraphrase", F, "Catalysts lower the activation energy, which makes the reaction go faster."),
            ("paraphrase", F, "Because a catalyst is not consumed, a little of it can be reused many times."),
            ("paraphrase", F, "A catalyst leaves the final equilibrium unchanged."),
            ("opposite", U, "A catalyst speeds up a reaction by raising its activation energy."),
            ("opposite", U, "A catalyst is used up in the reaction, so it must be replaced."),
            ("opposite", U, "A catalyst shifts the final equilibrium towards the products."),
        ],
    },
    {
        "domain": "essay", "split": "fresh41", "names": "Course book: the Berlin Wall",
        "evidence": "The Berlin Wall was built in 1961 to stop East Germans fleeing to the West, and it stood "
                    "until November 1989, when crowds crossed freely after a confused announcement.",
        "claims": [
            ("paraphrase", F, "The wall went up in 1961 to keep East Germans from escaping to the West."),
            ("paraphrase", F, "The wall stood until November 1989."),
            ("reversed_order", U, "Crowds crossed freely before the confused announcement in 1989."),
            ("number", U, "The Berlin Wall was built in 1968."),
            ("swapped_roles", U, "The wall was built to stop West Germans fleeing to the East."),
        ],
    },
]
