"""A hundred-and-thirtieth held-out set for ``benchmarks/verifier.py`` (split ``fresh129``).

Written on 2026-11-28 (session 51) before any run of the verifier on it, on topics no earlier split
uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh129", "names": "Practice notes: tempo markings",
        "evidence": "Adagio is slower than andante, and allegro is faster than moderato. A ritardando gradually "
                    "slows the tempo until an a tempo marking restores the original speed; a fermata holds one note "
                    "or rest longer than its written value.",
        "claims": [
            ("paraphrase", F, "Andante moves faster than adagio."),
            ("paraphrase", F, "After a ritardando, 'a tempo' brings back the original speed."),
            ("paraphrase", F, "A fermata lengthens a single note or rest beyond its written value."),
            ("opposite", U, "Allegro is slower than moderato."),
            ("opposite", U, "A ritardando gradually speeds up the tempo."),
            ("substitution", U, "A fermata holds a whole bar longer than its written value."),
        ],
    },
    {
        "domain": "literature", "split": "fresh129", "names": "Study guide: The Scarlet Letter",
        "evidence": "Hester Prynne is made to wear a scarlet A for adultery, and she refuses to name her child's "
                    "father. The minister Arthur Dimmesdale, the hidden father, wastes away with guilt, while "
                    "Hester's husband, Roger Chillingworth, torments him in disguise as a physician.",
        "claims": [
            ("paraphrase", F, "Hester will not reveal who fathered her child."),
            ("paraphrase", F, "Dimmesdale is secretly the father and is consumed by guilt."),
            ("paraphrase", F, "Chillingworth poses as a doctor to torment Dimmesdale."),
            ("opposite", U, "Hester openly names Dimmesdale as the father."),
            ("swapped_roles", U, "Dimmesdale torments Chillingworth while disguised as a physician."),
            ("substitution", U, "Hester is made to wear a scarlet B for adultery."),
        ],
    },
    {
        "domain": "docs", "split": "fresh129", "names": "Admin guide: data retention policies",
        "evidence": "A retention policy deletes messages older than the period you set, from 30 days to 7 years. "
                    "Messages under legal hold are never deleted by a policy, and a shorter policy on a channel "
                    "overrides the workspace default.",
        "claims": [
            ("paraphrase", F, "You can set the retention period anywhere between 30 days and 7 years."),
            ("paraphrase", F, "A retention policy will not delete messages on legal hold."),
            ("paraphrase", F, "A channel with a shorter policy uses it instead of the workspace default."),
            ("number", U, "The shortest retention period you can set is 7 days."),
            ("opposite", U, "Messages under legal hold are deleted once the retention period passes."),
            ("opposite", U, "The workspace default always overrides a channel's shorter policy."),
        ],
    },
    {
        "domain": "science", "split": "fresh129", "names": "Abstract: fog drip in coast redwoods",
        "evidence": "In summer, coast redwoods took up to a third of their water from fog that condensed on their "
                    "needles and dripped to the ground. Trees at the fog-free inland edge of the range grew more "
                    "slowly, and their needles also absorbed fog water directly.",
        "claims": [
            ("paraphrase", F, "Fog supplied as much as a third of the redwoods' summer water."),
            ("paraphrase", F, "Fog condensed on the needles and dripped down to the soil."),
            ("paraphrase", F, "Redwoods inland, where there was no fog, grew more slowly."),
            ("number", U, "Fog supplied up to two thirds of the redwoods' summer water."),
            ("opposite", U, "Inland redwoods without fog grew faster than coastal ones."),
            ("opposite", U, "The needles could not absorb fog water directly."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh129", "names": "Lecture transcript: the Voyager probes",
        "evidence": "Voyager 2 was launched in August 1977, sixteen days before Voyager 1, but Voyager 1 took a "
                    "faster route and overtook it. Voyager 2 is still the only spacecraft to have visited Uranus "
                    "and Neptune, and each probe carries a golden record of sounds and images from Earth.",
        "claims": [
            ("paraphrase", F, "Voyager 2 left Earth a little over two weeks before Voyager 1."),
            ("paraphrase", F, "Voyager 1 followed a quicker path and passed its twin."),
            ("paraphrase", F, "No spacecraft other than Voyager 2 has visited Uranus or Neptune."),
            ("reversed_order", U, "Voyager 1 was launched sixteen days before Voyager 2."),
            ("substitution", U, "Voyager 2 is the only spacecraft to have visited Jupiter and Saturn."),
            ("opposite", U, "Only Voyager 1 carries a golden record."),
        ],
    },
    {
        "domain": "essay", "split": "fresh129", "names": "Course reader: Jabberwocky",
        "evidence": "Carroll's Jabberwocky tells of a son who, warned by his father, takes his vorpal sword and "
                    "slays the Jabberwock, then returns with its head. Most of its strange words are invented, "
                    "yet readers follow the story from the grammar, and the first stanza is repeated at the end.",
        "claims": [
            ("paraphrase", F, "The son kills the Jabberwock with his vorpal sword."),
            ("paraphrase", F, "He comes back carrying the creature's head."),
            ("paraphrase", F, "The grammar lets readers follow the story even though most words are made up."),
            ("swapped_roles", U, "The son warns his father about the Jabberwock."),
            ("opposite", U, "The poem ends with a stanza that appears nowhere else."),
            ("opposite", U, "The Jabberwock escapes and the son returns empty-handed."),
        ],
    },
]
