"""A hundred-and-sixty-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh163``).

Written on 2026-11-29 (session 56) after round 115 (which read ``fresh158``-``fresh160``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh163", "names": "Teaching notes: Schumann's Kinderszenen",
        "evidence": "Kinderszenen is a set of thirteen short pieces about childhood, written for adults rather than "
                    "for children to play. In Träumerei, keep the melody's long arch unbroken and hold back only "
                    "slightly at the top of each phrase.",
        "claims": [
            ("paraphrase", F, "Kinderszenen has thirteen short pieces."),
            ("paraphrase", F, "The pieces look back on childhood but were meant for grown-ups to play."),
            ("paraphrase", F, "In Träumerei the melody's long arch should not be broken."),
            ("number", U, "Kinderszenen is a set of twelve short pieces."),
            ("opposite", U, "Kinderszenen was written for children to play."),
            ("overgeneralisation", U, "In Träumerei, slow down a great deal at the top of each phrase."),
        ],
    },
    {
        "domain": "literature", "split": "fresh163", "names": "Study guide: Candide",
        "evidence": "Candide is taught by Pangloss that all is for the best in the best of all possible worlds. After "
                    "war, earthquake and shipwreck, Candide rejects this optimism and concludes that we must "
                    "cultivate our garden.",
        "claims": [
            ("paraphrase", F, "Pangloss teaches Candide that everything is for the best."),
            ("paraphrase", F, "After war, an earthquake and a shipwreck, Candide gives up this optimism."),
            ("paraphrase", F, "Candide decides that we must tend our garden."),
            ("swapped_roles", U, "Candide teaches Pangloss that all is for the best."),
            ("opposite", U, "By the end Candide still holds that all is for the best."),
            ("specifics", U, "Candide concludes that we must cultivate our garden after the Lisbon fire."),
        ],
    },
    {
        "domain": "docs", "split": "fresh163", "names": "Help centre: personal hotspot",
        "evidence": "Personal hotspot shares your phone's mobile data with up to five devices. Connected devices use "
                    "your data allowance, and the hotspot turns off after ten minutes with no devices connected.",
        "claims": [
            ("paraphrase", F, "The hotspot can share your mobile data with as many as five devices."),
            ("paraphrase", F, "Devices that connect use up your data allowance."),
            ("paraphrase", F, "If nothing is connected for ten minutes, the hotspot switches off."),
            ("number", U, "Personal hotspot shares your data with up to ten devices."),
            ("opposite", U, "Connected devices do not count against your data allowance."),
            ("opposite", U, "The hotspot stays on until you turn it off."),
        ],
    },
    {
        "domain": "science", "split": "fresh163", "names": "Abstract: Pascal and fluid pressure",
        "evidence": "Pascal showed that pressure applied to a confined fluid is passed on equally in every direction. "
                    "A hydraulic press uses this: a small force on a narrow piston produces a large force on a wide "
                    "one.",
        "claims": [
            ("paraphrase", F, "Pressure applied to a fluid in a closed container is transmitted equally in all directions."),
            ("paraphrase", F, "A hydraulic press relies on this principle."),
            ("paraphrase", F, "A small force on a narrow piston gives a large force on a wide piston."),
            ("swapped_roles", U, "A small force on a wide piston produces a large force on a narrow one."),
            ("opposite", U, "Pressure in a confined fluid is passed on mainly downwards."),
            ("misattribution", U, "Boyle showed that pressure in a confined fluid is passed on equally in every direction."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh163", "names": "Lecture transcript: Edison's phonograph",
        "evidence": "Edison's 1877 phonograph recorded sound as grooves on a cylinder wrapped in tin foil. The foil "
                    "wore out after a few playings, so the machine was at first a novelty rather than a practical "
                    "product.",
        "claims": [
            ("paraphrase", F, "Edison's phonograph of 1877 recorded sound as grooves on a tin-foil cylinder."),
            ("paraphrase", F, "The tin foil was worn out after only a few playings."),
            ("paraphrase", F, "At first the phonograph was more a novelty than a practical product."),
            ("substitution", U, "Edison's phonograph recorded sound as grooves on a wax disc."),
            ("opposite", U, "The tin foil could be played hundreds of times without wearing out."),
            ("date", U, "Edison built the phonograph in 1887."),
        ],
    },
    {
        "domain": "essay", "split": "fresh163", "names": "Essay source: zoos and conservation",
        "evidence": "Zoos bred several species that had vanished from the wild, such as the Arabian oryx, and "
                    "returned them to their habitats. Critics reply that most zoo animals belong to species that are "
                    "not endangered.",
        "claims": [
            ("paraphrase", F, "Zoos have bred species that had died out in the wild."),
            ("paraphrase", F, "The Arabian oryx was returned to its habitat after breeding in zoos."),
            ("paraphrase", F, "Critics point out that most animals in zoos are not from endangered species."),
            ("opposite", U, "Critics say that most zoo animals belong to endangered species."),
            ("overgeneralisation", U, "Zoos have returned every species that vanished from the wild."),
            ("substitution", U, "Zoos bred the Arabian leopard and returned it to the wild."),
        ],
    },
]
