"""A seventy-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh76``).

Written on 2026-11-27 (session 43) after round 75, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once at the end of the session and left for
the next round to read (see ``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh76", "names": "Lesson notes: glissandos",
        "evidence": "Play a white-key glissando upwards with the back of the third finger's nail, keeping the "
                    "wrist high and the hand moving at an even speed. Downwards, use the thumb nail instead, "
                    "and never press hard enough to scrape the skin.",
        "claims": [
            ("paraphrase", F, "An upward glissando uses the nail of the third finger."),
            ("paraphrase", F, "Keep the wrist high and move the hand evenly."),
            ("paraphrase", F, "For a downward glissando, switch to the thumb nail."),
            ("swapped_roles", U, "Use the thumb nail going up and the third finger's nail coming down."),
            ("opposite", U, "Keep the wrist low during a glissando."),
            ("opposite", U, "Press hard into the keys so the glissando sounds clearly."),
        ],
    },
    {
        "domain": "literature", "split": "fresh76", "names": "Study guide: Mrs Dalloway",
        "evidence": "The novel follows Clarissa Dalloway through a single June day in 1923 as she prepares for "
                    "a party. In a parallel story, Septimus Smith, a veteran suffering from shell shock, takes "
                    "his own life, and Clarissa learns of his death during the party.",
        "claims": [
            ("paraphrase", F, "The story takes place over one day in June 1923."),
            ("paraphrase", F, "Septimus Smith is a war veteran with shell shock."),
            ("paraphrase", F, "Clarissa hears of Septimus's death at her party."),
            ("date", U, "The novel follows Clarissa through a single day in 1933."),
            ("misattribution", U, "Clarissa's husband is the veteran suffering from shell shock."),
            ("reversed_order", U, "Clarissa learns of Septimus's death before she starts preparing for the party."),
        ],
    },
    {
        "domain": "docs", "split": "fresh76", "names": "Server guide: graceful shutdown",
        "evidence": "On SIGTERM the server stops accepting new connections but lets requests already in "
                    "progress finish, for up to 30 seconds. Requests still running after that are cancelled, "
                    "and the process exits with code 0 if none had to be cancelled.",
        "claims": [
            ("paraphrase", F, "After SIGTERM no new connections are accepted."),
            ("paraphrase", F, "Requests in progress get up to 30 seconds to finish."),
            ("paraphrase", F, "The exit code is 0 when no request had to be cancelled."),
            ("opposite", U, "On SIGTERM the server cancels every request in progress at once."),
            ("number", U, "Requests in progress get up to 60 seconds to finish."),
            ("opposite", U, "The server keeps accepting new connections after SIGTERM."),
        ],
    },
    {
        "domain": "science", "split": "fresh76", "names": "Abstract: periodical cicadas and trees",
        "evidence": "In the year after a mass emergence of periodical cicadas, oak trees in the affected forests "
                    "grew less wood, but the following year growth rebounded above normal, probably because the "
                    "dead cicadas fertilised the soil.",
        "claims": [
            ("paraphrase", F, "Oaks grew less wood in the year after the cicadas emerged."),
            ("paraphrase", F, "The year after that, oak growth rose above normal."),
            ("paraphrase", F, "Dead cicadas probably fertilised the soil."),
            ("opposite", U, "Oak growth increased in the year right after the emergence."),
            ("reversed_order", U, "Oak growth rebounded first and then dropped in the following year."),
            ("strength", U, "The dead cicadas certainly caused the rebound in growth."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh76", "names": "Lecture transcript: geysers",
        "evidence": "[00:06:20] A geyser needs three things: a heat source, water, and a narrow plumbing system "
                    "that traps the water under pressure. [00:06:48] As the water deep down is heated above its "
                    "normal boiling point, it flashes to steam and drives the column of water out.",
        "claims": [
            ("paraphrase", F, "Geysers need heat, water and narrow plumbing that keeps the water under pressure."),
            ("paraphrase", F, "Deep water heated past its usual boiling point turns suddenly to steam."),
            ("paraphrase", F, "The steam pushes the column of water out."),
            ("opposite", U, "A geyser needs a wide plumbing system that lets pressure escape."),
            ("opposite", U, "The deep water erupts while it is still below its boiling point."),
            ("number", U, "A geyser needs five things."),
        ],
    },
    {
        "domain": "essay", "split": "fresh76", "names": "Course reader: Roman aqueducts",
        "evidence": "Roman aqueducts carried water to cities by gravity alone, falling only a few metres over "
                    "tens of kilometres. Most of their length ran underground; the famous arches were built only "
                    "where a channel had to cross a valley.",
        "claims": [
            ("paraphrase", F, "Aqueducts moved water to Roman cities using gravity alone."),
            ("paraphrase", F, "Most of an aqueduct ran below ground."),
            ("paraphrase", F, "Arches were built only where a valley had to be crossed."),
            ("opposite", U, "Most of an aqueduct's length ran on arches above ground."),
            ("causal", U, "Roman aqueducts used pumps to push water uphill to the cities."),
            ("number", U, "Aqueducts fell a few hundred metres over tens of kilometres."),
        ],
    },
]
