"""A seventy-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh74``).

Written on 2026-11-27 (session 43) after round 73, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once (see ``docs/verification.md``). Same shape
as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh74", "names": "Lesson notes: Schubert impromptus",
        "evidence": "In the G-flat impromptu the melody lies in the top voice of the right hand, while the "
                    "same hand plays rippling triplets underneath. Play the triplets with the weaker fingers "
                    "and barely touch the keys, so the melody can be held with the fourth and fifth fingers.",
        "claims": [
            ("paraphrase", F, "The right hand carries both the melody and the triplets below it."),
            ("paraphrase", F, "The triplets should be played very lightly."),
            ("paraphrase", F, "The fourth and fifth fingers hold the melody."),
            ("swapped_roles", U, "The melody lies under the triplets, which take the top voice."),
            ("opposite", U, "Play the triplets firmly with the strongest fingers."),
            ("substitution", U, "The left hand plays the rippling triplets."),
        ],
    },
    {
        "domain": "literature", "split": "fresh74", "names": "Study guide: Things Fall Apart",
        "evidence": "Okonkwo is driven by fear of being seen as weak like his father, Unoka, who died in debt. "
                    "After he accidentally kills a clansman, he is exiled for seven years to his mother's "
                    "village, and when he returns the missionaries have changed Umuofia.",
        "claims": [
            ("paraphrase", F, "Okonkwo fears being thought weak, as his father was."),
            ("paraphrase", F, "Unoka died owing money."),
            ("paraphrase", F, "Okonkwo spends seven years in exile in his mother's village."),
            ("number", U, "Okonkwo is exiled for three years."),
            ("opposite", U, "Okonkwo kills the clansman deliberately."),
            ("misattribution", U, "Unoka is exiled to his mother's village."),
        ],
    },
    {
        "domain": "docs", "split": "fresh74", "names": "Security guide: rotating secrets",
        "evidence": "Rotate API secrets at least every 90 days. During a rotation both the old and the new "
                    "secret are accepted for 24 hours, after which the old one is revoked automatically; "
                    "services that have not switched by then will fail to authenticate.",
        "claims": [
            ("paraphrase", F, "Secrets should be rotated no less often than every 90 days."),
            ("paraphrase", F, "For 24 hours after a rotation, both secrets work."),
            ("paraphrase", F, "Services still using the old secret after 24 hours can no longer authenticate."),
            ("opposite", U, "The old secret must be revoked by hand after a rotation."),
            ("number", U, "Both secrets are accepted for 72 hours."),
            ("opposite", U, "Services that have not switched keep authenticating with the old secret."),
        ],
    },
    {
        "domain": "science", "split": "fresh74", "names": "Abstract: lichens and air quality",
        "evidence": "Lichen diversity on city trees was lowest near busy roads and rose with distance from "
                    "traffic. Nitrogen-loving species were the exception: they were most common close to the "
                    "roads.",
        "claims": [
            ("paraphrase", F, "Fewer lichen species grew on trees near busy roads."),
            ("paraphrase", F, "Lichen diversity increased further from traffic."),
            ("paraphrase", F, "Nitrogen-loving lichens were commonest near the roads."),
            ("opposite", U, "Lichen diversity was highest near busy roads."),
            ("opposite", U, "Nitrogen-loving species were rarest close to the roads."),
            ("overgeneralisation", U, "Every lichen species declined near busy roads."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh74", "names": "Lecture transcript: how batteries work",
        "evidence": "[00:09:30] When a battery discharges, electrons flow through the outer circuit from the "
                    "anode to the cathode. [00:09:52] Inside the battery, ions move through the electrolyte to "
                    "balance the charge, and charging simply drives this process in reverse.",
        "claims": [
            ("paraphrase", F, "During discharge, electrons travel from the anode to the cathode through the circuit."),
            ("paraphrase", F, "Ions crossing the electrolyte balance the charge."),
            ("paraphrase", F, "Charging runs the same process backwards."),
            ("swapped_roles", U, "During discharge, electrons flow from the cathode to the anode."),
            ("substitution", U, "Inside the battery, electrons move through the electrolyte to balance the charge."),
            ("opposite", U, "Charging drives the process in the same direction as discharging."),
        ],
    },
    {
        "domain": "essay", "split": "fresh74", "names": "Course reader: the Silk Road",
        "evidence": "The Silk Road was not a single road but a network of routes linking China with Central "
                    "Asia and the Mediterranean. Few merchants travelled its whole length; goods usually "
                    "passed through many hands, and ideas such as Buddhism spread along it as well.",
        "claims": [
            ("paraphrase", F, "The Silk Road was a web of routes rather than one road."),
            ("paraphrase", F, "Goods usually changed hands many times along the way."),
            ("paraphrase", F, "Buddhism was among the ideas that spread along the routes."),
            ("opposite", U, "Most merchants travelled the whole length of the Silk Road."),
            ("opposite", U, "The Silk Road was a single road from China to the Mediterranean."),
            ("substitution", U, "Ideas such as Islam first reached China along the Silk Road in this account."),
        ],
    },
]
