"""A forty-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh48``).

Written on 2026-11-26 (session 37) after round 47 (whose rules read ``fresh47``'s errors) and
measured once, at the end of this session, with no round after it. Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh48", "names": "Masterclass transcript: pedalling Debussy",
        "evidence": "In La cathédrale engloutie, hold the pedal through the low bell tones so they ring under "
                    "the chords, and change it only when the bass moves. Half-pedal in the quiet middle "
                    "section to keep the texture from blurring.",
        "claims": [
            ("paraphrase", F, "Keep the pedal down through the deep bell notes so that they sound beneath the "
                              "chords."),
            ("paraphrase", F, "Only change the pedal when the bass line moves."),
            ("paraphrase", F, "Use half-pedalling in the soft central section so the texture stays clear."),
            ("opposite", U, "Lift the pedal between the low bell tones so they do not ring under the chords."),
            ("substitution", U, "Change the pedal only when the melody moves."),
            ("opposite", U, "Use full pedal in the quiet middle section."),
        ],
    },
    {
        "domain": "literature", "split": "fresh48", "names": "Study notes on Animal Farm",
        "evidence": "After the rebellion the animals adopt seven commandments, but the pigs gradually rewrite "
                    "them at night. By the end only one remains: all animals are equal, but some animals are "
                    "more equal than others.",
        "claims": [
            ("paraphrase", F, "Following the revolt, the animals agree on seven commandments."),
            ("paraphrase", F, "The pigs change the commandments little by little, working at night."),
            ("number", U, "After the rebellion the animals adopt ten commandments."),
            ("misattribution", U, "The dogs gradually rewrite the commandments at night."),
            ("opposite", U, "By the end all seven commandments remain unchanged."),
            ("reversed_order", U, "The pigs rewrite the commandments before the rebellion."),
        ],
    },
    {
        "domain": "docs", "split": "fresh48", "names": "Database guide: read replicas",
        "evidence": "Writes always go to the primary; reads can be sent to replicas, which may lag by a few "
                    "seconds. Queries that must see their own writes should set read_primary=true.",
        "claims": [
            ("paraphrase", F, "All writes are handled by the primary database."),
            ("paraphrase", F, "Replicas can fall a few seconds behind, so reads sent to them may be slightly "
                              "stale."),
            ("paraphrase", F, "To read your own writes, set read_primary=true on the query."),
            ("swapped_roles", U, "Writes can be sent to replicas, while reads always go to the primary."),
            ("opposite", U, "Replicas never lag behind the primary."),
            ("substitution", U, "Queries that must see their own writes should set read_replica=true."),
        ],
    },
    {
        "domain": "science", "split": "fresh48", "names": "Abstract: cold-water swimming and mood",
        "evidence": "Over 10 weeks, adults who swam in cold water twice a week reported better mood than "
                    "non-swimmers, but the groups did not differ in resting heart rate or sleep quality.",
        "claims": [
            ("paraphrase", F, "Adults swimming in cold water twice weekly for 10 weeks said their mood was "
                              "better than that of people who did not swim."),
            ("paraphrase", F, "Resting heart rate and sleep quality were no different between swimmers and "
                              "non-swimmers."),
            ("opposite", U, "Cold-water swimmers slept better than non-swimmers."),
            ("number", U, "Adults swam in cold water five times a week."),
            ("strength", U, "Cold-water swimming cures low mood."),
            ("population", U, "Children who swam in cold water twice a week reported better mood."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh48", "names": "Computer science lecture 9: hashing",
        "evidence": "A hash table finds a key in constant time on average, but when many keys collide in one "
                    "bucket a lookup degrades toward linear time. Resizing the table when it is about 75% "
                    "full keeps collisions rare.",
        "claims": [
            ("paraphrase", F, "On average, looking up a key in a hash table takes constant time."),
            ("paraphrase", F, "If lots of keys land in the same bucket, lookups can slow to nearly linear "
                              "time."),
            ("paraphrase", F, "Growing the table once it is around three-quarters full keeps collisions "
                              "uncommon."),
            ("opposite", U, "Collisions make hash table lookups faster."),
            ("number", U, "Resize the table when it is about 25% full."),
            ("strength", U, "A hash table always finds a key in constant time."),
        ],
    },
    {
        "domain": "essay", "split": "fresh48", "names": "Course book: the Chartists",
        "evidence": "The Chartists demanded votes for all men, secret ballots and annual parliaments. "
                    "Parliament rejected their petitions in 1839, 1842 and 1848, yet by 1918 most of their "
                    "demands, though not annual parliaments, had become law.",
        "claims": [
            ("paraphrase", F, "Among the Chartists' demands were a vote for every man, the secret ballot and "
                              "a parliament elected each year."),
            ("paraphrase", F, "Parliament turned down the Chartist petitions in 1839, 1842 and 1848."),
            ("opposite", U, "Parliament accepted the Chartists' petition in 1848."),
            ("negation", U, "By 1918 annual parliaments had become law."),
            ("number", U, "Parliament rejected their petitions in 1839, 1842 and 1858."),
            ("substitution", U, "The Chartists demanded votes for all women, secret ballots and annual "
                                "parliaments."),
        ],
    },
]
