"""A hundred-and-seventy-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh175``).

Written on 2026-11-29 (session 57) after round 123 (which read ``fresh170``-``fresh172``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh175", "names": "Teaching notes: Prokofiev's Visions fugitives",
        "evidence": "Prokofiev's Visions fugitives are twenty brief pieces, some lasting barely thirty seconds. Play "
                    "the gentle ones with a veiled, distant tone and the aggressive ones with dry, percussive "
                    "attacks, but never force the sound, since harshness spoils their wit.",
        "claims": [
            ("paraphrase", F, "The Visions fugitives are twenty short pieces."),
            ("paraphrase", F, "Some of them last hardly thirty seconds."),
            ("paraphrase", F, "Give the gentle pieces a veiled, distant tone."),
            ("opposite", U, "Force the sound in the aggressive pieces to bring out their wit."),
            ("substitution", U, "Play the aggressive pieces with a singing legato."),
            ("number", U, "The Visions fugitives are forty brief pieces."),
        ],
    },
    {
        "domain": "literature", "split": "fresh175", "names": "Study guide: Germinal",
        "evidence": "Étienne Lantier, an unemployed mechanic, finds work at a coal mine in northern France and leads "
                    "the miners in a strike against wage cuts. The strike fails after the starving miners return to "
                    "work, and Souvarine, an anarchist, sabotages the mine shaft.",
        "claims": [
            ("paraphrase", F, "Étienne Lantier is an out-of-work mechanic who gets a job at a coal mine in northern France."),
            ("paraphrase", F, "He leads the miners in a strike against cuts to their wages."),
            ("paraphrase", F, "Souvarine, an anarchist, sabotages the shaft."),
            ("misattribution", U, "Étienne sabotages the mine shaft."),
            ("opposite", U, "The strike succeeds, and the miners win back their wages."),
            ("substitution", U, "Étienne finds work at a textile mill in northern France."),
        ],
    },
    {
        "domain": "docs", "split": "fresh175", "names": "Help centre: Emergency SOS",
        "evidence": "Press the side button five times quickly to start Emergency SOS. Your phone plays a loud "
                    "countdown for five seconds and then calls emergency services, and it sends your location to your "
                    "emergency contacts unless you have turned that option off.",
        "claims": [
            ("paraphrase", F, "Pressing the side button five times quickly starts Emergency SOS."),
            ("paraphrase", F, "A loud countdown plays for five seconds before the phone calls emergency services."),
            ("paraphrase", F, "Unless you have turned it off, your location goes to your emergency contacts."),
            ("number", U, "Press the side button three times quickly to start Emergency SOS."),
            ("opposite", U, "The countdown is silent so that no one nearby can hear it."),
            ("order", U, "The phone calls emergency services first and then plays the countdown."),
        ],
    },
    {
        "domain": "science", "split": "fresh175", "names": "Abstract: ginkgo trees",
        "evidence": "Ginkgo biloba is the only living species of a plant group that flourished with the dinosaurs. "
                    "Female trees drop seeds whose fleshy coats smell of rancid butter, so cities usually plant only "
                    "male trees.",
        "claims": [
            ("paraphrase", F, "Ginkgo biloba is the sole surviving species of its plant group."),
            ("paraphrase", F, "That group thrived alongside the dinosaurs."),
            ("paraphrase", F, "Cities tend to plant only male ginkgos because the female trees' seeds smell of rancid butter."),
            ("swapped_roles", U, "Male ginkgo trees drop seeds that smell of rancid butter."),
            ("opposite", U, "Cities usually plant only female ginkgo trees."),
            ("number", U, "Ginkgo biloba is one of three living species of its plant group."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh175", "names": "Lecture transcript: Ampère and currents",
        "evidence": "In 1820, only a week after hearing that a current deflects a compass needle, André-Marie Ampère "
                    "showed that two parallel wires attract each other when their currents flow the same way and "
                    "repel when the currents flow in opposite directions.",
        "claims": [
            ("paraphrase", F, "Ampère's experiment came only a week after he heard that a current deflects a compass needle."),
            ("paraphrase", F, "Parallel wires attract each other when their currents run the same way."),
            ("paraphrase", F, "When the currents flow in opposite directions, the wires push each other apart."),
            ("opposite", U, "Two parallel wires repel each other when their currents flow the same way."),
            ("date", U, "Ampère showed how parallel currents interact in 1850."),
            ("number", U, "Ampère did his experiment a year after hearing about the compass needle."),
        ],
    },
    {
        "domain": "essay", "split": "fresh175", "names": "Essay source: tidal power",
        "evidence": "Unlike wind and sunshine, tides can be predicted years in advance, which makes tidal power "
                    "easier to plan around. However, tidal barrages are expensive to build and can harm estuary "
                    "habitats used by wading birds.",
        "claims": [
            ("paraphrase", F, "Tides can be forecast years ahead, unlike wind and sunshine."),
            ("paraphrase", F, "That predictability makes tidal power easier to plan for."),
            ("paraphrase", F, "Tidal barrages cost a lot to build."),
            ("opposite", U, "Tides are harder to predict than wind and sunshine."),
            ("opposite", U, "Tidal barrages are cheap to build."),
            ("causal", U, "Wading birds make tidal barrages expensive to build."),
        ],
    },
]
