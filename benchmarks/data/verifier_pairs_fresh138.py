"""A hundred-and-thirty-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh138``).

Written on 2026-11-28 (session 52) after the round that read ``fresh134``-``fresh136``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh138", "names": "Practice notes: keeping a practice journal",
        "evidence": "At the end of each session, write down what you worked on and one thing that went wrong. "
                    "Before the next session, read yesterday's entry and start with that problem, while it is "
                    "still fresh, instead of playing through pieces you already know.",
        "claims": [
            ("paraphrase", F, "When a session ends, note what you practised and one thing that did not go well."),
            ("paraphrase", F, "Look over the previous day's entry before you begin practising again."),
            ("paraphrase", F, "Begin with yesterday's problem rather than running through pieces you know."),
            ("reversed_order", U, "Read the journal entry at the end of the session and write it at the start of "
                                  "the next."),
            ("opposite", U, "Start each session by playing through pieces you already know."),
            ("number", U, "Write down three things that went wrong after each session."),
        ],
    },
    {
        "domain": "literature", "split": "fresh138", "names": "Study guide: Villette",
        "evidence": "Lucy Snowe travels alone to the town of Villette and becomes a teacher at Madame Beck's "
                    "school for girls. She hides her feelings from almost everyone, and she slowly falls in love "
                    "with the irritable professor Paul Emanuel.",
        "claims": [
            ("paraphrase", F, "Lucy goes to Villette by herself and teaches at a girls' school run by Madame Beck."),
            ("paraphrase", F, "She keeps what she feels hidden from nearly everybody."),
            ("paraphrase", F, "Over time Lucy comes to love Paul Emanuel, a bad-tempered professor."),
            ("opposite", U, "Lucy shares her feelings openly with everyone she meets."),
            ("substitution", U, "Lucy becomes a teacher at Madame Beck's school for boys."),
            ("opposite", U, "Lucy travels to Villette with her family."),
        ],
    },
    {
        "domain": "docs", "split": "fresh138", "names": "Help centre: automatic replies",
        "evidence": "An automatic reply is sent once to each person who writes to you while it is on, not to "
                    "every message they send. You can limit replies to people in your organisation, and the "
                    "reply stops at the end date you set.",
        "claims": [
            ("paraphrase", F, "Each sender gets your automatic reply only one time while it is switched on."),
            ("paraphrase", F, "You may restrict automatic replies to people inside your organisation."),
            ("paraphrase", F, "Replies end on the end date you choose."),
            ("opposite", U, "An automatic reply is sent for every message a person sends you."),
            ("opposite", U, "Automatic replies can only go to people outside your organisation."),
            ("opposite", U, "The automatic reply keeps running after the end date until you turn it off."),
        ],
    },
    {
        "domain": "science", "split": "fresh138", "names": "Abstract: tree rings and drought",
        "evidence": "Rings from 400-year-old oaks were narrowest in known drought years, so ring width can stand in "
                    "for rainfall before records began. The oldest rings showed two droughts longer than any in "
                    "the written record.",
        "claims": [
            ("paraphrase", F, "In years of recorded drought the oaks laid down their thinnest rings."),
            ("paraphrase", F, "Ring width can serve as a measure of rainfall from before records were kept."),
            ("paraphrase", F, "The earliest rings point to two droughts that outlasted any written down."),
            ("opposite", U, "Rings were widest in known drought years."),
            ("number", U, "The oaks sampled were about 200 years old."),
            ("number", U, "The oldest rings showed five droughts longer than any in the written record."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh138", "names": "Lecture transcript: Lister and antisepsis",
        "evidence": "Joseph Lister read Pasteur's work on germs and reasoned that infection in wounds came from "
                    "germs in the air. In 1865 he began dressing compound fractures with carbolic acid, and far "
                    "fewer of his patients died of infection.",
        "claims": [
            ("paraphrase", F, "Pasteur's research on germs led Lister to think that wounds were infected by germs "
                              "in the air."),
            ("paraphrase", F, "From 1865 he dressed compound fractures with carbolic acid."),
            ("paraphrase", F, "Deaths from infection among his patients dropped sharply."),
            ("swapped_roles", U, "Pasteur read Lister's work on germs."),
            ("number", U, "Lister began using carbolic acid in 1885."),
            ("opposite", U, "More of his patients died of infection after he began using carbolic acid."),
        ],
    },
    {
        "domain": "essay", "split": "fresh138", "names": "Course reader: Mending Wall",
        "evidence": "Each spring Frost's speaker and his neighbour walk the wall between their land and set back "
                    "the stones that have fallen. The speaker questions why they need a wall, but the neighbour "
                    "only repeats his father's saying that good fences make good neighbours.",
        "claims": [
            ("paraphrase", F, "Every spring the two men go along the wall and replace the fallen stones."),
            ("paraphrase", F, "The speaker wonders why a wall is needed at all."),
            ("paraphrase", F, "His neighbour just repeats the old saying that good fences make good neighbours."),
            ("swapped_roles", U, "The neighbour questions why they need a wall, and the speaker repeats the "
                                 "saying."),
            ("substitution", U, "Each autumn the two men walk the wall and mend it."),
            ("substitution", U, "The neighbour repeats his mother's saying about fences."),
        ],
    },
]
