"""A ninetieth held-out set for ``benchmarks/verifier.py`` (split ``fresh89``).

Written on 2026-11-27 (session 46) after round 88, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read, in round 89 (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh89", "names": "Lesson notes: grace notes",
        "evidence": "An acciaccatura is crushed in as quickly as possible just before the beat, so the main "
                    "note still lands on time. An appoggiatura is different: it falls on the beat and takes "
                    "half the value of the note it leans on, or two thirds if that note is dotted.",
        "claims": [
            ("paraphrase", F, "The acciaccatura is squeezed in very quickly just ahead of the beat."),
            ("paraphrase", F, "An appoggiatura is played on the beat."),
            ("paraphrase", F, "Before a dotted note, the appoggiatura takes two thirds of its value."),
            ("opposite", U, "An acciaccatura is played slowly and falls on the beat."),
            ("swapped_roles", U, "The acciaccatura takes half the value of the main note, while the "
                                 "appoggiatura is crushed in before the beat."),
            ("number", U, "An appoggiatura takes a quarter of the value of the note it leans on."),
        ],
    },
    {
        "domain": "literature", "split": "fresh89", "names": "Study guide: Treasure Island",
        "evidence": "Jim Hawkins finds the map in Billy Bones's sea chest after the old captain dies at the "
                    "Admiral Benbow inn. Squire Trelawney buys the Hispaniola and hires Long John Silver as cook, "
                    "not knowing that Silver plans to seize the ship and the treasure.",
        "claims": [
            ("paraphrase", F, "After Billy Bones dies, Jim discovers the map in his sea chest."),
            ("paraphrase", F, "The squire takes on Long John Silver as the ship's cook."),
            ("paraphrase", F, "Trelawney is unaware that Silver means to take over the ship."),
            ("misattribution", U, "Long John Silver buys the Hispaniola."),
            ("opposite", U, "Trelawney knows from the start that Silver plans a mutiny."),
            ("reversed_order", U, "Jim finds the map before Billy Bones dies."),
        ],
    },
    {
        "domain": "docs", "split": "fresh89", "names": "Database guide: sharding",
        "evidence": "Rows are assigned to one of 16 shards by a hash of the customer id, so all of a customer's "
                    "orders live on the same shard. Queries that filter by customer id touch one shard; queries "
                    "without it are sent to every shard and are much slower.",
        "claims": [
            ("paraphrase", F, "A hash of the customer id decides which of the 16 shards a row goes to."),
            ("paraphrase", F, "Every order of a given customer is stored on one shard."),
            ("paraphrase", F, "A query with no customer id filter goes to all shards and runs much more slowly."),
            ("number", U, "Rows are spread over 64 shards."),
            ("opposite", U, "A customer's orders are spread across many shards."),
            ("swapped_roles", U, "Queries that filter by customer id are sent to every shard, while queries "
                                 "without it touch only one."),
        ],
    },
    {
        "domain": "science", "split": "fresh89", "names": "Abstract: emperor penguin huddles",
        "evidence": "Emperor penguins breeding in winter formed tight huddles when the air fell below minus 10 "
                    "degrees. Birds on the windward edge moved along the flanks to the sheltered side, so the "
                    "huddle crept slowly downwind and every bird spent some time inside it.",
        "claims": [
            ("paraphrase", F, "When the air dropped below minus 10 degrees the penguins huddled tightly together."),
            ("paraphrase", F, "Penguins on the side facing the wind walked along the flanks to the sheltered side."),
            ("paraphrase", F, "The huddle slowly drifted downwind."),
            ("number", U, "The penguins huddled only when it fell below minus 30 degrees."),
            ("opposite", U, "The same birds stayed on the outside of the huddle the whole time."),
            ("overgeneralisation", U, "All penguin species huddle in winter."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh89", "names": "Lecture transcript: Shackleton's Endurance",
        "evidence": "Endurance was trapped in the pack ice of the Weddell Sea in January 1915 and crushed ten "
                    "months later. The crew camped on the ice, then sailed the lifeboats to Elephant Island, and "
                    "Shackleton took five men on to South Georgia in a small boat to fetch help.",
        "claims": [
            ("paraphrase", F, "Endurance became stuck in the Weddell Sea pack ice in January 1915."),
            ("paraphrase", F, "The ice crushed the ship about ten months later."),
            ("paraphrase", F, "With five companions Shackleton sailed a small boat to South Georgia for help."),
            ("date", U, "Endurance was trapped in the ice in January 1912."),
            ("reversed_order", U, "The crew reached Elephant Island before they camped on the ice."),
            ("number", U, "Shackleton took twelve men with him to South Georgia."),
        ],
    },
    {
        "domain": "essay", "split": "fresh89", "names": "Course reader: James Lind and scurvy",
        "evidence": "In 1747 the naval surgeon James Lind gave twelve sailors with scurvy six different remedies. "
                    "The two who ate oranges and lemons recovered fastest, but the Royal Navy did not issue "
                    "lemon juice to all its ships until 1795.",
        "claims": [
            ("paraphrase", F, "James Lind tested six remedies on twelve sailors who had scurvy in 1747."),
            ("paraphrase", F, "The sailors given oranges and lemons got better the quickest."),
            ("paraphrase", F, "Lemon juice was not given to every Royal Navy ship until 1795."),
            ("opposite", U, "The sailors given oranges and lemons recovered most slowly."),
            ("causal", U, "Lind's trial led the navy to issue lemon juice to every ship at once."),
            ("misattribution", U, "Captain Cook gave twelve sailors six remedies for scurvy in 1747."),
        ],
    },
]
