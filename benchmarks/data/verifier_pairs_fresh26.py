"""A twenty-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh26``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 34) after round 25 (whose rules read ``fresh25``'s errors) and
measured once, before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh26", "names": "Abstract: screens and teenage sleep",
        "evidence": "Teenagers who used a phone in bed fell asleep on average 25 minutes later than those who did "
                    "not. Total sleep time was shorter only on school nights.",
        "claims": [
            ("paraphrase", F, "Using a phone in bed delayed teenagers' sleep onset by about 25 minutes on average."),
            ("paraphrase", F, "Teens who did not use a phone in bed fell asleep around 25 minutes earlier."),
            ("paraphrase", F, "Only on school nights did phone users sleep less in total."),
            ("number", U, "Teenagers who used a phone in bed fell asleep about 45 minutes later."),
            ("overgeneralization", U, "Phone use in bed shortened total sleep on every night of the week."),
            ("swapped_roles", U, "Teenagers who did not use a phone in bed fell asleep 25 minutes later than those who did."),
        ],
    },
    {
        "domain": "literature", "split": "fresh26", "names": "Study notes on Lord of the Flies",
        "evidence": "Ralph is elected chief and insists on keeping a signal fire alight. Jack, who cares more about "
                    "hunting, lets the fire go out just as a ship passes the island.",
        "claims": [
            ("paraphrase", F, "The boys choose Ralph as their chief."),
            ("paraphrase", F, "Ralph wants the signal fire kept burning."),
            ("paraphrase", F, "Hunting matters more to Jack, and he allows the fire to die just when a ship goes by."),
            ("misattribution", U, "Ralph lets the fire go out as a ship passes the island."),
            ("opposite", U, "Jack insists on keeping the signal fire alight."),
            ("reversed_order", U, "The fire goes out after the ship has passed and gone."),
        ],
    },
    {
        "domain": "docs", "split": "fresh26", "names": "CI pipeline guide: caching",
        "evidence": "The dependency cache is keyed on the lock file, so it is rebuilt only when the lock file "
                    "changes. Caches older than 7 days are deleted automatically.",
        "claims": [
            ("paraphrase", F, "Because the cache key comes from the lock file, the cache is rebuilt only when that file changes."),
            ("paraphrase", F, "A cache more than a week old is removed automatically."),
            ("paraphrase", F, "Changing the lock file causes the dependency cache to be rebuilt."),
            ("opposite", U, "The dependency cache is rebuilt on every run, whether or not the lock file changes."),
            ("number", U, "Caches older than 30 days are deleted automatically."),
            ("negation", U, "Old caches are never deleted automatically."),
        ],
    },
    {
        "domain": "piano", "split": "fresh26", "names": "Lesson notes: voicing chords",
        "evidence": "To bring out the top note of a chord, put a little more weight into the fifth finger and "
                    "play the inner notes lightly. The bass should support the chord without covering the melody.",
        "claims": [
            ("paraphrase", F, "Lean slightly more on the fifth finger so the chord's top note comes through."),
            ("paraphrase", F, "Keep the inner notes of the chord light."),
            ("paraphrase", F, "The bass must support the harmony but not drown out the melody."),
            ("opposite", U, "To bring out the top note, play the inner notes louder than the fifth finger."),
            ("substitution", U, "Put a little more weight into the thumb to bring out the top note."),
            ("opposite", U, "The bass should cover the melody."),
        ],
    },
    {
        "domain": "history", "split": "fresh26", "names": "Notes: the Battle of Hastings",
        "evidence": "In October 1066 William of Normandy defeated King Harold at Hastings. Harold's army had "
                    "marched south only weeks after beating a Norwegian invasion at Stamford Bridge.",
        "claims": [
            ("paraphrase", F, "William of Normandy beat King Harold at Hastings in October 1066."),
            ("paraphrase", F, "A few weeks before Hastings, Harold's army had defeated a Norwegian invasion at Stamford Bridge and then marched south."),
            ("misattribution", U, "King Harold defeated William of Normandy at Hastings."),
            ("reversed_order", U, "Harold's army fought at Stamford Bridge after the Battle of Hastings."),
            ("number", U, "William of Normandy defeated King Harold at Hastings in October 1067."),
        ],
    },
    {
        "domain": "essay", "split": "fresh26", "names": "Writing guide: conclusions",
        "evidence": "A conclusion should show how the argument answers the question, not merely repeat the "
                    "introduction. Avoid adding new evidence at this stage.",
        "claims": [
            ("paraphrase", F, "A conclusion should explain how the argument answers the question instead of just repeating the introduction."),
            ("paraphrase", F, "Do not bring in new evidence in the conclusion."),
            ("opposite", U, "A conclusion should repeat the introduction word for word."),
            ("negation", U, "The conclusion is the right place to add new evidence."),
        ],
    },
    {
        "domain": "science", "split": "fresh26", "names": "Abstract: glacier retreat",
        "evidence": "Between 2000 and 2020 the glacier retreated 1.2 km, twice as fast as in the previous two "
                    "decades. Meltwater runoff peaked in August.",
        "claims": [
            ("paraphrase", F, "From 2000 to 2020 the glacier pulled back by 1.2 km."),
            ("paraphrase", F, "The glacier's retreat over 2000-2020 was double the pace of the two decades before."),
            ("paraphrase", F, "Runoff from melting was highest in August."),
            ("opposite", U, "The glacier retreated more slowly between 2000 and 2020 than in the previous two decades."),
            ("substitution", U, "Meltwater runoff peaked in June."),
        ],
    },
]
