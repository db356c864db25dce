"""A hundred-and-seventy-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh176``).

Written on 2026-11-29 (session 57) after round 124 (which read ``fresh173``-``fresh175``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh176", "names": "Teaching notes: Copland's Piano Variations",
        "evidence": "Copland's Piano Variations grow from a four-note motto stated at the opening, and every "
                    "variation is built from it. The writing is hard and percussive, so let the dissonant chords ring "
                    "out at full strength rather than softening them.",
        "claims": [
            ("paraphrase", F, "The Piano Variations grow out of a four-note motto heard at the start."),
            ("paraphrase", F, "Each variation is built from that motto."),
            ("paraphrase", F, "Let the dissonant chords sound at full strength instead of softening them."),
            ("number", U, "The Piano Variations grow from a six-note motto."),
            ("opposite", U, "Soften the dissonant chords rather than letting them ring out."),
            ("overgeneralisation", U, "Only the first variation is built from the motto."),
        ],
    },
    {
        "domain": "literature", "split": "fresh176", "names": "Study guide: Oblomov",
        "evidence": "Ilya Oblomov, a landowner, spends most of his days lying on his sofa in a dressing gown, unable "
                    "to make decisions. His energetic friend Stolz tries to rouse him, and Olga falls in love with "
                    "Oblomov, but she leaves him when he keeps putting off their marriage.",
        "claims": [
            ("paraphrase", F, "Oblomov spends most of his days lying on his sofa in a dressing gown."),
            ("paraphrase", F, "He cannot bring himself to make decisions."),
            ("paraphrase", F, "Olga leaves him because he keeps delaying their marriage."),
            ("misattribution", U, "Oblomov tries to rouse his energetic friend Stolz."),
            ("opposite", U, "Olga marries Oblomov as soon as he proposes."),
            ("substitution", U, "Oblomov spends his days lying in a hammock in the garden."),
        ],
    },
    {
        "domain": "docs", "split": "fresh176", "names": "Help centre: Storage Saver",
        "evidence": "Storage Saver removes the full-size copies of photos you have not opened in 30 days, keeping a "
                    "small preview on your phone. The originals stay safe in your cloud library, and opening a photo "
                    "downloads the full version again.",
        "claims": [
            ("paraphrase", F, "Storage Saver deletes full-size copies of photos you haven't opened for 30 days."),
            ("paraphrase", F, "A small preview stays on your phone."),
            ("paraphrase", F, "Opening a photo downloads the full version again."),
            ("number", U, "Storage Saver removes photos you have not opened in 7 days."),
            ("opposite", U, "Storage Saver deletes the originals from your cloud library."),
            ("opposite", U, "Opening a photo shows only the small preview."),
        ],
    },
    {
        "domain": "science", "split": "fresh176", "names": "Abstract: the dawn chorus",
        "evidence": "Songbirds sing most intensely in the hour before sunrise, when the still, cool air carries sound "
                    "up to twenty times further than at midday. Males with the earliest and longest dawn songs tended "
                    "to attract mates sooner.",
        "claims": [
            ("paraphrase", F, "Songbirds sing hardest in the hour before sunrise."),
            ("paraphrase", F, "Still, cool air then carries sound up to twenty times as far as at midday."),
            ("paraphrase", F, "Males that started earliest and sang longest at dawn tended to find mates sooner."),
            ("number", U, "The dawn air carries sound up to two times further than at midday."),
            ("opposite", U, "Songbirds sing most intensely in the hour after sunset."),
            ("swapped_roles", U, "Females with the earliest dawn songs attracted mates sooner."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh176", "names": "Lecture transcript: Cavendish weighs the Earth",
        "evidence": "In 1798 Henry Cavendish hung two small lead balls from a thin wire and measured how far large "
                    "lead balls placed nearby twisted it. From the tiny force of attraction he worked out the Earth's "
                    "density, about five and a half times that of water.",
        "claims": [
            ("paraphrase", F, "In 1798 Henry Cavendish suspended two small lead balls from a thin wire."),
            ("paraphrase", F, "He measured how much large lead balls nearby twisted the wire."),
            ("paraphrase", F, "He found the Earth to be about five and a half times as dense as water."),
            ("date", U, "Cavendish did his experiment in 1898."),
            ("substitution", U, "Cavendish hung two small iron balls from a thick rope."),
            ("number", U, "Cavendish found the Earth to be about twice as dense as water."),
        ],
    },
    {
        "domain": "essay", "split": "fresh176", "names": "Essay source: teaching cursive handwriting",
        "evidence": "Some schools have stopped teaching cursive, arguing that keyboard skills matter more. "
                    "Researchers found, however, that pupils who took notes by hand remembered lectures better than "
                    "those who typed them.",
        "claims": [
            ("paraphrase", F, "Some schools no longer teach cursive."),
            ("paraphrase", F, "They argue that keyboard skills are more important."),
            ("paraphrase", F, "Pupils who wrote notes by hand recalled lectures better than pupils who typed."),
            ("comparative", U, "Pupils who typed their notes remembered lectures better than those who wrote by hand."),
            ("misattribution", U, "Researchers argued that keyboard skills matter more than cursive."),
            ("overstatement", U, "Taking notes by hand guarantees that pupils remember every lecture."),
        ],
    },
]
