"""A two-hundred-and-fiftieth held-out set for ``benchmarks/verifier.py`` (split ``fresh250``).

Written on 2026-11-29 (session 63) after round 163 (which read ``fresh245``-``fresh247``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh250", "names": "Repertoire notes: the Pathétique slow movement",
        "evidence": "The Adagio cantabile is the second movement of Beethoven's Pathétique Sonata, Op. 13, published "
                    "in 1799. Its melody is first played in the middle of the texture, with the right hand covering "
                    "both the tune and a soft accompaniment in semiquavers. Count in eight quavers to the bar at "
                    "first so the semiquavers stay even, and let the melody sing over them.",
        "claims": [
            ("paraphrase", F, "The Adagio cantabile is the Pathétique's second movement."),
            ("paraphrase", F, "At first the right hand plays both the tune and a soft semiquaver accompaniment."),
            ("paraphrase", F, "Counting eight quavers to a bar at first helps keep the semiquavers even."),
            ("opposite", U, "The Adagio cantabile is the last movement of the Pathétique."),
            ("number", U, "The Pathétique Sonata was published in 1789."),
            ("swapped_roles", U, "Let the semiquavers sing over the melody."),
        ],
    },
    {
        "domain": "literature", "split": "fresh250", "names": "Study guide: Eveline",
        "evidence": "In James Joyce's 'Eveline', a nineteen-year-old woman in Dublin plans to leave her father and "
                    "sail to Buenos Aires with Frank, a sailor who wants to marry her. She recalls her promise to her "
                    "dying mother to keep the home together. At the quay, as the boat is about to leave, she grips "
                    "the iron railing and refuses to go, and Frank boards without her.",
        "claims": [
            ("paraphrase", F, "Eveline plans to sail to Buenos Aires with Frank, who wants to marry her."),
            ("paraphrase", F, "She remembers promising her dying mother to keep the home together."),
            ("paraphrase", F, "At the quay she holds on to the railing and will not go, and Frank leaves without her."),
            ("opposite", U, "Eveline sails to Buenos Aires with Frank."),
            ("substitution", U, "Eveline promised her dying father to keep the home together."),
            ("swapped_roles", U, "Frank stays behind at the quay while Eveline boards the boat."),
        ],
    },
    {
        "domain": "docs", "split": "fresh250", "names": "Zoom help: the waiting room",
        "evidence": "When the waiting room is enabled, participants who join a meeting wait in a separate screen "
                    "until the host admits them. The host can admit people one at a time or click Admit all. Waiting "
                    "rooms are turned on by default for most free accounts, and hosts can let participants from their "
                    "own organisation skip the waiting room.",
        "claims": [
            ("paraphrase", F, "With the waiting room on, people who join wait on a separate screen until the host lets them in."),
            ("paraphrase", F, "The host can admit participants one by one or all at once with Admit all."),
            ("paraphrase", F, "Hosts can let people from their own organisation bypass the waiting room."),
            ("swapped_roles", U, "Participants admit themselves from the waiting room."),
            ("opposite", U, "Waiting rooms are off by default for free accounts."),
            ("overgeneralisation", U, "The host must admit participants one at a time."),
        ],
    },
    {
        "domain": "science", "split": "fresh250", "names": "Physics notes: the vacuum flask",
        "evidence": "A vacuum flask has two glass walls with a near vacuum between them, which stops heat moving by "
                    "conduction and convection. The facing surfaces of the walls are silvered to reflect infrared "
                    "radiation back towards the contents. Most heat is lost through the stopper, so a flask keeps "
                    "drinks hot for hours rather than days.",
        "claims": [
            ("paraphrase", F, "The near vacuum between the two walls stops heat moving by conduction and convection."),
            ("paraphrase", F, "Silvered surfaces reflect infrared radiation back towards the contents."),
            ("paraphrase", F, "Most of the heat escapes through the stopper."),
            ("substitution", U, "The vacuum stops heat moving by radiation."),
            ("substitution", U, "Most heat is lost through the glass walls."),
            ("swapped_roles", U, "A flask keeps drinks hot for days rather than hours."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh250", "names": "Psychology lecture: the Ringelmann effect",
        "evidence": "In the 1880s the French engineer Max Ringelmann asked men to pull on a rope, alone and in "
                    "groups. The more people pulled together, the less each person pulled on average: in groups of "
                    "eight, each pulled at about half the effort of a man pulling alone. Later researchers traced "
                    "part of the drop to coordination and part to people slacking when their effort could not be "
                    "seen.",
        "claims": [
            ("paraphrase", F, "Ringelmann had men pull on a rope, both alone and in groups, in the 1880s."),
            ("paraphrase", F, "In groups of eight, each man pulled at about half the effort of someone pulling alone."),
            ("paraphrase", F, "Part of the drop came from people slacking when nobody could see their effort."),
            ("opposite", U, "The more people pulled together, the harder each person pulled."),
            ("number", U, "In groups of eight, each pulled at about a quarter of the effort of a man pulling alone."),
            ("substitution", U, "Ringelmann was a German psychologist."),
        ],
    },
    {
        "domain": "essay", "split": "fresh250", "names": "Essay source: part-time jobs",
        "evidence": "A study following 3,000 sixteen-year-olds found that those who worked up to ten hours a week in "
                    "a part-time job did as well in their exams as those who did not work. Students who worked more "
                    "than fifteen hours a week scored lower, on average. The authors suggest that a few hours of work "
                    "can build confidence, but long hours take time from study.",
        "claims": [
            ("paraphrase", F, "Working up to ten hours a week did not harm students' exam results."),
            ("paraphrase", F, "On average, students who worked over fifteen hours a week scored lower."),
            ("paraphrase", F, "The authors say a few hours of work can build confidence."),
            ("opposite", U, "Students who worked up to ten hours a week did worse in their exams."),
            ("opposite", U, "Students who worked more than fifteen hours a week scored higher."),
            ("substitution", U, "The study followed 3,000 eighteen-year-olds."),
        ],
    },
]
