"""A two-hundred-and-sixty-third held-out set for ``benchmarks/verifier.py`` (split ``fresh263``).

Written on 2026-11-30 (session 64) after round 168 (which read ``fresh260``-``fresh262``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh263", "names": "Repertoire notes: Chopin's Mazurka in A minor, Op. 17 No. 4",
        "evidence": "Chopin's Mazurka in A minor, Op. 17 No. 4, was published in 1833 as the last of a set of four. "
                    "It opens and closes with a hazy, unresolved chord, and its melancholy tune leans on the third "
                    "beat rather than the first, as many mazurkas do. Keep the left hand light and let the accents on "
                    "the third beat be gentle, not heavy.",
        "claims": [
            ("paraphrase", F, "The A minor Mazurka, Op. 17 No. 4, is the last of a set of four published in 1833."),
            ("paraphrase", F, "The piece begins and ends with a hazy chord that does not resolve."),
            ("paraphrase", F, "The accents on the third beat should be gentle rather than heavy."),
            ("number", U, "Op. 17 is a set of six mazurkas."),
            ("swapped_roles", U, "The tune leans on the first beat rather than the third."),
            ("opposite", U, "The left hand should be played heavily."),
        ],
    },
    {
        "domain": "literature", "split": "fresh263", "names": "Study guide: The Steadfast Tin Soldier",
        "evidence": "In Hans Christian Andersen's 'The Steadfast Tin Soldier', a one-legged toy soldier falls in love "
                    "with a paper ballerina who stands on one leg. After falling from a window, he is swept down a "
                    "drain and swallowed by a fish, which is caught and brought back to the same house. In the end a "
                    "boy throws him into the stove, and the ballerina, blown in by the wind, burns with him.",
        "claims": [
            ("paraphrase", F, "The toy soldier has only one leg and falls in love with a paper ballerina."),
            ("paraphrase", F, "A fish swallows the soldier and is later caught and brought back to the same house."),
            ("paraphrase", F, "A boy throws the soldier into the stove."),
            ("misattribution", U, "The ballerina throws the soldier into the stove."),
            ("negation", U, "The fish that swallows the soldier is never caught."),
            ("substitution", U, "The soldier falls in love with a porcelain shepherdess."),
        ],
    },
    {
        "domain": "docs", "split": "fresh263", "names": "Help centre: Type to Siri",
        "evidence": "With Type to Siri turned on, you type your requests to Siri instead of speaking them. You can "
                    "still use your voice by saying 'Hey Siri' if that setting is on. Siri's replies appear as text, "
                    "and are spoken aloud only if you change the Siri Responses setting.",
        "claims": [
            ("paraphrase", F, "Type to Siri lets you type requests rather than say them."),
            ("paraphrase", F, "Saying 'Hey Siri' still works if that setting is on."),
            ("paraphrase", F, "Siri answers in text and speaks its replies only if you change the Siri Responses setting."),
            ("opposite", U, "With Type to Siri on, Siri's replies are always spoken aloud."),
            ("opposite", U, "Type to Siri turns off 'Hey Siri'."),
            ("substitution", U, "Siri's replies are sent to you as emails."),
        ],
    },
    {
        "domain": "science", "split": "fresh263", "names": "Abstract: the drinking straw",
        "evidence": "When you suck on a drinking straw, you lower the air pressure inside your mouth and the straw. "
                    "The greater air pressure outside then pushes down on the surface of the drink and forces the "
                    "liquid up the straw. On the Moon, with no air pressing on the drink, a straw would not work.",
        "claims": [
            ("paraphrase", F, "Sucking on a straw lowers the air pressure in your mouth and in the straw."),
            ("paraphrase", F, "The higher air pressure outside pushes the drink up the straw."),
            ("paraphrase", F, "A straw would not work on the Moon, where no air presses on the drink."),
            ("opposite", U, "Sucking on a straw raises the air pressure inside your mouth."),
            ("opposite", U, "Your mouth pulls the liquid up without any help from the air outside."),
            ("opposite", U, "A straw would work better on the Moon."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh263", "names": "Lecture transcript: the forgetting curve",
        "evidence": "In the 1880s Hermann Ebbinghaus memorised lists of nonsense syllables and tested himself at "
                    "intervals. He found that forgetting is fastest in the first hour or so and then slows down, so "
                    "that much of what remains after a day is kept for weeks. Reviewing the material at spaced "
                    "intervals made each new curve flatter.",
        "claims": [
            ("paraphrase", F, "Ebbinghaus tested his memory for lists of nonsense syllables in the 1880s."),
            ("paraphrase", F, "Forgetting was quickest in roughly the first hour and then slowed."),
            ("paraphrase", F, "Spaced reviews made each later curve flatter."),
            ("opposite", U, "Forgetting starts slowly and speeds up after the first day."),
            ("number", U, "Ebbinghaus ran his experiments in the 1930s."),
            ("opposite", U, "Reviewing the material made each new curve steeper."),
        ],
    },
    {
        "domain": "essay", "split": "fresh263", "names": "Essay evidence: school discos",
        "evidence": "A survey of 500 primary schools found that 80% held at least one disco a year, usually to raise "
                    "money for the parents' association. Schools reported that discos raised an average of 300 pounds "
                    "each. Some schools have replaced them with daytime events so that younger pupils can take part.",
        "claims": [
            ("paraphrase", F, "Eight in ten of the schools held a disco at least once a year."),
            ("paraphrase", F, "The discos raised an average of 300 pounds each."),
            ("paraphrase", F, "Some schools now hold daytime events instead so that younger pupils can join in."),
            ("number", U, "The survey covered 5,000 primary schools."),
            ("substitution", U, "The discos usually raised money for new books."),
            ("number", U, "Discos raised an average of 3,000 pounds each."),
        ],
    },
]
