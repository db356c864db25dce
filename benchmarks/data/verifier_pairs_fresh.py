"""A second held-out set for ``benchmarks/verifier.py`` (split ``fresh``).

Written on 2026-11-23 *before* the substitution, pronoun and conditional rules of that day were
added, and measured only after them: it shows how the checks do on pairs they were not written
against. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh", "names": "Clara Wendt, Hands at the Keyboard",
        "evidence": "Octaves are best practised with a loose wrist that bounces lightly from the key. "
                    "Keep the fifth finger firm so the top note rings, and let the arm, not the forearm "
                    "muscles, carry the weight.",
        "claims": [
            ("quote", F, "Octaves are best practised with a loose wrist that bounces lightly from the key."),
            ("paraphrase", F, "Wendt advises keeping the fifth finger firm so that the upper note of the octave rings."),
            ("paraphrase", F, "Practise octaves with a relaxed wrist that rebounds lightly off the key."),
            ("opposite", U, "Octaves are best practised with a stiff wrist that presses into the key."),
            ("substitution", U, "Keep the thumb firm so the top note rings."),
            ("swapped_roles", U, "Let the forearm muscles, not the arm, carry the weight."),
            ("overgeneralisation", U, "Every octave passage must always be played with a bouncing wrist."),
        ],
    },
    {
        "domain": "piano", "split": "fresh", "names": "Masterclass: memorising a sonata",
        "evidence": "Memorise the harmony first, then the fingering: a pianist who knows the chord "
                    "progression can recover from a slip, while one who relies on finger memory alone "
                    "often has to start again from the beginning of the section.",
        "claims": [
            ("quote", F, "Memorise the harmony first, then the fingering."),
            ("paraphrase", F, "Knowing the chord progression lets a pianist recover from a slip."),
            ("paraphrase", F, "Players who rely only on finger memory often have to restart the section after a slip."),
            ("reversed_order", U, "Memorise the fingering first, then the harmony."),
            ("negation", U, "A pianist who knows the chord progression cannot recover from a slip."),
            ("overgeneralisation", U, "A pianist who relies on finger memory always has to start the whole piece again."),
            ("misattribution", U, "Alfred Cortot taught that the harmony should be memorised before the fingering."),
        ],
    },
    {
        "domain": "essay", "split": "fresh", "names": "The Industrial Revolution in Britain",
        "evidence": "The spinning jenny, invented by James Hargreaves around 1764, let one worker spin "
                    "eight threads at once. It was first used in cottages, and only later in factories.",
        "claims": [
            ("quote", F, "It was first used in cottages, and only later in factories."),
            ("paraphrase", F, "Hargreaves's spinning jenny allowed a single worker to spin eight threads at the same time."),
            ("number", U, "The spinning jenny let one worker spin twenty threads at once."),
            ("misattribution", U, "The spinning jenny was invented by Richard Arkwright around 1764."),
            ("reversed_order", U, "The spinning jenny was used in factories first and only later in cottages."),
            ("substitution", U, "The spinning jenny let one worker weave eight threads at once."),
        ],
    },
    {
        "domain": "essay", "split": "fresh", "names": "Reading Macbeth",
        "evidence": "Lady Macbeth urges her husband to kill Duncan, but after the murder it is she who "
                    "is consumed by guilt, sleepwalking and trying to wash imagined blood from her hands.",
        "claims": [
            ("quote", F, "Lady Macbeth urges her husband to kill Duncan."),
            ("paraphrase", F, "After the murder Lady Macbeth is overwhelmed by guilt and walks in her sleep."),
            ("swapped_roles", U, "Macbeth urges his wife to kill Duncan."),
            ("substitution", U, "After the murder Lady Macbeth tries to wash imagined ink from her hands."),
            ("negation", U, "Lady Macbeth never urges her husband to kill Duncan."),
            ("opposite", U, "Before the murder Lady Macbeth is consumed by guilt."),
        ],
    },
    {
        "domain": "docs", "split": "fresh", "names": "Queue worker manual",
        "evidence": "Workers acknowledge a task only after it finishes, so a task whose worker dies is "
                    "delivered again to another worker. Set the visibility timeout longer than your "
                    "slowest task, or it will run twice.",
        "claims": [
            ("quote", F, "Workers acknowledge a task only after it finishes."),
            ("paraphrase", F, "If a worker dies, its unfinished task is redelivered to another worker."),
            ("paraphrase", F, "The visibility timeout should exceed the duration of the slowest task, otherwise the task runs twice."),
            ("reversed_order", U, "Workers acknowledge a task before it starts."),
            ("opposite", U, "Set the visibility timeout shorter than your slowest task."),
            ("negation", U, "A task whose worker dies is not delivered again."),
            ("specifics", U, "Set the visibility timeout in the broker_transport_options of the Redis cluster config."),
        ],
    },
    {
        "domain": "docs", "split": "fresh", "names": "TLS setup guide",
        "evidence": "The server reads its certificate from /etc/app/tls.crt and its private key from "
                    "/etc/app/tls.key. The key file must be readable only by the service user; the "
                    "server refuses to start if other users can read it.",
        "claims": [
            ("quote", F, "The key file must be readable only by the service user."),
            ("paraphrase", F, "If other users can read the key file, the server will not start."),
            ("swapped_roles", U, "The server reads its private key from /etc/app/tls.crt and its certificate from /etc/app/tls.key."),
            ("opposite", U, "The key file must be readable by all users."),
            ("negation", U, "The server starts even if other users can read the key file."),
        ],
    },
    {
        "domain": "science", "split": "fresh", "names": "Sleep and memory study",
        "evidence": "In 48 healthy adults, a night of sleep after learning improved recall of word pairs "
                    "by 20% compared with a night awake; the benefit was larger for pairs learned late "
                    "in the evening.",
        "claims": [
            ("quote", F, "The benefit was larger for pairs learned late in the evening."),
            ("paraphrase", F, "Compared with staying awake, sleeping after learning raised recall of word pairs by 20% in healthy adults."),
            ("number", U, "Sleep after learning improved recall of word pairs by 45%."),
            ("population", U, "In children, a night of sleep after learning improved recall of word pairs."),
            ("opposite", U, "The benefit was smaller for pairs learned late in the evening."),
            ("strength", U, "Sleep after learning guarantees perfect recall of word pairs."),
        ],
    },
    {
        "domain": "science", "split": "fresh", "names": "Plant biology primer",
        "evidence": "Roots take up water and minerals from the soil; the xylem carries them upward to the "
                    "leaves, while the phloem moves sugars from the leaves to the rest of the plant.",
        "claims": [
            ("quote", F, "Roots take up water and minerals from the soil."),
            ("paraphrase", F, "Sugars made in the leaves travel through the phloem to the rest of the plant."),
            ("swapped_roles", U, "The phloem carries water upward to the leaves, while the xylem moves sugars."),
            ("opposite", U, "The xylem carries water and minerals downward from the leaves to the roots."),
            ("substitution", U, "Roots take up water and sugars from the soil."),
        ],
    },
]
