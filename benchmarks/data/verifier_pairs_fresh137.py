"""A hundred-and-thirty-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh137``).

Written on 2026-11-28 (session 52) after the round that read ``fresh134``-``fresh136``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh137", "names": "Practice notes: Hanon exercises",
        "evidence": "Hanon's exercises repeat one pattern up and down the keyboard, which makes them useful for "
                    "evenness but easy to play without listening. Limit them to ten minutes a day, and vary the "
                    "rhythm and dynamics so that your attention does not drift.",
        "claims": [
            ("paraphrase", F, "Each Hanon exercise takes a single pattern up and down the keys."),
            ("paraphrase", F, "They help with evenness, but it is easy to play them without really listening."),
            ("paraphrase", F, "Change the rhythms and the dynamics to keep your mind on the exercise."),
            ("number", U, "Play Hanon exercises for at least an hour a day."),
            ("opposite", U, "Keep the rhythm and dynamics the same every time."),
            ("opposite", U, "Hanon exercises are hard to play without listening."),
        ],
    },
    {
        "domain": "literature", "split": "fresh137", "names": "Study guide: Adam Bede",
        "evidence": "Adam Bede, a carpenter, loves Hetty Sorrel, but Hetty is flattered by the attentions of the "
                    "young squire Arthur Donnithorne. After Arthur's regiment leaves, Hetty agrees to marry Adam, "
                    "then runs away to look for Arthur.",
        "claims": [
            ("paraphrase", F, "Adam, who works as a carpenter, is in love with Hetty."),
            ("paraphrase", F, "Hetty enjoys the attention the young squire pays her."),
            ("paraphrase", F, "Having agreed to marry Adam, she leaves to search for Arthur."),
            ("swapped_roles", U, "Arthur Donnithorne is flattered by Hetty's attentions."),
            ("reversed_order", U, "Hetty runs away to look for Arthur and then agrees to marry Adam."),
            ("substitution", U, "Adam Bede is a blacksmith."),
        ],
    },
    {
        "domain": "docs", "split": "fresh137", "names": "Help centre: spam filter",
        "evidence": "Messages the filter marks as spam go to the Spam folder and are deleted after 30 days. Mail "
                    "from addresses in your contacts is never marked as spam, and you can mark a message as "
                    "not spam to teach the filter.",
        "claims": [
            ("paraphrase", F, "Mail the filter flags as spam is moved to the Spam folder."),
            ("paraphrase", F, "Spam is removed automatically after thirty days."),
            ("paraphrase", F, "Messages from people in your contacts are never treated as spam."),
            ("number", U, "Messages in the Spam folder are deleted after 7 days."),
            ("opposite", U, "Mail from your contacts can be marked as spam."),
            ("opposite", U, "Spam is deleted immediately rather than kept in a folder."),
        ],
    },
    {
        "domain": "science", "split": "fresh137", "names": "Abstract: ants tending aphids",
        "evidence": "Ants collect the sugary honeydew that aphids excrete, and in return they guard the aphids "
                    "from ladybirds. When ants were kept off plants, ladybirds ate most of the aphids within two "
                    "weeks, while aphid colonies tended by ants grew.",
        "claims": [
            ("paraphrase", F, "Aphids give off sweet honeydew, which ants gather."),
            ("paraphrase", F, "In exchange, the ants protect the aphids against ladybirds."),
            ("paraphrase", F, "Colonies that ants looked after got bigger."),
            ("swapped_roles", U, "Aphids guard the ants from ladybirds."),
            ("opposite", U, "With ants kept off the plants, the aphid colonies grew."),
            ("number", U, "Ladybirds ate most of the unguarded aphids within two days."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh137", "names": "Lecture transcript: Harvey and the circulation",
        "evidence": "In 1628 William Harvey argued that the heart pumps blood round the body in a circuit, "
                    "rather than the liver making new blood all the time. He reckoned that the heart pushes out "
                    "more blood in an hour than the body could possibly make from food.",
        "claims": [
            ("paraphrase", F, "Harvey argued in 1628 that blood is pumped by the heart around a circuit."),
            ("paraphrase", F, "He rejected the idea that the liver keeps producing fresh blood."),
            ("paraphrase", F, "By his estimate the heart moves more blood in one hour than food could ever supply."),
            ("opposite", U, "Harvey argued that the liver makes new blood all the time."),
            ("number", U, "Harvey published his argument in 1682."),
            ("substitution", U, "Harvey argued that the lungs pump blood round the body."),
        ],
    },
    {
        "domain": "essay", "split": "fresh137", "names": "Course reader: Sonnet 116",
        "evidence": "Shakespeare's speaker says that love which alters when it finds alteration is not love. True "
                    "love is an ever-fixed mark that looks on storms and is never shaken, and it does not change "
                    "with brief hours and weeks but lasts until the edge of doom.",
        "claims": [
            ("paraphrase", F, "Love that changes when circumstances change is not real love, the speaker says."),
            ("paraphrase", F, "True love faces storms without ever being shaken."),
            ("paraphrase", F, "It does not alter with the passing hours and weeks."),
            ("opposite", U, "True love is easily shaken by storms."),
            ("opposite", U, "The speaker says love changes with the brief hours and weeks."),
            ("substitution", U, "True love lasts until the edge of spring."),
        ],
    },
]
