"""A ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh8``).

Written on 2026-11-26 (session 30) after the ``fresh7`` round of changes and before any check
read it; measured once at the end of that session. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh8", "names": "Octave technique notes",
        "evidence": "Play fast octaves from the wrist, not the elbow, and keep the hand shaped as a firm "
                    "bridge between thumb and fifth finger. Rest the arm between passages to avoid strain.",
        "claims": [
            ("paraphrase", F, "Fast octaves should come from the wrist rather than the elbow."),
            ("paraphrase", F, "Between passages, let the arm rest so that it does not get strained."),
            ("opposite", U, "Play fast octaves from the elbow, not the wrist."),
            ("negation", U, "Do not rest the arm between passages."),
            ("opposite", U, "Keep the hand loose and shapeless between thumb and fifth finger."),
            ("overgeneralisation", U, "Octaves played from the wrist never cause strain."),
        ],
    },
    {
        "domain": "piano", "split": "fresh8", "names": "Ear training digest",
        "evidence": "Students who sang each melody before playing it learned to play by ear sooner than "
                    "students who only played, in a year-long study of sixty beginners.",
        "claims": [
            ("paraphrase", F, "Singing a melody before playing it helped beginners learn to play by ear sooner."),
            ("quote", F, "Students who sang each melody before playing it learned to play by ear sooner than students who only played."),
            ("reversed_order", U, "Students who sang each melody after playing it learned to play by ear sooner."),
            ("number", U, "The study followed sixty beginners for two years."),
            ("opposite", U, "Students who only played learned to play by ear sooner than those who sang first."),
            ("population", U, "Professional singers who sang each melody first learned to play by ear sooner."),
        ],
    },
    {
        "domain": "essay", "split": "fresh8", "names": "Frankenstein: reading notes",
        "evidence": "Victor abandons the creature on the night it comes to life; rejected by everyone it "
                    "meets, the creature learns to speak by secretly watching the De Lacey family.",
        "claims": [
            ("paraphrase", F, "Victor deserts his creature the very night it comes alive."),
            ("paraphrase", F, "The creature teaches itself to speak by watching the De Lacey family in secret."),
            ("swapped_roles", U, "The creature abandons Victor on the night it comes to life."),
            ("misattribution", U, "The creature learns to speak by secretly watching Victor's family."),
            ("opposite", U, "Everyone the creature meets welcomes it."),
            ("negation", U, "Victor does not abandon the creature."),
        ],
    },
    {
        "domain": "essay", "split": "fresh8", "names": "The Black Death: a short history",
        "evidence": "The plague reached England in 1348 and killed between a third and a half of the "
                    "population; the shortage of workers that followed pushed wages up.",
        "claims": [
            ("quote", F, "The plague reached England in 1348."),
            ("paraphrase", F, "Because so many workers died, the labour shortage afterwards drove wages higher."),
            ("number", U, "The plague reached England in 1351."),
            ("opposite", U, "The shortage of workers after the plague pushed wages down."),
            ("reversed_order", U, "Wages rose before the plague reached England."),
            ("overgeneralisation", U, "The plague killed everyone in England."),
        ],
    },
    {
        "domain": "docs", "split": "fresh8", "names": "Log shipper manual",
        "evidence": "The agent buffers up to 512 MB of logs on disk when the collector is unreachable and "
                    "sends them in order once the connection returns. Older entries are dropped first when "
                    "the buffer is full.",
        "claims": [
            ("paraphrase", F, "When the collector cannot be reached, the agent keeps up to 512 MB of logs on disk."),
            ("paraphrase", F, "Once the connection is back, buffered logs are sent in order."),
            ("number", U, "The agent buffers up to 128 MB of logs on disk."),
            ("opposite", U, "Newer entries are dropped first when the buffer is full."),
            ("opposite", U, "The agent buffers logs in memory when the collector is unreachable."),
            ("specifics", U, "The agent compresses logs with gzip before buffering them on disk."),
        ],
    },
    {
        "domain": "docs", "split": "fresh8", "names": "Feature flag service guide",
        "evidence": "Flags are evaluated on the server, never in the browser, so their rules stay private. "
                    "A flag that is archived keeps returning its default value until it is deleted.",
        "claims": [
            ("paraphrase", F, "Flag rules stay private because flags are evaluated on the server rather than in the browser."),
            ("paraphrase", F, "Until it is deleted, an archived flag still returns its default value."),
            ("swapped_roles", U, "Flags are evaluated in the browser, never on the server."),
            ("opposite", U, "An archived flag stops returning its default value."),
            ("negation", U, "Flag rules do not stay private."),
            ("specifics", U, "An archived flag is deleted automatically after 30 days."),
        ],
    },
    {
        "domain": "science", "split": "fresh8", "names": "Coffee and sleep study",
        "evidence": "Drinking coffee six hours before bedtime shortened total sleep by about one hour in "
                    "healthy adults, although participants did not notice any change in how they slept.",
        "claims": [
            ("paraphrase", F, "Coffee six hours before bed cut about an hour from healthy adults' total sleep."),
            ("paraphrase", F, "The participants did not perceive any change in their sleep."),
            ("number", U, "Drinking coffee two hours before bedtime shortened sleep by about one hour."),
            ("opposite", U, "Drinking coffee six hours before bedtime lengthened total sleep."),
            ("negation", U, "Participants noticed that coffee had changed how they slept."),
            ("population", U, "In adults with insomnia, coffee six hours before bedtime shortened sleep by an hour."),
        ],
    },
    {
        "domain": "science", "split": "fresh8", "names": "Glacier retreat report",
        "evidence": "Glaciers in the Alps lost about a tenth of their remaining ice between 2021 and 2023, "
                    "mostly because of summer heatwaves rather than reduced winter snowfall.",
        "claims": [
            ("paraphrase", F, "Between 2021 and 2023 Alpine glaciers lost roughly ten percent of the ice they had left."),
            ("paraphrase", F, "Summer heatwaves, more than lower winter snowfall, drove most of the loss."),
            ("swapped_roles", U, "The loss was mostly caused by reduced winter snowfall rather than summer heatwaves."),
            ("number", U, "Glaciers in the Alps lost about a third of their remaining ice between 2021 and 2023."),
            ("opposite", U, "Glaciers in the Alps gained ice between 2021 and 2023."),
            ("substitution", U, "Glaciers in the Andes lost about a tenth of their remaining ice between 2021 and 2023."),
        ],
    },
]
