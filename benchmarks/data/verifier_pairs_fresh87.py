"""An eighty-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh87``).

Written on 2026-11-27 (session 45) after round 86, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read, in round 87 (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh87", "names": "Lesson notes: wrist circles in broken-chord accompaniments",
        "evidence": "For broken-chord accompaniments, let the wrist make a small circle with each group of notes "
                    "instead of reaching with stretched fingers. The circle goes forward on the way up the chord "
                    "and back on the way down, and it should get smaller as the passage gets faster.",
        "claims": [
            ("paraphrase", F, "In broken-chord accompaniments, a small wrist circle with each group replaces "
                              "stretching the fingers."),
            ("paraphrase", F, "The wrist moves forward going up the chord and back coming down."),
            ("paraphrase", F, "The faster the passage, the smaller the circle should be."),
            ("opposite", U, "The circle should get larger as the passage gets faster."),
            ("swapped_roles", U, "The circle goes back on the way up the chord and forward on the way down."),
            ("opposite", U, "Reach for the notes with stretched fingers and keep the wrist still."),
        ],
    },
    {
        "domain": "literature", "split": "fresh87", "names": "Study guide: Middlemarch",
        "evidence": "Dorothea Brooke marries the elderly scholar Casaubon, hoping to help with his great work, "
                    "but soon finds it is hopeless. After his death she learns that his will disinherits her if "
                    "she marries his young cousin, Will Ladislaw, and she marries Will anyway.",
        "claims": [
            ("paraphrase", F, "Dorothea marries Casaubon, an elderly scholar, hoping to assist with his great work."),
            ("paraphrase", F, "Casaubon's will cuts Dorothea off if she marries Will Ladislaw."),
            ("paraphrase", F, "Despite the will, Dorothea marries Will."),
            ("opposite", U, "Dorothea obeys the will and never marries Will Ladislaw."),
            ("substitution", U, "Will Ladislaw is Casaubon's brother."),
            ("reversed_order", U, "Dorothea learns about the will before Casaubon dies."),
        ],
    },
    {
        "domain": "docs", "split": "fresh87", "names": "Cluster guide: quorum",
        "evidence": "A cluster of five nodes needs three of them to agree before a write is committed. If two "
                    "nodes fail, the remaining three still form a quorum and writes continue; if three fail, the "
                    "cluster becomes read-only until enough nodes return.",
        "claims": [
            ("paraphrase", F, "In a five-node cluster, a write is committed only once three nodes agree."),
            ("paraphrase", F, "With two nodes down, the other three keep a quorum and writes go on."),
            ("paraphrase", F, "If three nodes fail, the cluster only serves reads until enough nodes come back."),
            ("number", U, "A five-node cluster needs four nodes to agree before a write is committed."),
            ("opposite", U, "If three nodes fail, writes continue as normal."),
            ("opposite", U, "If two nodes fail, the cluster becomes read-only."),
        ],
    },
    {
        "domain": "science", "split": "fresh87", "names": "Abstract: zebra stripes and flies",
        "evidence": "Horse flies approached zebras and horses equally often, but landed on zebras far less, "
                    "failing to slow down before touching them. Horses wearing striped coats received fewer "
                    "landings than the same horses in plain coats.",
        "claims": [
            ("paraphrase", F, "Horse flies came near zebras as often as they came near horses."),
            ("paraphrase", F, "Far fewer flies landed on zebras than on horses."),
            ("paraphrase", F, "Horses in striped coats had fewer fly landings than when they wore plain coats."),
            ("opposite", U, "Horse flies approached zebras much less often than horses."),
            ("swapped_roles", U, "Horses in plain coats received fewer landings than horses in striped coats."),
            ("causal", U, "The study proved that stripes evolved to keep flies away."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh87", "names": "Lecture transcript: meteor showers",
        "evidence": "A meteor shower happens when the Earth passes through the trail of dust left by a comet. "
                    "The bits are mostly smaller than a grain of sand, and they burn up about a hundred "
                    "kilometres above the ground, long before they could reach it.",
        "claims": [
            ("paraphrase", F, "Meteor showers occur when Earth moves through a comet's dust trail."),
            ("paraphrase", F, "Most of the particles are smaller than grains of sand."),
            ("paraphrase", F, "The particles burn up roughly 100 km up, well before reaching the ground."),
            ("substitution", U, "A meteor shower happens when the Earth passes through the trail left by an asteroid."),
            ("opposite", U, "Most of the particles reach the ground before burning up."),
            ("number", U, "The particles burn up about ten kilometres above the ground."),
        ],
    },
    {
        "domain": "essay", "split": "fresh87", "names": "Course reader: Zheng He's voyages",
        "evidence": "Between 1405 and 1433 the admiral Zheng He led seven voyages for the Ming emperors, reaching "
                    "as far as East Africa. After the Yongle Emperor died, officials at court opposed the costly "
                    "expeditions, and the fleet was allowed to decay.",
        "claims": [
            ("paraphrase", F, "Zheng He commanded seven voyages for the Ming between 1405 and 1433."),
            ("paraphrase", F, "His fleets sailed as far as the coast of East Africa."),
            ("paraphrase", F, "After the Yongle Emperor's death, court officials opposed the expensive voyages."),
            ("number", U, "Zheng He led twelve voyages for the Ming emperors."),
            ("opposite", U, "Officials at court strongly supported the expeditions after the Yongle Emperor died."),
            ("substitution", U, "Zheng He's voyages reached as far as South America."),
        ],
    },
]
