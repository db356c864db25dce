"""A fifty-second held-out set for ``benchmarks/verifier.py`` (split ``fresh51``).

Written on 2026-11-26 (session 38) after round 50 (whose rules read ``fresh50``'s errors) and
measured once before any rule reads it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh51", "names": "Masterclass transcript: Chopin's rubato",
        "evidence": "In Chopin's nocturnes, let the right hand take time while the left hand keeps a "
                    "steady pulse. Rubato should borrow time and pay it back within the phrase, never "
                    "across the bar line into the next phrase.",
        "claims": [
            ("paraphrase", F, "In the nocturnes, the left hand holds a steady pulse as the right hand takes "
                              "time."),
            ("paraphrase", F, "Time borrowed in rubato is repaid inside the same phrase."),
            ("paraphrase", F, "Rubato should not carry over the bar line into the following phrase."),
            ("swapped_roles", U, "Let the left hand take time while the right hand keeps a steady pulse."),
            ("opposite", U, "Rubato should borrow time and pay it back in the next phrase."),
            ("strength", U, "In Chopin, both hands must always keep a strict pulse."),
        ],
    },
    {
        "domain": "literature", "split": "fresh51", "names": "Study notes on Wuthering Heights",
        "evidence": "Heathcliff overhears Catherine say that marrying him would degrade her, and he leaves "
                    "Wuthering Heights that night. He returns three years later, wealthy and determined on "
                    "revenge.",
        "claims": [
            ("paraphrase", F, "Heathcliff hears Catherine say it would degrade her to marry him."),
            ("paraphrase", F, "That same night Heathcliff leaves Wuthering Heights."),
            ("paraphrase", F, "When he comes back after three years, Heathcliff is rich and bent on "
                              "revenge."),
            ("number", U, "Heathcliff returns five years later."),
            ("opposite", U, "Heathcliff returns three years later, poor and ready to forgive."),
            ("misattribution", U, "Edgar overhears Catherine say that marrying Heathcliff would degrade her."),
        ],
    },
    {
        "domain": "docs", "split": "fresh51", "names": "CI guide: caching dependencies",
        "evidence": "The cache key includes the hash of the lock file, so the cache is rebuilt whenever "
                    "dependencies change. Caches unused for 7 days are evicted, and each repository may "
                    "store at most 10 GB.",
        "claims": [
            ("paraphrase", F, "Changing the dependencies rebuilds the cache, because the lock file's hash "
                              "is part of the cache key."),
            ("paraphrase", F, "A cache that has not been used for a week is evicted."),
            ("paraphrase", F, "A repository can keep no more than 10 GB of caches."),
            ("number", U, "Each repository may store at most 100 GB of caches."),
            ("opposite", U, "The cache is kept when dependencies change."),
            ("substitution", U, "The cache key includes the hash of the README file."),
        ],
    },
    {
        "domain": "science", "split": "fresh51", "names": "Abstract: bilingual children and task switching",
        "evidence": "Bilingual children aged 6 to 8 switched between tasks faster than monolingual peers, "
                    "but the two groups did not differ in vocabulary size in either language tested.",
        "claims": [
            ("paraphrase", F, "Children aged six to eight who spoke two languages switched tasks more quickly "
                              "than children who spoke one."),
            ("paraphrase", F, "Vocabulary size was similar in bilingual and monolingual children."),
            ("opposite", U, "Monolingual children switched between tasks faster than bilingual peers."),
            ("opposite", U, "Bilingual children had larger vocabularies than monolingual children."),
            ("population", U, "Bilingual adults switched between tasks faster than monolingual adults."),
            ("causal", U, "Learning a second language causes children to switch tasks faster."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh51", "names": "Biology lecture 8: enzymes",
        "evidence": "An enzyme lowers the activation energy of a reaction without being used up. Raising "
                    "the temperature speeds the reaction until the enzyme denatures, after which activity "
                    "falls sharply.",
        "claims": [
            ("paraphrase", F, "Enzymes reduce the activation energy a reaction needs."),
            ("paraphrase", F, "An enzyme is not consumed by the reaction it speeds up."),
            ("paraphrase", F, "Once the enzyme denatures, its activity drops steeply."),
            ("opposite", U, "An enzyme raises the activation energy of a reaction."),
            ("reversed_order", U, "Activity falls sharply before the enzyme denatures."),
            ("negation", U, "An enzyme is used up in the reaction it catalyses."),
        ],
    },
    {
        "domain": "essay", "split": "fresh51", "names": "Course book: the Marshall Plan",
        "evidence": "Between 1948 and 1952 the United States gave about 13 billion dollars to rebuild "
                    "Western Europe. The Soviet Union refused the aid and pressed its satellite states to "
                    "refuse it too.",
        "claims": [
            ("paraphrase", F, "From 1948 to 1952 the US provided roughly 13 billion dollars for Western "
                              "Europe's reconstruction."),
            ("paraphrase", F, "The Soviet Union turned the aid down and pushed its satellites to do the "
                              "same."),
            ("number", U, "The United States gave about 30 billion dollars to rebuild Western Europe."),
            ("opposite", U, "The Soviet Union accepted the aid."),
            ("misattribution", U, "Britain pressed the Soviet satellite states to refuse the aid."),
            ("opposite", U, "The Soviet Union urged its satellite states to accept the aid."),
        ],
    },
]
