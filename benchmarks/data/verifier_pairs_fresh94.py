"""A ninety-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh94``).

Written on 2026-11-27 (session 46) after round 90, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read, in round 91 (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh94", "names": "Lesson notes: left-hand jumps",
        "evidence": "For a wide left-hand jump, look at the landing note before you leave the bass note and move "
                    "the arm in a low arc close to the keys. Arrive early and play late: the hand should be over the "
                    "chord before it is time to sound it.",
        "claims": [
            ("paraphrase", F, "Look at the landing note before leaving the bass note."),
            ("paraphrase", F, "Move the arm in a low arc near the keys."),
            ("paraphrase", F, "The hand should reach the chord before it is time to play it."),
            ("opposite", U, "Move the arm in a high arc well above the keys."),
            ("reversed_order", U, "Leave the bass note first and only then look at the landing note."),
            ("opposite", U, "Arrive at the chord just as it is time to sound it, never earlier."),
        ],
    },
    {
        "domain": "literature", "split": "fresh94", "names": "Study guide: Heidi",
        "evidence": "Orphaned Heidi is sent to live with her grandfather on an Alpine mountain, where she befriends "
                    "the goatherd Peter. Taken to Frankfurt as a companion for Clara, who uses a wheelchair, she "
                    "grows so homesick that she sleepwalks and is sent home.",
        "claims": [
            ("paraphrase", F, "Heidi, an orphan, goes to live with her grandfather in the Alps."),
            ("paraphrase", F, "On the mountain Heidi makes friends with Peter, the goatherd."),
            ("paraphrase", F, "In Frankfurt Heidi becomes so homesick that she walks in her sleep."),
            ("misattribution", U, "Clara befriends the goatherd Peter on the mountain."),
            ("opposite", U, "Heidi is happy in Frankfurt and never wants to go home."),
            ("substitution", U, "Heidi is taken to Vienna as a companion for Clara."),
        ],
    },
    {
        "domain": "docs", "split": "fresh94", "names": "Security guide: API key rotation",
        "evidence": "Keys can be rotated at any time; the old key keeps working for 24 hours after a new one is "
                    "issued, so clients can switch without downtime. Revoking a key, by contrast, takes effect "
                    "immediately.",
        "claims": [
            ("paraphrase", F, "You can rotate a key whenever you like."),
            ("paraphrase", F, "After a new key is issued, the old one still works for a day."),
            ("paraphrase", F, "A revoked key stops working at once."),
            ("number", U, "The old key keeps working for 7 days after rotation."),
            ("opposite", U, "The old key stops working as soon as a new one is issued."),
            ("swapped_roles", U, "Rotating a key takes effect immediately, while a revoked key keeps working for "
                                 "24 hours."),
        ],
    },
    {
        "domain": "science", "split": "fresh94", "names": "Abstract: woodpecker skulls",
        "evidence": "High-speed video showed woodpeckers' heads decelerating at up to 1,000 g with each peck. A "
                    "model of the skull found that its spongy bone absorbed little of the impact, suggesting that "
                    "the small size of the brain, not cushioning, is what protects it.",
        "claims": [
            ("paraphrase", F, "With each peck, a woodpecker's head decelerated at as much as 1,000 g."),
            ("paraphrase", F, "The skull's spongy bone absorbed only a little of the impact."),
            ("paraphrase", F, "The brain's small size, rather than cushioning, seems to be what protects it."),
            ("opposite", U, "The spongy bone absorbed most of the impact."),
            ("number", U, "The heads decelerated at up to 100 g with each peck."),
            ("causal", U, "The study proved that cushioning in the skull protects the woodpecker's brain."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh94", "names": "Lecture transcript: the Terracotta Army",
        "evidence": "The Terracotta Army was found in 1974 by farmers digging a well near Xi'an. It was buried with "
                    "Qin Shi Huang, the first emperor of a unified China, around 210 BC, and no two of the more "
                    "than 8,000 soldiers have the same face.",
        "claims": [
            ("paraphrase", F, "Farmers digging a well near Xi'an found the Terracotta Army in 1974."),
            ("paraphrase", F, "The army was buried with Qin Shi Huang around 210 BC."),
            ("paraphrase", F, "Each of the more than 8,000 soldiers has a different face."),
            ("date", U, "The Terracotta Army was discovered in 1947."),
            ("opposite", U, "All the soldiers were made with the same face."),
            ("misattribution", U, "The army was found by archaeologists searching for the emperor's tomb."),
        ],
    },
    {
        "domain": "essay", "split": "fresh94", "names": "Course reader: Black Beauty",
        "evidence": "Told by the horse himself, Black Beauty describes his happy early years at Birtwick Park and "
                    "his later suffering as a London cab horse, overworked and whipped. The novel was written to "
                    "protest cruelty to horses, especially the bearing rein.",
        "claims": [
            ("paraphrase", F, "The story is narrated by Black Beauty himself."),
            ("paraphrase", F, "His early years at Birtwick Park are happy."),
            ("paraphrase", F, "The book was written as a protest against cruelty to horses."),
            ("opposite", U, "Black Beauty's years as a London cab horse are the happiest of his life."),
            ("substitution", U, "The story is told by the stable boy who looks after Black Beauty."),
            ("reversed_order", U, "Black Beauty works as a cab horse before his years at Birtwick Park."),
        ],
    },
]
