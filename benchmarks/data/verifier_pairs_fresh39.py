"""A fortieth held-out set for ``benchmarks/verifier.py`` (split ``fresh39``).

Written on 2026-11-26 (session 36) after round 38 (whose rules read ``fresh38``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh39", "names": "Teaching handbook: sight-reading",
        "evidence": "When sight-reading, keep going through mistakes rather than stopping to fix them, because "
                    "the aim is to keep the pulse. Look a bar or two ahead of what your hands are playing, and "
                    "choose a tempo slow enough that you rarely have to hesitate.",
        "claims": [
            ("paraphrase", F, "In sight-reading, play on past your mistakes instead of stopping to correct them."),
            ("paraphrase", F, "Your eyes should be a bar or two ahead of your hands."),
            ("paraphrase", F, "Pick a tempo slow enough that you seldom need to hesitate."),
            ("opposite", U, "When sight-reading, stop and fix each mistake before going on."),
            ("opposite", U, "Choose a tempo fast enough to keep the music exciting."),
            ("number", U, "Look four or five bars ahead of what your hands are playing."),
        ],
    },
    {
        "domain": "literature", "split": "fresh39", "names": "Study notes on Of Mice and Men",
        "evidence": "George and Lennie dream of owning a small farm where Lennie can tend the rabbits. Candy, the "
                    "old swamper, offers his savings to join them, which for a moment makes the dream seem "
                    "within reach.",
        "claims": [
            ("paraphrase", F, "George and Lennie hope one day to own a little farm where Lennie will look after "
                              "rabbits."),
            ("paraphrase", F, "When Candy offers his savings, the dream briefly seems possible."),
            ("misattribution", U, "Crooks, the old swamper, offers his savings to join them."),
            ("swapped_roles", U, "George and Lennie offer their savings to join Candy."),
            ("opposite", U, "Candy's offer makes the dream seem further away than ever."),
            ("substitution", U, "Lennie dreams of tending the chickens on the farm."),
        ],
    },
    {
        "domain": "docs", "split": "fresh39", "names": "Database guide: connection pool",
        "evidence": "The pool opens at most max_connections connections, 20 by default. When all are busy, a "
                    "request waits up to pool_timeout seconds for a free connection and then fails with a "
                    "PoolTimeout error; it is never queued indefinitely.",
        "claims": [
            ("paraphrase", F, "By default the pool holds no more than 20 connections."),
            ("paraphrase", F, "If every connection is in use, a request waits for up to pool_timeout seconds "
                              "before failing with PoolTimeout."),
            ("paraphrase", F, "Requests are not left waiting forever for a connection."),
            ("number", U, "The pool opens at most 50 connections by default."),
            ("opposite", U, "When all connections are busy, a request is queued until one becomes free."),
            ("misattribution", U, "A request waits up to max_connections seconds for a free connection."),
        ],
    },
    {
        "domain": "science", "split": "fresh39", "names": "Abstract: green space and stress",
        "evidence": "Office workers who took a 20-minute walk in a park at lunchtime reported lower stress in the "
                    "afternoon than those who walked the same distance along city streets. Cortisol levels did "
                    "not differ between the groups.",
        "claims": [
            ("paraphrase", F, "A 20-minute lunchtime walk in a park was followed by less reported afternoon stress "
                              "than the same walk along city streets."),
            ("paraphrase", F, "The two groups had similar cortisol levels."),
            ("opposite", U, "Workers who walked along city streets reported lower stress than those who walked in "
                            "a park."),
            ("opposite", U, "Cortisol levels were lower in the park group."),
            ("number", U, "The workers took a 40-minute walk at lunchtime."),
            ("population", U, "Schoolchildren who walked in a park at lunchtime reported lower stress."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh39", "names": "History lecture 12: the Black Death",
        "evidence": "The Black Death reached England in 1348 and killed perhaps a third to a half of the "
                    "population. The shortage of labour that followed pushed wages up, and landlords tried to "
                    "hold them down with the Statute of Labourers in 1351.",
        "claims": [
            ("paraphrase", F, "After the Black Death there were too few workers, so wages rose."),
            ("paraphrase", F, "Landlords used the 1351 Statute of Labourers to try to keep wages down."),
            ("paraphrase", F, "The plague arrived in England in 1348."),
            ("opposite", U, "The shortage of labour after the Black Death pushed wages down."),
            ("reversed_order", U, "The Statute of Labourers was passed before the Black Death reached England."),
            ("number", U, "The Black Death killed about a tenth of England's population."),
        ],
    },
    {
        "domain": "essay", "split": "fresh39", "names": "Course book: photosynthesis",
        "evidence": "In photosynthesis, plants take in carbon dioxide and release oxygen; the oxygen comes from "
                    "water split in the light-dependent reactions, not from the carbon dioxide.",
        "claims": [
            ("paraphrase", F, "The oxygen plants give off comes from splitting water, not from carbon dioxide."),
            ("paraphrase", F, "Plants absorb carbon dioxide and give off oxygen when they photosynthesise."),
            ("swapped_roles", U, "In photosynthesis, plants take in oxygen and release carbon dioxide."),
            ("opposite", U, "The oxygen released in photosynthesis comes from carbon dioxide."),
            ("substitution", U, "The oxygen comes from water split in the light-independent reactions."),
        ],
    },
]
