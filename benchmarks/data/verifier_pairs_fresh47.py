"""A forty-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh47``).

Written on 2026-11-26 (session 37) after round 46 (whose rules read ``fresh46``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh47", "names": "Lesson notes: sight-reading duets",
        "evidence": "When sight-reading a duet, never stop to fix a wrong note; keep the pulse going and "
                    "rejoin your partner at the next bar line. Before starting, look through the piece for "
                    "key changes and the fastest passage.",
        "claims": [
            ("paraphrase", F, "In a sight-read duet, don't halt to correct mistakes; keep the beat and come "
                              "back in with your partner at the next bar line."),
            ("paraphrase", F, "Scan the piece for changes of key and for its quickest passage before you "
                              "begin."),
            ("opposite", U, "When sight-reading a duet, stop and fix each wrong note before going on."),
            ("reversed_order", U, "Look through the piece for key changes after you have finished playing it."),
            ("substitution", U, "Rejoin your partner at the next rehearsal mark."),
            ("substitution", U, "Before starting, look through the piece for tempo changes and the slowest "
                                "passage."),
        ],
    },
    {
        "domain": "literature", "split": "fresh47", "names": "Study notes on Frankenstein, chapter 5",
        "evidence": "Victor works for nearly two years to bring the creature to life, but when it opens its "
                    "eyes he is horrified and flees the room. The creature follows him to his bedroom that "
                    "night, and Victor escapes into the courtyard.",
        "claims": [
            ("paraphrase", F, "Victor spends almost two years trying to give the creature life."),
            ("paraphrase", F, "Horrified when the creature opens its eyes, Victor runs out of the room."),
            ("number", U, "Victor works for nearly ten years to bring the creature to life."),
            ("opposite", U, "When the creature opens its eyes, Victor is delighted and embraces it."),
            ("swapped_roles", U, "Victor follows the creature to its room that night."),
            ("substitution", U, "Victor escapes into the garden."),
        ],
    },
    {
        "domain": "docs", "split": "fresh47", "names": "Web server guide: request limits",
        "evidence": "Request bodies larger than 10 MB are rejected with status 413 before the handler runs. "
                    "Uploads to /files are exempt and may be up to 2 GB, streamed to disk rather than held "
                    "in memory.",
        "claims": [
            ("paraphrase", F, "A request whose body exceeds 10 MB gets a 413 response and never reaches the "
                              "handler."),
            ("paraphrase", F, "The /files upload path is not subject to the limit and accepts up to 2 GB."),
            ("paraphrase", F, "Files uploaded to /files are written to disk as they stream in, not kept in "
                              "memory."),
            ("number", U, "Request bodies larger than 10 MB are rejected with status 400."),
            ("reversed_order", U, "Oversized request bodies are rejected after the handler runs."),
            ("opposite", U, "Uploads to /files are held in memory rather than streamed to disk."),
            ("number", U, "Uploads to /files may be up to 20 GB."),
        ],
    },
    {
        "domain": "science", "split": "fresh47", "names": "Abstract: classroom plants and attention",
        "evidence": "In 12 primary classrooms, adding potted plants did not change test scores, but pupils "
                    "reported feeling calmer and teachers recorded fewer off-task incidents over the term.",
        "claims": [
            ("paraphrase", F, "Putting plants in primary classrooms left test scores unchanged."),
            ("paraphrase", F, "With plants in the room, pupils said they felt calmer and teachers logged fewer "
                              "off-task incidents."),
            ("opposite", U, "Adding potted plants raised test scores."),
            ("opposite", U, "Teachers recorded more off-task incidents after plants were added."),
            ("population", U, "In 12 secondary classrooms, adding potted plants did not change test scores."),
            ("strength", U, "Potted plants eliminated off-task behaviour in primary classrooms."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh47", "names": "Statistics lecture 3: sampling",
        "evidence": "A convenience sample, such as surveying whoever walks past, is cheap but usually biased. "
                    "A simple random sample gives every member of the population the same chance of "
                    "selection, so its estimates are unbiased, though they still vary from sample to sample.",
        "claims": [
            ("paraphrase", F, "Surveying whoever happens to pass by is an inexpensive convenience sample that "
                              "tends to be biased."),
            ("paraphrase", F, "In a simple random sample each member of the population is equally likely to be "
                              "chosen."),
            ("paraphrase", F, "Estimates from a simple random sample are unbiased but differ between samples."),
            ("swapped_roles", U, "A simple random sample is cheap but usually biased, while a convenience sample "
                                 "is unbiased."),
            ("opposite", U, "Estimates from a simple random sample are the same from sample to sample."),
            ("opposite", U, "A convenience sample is expensive but unbiased."),
        ],
    },
    {
        "domain": "essay", "split": "fresh47", "names": "Course book: the Rosetta Stone",
        "evidence": "Found by French soldiers in 1799, the Rosetta Stone carries the same decree in hieroglyphs, "
                    "Demotic and Greek. Because scholars could read the Greek, Champollion used it to decipher "
                    "the hieroglyphs, announcing his results in 1822.",
        "claims": [
            ("paraphrase", F, "French soldiers discovered the Rosetta Stone in 1799."),
            ("paraphrase", F, "One decree appears on the stone three times: in hieroglyphs, in Demotic and in "
                              "Greek."),
            ("paraphrase", F, "Since the Greek text could be read, Champollion was able to use it to work out "
                              "the hieroglyphs."),
            ("misattribution", U, "British soldiers found the Rosetta Stone in 1799."),
            ("swapped_roles", U, "Champollion used the hieroglyphs to decipher the Greek."),
            ("number", U, "Champollion announced his results in 1802."),
        ],
    },
]
