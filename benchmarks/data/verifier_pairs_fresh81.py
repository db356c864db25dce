"""An eighty-second held-out set for ``benchmarks/verifier.py`` (split ``fresh81``).

Written on 2026-11-27 (session 44) after round 80, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh81", "names": "Performance notes: page turns",
        "evidence": "Plan each page turn while practising: turn with the hand that has a rest, usually the "
                    "right hand during a left-hand passage. If neither hand is free, memorise the last bar of "
                    "the page or the first bar of the next, and turn a moment early rather than late.",
        "claims": [
            ("paraphrase", F, "Decide how to turn each page while you practise, not on stage."),
            ("paraphrase", F, "Turn with whichever hand has a rest."),
            ("paraphrase", F, "If no hand is free, learn the last bar of the page by heart."),
            ("opposite", U, "Turn the page a moment late rather than early."),
            ("swapped_roles", U, "Usually turn with the left hand during a right-hand passage."),
            ("opposite", U, "Turn with the hand that is busiest at the end of the page."),
        ],
    },
    {
        "domain": "literature", "split": "fresh81", "names": "Study guide: The Picture of Dorian Gray",
        "evidence": "Basil Hallward paints a portrait of the young Dorian Gray, and Lord Henry's talk of youth "
                    "and pleasure leads Dorian to wish that the picture would age instead of him. The wish comes "
                    "true: as Dorian lives a cruel life, his face stays young while the portrait grows old and "
                    "ugly.",
        "claims": [
            ("paraphrase", F, "Basil Hallward is the painter of Dorian's portrait."),
            ("paraphrase", F, "Dorian wishes that the painting would grow old in his place."),
            ("paraphrase", F, "Dorian's face remains young while the portrait ages."),
            ("misattribution", U, "Lord Henry paints the portrait of Dorian Gray."),
            ("swapped_roles", U, "Dorian's face grows old and ugly while the portrait stays young."),
            ("causal", U, "Basil's talk of youth and pleasure leads Dorian to make his wish."),
        ],
    },
    {
        "domain": "docs", "split": "fresh81", "names": "Agent guide: disk buffering",
        "evidence": "When the log collector is unreachable, the agent buffers events on disk, up to 2 GB by "
                    "default. Once the buffer is full, the oldest events are dropped first. Buffered events "
                    "are sent in their original order when the collector is reachable again.",
        "claims": [
            ("paraphrase", F, "The agent stores events on disk while it cannot reach the collector."),
            ("paraphrase", F, "By default the disk buffer holds up to 2 GB."),
            ("paraphrase", F, "A full buffer discards its oldest events first."),
            ("opposite", U, "When the buffer is full, the newest events are dropped first."),
            ("number", U, "The disk buffer holds up to 20 GB by default."),
            ("opposite", U, "Buffered events are sent newest first once the collector is back."),
        ],
    },
    {
        "domain": "science", "split": "fresh81", "names": "Abstract: honeyguides",
        "evidence": "Greater honeyguides lead human honey hunters to bees' nests. In northern Mozambique, hunters "
                    "who used a special trill-and-grunt call were more than twice as likely to be led to a nest "
                    "as hunters who made other sounds, showing that the birds respond to the call itself.",
        "claims": [
            ("paraphrase", F, "Honeyguides guide people who hunt honey to bees' nests."),
            ("paraphrase", F, "Hunters using the trill-and-grunt call were over twice as likely to be led to a nest."),
            ("paraphrase", F, "The birds react to the call itself."),
            ("opposite", U, "Hunters who made other sounds were more likely to be led to a nest."),
            ("swapped_roles", U, "Honey hunters lead the honeyguides to bees' nests."),
            ("population", U, "Honeyguides across Africa respond only to the trill-and-grunt call."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh81", "names": "Lecture transcript: Venus",
        "evidence": "[00:15:20] Venus is closer to the Sun than Earth is, but that is not why it is the hottest "
                    "planet. [00:15:41] Its thick carbon dioxide atmosphere traps heat, so the surface stays "
                    "around 465 degrees Celsius, day and night, hotter even than Mercury.",
        "claims": [
            ("paraphrase", F, "Venus is nearer the Sun than Earth."),
            ("paraphrase", F, "The thick carbon dioxide atmosphere of Venus holds in heat."),
            ("paraphrase", F, "Venus's surface is hotter than Mercury's."),
            ("causal", U, "Venus is the hottest planet because it is closer to the Sun than Earth."),
            ("opposite", U, "The surface of Venus cools sharply at night."),
            ("number", U, "The surface of Venus stays around 645 degrees Celsius."),
        ],
    },
    {
        "domain": "essay", "split": "fresh81", "names": "Course reader: the Great Wall",
        "evidence": "The Great Wall is not one wall but many, built and rebuilt by different dynasties over "
                    "some two thousand years. Most of what visitors see today was built under the Ming dynasty, "
                    "largely of brick and stone, whereas earlier walls were mostly rammed earth.",
        "claims": [
            ("paraphrase", F, "The Great Wall is many walls built by different dynasties."),
            ("paraphrase", F, "Most of the wall seen by visitors today dates from the Ming dynasty."),
            ("paraphrase", F, "Earlier walls were mostly made of rammed earth."),
            ("overgeneralisation", U, "The Great Wall was built as a single wall by one dynasty."),
            ("swapped_roles", U, "The Ming walls were mostly rammed earth, whereas earlier walls were brick and "
                                 "stone."),
            ("number", U, "The walls were built over some two hundred years."),
        ],
    },
]
