"""A hundred-and-twenty-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh125``).

Written on 2026-11-28 (session 50) after the round that read ``fresh122``-``fresh124``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh125", "names": "Jazz piano notes: the walking bass",
        "evidence": "A walking bass moves in steady quarter notes, usually one per beat, and lands on a chord tone "
                    "on the first beat of each bar. Between those landings it may use passing notes that lead by "
                    "step into the next chord. Keep the left hand detached but even, so the line drives the band "
                    "without rushing.",
        "claims": [
            ("paraphrase", F, "A walking bass normally plays one quarter note on each beat."),
            ("paraphrase", F, "Each bar's first beat of a walking bass falls on a note of the chord."),
            ("paraphrase", F, "Passing notes move stepwise toward the coming chord."),
            ("substitution", U, "A walking bass moves in steady eighth notes."),
            ("opposite", U, "Play the walking bass fully legato, with the notes joined."),
            ("substitution", U, "A walking bass lands on a passing note on the first beat of each bar."),
        ],
    },
    {
        "domain": "literature", "split": "fresh125", "names": "Study guide: Cranford",
        "evidence": "Cranford is a town run by genteel, unmarried women of modest means, led by the strict Miss "
                    "Deborah Jenkyns. After Deborah dies, her gentle sister Miss Matty loses her savings when her "
                    "bank fails, and her friends secretly club together to give her an income without letting her "
                    "know where it comes from.",
        "claims": [
            ("paraphrase", F, "The town of Cranford is dominated by single ladies of limited income."),
            ("paraphrase", F, "Miss Matty's savings are lost when her bank collapses."),
            ("paraphrase", F, "Her friends quietly pool their money to support Miss Matty."),
            ("misattribution", U, "Miss Deborah loses her savings when her bank fails."),
            ("opposite", U, "Miss Matty's friends openly tell her that the income comes from them."),
            ("reversed_order", U, "Miss Matty loses her savings before her sister Deborah dies."),
        ],
    },
    {
        "domain": "docs", "split": "fresh125", "names": "Help centre: the recycle bin",
        "evidence": "Deleted files go to the recycle bin, where they stay for 30 days before being removed for "
                    "good. Only the file's owner can restore it; anyone else who deletes a shared file just removes "
                    "it from their own view. Emptying the bin cannot be undone.",
        "claims": [
            ("paraphrase", F, "A deleted file sits in the recycle bin for 30 days and is then permanently removed."),
            ("paraphrase", F, "Restoring a file is something only its owner can do."),
            ("paraphrase", F, "Once you empty the bin, there is no way back."),
            ("number", U, "Files stay in the recycle bin for 60 days."),
            ("misattribution", U, "Any collaborator on a shared file can restore it from the bin."),
            ("opposite", U, "Emptying the bin can be undone within a day."),
        ],
    },
    {
        "domain": "science", "split": "fresh125", "names": "Abstract: locust swarming",
        "evidence": "Desert locusts switch from a solitary to a swarming phase when crowded. Rubbing the hind legs "
                    "of solitary locusts for a few hours raised serotonin in their nervous system and made them "
                    "gregarious, while blocking serotonin prevented the change even in crowded insects.",
        "claims": [
            ("paraphrase", F, "Crowding makes desert locusts change to the swarming phase."),
            ("paraphrase", F, "Stroking the hind legs of lone locusts increased their serotonin."),
            ("paraphrase", F, "Without serotonin, crowded locusts did not become gregarious."),
            ("substitution", U, "Rubbing the antennae of solitary locusts made them gregarious."),
            ("opposite", U, "Blocking serotonin made solitary locusts gregarious."),
            ("causal", U, "Swarming raises serotonin, which then makes the locusts solitary."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh125", "names": "Lecture transcript: the Gettysburg Address",
        "evidence": "Lincoln spoke for barely two minutes at the dedication of the cemetery at Gettysburg in "
                    "November 1863, after the main speaker, Edward Everett, had talked for two hours. Some "
                    "newspapers dismissed the address at the time, but it is now one of the most quoted speeches in "
                    "American history.",
        "claims": [
            ("paraphrase", F, "Lincoln's speech at Gettysburg lasted only about two minutes."),
            ("paraphrase", F, "Edward Everett, who spoke before Lincoln, went on for two hours."),
            ("paraphrase", F, "Some papers were dismissive of the speech when it was given."),
            ("swapped_roles", U, "Edward Everett spoke for two minutes after Lincoln's two-hour speech."),
            ("date", U, "Lincoln gave the Gettysburg Address in November 1865."),
            ("opposite", U, "Every newspaper praised the address at the time."),
        ],
    },
    {
        "domain": "essay", "split": "fresh125", "names": "Course reader: Dover Beach",
        "evidence": "In Arnold's poem, the speaker stands at a window at night, hearing the waves draw back the "
                    "pebbles on the shore. The retreating tide becomes an image of the 'Sea of Faith' withdrawing "
                    "from the world, and he asks his love that they be true to one another.",
        "claims": [
            ("paraphrase", F, "The speaker listens at night to waves dragging the pebbles back."),
            ("paraphrase", F, "The ebbing tide stands for religious faith leaving the world."),
            ("paraphrase", F, "He asks the woman he loves that the two of them stay faithful to each other."),
            ("opposite", U, "The rising tide becomes an image of faith returning to the world."),
            ("substitution", U, "The speaker stands on the beach at dawn."),
            ("swapped_roles", U, "His love asks the speaker to be true to her."),
        ],
    },
]
