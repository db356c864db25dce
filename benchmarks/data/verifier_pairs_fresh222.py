"""A two-hundred-and-twenty-second held-out set for ``benchmarks/verifier.py`` (split ``fresh222``).

Written on 2026-11-29 (session 61) after round 154 (which read ``fresh218``-``fresh220``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh222", "names": "Teaching notes: Bach's Prelude in C major, Book I",
        "evidence": "The C major Prelude from Book I of the Well-Tempered Clavier is made entirely of broken chords, "
                    "one pattern repeated twice in each bar. Hold the lowest note of each pattern for the whole "
                    "half-bar so the bass lines connect. Play it evenly and let the harmony, not the fingers, shape "
                    "the dynamics.",
        "claims": [
            ("paraphrase", F, "The whole prelude consists of broken chords, with one figure played twice per bar."),
            ("paraphrase", F, "Keep each pattern's bottom note held through the half-bar to join up the bass."),
            ("paraphrase", F, "Let the harmony decide the dynamics rather than the fingers."),
            ("number", U, "Each broken-chord pattern is repeated four times in each bar."),
            ("opposite", U, "Release the lowest note of each pattern at once so the bass stays detached."),
            ("substitution", U, "The C major Prelude comes from Book II of the Well-Tempered Clavier."),
        ],
    },
    {
        "domain": "literature", "split": "fresh222", "names": "Study guide: The Ransom of Red Chief",
        "evidence": "Two con men, Sam and Bill, kidnap the ten-year-old son of a wealthy man and demand a ransom of "
                    "two thousand dollars. The boy, who calls himself Red Chief, enjoys the adventure and torments "
                    "Bill without mercy. In the end the father offers to take the boy back if the kidnappers pay him "
                    "two hundred and fifty dollars, and they gladly do.",
        "claims": [
            ("paraphrase", F, "Sam and Bill, two swindlers, abduct a rich man's ten-year-old son."),
            ("paraphrase", F, "Calling himself Red Chief, the boy has a wonderful time and gives Bill no peace."),
            ("paraphrase", F, "The kidnappers end up paying the father two hundred and fifty dollars to take the boy back."),
            ("opposite", U, "The boy is terrified by the kidnapping and begs to go home."),
            ("swapped_roles", U, "In the end the father pays the kidnappers to return the boy."),
            ("number", U, "The kidnappers demand a ransom of five thousand dollars."),
        ],
    },
    {
        "domain": "docs", "split": "fresh222", "names": "Android help: Digital Wellbeing app timers",
        "evidence": "An app timer limits how long you can use an app each day. When the time is up, the app pauses "
                    "and its icon turns grey for the rest of the day. Timers reset at midnight. Notifications from a "
                    "paused app are not shown until the timer resets.",
        "claims": [
            ("paraphrase", F, "App timers cap the time you spend in an app each day."),
            ("paraphrase", F, "Once the limit is reached, the app is paused and its icon is greyed out until the day ends."),
            ("paraphrase", F, "A paused app's notifications stay hidden until the timer resets."),
            ("opposite", U, "Notifications from a paused app are still shown."),
            ("substitution", U, "Timers reset at noon."),
            ("opposite", U, "When the time is up, the app closes for an hour and then opens again."),
        ],
    },
    {
        "domain": "science", "split": "fresh222", "names": "Lecture notes: the Purkinje effect",
        "evidence": "As light fades at dusk, red objects appear to darken sooner than blue ones: the Purkinje effect. "
                    "In bright light the eye relies on cone cells, which are most sensitive to yellow-green light; in "
                    "dim light it relies on rod cells, which are most sensitive to blue-green light. Red flowers that "
                    "look brighter than their leaves at noon look darker than them at twilight.",
        "claims": [
            ("paraphrase", F, "At dusk, red things seem to go dark before blue ones do."),
            ("paraphrase", F, "Rods, which the eye uses in dim light, respond best to blue-green light."),
            ("paraphrase", F, "At twilight red flowers look darker than their leaves, though brighter at midday."),
            ("opposite", U, "As light fades, blue objects darken sooner than red ones."),
            ("swapped_roles", U, "In dim light the eye relies on cone cells."),
            ("opposite", U, "Red flowers look brighter than their leaves at twilight."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh222", "names": "Lecture transcript: the IKEA effect",
        "evidence": "In studies by Norton, Mochon and Ariely, people who assembled a simple storage box themselves "
                    "were willing to pay more for it than for an identical box already built. The effect disappeared "
                    "when participants built the box and then had to take it apart, or failed to finish it. Labour "
                    "leads to love only when it succeeds.",
        "claims": [
            ("paraphrase", F, "People who built a storage box themselves would pay more for it than for the same box ready-made."),
            ("paraphrase", F, "If people did not manage to finish the box, the effect vanished."),
            ("paraphrase", F, "The effect also disappeared when builders had to dismantle their box afterwards."),
            ("opposite", U, "People would pay less for a box they had built themselves."),
            ("opposite", U, "The effect grew stronger when participants failed to finish the box."),
            ("misattribution", U, "Kahneman and Tversky ran the studies on self-assembled storage boxes."),
        ],
    },
    {
        "domain": "essay", "split": "fresh222", "names": "Essay: summer schools",
        "evidence": "Summer schools offer pupils extra lessons during the holidays, often to help them catch up "
                    "before moving to a new school. Evaluations find small gains in reading and maths, and larger "
                    "gains in confidence. Attendance is a problem: the pupils who need the most help are often the "
                    "least likely to come.",
        "claims": [
            ("paraphrase", F, "Summer schools give pupils additional lessons in the holidays."),
            ("paraphrase", F, "The gains in confidence are bigger than those in reading and maths."),
            ("paraphrase", F, "Pupils who most need support are often the ones who attend least."),
            ("opposite", U, "Evaluations find large gains in reading and maths."),
            ("opposite", U, "The pupils who need the most help are the most likely to attend."),
            ("overgeneralisation", U, "Summer schools always raise pupils' reading scores."),
        ],
    },
]
