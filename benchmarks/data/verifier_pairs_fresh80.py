"""An eighty-first held-out set for ``benchmarks/verifier.py`` (split ``fresh80``).

Written on 2026-11-27 (session 44) after round 79, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh80", "names": "Lesson notes: tremolo",
        "evidence": "For a tremolo between two notes, let the forearm rotate rather than moving each finger "
                    "separately, and keep the fingers close to the keys. Begin slowly and evenly; speed comes "
                    "from relaxing the rotation, not from pressing harder.",
        "claims": [
            ("paraphrase", F, "A tremolo should come from forearm rotation, not from each finger moving alone."),
            ("paraphrase", F, "Keep your fingers near the keys during a tremolo."),
            ("paraphrase", F, "To play a tremolo faster, relax the rotation instead of pressing harder."),
            ("opposite", U, "Press harder into the keys to make a tremolo faster."),
            ("opposite", U, "Lift the fingers high above the keys for a tremolo."),
            ("opposite", U, "Move each finger separately and keep the forearm still."),
        ],
    },
    {
        "domain": "literature", "split": "fresh80", "names": "Study guide: Persuasion",
        "evidence": "Eight years before the novel opens, Anne Elliot was persuaded by Lady Russell to break off "
                    "her engagement to Frederick Wentworth, then a poor naval officer. He returns as a wealthy "
                    "captain, at first courts Louisa Musgrove, and finally writes Anne a letter renewing his "
                    "proposal.",
        "claims": [
            ("paraphrase", F, "Lady Russell talked Anne into ending her engagement to Wentworth."),
            ("paraphrase", F, "Wentworth was a poor naval officer when Anne broke off the engagement."),
            ("paraphrase", F, "In the end Wentworth writes Anne a letter proposing again."),
            ("misattribution", U, "Anne's father persuaded her to break off the engagement."),
            ("number", U, "Anne broke off the engagement three years before the novel opens."),
            ("opposite", U, "Wentworth returns as a poor captain."),
        ],
    },
    {
        "domain": "docs", "split": "fresh80", "names": "Queue guide: dead-letter queue",
        "evidence": "A message that fails processing is retried up to five times with exponential backoff. "
                    "After the fifth failure it is moved to the dead-letter queue, where it is kept for 14 days "
                    "and can be replayed by hand; it is never retried automatically from there.",
        "claims": [
            ("paraphrase", F, "Failed messages get up to five retries with exponential backoff."),
            ("paraphrase", F, "A message that fails a fifth time goes to the dead-letter queue."),
            ("paraphrase", F, "Messages in the dead-letter queue are only replayed manually."),
            ("number", U, "Messages stay in the dead-letter queue for 30 days."),
            ("opposite", U, "Messages in the dead-letter queue are retried automatically every day."),
            ("reversed_order", U, "A failed message goes to the dead-letter queue first and is retried afterwards."),
        ],
    },
    {
        "domain": "science", "split": "fresh80", "names": "Abstract: narwhal tusks",
        "evidence": "The narwhal's tusk is an enlarged canine tooth that grows through the upper lip, mostly in "
                    "males. Its surface holds millions of nerve endings, and in our tests tusks responded to "
                    "changes in the saltiness of the water, suggesting the tusk may work as a sensory organ.",
        "claims": [
            ("paraphrase", F, "A narwhal's tusk is an enlarged canine tooth."),
            ("paraphrase", F, "Tusks mostly grow in male narwhals."),
            ("paraphrase", F, "The tusks reacted to changes in how salty the water was."),
            ("opposite", U, "The tusk grows through the lower jaw."),
            ("strength", U, "The tests prove the tusk is a sensory organ."),
            ("population", U, "Tusks grow equally in males and females."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh80", "names": "Lecture transcript: the Tunguska event",
        "evidence": "[00:40:15] In June 1908 an object exploded several kilometres above the Tunguska river in "
                    "Siberia and flattened some 80 million trees. [00:40:44] Because it burst in the air, no "
                    "impact crater was left, which is why expeditions in the 1920s found only scorched, "
                    "flattened forest.",
        "claims": [
            ("paraphrase", F, "The Tunguska explosion in 1908 flattened about 80 million trees."),
            ("paraphrase", F, "The object burst several kilometres up in the air over Siberia."),
            ("paraphrase", F, "No crater formed because the object exploded in the air."),
            ("opposite", U, "The Tunguska object hit the ground and left a large crater."),
            ("number", U, "The explosion flattened some 8 million trees."),
            ("date", U, "The Tunguska explosion happened in June 1920."),
        ],
    },
    {
        "domain": "essay", "split": "fresh80", "names": "Course reader: Venice's foundations",
        "evidence": "Much of Venice stands on wooden piles driven into the mud of the lagoon. Because the piles "
                    "sit below the water, where there is little oxygen, the wood has not rotted; over the "
                    "centuries minerals have hardened it instead.",
        "claims": [
            ("paraphrase", F, "Large parts of Venice rest on timber piles sunk into the lagoon mud."),
            ("paraphrase", F, "The piles stay underwater, where oxygen is scarce."),
            ("paraphrase", F, "Minerals have hardened the wood over time rather than letting it rot."),
            ("opposite", U, "The wooden piles have rotted because they sit below the water."),
            ("causal", U, "The piles have not rotted because they were coated with tar."),
            ("opposite", U, "The piles sit above the water, where there is plenty of oxygen."),
        ],
    },
]
