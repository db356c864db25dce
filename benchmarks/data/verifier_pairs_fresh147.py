"""A hundred-and-forty-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh147``).

Written on 2026-11-28 (session 54) before any run of the verifier on it, on topics no earlier split
uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh147", "names": "Repertoire notes: Liszt's Consolation No. 3",
        "evidence": "The melody sits in the middle of the texture and should be played by the thumb of the right "
                    "hand, while the left hand spreads wide arpeggios underneath. Keep the tempo flowing; "
                    "dragging makes the long phrases fall apart.",
        "claims": [
            ("paraphrase", F, "The right thumb carries the tune in the middle of the texture."),
            ("paraphrase", F, "Underneath, the left hand plays broad arpeggios."),
            ("paraphrase", F, "A slow, dragging tempo breaks up the long phrases."),
            ("opposite", U, "Slow the tempo right down so the long phrases hold together."),
            ("substitution", U, "The melody should be played by the little finger of the right hand."),
            ("swapped_roles", U, "The left hand plays the melody while the right hand spreads arpeggios."),
        ],
    },
    {
        "domain": "literature", "split": "fresh147", "names": "Study guide: The Old Curiosity Shop",
        "evidence": "Little Nell lives with her grandfather above his shop in London. His secret gambling puts "
                    "him in debt to the moneylender Quilp, who seizes the shop, and Nell leads the old man away "
                    "on a long journey through the countryside.",
        "claims": [
            ("paraphrase", F, "Nell and her grandfather live over his London shop."),
            ("paraphrase", F, "Quilp takes the shop after the grandfather runs up debts by gambling in secret."),
            ("paraphrase", F, "Nell guides the old man out of London and across the countryside."),
            ("swapped_roles", U, "The grandfather leads Nell away on a long journey."),
            ("substitution", U, "Quilp is a lawyer who buys the shop from the grandfather."),
            ("opposite", U, "The grandfather gambles openly, and Nell knows of it from the start."),
        ],
    },
    {
        "domain": "docs", "split": "fresh147", "names": "Help centre: blocking contacts",
        "evidence": "A blocked contact can no longer call you or send you messages, and they are not told that "
                    "you blocked them. Messages they sent before the block stay in your chat history until you "
                    "delete them.",
        "claims": [
            ("paraphrase", F, "Once blocked, a contact cannot message or call you."),
            ("paraphrase", F, "The person you block gets no notice of it."),
            ("paraphrase", F, "Earlier messages from them remain in your history unless you delete them."),
            ("opposite", U, "Blocked contacts receive a notice that you have blocked them."),
            ("opposite", U, "Blocking a contact erases the messages they sent you earlier."),
            ("scope", U, "A blocked contact can still call you but cannot send messages."),
        ],
    },
    {
        "domain": "science", "split": "fresh147", "names": "Abstract: archerfish",
        "evidence": "Archerfish knock insects off overhanging leaves by spitting jets of water at them. Young fish "
                    "miss most shots and improve by watching skilled adults, and experienced fish correct for "
                    "the way light bends at the water's surface.",
        "claims": [
            ("paraphrase", F, "They shoot jets of water to bring down insects sitting on leaves above the water."),
            ("paraphrase", F, "Juveniles get better by watching practised adults."),
            ("paraphrase", F, "Experienced archerfish allow for light bending at the surface."),
            ("opposite", U, "Young archerfish hit most of their targets from the start."),
            ("swapped_roles", U, "Adult archerfish learn by watching skilled young fish."),
            ("substitution", U, "Archerfish knock insects down by leaping out of the water."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh147", "names": "Lecture transcript: Henrietta Leavitt",
        "evidence": "Working at Harvard Observatory, Henrietta Leavitt found in 1912 that brighter Cepheid stars "
                    "pulse more slowly. Because a Cepheid's period reveals its true brightness, astronomers could "
                    "use these stars to measure distances to other galaxies.",
        "claims": [
            ("paraphrase", F, "In 1912 Leavitt showed that the brighter a Cepheid is, the slower it pulses."),
            ("paraphrase", F, "A Cepheid's true brightness can be read from its period."),
            ("paraphrase", F, "These stars let astronomers gauge how far away other galaxies are."),
            ("opposite", U, "Leavitt found that brighter Cepheids pulse faster."),
            ("number", U, "Leavitt made her discovery in 1928."),
            ("substitution", U, "Leavitt did this work at the Lick Observatory."),
        ],
    },
    {
        "domain": "essay", "split": "fresh147", "names": "Poetry notes: The Love Song of J. Alfred Prufrock",
        "evidence": "Eliot's speaker, Prufrock, keeps putting off a question he never dares to ask. He worries "
                    "about growing old and about what others will say of his thinning hair, and the poem ends "
                    "with him drowning as human voices wake him.",
        "claims": [
            ("paraphrase", F, "Prufrock keeps delaying a question he never has the nerve to ask."),
            ("paraphrase", F, "He frets about ageing and about remarks on his thinning hair."),
            ("paraphrase", F, "At the close, human voices wake him and he drowns."),
            ("opposite", U, "Prufrock finally asks his question with confidence."),
            ("opposite", U, "He is untroubled by what others say of him."),
            ("substitution", U, "The poem ends with Prufrock walking along the beach at dawn."),
        ],
    },
]
