"""An eighty-third held-out set for ``benchmarks/verifier.py`` (split ``fresh82``).

Written on 2026-11-27 (session 44) after round 81, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read, in round 82 (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh82", "names": "Theory for pianists: chord inversions",
        "evidence": "A chord is in root position when its root is the lowest note. In first inversion the third "
                    "is in the bass, and in second inversion the fifth is. Inversions let the left hand move "
                    "by small steps instead of leaping from one root position chord to the next.",
        "claims": [
            ("paraphrase", F, "In root position the root is the bottom note of the chord."),
            ("paraphrase", F, "A first-inversion chord has its third as the lowest note."),
            ("paraphrase", F, "Using inversions, the left hand can move in small steps rather than leaps."),
            ("swapped_roles", U, "In first inversion the fifth is in the bass, and in second inversion the third is."),
            ("opposite", U, "Inversions make the left hand leap further between chords."),
            ("opposite", U, "In root position the root is the highest note."),
        ],
    },
    {
        "domain": "literature", "split": "fresh82", "names": "Study guide: Hedda Gabler",
        "evidence": "Hedda, newly married to the dull scholar Tesman, burns the only manuscript of Eilert "
                    "Lovborg's new book after he loses it while drunk. She gives Lovborg one of her father's "
                    "pistols, and when Judge Brack reveals that he knows about the pistol, she shoots herself.",
        "claims": [
            ("paraphrase", F, "Hedda has recently married Tesman, a dull scholar."),
            ("paraphrase", F, "Hedda destroys Lovborg's only manuscript by burning it."),
            ("paraphrase", F, "Brack lets Hedda know that he is aware of the pistol."),
            ("misattribution", U, "Tesman burns the only manuscript of Lovborg's book."),
            ("reversed_order", U, "Lovborg loses the manuscript after Hedda burns it."),
            ("opposite", U, "Hedda hides Lovborg's manuscript to keep it safe."),
        ],
    },
    {
        "domain": "docs", "split": "fresh82", "names": "API guide: token-bucket rate limiting",
        "evidence": "Each client has a bucket of 60 tokens that refills at one token per second. Every request "
                    "takes one token; when the bucket is empty, requests are rejected with status 429 until a "
                    "token is added. Unused tokens accumulate only up to the bucket size.",
        "claims": [
            ("paraphrase", F, "A client's bucket holds 60 tokens and gains one token each second."),
            ("paraphrase", F, "Each request uses up one token."),
            ("paraphrase", F, "Tokens that are not used build up only until the bucket is full."),
            ("opposite", U, "When the bucket is empty, requests wait in a queue until a token is added."),
            ("number", U, "The bucket refills at ten tokens per second."),
            ("opposite", U, "Unused tokens accumulate without limit."),
        ],
    },
    {
        "domain": "science", "split": "fresh82", "names": "Abstract: axolotl regeneration",
        "evidence": "Axolotls can regrow a lost limb completely, including bone, muscle and nerves. Young "
                    "animals regenerated faster than old ones, and regrowth failed when the nerve supply to the "
                    "stump was cut, showing that nerves are needed to start the process.",
        "claims": [
            ("paraphrase", F, "An axolotl can grow back a whole limb, bones and nerves included."),
            ("paraphrase", F, "Older axolotls regenerated more slowly than young ones."),
            ("paraphrase", F, "Cutting the nerves to the stump stopped the limb from regrowing."),
            ("opposite", U, "Old axolotls regenerated faster than young ones."),
            ("opposite", U, "Regrowth went ahead normally after the nerve supply was cut."),
            ("overgeneralisation", U, "All amphibians can regrow a lost limb completely."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh82", "names": "Lecture transcript: auroras",
        "evidence": "[00:27:10] Auroras happen when charged particles from the Sun are guided by Earth's "
                    "magnetic field towards the poles and strike the upper atmosphere. [00:27:38] Oxygen high up "
                    "glows red, oxygen lower down glows green, and nitrogen adds blue and purple.",
        "claims": [
            ("paraphrase", F, "Earth's magnetic field steers charged solar particles towards the poles."),
            ("paraphrase", F, "Lower down, oxygen gives a green glow."),
            ("paraphrase", F, "Nitrogen contributes blue and purple light."),
            ("swapped_roles", U, "Oxygen high up glows green, and oxygen lower down glows red."),
            ("opposite", U, "The magnetic field steers the particles away from the poles."),
            ("substitution", U, "Nitrogen lower down glows green."),
        ],
    },
    {
        "domain": "essay", "split": "fresh82", "names": "Course reader: Hadrian's Wall",
        "evidence": "Hadrian's Wall was begun in AD 122 and ran about 117 kilometres across northern Britain. "
                    "It was less a barrier against invasion than a way to control movement and collect customs; "
                    "gates at every mile let people cross under the eyes of soldiers.",
        "claims": [
            ("paraphrase", F, "Work on Hadrian's Wall started in AD 122."),
            ("paraphrase", F, "The wall stretched roughly 117 kilometres across the north of Britain."),
            ("paraphrase", F, "Gates every mile allowed people to cross while soldiers watched."),
            ("opposite", U, "The wall was mainly a barrier against invasion rather than a way to control movement."),
            ("number", U, "Hadrian's Wall ran about 171 kilometres."),
            ("opposite", U, "The wall had no gates, so nobody could cross it."),
        ],
    },
]
