"""A hundred-and-twenty-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh124``).

Written on 2026-11-28 (session 50), before any run of the verifier on it, on topics no earlier split
uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh124", "names": "Repertoire notes: the minuet",
        "evidence": "A minuet is a stately dance in three-four time, usually paired with a contrasting trio, after "
                    "which the minuet is played again. Count each bar in three but feel it as one gentle pulse, and "
                    "lean slightly on the first beat without accenting it harshly.",
        "claims": [
            ("paraphrase", F, "Minuets are in triple time."),
            ("paraphrase", F, "The minuet returns after the trio."),
            ("paraphrase", F, "Give the first beat a slight weight but not a hard accent."),
            ("number", U, "A minuet is written in two-four time."),
            ("opposite", U, "Accent the first beat of each bar sharply."),
            ("reversed_order", U, "The trio comes first and is followed by the minuet."),
        ],
    },
    {
        "domain": "literature", "split": "fresh124", "names": "Study guide: Vanity Fair",
        "evidence": "Becky Sharp, a penniless governess, secretly marries Rawdon Crawley, the younger son of her "
                    "employer, Sir Pitt. Her school friend Amelia Sedley marries George Osborne, who is killed at "
                    "Waterloo, and for years Amelia ignores the devotion of the loyal Dobbin.",
        "claims": [
            ("paraphrase", F, "Becky Sharp works as a governess and has no money."),
            ("paraphrase", F, "Becky's marriage to Rawdon Crawley is kept secret."),
            ("paraphrase", F, "George Osborne dies at the Battle of Waterloo."),
            ("misattribution", U, "Amelia Sedley secretly marries Rawdon Crawley."),
            ("substitution", U, "Rawdon Crawley is Sir Pitt's eldest son."),
            ("opposite", U, "Amelia quickly returns Dobbin's devotion."),
        ],
    },
    {
        "domain": "docs", "split": "fresh124", "names": "Admin guide: automations",
        "evidence": "An automation runs its actions when its trigger fires, for example moving a card to Done when "
                    "all its checklist items are ticked. Automations run as the person who created them, and they "
                    "stop running if that person leaves the workspace. Each workspace can have at most 100 active "
                    "automations.",
        "claims": [
            ("paraphrase", F, "When the trigger fires, the automation carries out its actions."),
            ("paraphrase", F, "An automation acts with the identity of whoever made it."),
            ("paraphrase", F, "If its creator leaves the workspace, an automation stops working."),
            ("number", U, "A workspace can have up to 1000 active automations."),
            ("opposite", U, "Automations keep running after their creator leaves the workspace."),
            ("substitution", U, "Automations run as the workspace owner."),
        ],
    },
    {
        "domain": "science", "split": "fresh124", "names": "Abstract: mycorrhizal networks",
        "evidence": "Seedlings of Douglas fir grown in soil where mycorrhizal fungi linked them to older trees "
                    "survived better than seedlings in soil where the links were cut with a fine mesh. Labelled "
                    "carbon moved from the older trees to the linked seedlings, though the amount was small, under "
                    "ten percent of the seedlings' carbon.",
        "claims": [
            ("paraphrase", F, "Seedlings connected to older trees through fungi survived better."),
            ("paraphrase", F, "Carbon passed from the older trees to the linked seedlings."),
            ("paraphrase", F, "Less than a tenth of the seedlings' carbon came from the older trees."),
            ("reversed_order", U, "Labelled carbon moved from the seedlings to the older trees."),
            ("opposite", U, "Seedlings whose fungal links were cut survived better."),
            ("number", U, "About a third of the seedlings' carbon came from the older trees."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh124", "names": "Lecture transcript: the South Sea Bubble",
        "evidence": "In 1720 shares in the South Sea Company rose from about 128 pounds in January to over 1,000 "
                    "pounds by August, then collapsed to under 200 by the end of the year. Parliament later "
                    "confiscated the estates of several directors to compensate investors.",
        "claims": [
            ("paraphrase", F, "South Sea shares climbed above 1,000 pounds by August 1720."),
            ("paraphrase", F, "By the close of 1720 the share price had fallen below 200 pounds."),
            ("paraphrase", F, "Several directors had their estates seized to repay investors."),
            ("date", U, "South Sea shares peaked in 1730."),
            ("number", U, "The shares started the year at about 28 pounds."),
            ("swapped_roles", U, "The directors confiscated the estates of investors."),
        ],
    },
    {
        "domain": "essay", "split": "fresh124", "names": "Course reader: Wordsworth's daffodils",
        "evidence": "In 'I Wandered Lonely as a Cloud', the speaker comes upon a host of daffodils beside a lake, "
                    "dancing in the breeze. He thinks little of it at the time, but later, lying on his couch in a "
                    "vacant or pensive mood, the memory flashes upon his inward eye and fills his heart with "
                    "pleasure.",
        "claims": [
            ("paraphrase", F, "The speaker finds a crowd of daffodils by a lake."),
            ("paraphrase", F, "At the time he does not realise how much the sight means to him."),
            ("paraphrase", F, "Remembering the daffodils later makes him happy."),
            ("opposite", U, "He feels the full joy of the daffodils at the moment he sees them."),
            ("substitution", U, "The speaker comes upon the daffodils in a forest clearing."),
            ("reversed_order", U, "The speaker remembers the daffodils first and only later sees them by the lake."),
        ],
    },
]
