"""A twenty-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh23``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 34) after round 22 (whose rules read ``fresh22``'s errors) and
measured once, before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh23", "names": "Abstract: bees and pesticide",
        "evidence": "Bumblebee colonies placed next to fields treated with a neonicotinoid produced 85% fewer new "
                    "queens than colonies beside untreated fields. Worker numbers did not differ between the two "
                    "groups.",
        "claims": [
            ("paraphrase", F, "Colonies near neonicotinoid-treated fields raised far fewer new queens, about 85% fewer, than colonies near untreated fields."),
            ("paraphrase", F, "The number of workers was the same in both groups."),
            ("paraphrase", F, "Being next to treated fields cut queen production by 85%."),
            ("number", U, "Colonies next to treated fields produced 58% fewer new queens."),
            ("negation", U, "Colonies beside treated fields had fewer workers than colonies beside untreated fields."),
            ("overgeneralization", U, "Neonicotinoids wipe out every bee species that comes near them."),
        ],
    },
    {
        "domain": "literature", "split": "fresh23", "names": "Study notes on Of Mice and Men",
        "evidence": "Curley's wife, lonely on the ranch, seeks out Lennie in the barn and lets him stroke her hair. "
                    "When she panics and screams, he holds on too hard and breaks her neck.",
        "claims": [
            ("paraphrase", F, "Lonely on the ranch, Curley's wife goes looking for Lennie in the barn."),
            ("paraphrase", F, "She allows Lennie to stroke her hair."),
            ("paraphrase", F, "Lennie grips her too tightly when she starts screaming and breaks her neck."),
            ("misattribution", U, "Curley's wife breaks Lennie's neck in the barn."),
            ("opposite", U, "Curley's wife avoids Lennie because she is happy on the ranch."),
            ("reversed_order", U, "Curley's wife screams only after Lennie breaks her neck."),
        ],
    },
    {
        "domain": "docs", "split": "fresh23", "names": "Backup tool reference",
        "evidence": "Backups run every night at 02:00 and are kept for 14 days. Use --full to force a full backup; "
                    "otherwise only files changed since the last backup are copied.",
        "claims": [
            ("paraphrase", F, "A backup runs each night at 2 a.m., and backups are retained for two weeks."),
            ("paraphrase", F, "Without --full, only the files that changed since the previous backup are copied."),
            ("paraphrase", F, "Pass --full if you want a complete backup."),
            ("number", U, "Backups are kept for 41 days."),
            ("opposite", U, "Use --full to copy only the files changed since the last backup."),
            ("substitution", U, "Backups run every night at 02:00 and are kept for 14 weeks."),
        ],
    },
    {
        "domain": "piano", "split": "fresh23", "names": "Masterclass transcript: octaves",
        "evidence": "For fast octaves, let the hand stay light and bounce from the wrist, keeping the forearm "
                    "relaxed. If the forearm tightens, the octaves will get louder and slower.",
        "claims": [
            ("paraphrase", F, "Play fast octaves with a light hand that bounces from the wrist."),
            ("paraphrase", F, "Keep the forearm relaxed in quick octaves."),
            ("paraphrase", F, "A tight forearm makes octaves slower and louder."),
            ("opposite", U, "For fast octaves, keep the forearm firm and tense."),
            ("swapped_roles", U, "Let the wrist stay light and bounce from the hand."),
            ("opposite", U, "A tight forearm makes octaves quieter."),
        ],
    },
    {
        "domain": "history", "split": "fresh23", "names": "Notes: the Berlin Wall",
        "evidence": "East Germany built the Berlin Wall in August 1961 to stop its citizens fleeing to the West. "
                    "It stood for 28 years until border crossings were opened on 9 November 1989.",
        "claims": [
            ("paraphrase", F, "In August 1961 East Germany put up the Berlin Wall so that its people could not escape to the West."),
            ("paraphrase", F, "The wall remained for 28 years, until the crossings opened in November 1989."),
            ("number", U, "The Berlin Wall stood for 18 years."),
            ("misattribution", U, "West Germany built the Berlin Wall in August 1961."),
            ("opposite", U, "The wall was built to let East Germans travel freely to the West."),
            ("reversed_order", U, "The border crossings were opened before the wall was built."),
        ],
    },
    {
        "domain": "essay", "split": "fresh23", "names": "Writing guide: topic sentences",
        "evidence": "Begin each paragraph with a topic sentence that states its main point. Support that point "
                    "with evidence, and do not introduce a new idea in the final sentence.",
        "claims": [
            ("paraphrase", F, "Open every paragraph with a sentence that gives its main point."),
            ("paraphrase", F, "Back up the paragraph's point with evidence."),
            ("paraphrase", F, "A paragraph's last sentence should not bring in a new idea."),
            ("negation", U, "End each paragraph by introducing a new idea."),
            ("opposite", U, "Put the topic sentence at the end of each paragraph."),
        ],
    },
    {
        "domain": "science", "split": "fresh23", "names": "Abstract: microplastics in rivers",
        "evidence": "Microplastic concentrations were three times higher downstream of the wastewater plant than "
                    "upstream of it. Most particles were fibres from synthetic clothing.",
        "claims": [
            ("paraphrase", F, "Downstream of the wastewater plant there were three times as many microplastics as upstream."),
            ("paraphrase", F, "The particles were mostly synthetic clothing fibres."),
            ("swapped_roles", U, "Microplastic concentrations were three times higher upstream of the plant than downstream."),
            ("substitution", U, "Most particles were fragments of plastic bottles."),
            ("number", U, "Concentrations were ten times higher downstream of the plant."),
        ],
    },
]
