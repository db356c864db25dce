"""A hundred-and-fifty-first held-out set for ``benchmarks/verifier.py`` (split ``fresh150``).

Written on 2026-11-28 (session 54) after the round that read ``fresh146``-``fresh148``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh150", "names": "Repertoire notes: Tchaikovsky's Album for the Young",
        "evidence": "Tchaikovsky wrote these 24 short pieces for his nephew. The Sick Doll should be played "
                    "slowly with a heavy, sighing touch, while The New Doll is a quick, happy waltz.",
        "claims": [
            ("paraphrase", F, "The collection's 24 short pieces were written for Tchaikovsky's nephew."),
            ("paraphrase", F, "Play The Sick Doll slowly, with a heavy and sighing touch."),
            ("paraphrase", F, "The New Doll is a fast and cheerful waltz."),
            ("number", U, "Tchaikovsky wrote 12 short pieces for the album."),
            ("substitution", U, "Tchaikovsky wrote the pieces for his daughter."),
            ("swapped_roles", U, "The New Doll is slow and sighing, while The Sick Doll is a quick waltz."),
        ],
    },
    {
        "domain": "literature", "split": "fresh150", "names": "Study guide: A Tale of Two Cities",
        "evidence": "Charles Darnay, a French aristocrat who gave up his title, is arrested in Paris during the "
                    "Terror. Sydney Carton, who looks almost exactly like him, takes his place and dies on the "
                    "guillotine so that Darnay can return to his wife, Lucie.",
        "claims": [
            ("paraphrase", F, "Darnay is a French aristocrat who renounced his title."),
            ("paraphrase", F, "Carton, who closely resembles Darnay, swaps places with him."),
            ("paraphrase", F, "Carton is guillotined so that Darnay can go back to Lucie."),
            ("swapped_roles", U, "Darnay takes Carton's place and dies on the guillotine."),
            ("opposite", U, "Darnay keeps his aristocratic title."),
            ("substitution", U, "Darnay is arrested in London during the Terror."),
        ],
    },
    {
        "domain": "docs", "split": "fresh150", "names": "Help centre: location sharing",
        "evidence": "You can share your live location for 15 minutes, 1 hour or until you turn it off. People "
                    "you share with see your location only while sharing is on, and you can stop at any time "
                    "from the chat.",
        "claims": [
            ("paraphrase", F, "Live location can be shared for a quarter of an hour, an hour, or until you switch it off."),
            ("paraphrase", F, "Others see where you are only while sharing is turned on."),
            ("paraphrase", F, "Sharing can be stopped from the chat whenever you like."),
            ("number", U, "You can share your live location for 30 minutes or 2 hours."),
            ("opposite", U, "People you shared with can still see your location after you stop sharing."),
            ("scope", U, "Once started, location sharing cannot be stopped until the time runs out."),
        ],
    },
    {
        "domain": "science", "split": "fresh150", "names": "Abstract: lyrebirds",
        "evidence": "Male superb lyrebirds mimic the calls of other birds during courtship displays. Young males "
                    "learn the calls from older males rather than from the species they copy, so mimicked "
                    "calls can outlast the original species in a forest.",
        "claims": [
            ("paraphrase", F, "In courtship displays, male lyrebirds copy other birds' calls."),
            ("paraphrase", F, "Young males pick up the calls from older males, not from the birds they imitate."),
            ("paraphrase", F, "A mimicked call may survive in a forest after the species it came from is gone."),
            ("swapped_roles", U, "Older males learn the calls from young males."),
            ("opposite", U, "Young males learn the calls directly from the species they copy."),
            ("substitution", U, "Female lyrebirds mimic other birds during courtship displays."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh150", "names": "Lecture transcript: Lavoisier and oxygen",
        "evidence": "In the 1770s Antoine Lavoisier showed that burning is a reaction with a gas from the air, "
                    "which he named oxygen. Careful weighing showed that metals gain weight when they burn, "
                    "which overturned the idea that burning releases a substance called phlogiston.",
        "claims": [
            ("paraphrase", F, "Lavoisier showed in the 1770s that burning combines a substance with a gas in the air."),
            ("paraphrase", F, "He gave that gas the name oxygen."),
            ("paraphrase", F, "Weighing showed that metals become heavier when burned."),
            ("opposite", U, "Careful weighing showed that metals lose weight when they burn."),
            ("opposite", U, "Lavoisier's weighing supported the idea that burning releases phlogiston."),
            ("substitution", U, "Lavoisier named the gas hydrogen."),
        ],
    },
    {
        "domain": "essay", "split": "fresh150", "names": "Poetry notes: Sailing to Byzantium",
        "evidence": "Yeats's speaker, an old man, leaves a country that belongs to the young and sails to "
                    "Byzantium. He asks to be taken out of his ageing body and made into a golden bird that "
                    "sings to the emperor.",
        "claims": [
            ("paraphrase", F, "The old speaker leaves behind a land that belongs to the young."),
            ("paraphrase", F, "He travels by sea to Byzantium."),
            ("paraphrase", F, "He wishes to become a golden bird singing to the emperor."),
            ("opposite", U, "The speaker is a young man leaving a country of the old."),
            ("opposite", U, "He asks to stay in his ageing body forever."),
            ("substitution", U, "He asks to be made into a golden statue that guards the emperor."),
        ],
    },
]
