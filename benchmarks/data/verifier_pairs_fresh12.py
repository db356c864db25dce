"""A thirteenth held-out set for ``benchmarks/verifier.py`` (split ``fresh12``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 32) after the eleventh round (its rules read ``fresh11``'s errors),
before any change of session 32, and measured once before any of its errors were read. Same
shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh12", "names": "Scales and arpeggios guide",
        "evidence": "Practise scales hands separately at first, then hands together once each hand is "
                    "secure. The thumb should pass under the hand smoothly, without the elbow jerking "
                    "outwards. Aim for evenness of tone before speed: a scale played evenly at 80 beats "
                    "per minute is worth more than an uneven one at 120.",
        "claims": [
            ("paraphrase", F, "Learn a scale with each hand on its own before putting the hands together."),
            ("paraphrase", F, "When the thumb crosses under, the elbow should not jerk out to the side."),
            ("paraphrase", F, "An even scale at a moderate tempo is better than a fast, uneven one."),
            ("quote", F, "Aim for evenness of tone before speed."),
            ("reversed_order", U, "Practise scales hands together first, then hands separately."),
            ("number", U, "A scale played evenly at 60 beats per minute is worth more than an uneven one at 120."),
            ("opposite", U, "Aim for speed before evenness of tone."),
        ],
    },
    {
        "domain": "literature", "split": "fresh12", "names": "Study notes on Of Mice and Men",
        "evidence": "George and Lennie travel together from ranch to ranch, dreaming of owning a small farm "
                    "where Lennie could tend the rabbits. Candy, an old swamper who fears being turned out "
                    "when he can no longer work, offers his savings to join their plan. Curley's wife is "
                    "never given a name, which shows how the men on the ranch see her only as Curley's "
                    "possession.",
        "claims": [
            ("paraphrase", F, "George and Lennie share a dream of a little farm of their own, where Lennie would look after rabbits."),
            ("paraphrase", F, "Afraid of being thrown out once he is too old to work, Candy puts his savings into their plan."),
            ("paraphrase", F, "Curley's wife has no name, a sign that the ranch hands regard her as Curley's property."),
            ("misattribution", U, "Crooks offers his savings to join George and Lennie's plan."),
            ("negation", U, "Curley's wife is given a name, which shows the men respect her."),
            ("swapped_roles", U, "Lennie and George dream of a farm where George could tend the rabbits."),
        ],
    },
    {
        "domain": "docs", "split": "fresh12", "names": "Connection pool settings",
        "evidence": "pool_size sets the number of connections kept open in the pool; the default is 5. "
                    "max_overflow allows up to that many extra connections beyond pool_size when demand "
                    "is high; these are closed when they are returned. Set pool_pre_ping to true to test "
                    "each connection before use, so that connections dropped by the server are replaced "
                    "instead of raising an error.",
        "claims": [
            ("paraphrase", F, "By default the pool keeps five connections open."),
            ("paraphrase", F, "Overflow connections opened under heavy load are closed once they are given back."),
            ("paraphrase", F, "With pool_pre_ping enabled, a connection the server has dropped is swapped for a new one rather than causing an error."),
            ("number", U, "By default the pool keeps ten connections open."),
            ("opposite", U, "Overflow connections are kept open after they are returned to the pool."),
            ("substitution", U, "Set max_overflow to true to test each connection before use."),
        ],
    },
    {
        "domain": "science", "split": "fresh12", "names": "Abstract: caffeine and sleep",
        "evidence": "In a crossover study of 24 healthy adults, 200 mg of caffeine taken six hours before "
                    "bedtime reduced total sleep time by about 40 minutes compared with placebo. "
                    "Participants rated their sleep quality no worse on caffeine nights, although "
                    "objective measures showed more awakenings.",
        "claims": [
            ("paraphrase", F, "Caffeine taken six hours before bed shortened sleep by roughly 40 minutes relative to placebo."),
            ("paraphrase", F, "Although people did not judge their sleep to be worse after caffeine, the recordings showed they woke up more often."),
            ("quote", F, "200 mg of caffeine taken six hours before bedtime reduced total sleep time by about 40 minutes compared with placebo."),
            ("negation", U, "Participants rated their sleep quality worse on caffeine nights."),
            ("number", U, "Caffeine taken three hours before bedtime reduced total sleep time by about 40 minutes."),
            ("population", U, "In children, caffeine six hours before bedtime cut sleep by about 40 minutes."),
            ("overgeneralisation", U, "Caffeine always ruins sleep quality, whenever it is taken."),
        ],
    },
    {
        "domain": "history", "split": "fresh12", "names": "The Berlin Airlift (lecture notes)",
        "evidence": "When the Soviet Union blocked road and rail access to West Berlin in June 1948, the "
                    "Western Allies supplied the city by air. At its peak, a plane landed at Tempelhof "
                    "roughly every three minutes. The blockade was lifted in May 1949, though flights "
                    "continued until September to build up stocks.",
        "claims": [
            ("paraphrase", F, "After the Soviets cut off the roads and railways into West Berlin in 1948, the Western powers flew in supplies."),
            ("paraphrase", F, "At the busiest point, an aircraft touched down at Tempelhof about once every three minutes."),
            ("paraphrase", F, "Flights went on for several months after the blockade ended, so that reserves could be stockpiled."),
            ("number", U, "The blockade was lifted in May 1950."),
            ("misattribution", U, "When the Western Allies blocked access to West Berlin, the Soviet Union supplied the city by air."),
            ("reversed_order", U, "The flights stopped before the blockade was lifted."),
        ],
    },
    {
        "domain": "essay", "split": "fresh12", "names": "Writing guide: paragraphs",
        "evidence": "Begin each paragraph with a topic sentence that states its main point. Every later "
                    "sentence should support that point with evidence or explanation; a sentence that "
                    "does neither belongs in another paragraph or nowhere. End with a sentence that links "
                    "the point back to the thesis rather than simply repeating it.",
        "claims": [
            ("paraphrase", F, "Open a paragraph with a sentence that says what its main point is."),
            ("paraphrase", F, "A sentence that neither gives evidence nor explains the point should be moved or cut."),
            ("paraphrase", F, "The last sentence should connect the point to the thesis instead of just restating it."),
            ("opposite", U, "End each paragraph by repeating the thesis word for word."),
            ("reversed_order", U, "Put the topic sentence at the end of each paragraph."),
        ],
    },
    {
        "domain": "piano", "split": "fresh12", "names": "Masterclass captions: Chopin prelude",
        "evidence": "In this prelude the left hand carries the melody, so let it sing above the right-hand "
                    "chords. Keep the chords light and slightly detached. Use the pedal only at the "
                    "changes of harmony, otherwise the chords blur together.",
        "claims": [
            ("paraphrase", F, "Here the tune is in the left hand, and it should sing out over the chords in the right."),
            ("paraphrase", F, "Play the right-hand chords lightly and a little detached."),
            ("paraphrase", F, "Change the pedal only where the harmony changes, or the chords run into each other."),
            ("swapped_roles", U, "The right hand carries the melody over the left-hand chords."),
            ("opposite", U, "Keep the chords heavy and fully connected."),
            ("negation", U, "Don't pedal at the changes of harmony."),
        ],
    },
    {
        "domain": "docs", "split": "fresh12", "names": "Backup runbook",
        "evidence": "Before restoring, stop the application so that no writes reach the database. "
                    "Restore the most recent full backup first, then apply the incremental backups in "
                    "the order they were taken. Verify the row counts against the backup manifest "
                    "before starting the application again.",
        "claims": [
            ("paraphrase", F, "Shut the application down before a restore so nothing is written to the database."),
            ("paraphrase", F, "After the latest full backup is restored, the incrementals are applied in the order in which they were made."),
            ("paraphrase", F, "Check the row counts against the manifest before the application is restarted."),
            ("reversed_order", U, "Apply the incremental backups first, then restore the most recent full backup."),
            ("opposite", U, "Apply the incremental backups in reverse order, newest first."),
            ("specifics", U, "Verify the checksums of every table against the backup manifest."),
        ],
    },
    {
        "domain": "science", "split": "fresh12", "names": "Abstract: urban trees",
        "evidence": "Streets with mature tree canopy were on average 2.5 degrees cooler on summer "
                    "afternoons than comparable streets without trees. The effect was largest in "
                    "narrow streets and almost disappeared after sunset.",
        "claims": [
            ("paraphrase", F, "On summer afternoons, streets shaded by mature trees were about 2.5 degrees cooler than similar streets with no trees."),
            ("paraphrase", F, "The cooling was greatest in narrow streets and nearly vanished once the sun had set."),
            ("opposite", U, "The cooling was greatest in wide streets."),
            ("reversed_order", U, "The effect was largest after sunset."),
            ("number", U, "Tree-lined streets were on average 5 degrees cooler on summer afternoons."),
        ],
    },
]
