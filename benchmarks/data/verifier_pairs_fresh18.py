"""A nineteenth held-out set for ``benchmarks/verifier.py`` (split ``fresh18``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 33) after round 17 (whose rules read ``fresh17``'s errors) and
measured once, at the end of this session, with no round after it. Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh18", "names": "Abstract: sleep and vocabulary",
        "evidence": "Children who napped after a word-learning session recalled more new words a day later "
                    "than children who stayed awake. The benefit held only for children who napped for at "
                    "least 30 minutes.",
        "claims": [
            ("paraphrase", F, "Kids who took a nap after learning new words remembered more of them the next day than kids who did not sleep."),
            ("paraphrase", F, "Naps shorter than half an hour gave no advantage."),
            ("paraphrase", F, "A nap of 30 minutes or more was needed for the recall benefit."),
            ("swapped_roles", U, "Children who stayed awake recalled more new words than children who napped."),
            ("number", U, "The benefit held only for children who napped for at least 90 minutes."),
            ("overgeneralization", U, "Any nap, however short, improves children's recall of new words."),
        ],
    },
    {
        "domain": "literature", "split": "fresh18", "names": "Study notes on Jane Eyre",
        "evidence": "Jane leaves Thornfield after learning that Rochester is already married to Bertha, who "
                    "is kept locked in the attic. She is taken in by the Rivers siblings, and St John later "
                    "asks her to marry him and go with him to India.",
        "claims": [
            ("paraphrase", F, "Jane departs from Thornfield once she discovers Rochester already has a wife, Bertha."),
            ("paraphrase", F, "Bertha is confined to the attic under lock and key."),
            ("paraphrase", F, "St John proposes to Jane and wants her to travel to India with him."),
            ("misattribution", U, "Rochester asks Jane to marry him and go with him to India."),
            ("opposite", U, "Jane stays at Thornfield after learning that Rochester is married."),
            ("substitution", U, "Bertha is kept locked in the cellar."),
        ],
    },
    {
        "domain": "docs", "split": "fresh18", "names": "Database backup runbook",
        "evidence": "Take a snapshot before any schema migration. Snapshots are kept for 14 days and are "
                    "encrypted at rest. Restoring a snapshot replaces the whole database, so restore into a "
                    "new instance first and compare the data.",
        "claims": [
            ("paraphrase", F, "Snapshot the database before running a schema migration."),
            ("paraphrase", F, "Snapshots are retained for two weeks and stored encrypted."),
            ("paraphrase", F, "Because a restore overwrites the entire database, restore to a fresh instance first and check the data."),
            ("number", U, "Snapshots are kept for 40 days."),
            ("negation", U, "Snapshots are not encrypted at rest."),
            ("reversed_order", U, "Take a snapshot after any schema migration."),
        ],
    },
    {
        "domain": "piano", "split": "fresh18", "names": "Lesson notes: voicing chords",
        "evidence": "When voicing a chord, let the top note sing slightly above the others by giving that "
                    "finger a little more weight. Keep the thumb light, since it tends to land too heavily "
                    "on the lower notes.",
        "claims": [
            ("paraphrase", F, "Bring out the highest note of a chord by putting a bit more weight into that finger."),
            ("paraphrase", F, "The thumb often falls too heavily on the lower notes, so keep it light."),
            ("opposite", U, "Keep the thumb heavy when voicing a chord."),
            ("swapped_roles", U, "Let the lower notes sing above the top note."),
            ("overgeneralization", U, "The thumb always ruins chord voicing."),
        ],
    },
    {
        "domain": "history", "split": "fresh18", "names": "Notes: the Marshall Plan",
        "evidence": "Under the Marshall Plan, announced in 1947, the United States gave about 13 billion "
                    "dollars to help rebuild Western European economies. The Soviet Union refused to take "
                    "part and pressed Eastern European states to refuse as well.",
        "claims": [
            ("paraphrase", F, "The Marshall Plan, made public in 1947, provided roughly 13 billion dollars for rebuilding Western Europe's economies."),
            ("paraphrase", F, "Moscow declined to join and pushed the Eastern European countries to stay out too."),
            ("number", U, "The Marshall Plan was announced in 1951."),
            ("opposite", U, "The Soviet Union accepted Marshall Plan aid."),
            ("misattribution", U, "Britain pressed Eastern European states to refuse the plan."),
            ("substitution", U, "The United States gave about 13 billion dollars to rebuild Eastern European economies."),
        ],
    },
    {
        "domain": "essay", "split": "fresh18", "names": "Writing guide: using sources",
        "evidence": "Introduce each quotation by naming its author and saying why it matters to your "
                    "argument. Quote only the words you need, and explain the quotation in your own words "
                    "afterwards.",
        "claims": [
            ("paraphrase", F, "Before a quotation, name who wrote it and say why it matters for your argument."),
            ("paraphrase", F, "Keep quotations short, using only the words you need."),
            ("paraphrase", F, "After quoting, explain what the passage means in your own words."),
            ("reversed_order", U, "Explain the quotation in your own words before you introduce it."),
            ("opposite", U, "Always quote whole paragraphs so nothing is lost."),
        ],
    },
    {
        "domain": "science", "split": "fresh18", "names": "Abstract: coral bleaching",
        "evidence": "Corals on reefs exposed to strong tidal currents bleached less during the 2016 heat wave "
                    "than corals on sheltered reefs. The currents brought cooler water from depth, lowering "
                    "peak temperatures by about 1 degree.",
        "claims": [
            ("paraphrase", F, "During the 2016 heat wave, bleaching was milder on reefs swept by strong tidal currents than on sheltered ones."),
            ("paraphrase", F, "Cooler deep water carried up by the currents cut peak temperatures by around one degree."),
            ("swapped_roles", U, "Corals on sheltered reefs bleached less than corals on reefs with strong currents."),
            ("number", U, "The currents lowered peak temperatures by about 4 degrees."),
            ("opposite", U, "The currents brought warmer water from depth."),
        ],
    },
    {
        "domain": "docs", "split": "fresh18", "names": "Feature flag guide",
        "evidence": "New flags are created disabled in every environment. Turning a flag on in production "
                    "requires approval from a second engineer, and every change is written to the audit "
                    "log.",
        "claims": [
            ("paraphrase", F, "A newly created flag starts off disabled everywhere."),
            ("paraphrase", F, "Enabling a flag in production needs a second engineer to approve it."),
            ("paraphrase", F, "All flag changes are recorded in the audit log."),
            ("opposite", U, "New flags are created enabled in every environment."),
            ("negation", U, "Turning a flag on in production does not need anyone's approval."),
            ("opposite", U, "Only some flag changes are written to the audit log."),
        ],
    },
]
