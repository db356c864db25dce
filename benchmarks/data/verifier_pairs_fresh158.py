"""A hundred-and-fifty-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh158``).

Written on 2026-11-29 (session 56) after the round that read ``fresh155``-``fresh157``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh158", "names": "Teaching notes: Diabelli's sonatinas",
        "evidence": "Diabelli's sonatinas were written for pupils, and many appear in duet form as well. Keep the "
                    "Alberti bass in the left hand quiet and even, and shape each phrase of the melody towards its "
                    "highest note.",
        "claims": [
            ("paraphrase", F, "Diabelli wrote his sonatinas for students."),
            ("paraphrase", F, "The left-hand Alberti bass should stay soft and even."),
            ("paraphrase", F, "Each melodic phrase should build towards its top note."),
            ("opposite", U, "Let the Alberti bass stand out above the melody."),
            ("swapped_roles", U, "Keep the melody quiet and even, and shape the Alberti bass towards its highest note."),
            ("opposite", U, "Diabelli wrote his sonatinas for concert virtuosos."),
        ],
    },
    {
        "domain": "literature", "split": "fresh158", "names": "Study guide: Bartleby, the Scrivener",
        "evidence": "Bartleby, a copyist in a Wall Street law office, at first works tirelessly, but soon answers "
                    "every request with 'I would prefer not to.' The narrator, his employer, moves his offices rather "
                    "than evict him, and Bartleby later dies in the Tombs prison.",
        "claims": [
            ("paraphrase", F, "Bartleby starts out copying without rest."),
            ("paraphrase", F, "Rather than throw Bartleby out, the lawyer relocates his own office."),
            ("paraphrase", F, "Bartleby eventually dies in prison."),
            ("swapped_roles", U, "The narrator answers every request with 'I would prefer not to.'"),
            ("opposite", U, "The narrator has Bartleby evicted by force."),
            ("specifics", U, "Bartleby dies in the Tombs after three years there."),
        ],
    },
    {
        "domain": "docs", "split": "fresh158", "names": "Help centre: battery saver",
        "evidence": "Battery saver turns on automatically when the charge falls to 20 percent. It pauses background "
                    "app refresh and lowers screen brightness, but alarms and incoming calls work as usual.",
        "claims": [
            ("paraphrase", F, "When the battery drops to 20 percent, battery saver switches itself on."),
            ("paraphrase", F, "Background refresh is paused and the screen is dimmed."),
            ("paraphrase", F, "Alarms and calls are not affected by battery saver."),
            ("number", U, "Battery saver turns on automatically at 10 percent."),
            ("opposite", U, "Battery saver blocks incoming calls."),
            ("opposite", U, "Battery saver raises screen brightness."),
        ],
    },
    {
        "domain": "science", "split": "fresh158", "names": "Abstract: the Venus flytrap",
        "evidence": "A Venus flytrap closes only when two of its trigger hairs are touched within about twenty "
                    "seconds of each other. This double trigger keeps it from wasting energy on raindrops or falling "
                    "debris. Digestion of an insect takes about a week.",
        "claims": [
            ("paraphrase", F, "The trap shuts only if two trigger hairs are touched within roughly twenty seconds."),
            ("paraphrase", F, "Requiring two touches stops the plant spending energy on raindrops."),
            ("paraphrase", F, "It takes around a week to digest an insect."),
            ("opposite", U, "A single touch of one trigger hair is enough to close the trap."),
            ("number", U, "Digestion of an insect takes about a day."),
            ("causal", U, "The double trigger helps the plant catch larger insects."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh158", "names": "Lecture transcript: Harrison and longitude",
        "evidence": "John Harrison, a carpenter with no formal training, spent decades building sea clocks to solve "
                    "the longitude problem. His fourth timekeeper, H4, lost only about five seconds on a voyage to "
                    "Jamaica, yet the Board of Longitude was slow to pay him the prize.",
        "claims": [
            ("paraphrase", F, "Harrison was a carpenter without formal training."),
            ("paraphrase", F, "H4 lost just about five seconds on the trip to Jamaica."),
            ("paraphrase", F, "The Board of Longitude delayed paying Harrison his prize."),
            ("opposite", U, "The Board of Longitude paid Harrison the prize at once."),
            ("number", U, "H4 lost about five minutes on the voyage to Jamaica."),
            ("specifics", U, "His third timekeeper, H3, lost only about five seconds on the voyage to Jamaica."),
        ],
    },
    {
        "domain": "essay", "split": "fresh158", "names": "Essay source: school uniforms",
        "evidence": "A survey of 40 schools found that uniforms had no measurable effect on attendance. Pupils "
                    "reported feeling more part of the school, but teachers saw no change in behaviour.",
        "claims": [
            ("paraphrase", F, "Uniforms made no measurable difference to attendance across the 40 schools."),
            ("paraphrase", F, "Pupils said they felt a stronger sense of belonging to the school."),
            ("paraphrase", F, "Teachers noticed no difference in how pupils behaved."),
            ("opposite", U, "Uniforms raised attendance in the 40 schools surveyed."),
            ("opposite", U, "Teachers saw behaviour improve after uniforms were introduced."),
            ("swapped_roles", U, "Teachers reported feeling more part of the school, but pupils saw no change in behaviour."),
        ],
    },
]
