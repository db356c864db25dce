"""A hundred-and-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh105``).

Written on 2026-11-27 (session 47) after round 95, before any run of the verifier on it, on
topics no earlier split uses (checked with grep), and measured once before any rule was read from
it (see ``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh105", "names": "Lesson notes: memorising",
        "evidence": "Memorise a piece in short sections, and test each one by starting from its first bar without "
                    "looking at the score. Muscle memory alone is unreliable under pressure, so also learn the "
                    "harmony and be able to name the chord at each starting point.",
        "claims": [
            ("paraphrase", F, "Learn the piece from memory in short sections."),
            ("paraphrase", F, "Check each section by beginning at its first bar without looking at the music."),
            ("paraphrase", F, "Because muscle memory by itself fails under pressure, learn the harmony as well."),
            ("opposite", U, "Muscle memory alone is reliable under pressure."),
            ("opposite", U, "Memorise the whole piece at once rather than in sections."),
            ("specifics", U, "Test each section by playing it three times with your eyes closed."),
        ],
    },
    {
        "domain": "literature", "split": "fresh105", "names": "Study guide: The Invisible Man",
        "evidence": "Griffin, a scientist who has made himself invisible, arrives at an inn in Iping wrapped in "
                    "bandages and dark glasses. Unable to reverse the process, he grows increasingly violent, and "
                    "he is finally beaten to death by a crowd in Port Burdock.",
        "claims": [
            ("paraphrase", F, "Griffin, a scientist, has made himself invisible."),
            ("paraphrase", F, "He turns up at an inn in Iping covered in bandages and wearing dark glasses."),
            ("paraphrase", F, "Unable to undo the process, he becomes more and more violent."),
            ("opposite", U, "Griffin finds a way to make himself visible again."),
            ("opposite", U, "Griffin grows calmer as time goes on."),
            ("substitution", U, "He is finally shot by the police in Iping."),
        ],
    },
    {
        "domain": "docs", "split": "fresh105", "names": "Reports guide: schedules and time zones",
        "evidence": "Scheduled reports run in the time zone of the workspace, not the viewer's. If the workspace "
                    "time zone changes, existing schedules keep their local time, so a report set for 9:00 still "
                    "runs at 9:00 in the new zone.",
        "claims": [
            ("paraphrase", F, "Scheduled reports use the workspace's time zone rather than the viewer's."),
            ("paraphrase", F, "When the workspace time zone changes, existing schedules keep their local time."),
            ("paraphrase", F, "A report scheduled for 9:00 still runs at 9:00 in the new time zone."),
            ("opposite", U, "Scheduled reports run in each viewer's own time zone."),
            ("opposite", U, "When the workspace time zone changes, existing schedules move to a new local time."),
            ("number", U, "A report set for 9:00 runs at 8:00 after the time zone changes."),
        ],
    },
    {
        "domain": "science", "split": "fresh105", "names": "Abstract: arctic tern migration",
        "evidence": "Arctic terns breed in the Arctic and spend the northern winter in Antarctic waters. Tracking "
                    "devices showed that they fly about 70,000 km a year, far more than the straight-line distance, "
                    "because they follow prevailing winds in an S-shaped route over the Atlantic.",
        "claims": [
            ("paraphrase", F, "Arctic terns nest in the Arctic and pass the northern winter in Antarctic waters."),
            ("paraphrase", F, "Trackers showed they travel around 70,000 km each year."),
            ("paraphrase", F, "Their route is longer than a straight line because they follow the prevailing "
                              "winds."),
            ("number", U, "Arctic terns fly about 7,000 km a year."),
            ("swapped_roles", U, "Arctic terns breed in the Antarctic and spend the winter in the Arctic."),
            ("opposite", U, "They fly straight across the Atlantic, against the prevailing winds."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh105", "names": "Lecture transcript: the Lusitania",
        "evidence": "On 7 May 1915 a German U-boat torpedoed the British liner Lusitania off the south coast of "
                    "Ireland. The ship sank in eighteen minutes and 1,198 people died, including 128 Americans, "
                    "which turned American opinion against Germany.",
        "claims": [
            ("paraphrase", F, "A German submarine torpedoed the Lusitania off Ireland's south coast on 7 May 1915."),
            ("paraphrase", F, "The liner went down within eighteen minutes."),
            ("paraphrase", F, "The deaths of 128 Americans among the 1,198 victims turned American opinion against "
                              "Germany."),
            ("swapped_roles", U, "A British submarine torpedoed the German liner Lusitania."),
            ("number", U, "The ship took eighteen hours to sink."),
            ("date", U, "The Lusitania was sunk on 7 May 1917."),
        ],
    },
    {
        "domain": "essay", "split": "fresh105", "names": "Course reader: Hans Brinker, or the Silver Skates",
        "evidence": "Hans Brinker and his sister Gretel, poor children in a Dutch village, hope to win the silver "
                    "skates in a race on the frozen canals. Hans gives up his chance to help his injured father, "
                    "and in the end Gretel wins the girls' race.",
        "claims": [
            ("paraphrase", F, "Hans and his sister Gretel are poor children from a Dutch village."),
            ("paraphrase", F, "They hope to win silver skates in a race on the frozen canals."),
            ("paraphrase", F, "Gretel wins the girls' race in the end."),
            ("opposite", U, "Hans wins the boys' race."),
            ("misattribution", U, "Gretel gives up her chance to help their injured father."),
            ("substitution", U, "The race is held on a frozen lake."),
        ],
    },
]
