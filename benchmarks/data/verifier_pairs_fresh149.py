"""A hundred-and-fiftieth held-out set for ``benchmarks/verifier.py`` (split ``fresh149``).

Written on 2026-11-28 (session 54) after the round that read ``fresh146``-``fresh148``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh149", "names": "Repertoire notes: Debussy's Golliwogg's Cakewalk",
        "evidence": "The piece imitates a ragtime dance, with syncopated chords that push against the beat. In "
                    "the middle section Debussy mocks the opening of Wagner's Tristan, interrupting it each time "
                    "with a cheeky burst of staccato notes.",
        "claims": [
            ("paraphrase", F, "It copies a ragtime dance, its syncopated chords pushing against the beat."),
            ("paraphrase", F, "The middle section pokes fun at the start of Wagner's Tristan."),
            ("paraphrase", F, "Each quotation of Tristan is cut off by a cheeky run of staccato notes."),
            ("substitution", U, "In the middle section Debussy mocks the opening of Beethoven's Fifth."),
            ("opposite", U, "The chords sit squarely on the beat with no syncopation."),
            ("opposite", U, "Debussy quotes Tristan with deep reverence and lets it play uninterrupted."),
        ],
    },
    {
        "domain": "literature", "split": "fresh149", "names": "Study guide: Lady Audley's Secret",
        "evidence": "Lucy Audley appears to be a gentle young wife, but her nephew by marriage, Robert Audley, "
                    "grows suspicious when his friend George Talboys vanishes. Robert learns that Lucy is "
                    "George's wife, who faked her own death and married Sir Michael for his money.",
        "claims": [
            ("paraphrase", F, "Robert Audley becomes suspicious after his friend George Talboys disappears."),
            ("paraphrase", F, "Lucy seems to be a mild young wife."),
            ("paraphrase", F, "Robert discovers that Lucy is really George's wife, who pretended to have died."),
            ("swapped_roles", U, "George Talboys grows suspicious when his friend Robert Audley vanishes."),
            ("opposite", U, "Lucy married Sir Michael for love, caring nothing for his money."),
            ("substitution", U, "Robert learns that Lucy is George's sister."),
        ],
    },
    {
        "domain": "docs", "split": "fresh149", "names": "Help centre: scheduled send",
        "evidence": "You can schedule an email to be sent up to 49 years ahead. Scheduled emails wait in the "
                    "Scheduled folder, where you can edit or cancel them before they go out; once sent, they "
                    "cannot be recalled.",
        "claims": [
            ("paraphrase", F, "An email can be scheduled as far as 49 years in advance."),
            ("paraphrase", F, "Until they are sent, scheduled emails can be changed or cancelled from the Scheduled folder."),
            ("paraphrase", F, "After a scheduled email has gone out, you cannot recall it."),
            ("number", U, "You can schedule an email up to 5 years ahead."),
            ("opposite", U, "You can recall a scheduled email after it has been sent."),
            ("scope", U, "Scheduled emails can be cancelled but not edited."),
        ],
    },
    {
        "domain": "science", "split": "fresh149", "names": "Abstract: leafcutter ants",
        "evidence": "Leafcutter ants do not eat the leaves they carry. They chew them into a pulp on which they "
                    "farm a fungus, and the fungus, not the leaf, feeds the colony's larvae.",
        "claims": [
            ("paraphrase", F, "The leaves the ants carry are not their food."),
            ("paraphrase", F, "They grow a fungus on chewed-up leaf pulp."),
            ("paraphrase", F, "The larvae are fed by the fungus rather than by the leaves."),
            ("opposite", U, "Leafcutter ants eat the leaves they carry back to the nest."),
            ("swapped_roles", U, "The ants grow leaves on a pulp made of fungus."),
            ("substitution", U, "The fungus feeds the colony's queen."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh149", "names": "Lecture transcript: Faraday and induction",
        "evidence": "In 1831 Michael Faraday showed that moving a magnet through a coil of wire produces an "
                    "electric current. A magnet held still inside the coil produced none, so it is the change "
                    "in the magnetic field that matters.",
        "claims": [
            ("paraphrase", F, "Faraday found in 1831 that pushing a magnet through a wire coil creates a current."),
            ("paraphrase", F, "No current flowed while the magnet rested inside the coil."),
            ("paraphrase", F, "What counts is the magnetic field changing."),
            ("opposite", U, "A magnet held still inside the coil produced a steady current."),
            ("number", U, "Faraday demonstrated induction in 1851."),
            ("substitution", U, "Faraday showed that heating a coil of wire produces an electric current."),
        ],
    },
    {
        "domain": "essay", "split": "fresh149", "names": "Poetry notes: Goblin Market",
        "evidence": "In Christina Rossetti's poem Laura buys the goblins' fruit with a lock of her hair and then "
                    "wastes away longing for more. Her sister Lizzie refuses to eat the fruit, and her juices "
                    "on Lizzie's face save Laura.",
        "claims": [
            ("paraphrase", F, "Laura pays for the goblin fruit with a lock of her hair."),
            ("paraphrase", F, "Afterwards she pines away, craving more."),
            ("paraphrase", F, "Lizzie will not eat the fruit."),
            ("swapped_roles", U, "Lizzie buys the fruit, and Laura saves her."),
            ("opposite", U, "Lizzie eats the fruit eagerly."),
            ("substitution", U, "Laura pays for the fruit with a gold coin."),
        ],
    },
]
