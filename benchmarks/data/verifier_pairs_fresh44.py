"""A forty-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh44``).

Written on 2026-11-26 (session 37) after round 43 (whose rules read ``fresh43``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh44", "names": "Masterclass transcript: voicing in Schumann",
        "evidence": "In Träumerei the melody sits in the top voice of the right hand, but the tenor line in "
                    "the left hand answers it in bar 2. Bring the tenor out there, and keep the inner chords "
                    "under both of them.",
        "claims": [
            ("paraphrase", F, "In Träumerei the tune is carried by the right hand's highest voice."),
            ("paraphrase", F, "In the second bar, let the left-hand tenor line come through, since it replies "
                              "to the melody."),
            ("paraphrase", F, "The inner chords should stay quieter than both the melody and the tenor."),
            ("swapped_roles", U, "In Träumerei the melody sits in the tenor line of the left hand, answered by "
                                 "the top voice of the right hand."),
            ("number", U, "The tenor line answers the melody in bar 6."),
            ("opposite", U, "Bring the inner chords out above the melody and the tenor."),
        ],
    },
    {
        "domain": "literature", "split": "fresh44", "names": "Study notes on The Tempest",
        "evidence": "Prospero, once Duke of Milan, was overthrown by his brother Antonio and set adrift with "
                    "his daughter Miranda. On the island he frees the spirit Ariel from a tree where the "
                    "witch Sycorax had imprisoned him, and Ariel serves him in return for a promise of freedom.",
        "claims": [
            ("paraphrase", F, "Antonio seized the dukedom of Milan from his brother Prospero and cast him adrift "
                              "with Miranda."),
            ("paraphrase", F, "Ariel works for Prospero because Prospero has promised to set him free."),
            ("swapped_roles", U, "Prospero overthrew his brother Antonio and set him adrift."),
            ("misattribution", U, "Prospero had imprisoned Ariel in a tree."),
            ("substitution", U, "Prospero was set adrift with his son Miranda."),
            ("opposite", U, "Ariel serves Prospero willingly, with no promise of freedom."),
        ],
    },
    {
        "domain": "docs", "split": "fresh44", "names": "Message queue guide: backpressure",
        "evidence": "When a consumer falls behind, the broker stops delivering new messages to it once 100 "
                    "are unacknowledged. Acknowledging messages frees slots; messages that are never "
                    "acknowledged are redelivered after the 30-second visibility timeout.",
        "claims": [
            ("paraphrase", F, "A lagging consumer gets no new messages after 100 of its messages are waiting "
                              "for acknowledgement."),
            ("paraphrase", F, "Unacknowledged messages are delivered again once the 30-second visibility "
                              "timeout passes."),
            ("paraphrase", F, "Slots are freed when messages are acknowledged."),
            ("number", U, "The broker stops delivering after 1000 unacknowledged messages."),
            ("opposite", U, "Messages that are never acknowledged are deleted after the visibility timeout."),
            ("opposite", U, "When a consumer falls behind, the broker delivers messages to it faster."),
            ("reversed_order", U, "Messages are redelivered before the visibility timeout expires."),
        ],
    },
    {
        "domain": "science", "split": "fresh44", "names": "Abstract: mangroves and storm surge",
        "evidence": "Along the surveyed coast, every 100 metres of mangrove forest reduced storm-surge height "
                    "by about 4%. The effect was weaker where the forest had been thinned for shrimp ponds.",
        "claims": [
            ("paraphrase", F, "Each 100 m of mangroves cut the height of storm surges by roughly 4 percent."),
            ("paraphrase", F, "Where mangroves were thinned to make shrimp ponds, they protected less against "
                              "surges."),
            ("number", U, "Every 100 metres of mangrove forest reduced storm-surge height by about 40%."),
            ("opposite", U, "The effect was stronger where the forest had been thinned for shrimp ponds."),
            ("opposite", U, "Mangrove forest increased storm-surge height."),
            ("substitution", U, "The effect was weaker where the forest had been thinned for rice paddies."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh44", "names": "Biology lecture 11: insulin",
        "evidence": "After a meal, rising blood glucose triggers the pancreas to release insulin, which lets "
                    "muscle and liver cells take up glucose. Between meals, glucagon signals the liver to "
                    "release stored glucose.",
        "claims": [
            ("paraphrase", F, "When blood sugar goes up after eating, the pancreas secretes insulin."),
            ("paraphrase", F, "Insulin allows liver and muscle cells to absorb glucose."),
            ("paraphrase", F, "Between meals the liver is told by glucagon to release the glucose it has "
                              "stored."),
            ("swapped_roles", U, "After a meal, glucagon lets muscle and liver cells take up glucose."),
            ("opposite", U, "After a meal, falling blood glucose triggers the pancreas to release insulin."),
            ("substitution", U, "Rising blood glucose triggers the kidneys to release insulin."),
        ],
    },
    {
        "domain": "essay", "split": "fresh44", "names": "Course book: the Spanish Armada",
        "evidence": "In 1588 Philip II sent the Armada to escort an invasion army from the Netherlands. "
                    "English fireships scattered the fleet at Calais, and storms wrecked many ships as they "
                    "sailed home around Scotland and Ireland.",
        "claims": [
            ("paraphrase", F, "Philip II dispatched the Armada in 1588 to accompany an invading army from the "
                              "Netherlands."),
            ("paraphrase", F, "On the voyage home round Scotland and Ireland, many of the ships were wrecked "
                              "by storms."),
            ("misattribution", U, "Spanish fireships scattered the English fleet at Calais."),
            ("number", U, "Philip II sent the Armada in 1598."),
            ("reversed_order", U, "Storms wrecked many ships before the fleet was scattered at Calais."),
            ("substitution", U, "English fireships scattered the fleet at Dover."),
        ],
    },
]
