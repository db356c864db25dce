"""A seventy-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh77``).

Written on 2026-11-27 (session 44) after round 76, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh77", "names": "Pedalling notes: the sostenuto pedal",
        "evidence": "The middle pedal of a grand piano, the sostenuto, sustains only the notes whose keys are "
                    "held down at the moment it is pressed. Notes played afterwards are not sustained, so a "
                    "player can hold a low bass note while playing crisp staccato chords above it. Press it just "
                    "after striking the bass note, never before.",
        "claims": [
            ("paraphrase", F, "The sostenuto pedal holds only the notes whose keys are down when it is pressed."),
            ("paraphrase", F, "Notes played once the middle pedal is down are not held."),
            ("paraphrase", F, "With the sostenuto a bass note can ring on under staccato chords."),
            ("negation", U, "Notes played after the sostenuto pedal is pressed are sustained as well."),
            ("reversed_order", U, "Press the sostenuto pedal just before striking the bass note."),
            ("substitution", U, "The left pedal of a grand piano sustains only the notes held down when it is "
                                "pressed."),
        ],
    },
    {
        "domain": "literature", "split": "fresh77", "names": "Study guide: The Metamorphosis",
        "evidence": "Gregor Samsa, a travelling salesman who supports his parents and his sister Grete, wakes one "
                    "morning transformed into a monstrous insect. At first Grete feeds him and cleans his room, "
                    "but over the months she grows tired of him, and it is she who finally tells the family that "
                    "they must get rid of him.",
        "claims": [
            ("paraphrase", F, "Gregor's job as a travelling salesman keeps his parents and sister."),
            ("paraphrase", F, "Grete at first brings Gregor food and cleans his room."),
            ("paraphrase", F, "In the end Grete says the family has to be rid of Gregor."),
            ("misattribution", U, "Gregor's father is the one who finally tells the family they must get rid of "
                                  "him."),
            ("opposite", U, "Over the months Grete grows more devoted to caring for Gregor."),
            ("reversed_order", U, "Grete refuses to feed Gregor at first but later looks after him."),
        ],
    },
    {
        "domain": "docs", "split": "fresh77", "names": "API gateway guide: CORS",
        "evidence": "By default the gateway rejects cross-origin requests. Add each allowed origin to "
                    "cors.allowed_origins; a wildcard entry is accepted only when cors.allow_credentials is "
                    "false. Preflight responses are cached by browsers for cors.max_age seconds (default 600).",
        "claims": [
            ("paraphrase", F, "Cross-origin requests are refused unless their origin is allowed."),
            ("paraphrase", F, "A wildcard origin works only if credentials are not allowed."),
            ("paraphrase", F, "Browsers keep preflight responses for 600 seconds unless cors.max_age says "
                              "otherwise."),
            ("opposite", U, "By default the gateway accepts cross-origin requests from any origin."),
            ("opposite", U, "A wildcard origin is allowed only when cors.allow_credentials is true."),
            ("number", U, "Browsers cache preflight responses for 60 seconds by default."),
        ],
    },
    {
        "domain": "science", "split": "fresh77", "names": "Abstract: tardigrades and drying",
        "evidence": "When their pond dries out, tardigrades curl into a dormant state called a tun and can "
                    "survive for years without water. In our experiments, animals that dried slowly over two "
                    "days survived far better than those dried within an hour, which suggests that they need "
                    "time to make protective proteins.",
        "claims": [
            ("paraphrase", F, "Dried-out tardigrades curl into a dormant tun."),
            ("paraphrase", F, "As a tun, a tardigrade can live for years with no water."),
            ("paraphrase", F, "Tardigrades dried slowly survived much better than ones dried quickly."),
            ("opposite", U, "Tardigrades dried within an hour survived better than those dried over two days."),
            ("strength", U, "The experiments prove that tardigrades make protective proteins while drying."),
            ("number", U, "Slow drying in the experiments took two weeks."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh77", "names": "Lecture transcript: lightning",
        "evidence": "[00:12:05] Inside a storm cloud, collisions between ice crystals and soft hail separate "
                    "charge, leaving the top of the cloud positive and the base negative. [00:12:41] When the "
                    "charge difference grows large enough, a faint stepped leader works its way down, and the "
                    "bright return stroke then races back up the same channel.",
        "claims": [
            ("paraphrase", F, "Ice crystals bumping into soft hail split the charge in a thundercloud."),
            ("paraphrase", F, "The cloud ends up positive at the top and negative at the bottom."),
            ("paraphrase", F, "The bright return stroke travels upward along the leader's channel."),
            ("swapped_roles", U, "The top of the cloud becomes negative and its base positive."),
            ("reversed_order", U, "The return stroke comes first, and the stepped leader follows it down."),
            ("opposite", U, "The stepped leader is the brightest part of a lightning flash."),
        ],
    },
    {
        "domain": "essay", "split": "fresh77", "names": "Course reader: the Erie Canal",
        "evidence": "The Erie Canal, opened in 1825, linked the Hudson River to Lake Erie across 363 miles of "
                    "upstate New York. It cut the cost of moving freight from Buffalo to New York City by about "
                    "ninety percent, and New York soon overtook Philadelphia as the busiest port in the country.",
        "claims": [
            ("paraphrase", F, "The canal joined Lake Erie to the Hudson River when it opened in 1825."),
            ("paraphrase", F, "Shipping goods from Buffalo to New York City became about ninety percent cheaper."),
            ("paraphrase", F, "After the canal, New York passed Philadelphia as the nation's busiest port."),
            ("date", U, "The Erie Canal opened in 1852."),
            ("opposite", U, "The canal raised the cost of moving freight from Buffalo to New York City."),
            ("swapped_roles", U, "Philadelphia soon overtook New York as the busiest port in the country."),
        ],
    },
]
