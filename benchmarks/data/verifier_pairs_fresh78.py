"""A seventy-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh78``).

Written on 2026-11-27 (session 44) after round 77, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh78", "names": "Lesson notes: three against two",
        "evidence": "To play three notes against two, count the bar in six. The hand with three notes plays on "
                    "counts one, three and five; the hand with two plays on one and four. Practise it slowly "
                    "with the hands tapping on a table before you try it at the keyboard.",
        "claims": [
            ("paraphrase", F, "Count in six to fit three notes against two."),
            ("paraphrase", F, "The hand playing two notes strikes on counts one and four."),
            ("paraphrase", F, "Tap the rhythm slowly on a table before playing it on the piano."),
            ("swapped_roles", U, "The hand with two notes plays on counts one, three and five."),
            ("reversed_order", U, "Try it at the keyboard first, then tap it on a table."),
            ("number", U, "Count the bar in four to play three against two."),
        ],
    },
    {
        "domain": "literature", "split": "fresh78", "names": "Study guide: The Old Man and the Sea",
        "evidence": "After eighty-four days without a catch, Santiago rows far out alone and hooks a giant "
                    "marlin, which tows his skiff for two days before he kills it. On the way home sharks eat "
                    "the marlin, and he reaches the harbour with only its skeleton.",
        "claims": [
            ("paraphrase", F, "Santiago had gone eighty-four days without catching a fish."),
            ("paraphrase", F, "The marlin pulls his boat for two days before Santiago kills it."),
            ("paraphrase", F, "Sharks devour the marlin as he sails back."),
            ("number", U, "Santiago had gone forty days without a catch."),
            ("misattribution", U, "Santiago's friend Manolo rows out with him and helps him land the marlin."),
            ("opposite", U, "Santiago brings the whole marlin back to the harbour to sell."),
        ],
    },
    {
        "domain": "docs", "split": "fresh78", "names": "Scheduler guide: missed runs",
        "evidence": "If the scheduler is down when a job was due, the missed run is started once as soon as the "
                    "scheduler comes back, however many runs were missed. Set catch_up: false to skip missed runs "
                    "entirely. A run that is still going when the next one is due is never interrupted; the "
                    "next run waits for it.",
        "claims": [
            ("paraphrase", F, "After downtime, a missed job runs one time when the scheduler is back up."),
            ("paraphrase", F, "With catch_up set to false, missed runs are skipped."),
            ("paraphrase", F, "A run still in progress is not stopped when the next run is due."),
            ("opposite", U, "Every missed run is started when the scheduler comes back."),
            ("opposite", U, "A run still going when the next one is due is cancelled."),
            ("reversed_order", U, "The next run starts first, and the one still going waits for it."),
        ],
    },
    {
        "domain": "science", "split": "fresh78", "names": "Abstract: salmon and riverside forests",
        "evidence": "Spawning salmon die in their home streams, and bears carry many of the carcasses into the "
                    "forest. Trees within 50 metres of salmon streams took up marine nitrogen from the carcasses "
                    "and grew up to three times faster than trees beside streams without salmon.",
        "claims": [
            ("paraphrase", F, "Bears drag many dead salmon into the woods."),
            ("paraphrase", F, "Trees close to salmon streams absorbed nitrogen from the sea via the carcasses."),
            ("paraphrase", F, "Those trees grew as much as three times as fast as trees by streams with no salmon."),
            ("number", U, "Trees within 500 metres of salmon streams took up marine nitrogen."),
            ("opposite", U, "Trees beside streams without salmon grew up to three times faster."),
            ("causal", U, "The bears' droppings, not the carcasses, supplied the trees' marine nitrogen."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh78", "names": "Lecture transcript: the Doppler effect",
        "evidence": "[00:03:10] When an ambulance drives towards you, each wave crest is emitted a little closer "
                    "to you than the last, so the crests arrive bunched up and you hear a higher pitch. "
                    "[00:03:34] As it drives away, the crests are spread out and the pitch drops; the siren "
                    "itself never changes its note.",
        "claims": [
            ("paraphrase", F, "As an ambulance approaches, its wave crests arrive closer together."),
            ("paraphrase", F, "The pitch you hear falls once the ambulance is moving away."),
            ("paraphrase", F, "The siren's own note stays the same throughout."),
            ("opposite", U, "The pitch rises as the ambulance drives away."),
            ("opposite", U, "The siren changes its note as it passes you."),
            ("swapped_roles", U, "When the ambulance approaches, the crests arrive spread out."),
        ],
    },
    {
        "domain": "essay", "split": "fresh78", "names": "Course reader: Inca roads",
        "evidence": "The Inca road network ran about 40,000 kilometres along and across the Andes. Relay "
                    "runners called chasquis carried messages along it, each running a short stage before "
                    "handing over, so news could cover some 240 kilometres in a day. Ordinary people needed "
                    "official permission to travel on the roads.",
        "claims": [
            ("paraphrase", F, "The Inca built roughly 40,000 kilometres of roads in and across the Andes."),
            ("paraphrase", F, "Chasquis ran short stages and passed messages on to the next runner."),
            ("paraphrase", F, "Common people could not use the roads without official permission."),
            ("number", U, "News carried by chasquis could cover some 24 kilometres in a day."),
            ("opposite", U, "Anyone could travel the Inca roads freely without permission."),
            ("overgeneralisation", U, "Each chasqui ran the whole route to deliver a message himself."),
        ],
    },
]
