"""A fifty-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh54``).

Written on 2026-11-26 (session 38) after round 53 (whose rules read ``fresh53``'s errors) and
measured once, at the end of this session, with no round after it. Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh54", "names": "Lesson notes: scales",
        "evidence": "Pass the thumb under smoothly without twisting the wrist, and keep the elbow loose. "
                    "Practise scales with a metronome, raising the tempo only after three clean runs.",
        "claims": [
            ("paraphrase", F, "Move the thumb under smoothly and do not twist the wrist."),
            ("paraphrase", F, "The elbow should stay relaxed in scales."),
            ("paraphrase", F, "Only speed up the metronome once you have played three clean runs."),
            ("opposite", U, "Twist the wrist to pass the thumb under."),
            ("number", U, "Raise the tempo after one clean run."),
            ("reversed_order", U, "Raise the tempo before playing three clean runs."),
        ],
    },
    {
        "domain": "literature", "split": "fresh54", "names": "Study notes on The Great Gatsby",
        "evidence": "Gatsby throws lavish parties hoping Daisy will wander in one night. When they meet "
                    "again at Nick's house, Daisy is moved, but she later stays with Tom after the "
                    "confrontation at the Plaza Hotel.",
        "claims": [
            ("paraphrase", F, "Gatsby hosts extravagant parties in the hope that Daisy will turn up."),
            ("paraphrase", F, "Gatsby and Daisy meet again at Nick's house, and she is moved."),
            ("paraphrase", F, "After the confrontation at the Plaza Hotel, Daisy remains with Tom."),
            ("misattribution", U, "Tom throws lavish parties hoping Daisy will wander in."),
            ("opposite", U, "After the confrontation at the Plaza Hotel, Daisy leaves Tom for Gatsby."),
            ("substitution", U, "Gatsby and Daisy meet again at Tom's house."),
        ],
    },
    {
        "domain": "docs", "split": "fresh54", "names": "Storage guide: object versioning",
        "evidence": "With versioning enabled, overwriting an object keeps the previous version. Deleting "
                    "an object only adds a delete marker; the earlier versions stay until a lifecycle rule "
                    "removes them.",
        "claims": [
            ("paraphrase", F, "When versioning is on, the old version is kept if you overwrite an object."),
            ("paraphrase", F, "A delete just places a delete marker on the object."),
            ("paraphrase", F, "Earlier versions remain until they are removed by a lifecycle rule."),
            ("opposite", U, "With versioning enabled, overwriting an object discards the previous version."),
            ("opposite", U, "Deleting an object removes all its earlier versions at once."),
            ("substitution", U, "The earlier versions stay until an administrator removes them."),
        ],
    },
    {
        "domain": "science", "split": "fresh54", "names": "Abstract: sleep loss and memory",
        "evidence": "Students who slept less than five hours before a test recalled 20% fewer words than "
                    "those who slept eight hours, while their reaction times were similar.",
        "claims": [
            ("paraphrase", F, "Students who got under five hours of sleep recalled a fifth fewer words than "
                              "students who slept eight hours."),
            ("paraphrase", F, "Reaction times did not differ between short and long sleepers."),
            ("opposite", U, "Students who slept less than five hours recalled more words."),
            ("number", U, "Short sleepers recalled 50% fewer words."),
            ("opposite", U, "Short sleepers had much slower reaction times."),
            ("causal", U, "Sleeping eight hours guarantees perfect recall on a test."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh54", "names": "Physics lecture 2: projectile motion",
        "evidence": "Ignoring air resistance, a projectile's horizontal speed stays constant while gravity "
                    "changes its vertical speed. A launch angle of 45 degrees gives the longest range on "
                    "level ground.",
        "claims": [
            ("paraphrase", F, "Without air resistance, the horizontal speed of a projectile does not "
                              "change."),
            ("paraphrase", F, "Gravity acts on the vertical speed of a projectile."),
            ("paraphrase", F, "On level ground, launching at 45 degrees maximises the range."),
            ("swapped_roles", U, "Gravity changes a projectile's horizontal speed while its vertical speed "
                                 "stays constant."),
            ("number", U, "A launch angle of 30 degrees gives the longest range on level ground."),
            ("opposite", U, "Ignoring air resistance, a projectile's horizontal speed keeps decreasing."),
        ],
    },
    {
        "domain": "essay", "split": "fresh54", "names": "Course book: the Cuban Missile Crisis",
        "evidence": "In October 1962 American spy planes found Soviet missile sites in Cuba. After thirteen "
                    "days of tension, Khrushchev agreed to remove the missiles, and the United States "
                    "secretly agreed to withdraw its missiles from Turkey.",
        "claims": [
            ("paraphrase", F, "American reconnaissance flights discovered Soviet missile sites in Cuba in "
                              "October 1962."),
            ("paraphrase", F, "Khrushchev agreed to take the missiles out of Cuba after thirteen days."),
            ("paraphrase", F, "In secret, the United States agreed to pull its missiles out of Turkey."),
            ("number", U, "The crisis lasted thirty days before Khrushchev agreed to remove the missiles."),
            ("misattribution", U, "Kennedy agreed to remove the missiles from Cuba."),
            ("opposite", U, "The United States publicly refused to withdraw its missiles from Turkey."),
        ],
    },
]
