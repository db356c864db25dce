"""An eighty-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh88``).

Written on 2026-11-27 (session 45) after round 87, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read, in round 88 (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh88", "names": "Lesson notes: pedal tones",
        "evidence": "A pedal tone is a bass note held or repeated while the harmony above it changes. Keep it "
                    "quieter than the chords so that the dissonances it creates sound as tension rather than "
                    "mistakes, and release the pedal only when the bass finally moves.",
        "claims": [
            ("paraphrase", F, "A pedal tone is a bass note that is held or repeated as the harmony above changes."),
            ("paraphrase", F, "The pedal tone should be played more quietly than the chords."),
            ("paraphrase", F, "Only release the pedal when the bass at last moves."),
            ("opposite", U, "Play the pedal tone louder than the chords above it."),
            ("swapped_roles", U, "A pedal tone is a top note held while the bass below it changes."),
            ("opposite", U, "Release the pedal with every change of harmony."),
        ],
    },
    {
        "domain": "literature", "split": "fresh88", "names": "Study guide: Rebecca",
        "evidence": "The young narrator marries the widower Maxim de Winter and moves to Manderley, where the "
                    "housekeeper, Mrs Danvers, keeps the memory of the first wife, Rebecca, alive. Maxim later "
                    "confesses that he killed Rebecca, and Manderley is destroyed by fire at the end.",
        "claims": [
            ("paraphrase", F, "The narrator marries Maxim de Winter, a widower, and goes to live at Manderley."),
            ("paraphrase", F, "Mrs Danvers, the housekeeper, keeps Rebecca's memory alive."),
            ("paraphrase", F, "At the end of the novel Manderley burns down."),
            ("misattribution", U, "Mrs Danvers confesses that she killed Rebecca."),
            ("opposite", U, "Mrs Danvers tries to make everyone forget Rebecca."),
            ("reversed_order", U, "Manderley burns down before Maxim confesses."),
        ],
    },
    {
        "domain": "docs", "split": "fresh88", "names": "Database guide: connection pool size",
        "evidence": "The pool opens 10 connections at start-up and grows to at most 50 under load. A request "
                    "that finds every connection busy waits up to 5 seconds and then fails with a timeout error; "
                    "idle connections above the minimum are closed after 10 minutes.",
        "claims": [
            ("paraphrase", F, "At start-up the pool opens 10 connections."),
            ("paraphrase", F, "Under load the pool can grow to no more than 50 connections."),
            ("paraphrase", F, "If all connections are busy, a request waits for up to 5 seconds before timing out."),
            ("number", U, "The pool can grow to at most 100 connections."),
            ("opposite", U, "A request that finds every connection busy waits until one is free, however long "
                            "that takes."),
            ("opposite", U, "Idle connections are never closed."),
        ],
    },
    {
        "domain": "science", "split": "fresh88", "names": "Abstract: bioluminescent plankton",
        "evidence": "Dinoflagellates flashed when the water around them was disturbed, and flashing cells were "
                    "eaten less often by copepods. In tanks with fish, copepods that had eaten glowing cells were "
                    "themselves caught more often, suggesting the light attracts the grazers' predators.",
        "claims": [
            ("paraphrase", F, "Dinoflagellates gave off flashes when the water nearby was disturbed."),
            ("paraphrase", F, "Copepods ate flashing cells less often."),
            ("paraphrase", F, "Copepods that had eaten glowing cells were caught by fish more often."),
            ("opposite", U, "Flashing cells were eaten more often by copepods."),
            ("swapped_roles", U, "Dinoflagellates were eaten more often by copepods that had eaten fish."),
            ("causal", U, "The study proved that the light evolved to attract predators."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh88", "names": "Lecture transcript: how lighthouses work",
        "evidence": "Each lighthouse has its own pattern of flashes, so sailors can tell which one they are "
                    "looking at. The Fresnel lens, invented in the 1820s, bends the light into a narrow beam, "
                    "which is why a small lamp can be seen more than twenty miles out to sea.",
        "claims": [
            ("paraphrase", F, "Every lighthouse flashes in its own pattern so sailors can identify it."),
            ("paraphrase", F, "The Fresnel lens was invented in the 1820s."),
            ("paraphrase", F, "Because the lens focuses the light into a narrow beam, even a small lamp is "
                              "visible over twenty miles away."),
            ("opposite", U, "All lighthouses use the same pattern of flashes."),
            ("date", U, "The Fresnel lens was invented in the 1920s."),
            ("opposite", U, "The Fresnel lens spreads the light into a wide beam."),
        ],
    },
    {
        "domain": "essay", "split": "fresh88", "names": "Course reader: the Great Exhibition of 1851",
        "evidence": "The Great Exhibition opened in London's Hyde Park in May 1851 in the Crystal Palace, a "
                    "building of iron and glass designed by Joseph Paxton. Its profits paid for museums in South "
                    "Kensington, and the building was later moved to Sydenham.",
        "claims": [
            ("paraphrase", F, "The Great Exhibition opened in Hyde Park in May 1851."),
            ("paraphrase", F, "Joseph Paxton designed the Crystal Palace out of iron and glass."),
            ("paraphrase", F, "Museums in South Kensington were paid for with its profits."),
            ("misattribution", U, "The Crystal Palace was designed by Prince Albert."),
            ("opposite", U, "The Great Exhibition made a heavy loss."),
            ("substitution", U, "The Crystal Palace was built of brick and stone."),
        ],
    },
]
