"""A hundred-and-ninetieth held-out set for ``benchmarks/verifier.py`` (split ``fresh190``).

Written on 2026-11-29 (session 58) after round 128 (which read ``fresh185``-``fresh187``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh190", "names": "Teaching notes: Franck's Prelude, Chorale and Fugue",
        "evidence": "In Franck's Prelude, Chorale and Fugue the chorale's wide arpeggiated chords are shared between "
                    "the hands, with the left hand crossing over the right to play the top notes. Keep the bass notes "
                    "held with the pedal, and let the chorale melody sing above the arpeggios rather than disappear "
                    "into them.",
        "claims": [
            ("paraphrase", F, "The chorale's wide arpeggiated chords are divided between the two hands."),
            ("paraphrase", F, "The left hand crosses over the right to play the top notes."),
            ("paraphrase", F, "Let the chorale melody sing above the arpeggios instead of getting lost in them."),
            ("swapped_roles", U, "The right hand crosses over the left to play the bass notes."),
            ("opposite", U, "Let the chorale melody sink into the arpeggios."),
            ("negation", U, "Do not hold the bass notes with the pedal."),
        ],
    },
    {
        "domain": "literature", "split": "fresh190", "names": "Study guide: A Hero of Our Time",
        "evidence": "Pechorin, a bored young officer, amuses himself by making Princess Mary fall in love with him, "
                    "though he has no intention of marrying her. His rival Grushnitsky challenges him to a duel; "
                    "Pechorin kills him, and is then sent to a remote fort as punishment.",
        "claims": [
            ("paraphrase", F, "Pechorin makes Princess Mary fall in love with him to amuse himself."),
            ("paraphrase", F, "Pechorin does not intend to marry Mary."),
            ("paraphrase", F, "After killing Grushnitsky in a duel, Pechorin is sent to a remote fort."),
            ("swapped_roles", U, "Pechorin challenges Grushnitsky to a duel."),
            ("opposite", U, "Grushnitsky kills Pechorin in the duel."),
            ("opposite", U, "Pechorin plans to marry Princess Mary."),
        ],
    },
    {
        "domain": "docs", "split": "fresh190", "names": "Help: App limits",
        "evidence": "An app limit sets how long you can use an app each day. When the time is up, the app's icon "
                    "turns grey and a notice appears; you can ignore the limit for 15 minutes or for the rest of the "
                    "day. Limits reset at midnight, and calls are never blocked by them.",
        "claims": [
            ("paraphrase", F, "An app limit sets a daily time allowance for an app."),
            ("paraphrase", F, "Once the time runs out, the icon turns grey and a notice is shown."),
            ("paraphrase", F, "App limits never block calls."),
            ("number", U, "You can ignore the limit for 30 minutes."),
            ("substitution", U, "App limits reset at noon."),
            ("opposite", U, "Calls are blocked when the limit is reached."),
        ],
    },
    {
        "domain": "science", "split": "fresh190", "names": "Review: the bar-tailed godwit's migration",
        "evidence": "Bar-tailed godwits fly from Alaska to New Zealand in a single flight of about 11,000 kilometres, "
                    "without stopping to feed or rest. Before leaving they double their body weight with fat and "
                    "shrink their digestive organs, which they do not need during the flight.",
        "claims": [
            ("paraphrase", F, "Bar-tailed godwits cover about 11,000 kilometres from Alaska to New Zealand in one non-stop flight."),
            ("paraphrase", F, "Before departure they double their weight by storing fat."),
            ("paraphrase", F, "The birds shrink their digestive organs before they leave."),
            ("reversed_order", U, "Bar-tailed godwits fly from New Zealand to Alaska in a single flight."),
            ("opposite", U, "Godwits stop to feed several times during the flight."),
            ("opposite", U, "Before leaving, godwits enlarge their digestive organs."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh190", "names": "Lecture 8: the Venturi effect",
        "evidence": "When a fluid flows through a narrow section of a pipe, it speeds up and its pressure falls. "
                    "Giovanni Battista Venturi described the effect in 1797, and carburettors once used it to draw "
                    "fuel into the fast-moving air passing through a narrow throat.",
        "claims": [
            ("paraphrase", F, "A fluid moving through a narrow part of a pipe speeds up, and its pressure drops."),
            ("paraphrase", F, "Venturi described the effect in 1797."),
            ("paraphrase", F, "Carburettors used the effect to pull fuel into fast air flowing through a narrow throat."),
            ("opposite", U, "In a narrow section of a pipe, a fluid slows down and its pressure rises."),
            ("number", U, "Venturi described the effect in 1897."),
            ("opposite", U, "Carburettors used the effect to push fuel out of the air stream."),
        ],
    },
    {
        "domain": "essay", "split": "fresh190", "names": "Essay sources: laptops and handwritten notes",
        "evidence": "Students who took lecture notes by hand wrote fewer words than those who typed on laptops, but "
                    "they did better on conceptual questions a week later. The researchers think that writing by hand "
                    "forces students to summarise, while typists tend to copy the lecture word for word.",
        "claims": [
            ("paraphrase", F, "Students taking notes by hand wrote fewer words than those using laptops."),
            ("paraphrase", F, "Handwriting students did better on conceptual questions a week later."),
            ("paraphrase", F, "The researchers believe typists tend to transcribe lectures word for word."),
            ("opposite", U, "Students who wrote by hand wrote more words than those who typed."),
            ("swapped_roles", U, "Students who typed did better on conceptual questions a week later."),
            ("strength", U, "The researchers proved that handwriting forces students to summarise."),
        ],
    },
]
