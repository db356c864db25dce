"""An eighteenth held-out set for ``benchmarks/verifier.py`` (split ``fresh17``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 32) after round 16 (whose rules read ``fresh16``'s errors) and
measured once, at the end of this session, with no round after it. Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh17", "names": "Abstract: bird song in cities",
        "evidence": "Great tits in noisy city parks sang at a higher minimum pitch than birds in quiet "
                    "woodland nearby. When traffic noise was played to woodland birds, they raised their "
                    "pitch within a single morning, which suggests the change is learned rather than "
                    "inherited.",
        "claims": [
            ("paraphrase", F, "In noisy urban parks, great tits sang with a higher lowest pitch than those in quiet nearby woods."),
            ("paraphrase", F, "Woodland birds exposed to recorded traffic noise raised their pitch in one morning."),
            ("paraphrase", F, "The quick shift points to a learned change, not an inherited one."),
            ("opposite", U, "Great tits in noisy parks sang at a lower minimum pitch than woodland birds."),
            ("negation", U, "Woodland birds did not change their pitch when traffic noise was played."),
            ("swapped_roles", U, "The change is inherited rather than learned."),
        ],
    },
    {
        "domain": "literature", "split": "fresh17", "names": "Study notes on The Great Gatsby",
        "evidence": "Nick Carraway, who narrates the novel, rents a small house next to Gatsby's mansion "
                    "in West Egg. Gatsby throws lavish parties in the hope that Daisy, who lives across "
                    "the bay in East Egg, will one day attend.",
        "claims": [
            ("paraphrase", F, "The narrator, Nick Carraway, rents a little house beside Gatsby's mansion in West Egg."),
            ("paraphrase", F, "Gatsby holds extravagant parties hoping that Daisy will come to one of them."),
            ("paraphrase", F, "Daisy lives on the other side of the bay, in East Egg."),
            ("swapped_roles", U, "Daisy lives in West Egg, across the bay from Gatsby's mansion in East Egg."),
            ("misattribution", U, "Tom Buchanan rents a small house next to Gatsby's mansion."),
            ("opposite", U, "Nick rents a large mansion next to Gatsby's small house."),
        ],
    },
    {
        "domain": "docs", "split": "fresh17", "names": "API pagination guide",
        "evidence": "List endpoints return at most 100 items per page. Pass the next_cursor value from a "
                    "response to fetch the following page; when next_cursor is empty, there are no more "
                    "pages. Cursors expire after 15 minutes.",
        "claims": [
            ("paraphrase", F, "A list endpoint returns no more than 100 items in one page."),
            ("paraphrase", F, "To get the next page, send the next_cursor from the previous response."),
            ("paraphrase", F, "An empty next_cursor means you have reached the last page."),
            ("number", U, "List endpoints return at most 1000 items per page."),
            ("opposite", U, "When next_cursor is empty, more pages are available."),
            ("number", U, "Cursors expire after 15 hours."),
        ],
    },
    {
        "domain": "piano", "split": "fresh17", "names": "Lesson notes: trills",
        "evidence": "Start a Mozart trill on the upper note and keep it even rather than fast. Let the trill "
                    "end with a small turn into the next note, and never let it swallow the beat that "
                    "follows.",
        "claims": [
            ("paraphrase", F, "In Mozart, begin the trill on the note above."),
            ("paraphrase", F, "Evenness matters more than speed in the trill."),
            ("paraphrase", F, "Finish the trill with a small turn leading to the next note."),
            ("opposite", U, "Start a Mozart trill on the lower note."),
            ("negation", U, "Let the trill swallow the beat that follows."),
            ("overgeneralisation", U, "Every trill in every composer must start on the upper note."),
        ],
    },
    {
        "domain": "history", "split": "fresh17", "names": "The Marshall Plan (lecture transcript)",
        "evidence": "between 1948 and 1952 the United States gave about 13 billion dollars to western "
                    "European countries to rebuild after the war. the Soviet Union refused the aid and "
                    "pressed its eastern European allies to refuse it too.",
        "claims": [
            ("paraphrase", F, "From 1948 to 1952 the US provided roughly 13 billion dollars to help western Europe rebuild after the war."),
            ("paraphrase", F, "The Soviet Union turned down the aid and pushed its eastern European allies to do the same."),
            ("number", U, "The United States gave about 30 billion dollars."),
            ("misattribution", U, "Britain gave about 13 billion dollars to western European countries."),
            ("opposite", U, "The Soviet Union accepted the aid."),
        ],
    },
    {
        "domain": "essay", "split": "fresh17", "names": "Guide to introductions",
        "evidence": "Open with the question your essay answers, not with a sweeping statement about all of "
                    "history. State your thesis by the end of the first paragraph so the reader knows what "
                    "you will argue.",
        "claims": [
            ("paraphrase", F, "Begin with the question the essay answers rather than a broad claim about the whole of history."),
            ("paraphrase", F, "Give your thesis by the end of the opening paragraph, so readers know what you are going to argue."),
            ("opposite", U, "Open with a sweeping statement about all of history."),
            ("reversed_order", U, "State your thesis at the end of the essay, not in the first paragraph."),
        ],
    },
    {
        "domain": "science", "split": "fresh17", "names": "Abstract: reading to toddlers",
        "evidence": "Toddlers whose parents read to them daily for six months knew about 40 more words than "
                    "toddlers in a control group. The gain was larger when parents asked questions about "
                    "the pictures than when they only read the text.",
        "claims": [
            ("paraphrase", F, "After six months of daily reading at home, toddlers knew around 40 more words than the control group."),
            ("paraphrase", F, "Asking questions about the pictures produced a bigger gain than simply reading the words."),
            ("swapped_roles", U, "The gain was larger when parents only read the text than when they asked questions about the pictures."),
            ("number", U, "Toddlers knew about 400 more words than the control group."),
            ("population", U, "Teenagers whose parents read to them daily knew about 40 more words."),
        ],
    },
    {
        "domain": "docs", "split": "fresh17", "names": "On-call handbook",
        "evidence": "Acknowledge a page within five minutes. If you cannot fix the problem within 30 "
                    "minutes, escalate to the secondary on-call engineer. Write the incident summary "
                    "within two working days.",
        "claims": [
            ("paraphrase", F, "Pages must be acknowledged within five minutes."),
            ("paraphrase", F, "Escalate to the secondary on-call engineer if the problem is not fixed in half an hour."),
            ("paraphrase", F, "The incident summary is due within two working days."),
            ("number", U, "Acknowledge a page within fifteen minutes."),
            ("substitution", U, "If you cannot fix the problem within 30 minutes, escalate to the engineering manager."),
            ("reversed_order", U, "Escalate to the secondary on-call engineer before acknowledging the page."),
        ],
    },
]
