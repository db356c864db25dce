"""A hundred-and-forty-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh143``).

Written on 2026-11-28 (session 53) after the round that read ``fresh140``-``fresh142``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh143", "names": "Repertoire notes: Haydn's sonatas",
        "evidence": "Haydn wrote his keyboard sonatas for the harpsichord at first and later for the fortepiano, "
                    "whose lighter action suits crisp articulation. On a modern piano, use little pedal and keep "
                    "the ornaments quick and light.",
        "claims": [
            ("paraphrase", F, "His early sonatas were meant for the harpsichord, the later ones for the fortepiano."),
            ("paraphrase", F, "The fortepiano's light action suits crisp articulation."),
            ("paraphrase", F, "Play the ornaments quickly and lightly on a modern piano."),
            ("opposite", U, "On a modern piano, use plenty of pedal."),
            ("swapped_roles", U, "Haydn wrote for the fortepiano at first and later for the harpsichord."),
            ("opposite", U, "Keep the ornaments slow and heavy."),
        ],
    },
    {
        "domain": "literature", "split": "fresh143", "names": "Study guide: Our Mutual Friend",
        "evidence": "The novel opens with Gaffer Hexam and his daughter Lizzie rowing on the Thames at night, "
                    "searching the river for drowned bodies. A body found there is taken to be John Harmon, heir "
                    "to a dust-heap fortune, but Harmon is alive and takes another name.",
        "claims": [
            ("paraphrase", F, "At the start, Gaffer Hexam and Lizzie row on the Thames by night looking for "
                              "corpses."),
            ("paraphrase", F, "A drowned man is mistaken for John Harmon."),
            ("paraphrase", F, "Harmon has not died and lives under a different name."),
            ("opposite", U, "John Harmon really did drown in the Thames."),
            ("substitution", U, "Gaffer Hexam rows on the Thames with his son."),
            ("substitution", U, "Harmon is heir to a shipping fortune."),
        ],
    },
    {
        "domain": "docs", "split": "fresh143", "names": "Help centre: password manager",
        "evidence": "The password manager fills in saved passwords only on the exact site they were saved for, "
                    "so a look-alike address gets nothing. Your vault is locked after 10 minutes idle and opens "
                    "again with your main password.",
        "claims": [
            ("paraphrase", F, "Saved passwords are filled in only on the very site they belong to."),
            ("paraphrase", F, "A site with a look-alike address is not given your password."),
            ("paraphrase", F, "After ten idle minutes the vault locks."),
            ("opposite", U, "The manager also fills in passwords on look-alike addresses."),
            ("number", U, "The vault locks after 30 minutes idle."),
            ("substitution", U, "The vault opens again with a code sent to your phone."),
        ],
    },
    {
        "domain": "science", "split": "fresh143", "names": "Abstract: manta rays at cleaning stations",
        "evidence": "Manta rays returned to the same reef cleaning stations for years, where small wrasse picked "
                    "parasites from their skin. Tagged mantas spent more time at stations with more cleaner fish, "
                    "and visits dropped when the water warmed.",
        "claims": [
            ("paraphrase", F, "Mantas came back to the same cleaning stations on the reef year after year."),
            ("paraphrase", F, "Small wrasse removed parasites from the rays' skin."),
            ("paraphrase", F, "Visits fell as the water grew warmer."),
            ("swapped_roles", U, "Manta rays picked parasites from the skin of small wrasse."),
            ("opposite", U, "Tagged mantas spent less time at stations with more cleaner fish."),
            ("opposite", U, "Visits rose when the water warmed."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh143", "names": "Lecture transcript: the Piltdown hoax",
        "evidence": "The Piltdown skull, announced in 1912, seemed to join a human braincase to an ape-like jaw. "
                    "In 1953 tests showed that the jaw came from an orangutan and that the bones had been stained "
                    "to look old.",
        "claims": [
            ("paraphrase", F, "When it was announced in 1912, the skull appeared to combine a human braincase "
                              "with an ape-like jaw."),
            ("paraphrase", F, "Tests in 1953 revealed the jaw was an orangutan's."),
            ("paraphrase", F, "The bones had been dyed so they would look ancient."),
            ("number", U, "The Piltdown skull was exposed as a fake in 1923."),
            ("substitution", U, "Tests showed that the jaw came from a chimpanzee."),
            ("swapped_roles", U, "The skull seemed to join an ape-like braincase to a human jaw."),
        ],
    },
    {
        "domain": "essay", "split": "fresh143", "names": "Course reader: Annabel Lee",
        "evidence": "Poe's speaker says he and Annabel Lee loved with a love that even the angels envied. A wind "
                    "from a cloud chilled her and she died, yet he insists their souls can never be parted, and "
                    "he lies down by her tomb each night.",
        "claims": [
            ("paraphrase", F, "Their love was so great that the angels were jealous of it."),
            ("paraphrase", F, "She died after a wind from a cloud chilled her."),
            ("paraphrase", F, "Every night he lies beside her tomb."),
            ("opposite", U, "The speaker admits that death has parted their souls for ever."),
            ("substitution", U, "A fever from the sea killed Annabel Lee."),
            ("substitution", U, "He visits her tomb once a year."),
        ],
    },
]
