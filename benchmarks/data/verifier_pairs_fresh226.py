"""A two-hundred-and-twenty-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh226``).

Written on 2026-11-29 (session 61) after round 155 (which read ``fresh221``-``fresh223``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh226", "names": "Teaching notes: Ellmenreich's Spinning Song",
        "evidence": "Albert Ellmenreich's Spinning Song imitates a spinning wheel with a light, repeated staccato "
                    "figure in the right hand above sustained notes in the left. The piece is marked Allegretto and "
                    "should never sound hurried. The melody in the middle section is marked legato and should be "
                    "phrased in long arcs.",
        "claims": [
            ("paraphrase", F, "A light, repeated staccato figure in the right hand suggests a spinning wheel."),
            ("paraphrase", F, "Marked Allegretto, the piece should never feel rushed."),
            ("paraphrase", F, "Shape the legato melody of the middle section in long arcs."),
            ("swapped_roles", U, "The left hand plays the staccato figure above sustained notes in the right."),
            ("opposite", U, "The middle-section melody is marked staccato."),
            ("substitution", U, "The Spinning Song is marked Andante."),
        ],
    },
    {
        "domain": "literature", "split": "fresh226", "names": "Study guide: The Open Boat",
        "evidence": "Four men survive a shipwreck in a small dinghy: the captain, who is injured, the cook, the "
                    "correspondent and the oiler, Billie. For a day and a night they row towards the Florida shore, "
                    "unable to land because of the surf. When they finally swim for it, the oiler, the strongest of "
                    "them, drowns.",
        "claims": [
            ("paraphrase", F, "Four survivors of a shipwreck share a small dinghy."),
            ("paraphrase", F, "The surf keeps them from landing as they row towards Florida."),
            ("paraphrase", F, "Billie the oiler, the strongest of the four, drowns when they swim ashore."),
            ("number", U, "Six men survive the shipwreck in the dinghy."),
            ("substitution", U, "When they swim for it, the cook drowns."),
            ("opposite", U, "The men land easily on the Florida shore the same morning."),
        ],
    },
    {
        "domain": "docs", "split": "fresh226", "names": "Android help: Adaptive Battery",
        "evidence": "Adaptive Battery learns which apps you use most and limits battery use by apps you rarely open. "
                    "It is on by default. Apps you use often are not restricted, and you can exempt any app from the "
                    "limits in its battery settings.",
        "claims": [
            ("paraphrase", F, "Adaptive Battery cuts back the battery use of apps you seldom open."),
            ("paraphrase", F, "It is switched on by default."),
            ("paraphrase", F, "Any app can be excused from the limits in its battery settings."),
            ("opposite", U, "Adaptive Battery limits the apps you use most."),
            ("opposite", U, "Adaptive Battery is off by default."),
            ("opposite", U, "No app can be exempted from Adaptive Battery's limits."),
        ],
    },
    {
        "domain": "science", "split": "fresh226", "names": "Lecture notes: Chladni figures",
        "evidence": "When a metal plate sprinkled with sand is made to vibrate, for example with a violin bow, the "
                    "sand gathers along the lines where the plate does not move, called nodal lines. Higher "
                    "frequencies produce more complex patterns with more lines. Ernst Chladni published the figures "
                    "in 1787.",
        "claims": [
            ("paraphrase", F, "Sand on a vibrating metal plate collects along the lines that stay still."),
            ("paraphrase", F, "The higher the frequency, the more intricate the pattern and the more lines it has."),
            ("paraphrase", F, "Chladni published his figures in 1787."),
            ("opposite", U, "The sand gathers where the plate vibrates most."),
            ("opposite", U, "Higher frequencies produce simpler patterns with fewer lines."),
            ("number", U, "Chladni published the figures in 1887."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh226", "names": "Lecture transcript: the Barnum effect",
        "evidence": "In Bertram Forer's 1948 classroom demonstration, students rated a personality description as "
                    "highly accurate for themselves, although every student had received the same text. The average "
                    "rating was 4.3 out of 5. Vague, flattering statements that apply to almost anyone produce the "
                    "strongest effect.",
        "claims": [
            ("paraphrase", F, "Students judged a personality sketch to fit them very well, though all got identical text."),
            ("paraphrase", F, "On average the students rated it 4.3 out of 5."),
            ("paraphrase", F, "The effect is strongest for vague, flattering statements that fit nearly everyone."),
            ("opposite", U, "Each student received a different personality description."),
            ("number", U, "The average rating was 2.3 out of 5."),
            ("opposite", U, "Specific, critical statements produce the strongest effect."),
        ],
    },
    {
        "domain": "essay", "split": "fresh226", "names": "Essay: water bottles in class",
        "evidence": "Many primary schools now let pupils keep water bottles on their desks. Small studies link "
                    "drinking water in class with slightly better attention in the afternoon, though the evidence is "
                    "weak. Teachers mainly complain about spills and extra toilet trips.",
        "claims": [
            ("paraphrase", F, "In many primary schools pupils may keep a water bottle on the desk."),
            ("paraphrase", F, "A few small studies associate drinking water in class with a little more attention after lunch."),
            ("paraphrase", F, "Spills and extra trips to the toilet are teachers' main complaints."),
            ("overstated", U, "Strong evidence shows that drinking water in class greatly improves attention."),
            ("opposite", U, "Pupils who drink water in class pay less attention in the afternoon."),
            ("overgeneralisation", U, "Every primary school now lets pupils keep water bottles on their desks."),
        ],
    },
]
