"""A twenty-third held-out set for ``benchmarks/verifier.py`` (split ``fresh22``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 33) after round 21 (whose rules read ``fresh21``'s errors) and
measured once, at the end of this session, with no round after it. Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh22", "names": "Abstract: noise and hospital sleep",
        "evidence": "Patients on wards where night-time noise was kept below 35 decibels slept about 40 "
                    "minutes longer than patients on ordinary wards. Most of the noise came from alarms and "
                    "staff conversations rather than from equipment.",
        "claims": [
            ("paraphrase", F, "Keeping night noise under 35 decibels gave patients roughly 40 extra minutes of sleep compared with ordinary wards."),
            ("paraphrase", F, "Alarms and staff talking, not machines, caused most of the noise."),
            ("number", U, "Patients on quiet wards slept about 4 hours longer."),
            ("opposite", U, "Most of the noise came from equipment rather than from alarms and staff."),
            ("swapped_roles", U, "Patients on ordinary wards slept about 40 minutes longer than patients on quiet wards."),
            ("overgeneralization", U, "Reducing noise cures insomnia in all hospital patients."),
        ],
    },
    {
        "domain": "literature", "split": "fresh22", "names": "Study notes on Wuthering Heights",
        "evidence": "Heathcliff, brought to Wuthering Heights as an orphan by Mr Earnshaw, grows up alongside "
                    "Catherine. When she marries Edgar Linton instead of him, he leaves and returns years later "
                    "as a wealthy man bent on revenge.",
        "claims": [
            ("paraphrase", F, "Mr Earnshaw brings the orphan Heathcliff to Wuthering Heights, where he is raised with Catherine."),
            ("paraphrase", F, "After Catherine chooses to marry Edgar Linton rather than Heathcliff, he goes away."),
            ("paraphrase", F, "Heathcliff comes back years afterwards, rich and set on revenge."),
            ("misattribution", U, "Edgar Linton brings Heathcliff to Wuthering Heights as an orphan."),
            ("opposite", U, "Heathcliff returns years later as a poor man seeking forgiveness."),
            ("reversed_order", U, "Heathcliff leaves before Catherine marries Edgar Linton."),
        ],
    },
    {
        "domain": "docs", "split": "fresh22", "names": "Cache configuration guide",
        "evidence": "Entries expire 10 minutes after they are written unless a different TTL is set per key. "
                    "When the cache is full, the least recently used entries are removed first.",
        "claims": [
            ("paraphrase", F, "By default an entry lives for 10 minutes after it is written."),
            ("paraphrase", F, "A per-key TTL can override the 10-minute default."),
            ("paraphrase", F, "A full cache evicts its least recently used entries first."),
            ("number", U, "Entries expire 10 seconds after they are written."),
            ("opposite", U, "When the cache is full, the most recently used entries are removed first."),
            ("negation", U, "The TTL cannot be changed for individual keys."),
        ],
    },
    {
        "domain": "piano", "split": "fresh22", "names": "Lesson notes: staccato",
        "evidence": "For a light staccato, release each key as soon as it sounds, and let the finger spring "
                    "from the key rather than pressing into it. Keep the wrist quiet so the motion stays in "
                    "the fingers.",
        "claims": [
            ("paraphrase", F, "A light staccato comes from letting go of each key the moment it sounds."),
            ("paraphrase", F, "The finger should bounce off the key instead of pushing down into it."),
            ("paraphrase", F, "Hold the wrist still so the movement stays in the fingers."),
            ("opposite", U, "Press firmly into each key to play a light staccato."),
            ("substitution", U, "Keep the elbow quiet so the motion stays in the fingers."),
        ],
    },
    {
        "domain": "history", "split": "fresh22", "names": "Notes: the Meiji Restoration",
        "evidence": "In 1868 the Meiji Restoration returned power to the emperor and ended the Tokugawa "
                    "shogunate. The new government abolished the samurai class and built railways and "
                    "factories modelled on those in Europe.",
        "claims": [
            ("paraphrase", F, "The Meiji Restoration of 1868 brought the Tokugawa shogunate to an end and gave power back to the emperor."),
            ("paraphrase", F, "The new government did away with the samurai as a class."),
            ("paraphrase", F, "It built factories and railways on European models."),
            ("number", U, "The Meiji Restoration took place in 1886."),
            ("opposite", U, "The new government strengthened the samurai class."),
            ("substitution", U, "The new government built railways and factories modelled on those in China."),
        ],
    },
    {
        "domain": "essay", "split": "fresh22", "names": "Writing guide: revising",
        "evidence": "Leave a draft for at least a day before revising it, so you read what you wrote rather "
                    "than what you meant. Revise for structure first and fix spelling last.",
        "claims": [
            ("paraphrase", F, "Wait a day or more before revising a draft, so that you see what is actually on the page."),
            ("paraphrase", F, "Deal with structure before worrying about spelling."),
            ("reversed_order", U, "Fix spelling first and revise for structure last."),
            ("number", U, "Leave a draft for at least a week before revising it."),
        ],
    },
]
