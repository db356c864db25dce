"""A A hundred-and-ninety-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh195``).

Written on 2026-11-29 (session 59) after round 130 (which read ``fresh191``-``fresh193``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh195", "names": "Teaching notes: Grieg's Wedding Day at Troldhaugen",
        "evidence": "Wedding Day at Troldhaugen opens with a march that should sound festive but not heavy: keep the "
                    "staccato chords short and the left hand light. The quiet middle section is slower and more "
                    "lyrical, and its melody lies in the left hand under soft right-hand chords. The march then "
                    "returns and builds to a loud ending.",
        "claims": [
            ("paraphrase", F, "The opening march should be festive without sounding heavy."),
            ("paraphrase", F, "In the middle section the melody is in the left hand beneath soft chords."),
            ("paraphrase", F, "The piece ends loudly after the march comes back."),
            ("opposite", U, "Hold the staccato chords of the opening march long and heavy."),
            ("swapped_roles", U, "In the middle section the right hand carries the melody over soft left-hand chords."),
            ("opposite", U, "The middle section is faster than the opening march."),
        ],
    },
    {
        "domain": "literature", "split": "fresh195", "names": "Study guide: The Seagull",
        "evidence": "In Chekhov's The Seagull, the young writer Konstantin stages a play starring Nina, whom he "
                    "loves, but his mother, the actress Arkadina, mocks it. Nina falls for Trigorin, Arkadina's "
                    "lover, a successful writer who seduces and then abandons her. Two years later Nina returns, "
                    "still struggling as an actress, and Konstantin shoots himself.",
        "claims": [
            ("paraphrase", F, "Konstantin's play stars Nina, the woman he loves."),
            ("paraphrase", F, "Arkadina ridicules her son's play."),
            ("paraphrase", F, "Trigorin seduces Nina and later leaves her."),
            ("misattribution", U, "Trigorin writes the play that Nina stars in."),
            ("opposite", U, "When Nina returns two years later she is a celebrated actress."),
            ("swapped_roles", U, "Nina abandons Trigorin after he falls in love with her."),
        ],
    },
    {
        "domain": "docs", "split": "fresh195", "names": "Help: Automatic replies when you are away",
        "evidence": "Automatic replies send a message of your choice to people who email you while you are away. You "
                    "can set a start and end date; outside those dates no replies are sent. Each sender gets the "
                    "reply only once during the period, and you can choose to reply only to people in your "
                    "organisation.",
        "claims": [
            ("paraphrase", F, "Automatic replies answer people who email you while you are away."),
            ("paraphrase", F, "No replies go out outside the dates you set."),
            ("paraphrase", F, "A sender receives the automatic reply just once during the period."),
            ("opposite", U, "Each sender gets the automatic reply to every email they send."),
            ("opposite", U, "Automatic replies keep being sent after the end date you set."),
            ("substitution", U, "You can choose to reply only to people outside your organisation."),
        ],
    },
    {
        "domain": "science", "split": "fresh195", "names": "Review: the Magnus effect",
        "evidence": "A spinning ball moving through air curves because its spin drags the air around with it. On the "
                    "side where the ball's surface moves in the same direction as the airflow, the air speeds up and "
                    "pressure drops; on the other side the air slows and pressure rises. The ball is pushed towards "
                    "the low-pressure side, which is why topspin makes a tennis ball dip.",
        "claims": [
            ("paraphrase", F, "A ball's spin drags the surrounding air along with it."),
            ("paraphrase", F, "Pressure falls on the side where the surface moves with the airflow."),
            ("paraphrase", F, "Topspin makes a tennis ball dip."),
            ("opposite", U, "The ball is pushed towards the side where pressure is higher."),
            ("opposite", U, "Air slows down on the side where the ball's surface moves with the airflow."),
            ("opposite", U, "Topspin makes a tennis ball rise."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh195", "names": "Lecture transcript: the Zeigarnik effect",
        "evidence": "Bluma Zeigarnik noticed that waiters remembered unpaid orders in detail but forgot them once the "
                    "bill was settled. In her experiments, people who were interrupted before finishing a task later "
                    "recalled it about twice as well as tasks they had completed. Later studies have not always "
                    "reproduced the effect.",
        "claims": [
            ("paraphrase", F, "Waiters remembered orders well until they had been paid for."),
            ("paraphrase", F, "Interrupted tasks were recalled about twice as well as finished ones."),
            ("paraphrase", F, "The effect has not been replicated in every later study."),
            ("swapped_roles", U, "Completed tasks were recalled about twice as well as interrupted ones."),
            ("opposite", U, "Waiters forgot unpaid orders but remembered them once the bill was settled."),
            ("strength", U, "Every later study has reproduced the effect."),
        ],
    },
    {
        "domain": "essay", "split": "fresh195", "names": "Essay: banning mobile phones in school",
        "evidence": "Schools that ban phones during the day often report fewer distractions in class, and some "
                    "studies find small gains in test scores, mostly among lower-achieving pupils. The evidence on "
                    "bullying is mixed. Critics point out that a ban is hard to enforce and that pupils lose a way to "
                    "contact their parents in an emergency.",
        "claims": [
            ("paraphrase", F, "Phone bans are often followed by fewer distractions in lessons."),
            ("paraphrase", F, "The test score gains are mostly among lower-achieving pupils."),
            ("paraphrase", F, "Critics say a phone ban is difficult to enforce."),
            ("substitution", U, "The test score gains are mostly among the highest-achieving pupils."),
            ("strength", U, "The evidence clearly shows that phone bans reduce bullying."),
            ("strength", U, "Studies find large gains in test scores after phone bans."),
        ],
    },
]
