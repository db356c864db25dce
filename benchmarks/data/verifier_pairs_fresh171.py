"""A hundred-and-seventy-first held-out set for ``benchmarks/verifier.py`` (split ``fresh171``).

Written on 2026-11-29 (session 57) after round 122 (which read ``fresh167``-``fresh169``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh171", "names": "Teaching notes: Satie's Gnossiennes",
        "evidence": "Satie wrote the Gnossiennes without bar lines or time signatures, leaving the player to shape "
                    "each phrase. Instead of tempo markings he gave odd instructions such as 'very shiny' and 'on the "
                    "tip of the thought', which invite imagination rather than precise execution.",
        "claims": [
            ("paraphrase", F, "The Gnossiennes have no bar lines or time signatures."),
            ("paraphrase", F, "The player is left to shape each phrase."),
            ("paraphrase", F, "Satie's unusual directions ask for imagination more than precision."),
            ("substitution", U, "Satie wrote the Gnossiennes with strict metronome markings."),
            ("opposite", U, "Satie's instructions demand precise execution rather than imagination."),
            ("misattribution", U, "The publisher added the instruction 'very shiny' to the Gnossiennes."),
        ],
    },
    {
        "domain": "literature", "split": "fresh171", "names": "Study guide: The Awakening",
        "evidence": "During a summer on Grand Isle, Edna Pontellier learns to swim and begins to feel free of her "
                    "role as wife and mother. Back in New Orleans she moves into a small house of her own and paints, "
                    "but Robert, whom she loves, leaves her rather than break social rules.",
        "claims": [
            ("paraphrase", F, "Edna Pontellier learns to swim one summer on Grand Isle."),
            ("paraphrase", F, "She starts to feel released from being a wife and mother."),
            ("paraphrase", F, "In New Orleans she takes a small house of her own and paints."),
            ("misattribution", U, "Robert learns to swim on Grand Isle."),
            ("opposite", U, "Robert breaks social rules to stay with Edna."),
            ("substitution", U, "Back in New Orleans Edna moves into a small house and writes poetry."),
        ],
    },
    {
        "domain": "docs", "split": "fresh171", "names": "Help centre: screen mirroring",
        "evidence": "Screen mirroring shows your phone's screen on a TV connected to the same Wi-Fi network. "
                    "Notifications are hidden while you mirror, and mirroring stops automatically if your phone "
                    "locks.",
        "claims": [
            ("paraphrase", F, "Screen mirroring puts your phone's screen on a TV on the same Wi-Fi network."),
            ("paraphrase", F, "Notifications don't appear while you are mirroring."),
            ("paraphrase", F, "If the phone locks, mirroring ends on its own."),
            ("opposite", U, "Notifications appear on the TV while you mirror."),
            ("opposite", U, "Mirroring carries on when your phone locks."),
            ("substitution", U, "The TV must be connected to your phone with a cable."),
        ],
    },
    {
        "domain": "science", "split": "fresh171", "names": "Abstract: migraine triggers",
        "evidence": "In a diary study of 300 people with migraine, attacks were most often preceded by poor sleep and "
                    "skipped meals. Chocolate, long blamed as a trigger, was eaten before attacks no more often than "
                    "on attack-free days.",
        "claims": [
            ("paraphrase", F, "The diary study followed 300 people with migraine."),
            ("paraphrase", F, "Poor sleep and missed meals most often came before attacks."),
            ("paraphrase", F, "People ate chocolate before attacks no more often than on days without attacks."),
            ("number", U, "The diary study followed 3,000 people with migraine."),
            ("opposite", U, "Chocolate was eaten before attacks far more often than on attack-free days."),
            ("causal", U, "The study showed that chocolate causes migraine attacks."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh171", "names": "Lecture transcript: Davy's safety lamp",
        "evidence": "After a series of mine explosions, Humphry Davy designed a lamp in 1815 whose flame was enclosed "
                    "in fine wire gauze. The gauze absorbed the heat, so the flame could not ignite the methane "
                    "outside, and miners could work in gassy seams.",
        "claims": [
            ("paraphrase", F, "Humphry Davy designed his lamp in 1815, after a series of mine explosions."),
            ("paraphrase", F, "Its flame was surrounded by fine wire gauze."),
            ("paraphrase", F, "Because the gauze soaked up the heat, the flame could not set off the methane outside."),
            ("date", U, "Davy designed his safety lamp in 1851."),
            ("substitution", U, "Davy's lamp enclosed the flame in thick glass."),
            ("opposite", U, "The gauze let the flame ignite the methane outside the lamp."),
        ],
    },
    {
        "domain": "essay", "split": "fresh171", "names": "Essay source: year-round schooling",
        "evidence": "Year-round calendars replace the long summer holiday with several shorter breaks spread across "
                    "the year. Supporters say pupils forget less over shorter breaks; opponents point out that total "
                    "teaching days stay the same and childcare becomes harder for families to arrange.",
        "claims": [
            ("paraphrase", F, "Year-round calendars swap the long summer break for several shorter ones."),
            ("paraphrase", F, "Supporters claim pupils forget less over shorter breaks."),
            ("paraphrase", F, "Opponents note that the total number of teaching days does not change."),
            ("opposite", U, "Year-round calendars add more teaching days."),
            ("misattribution", U, "Opponents say pupils forget less over shorter breaks."),
            ("opposite", U, "Year-round calendars make childcare easier for families to arrange."),
        ],
    },
]
