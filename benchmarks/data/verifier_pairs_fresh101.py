"""A hundred-and-second held-out set for ``benchmarks/verifier.py`` (split ``fresh101``).

Written on 2026-11-27 (session 47) before any run of the verifier on it, on topics no earlier
split uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh101", "names": "Lesson notes: bench height and posture",
        "evidence": "Sit so that your forearms are roughly level with the keys and your elbows hang slightly in "
                    "front of the body. Sitting too low forces the wrists up and tires the shoulders. Sit on the "
                    "front half of the bench, with both feet flat on the floor or on a footstool.",
        "claims": [
            ("paraphrase", F, "Your forearms should be about level with the keyboard."),
            ("paraphrase", F, "If the bench is too low, the wrists rise and the shoulders get tired."),
            ("paraphrase", F, "Sit on the front half of the bench with your feet flat on the floor or a footstool."),
            ("opposite", U, "Sit on the back of the bench so the whole thigh is supported."),
            ("opposite", U, "Sitting too high forces the wrists up."),
            ("specifics", U, "Keep your elbows exactly 10 centimetres in front of the body."),
        ],
    },
    {
        "domain": "literature", "split": "fresh101", "names": "Study guide: Around the World in Eighty Days",
        "evidence": "Phileas Fogg wagers 20,000 pounds with members of the Reform Club that he can travel around "
                    "the world in eighty days, and sets out that evening with his new valet, Passepartout. "
                    "Detective Fix, who believes Fogg robbed the Bank of England, follows them across the world "
                    "and has Fogg arrested in Liverpool.",
        "claims": [
            ("paraphrase", F, "Fogg bets members of the Reform Club 20,000 pounds that he can go round the world in "
                              "eighty days."),
            ("paraphrase", F, "He leaves the same evening with Passepartout, his newly hired servant."),
            ("paraphrase", F, "Fix, convinced that Fogg robbed the Bank of England, pursues them and gets Fogg "
                              "arrested in Liverpool."),
            ("misattribution", U, "Passepartout believes Fogg robbed the Bank of England."),
            ("number", U, "Fogg wagers 2,000 pounds that he can travel around the world in eighty days."),
            ("swapped_roles", U, "Fogg follows Detective Fix across the world."),
        ],
    },
    {
        "domain": "docs", "split": "fresh101", "names": "Cache reference: eviction",
        "evidence": "When the cache reaches its memory limit, it evicts the least recently used entries first. "
                    "Entries marked as pinned are never evicted, and setting max_memory to 0 disables the limit "
                    "entirely.",
        "claims": [
            ("paraphrase", F, "Once the memory limit is hit, the entries used least recently are removed first."),
            ("paraphrase", F, "Pinned entries are never evicted."),
            ("paraphrase", F, "A max_memory of 0 means there is no limit."),
            ("opposite", U, "The cache evicts the most recently used entries first."),
            ("opposite", U, "Pinned entries are evicted first when memory runs out."),
            ("substitution", U, "Setting max_memory to 0 empties the cache."),
        ],
    },
    {
        "domain": "science", "split": "fresh101", "names": "Abstract: naked mole-rats",
        "evidence": "Naked mole-rats live in underground colonies of up to 300 animals, in which only one female, "
                    "the queen, breeds. In the laboratory they survived 18 minutes without oxygen by switching to "
                    "burning fructose, and they rarely develop cancer.",
        "claims": [
            ("paraphrase", F, "Only the queen breeds in a naked mole-rat colony."),
            ("paraphrase", F, "Colonies can contain as many as 300 mole-rats."),
            ("paraphrase", F, "Deprived of oxygen, they lasted 18 minutes in the lab by burning fructose instead."),
            ("number", U, "They survived 80 minutes without oxygen."),
            ("overgeneralisation", U, "Naked mole-rats never develop cancer."),
            ("opposite", U, "Every female in the colony breeds."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh101", "names": "Lecture transcript: the Hindenburg",
        "evidence": "On 6 May 1937 the airship Hindenburg caught fire while landing at Lakehurst, New Jersey, and "
                    "was destroyed in about half a minute. Of the 97 people on board, 35 died, along with one man "
                    "on the ground.",
        "claims": [
            ("paraphrase", F, "The Hindenburg burst into flames as it was landing at Lakehurst in May 1937."),
            ("paraphrase", F, "Thirty-five of the 97 people aboard were killed, and one person on the ground also "
                              "died."),
            ("paraphrase", F, "It was destroyed in roughly thirty seconds."),
            ("number", U, "Of the 97 people on board, 62 died."),
            ("opposite", U, "The Hindenburg caught fire shortly after taking off from Lakehurst."),
            ("causal", U, "The fire was caused by a bomb planted on board."),
        ],
    },
    {
        "domain": "essay", "split": "fresh101", "names": "Course reader: The Swiss Family Robinson",
        "evidence": "Shipwrecked on their way to Port Jackson, a Swiss pastor, his wife and their four sons reach "
                    "an island on a raft made of tubs. They build a house in a giant tree, which they call "
                    "Falconhurst, and move to a cave for the rainy season.",
        "claims": [
            ("paraphrase", F, "The family are wrecked while sailing to Port Jackson."),
            ("paraphrase", F, "They get to the island on a raft built from tubs."),
            ("paraphrase", F, "In the wet season they move into a cave."),
            ("substitution", U, "The pastor and his wife have three daughters."),
            ("substitution", U, "They call the cave Falconhurst."),
            ("substitution", U, "They build their house on the beach."),
        ],
    },
]
