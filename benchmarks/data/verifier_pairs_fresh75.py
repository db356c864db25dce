"""A seventy-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh75``).

Written on 2026-11-27 (session 43) after round 74, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once (see ``docs/verification.md``). Same shape
as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh75", "names": "Lesson notes: the una corda pedal",
        "evidence": "The una corda pedal shifts the hammers so they strike fewer strings, which changes the "
                    "colour of the sound as well as making it softer. Do not use it to cover a heavy touch: "
                    "learn to play quietly with the fingers first, and add the pedal for colour.",
        "claims": [
            ("paraphrase", F, "With the una corda pedal the hammers hit fewer strings."),
            ("paraphrase", F, "The una corda changes the tone colour, not only the volume."),
            ("paraphrase", F, "Learn to play softly with the fingers before adding the una corda."),
            ("opposite", U, "Use the una corda pedal to hide a heavy touch."),
            ("reversed_order", U, "Add the una corda first, and learn to play quietly with the fingers later."),
            ("substitution", U, "The una corda pedal makes the hammers strike more strings."),
        ],
    },
    {
        "domain": "literature", "split": "fresh75", "names": "Study guide: Emma",
        "evidence": "Emma Woodhouse persuades her friend Harriet to refuse a proposal from the farmer Robert "
                    "Martin, believing she can do better. Emma herself had resolved never to marry, but by the "
                    "end she realises she loves Mr Knightley, and Harriet marries Robert Martin after all.",
        "claims": [
            ("paraphrase", F, "Emma talks Harriet into turning down Robert Martin's proposal."),
            ("paraphrase", F, "Emma had decided she would never marry."),
            ("paraphrase", F, "In the end Harriet does marry Robert Martin."),
            ("misattribution", U, "Mr Knightley persuades Harriet to refuse Robert Martin."),
            ("opposite", U, "Harriet never marries Robert Martin."),
            ("swapped_roles", U, "Harriet persuades Emma to refuse a proposal from Robert Martin."),
        ],
    },
    {
        "domain": "docs", "split": "fresh75", "names": "CDN guide: purging the cache",
        "evidence": "A purge removes cached copies from every edge location within about two minutes. Purge "
                    "by URL for single files; a purge by tag removes every object carrying that tag, and a full "
                    "purge should be a last resort because the origin then receives every request at once.",
        "claims": [
            ("paraphrase", F, "Purged copies disappear from all edge locations in roughly two minutes."),
            ("paraphrase", F, "Purging by tag clears every object with that tag."),
            ("paraphrase", F, "Use a full purge only as a last resort."),
            ("number", U, "A purge takes about twenty minutes to reach every edge location."),
            ("opposite", U, "A full purge is the recommended first step."),
            ("causal", U, "A full purge reduces the load on the origin."),
        ],
    },
    {
        "domain": "science", "split": "fresh75", "names": "Abstract: albatross foraging",
        "evidence": "GPS-tracked albatrosses flew longer foraging trips in years when sea ice extended further "
                    "north, and their chicks fledged at lower weights. Adults did not lose weight, suggesting "
                    "they kept more of the food for themselves.",
        "claims": [
            ("paraphrase", F, "In years with more sea ice to the north, albatross foraging trips were longer."),
            ("paraphrase", F, "Chicks fledged lighter in those years."),
            ("paraphrase", F, "The adult birds did not lose weight."),
            ("opposite", U, "Albatross foraging trips were shorter when sea ice extended further north."),
            ("opposite", U, "Adults lost weight while their chicks fledged heavier."),
            ("overgeneralisation", U, "Sea ice always shortens albatross foraging trips."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh75", "names": "Lecture transcript: the simple pendulum",
        "evidence": "[00:17:05] For small swings, a pendulum's period depends on its length and on gravity, "
                    "but not on the mass of the bob. [00:17:30] Make the string four times longer and the "
                    "period doubles.",
        "claims": [
            ("paraphrase", F, "The mass of the bob does not affect a pendulum's period for small swings."),
            ("paraphrase", F, "Quadrupling the string length doubles the period."),
            ("paraphrase", F, "Length and gravity set the period of a small swing."),
            ("opposite", U, "A heavier bob gives a longer period."),
            ("number", U, "Make the string twice as long and the period doubles."),
            ("opposite", U, "The period does not depend on the length of the string."),
        ],
    },
    {
        "domain": "essay", "split": "fresh75", "names": "Course reader: tulip mania",
        "evidence": "In the winter of 1636-37 the price of rare tulip bulbs in the Dutch Republic rose to "
                    "extraordinary levels before collapsing in February 1637. Recent historians argue that the "
                    "economic damage was small and that later accounts exaggerated the ruin it caused.",
        "claims": [
            ("paraphrase", F, "Prices of rare tulip bulbs collapsed in February 1637."),
            ("paraphrase", F, "Recent historians think the economic harm was limited."),
            ("paraphrase", F, "Later accounts overstated the ruin caused by tulip mania."),
            ("opposite", U, "Recent historians argue that tulip mania caused widespread ruin."),
            ("date", U, "Tulip prices collapsed in February 1737."),
            ("opposite", U, "Tulip prices fell steadily through the winter of 1636-37."),
        ],
    },
]
