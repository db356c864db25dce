"""A two-hundred-and-fifty-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh259``).

Written on 2026-11-30 (session 64) after round 166 (which read ``fresh254``-``fresh256``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh259", "names": "Repertoire notes: Ibert's The Little White Donkey",
        "evidence": "Jacques Ibert's The Little White Donkey is the second piece of Histoires, a set of ten pieces "
                    "published in 1922. A staccato left hand imitates the donkey's trotting while the right hand "
                    "plays a cheeky tune with accents off the beat. Keep the trotting even and the tempo steady, and "
                    "save the pedal for the few sustained chords.",
        "claims": [
            ("paraphrase", F, "The Little White Donkey is the second of Ibert's ten Histoires."),
            ("paraphrase", F, "The staccato left hand imitates the donkey's trot."),
            ("paraphrase", F, "The pedal should be kept for the few sustained chords."),
            ("number", U, "Histoires was published in 1932."),
            ("swapped_roles", U, "The right hand imitates the trotting while the left hand plays the tune."),
            ("opposite", U, "Let the tempo speed up and slow down freely."),
        ],
    },
    {
        "domain": "literature", "split": "fresh259", "names": "Study guide: Lather and Nothing Else",
        "evidence": "In Hernando Tellez's 'Lather and Nothing Else', a barber who secretly works for the rebels "
                    "shaves Captain Torres, the officer hunting them. As he shaves him, the barber thinks about "
                    "cutting his throat but decides he does not want to be a murderer. Leaving, Torres says he had "
                    "been told the barber would kill him and came to find out.",
        "claims": [
            ("paraphrase", F, "The barber, secretly a rebel supporter, shaves Captain Torres."),
            ("paraphrase", F, "The barber considers cutting the captain's throat but does not want to become a murderer."),
            ("paraphrase", F, "Torres says he came because he had been told the barber would kill him."),
            ("swapped_roles", U, "Captain Torres shaves the barber."),
            ("opposite", U, "The barber kills Captain Torres."),
            ("substitution", U, "The barber secretly works for the army."),
        ],
    },
    {
        "domain": "docs", "split": "fresh259", "names": "Help centre: picture-in-picture",
        "evidence": "Picture-in-picture lets a video keep playing in a small window while you use other apps. You can "
                    "drag the window to any corner of the screen, pinch to resize it, or swipe it off the edge to "
                    "hide it while the sound keeps playing. Not every app supports picture-in-picture.",
        "claims": [
            ("paraphrase", F, "With picture-in-picture a video plays in a small window while you use other apps."),
            ("paraphrase", F, "The window can be dragged to any corner and resized with a pinch."),
            ("paraphrase", F, "Some apps do not support picture-in-picture."),
            ("opposite", U, "Swiping the window off the edge stops the sound."),
            ("overgeneralisation", U, "Every app supports picture-in-picture."),
            ("opposite", U, "The window stays fixed in one corner of the screen."),
        ],
    },
    {
        "domain": "science", "split": "fresh259", "names": "Abstract: the kaleidoscope",
        "evidence": "A kaleidoscope is a tube with two or three mirrors set at an angle along its length. Loose "
                    "pieces of coloured glass at the far end are reflected many times, so they appear as a "
                    "symmetrical pattern that changes when the tube is turned. The Scottish physicist David Brewster "
                    "patented the device in 1817.",
        "claims": [
            ("paraphrase", F, "A kaleidoscope holds two or three mirrors set at an angle along the tube."),
            ("paraphrase", F, "Turning the tube changes the symmetrical pattern."),
            ("paraphrase", F, "David Brewster, a Scottish physicist, patented the kaleidoscope in 1817."),
            ("number", U, "Brewster patented the kaleidoscope in 1871."),
            ("misattribution", U, "The kaleidoscope was patented by Michael Faraday."),
            ("number", U, "The pieces of glass are reflected only once."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh259", "names": "Lecture transcript: Dunbar's number",
        "evidence": "The anthropologist Robin Dunbar proposed in the 1990s that humans can maintain about 150 stable "
                    "relationships. He based the figure on the link between the size of the neocortex and group size "
                    "in primates. Later studies using other methods have produced estimates ranging from under 10 to "
                    "over 500.",
        "claims": [
            ("paraphrase", F, "Robin Dunbar suggested that people can keep up around 150 stable relationships."),
            ("paraphrase", F, "Dunbar drew on the link between neocortex size and group size in primates."),
            ("paraphrase", F, "Later estimates have ranged from fewer than 10 to more than 500."),
            ("number", U, "Dunbar put the figure at about 250 relationships."),
            ("substitution", U, "He based the figure on group sizes in birds."),
            ("overgeneralisation", U, "Later studies have all confirmed the figure of 150."),
        ],
    },
    {
        "domain": "essay", "split": "fresh259", "names": "Essay evidence: sleep in exam season",
        "evidence": "A survey of 2,000 teenagers during exam season found that 6 in 10 slept less than usual in the "
                    "weeks before their exams. Those who kept to a regular bedtime reported lower stress than those "
                    "who revised late into the night. Most said they used their phones to revise.",
        "claims": [
            ("paraphrase", F, "About 6 in 10 of the teenagers slept less than usual before their exams."),
            ("paraphrase", F, "Teenagers with a regular bedtime reported less stress than those revising late at night."),
            ("paraphrase", F, "Most of those surveyed used their phones to revise."),
            ("number", U, "The survey covered 20,000 teenagers."),
            ("swapped_roles", U, "Those who revised late into the night reported lower stress than those with a regular bedtime."),
            ("opposite", U, "Most teenagers slept more than usual before their exams."),
        ],
    },
]
