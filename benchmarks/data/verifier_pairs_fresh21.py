"""A twenty-second held-out set for ``benchmarks/verifier.py`` (split ``fresh21``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 33) after round 20 (whose rules read ``fresh20``'s errors) and
measured once before the round that reads it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh21", "names": "Abstract: honeybees and pesticides",
        "evidence": "Bees fed sugar water with a low dose of the pesticide took twice as long to find their "
                    "way back to the hive as untreated bees. The effect disappeared within a week after "
                    "exposure ended.",
        "claims": [
            ("paraphrase", F, "Untreated bees found their way home in half the time of bees given a low pesticide dose in sugar water."),
            ("paraphrase", F, "A week after the exposure stopped, the bees navigated normally again."),
            ("number", U, "Treated bees took three times as long to find the hive."),
            ("opposite", U, "The effect persisted for months after exposure ended."),
            ("swapped_roles", U, "Untreated bees took twice as long to return to the hive as bees fed the pesticide."),
            ("overgeneralization", U, "Any amount of pesticide permanently destroys a bee's ability to navigate."),
        ],
    },
    {
        "domain": "literature", "split": "fresh21", "names": "Study notes on Frankenstein",
        "evidence": "Victor Frankenstein builds the creature in his rooms at Ingolstadt and flees in horror "
                    "when it comes to life. Rejected by everyone it meets, the creature learns to speak by "
                    "secretly watching the De Lacey family.",
        "claims": [
            ("paraphrase", F, "Victor creates the creature in his lodgings at Ingolstadt and runs away in horror when it wakes."),
            ("paraphrase", F, "Turned away by all it meets, the creature teaches itself language by spying on the De Lacey family."),
            ("misattribution", U, "Robert Walton builds the creature in his rooms at Ingolstadt."),
            ("opposite", U, "Victor welcomes the creature warmly when it comes to life."),
            ("substitution", U, "The creature learns to speak by secretly watching the Frankenstein family."),
        ],
    },
    {
        "domain": "docs", "split": "fresh21", "names": "Deployment checklist",
        "evidence": "Deploy to staging first and run the smoke tests there. Only promote a build to "
                    "production after the smoke tests pass, and never deploy on a Friday afternoon.",
        "claims": [
            ("paraphrase", F, "Start by deploying to staging and running the smoke tests on it."),
            ("paraphrase", F, "A build goes to production only once its smoke tests have passed."),
            ("paraphrase", F, "Avoid deploying on Friday afternoons."),
            ("reversed_order", U, "Promote the build to production before running the smoke tests."),
            ("opposite", U, "Friday afternoon is the best time to deploy."),
            ("negation", U, "A build can be promoted to production even if the smoke tests fail."),
        ],
    },
    {
        "domain": "piano", "split": "fresh21", "names": "Lesson notes: practising slowly",
        "evidence": "Practise a difficult passage at half tempo until it is secure, then raise the "
                    "metronome by a few clicks each day. If mistakes return, go back to the last tempo "
                    "that was clean.",
        "claims": [
            ("paraphrase", F, "Work on a hard passage at half speed until it feels secure."),
            ("paraphrase", F, "Increase the metronome setting a little every day."),
            ("paraphrase", F, "When errors come back, return to the most recent tempo that was clean."),
            ("number", U, "Practise a difficult passage at quarter tempo until it is secure."),
            ("opposite", U, "If mistakes return, push the tempo higher."),
            ("overgeneralization", U, "Always practise every passage at half tempo."),
        ],
    },
    {
        "domain": "history", "split": "fresh21", "names": "Notes: the abolition of the slave trade",
        "evidence": "Britain abolished the slave trade in 1807 after a long campaign led by William "
                    "Wilberforce in Parliament, but slavery itself remained legal in the British colonies "
                    "until 1833.",
        "claims": [
            ("paraphrase", F, "After years of campaigning in Parliament by William Wilberforce, Britain ended the slave trade in 1807."),
            ("paraphrase", F, "Owning slaves stayed legal in Britain's colonies until 1833."),
            ("number", U, "Britain abolished the slave trade in 1833."),
            ("misattribution", U, "The campaign in Parliament was led by William Pitt."),
            ("opposite", U, "Slavery was abolished in the British colonies at the same time as the trade."),
        ],
    },
    {
        "domain": "essay", "split": "fresh21", "names": "Writing guide: counterarguments",
        "evidence": "Present the strongest version of the opposing view, not a weak one that is easy to "
                    "knock down. Then show where it fails, using evidence rather than assertion.",
        "claims": [
            ("paraphrase", F, "State the opposing view in its strongest form rather than a feeble version that is easy to defeat."),
            ("paraphrase", F, "Afterwards, show where the opposing view breaks down, with evidence instead of bare assertion."),
            ("opposite", U, "Present a weak version of the opposing view that is easy to knock down."),
            ("reversed_order", U, "Show where the opposing view fails before you present it."),
        ],
    },
    {
        "domain": "science", "split": "fresh21", "names": "Abstract: daylight and myopia",
        "evidence": "Schoolchildren who spent an extra 80 minutes outdoors each day developed short sight "
                    "less often over three years than classmates who did not. The protective effect came "
                    "from daylight, not from exercise.",
        "claims": [
            ("paraphrase", F, "An additional 80 minutes a day outside lowered the rate of short-sightedness among schoolchildren over three years."),
            ("paraphrase", F, "Daylight, rather than physical activity, was what protected the children's eyes."),
            ("number", U, "The children spent an extra 30 minutes outdoors each day."),
            ("opposite", U, "The protective effect came from exercise, not from daylight."),
            ("population", U, "Adults who spent an extra 80 minutes outdoors each day developed short sight less often."),
        ],
    },
]
