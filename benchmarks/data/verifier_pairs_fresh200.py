"""A A two-hundredth held-out set for ``benchmarks/verifier.py`` (split ``fresh200``).

Written on 2026-11-29 (session 59) after round 137 (which read ``fresh197``-``fresh199``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh200", "names": "Teaching notes: the opening of the Waldstein Sonata",
        "evidence": "The Waldstein Sonata opens with soft, repeated chords in the low register, which should pulse "
                    "evenly without any accent. Keep the wrist loose so the repetitions do not tire the arm. The "
                    "second theme, in E major, is a slow-moving chorale that should sound calm after the restless "
                    "opening.",
        "claims": [
            ("paraphrase", F, "The sonata begins with quiet repeated chords low on the keyboard."),
            ("paraphrase", F, "A loose wrist stops the repeated chords from tiring the arm."),
            ("paraphrase", F, "The second theme is a calm chorale in E major."),
            ("opposite", U, "Accent the first of each group of repeated chords at the opening."),
            ("substitution", U, "The second theme is in C minor."),
            ("opposite", U, "The opening chords are loud and high on the keyboard."),
        ],
    },
    {
        "domain": "literature", "split": "fresh200", "names": "Study guide: Eugenie Grandet",
        "evidence": "Old Grandet, a miser, controls every coin in his household while his wife and daughter live in "
                    "near poverty. Eugenie falls in love with her cousin Charles and secretly gives him her savings "
                    "so he can seek his fortune in the Indies. Years later Charles returns rich, but he marries a "
                    "noblewoman for her title.",
        "claims": [
            ("paraphrase", F, "Grandet keeps tight control of every coin in the house."),
            ("paraphrase", F, "Eugenie secretly gives her savings to her cousin Charles."),
            ("paraphrase", F, "Charles comes back wealthy but marries a noblewoman for her title."),
            ("swapped_roles", U, "Charles secretly gives his savings to Eugenie."),
            ("opposite", U, "When Charles returns rich, he marries Eugenie."),
            ("opposite", U, "Grandet is generous with money, and his wife and daughter live in comfort."),
        ],
    },
    {
        "domain": "docs", "split": "fresh200", "names": "Help: Medical ID",
        "evidence": "Medical ID shows your allergies, medications and emergency contacts on the lock screen, so first "
                    "responders can see them without unlocking your phone. You choose which details appear. If you "
                    "turn off Show When Locked, the information is visible only after the phone is unlocked.",
        "claims": [
            ("paraphrase", F, "First responders can read your Medical ID without unlocking the phone."),
            ("paraphrase", F, "You decide which details are shown."),
            ("paraphrase", F, "With Show When Locked off, the information appears only once the phone is unlocked."),
            ("opposite", U, "First responders must unlock your phone to see your Medical ID."),
            ("opposite", U, "All your medical details are always shown; you cannot choose which appear."),
            ("opposite", U, "Turning off Show When Locked makes the information visible on the lock screen."),
        ],
    },
    {
        "domain": "science", "split": "fresh200", "names": "Review: Cherenkov radiation",
        "evidence": "When a charged particle travels through water faster than light travels in water, it emits a "
                    "faint blue glow called Cherenkov radiation. No particle can exceed the speed of light in a "
                    "vacuum; in water light is slowed to about three quarters of that speed. The glow is seen around "
                    "the cores of nuclear reactors kept under water.",
        "claims": [
            ("paraphrase", F, "A charged particle moving through water faster than light does in water gives off a blue glow."),
            ("paraphrase", F, "In water, light travels at about three quarters of its speed in a vacuum."),
            ("paraphrase", F, "The glow can be seen around reactor cores kept under water."),
            ("opposite", U, "Cherenkov radiation is emitted by particles that travel faster than light in a vacuum."),
            ("number", U, "In water, light is slowed to about half its speed in a vacuum."),
            ("substitution", U, "Cherenkov radiation is a faint red glow."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh200", "names": "Lecture transcript: the Pygmalion effect",
        "evidence": "Rosenthal and Jacobson told teachers that certain pupils, in fact chosen at random, were about "
                    "to bloom intellectually. By the end of the year those pupils had gained more in IQ tests than "
                    "their classmates, especially in the youngest grades. Later studies found the effect of teachers' "
                    "expectations real but usually small.",
        "claims": [
            ("paraphrase", F, "The pupils said to be about to bloom were actually picked at random."),
            ("paraphrase", F, "The chosen pupils gained more on IQ tests than their classmates."),
            ("paraphrase", F, "Later research found the effect of expectations to be real but usually small."),
            ("opposite", U, "The pupils named to teachers were chosen because of their high test scores."),
            ("substitution", U, "The gains were largest in the oldest grades."),
            ("strength", U, "Later studies found that teachers' expectations have a very large effect."),
        ],
    },
    {
        "domain": "essay", "split": "fresh200", "names": "Essay: weekly spelling tests",
        "evidence": "Weekly spelling tests of word lists often produce good scores on Friday, but pupils frequently "
                    "misspell the same words in their own writing a few weeks later. Teaching spelling patterns and "
                    "checking words in pupils' own writing tends to last longer. Tests can still help if words are "
                    "revisited in later weeks.",
        "claims": [
            ("paraphrase", F, "Pupils often score well in the Friday test but misspell the words later in their writing."),
            ("paraphrase", F, "Teaching spelling patterns tends to have more lasting effects."),
            ("paraphrase", F, "Tests can help when words come back in later weeks."),
            ("opposite", U, "Pupils who do well in the Friday test spell those words correctly in their own writing weeks later."),
            ("opposite", U, "Spelling tests are useless even when words are revisited in later weeks."),
            ("swapped_roles", U, "Weekly tests last longer than teaching spelling patterns."),
        ],
    },
]
