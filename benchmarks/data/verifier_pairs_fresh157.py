"""A hundred-and-fifty-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh157``).

Written on 2026-11-29 (session 55) after the round that read ``fresh152``-``fresh154``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh157", "names": "Teaching notes: the Minuet in G from the Anna Magdalena notebook",
        "evidence": "The minuet long credited to Bach is now thought to be by Christian Petzold. Play the right "
                    "hand's quavers evenly and detach the left hand's crotchets slightly, so the dance keeps "
                    "its lift.",
        "claims": [
            ("paraphrase", F, "The minuet once attributed to Bach is now believed to be by Petzold."),
            ("paraphrase", F, "The right hand's quavers should be played evenly."),
            ("paraphrase", F, "Slightly detached crotchets in the left hand keep the dance light."),
            ("misattribution", U, "The minuet is now known to be by Handel."),
            ("swapped_roles", U, "Detach the right hand's quavers slightly and play the left hand's crotchets evenly."),
            ("opposite", U, "Play the left hand's crotchets fully legato."),
        ],
    },
    {
        "domain": "literature", "split": "fresh157", "names": "Study guide: Erewhon",
        "evidence": "In Erewhon, people who fall ill are tried and punished as criminals, while those who commit "
                    "crimes are treated with sympathy as if they were sick. The Erewhonians also destroyed their "
                    "machines centuries earlier, fearing that machines would evolve.",
        "claims": [
            ("paraphrase", F, "In Erewhon illness is tried and punished like a crime."),
            ("paraphrase", F, "Criminals there receive sympathy, as if they were ill."),
            ("paraphrase", F, "Centuries ago the Erewhonians broke up their machines for fear the machines would evolve."),
            ("swapped_roles", U, "In Erewhon criminals are treated as sick, and the sick are shown sympathy."),
            ("opposite", U, "The Erewhonians treasure their machines and build new ones every year."),
            ("causal", U, "The Erewhonians destroyed their machines because they ran out of fuel."),
        ],
    },
    {
        "domain": "docs", "split": "fresh157", "names": "Help centre: focus mode",
        "evidence": "Focus mode silences notifications from every app except the ones you add to its allowed "
                    "list. Calls from your starred contacts still ring, and focus mode turns off at the end time "
                    "you set.",
        "claims": [
            ("paraphrase", F, "Only apps on the allowed list can send notifications in focus mode."),
            ("paraphrase", F, "Starred contacts can still get through with calls."),
            ("paraphrase", F, "Focus mode switches off at the end time you choose."),
            ("opposite", U, "Focus mode silences calls from starred contacts too."),
            ("opposite", U, "Apps on the allowed list are silenced in focus mode."),
            ("opposite", U, "Focus mode stays on until you turn it off yourself."),
        ],
    },
    {
        "domain": "science", "split": "fresh157", "names": "Abstract: mudskippers",
        "evidence": "Mudskippers are fish that spend most of their time out of water on mudflats. They breathe "
                    "through their skin and the lining of the mouth, and carry a mouthful of water in enlarged "
                    "gill chambers when they leave the water.",
        "claims": [
            ("paraphrase", F, "Mudskippers spend most of their time on mudflats, out of the water."),
            ("paraphrase", F, "They breathe through the skin and the lining of their mouths."),
            ("paraphrase", F, "They hold water in enlarged gill chambers when they come out of the water."),
            ("overgeneralisation", U, "Mudskippers spend all of their lives out of water."),
            ("substitution", U, "Mudskippers carry water in pouches under their fins."),
            ("opposite", U, "Mudskippers spend most of their time underwater."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh157", "names": "Lecture transcript: Planck's quantum",
        "evidence": "In 1900 Max Planck found that he could fit the measured glow of hot objects only by assuming "
                    "energy is given off in small packets whose size grows with the frequency. He regarded the "
                    "packets as a mathematical trick; Einstein later treated them as real.",
        "claims": [
            ("paraphrase", F, "Planck could match the glow of hot objects only by assuming energy comes in small packets."),
            ("paraphrase", F, "The size of each packet increases with the frequency."),
            ("paraphrase", F, "Einstein later took the packets to be real."),
            ("swapped_roles", U, "Einstein regarded the packets as a trick, and Planck later treated them as real."),
            ("opposite", U, "The size of the packets shrinks as the frequency rises."),
            ("date", U, "Planck made the assumption in 1910."),
        ],
    },
    {
        "domain": "essay", "split": "fresh157", "names": "Poetry notes: Death, be not proud",
        "evidence": "Donne tells Death that it should not be proud, since it is a slave to fate, chance, kings and "
                    "desperate men. Death is only a short sleep, after which we wake eternally, and then Death "
                    "itself shall die.",
        "claims": [
            ("paraphrase", F, "Donne tells Death it has no reason to be proud."),
            ("paraphrase", F, "Death is a slave to fate, chance, kings and desperate men."),
            ("paraphrase", F, "After a short sleep we wake for ever, and Death shall die."),
            ("opposite", U, "Donne tells Death it is right to be proud."),
            ("swapped_roles", U, "Fate, chance and kings are slaves to Death."),
            ("opposite", U, "Death is a long sleep from which we never wake."),
        ],
    },
]
