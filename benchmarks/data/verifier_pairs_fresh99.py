"""A hundredth held-out set for ``benchmarks/verifier.py`` (split ``fresh99``).

Written on 2026-11-27 (session 46) after round 93, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh99", "names": "Lesson notes: the hemiola",
        "evidence": "In a hemiola two bars of three beats are felt as three groups of two, usually just before a "
                    "cadence. Bring out the new grouping with the accents of the left hand, but keep the pulse "
                    "steady: the notes do not change speed, only where the stresses fall.",
        "claims": [
            ("paraphrase", F, "In a hemiola, two bars in three are heard as three groups of two beats."),
            ("paraphrase", F, "Hemiolas usually come just before a cadence."),
            ("paraphrase", F, "Only the placing of the stresses changes, not the speed of the notes."),
            ("opposite", U, "In a hemiola the notes speed up to fit the new grouping."),
            ("swapped_roles", U, "In a hemiola three bars of two beats are felt as two groups of three."),
            ("substitution", U, "Bring out the new grouping with the pedal rather than the left hand."),
        ],
    },
    {
        "domain": "literature", "split": "fresh99", "names": "Study guide: White Fang",
        "evidence": "White Fang, part wolf and part dog, is born in the wild and later owned by the cruel Beauty "
                    "Smith, who makes him fight other dogs for money. Weedon Scott rescues him from a fight and "
                    "slowly earns his trust, taking him home to California.",
        "claims": [
            ("paraphrase", F, "White Fang is part wolf and part dog."),
            ("paraphrase", F, "Beauty Smith forces White Fang to fight other dogs for money."),
            ("paraphrase", F, "Weedon Scott saves White Fang from a fight and gradually wins his trust."),
            ("misattribution", U, "Weedon Scott makes White Fang fight other dogs for money."),
            ("opposite", U, "Weedon Scott quickly loses White Fang's trust."),
            ("substitution", U, "Weedon Scott takes White Fang home to Alaska."),
        ],
    },
    {
        "domain": "docs", "split": "fresh99", "names": "API guide: versioning and deprecation",
        "evidence": "Each API version is supported for 18 months after its successor is released. Deprecated "
                    "endpoints return a Sunset header with the date they will be removed, and calls to a removed "
                    "version fail with status 410.",
        "claims": [
            ("paraphrase", F, "An API version stays supported for 18 months once the next one is released."),
            ("paraphrase", F, "Deprecated endpoints send a Sunset header giving their removal date."),
            ("paraphrase", F, "Calling a version that has been removed fails with a 410."),
            ("number", U, "Each version is supported for 6 months after its successor is released."),
            ("number", U, "Calls to a removed version fail with status 404."),
            ("opposite", U, "Deprecated endpoints give no warning before they are removed."),
        ],
    },
    {
        "domain": "science", "split": "fresh99", "names": "Abstract: sea turtle hatchlings",
        "evidence": "Hatchlings that emerged at night crawled towards the brightest horizon, which on a natural "
                    "beach is over the sea. Near lit roads, more than half crawled inland instead, and shielding "
                    "the lights cut these misorientations by about 80%.",
        "claims": [
            ("paraphrase", F, "Hatchlings emerging at night headed for the brightest horizon."),
            ("paraphrase", F, "On a natural beach the brightest horizon lies over the sea."),
            ("paraphrase", F, "Shielding the lights reduced misorientation by roughly 80%."),
            ("number", U, "Near lit roads about a tenth of hatchlings crawled inland."),
            ("opposite", U, "Hatchlings crawled towards the darkest horizon."),
            ("opposite", U, "Shielding the lights made misorientation more common."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh99", "names": "Lecture transcript: the Mayflower",
        "evidence": "The Mayflower left Plymouth in September 1620 with 102 passengers and reached Cape Cod in "
                    "November, far north of its intended landing in Virginia. Before going ashore, 41 of the men "
                    "signed the Mayflower Compact, agreeing to govern themselves.",
        "claims": [
            ("paraphrase", F, "The Mayflower sailed from Plymouth in September 1620 with 102 passengers."),
            ("paraphrase", F, "It arrived at Cape Cod, well north of Virginia, where it had meant to land."),
            ("paraphrase", F, "Forty-one men signed the Mayflower Compact before landing."),
            ("number", U, "The Mayflower carried 201 passengers."),
            ("reversed_order", U, "The men signed the Mayflower Compact after going ashore."),
            ("substitution", U, "The Mayflower reached Cape Cod, just as it had planned."),
        ],
    },
    {
        "domain": "essay", "split": "fresh99", "names": "Course reader: Pinocchio",
        "evidence": "Geppetto carves Pinocchio from a piece of talking wood, and the puppet's nose grows whenever "
                    "he tells a lie. After many misadventures Pinocchio rescues Geppetto from inside a giant "
                    "shark, and the Blue Fairy turns him into a real boy.",
        "claims": [
            ("paraphrase", F, "Geppetto carves Pinocchio out of a piece of wood that talks."),
            ("paraphrase", F, "Each time Pinocchio lies, his nose grows."),
            ("paraphrase", F, "The Blue Fairy makes Pinocchio a real boy."),
            ("swapped_roles", U, "Geppetto rescues Pinocchio from inside a giant shark."),
            ("opposite", U, "Pinocchio's nose shrinks whenever he tells a lie."),
            ("misattribution", U, "Geppetto turns Pinocchio into a real boy."),
        ],
    },
]
