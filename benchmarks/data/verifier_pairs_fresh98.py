"""A ninety-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh98``).

Written on 2026-11-27 (session 46) after round 92, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read, in round 93 (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh98", "names": "Lesson notes: the sforzando",
        "evidence": "A sforzando is a sudden accent on one note or chord, measured against the dynamic around "
                    "it: in a piano passage it should be strong but not as loud as a forte. Return to the "
                    "surrounding dynamic immediately after it.",
        "claims": [
            ("paraphrase", F, "A sforzando is a sudden accent on a single note or chord."),
            ("paraphrase", F, "In a quiet passage a sforzando should not be as loud as a forte."),
            ("paraphrase", F, "Go back to the surrounding dynamic straight after the sforzando."),
            ("opposite", U, "In a piano passage a sforzando should be louder than a forte."),
            ("opposite", U, "Stay at the louder level for the rest of the phrase after a sforzando."),
            ("substitution", U, "A sforzando is a sudden pause on one note or chord."),
        ],
    },
    {
        "domain": "literature", "split": "fresh98", "names": "Study guide: The War of the Worlds",
        "evidence": "The Martians land in cylinders near Woking and attack with heat-rays from tripod fighting "
                    "machines. The army cannot stop them, but in the end they are killed by earthly bacteria, "
                    "to which they have no immunity.",
        "claims": [
            ("paraphrase", F, "The Martians come down in cylinders close to Woking."),
            ("paraphrase", F, "They attack using heat-rays fired from tripod fighting machines."),
            ("paraphrase", F, "Bacteria from Earth, against which they have no immunity, kill the Martians."),
            ("causal", U, "The army finally defeats the Martians."),
            ("substitution", U, "The Martians land near Oxford."),
            ("opposite", U, "The Martians are immune to earthly bacteria."),
        ],
    },
    {
        "domain": "docs", "split": "fresh98", "names": "API guide: retry budget",
        "evidence": "The client retries a failed call at most 3 times, waiting 1, 2 and then 4 seconds. Retries "
                    "stop early if more than 20% of recent calls have failed, so an outage is not made worse by "
                    "a flood of retries.",
        "claims": [
            ("paraphrase", F, "A failed call is retried no more than 3 times."),
            ("paraphrase", F, "The waits between retries are 1, 2 and then 4 seconds."),
            ("paraphrase", F, "If over 20% of recent calls failed, retrying stops early."),
            ("number", U, "The client retries a failed call up to 5 times."),
            ("opposite", U, "The client waits the same time before every retry."),
            ("opposite", U, "Retries continue however many recent calls have failed."),
        ],
    },
    {
        "domain": "science", "split": "fresh98", "names": "Abstract: monarch butterfly navigation",
        "evidence": "Monarch butterflies migrating south used a sun compass corrected by a clock in their "
                    "antennae. Butterflies whose antennae were painted black, blocking light to the clock, flew in "
                    "random directions, while those painted with clear paint oriented normally.",
        "claims": [
            ("paraphrase", F, "Migrating monarchs relied on a sun compass corrected by a clock in their antennae."),
            ("paraphrase", F, "Monarchs with black-painted antennae flew in random directions."),
            ("paraphrase", F, "Butterflies whose antennae had clear paint oriented normally."),
            ("swapped_roles", U, "Butterflies with clear-painted antennae flew randomly, while those with black "
                                 "paint oriented normally."),
            ("substitution", U, "The clock that corrects the sun compass is in the monarch's eyes."),
            ("opposite", U, "Blocking light to the antennae had no effect on orientation."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh98", "names": "Lecture transcript: the Pony Express",
        "evidence": "The Pony Express carried mail between Missouri and California in about ten days, with riders "
                    "changing horses every 15 to 20 kilometres. It ran for only 18 months and closed in 1861, two "
                    "days after the transcontinental telegraph was completed.",
        "claims": [
            ("paraphrase", F, "Mail took roughly ten days to go between Missouri and California."),
            ("paraphrase", F, "Riders switched horses every 15 to 20 kilometres."),
            ("paraphrase", F, "The Pony Express closed in 1861, just two days after the telegraph was finished."),
            ("number", U, "The Pony Express ran for 18 years."),
            ("reversed_order", U, "The Pony Express closed before the transcontinental telegraph was completed."),
            ("number", U, "Riders changed horses every 100 kilometres."),
        ],
    },
    {
        "domain": "essay", "split": "fresh98", "names": "Course reader: The Railway Children",
        "evidence": "When their father is wrongly imprisoned, Roberta, Peter and Phyllis move with their mother to "
                    "a cottage near a railway. They wave to the trains, prevent a landslide from wrecking one, and "
                    "an old gentleman they befriend helps prove their father innocent.",
        "claims": [
            ("paraphrase", F, "The children move to a cottage near a railway after their father is wrongly jailed."),
            ("paraphrase", F, "They stop a landslide from wrecking a train."),
            ("paraphrase", F, "An old gentleman who becomes their friend helps show that their father is "
                              "innocent."),
            ("opposite", U, "Their father is rightly imprisoned for spying."),
            ("misattribution", U, "Their mother prevents the landslide from wrecking the train on her own."),
            ("reversed_order", U, "They move to the cottage before their father is imprisoned."),
        ],
    },
]
