"""A A two-hundred-and-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh208``).

Written on 2026-11-29 (session 60) after round 141 (which read ``fresh203``-``fresh205``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh208", "names": "Teaching notes: the Winter Wind Étude",
        "evidence": "Chopin's Étude in A minor, Op. 25 No. 11, opens with four quiet bars of a slow, solemn melody "
                    "before the right hand bursts into a storm of rapid figuration. The left hand carries the "
                    "march-like theme beneath the right hand's swirling passages. Pianists often practise the right "
                    "hand in rhythms to secure the fourth and fifth fingers.",
        "claims": [
            ("paraphrase", F, "The étude begins with four soft, slow bars of a solemn tune."),
            ("paraphrase", F, "Beneath the right hand's swirling figures, the left hand carries a march-like theme."),
            ("paraphrase", F, "Practising the right hand in rhythms helps secure the fourth and fifth fingers."),
            ("number", U, "The étude opens with eight quiet bars of slow melody."),
            ("swapped_roles", U, "The right hand carries the march-like theme beneath the left hand's swirling passages."),
            ("opposite", U, "The étude opens with a loud, fast storm of figuration."),
        ],
    },
    {
        "domain": "literature", "split": "fresh208", "names": "Study guide: The Monkey's Paw",
        "evidence": "Sergeant-Major Morris warns the Whites that the monkey's paw grants three wishes but brings "
                    "terrible consequences, and throws it on the fire; Mr White rescues it. He wishes for two hundred "
                    "pounds, and the next day a company pays exactly that sum as compensation for his son Herbert's "
                    "death in its machinery. Mrs White makes her husband wish Herbert alive again, and when the "
                    "knocking comes he uses the last wish.",
        "claims": [
            ("paraphrase", F, "Morris tells the Whites that the paw grants three wishes at a terrible price."),
            ("paraphrase", F, "Herbert's employer pays two hundred pounds in compensation for his death."),
            ("paraphrase", F, "Mrs White makes her husband wish their son back to life."),
            ("swapped_roles", U, "Mr White throws the paw on the fire, and Morris rescues it."),
            ("number", U, "Mr White wishes for five hundred pounds."),
            ("swapped_roles", U, "Mr White makes his wife wish Herbert alive again."),
        ],
    },
    {
        "domain": "docs", "split": "fresh208", "names": "Help: Crash detection",
        "evidence": "If your phone detects a severe car crash, it sounds an alarm and shows an alert for 20 seconds. "
                    "If you do not respond, it calls emergency services and plays a message with your location. Crash "
                    "detection works only while the phone is on and needs a mobile or satellite connection to place "
                    "the call.",
        "claims": [
            ("paraphrase", F, "After detecting a serious car crash, the phone sounds an alarm and shows an alert for 20 seconds."),
            ("paraphrase", F, "Without a response from you, the phone calls emergency services and shares your location."),
            ("paraphrase", F, "Crash detection needs the phone switched on and a mobile or satellite connection to call."),
            ("number", U, "The crash alert is shown for 60 seconds before the phone calls for help."),
            ("opposite", U, "The phone calls emergency services only if you respond to the alert."),
            ("opposite", U, "Crash detection can place a call without any mobile or satellite connection."),
        ],
    },
    {
        "domain": "science", "split": "fresh208", "names": "Review: the Casimir effect",
        "evidence": "Two uncharged metal plates placed very close together in a vacuum are pushed towards each other. "
                    "The force arises because fewer modes of the quantum vacuum fit between the plates than outside "
                    "them. It becomes significant only at separations of less than about a micrometre.",
        "claims": [
            ("paraphrase", F, "In a vacuum, two uncharged metal plates very close together are pushed towards each other."),
            ("paraphrase", F, "Fewer vacuum modes fit between the plates than outside, which produces the force."),
            ("paraphrase", F, "The force only matters at gaps smaller than about a micrometre."),
            ("opposite", U, "The Casimir effect pushes the two plates apart."),
            ("comparative", U, "More modes of the quantum vacuum fit between the plates than outside them."),
            ("opposite", U, "The force becomes significant only at separations of more than a metre."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh208", "names": "Lecture transcript: the framing effect",
        "evidence": "People's choices change with how the same options are described. In a classic experiment, most "
                    "participants chose a treatment described as saving 200 of 600 people, but most rejected the same "
                    "treatment described as letting 400 die. Framing outcomes as gains tends to make people avoid "
                    "risk, while framing them as losses makes them seek it.",
        "claims": [
            ("paraphrase", F, "How identical options are described changes what people choose."),
            ("paraphrase", F, "Most participants chose a treatment described as saving 200 of 600 people."),
            ("paraphrase", F, "Described as gains, outcomes tend to make people avoid risk."),
            ("opposite", U, "Most participants chose the treatment described as letting 400 die."),
            ("swapped_roles", U, "Framing outcomes as losses makes people avoid risk, while framing them as gains makes them seek it."),
            ("number", U, "The treatment was described as saving 300 of 600 people."),
        ],
    },
    {
        "domain": "essay", "split": "fresh208", "names": "Essay: times tables",
        "evidence": "Pupils who can recall multiplication facts quickly have more working memory free for multi-step "
                    "problems. Short, frequent practice works better than long weekly drills, and games can make that "
                    "practice enjoyable. Timed tests, however, make some pupils anxious, and anxiety can itself slow "
                    "recall.",
        "claims": [
            ("paraphrase", F, "Quick recall of times tables leaves more working memory for multi-step problems."),
            ("paraphrase", F, "Brief, frequent practice beats long weekly drills."),
            ("paraphrase", F, "Some pupils become anxious in timed tests, which can slow their recall."),
            ("comparative", U, "Long weekly drills work better than short, frequent practice."),
            ("opposite", U, "Timed tests make pupils less anxious and speed up recall."),
            ("opposite", U, "Quick recall of multiplication facts uses up working memory needed for multi-step problems."),
        ],
    },
]
