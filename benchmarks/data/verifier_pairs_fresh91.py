"""A ninety-second held-out set for ``benchmarks/verifier.py`` (split ``fresh91``).

Written on 2026-11-27 (session 46) after round 89, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read, in round 90 (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh91", "names": "Lesson notes: fingering the chromatic scale",
        "evidence": "In the chromatic scale the third finger plays every black key and the thumb plays most of "
                    "the white keys, using the second finger only where two white keys sit side by side, between "
                    "E and F and between B and C. Keep the hand close to the black keys so the thumb never has far "
                    "to reach.",
        "claims": [
            ("paraphrase", F, "Every black key in the chromatic scale is taken by the third finger."),
            ("paraphrase", F, "The second finger is used only where two white keys are next to each other."),
            ("paraphrase", F, "Keeping the hand near the black keys means the thumb never has to stretch far."),
            ("swapped_roles", U, "The thumb plays every black key and the third finger most of the white keys."),
            ("substitution", U, "The fourth finger is used between E and F and between B and C."),
            ("opposite", U, "Keep the hand well away from the black keys."),
        ],
    },
    {
        "domain": "literature", "split": "fresh91", "names": "Study guide: Oliver Twist",
        "evidence": "Oliver is sold to an undertaker after he asks for more gruel at the workhouse, and he runs "
                    "away to London, where the Artful Dodger takes him to Fagin. Mr Brownlow later takes him in, "
                    "but Nancy is murdered by Bill Sikes for helping Oliver.",
        "claims": [
            ("paraphrase", F, "After asking for more gruel, Oliver is sold to an undertaker."),
            ("paraphrase", F, "In London the Artful Dodger brings Oliver to Fagin."),
            ("paraphrase", F, "Bill Sikes kills Nancy because she helped Oliver."),
            ("misattribution", U, "Fagin murders Nancy for helping Oliver."),
            ("reversed_order", U, "Oliver asks for more gruel after he is sold to the undertaker."),
            ("opposite", U, "Nancy is murdered for betraying Oliver to Sikes."),
        ],
    },
    {
        "domain": "docs", "split": "fresh91", "names": "Messaging guide: the dead-letter queue",
        "evidence": "A message that fails processing is retried up to 5 times with a growing delay, and after the "
                    "fifth failure it is moved to the dead-letter queue. Messages there are kept for 7 days and "
                    "are not retried again unless an operator replays them.",
        "claims": [
            ("paraphrase", F, "A message that keeps failing is moved to the dead-letter queue after its fifth "
                              "failure."),
            ("paraphrase", F, "The delay between retries grows each time."),
            ("paraphrase", F, "Messages in the dead-letter queue stay there for a week."),
            ("number", U, "A failing message is retried up to 10 times."),
            ("opposite", U, "Messages in the dead-letter queue are retried automatically every hour."),
            ("opposite", U, "Retries happen at a fixed interval."),
        ],
    },
    {
        "domain": "science", "split": "fresh91", "names": "Abstract: starling murmurations",
        "evidence": "Each starling in a murmuration matched its speed and heading to its seven nearest neighbours, "
                    "regardless of how far away they were. Flocks grew larger and denser when a falcon was present, "
                    "which may make it harder for the predator to single out one bird.",
        "claims": [
            ("paraphrase", F, "Starlings lined up their speed and direction with their seven closest neighbours."),
            ("paraphrase", F, "When a falcon was around, the flocks became bigger and more tightly packed."),
            ("paraphrase", F, "The birds followed their nearest seven neighbours however far away those were."),
            ("number", U, "Each starling matched its speed to its three nearest neighbours."),
            ("opposite", U, "Flocks spread out and thinned when a falcon was present."),
            ("causal", U, "The study showed that dense flocks stop falcons from catching any starlings."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh91", "names": "Lecture transcript: the Norse in Greenland",
        "evidence": "Erik the Red founded the first Norse settlements in Greenland around 985, after he was "
                    "exiled from Iceland. The settlers farmed cattle and sheep and traded walrus ivory to Europe, "
                    "and the last written record from the colony dates from 1408.",
        "claims": [
            ("paraphrase", F, "Around 985 Erik the Red set up the first Norse settlements in Greenland."),
            ("paraphrase", F, "Erik had been exiled from Iceland before he founded the settlements."),
            ("paraphrase", F, "The colony's last written record comes from 1408."),
            ("date", U, "The last written record from the colony dates from 1508."),
            ("substitution", U, "The settlers traded whale oil to Europe."),
            ("reversed_order", U, "Erik the Red was exiled from Iceland after he founded the Greenland "
                                  "settlements."),
        ],
    },
    {
        "domain": "essay", "split": "fresh91", "names": "Course reader: The Call of the Wild",
        "evidence": "Buck, a large dog stolen from a California ranch, is sold as a sled dog in the Yukon. He "
                    "learns the law of club and fang, defeats the lead dog Spitz, and after his loving master John "
                    "Thornton is killed he answers the call of the wolves.",
        "claims": [
            ("paraphrase", F, "Buck is taken from a ranch in California and sold to pull sleds in the Yukon."),
            ("paraphrase", F, "Buck beats Spitz, the lead dog."),
            ("paraphrase", F, "Once John Thornton has been killed, Buck joins the wolves."),
            ("misattribution", U, "Spitz defeats Buck and remains the lead dog."),
            ("reversed_order", U, "Buck answers the call of the wolves before John Thornton is killed."),
            ("substitution", U, "Buck is stolen from a ranch in Oregon."),
        ],
    },
]
