"""A hundred-and-fifty-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh156``).

Written on 2026-11-29 (session 55) after the round that read ``fresh152``-``fresh154``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh156", "names": "Repertoire notes: Joplin's Maple Leaf Rag",
        "evidence": "Joplin marked his rags 'not fast', and the Maple Leaf Rag loses its swing when it is rushed. "
                    "The left hand alternates a low bass note with a chord on the offbeat, while the right hand "
                    "plays syncopated figures against it.",
        "claims": [
            ("paraphrase", F, "Joplin wrote 'not fast' on his rags."),
            ("paraphrase", F, "Rushing the Maple Leaf Rag spoils its swing."),
            ("paraphrase", F, "The right hand plays syncopated figures over the left hand's bass and chords."),
            ("opposite", U, "Joplin wanted his rags played as fast as possible."),
            ("swapped_roles", U, "The right hand alternates bass notes and chords while the left hand plays the "
                                 "syncopated figures."),
            ("substitution", U, "The chord in the left hand falls on the downbeat."),
        ],
    },
    {
        "domain": "literature", "split": "fresh156", "names": "Study guide: The Vicar of Wakefield",
        "evidence": "Dr Primrose, the vicar, loses his fortune when the merchant holding it goes bankrupt, and the "
                    "family moves to a poorer parish. Their landlord, Squire Thornhill, deceives the elder "
                    "daughter Olivia with a false marriage.",
        "claims": [
            ("paraphrase", F, "The vicar loses his money when the merchant who held it goes bankrupt."),
            ("paraphrase", F, "The family moves to a poorer parish."),
            ("paraphrase", F, "Squire Thornhill tricks Olivia with a sham marriage."),
            ("causal", U, "Dr Primrose loses his fortune through gambling."),
            ("swapped_roles", U, "Olivia deceives Squire Thornhill with a false marriage."),
            ("substitution", U, "Squire Thornhill deceives the younger daughter, Sophia."),
        ],
    },
    {
        "domain": "docs", "split": "fresh156", "names": "Help centre: password autofill",
        "evidence": "The password manager fills in saved passwords only on the exact site where they were saved, "
                    "so a look-alike address gets nothing. Autofill waits for you to tap the field; it never "
                    "fills passwords on a page by itself.",
        "claims": [
            ("paraphrase", F, "Saved passwords are filled in only on the site where they were saved."),
            ("paraphrase", F, "A look-alike web address receives no password."),
            ("paraphrase", F, "Autofill only fills a password after you tap the field."),
            ("opposite", U, "Autofill fills passwords on the page automatically as soon as it loads."),
            ("scope", U, "Saved passwords are filled in on any site with a similar address."),
            ("opposite", U, "A look-alike address gets the saved password too."),
        ],
    },
    {
        "domain": "science", "split": "fresh156", "names": "Abstract: pufferfish sand circles",
        "evidence": "Male white-spotted pufferfish build circular ridges in the sand of the seabed by swimming and "
                    "flapping their fins for about a week. Females visit the circle and lay eggs in its centre, "
                    "and the male then guards the eggs.",
        "claims": [
            ("paraphrase", F, "Male pufferfish make circular sand ridges by swimming and flapping their fins."),
            ("paraphrase", F, "Building a circle takes about a week."),
            ("paraphrase", F, "Females lay eggs in the middle of the circle, which the male then guards."),
            ("swapped_roles", U, "Female pufferfish build the circles, and males lay the eggs."),
            ("substitution", U, "Females lay their eggs on the outer ridges of the circle."),
            ("opposite", U, "The male abandons the eggs once they are laid."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh156", "names": "Lecture transcript: Bohr's atom",
        "evidence": "In 1913 Niels Bohr proposed that the electron in hydrogen can occupy only certain orbits. "
                    "It gives out light only when it drops from a higher orbit to a lower one, and the energy of "
                    "that light equals the difference between the two orbits.",
        "claims": [
            ("paraphrase", F, "Bohr proposed in 1913 that hydrogen's electron can only be in certain orbits."),
            ("paraphrase", F, "Light is given out when the electron falls from a higher orbit to a lower one."),
            ("paraphrase", F, "The light's energy equals the gap between the two orbits."),
            ("opposite", U, "The electron gives out light when it jumps from a lower orbit to a higher one."),
            ("opposite", U, "Bohr proposed that the electron can occupy any orbit at all."),
            ("misattribution", U, "Rutherford proposed in 1913 that the electron can occupy only certain orbits."),
        ],
    },
    {
        "domain": "essay", "split": "fresh156", "names": "Poetry notes: The Chimney Sweeper (Innocence)",
        "evidence": "Blake's speaker was sold by his father while still very young. His friend Tom Dacre dreams "
                    "that an angel frees the sweeps from their black coffins, and Tom wakes the next morning "
                    "happy and warm.",
        "claims": [
            ("paraphrase", F, "The speaker's father sold him when he was very young."),
            ("paraphrase", F, "Tom Dacre dreams of an angel setting the sweeps free from black coffins."),
            ("paraphrase", F, "Tom wakes up the next morning feeling happy and warm."),
            ("substitution", U, "The speaker was sold by his mother."),
            ("opposite", U, "Tom wakes the next morning cold and afraid."),
            ("swapped_roles", U, "The speaker dreams that Tom Dacre frees the sweeps from their coffins."),
        ],
    },
]
