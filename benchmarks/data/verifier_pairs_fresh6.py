"""A seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh6``).

Written on 2026-11-25 (session 30) together with ``fresh5`` and before any check of that session
ran; no error of it was read before the session's changes were done, and it was then measured
once. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh6", "names": "Voicing chords workbook",
        "evidence": "To bring out the top note of a chord, put more arm weight behind the fifth finger and "
                    "let the other fingers play lightly. Practise the top line alone first, then add the "
                    "lower notes softly.",
        "claims": [
            ("paraphrase", F, "Put more arm weight behind the fifth finger to bring out the chord's top note."),
            ("quote", F, "Practise the top line alone first, then add the lower notes softly."),
            ("swapped_roles", U, "Put more arm weight behind the other fingers and let the fifth finger play lightly."),
            ("reversed_order", U, "Practise the lower notes alone first, then add the top line."),
            ("negation", U, "Do not let the other fingers play lightly when voicing a chord."),
            ("opposite", U, "Add the lower notes loudly after practising the top line."),
        ],
    },
    {
        "domain": "piano", "split": "fresh6", "names": "Performance anxiety handbook",
        "evidence": "Slow breathing for two minutes before walking on stage lowered pianists' heart rates "
                    "in a survey of forty students, but it did not change the judges' scores.",
        "claims": [
            ("paraphrase", F, "Two minutes of slow breathing before going on stage lowered the students' heart rates."),
            ("paraphrase", F, "Slow breathing before performing did not affect how the judges scored the pianists."),
            ("opposite", U, "Slow breathing before walking on stage raised the judges' scores."),
            ("number", U, "Ten minutes of slow breathing lowered pianists' heart rates."),
            ("overgeneralisation", U, "Slow breathing cures performance anxiety in all musicians."),
            ("negation", U, "Slow breathing before walking on stage did not lower heart rates."),
        ],
    },
    {
        "domain": "essay", "split": "fresh6", "names": "Of Mice and Men: study notes",
        "evidence": "George and Lennie dream of owning a small farm where Lennie can tend rabbits; Candy "
                    "offers his savings to join them, but the plan collapses after Lennie accidentally "
                    "kills Curley's wife.",
        "claims": [
            ("paraphrase", F, "George and Lennie share a dream of their own small farm, where Lennie would look after rabbits."),
            ("quote", F, "Candy offers his savings to join them."),
            ("misattribution", U, "Crooks offers his savings to join George and Lennie."),
            ("swapped_roles", U, "Curley's wife accidentally kills Lennie."),
            ("negation", U, "Lennie does not kill Curley's wife."),
            ("reversed_order", U, "The plan collapses before Candy offers his savings."),
        ],
    },
    {
        "domain": "essay", "split": "fresh6", "names": "The French Revolution: key events",
        "evidence": "The storming of the Bastille on 14 July 1789 followed the dismissal of the finance "
                    "minister Necker; the monarchy was abolished in September 1792.",
        "claims": [
            ("quote", F, "The monarchy was abolished in September 1792."),
            ("paraphrase", F, "The Bastille was stormed on 14 July 1789, after Necker had been dismissed as finance minister."),
            ("number", U, "The Bastille was stormed on 14 July 1791."),
            ("reversed_order", U, "Necker was dismissed after the storming of the Bastille."),
            ("specifics", U, "The monarchy was abolished by Napoleon in September 1792."),
            ("opposite", U, "The monarchy was restored in September 1792."),
        ],
    },
    {
        "domain": "docs", "split": "fresh6", "names": "Backup agent manual",
        "evidence": "Incremental backups run every hour and keep 48 copies. A full backup runs on Sunday at "
                    "02:00. Restores from an encrypted backup need the key file that was active when the "
                    "backup was taken.",
        "claims": [
            ("paraphrase", F, "An hourly incremental backup runs, and 48 copies are kept."),
            ("quote", F, "A full backup runs on Sunday at 02:00."),
            ("paraphrase", F, "To restore an encrypted backup you need the key file that was in use when it was made."),
            ("number", U, "Incremental backups keep 24 copies."),
            ("substitution", U, "A full backup runs on Saturday at 02:00."),
            ("opposite", U, "Restores from an encrypted backup need the current key file, not the one active when the backup was taken."),
            ("negation", U, "Restoring an encrypted backup does not need a key file."),
        ],
    },
    {
        "domain": "docs", "split": "fresh6", "names": "HTTP client library guide",
        "evidence": "The client retries idempotent requests up to three times with exponential backoff; "
                    "POST requests are never retried unless retry_post is set to true.",
        "claims": [
            ("paraphrase", F, "Idempotent requests are retried at most three times, with exponential backoff."),
            ("paraphrase", F, "Setting retry_post to true lets the client retry POST requests."),
            ("opposite", U, "POST requests are always retried, even when retry_post is false."),
            ("number", U, "The client retries idempotent requests up to five times."),
            ("specifics", U, "The client retries idempotent requests with a fixed two-second delay."),
            ("swapped_roles", U, "POST requests are retried three times, while idempotent requests are never retried."),
        ],
    },
    {
        "domain": "science", "split": "fresh6", "names": "Coral reef survey",
        "evidence": "Reefs protected from fishing recovered faster after bleaching than fished reefs, "
                    "probably because grazing fish kept algae from overgrowing the damaged coral.",
        "claims": [
            ("paraphrase", F, "Reefs closed to fishing bounced back from bleaching more quickly than reefs that were fished."),
            ("paraphrase", F, "Grazing fish probably stopped algae from covering the damaged coral."),
            ("swapped_roles", U, "Fished reefs recovered faster after bleaching than protected reefs."),
            ("strength", U, "Grazing fish certainly caused the faster recovery."),
            ("substitution", U, "Reefs protected from shipping recovered faster after bleaching."),
            ("opposite", U, "Grazing fish helped algae overgrow the damaged coral."),
        ],
    },
    {
        "domain": "science", "split": "fresh6", "names": "Vitamin D trial summary",
        "evidence": "In a two-year trial of 2,000 adults over sixty, daily vitamin D supplements did not "
                    "reduce the number of fractures compared with placebo.",
        "claims": [
            ("paraphrase", F, "Daily vitamin D did not lower fracture numbers compared with placebo in adults over sixty."),
            ("quote", F, "In a two-year trial of 2,000 adults over sixty, daily vitamin D supplements did not reduce the number of fractures compared with placebo."),
            ("negation", U, "Daily vitamin D supplements reduced fractures in adults over sixty."),
            ("population", U, "In children, daily vitamin D supplements did not reduce fractures."),
            ("number", U, "The trial followed 200 adults over sixty for two years."),
            ("specifics", U, "Weekly vitamin D injections did not reduce fractures compared with placebo."),
        ],
    },
]
