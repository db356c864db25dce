"""A sixty-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh66``).

Written on 2026-11-27 (session 40) after round 65 (whose rules read ``fresh65``'s errors) and
measured once, at the end of this session, with no round after it. Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh66", "names": "Masterclass notes: Bach inventions",
        "evidence": "In the inventions, each voice must be heard as a separate line, so practise the hands "
                    "separately and sing one part while playing the other. Use little or no pedal, and shape "
                    "phrases with touch rather than with dynamics alone.",
        "claims": [
            ("paraphrase", F, "Practise the hands on their own so that each voice comes through as its own line."),
            ("paraphrase", F, "Sing one voice while you play the other."),
            ("paraphrase", F, "Shape the phrases through touch, not only through dynamics."),
            ("opposite", U, "Use plenty of pedal in the inventions to join the voices."),
            ("opposite", U, "Let the voices blend into a single line."),
            ("substitution", U, "Hum one part while tapping the other on the lid."),
        ],
    },
    {
        "domain": "literature", "split": "fresh66", "names": "Study notes: A Christmas Carol",
        "evidence": "On Christmas Eve the miser Ebenezer Scrooge is visited by the ghost of his former partner, "
                    "Jacob Marley, who warns him that three spirits will come. After seeing his past, present "
                    "and possible future, Scrooge wakes on Christmas morning a generous man.",
        "claims": [
            ("paraphrase", F, "Marley's ghost visits Scrooge on Christmas Eve and tells him three spirits will "
                              "come."),
            ("paraphrase", F, "Scrooge wakes up generous on Christmas morning."),
            ("number", U, "Marley warns Scrooge that four spirits will come."),
            ("misattribution", U, "Bob Cratchit warns Scrooge that three spirits will come."),
            ("opposite", U, "Scrooge wakes on Christmas morning as miserly as before."),
            ("date", U, "Marley's ghost visits Scrooge on New Year's Eve."),
        ],
    },
    {
        "domain": "docs", "split": "fresh66", "names": "API guide: pagination",
        "evidence": "List endpoints return at most 100 items per page. To get the next page, pass the cursor "
                    "from the previous response; cursors expire after 24 hours, and an expired cursor returns "
                    "a 410 error.",
        "claims": [
            ("paraphrase", F, "A page from a list endpoint holds no more than 100 items."),
            ("paraphrase", F, "Pass the previous response's cursor to fetch the following page."),
            ("number", U, "List endpoints return up to 1,000 items per page."),
            ("opposite", U, "Cursors never expire."),
            ("number", U, "An expired cursor returns a 404 error."),
            ("reversed_order", U, "Pass the cursor from the next response to get the previous page."),
        ],
    },
    {
        "domain": "science", "split": "fresh66", "names": "Abstract: green space and stress",
        "evidence": "Adults who spent at least two hours a week in parks or woodland reported better health and "
                    "wellbeing than those who spent none. Benefits levelled off above five hours, and the pattern "
                    "held for both high- and low-income groups.",
        "claims": [
            ("paraphrase", F, "Spending two or more hours a week in green spaces was linked to better reported "
                              "health in adults."),
            ("paraphrase", F, "The benefits stopped growing beyond five hours a week."),
            ("number", U, "Benefits levelled off above two hours a week."),
            ("opposite", U, "The pattern held only for high-income groups."),
            ("causal", U, "Visiting parks for two hours a week causes better health."),
            ("population", U, "Children who spent two hours a week in parks reported better health."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh66", "names": "History lecture 9: the printing revolution",
        "evidence": "[00:14:30] Before printing, a single book could take a scribe months to copy. [00:14:41] "
                    "With movable type, a press could turn out hundreds of identical copies in the same time, "
                    "so errors were no longer multiplied by each new hand-copy.",
        "claims": [
            ("paraphrase", F, "Copying one book by hand could take a scribe several months."),
            ("paraphrase", F, "A press with movable type could produce hundreds of identical copies in the time "
                              "a scribe took for one."),
            ("opposite", U, "Printed copies multiplied errors more than hand-copies did."),
            ("number", U, "A scribe could copy a book in a few days."),
            ("swapped_roles", U, "Scribes could turn out hundreds of copies in the time a press made one."),
            ("opposite", U, "Every printed copy of a book was slightly different."),
        ],
    },
    {
        "domain": "essay", "split": "fresh66", "names": "Course book: the Suez Crisis",
        "evidence": "In 1956 Egypt's President Nasser nationalised the Suez Canal. Britain, France and Israel "
                    "invaded, but under pressure from the United States they withdrew, and the crisis marked "
                    "the decline of British power in the Middle East.",
        "claims": [
            ("paraphrase", F, "Nasser, Egypt's president, nationalised the Suez Canal in 1956."),
            ("paraphrase", F, "After invading, Britain, France and Israel pulled out under American pressure."),
            ("misattribution", U, "The Soviet Union pressured Britain, France and Israel into invading."),
            ("opposite", U, "The crisis strengthened British power in the Middle East."),
            ("date", U, "Nasser nationalised the Suez Canal in 1965."),
            ("opposite", U, "The United States supported the invasion."),
        ],
    },
]
