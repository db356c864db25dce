"""A hundred-and-twenty-first held-out set for ``benchmarks/verifier.py`` (split ``fresh120``).

Written on 2026-11-28 (session 49) after the round that read ``fresh116``-``fresh118``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh120", "names": "Theory notes: enharmonic spelling",
        "evidence": "F sharp and G flat are played on the same key but spelled differently, and the spelling "
                    "follows the key: in D major the note is F sharp, in D flat major it is G flat. Spelling a note "
                    "wrongly does not change the sound, but it makes the music harder to read.",
        "claims": [
            ("paraphrase", F, "F sharp and G flat use the same key on the piano."),
            ("paraphrase", F, "In D major the note is written as F sharp."),
            ("paraphrase", F, "A misspelled note sounds the same but is harder to read."),
            ("swapped_roles", U, "In D major the note is G flat, and in D flat major it is F sharp."),
            ("opposite", U, "Spelling a note wrongly changes how it sounds."),
            ("substitution", U, "F sharp and G sharp are played on the same key."),
        ],
    },
    {
        "domain": "literature", "split": "fresh120", "names": "Study guide: Bleak House",
        "evidence": "The case of Jarndyce and Jarndyce drags on in the Court of Chancery for generations, until the "
                    "whole estate has been eaten up by legal costs. Esther Summerson, who narrates part of the novel, "
                    "learns that Lady Dedlock is her mother, a secret that the lawyer Tulkinghorn uncovers and "
                    "threatens to expose.",
        "claims": [
            ("paraphrase", F, "The Jarndyce case lasts for generations in the Court of Chancery."),
            ("paraphrase", F, "In the end legal costs swallow the entire estate."),
            ("paraphrase", F, "Tulkinghorn discovers Lady Dedlock's secret and threatens to reveal it."),
            ("swapped_roles", U, "Lady Dedlock learns that Esther Summerson is her mother."),
            ("opposite", U, "The case is settled quickly, and the estate passes to the heirs intact."),
            ("misattribution", U, "Lady Dedlock narrates part of the novel."),
        ],
    },
    {
        "domain": "docs", "split": "fresh120", "names": "Admin guide: notification digests",
        "evidence": "When the daily digest is turned on, notifications are collected and sent as one email at 8 a.m. "
                    "instead of one by one. Mentions and direct messages are never held for the digest; they are "
                    "always sent at once. Each member can choose a different delivery time in their own settings.",
        "claims": [
            ("paraphrase", F, "With the digest on, notifications arrive together in a single email at 8 a.m."),
            ("paraphrase", F, "Mentions and direct messages are delivered immediately even when the digest is on."),
            ("paraphrase", F, "Members can pick their own delivery time."),
            ("opposite", U, "Mentions are held back and included in the daily digest."),
            ("number", U, "The daily digest is sent at 6 a.m."),
            ("overgeneralisation", U, "Every member receives the digest at the same time."),
        ],
    },
    {
        "domain": "science", "split": "fresh120", "names": "Abstract: termite mound ventilation",
        "evidence": "Termite mounds in Namibia are not ventilated by a steady draught, as once thought. Sensors "
                    "showed that air inside the mound's tunnels moves back and forth with the daily temperature "
                    "cycle: by day the outer walls warm faster than the core, and at night they cool first, which "
                    "reverses the flow.",
        "claims": [
            ("paraphrase", F, "No steady draught ventilates the mounds, contrary to the older view."),
            ("paraphrase", F, "The air in the tunnels flows one way and then the other over each day."),
            ("paraphrase", F, "During the day the outer walls heat up faster than the core."),
            ("opposite", U, "A steady draught flows through the mound's tunnels day and night."),
            ("swapped_roles", U, "By day the core warms faster than the outer walls."),
            ("reversed_order", U, "At night the core cools before the outer walls."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh120", "names": "Lecture transcript: the Panama Canal's locks",
        "evidence": "Ships crossing the isthmus are lifted 26 metres by three sets of locks to Gatun Lake and lowered "
                    "again on the other side. The locks use no pumps: water flows down from the lake by gravity, so "
                    "every ship that passes sends about 200 million litres of fresh water out to sea.",
        "claims": [
            ("paraphrase", F, "Locks raise ships 26 metres up to Gatun Lake."),
            ("paraphrase", F, "Gravity, not pumping, moves the water in the locks."),
            ("paraphrase", F, "Each ship's passage lets around 200 million litres of fresh water flow to the sea."),
            ("opposite", U, "Pumps lift the water into the locks."),
            ("number", U, "Ships are lifted 62 metres to Gatun Lake."),
            ("reversed_order", U, "Ships are lowered to Gatun Lake and then lifted again on the other side."),
        ],
    },
    {
        "domain": "essay", "split": "fresh120", "names": "Course reader: Ode to a Nightingale",
        "evidence": "Keats's speaker, heart-aching and drowsy, longs to fade away with the nightingale into the "
                    "forest, first through wine and then 'on the viewless wings of Poesy'. The bird's song, he says, "
                    "was heard in ancient days by emperor and clown, but at the end it fades and he cannot tell "
                    "whether he wakes or sleeps.",
        "claims": [
            ("paraphrase", F, "The speaker wishes he could fade into the forest with the nightingale."),
            ("paraphrase", F, "He imagines escaping first through wine and then through poetry."),
            ("paraphrase", F, "At the close he is unsure whether he is awake or asleep."),
            ("reversed_order", U, "He turns to wine only after poetry has failed him."),
            ("opposite", U, "The speaker feels wide awake and light-hearted."),
            ("opposite", U, "At the end the song grows louder and the speaker is certain he is awake."),
        ],
    },
]
