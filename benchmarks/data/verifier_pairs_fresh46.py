"""A forty-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh46``).

Written on 2026-11-26 (session 37) after round 45 (whose rules read ``fresh45``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh46", "names": "Masterclass captions: Liszt octaves",
        "evidence": "Play the octaves from a loose wrist, letting the forearm carry the weight, and keep the "
                    "thumb and fifth finger firm so the octave does not collapse. If the forearm tires, stop "
                    "and shake it out rather than pushing through.",
        "claims": [
            ("paraphrase", F, "The forearm should carry the weight while the wrist stays loose in the octaves."),
            ("paraphrase", F, "Keep the thumb and little finger firm so that the octave holds its shape."),
            ("paraphrase", F, "When the forearm gets tired, stop and shake it loose instead of pushing on."),
            ("opposite", U, "Play the octaves from a stiff wrist."),
            ("opposite", U, "If the forearm tires, push through rather than stopping."),
            ("substitution", U, "Keep the thumb and second finger firm so the octave does not collapse."),
            ("swapped_roles", U, "Let the wrist carry the weight and keep the forearm loose."),
        ],
    },
    {
        "domain": "literature", "split": "fresh46", "names": "Study notes on Hamlet",
        "evidence": "The Ghost tells Hamlet that Claudius murdered him by pouring poison in his ear. To test "
                    "the story, Hamlet has the players stage a similar murder, and Claudius's reaction "
                    "convinces him the Ghost spoke the truth.",
        "claims": [
            ("paraphrase", F, "According to the Ghost, Claudius killed him by putting poison in his ear."),
            ("paraphrase", F, "Hamlet tests the Ghost's account by having actors perform a murder like the one "
                              "described."),
            ("paraphrase", F, "Seeing how Claudius reacts, Hamlet becomes sure the Ghost was telling the truth."),
            ("swapped_roles", U, "The Ghost tells Claudius that Hamlet murdered him."),
            ("substitution", U, "Claudius murdered the king by stabbing him in his sleep."),
            ("reversed_order", U, "Hamlet has the players stage the murder before the Ghost tells him the story."),
            ("opposite", U, "Claudius's calm reaction convinces Hamlet that the Ghost lied."),
        ],
    },
    {
        "domain": "docs", "split": "fresh46", "names": "Job scheduler reference: retries",
        "evidence": "A failed job is retried up to 5 times, waiting 10 seconds before the first retry and "
                    "doubling the wait each time. Jobs marked idempotent=false are never retried; they go "
                    "straight to the dead-letter queue.",
        "claims": [
            ("paraphrase", F, "There are at most five retries of a failed job."),
            ("paraphrase", F, "The wait before the first retry is 10 seconds, and it doubles after each one."),
            ("paraphrase", F, "A job with idempotent=false is not retried but sent directly to the dead-letter "
                              "queue."),
            ("number", U, "The wait before the first retry is 30 seconds."),
            ("opposite", U, "The wait is halved after each retry."),
            ("negation", U, "Jobs marked idempotent=false are retried like any other job."),
            ("substitution", U, "Jobs marked idempotent=false go straight to the retry queue."),
        ],
    },
    {
        "domain": "science", "split": "fresh46", "names": "Abstract: songbirds and traffic noise",
        "evidence": "Great tits near busy roads sang at a higher minimum pitch than birds in quiet woods, "
                    "and their chicks fledged at lower weights. Playing recorded traffic noise in quiet woods "
                    "produced the same shift in pitch within a season.",
        "claims": [
            ("paraphrase", F, "Beside busy roads, great tits' songs had a higher lowest pitch than in quiet "
                              "woodland."),
            ("paraphrase", F, "Chicks near busy roads left the nest weighing less."),
            ("paraphrase", F, "In quiet woods, playing back traffic noise caused the same pitch shift within "
                              "one season."),
            ("opposite", U, "Great tits near busy roads sang at a lower minimum pitch than birds in quiet woods."),
            ("opposite", U, "Chicks near busy roads fledged at higher weights."),
            ("strength", U, "Traffic noise permanently changed the birds' song over many generations."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh46", "names": "Economics lecture 7: tariffs",
        "evidence": "A tariff raises the price of imported goods, which protects domestic producers but "
                    "costs consumers more. If trading partners retaliate with their own tariffs, exporters "
                    "lose sales abroad.",
        "claims": [
            ("paraphrase", F, "Tariffs make imports dearer, shielding home producers at the expense of "
                              "consumers."),
            ("paraphrase", F, "When other countries respond with tariffs of their own, exporters sell less "
                              "overseas."),
            ("opposite", U, "A tariff lowers the price of imported goods."),
            ("swapped_roles", U, "A tariff protects consumers but costs domestic producers more."),
            ("opposite", U, "If trading partners retaliate, exporters gain sales abroad."),
            ("substitution", U, "A tariff raises the price of exported goods."),
        ],
    },
    {
        "domain": "essay", "split": "fresh46", "names": "Course book: the Luddites",
        "evidence": "Between 1811 and 1816 Luddite weavers in the Midlands and the North smashed the "
                    "wide stocking frames that let unskilled workers replace them. The government answered "
                    "by making machine-breaking a capital crime in 1812.",
        "claims": [
            ("paraphrase", F, "From 1811 to 1816, Luddite weavers in the Midlands and the North broke the "
                              "wide frames that allowed unskilled labour to take their jobs."),
            ("paraphrase", F, "In 1812 the government made breaking machines punishable by death."),
            ("number", U, "Machine-breaking became a capital crime in 1822."),
            ("misattribution", U, "The factory owners made machine-breaking a capital crime in 1812."),
            ("opposite", U, "The Luddites welcomed the wide stocking frames."),
            ("swapped_roles", U, "Unskilled workers smashed the stocking frames that let weavers replace them."),
        ],
    },
]
