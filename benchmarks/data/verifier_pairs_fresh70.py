"""A seventy-first held-out set for ``benchmarks/verifier.py`` (split ``fresh70``).

Written on 2026-11-27 (session 43) after round 69 (whose rules read ``fresh69``'s errors), before
any run of the verifier on it, measured once (see ``docs/verification.md``) and then read by round 70.
Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh70", "names": "Masterclass notes: Bach preludes",
        "evidence": "In the C major prelude, let each broken chord ring without pedal; the fingers alone should "
                    "hold the lower notes where the harmony needs them. Shape the piece in long arches, "
                    "growing towards the dominant pedal point near the end and relaxing only in the last bars.",
        "claims": [
            ("paraphrase", F, "Play the broken chords of the C major prelude without pedal."),
            ("paraphrase", F, "The fingers, not the pedal, should sustain the lower notes."),
            ("paraphrase", F, "The music should grow towards the dominant pedal point near the end."),
            ("opposite", U, "Hold each broken chord with the sustaining pedal."),
            ("reversed_order", U, "Relax first, and build towards the dominant pedal point only in the last bars."),
            ("substitution", U, "Shape the piece in long arches, growing towards the tonic near the end."),
        ],
    },
    {
        "domain": "literature", "split": "fresh70", "names": "Study guide: Great Expectations",
        "evidence": "Pip believes that Miss Havisham is his secret benefactor and that she means him to marry "
                    "Estella. In fact his fortune comes from Magwitch, the convict he helped as a boy, and Miss "
                    "Havisham has raised Estella to break men's hearts.",
        "claims": [
            ("paraphrase", F, "Pip assumes Miss Havisham is the one paying for his expectations."),
            ("paraphrase", F, "The money actually comes from Magwitch, whom Pip helped as a child."),
            ("paraphrase", F, "Miss Havisham brought Estella up to break men's hearts."),
            ("misattribution", U, "Pip's fortune comes from Miss Havisham."),
            ("swapped_roles", U, "Magwitch helped Pip when Pip was a boy."),
            ("opposite", U, "Miss Havisham raised Estella to be kind to men."),
        ],
    },
    {
        "domain": "docs", "split": "fresh70", "names": "Admin guide: password policy",
        "evidence": "Passwords must be at least 12 characters long and are checked against a list of known "
                    "breached passwords. Users are not forced to change their password on a schedule; a change "
                    "is required only if a breach is suspected.",
        "claims": [
            ("paraphrase", F, "A password needs twelve or more characters."),
            ("paraphrase", F, "New passwords are compared with a list of breached passwords."),
            ("paraphrase", F, "There is no scheduled password change; users change it only when a breach is "
                              "suspected."),
            ("number", U, "Passwords must be at least 8 characters long."),
            ("opposite", U, "Users must change their password every 90 days."),
            ("opposite", U, "Passwords are not checked against known breached passwords."),
        ],
    },
    {
        "domain": "science", "split": "fresh70", "names": "Abstract: sleep and memory",
        "evidence": "Students who slept for eight hours after learning a list of word pairs recalled 20% more "
                    "pairs the next day than students who stayed awake overnight. A short nap gave a smaller "
                    "benefit, and caffeine did not make up for lost sleep.",
        "claims": [
            ("paraphrase", F, "A full night's sleep after learning improved next-day recall of word pairs."),
            ("paraphrase", F, "Napping helped, but less than a night's sleep."),
            ("paraphrase", F, "Caffeine did not compensate for missing sleep."),
            ("number", U, "Students who slept recalled 50% more pairs the next day."),
            ("opposite", U, "A short nap gave a larger benefit than a full night's sleep."),
            ("opposite", U, "Caffeine made up for lost sleep."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh70", "names": "Lecture transcript: supply chains",
        "evidence": "[00:21:40] Just-in-time manufacturing keeps inventories small, which cuts storage costs. "
                    "[00:21:58] The trade-off is fragility: when a single supplier is disrupted, a plant with "
                    "no buffer stock can halt within days.",
        "claims": [
            ("paraphrase", F, "Keeping inventories small lowers storage costs."),
            ("paraphrase", F, "Without buffer stock, a plant can stop within days if one supplier fails."),
            ("paraphrase", F, "The downside of just-in-time is fragility."),
            ("opposite", U, "Just-in-time manufacturing keeps large inventories."),
            ("causal", U, "Just-in-time manufacturing raises storage costs."),
            ("number", U, "A plant with no buffer stock can halt within hours."),
        ],
    },
    {
        "domain": "essay", "split": "fresh70", "names": "Course reader: the printing press",
        "evidence": "Gutenberg's press, developed around 1450 in Mainz, used movable metal type. Within fifty "
                    "years presses were working in more than two hundred European towns, and the price of books "
                    "fell sharply, which helped spread literacy.",
        "claims": [
            ("paraphrase", F, "Gutenberg developed his press in Mainz around 1450."),
            ("paraphrase", F, "Books became much cheaper as printing spread."),
            ("paraphrase", F, "In under fifty years, more than two hundred European towns had presses."),
            ("substitution", U, "Gutenberg's press used movable wooden type."),
            ("date", U, "Gutenberg developed his press around 1550."),
            ("opposite", U, "The price of books rose sharply after the press spread."),
        ],
    },
]
