"""A hundred-and-sixty-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh165``).

Written on 2026-11-29 (session 56) after round 117 (which read ``fresh161``-``fresh163``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh165", "names": "Teaching notes: Granados's Goyescas",
        "evidence": "Granados based Goyescas on paintings by Goya, and the textures are thick with ornament. Pick out "
                    "the melody from the decoration by giving it more arm weight, and keep the grace notes light and "
                    "quick.",
        "claims": [
            ("paraphrase", F, "Goyescas was inspired by Goya's paintings."),
            ("paraphrase", F, "The writing is dense with ornament."),
            ("paraphrase", F, "Use more arm weight to bring the melody out of the decoration."),
            ("opposite", U, "Play the grace notes slowly and heavily."),
            ("misattribution", U, "Granados based Goyescas on paintings by Velázquez."),
            ("swapped_roles", U, "Give the ornaments more arm weight than the melody."),
        ],
    },
    {
        "domain": "literature", "split": "fresh165", "names": "Study guide: The House of Mirth",
        "evidence": "Lily Bart needs to marry money but keeps turning down rich suitors at the last moment. After "
                    "losing her place in society through gossip and debt, she dies from an overdose of a sleeping "
                    "draught.",
        "claims": [
            ("paraphrase", F, "Lily Bart must marry a wealthy man."),
            ("paraphrase", F, "She rejects rich suitors at the last minute again and again."),
            ("paraphrase", F, "Gossip and debt cost her her place in society."),
            ("opposite", U, "Lily accepts the first rich suitor who proposes."),
            ("causal", U, "Lily loses her place in society because she marries a poor man."),
            ("opposite", U, "Lily recovers her place in society and marries well."),
        ],
    },
    {
        "domain": "docs", "split": "fresh165", "names": "Help centre: passkeys",
        "evidence": "A passkey replaces your password with a key stored on your device, unlocked by your fingerprint "
                    "or face. Passkeys sync across devices signed in to the same account, and a stolen passkey cannot "
                    "be used on a fake site.",
        "claims": [
            ("paraphrase", F, "A passkey takes the place of your password."),
            ("paraphrase", F, "Your fingerprint or face unlocks the passkey."),
            ("paraphrase", F, "Devices signed in to the same account share passkeys."),
            ("opposite", U, "A passkey is stored on the company's servers instead of your device."),
            ("opposite", U, "A stolen passkey can be used on a fake site."),
            ("opposite", U, "Passkeys stay on the one device where they were created."),
        ],
    },
    {
        "domain": "science", "split": "fresh165", "names": "Abstract: stalactites",
        "evidence": "Stalactites grow as water dripping from a cave ceiling leaves behind calcite. Most grow less "
                    "than a centimetre per century, and growth stops when the water supply dries up.",
        "claims": [
            ("paraphrase", F, "Stalactites form as dripping water leaves calcite on the cave ceiling."),
            ("paraphrase", F, "Most grow under one centimetre in a hundred years."),
            ("paraphrase", F, "When the water supply runs dry, stalactites stop growing."),
            ("number", U, "Most stalactites grow about ten centimetres per century."),
            ("opposite", U, "Stalactites keep growing after the water supply dries up."),
            ("substitution", U, "Stalactites grow as dripping water leaves behind salt."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh165", "names": "Lecture transcript: Kelvin and the age of the Earth",
        "evidence": "Lord Kelvin estimated the Earth's age from how fast it would cool, arriving at 20 to 40 million "
                    "years. Geologists thought this far too short, and the discovery of radioactive heating later "
                    "showed Kelvin's figure was wrong.",
        "claims": [
            ("paraphrase", F, "Kelvin worked out the Earth's age from its rate of cooling."),
            ("paraphrase", F, "His estimate was 20 to 40 million years."),
            ("paraphrase", F, "Radioactive heating later proved his figure wrong."),
            ("number", U, "Kelvin estimated the Earth's age at 20 to 40 billion years."),
            ("opposite", U, "Geologists thought Kelvin's estimate far too long."),
            ("opposite", U, "The discovery of radioactivity confirmed Kelvin's figure."),
        ],
    },
    {
        "domain": "essay", "split": "fresh165", "names": "Essay source: 20 mph limits",
        "evidence": "Where towns lowered the speed limit to 20 mph, average speeds fell by only about 1 mph, yet "
                    "collisions dropped by a fifth. Drivers' journey times increased by less than a minute.",
        "claims": [
            ("paraphrase", F, "Average speeds dropped by only about 1 mph under the 20 mph limit."),
            ("paraphrase", F, "Collisions fell by a fifth."),
            ("paraphrase", F, "Journeys took less than a minute longer."),
            ("number", U, "Average speeds fell by about 10 mph."),
            ("opposite", U, "Collisions rose by a fifth."),
            ("opposite", U, "Journey times increased by more than ten minutes."),
        ],
    },
]
