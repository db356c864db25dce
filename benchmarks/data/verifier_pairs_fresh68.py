"""A sixty-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh68``).

Written on 2026-11-27 (session 42) after round 67 (whose rules read ``fresh67``'s errors), before
any run of the verifier on it, measured once (86.7% faithful supported / 66.7% unfaithful caught)
and then read by round 68. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh68", "names": "Lesson notes: Chopin nocturnes",
        "evidence": "In the nocturnes the left hand carries wide arpeggios that should sound like a harp, soft "
                    "and even, while the right hand sings above them. Change the pedal with each new harmony, "
                    "not with each beat, and let the melody's long notes decay naturally before the next one.",
        "claims": [
            ("paraphrase", F, "The left-hand arpeggios should be soft and even, like a harp."),
            ("paraphrase", F, "Pedal changes follow the harmony rather than the beat."),
            ("paraphrase", F, "The right hand sings over the left-hand arpeggios."),
            ("swapped_roles", U, "The right hand plays harp-like arpeggios while the left hand sings above."),
            ("opposite", U, "Change the pedal on every beat, whatever the harmony."),
            ("opposite", U, "Hold the melody's long notes at full volume until the next one."),
        ],
    },
    {
        "domain": "literature", "split": "fresh68", "names": "Study guide: Of Mice and Men",
        "evidence": "George and Lennie, two migrant workers, dream of owning a small farm where Lennie can tend "
                    "rabbits. Candy, an old ranch hand, offers his savings to join them. After Lennie "
                    "accidentally kills Curley's wife, George shoots Lennie himself rather than let the mob "
                    "take him.",
        "claims": [
            ("paraphrase", F, "George and Lennie hope to own a little farm where Lennie can look after rabbits."),
            ("paraphrase", F, "Candy offers his savings so that he can join them."),
            ("misattribution", U, "Curley shoots Lennie before the mob can take him."),
            ("swapped_roles", U, "George offers his savings to Candy."),
            ("opposite", U, "Lennie kills Curley's wife on purpose."),
            ("substitution", U, "Lennie dreams of tending chickens on the farm."),
        ],
    },
    {
        "domain": "docs", "split": "fresh68", "names": "CLI reference: deploy",
        "evidence": "deploy uploads the build and switches traffic to it only after the health check passes. If "
                    "the check fails three times, the previous version keeps serving and the command exits "
                    "with code 2. Use --force to skip the health check, which is not recommended in "
                    "production.",
        "claims": [
            ("paraphrase", F, "Traffic moves to the new build only once it passes the health check."),
            ("paraphrase", F, "After three failed checks the old version stays live and deploy exits with code 2."),
            ("paraphrase", F, "--force skips the health check."),
            ("reversed_order", U, "deploy switches traffic to the build and then runs the health check."),
            ("number", U, "If the check fails five times, the command exits with code 2."),
            ("opposite", U, "Using --force is recommended in production."),
        ],
    },
    {
        "domain": "science", "split": "fresh68", "names": "Abstract: urban bees",
        "evidence": "Across 40 city gardens, bee species richness rose with the number of flowering plant "
                    "species but was unrelated to garden size. Gardens managed without pesticides had more "
                    "bumblebees, although honeybee numbers did not differ.",
        "claims": [
            ("paraphrase", F, "More flowering plant species meant more bee species in the gardens."),
            ("paraphrase", F, "Garden size was not linked to how many bee species were found."),
            ("paraphrase", F, "Pesticide-free gardens had more bumblebees."),
            ("opposite", U, "Larger gardens supported more bee species."),
            ("opposite", U, "Gardens managed without pesticides had more honeybees."),
            ("number", U, "The study surveyed 400 city gardens."),
        ],
    },
    {
        "domain": "essay", "split": "fresh68", "names": "Course reader: the Black Death",
        "evidence": "The Black Death reached England in 1348 and killed perhaps a third to a half of the "
                    "population. With so few labourers left, survivors could demand higher wages, and the "
                    "Statute of Labourers of 1351 tried, largely without success, to hold wages at pre-plague "
                    "levels.",
        "claims": [
            ("paraphrase", F, "The plague arrived in England in 1348."),
            ("paraphrase", F, "The shortage of labourers let survivors ask for better pay."),
            ("date", U, "The Black Death reached England in 1248."),
            ("opposite", U, "The Statute of Labourers succeeded in keeping wages at pre-plague levels."),
            ("number", U, "The Black Death killed about a tenth of England's population."),
            ("causal", U, "The Statute of Labourers caused wages to rise."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh68", "names": "Lecture transcript: photosynthesis",
        "evidence": "[00:03:10] In the light reactions, which happen in the thylakoid membranes, water is split "
                    "and oxygen is released. [00:03:24] The energy captured there is then used in the Calvin "
                    "cycle, in the stroma, to turn carbon dioxide into sugar.",
        "claims": [
            ("paraphrase", F, "Water is split and oxygen given off during the light reactions."),
            ("paraphrase", F, "The Calvin cycle takes place in the stroma and makes sugar from carbon dioxide."),
            ("swapped_roles", U, "The light reactions happen in the stroma, and the Calvin cycle in the thylakoid "
                                 "membranes."),
            ("reversed_order", U, "The Calvin cycle runs first and its energy then powers the light reactions."),
            ("substitution", U, "In the light reactions, water is split and nitrogen is released."),
            ("opposite", U, "The Calvin cycle turns sugar into carbon dioxide."),
        ],
    },
]
