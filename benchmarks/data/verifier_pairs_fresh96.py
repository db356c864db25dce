"""A ninety-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh96``).

Written on 2026-11-27 (session 46) after round 91, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read, in round 92 (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh96", "names": "Lesson notes: ritardando at a cadence",
        "evidence": "Begin the ritardando later than you think, two or three beats before the cadence, and slow "
                    "down gradually rather than in steps. The last chord should arrive a little late, but keep its "
                    "dynamic; a fading final chord often sounds uncertain.",
        "claims": [
            ("paraphrase", F, "Start slowing down two or three beats before the cadence."),
            ("paraphrase", F, "The slowing should be gradual, not in steps."),
            ("paraphrase", F, "Let the last chord arrive slightly late but at its full dynamic."),
            ("opposite", U, "Slow down in clear steps rather than gradually."),
            ("number", U, "Begin the ritardando about eight bars before the cadence."),
            ("opposite", U, "Let the final chord fade away to sound settled."),
        ],
    },
    {
        "domain": "literature", "split": "fresh96", "names": "Study guide: The Time Machine",
        "evidence": "The Time Traveller journeys to the year 802,701, where the gentle Eloi live above ground and "
                    "the Morlocks, who work machines underground, come up at night to feed on them. When the "
                    "Morlocks steal his machine he must retrieve it from inside a bronze sphinx.",
        "claims": [
            ("paraphrase", F, "The Time Traveller reaches the year 802,701."),
            ("paraphrase", F, "The Eloi live on the surface, while the Morlocks work machines below ground."),
            ("paraphrase", F, "His machine, stolen by the Morlocks, has to be recovered from inside a bronze "
                              "sphinx."),
            ("swapped_roles", U, "The Eloi come up at night to feed on the Morlocks."),
            ("number", U, "The Time Traveller journeys to the year 80,271."),
            ("misattribution", U, "The Eloi steal the Time Traveller's machine."),
        ],
    },
    {
        "domain": "docs", "split": "fresh96", "names": "Account guide: session timeout",
        "evidence": "A web session ends after 30 minutes without activity; any request resets the timer. Sessions "
                    "on the mobile app last 14 days, and signing out on one device does not end sessions on "
                    "others.",
        "claims": [
            ("paraphrase", F, "After half an hour of inactivity the web session expires."),
            ("paraphrase", F, "The timer is reset by every request."),
            ("paraphrase", F, "Mobile app sessions last two weeks."),
            ("opposite", U, "Signing out on one device ends your sessions on every other device."),
            ("number", U, "A web session ends after 10 minutes without activity."),
            ("swapped_roles", U, "Web sessions last 14 days, while mobile sessions end after 30 minutes of "
                                 "inactivity."),
        ],
    },
    {
        "domain": "science", "split": "fresh96", "names": "Abstract: meerkat sentinels",
        "evidence": "Meerkats took turns standing guard while the group foraged, and a sentinel was more likely to "
                    "be one that had already eaten well that day. Sentinels gave a soft call every few seconds, and "
                    "foragers looked up less often when they could hear it.",
        "claims": [
            ("paraphrase", F, "Meerkats took turns keeping watch as the rest of the group foraged."),
            ("paraphrase", F, "Meerkats that had already fed well were more likely to act as sentinels."),
            ("paraphrase", F, "When foragers could hear the sentinel's call, they looked up less often."),
            ("opposite", U, "Hungry meerkats were the most likely to stand guard."),
            ("opposite", U, "Foragers looked up more often when they heard the sentinel's call."),
            ("overgeneralisation", U, "Sentinels always gave a loud alarm call every few seconds."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh96", "names": "Lecture transcript: the Channel Tunnel",
        "evidence": "Tunnelling began from both the English and French sides in 1988, and the two crews met under "
                    "the sea in December 1990. The tunnel opened in 1994; it runs about 50 kilometres, 38 of them "
                    "under water, the longest undersea section of any tunnel in the world.",
        "claims": [
            ("paraphrase", F, "Digging started from both sides, English and French, in 1988."),
            ("paraphrase", F, "The two crews met beneath the sea in December 1990."),
            ("paraphrase", F, "About 38 of the tunnel's roughly 50 kilometres are under water."),
            ("date", U, "The Channel Tunnel opened in 1990."),
            ("number", U, "About 15 of the tunnel's kilometres run under water."),
            ("opposite", U, "Tunnelling began from the English side only."),
        ],
    },
    {
        "domain": "essay", "split": "fresh96", "names": "Course reader: The Wind in the Willows",
        "evidence": "Mole leaves his spring cleaning to join Ratty on the river, and the two later rescue Toad, "
                    "whose craze for motor cars lands him in prison. With Badger's help they drive the weasels out "
                    "of Toad Hall, and Toad promises to reform.",
        "claims": [
            ("paraphrase", F, "Mole abandons his spring cleaning and goes to the river with Ratty."),
            ("paraphrase", F, "Toad ends up in prison because of his craze for motor cars."),
            ("paraphrase", F, "Helped by Badger, they drive the weasels out of Toad Hall."),
            ("misattribution", U, "Badger's craze for motor cars lands him in prison."),
            ("opposite", U, "The weasels drive Toad and his friends out of Toad Hall for good."),
            ("substitution", U, "Mole leaves his spring cleaning to join Ratty in the forest."),
        ],
    },
]
