"""A fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh3``).

Written on 2026-11-23 (session 21) before the fourth round of checks (the one that read the
``fresh2`` split's errors), and only measured after it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh3", "names": "Etude practice guide",
        "evidence": "Practise the left hand of the etude alone until the leaps land without looking; "
                    "then add the right hand at half tempo. Pedal only after both hands are secure.",
        "claims": [
            ("quote", F, "Practise the left hand of the etude alone until the leaps land without looking."),
            ("paraphrase", F, "Add the right hand at half speed once the left hand's leaps are reliable without looking."),
            ("paraphrase", F, "Leave the pedal out until both hands are secure."),
            ("reversed_order", U, "Add the pedal first, before both hands are secure."),
            ("swapped_roles", U, "Practise the right hand alone first, then add the left hand at half tempo."),
            ("number", U, "Add the right hand at a quarter of the tempo."),
            ("negation", U, "Never practise the left hand alone."),
        ],
    },
    {
        "domain": "piano", "split": "fresh3", "names": "Masterclass on Debussy",
        "evidence": "In Debussy's preludes the soft pedal colours the sound rather than simply making it "
                    "quieter; the damper pedal is often held through several harmonies to blur them.",
        "claims": [
            ("paraphrase", F, "Debussy's preludes use the soft pedal for colour, not just to play more quietly."),
            ("paraphrase", F, "The damper pedal is frequently held across several harmonies so they blur."),
            ("opposite", U, "In Debussy's preludes the damper pedal should be changed with every harmony to keep them clear."),
            ("substitution", U, "In Ravel's preludes the soft pedal colours the sound."),
            ("overgeneralisation", U, "The damper pedal must always be held through every harmony in Debussy."),
            ("misattribution", U, "Debussy himself wrote that the soft pedal colours the sound."),
        ],
    },
    {
        "domain": "essay", "split": "fresh3", "names": "The French Revolution: a short history",
        "evidence": "The Estates-General met in May 1789; in June the Third Estate declared itself the "
                    "National Assembly, and the Bastille fell on 14 July.",
        "claims": [
            ("quote", F, "The Bastille fell on 14 July."),
            ("paraphrase", F, "In June 1789 the Third Estate proclaimed itself the National Assembly."),
            ("number", U, "The Estates-General met in May 1791."),
            ("reversed_order", U, "The Bastille fell before the Third Estate declared itself the National Assembly."),
            ("substitution", U, "In June the Second Estate declared itself the National Assembly."),
            ("specifics", U, "The Bastille fell on 14 July after a siege of three days."),
        ],
    },
    {
        "domain": "essay", "split": "fresh3", "names": "Reading Jane Eyre",
        "evidence": "Jane refuses Rochester's offer to live with him as his mistress and leaves Thornfield "
                    "at dawn with almost no money.",
        "claims": [
            ("paraphrase", F, "Jane turns down Rochester's proposal that she live with him as his mistress."),
            ("paraphrase", F, "She departs from Thornfield early in the morning, nearly penniless."),
            ("opposite", U, "Jane accepts Rochester's offer to live with him as his mistress."),
            ("swapped_roles", U, "Rochester refuses Jane's offer to live with her."),
            ("specifics", U, "Jane leaves Thornfield at dawn with twenty pounds."),
            ("negation", U, "Jane does not leave Thornfield."),
        ],
    },
    {
        "domain": "docs", "split": "fresh3", "names": "Backup runbook",
        "evidence": "Stop the writer service before taking a snapshot; the snapshot is consistent only if "
                    "no writes happen during it. Snapshots older than 30 days are deleted automatically.",
        "claims": [
            ("quote", F, "Stop the writer service before taking a snapshot."),
            ("paraphrase", F, "A snapshot is only consistent when nothing writes during it."),
            ("paraphrase", F, "Snapshots are removed automatically once they are more than 30 days old."),
            ("reversed_order", U, "Take the snapshot first, then stop the writer service."),
            ("number", U, "Snapshots older than 7 days are deleted automatically."),
            ("opposite", U, "Snapshots are consistent even if writes happen during them."),
            ("specifics", U, "Stop the writer service with systemctl mask before taking a snapshot."),
        ],
    },
    {
        "domain": "docs", "split": "fresh3", "names": "Rate limiter reference",
        "evidence": "Each API key may make 600 requests per minute; requests over the limit get HTTP 429 "
                    "with a Retry-After header. Limits are counted per key, not per IP address.",
        "claims": [
            ("paraphrase", F, "An API key is allowed 600 requests a minute."),
            ("paraphrase", F, "Going over the limit returns a 429 response that includes Retry-After."),
            ("swapped_roles", U, "Limits are counted per IP address, not per key."),
            ("number", U, "Requests over the limit get HTTP 503."),
            ("overgeneralisation", U, "Every request to the service is limited to 600 per minute in total."),
            ("unrelated", U, "API keys expire after 90 days."),
        ],
    },
    {
        "domain": "science", "split": "fresh3", "names": "Trial abstract",
        "evidence": "In a randomised trial of 312 adults with mild hypertension, eight weeks of daily "
                    "brisk walking lowered systolic blood pressure by 5 mmHg compared with usual care; "
                    "diastolic pressure did not change.",
        "claims": [
            ("paraphrase", F, "Daily brisk walking for eight weeks reduced systolic pressure by 5 mmHg in adults with mild hypertension."),
            ("paraphrase", F, "The walking did not alter diastolic blood pressure."),
            ("opposite", U, "Brisk walking raised systolic blood pressure."),
            ("swapped_roles", U, "Brisk walking lowered diastolic pressure, while systolic pressure did not change."),
            ("population", U, "Brisk walking lowers blood pressure in children with hypertension."),
            ("number", U, "Systolic pressure fell by 15 mmHg."),
            ("overgeneralisation", U, "Walking cures hypertension."),
        ],
    },
    {
        "domain": "science", "split": "fresh3", "names": "Ecology review",
        "evidence": "Wolves reintroduced to Yellowstone reduced elk browsing along streams, which let "
                    "willows recover; beavers then returned to the recovered willow stands.",
        "claims": [
            ("paraphrase", F, "After wolves came back to Yellowstone, elk browsed less along streams and willows recovered."),
            ("paraphrase", F, "Beavers came back once the willows had recovered."),
            ("reversed_order", U, "Beavers returned first, and the willows recovered afterwards."),
            ("swapped_roles", U, "Elk reduced wolf numbers along streams in Yellowstone."),
            ("substitution", U, "Wolves reintroduced to Yellowstone reduced bison browsing along streams."),
            ("negation", U, "The willows did not recover after wolves were reintroduced."),
        ],
    },
]
