"""An eighty-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh85``).

Written on 2026-11-27 (session 45) after round 84, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read, in round 85 (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh85", "names": "Lesson notes: playing a Bach chorale",
        "evidence": "A chorale has four voices, and the pianist must make each one audible. Practise the soprano "
                    "and bass together first, then add the inner voices one at a time. Hold every note for its "
                    "full value, and lift the hand only where the fingering makes it unavoidable.",
        "claims": [
            ("paraphrase", F, "Each of the chorale's four voices has to be heard."),
            ("paraphrase", F, "Begin by practising the soprano and the bass together."),
            ("paraphrase", F, "Notes should be held for their full length."),
            ("reversed_order", U, "Practise the inner voices first, then add the soprano and bass."),
            ("number", U, "A chorale has three voices."),
            ("opposite", U, "Lift the hand between chords so that each one is detached."),
        ],
    },
    {
        "domain": "literature", "split": "fresh85", "names": "Study guide: Moby-Dick",
        "evidence": "Ishmael signs on to the whaler Pequod, whose captain, Ahab, lost his leg to the white whale "
                    "Moby Dick. Ahab nails a gold coin to the mast as a reward for the first man to sight the "
                    "whale, and Starbuck, the first mate, argues that the hunt is madness.",
        "claims": [
            ("paraphrase", F, "Ahab, the Pequod's captain, lost a leg to Moby Dick."),
            ("paraphrase", F, "Ahab offers a gold coin to whoever first sights the whale."),
            ("paraphrase", F, "Starbuck, the first mate, thinks the hunt is madness."),
            ("misattribution", U, "Starbuck nails a gold coin to the mast."),
            ("substitution", U, "Ahab lost his arm to the white whale."),
            ("opposite", U, "Starbuck strongly supports Ahab's hunt for the whale."),
        ],
    },
    {
        "domain": "docs", "split": "fresh85", "names": "Ops guide: clock synchronisation",
        "evidence": "Every node must keep its clock within 500 milliseconds of the cluster's time server. A node "
                    "whose clock drifts further is marked unhealthy and stops accepting writes, but it keeps "
                    "serving reads until the drift is corrected.",
        "claims": [
            ("paraphrase", F, "Nodes have to stay within 500 ms of the time server."),
            ("paraphrase", F, "A node that drifts too far stops accepting writes."),
            ("paraphrase", F, "A drifting node still serves reads until its clock is fixed."),
            ("number", U, "Every node must keep its clock within 5 seconds of the time server."),
            ("opposite", U, "A node whose clock drifts too far stops serving reads but keeps accepting writes."),
            ("negation", U, "A node whose clock drifts is never marked unhealthy."),
        ],
    },
    {
        "domain": "science", "split": "fresh85", "names": "Abstract: dormice and hibernation",
        "evidence": "Hazel dormice hibernated for up to seven months, and animals that entered hibernation "
                    "heavier survived the winter more often. Warm spells that woke the dormice early cost them "
                    "fat reserves, and survival fell after mild winters.",
        "claims": [
            ("paraphrase", F, "Hazel dormice hibernated for as long as seven months."),
            ("paraphrase", F, "Dormice that were heavier going into hibernation were more likely to survive."),
            ("paraphrase", F, "Being woken early by warm spells used up the dormice's fat."),
            ("opposite", U, "Survival rose after mild winters."),
            ("opposite", U, "Lighter dormice survived the winter more often."),
            ("number", U, "Hazel dormice hibernated for up to three months."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh85", "names": "Lecture transcript: solar eclipses",
        "evidence": "A total solar eclipse happens when the Moon passes directly between the Sun and the Earth "
                    "and covers the whole disc of the Sun. Because the Moon's shadow is small, totality is seen "
                    "only along a narrow path and lasts at most about seven minutes.",
        "claims": [
            ("paraphrase", F, "In a total eclipse the Moon passes right between the Sun and the Earth."),
            ("paraphrase", F, "Totality can only be seen along a narrow path."),
            ("paraphrase", F, "Totality lasts no longer than about seven minutes."),
            ("swapped_roles", U, "A total solar eclipse happens when the Earth passes between the Sun and the Moon."),
            ("opposite", U, "Because the Moon's shadow is large, totality is seen across a whole hemisphere."),
            ("number", U, "Totality can last for up to an hour."),
        ],
    },
    {
        "domain": "essay", "split": "fresh85", "names": "Course reader: the California Gold Rush",
        "evidence": "Gold was found at Sutter's Mill in January 1848, and by 1849 some 90,000 people had arrived "
                    "in California. Most miners earned little, while many merchants who sold them tools and "
                    "food grew rich.",
        "claims": [
            ("paraphrase", F, "Gold was discovered at Sutter's Mill in January 1848."),
            ("paraphrase", F, "About 90,000 people had come to California by 1849."),
            ("paraphrase", F, "Many merchants became wealthy selling tools and food to the miners."),
            ("swapped_roles", U, "Most merchants earned little, while many miners grew rich."),
            ("date", U, "Gold was found at Sutter's Mill in 1858."),
            ("overgeneralisation", U, "Every miner in California grew rich."),
        ],
    },
]
