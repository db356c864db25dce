"""A fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh4``).

Written on 2026-11-25 (session 29) before the fifth round of checks (the one that read the
``fresh3`` split's errors), and only measured after it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh4", "names": "Scales and arpeggios handbook",
        "evidence": "Pass the thumb under smoothly in scales, keeping the wrist level; the elbow should "
                    "follow the hand rather than lead it. Practise hands separately at first, with a "
                    "metronome set to 60.",
        "claims": [
            ("quote", F, "Pass the thumb under smoothly in scales, keeping the wrist level."),
            ("paraphrase", F, "When playing scales, tuck the thumb under smoothly while the wrist stays level."),
            ("paraphrase", F, "Begin by practising each hand on its own, with the metronome at 60."),
            ("swapped_roles", U, "The hand should follow the elbow rather than lead it."),
            ("number", U, "Set the metronome to 80 when practising hands separately."),
            ("opposite", U, "Practise hands together from the start, with a metronome set to 60."),
            ("negation", U, "Do not keep the wrist level when the thumb passes under."),
        ],
    },
    {
        "domain": "piano", "split": "fresh4", "names": "Pedagogy notes: memorising",
        "evidence": "Students who analysed the harmony of a piece before memorising it made fewer memory "
                    "slips in performance than those who relied on repetition alone, in a study of "
                    "twenty-four conservatory pianists.",
        "claims": [
            ("paraphrase", F, "Analysing a piece's harmony before memorising it led to fewer memory slips than repetition alone."),
            ("quote", F, "Students who analysed the harmony of a piece before memorising it made fewer memory slips in performance."),
            ("overgeneralisation", U, "Analysing harmony always prevents memory slips."),
            ("number", U, "In a study of forty conservatory pianists, harmonic analysis reduced memory slips."),
            ("population", U, "Children who analyse the harmony of a piece make fewer memory slips."),
            ("reversed_order", U, "Students who analysed the harmony after memorising made fewer slips."),
            ("opposite", U, "Relying on repetition alone led to fewer memory slips than harmonic analysis."),
        ],
    },
    {
        "domain": "essay", "split": "fresh4", "names": "Macbeth: a study guide",
        "evidence": "Lady Macbeth urges her husband to murder Duncan, but after the killing it is she who "
                    "is haunted by guilt, sleepwalking and trying to wash imaginary blood from her hands.",
        "claims": [
            ("paraphrase", F, "Lady Macbeth pushes her husband to kill Duncan."),
            ("paraphrase", F, "After the murder, Lady Macbeth is tormented by guilt and sleepwalks, trying to wash away blood that is not there."),
            ("swapped_roles", U, "Macbeth urges his wife to murder Duncan."),
            ("negation", U, "Lady Macbeth never feels guilt after Duncan's murder."),
            ("misattribution", U, "Banquo urges Macbeth to murder Duncan."),
            ("specifics", U, "Lady Macbeth sleepwalks every night for a month after the killing."),
        ],
    },
    {
        "domain": "essay", "split": "fresh4", "names": "The Industrial Revolution in Britain",
        "evidence": "Cotton spinning was the first industry to be mechanised on a large scale; "
                    "Arkwright's water frame, patented in 1769, moved production from cottages into "
                    "factories built beside rivers.",
        "claims": [
            ("quote", F, "Cotton spinning was the first industry to be mechanised on a large scale."),
            ("paraphrase", F, "Arkwright patented his water frame in 1769, which shifted production from cottages to riverside factories."),
            ("number", U, "Arkwright's water frame was patented in 1779."),
            ("substitution", U, "Wool weaving was the first industry to be mechanised on a large scale."),
            ("misattribution", U, "Hargreaves's water frame moved production into factories."),
            ("reversed_order", U, "Production moved from factories back into cottages after the water frame."),
        ],
    },
    {
        "domain": "docs", "split": "fresh4", "names": "Backup tool manual",
        "evidence": "By default, backups are kept for 30 days. Set retention_days to 0 to keep backups "
                    "forever. Incremental backups require a full backup to exist first.",
        "claims": [
            ("quote", F, "By default, backups are kept for 30 days."),
            ("paraphrase", F, "Setting retention_days to 0 keeps backups indefinitely."),
            ("paraphrase", F, "An incremental backup needs an existing full backup."),
            ("number", U, "By default, backups are kept for 7 days."),
            ("opposite", U, "Set retention_days to 0 to delete backups immediately."),
            ("reversed_order", U, "A full backup requires an incremental backup to exist first."),
            ("specifics", U, "Incremental backups are compressed with zstd by default."),
        ],
    },
    {
        "domain": "docs", "split": "fresh4", "names": "Web server configuration guide",
        "evidence": "The server listens on port 8080 unless the PORT environment variable is set. TLS is "
                    "disabled by default; enable it with --tls and give the certificate path with --cert.",
        "claims": [
            ("paraphrase", F, "Unless PORT is set in the environment, the server uses port 8080."),
            ("quote", F, "TLS is disabled by default."),
            ("opposite", U, "TLS is enabled by default."),
            ("number", U, "The server listens on port 8000 unless PORT is set."),
            ("swapped_roles", U, "Give the certificate path with --tls and enable TLS with --cert."),
            ("negation", U, "The PORT environment variable does not change the port the server listens on."),
        ],
    },
    {
        "domain": "science", "split": "fresh4", "names": "Abstract: exercise and memory",
        "evidence": "In adults over sixty, six months of aerobic exercise increased hippocampal volume by "
                    "about 2% compared with stretching controls, and the increase was associated with "
                    "improved spatial memory.",
        "claims": [
            ("paraphrase", F, "Six months of aerobic exercise enlarged the hippocampus by roughly 2% in adults over sixty, relative to stretching controls."),
            ("quote", F, "The increase was associated with improved spatial memory."),
            ("causal", U, "The larger hippocampus caused the improvement in spatial memory."),
            ("population", U, "In rats, six months of aerobic exercise increased hippocampal volume by about 2%."),
            ("number", U, "Aerobic exercise increased hippocampal volume by about 12%."),
            ("opposite", U, "Aerobic exercise decreased hippocampal volume compared with stretching."),
            ("overgeneralisation", U, "Any kind of exercise increases hippocampal volume in everyone."),
        ],
    },
    {
        "domain": "science", "split": "fresh4", "names": "Abstract: soil bacteria",
        "evidence": "Streptomyces strains isolated from the soil samples produced antibiotics that "
                    "inhibited the growth of Staphylococcus aureus but had no effect on Escherichia coli.",
        "claims": [
            ("paraphrase", F, "The soil Streptomyces strains made antibiotics that held back Staphylococcus aureus growth."),
            ("paraphrase", F, "These antibiotics did not affect Escherichia coli."),
            ("swapped_roles", U, "The antibiotics inhibited Escherichia coli but had no effect on Staphylococcus aureus."),
            ("negation", U, "The antibiotics did not inhibit the growth of Staphylococcus aureus."),
            ("substitution", U, "Bacillus strains isolated from the soil samples produced antibiotics that inhibited Staphylococcus aureus."),
            ("specifics", U, "The antibiotics inhibited Staphylococcus aureus at concentrations below 1 microgram per millilitre."),
        ],
    },
]
