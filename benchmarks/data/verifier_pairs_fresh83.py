"""An eighty-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh83``).

Written on 2026-11-27 (session 45) after round 82, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read, in round 83 (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh83", "names": "Lesson notes: finger changes on repeated notes",
        "evidence": "On fast repeated notes, change fingers on each repetition, for example 3-2-1, so that the "
                    "key has time to rise. Keep the fingers close to the keys and let the wrist stay loose. "
                    "Using the same finger for every repetition tires the hand and makes the notes uneven.",
        "claims": [
            ("paraphrase", F, "For quick repeated notes, use a different finger for each repetition."),
            ("paraphrase", F, "Changing fingers gives the key time to come back up."),
            ("paraphrase", F, "Repeating notes with one finger makes them uneven and tires the hand."),
            ("opposite", U, "Use the same finger for every repetition so the notes stay even."),
            ("opposite", U, "Lift the fingers high above the keys between repetitions."),
            ("opposite", U, "Hold the wrist firm while playing repeated notes."),
        ],
    },
    {
        "domain": "literature", "split": "fresh83", "names": "Study guide: Gulliver's Travels",
        "evidence": "Shipwrecked in Lilliput, Gulliver wakes to find himself tied down by people six inches "
                    "tall. He later helps the Lilliputians by capturing the enemy fleet of Blefuscu, but when "
                    "he refuses to help enslave the Blefuscudians he is charged with treason and flees.",
        "claims": [
            ("paraphrase", F, "Gulliver wakes up in Lilliput tied down by tiny people."),
            ("paraphrase", F, "Gulliver captures Blefuscu's fleet for the Lilliputians."),
            ("paraphrase", F, "After refusing to help enslave Blefuscu's people, Gulliver is accused of treason."),
            ("swapped_roles", U, "Gulliver captures the Lilliputian fleet for Blefuscu."),
            ("negation", U, "Gulliver agrees to help enslave the Blefuscudians."),
            ("number", U, "The Lilliputians are about six feet tall."),
        ],
    },
    {
        "domain": "docs", "split": "fresh83", "names": "Client guide: the circuit breaker",
        "evidence": "After five consecutive failed calls, the circuit breaker opens and further calls fail "
                    "immediately without reaching the service. After 30 seconds it lets a single trial call "
                    "through; if that call succeeds the breaker closes, otherwise it stays open for another "
                    "30 seconds.",
        "claims": [
            ("paraphrase", F, "Five failed calls in a row open the circuit breaker."),
            ("paraphrase", F, "While the breaker is open, calls fail at once and never reach the service."),
            ("paraphrase", F, "If the trial call fails, the breaker remains open for another 30 seconds."),
            ("number", U, "The breaker opens after three consecutive failed calls."),
            ("opposite", U, "While the breaker is open, calls are queued until the service recovers."),
            ("reversed_order", U, "If the trial call succeeds, the breaker stays open for another 30 seconds."),
        ],
    },
    {
        "domain": "science", "split": "fresh83", "names": "Abstract: hummingbird torpor",
        "evidence": "On cold nights, Andean hummingbirds entered torpor, lowering their body temperature by up "
                    "to 30 degrees and cutting their energy use by as much as 95 percent. Birds with smaller fat "
                    "reserves entered torpor earlier in the night and stayed in it longer.",
        "claims": [
            ("paraphrase", F, "Andean hummingbirds went into torpor on cold nights."),
            ("paraphrase", F, "In torpor the birds used up to 95 percent less energy."),
            ("paraphrase", F, "Hummingbirds with less stored fat went into torpor sooner."),
            ("opposite", U, "Birds with larger fat reserves entered torpor earlier in the night."),
            ("number", U, "Torpor cut the birds' energy use by about half."),
            ("overgeneralisation", U, "All birds enter torpor on cold nights."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh83", "names": "Lecture transcript: echolocation",
        "evidence": "So a bat sends out a high-pitched call and listens for the echo. The time the echo takes "
                    "to come back tells it how far away the insect is, and as it closes in, the bat calls "
                    "faster and faster, a burst we call the feeding buzz.",
        "claims": [
            ("paraphrase", F, "The bat judges an insect's distance from how long the echo takes to return."),
            ("paraphrase", F, "As it gets closer to its prey, the bat calls more and more rapidly."),
            ("paraphrase", F, "The fast burst of calls near the prey is called the feeding buzz."),
            ("opposite", U, "As the bat closes in, its calls become slower."),
            ("substitution", U, "The loudness of the echo tells the bat how far away the insect is."),
            ("opposite", U, "The bat sends out a low-pitched call."),
        ],
    },
    {
        "domain": "essay", "split": "fresh83", "names": "Course reader: Stonehenge",
        "evidence": "The large sarsen stones of Stonehenge were raised around 2500 BC, several centuries after "
                    "the first circular ditch was dug. The smaller bluestones were brought from the Preseli "
                    "Hills in Wales, about 150 miles away, while the sarsens came from near Marlborough.",
        "claims": [
            ("paraphrase", F, "The sarsen stones were put up around 2500 BC."),
            ("paraphrase", F, "The bluestones came from the Preseli Hills in Wales."),
            ("paraphrase", F, "The circular ditch was dug centuries before the sarsens were raised."),
            ("reversed_order", U, "The circular ditch was dug centuries after the sarsens were raised."),
            ("swapped_roles", U, "The sarsens came from Wales, while the bluestones came from near Marlborough."),
            ("number", U, "The bluestones were brought from about 15 miles away."),
        ],
    },
]
