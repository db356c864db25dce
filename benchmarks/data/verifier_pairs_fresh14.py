"""A fifteenth held-out set for ``benchmarks/verifier.py`` (split ``fresh14``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 32) during round 13 (whose rules read ``fresh13``'s errors), before
any of its pairs were run, and measured once at the end of that round. Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh14", "names": "Abstract: hand washing in schools",
        "evidence": "In a cluster-randomised trial in 40 primary schools, children who were given soap and "
                    "taught to wash their hands before lunch missed 21% fewer school days through illness "
                    "over one winter than children in control schools. The effect was largest for "
                    "stomach infections; absences from colds fell only slightly.",
        "claims": [
            ("paraphrase", F, "Pupils given soap and shown how to wash before lunch lost 21% fewer days to illness over the winter than pupils in control schools."),
            ("paraphrase", F, "Stomach infections showed the biggest drop in absences."),
            ("paraphrase", F, "Time off school because of colds went down only a little."),
            ("number", U, "Children who washed their hands missed 12% fewer school days through illness."),
            ("opposite", U, "Absences from colds fell sharply."),
            ("population", U, "In a trial in 40 offices, adults given soap missed 21% fewer days of work."),
            ("swapped_roles", U, "The effect was largest for colds; absences from stomach infections fell only slightly."),
        ],
    },
    {
        "domain": "literature", "split": "fresh14", "names": "Study notes on Frankenstein",
        "evidence": "Victor Frankenstein abandons the creature the moment it comes to life, horrified by its "
                    "appearance. Rejected by every person it meets, the creature teaches itself to read "
                    "and learns about human society by secretly watching the De Lacey family. Only after "
                    "the De Laceys drive it away does it turn to revenge.",
        "claims": [
            ("paraphrase", F, "As soon as the creature comes alive, Victor runs from it, appalled by how it looks."),
            ("paraphrase", F, "The creature learns to read on its own and discovers how people live by watching the De Laceys in secret."),
            ("paraphrase", F, "It seeks revenge only once the De Lacey family has chased it off."),
            ("reversed_order", U, "The creature turns to revenge before the De Laceys drive it away."),
            ("misattribution", U, "Elizabeth teaches the creature to read."),
            ("opposite", U, "The creature is welcomed by every person it meets."),
        ],
    },
    {
        "domain": "docs", "split": "fresh14", "names": "Log retention policy",
        "evidence": "Application logs are kept for 30 days and then deleted. Audit logs are kept for seven "
                    "years and cannot be deleted by administrators. Logs must never contain passwords or "
                    "full card numbers; mask them before writing.",
        "claims": [
            ("paraphrase", F, "Application logs are removed after thirty days."),
            ("paraphrase", F, "Administrators are not able to delete audit logs, which are retained for seven years."),
            ("paraphrase", F, "Passwords and complete card numbers must be masked so that they never appear in the logs."),
            ("swapped_roles", U, "Audit logs are kept for 30 days, and application logs for seven years."),
            ("negation", U, "Administrators can delete audit logs."),
            ("number", U, "Application logs are kept for 90 days and then deleted."),
        ],
    },
    {
        "domain": "piano", "split": "fresh14", "names": "Technique notes: octaves",
        "evidence": "Play fast octaves from a loose wrist with a small bounce, keeping the hand in the "
                    "shape of the octave. The fifth finger should stay firm so the top note rings. If "
                    "the forearm starts to ache, stop and rest rather than pushing through.",
        "claims": [
            ("paraphrase", F, "For quick octaves, bounce slightly from a relaxed wrist and hold the hand in the octave shape."),
            ("paraphrase", F, "Keep the little finger firm so that the upper note sounds clearly."),
            ("paraphrase", F, "When the forearm begins to hurt, take a break instead of forcing on."),
            ("opposite", U, "Play fast octaves from a stiff wrist."),
            ("negation", U, "If the forearm starts to ache, keep pushing through."),
            ("substitution", U, "The thumb should stay firm so the top note rings."),
        ],
    },
    {
        "domain": "history", "split": "fresh14", "names": "The Great Stink (lecture transcript)",
        "evidence": "in the hot summer of 1858 the smell from the Thames was so bad that Parliament "
                    "considered moving out of Westminster. within weeks it approved funding for Joseph "
                    "Bazalgette's sewer system, which carried waste east of the city instead of into the "
                    "river in central London.",
        "claims": [
            ("paraphrase", F, "During the hot summer of 1858 the stench of the Thames was so strong that MPs thought about leaving Westminster."),
            ("paraphrase", F, "A few weeks later Parliament agreed to pay for Bazalgette's sewers."),
            ("paraphrase", F, "The new sewers took waste away to the east of London rather than letting it flow into the river in the centre."),
            ("number", U, "In the hot summer of 1868 Parliament considered leaving Westminster."),
            ("misattribution", U, "Parliament approved funding for Isambard Brunel's sewer system."),
            ("opposite", U, "The sewer system carried waste west of the city."),
        ],
    },
    {
        "domain": "essay", "split": "fresh14", "names": "Feedback guide: counter-arguments",
        "evidence": "A strong essay states the best version of the opposing view before answering it. "
                    "Dismissing a weak version of the other side, a straw man, makes the argument look "
                    "stronger to a careless reader but weaker to a careful one.",
        "claims": [
            ("paraphrase", F, "Present the opposing view at its strongest before you reply to it."),
            ("paraphrase", F, "Knocking down a weak version of the other side may impress a careless reader, but a careful reader will think less of the argument."),
            ("opposite", U, "State the weakest version of the opposing view before answering it."),
            ("reversed_order", U, "Answer the opposing view before stating it."),
            ("negation", U, "A straw man makes the argument look stronger to a careful reader."),
        ],
    },
    {
        "domain": "science", "split": "fresh14", "names": "Abstract: coral spawning",
        "evidence": "Corals on the reef spawned two to three nights after the full moon in late spring, "
                    "when water temperature had risen above 27 degrees. On reefs where the water warmed "
                    "later, spawning was delayed by a month.",
        "claims": [
            ("paraphrase", F, "The corals released their spawn a couple of nights after the late-spring full moon, once the water was warmer than 27 degrees."),
            ("paraphrase", F, "Where the water warmed up later, the corals spawned a month later."),
            ("number", U, "Corals spawned two to three nights after the new moon."),
            ("opposite", U, "On reefs where the water warmed later, spawning happened a month earlier."),
            ("specifics", U, "Corals spawned two to three nights after the full moon, always at exactly midnight."),
        ],
    },
    {
        "domain": "docs", "split": "fresh14", "names": "Feature flag guide",
        "evidence": "New features ship behind a flag that is off by default. Turn a flag on for 5% of "
                    "users first, watch the error rate for a day, and widen it only if errors have not "
                    "risen. Remove the flag from the code within two weeks of a full rollout.",
        "claims": [
            ("paraphrase", F, "Features are released behind flags that start switched off."),
            ("paraphrase", F, "Enable a new flag for five percent of users, then monitor errors for a day before expanding it."),
            ("paraphrase", F, "Once a feature is fully rolled out, delete its flag from the code within a fortnight."),
            ("opposite", U, "New features ship behind a flag that is on by default."),
            ("number", U, "Turn a flag on for 50% of users first."),
            ("reversed_order", U, "Widen the flag to all users first, then watch the error rate for a day."),
        ],
    },
]
