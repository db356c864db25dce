"""A tenth held-out set for ``benchmarks/verifier.py`` (split ``fresh9``), weighted to faithful
paraphrases (the side unseen pairs showed weakest).

Written on 2026-11-26 (session 30) after the eighth round and before any check read it; measured
once before its errors were read. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh9", "names": "Memorisation handbook",
        "evidence": "Memorise a piece in sections, starting from the end, so that the last pages are as "
                    "secure as the first. Practise starting from several points inside each section.",
        "claims": [
            ("paraphrase", F, "Learn the piece from memory section by section, beginning with the end."),
            ("paraphrase", F, "Starting from the end makes the final pages as secure as the opening ones."),
            ("paraphrase", F, "Within each section, practise beginning at several different points."),
            ("paraphrase", F, "So that the last pages are as secure as the first, memorise the piece in sections from the end."),
            ("reversed_order", U, "Memorise a piece in sections, starting from the beginning."),
            ("opposite", U, "Practise each section only from its first note."),
        ],
    },
    {
        "domain": "piano", "split": "fresh9", "names": "Dynamics guide",
        "evidence": "A crescendo should grow gradually over the whole phrase; saving most of the increase "
                    "for the last few notes makes it sound more exciting.",
        "claims": [
            ("paraphrase", F, "Spread a crescendo gradually across the entire phrase."),
            ("paraphrase", F, "Keeping most of the growth for the final notes adds excitement to a crescendo."),
            ("paraphrase", F, "The crescendo sounds more exciting when most of the increase is saved for the last few notes."),
            ("opposite", U, "A crescendo should grow suddenly at the start of the phrase."),
            ("opposite", U, "Saving the increase for the last notes makes a crescendo sound dull."),
        ],
    },
    {
        "domain": "essay", "split": "fresh9", "names": "Great Gatsby study guide",
        "evidence": "Gatsby throws lavish parties in the hope that Daisy will wander in one night; Nick "
                    "later learns that Gatsby bought the house to be across the bay from her.",
        "claims": [
            ("paraphrase", F, "Gatsby holds extravagant parties hoping that Daisy will one night turn up."),
            ("paraphrase", F, "Nick later discovers that Gatsby bought the house so it would face Daisy's across the bay."),
            ("paraphrase", F, "In the hope that Daisy might appear, Gatsby throws lavish parties."),
            ("misattribution", U, "Nick throws lavish parties in the hope that Daisy will wander in."),
            ("swapped_roles", U, "Daisy throws lavish parties in the hope that Gatsby will wander in one night."),
        ],
    },
    {
        "domain": "essay", "split": "fresh9", "names": "Industrial towns: a social history",
        "evidence": "As factories drew workers into the towns, overcrowded housing and poor sanitation "
                    "led to repeated outbreaks of cholera in the 1830s and 1840s.",
        "claims": [
            ("paraphrase", F, "Overcrowding and bad sanitation in the factory towns caused repeated cholera outbreaks in the 1830s and 1840s."),
            ("paraphrase", F, "Factories pulled workers into the towns, where housing became overcrowded."),
            ("paraphrase", F, "Cholera broke out again and again in the 1830s and 1840s because of poor sanitation and crowded housing."),
            ("number", U, "Overcrowded housing led to repeated outbreaks of cholera in the 1870s."),
            ("substitution", U, "Overcrowded housing and poor sanitation led to repeated outbreaks of typhoid."),
        ],
    },
    {
        "domain": "docs", "split": "fresh9", "names": "Message queue client guide",
        "evidence": "Consumers acknowledge each message after processing it; unacknowledged messages are "
                    "redelivered when the consumer disconnects. Set prefetch to 1 for long-running tasks.",
        "claims": [
            ("paraphrase", F, "A consumer acknowledges every message once it has processed it."),
            ("paraphrase", F, "If a consumer disconnects, messages it has not acknowledged are delivered again."),
            ("paraphrase", F, "For tasks that run for a long time, set prefetch to 1."),
            ("paraphrase", F, "Messages that were never acknowledged get redelivered when their consumer drops the connection."),
            ("reversed_order", U, "Consumers acknowledge each message before processing it."),
            ("number", U, "Set prefetch to 10 for long-running tasks."),
        ],
    },
    {
        "domain": "docs", "split": "fresh9", "names": "Password policy page",
        "evidence": "Passwords must be at least 12 characters long and are checked against a list of "
                    "breached passwords; there is no requirement to include symbols.",
        "claims": [
            ("paraphrase", F, "A password needs twelve or more characters."),
            ("paraphrase", F, "New passwords are compared with a list of passwords known to have been breached."),
            ("paraphrase", F, "Symbols are not required in passwords."),
            ("opposite", U, "Passwords must include at least one symbol."),
            ("number", U, "Passwords must be at least 8 characters long."),
        ],
    },
    {
        "domain": "science", "split": "fresh9", "names": "Exercise and mood trial",
        "evidence": "In a twelve-week trial of 300 adults with mild depression, three walks a week reduced "
                    "symptom scores about as much as a course of talking therapy.",
        "claims": [
            ("paraphrase", F, "Walking three times a week lowered depression scores roughly as much as talking therapy did."),
            ("paraphrase", F, "The trial lasted twelve weeks and included 300 adults with mild depression."),
            ("paraphrase", F, "For adults with mild depression, regular walks worked about as well as talking therapy at reducing symptoms."),
            ("strength", U, "Walking cures depression better than any therapy."),
            ("population", U, "In teenagers with severe depression, three walks a week reduced symptoms."),
        ],
    },
    {
        "domain": "science", "split": "fresh9", "names": "Pollinator field study",
        "evidence": "Fields bordered by strips of wildflowers had twice as many wild bees as fields without "
                    "them, and the crops next to the strips produced more fruit.",
        "claims": [
            ("paraphrase", F, "Wildflower strips along field edges doubled the number of wild bees."),
            ("paraphrase", F, "Crops growing beside the wildflower strips yielded more fruit."),
            ("paraphrase", F, "Fields without wildflower borders had half as many wild bees as fields with them."),
            ("opposite", U, "Fields bordered by wildflower strips had fewer wild bees than other fields."),
            ("swapped_roles", U, "Fields without wildflower strips had twice as many wild bees as fields with them."),
        ],
    },
]
