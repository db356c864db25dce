"""A hundred-and-sixty-third held-out set for ``benchmarks/verifier.py`` (split ``fresh162``).

Written on 2026-11-29 (session 56) after round 115 (which read ``fresh158``-``fresh160``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh162", "names": "Teaching notes: Fauré's nocturnes",
        "evidence": "Fauré's nocturnes need a flowing tempo, because his long melodies fall apart when they are "
                    "played too slowly. Keep the arpeggiated accompaniment even and let the harmony change colour "
                    "under a steady melody.",
        "claims": [
            ("paraphrase", F, "Fauré's nocturnes should move at a flowing tempo."),
            ("paraphrase", F, "Played too slowly, his long melodies break apart."),
            ("paraphrase", F, "The arpeggiated accompaniment should stay even."),
            ("opposite", U, "Fauré's long melodies hold together best when played very slowly."),
            ("causal", U, "The nocturnes need a flowing tempo because the accompaniment is difficult."),
            ("swapped_roles", U, "Let the melody change colour under a steady harmony."),
        ],
    },
    {
        "domain": "literature", "split": "fresh162", "names": "Study guide: Washington Square",
        "evidence": "In Washington Square, Dr Sloper is sure that Morris Townsend wants only his daughter Catherine's "
                    "fortune, and he threatens to disinherit her if she marries him. Morris abandons Catherine, and "
                    "years later she refuses him when he returns.",
        "claims": [
            ("paraphrase", F, "Dr Sloper believes Morris Townsend is after Catherine's money."),
            ("paraphrase", F, "Sloper threatens to cut Catherine out of his will if she marries Morris."),
            ("paraphrase", F, "When Morris comes back years later, Catherine turns him down."),
            ("opposite", U, "Years later Catherine accepts Morris when he returns."),
            ("swapped_roles", U, "Catherine abandons Morris."),
            ("misattribution", U, "Catherine is sure that Morris wants only her father's fortune."),
        ],
    },
    {
        "domain": "docs", "split": "fresh162", "names": "Help centre: live captions",
        "evidence": "Live captions appear for any audio playing on your device, including calls. Captions are "
                    "generated on the device and audio is never sent to our servers. You can move the caption box but "
                    "not resize it.",
        "claims": [
            ("paraphrase", F, "Captions show up for all audio on the device, calls included."),
            ("paraphrase", F, "The captions are made on the device itself, so no audio goes to the servers."),
            ("paraphrase", F, "The caption box can be moved."),
            ("opposite", U, "Audio is sent to the servers to generate the captions."),
            ("opposite", U, "You can resize the caption box."),
            ("overgeneralisation", U, "Live captions appear for all audio except calls."),
        ],
    },
    {
        "domain": "science", "split": "fresh162", "names": "Abstract: glowworm caves",
        "evidence": "In New Zealand's caves, glowworms are the larvae of a fungus gnat. Each larva hangs sticky silk "
                    "threads from the ceiling and glows to attract flying insects, which become trapped in the "
                    "threads. Hungrier larvae glow more brightly.",
        "claims": [
            ("paraphrase", F, "The glowworms in New Zealand's caves are fungus gnat larvae."),
            ("paraphrase", F, "Each larva lets sticky silk threads hang from the ceiling."),
            ("paraphrase", F, "A hungrier larva shines more brightly."),
            ("opposite", U, "Well-fed larvae glow more brightly than hungry ones."),
            ("substitution", U, "The glowworms are the larvae of a beetle."),
            ("causal", U, "The larvae glow to warn predators away."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh162", "names": "Lecture transcript: Avogadro's hypothesis",
        "evidence": "In 1811 Amedeo Avogadro proposed that equal volumes of gases at the same temperature and "
                    "pressure contain the same number of molecules. The idea was largely ignored until Cannizzaro "
                    "revived it in 1860.",
        "claims": [
            ("paraphrase", F, "Avogadro proposed his hypothesis in 1811."),
            ("paraphrase", F, "Equal volumes of gas at the same temperature and pressure hold equal numbers of molecules."),
            ("paraphrase", F, "Cannizzaro brought the idea back in 1860."),
            ("opposite", U, "Avogadro's idea was quickly accepted by chemists."),
            ("misattribution", U, "Cannizzaro first proposed the hypothesis in 1811."),
            ("overgeneralisation", U, "Equal volumes of gases always contain the same number of molecules, whatever the temperature."),
        ],
    },
    {
        "domain": "essay", "split": "fresh162", "names": "Essay source: the flipped classroom",
        "evidence": "In flipped classes, students watched lectures at home and did exercises in class. Average exam "
                    "marks rose by four points, but students without reliable internet at home fell further behind.",
        "claims": [
            ("paraphrase", F, "Students in flipped classes watched the lectures at home."),
            ("paraphrase", F, "Class time was spent on exercises."),
            ("paraphrase", F, "Students lacking dependable home internet fell further behind."),
            ("number", U, "Average exam marks rose by fourteen points."),
            ("opposite", U, "Students without reliable internet caught up with the rest."),
            ("swapped_roles", U, "Students watched lectures in class and did exercises at home."),
        ],
    },
]
