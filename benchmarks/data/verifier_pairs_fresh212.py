"""A A two-hundred-and-twelfth held-out set for ``benchmarks/verifier.py`` (split ``fresh212``).

Written on 2026-11-29 (session 60) after round 148 (which read ``fresh209``-``fresh211``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh212", "names": "Teaching notes: the Aeolian Harp Étude",
        "evidence": "In Chopin's Étude in A-flat, Op. 25 No. 1, the melody is carried by the top note of each "
                    "right-hand arpeggio, and the fifth finger must bring it out while the other fingers stay light. "
                    "The left hand plays wide arpeggios of its own, with a tenor counter-melody hidden in its thumb. "
                    "Schumann said the étude sounded like an Aeolian harp.",
        "claims": [
            ("paraphrase", F, "The melody lies in the top note of each arpeggio in the right hand."),
            ("paraphrase", F, "The right hand's fifth finger brings out the tune while the other fingers stay light."),
            ("paraphrase", F, "Schumann compared the étude to an Aeolian harp."),
            ("substitution", U, "The right hand's thumb must bring out the melody while the other fingers stay light."),
            ("misattribution", U, "Liszt said the étude sounded like an Aeolian harp."),
            ("opposite", U, "The fifth finger should stay light while the other fingers bring out the melody."),
        ],
    },
    {
        "domain": "literature", "split": "fresh212", "names": "Study guide: The Rocking-Horse Winner",
        "evidence": "Paul discovers that by riding his rocking horse into a frenzy he can predict the winners of "
                    "horse races, and with the gardener Bassett he wins thousands of pounds. He secretly gives five "
                    "thousand pounds to his mother, but the house only whispers more urgently that there must be more "
                    "money. After a last frantic ride to learn the Derby winner, Paul falls ill and dies.",
        "claims": [
            ("paraphrase", F, "Riding his rocking horse wildly lets Paul predict which horses will win."),
            ("paraphrase", F, "Paul anonymously gives his mother five thousand pounds."),
            ("paraphrase", F, "Paul dies after a final frantic ride to find the Derby winner."),
            ("opposite", U, "After Paul's gift, the house falls silent about money."),
            ("swapped_roles", U, "Paul's mother secretly gives him five thousand pounds."),
            ("number", U, "Paul gives his mother fifty pounds."),
        ],
    },
    {
        "domain": "docs", "split": "fresh212", "names": "Help: Caps Lock warning",
        "evidence": "When Caps Lock is on, the password box shows a small arrow icon to warn you. The warning appears "
                    "only in password fields, not in other text boxes. Caps Lock stays on until you press the key "
                    "again, even if you restart the app.",
        "claims": [
            ("paraphrase", F, "A small arrow icon in the password box warns you that Caps Lock is on."),
            ("paraphrase", F, "The warning is shown in password fields only."),
            ("paraphrase", F, "Restarting the app does not turn Caps Lock off."),
            ("overgeneralisation", U, "The Caps Lock warning appears in every text box."),
            ("opposite", U, "Restarting the app turns Caps Lock off."),
            ("substitution", U, "The password box shows a flashing red border to warn you."),
        ],
    },
    {
        "domain": "science", "split": "fresh212", "names": "Review: the triboelectric effect",
        "evidence": "When two different materials are rubbed together, electrons move from one to the other, leaving "
                    "one positively and the other negatively charged. Which material gains electrons depends on their "
                    "positions in the triboelectric series. Rubbing a balloon on hair, for example, leaves the "
                    "balloon negative and the hair positive.",
        "claims": [
            ("paraphrase", F, "Rubbing two different materials together moves electrons from one to the other."),
            ("paraphrase", F, "Their places in the triboelectric series decide which material gains electrons."),
            ("paraphrase", F, "A balloon rubbed on hair becomes negative, and the hair becomes positive."),
            ("swapped_roles", U, "Rubbing a balloon on hair leaves the balloon positive and the hair negative."),
            ("substitution", U, "When two materials are rubbed together, protons move from one to the other."),
            ("opposite", U, "Rubbing two materials together leaves both of them with the same charge."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh212", "names": "Lecture transcript: the spotlight effect",
        "evidence": "People overestimate how much others notice their appearance and behaviour. In one study, "
                    "students made to wear an embarrassing T-shirt into a room guessed that about half of the people "
                    "there noticed it, when in fact only about a quarter did. We notice ourselves far more than "
                    "others notice us.",
        "claims": [
            ("paraphrase", F, "We overestimate how much other people notice how we look and act."),
            ("paraphrase", F, "Students in an embarrassing T-shirt thought about half the room noticed it."),
            ("paraphrase", F, "In reality only around a quarter of the people noticed the T-shirt."),
            ("opposite", U, "People underestimate how much others notice their appearance."),
            ("number", U, "In fact about three quarters of the people noticed the T-shirt."),
            ("opposite", U, "Others notice us far more than we notice ourselves."),
        ],
    },
    {
        "domain": "essay", "split": "fresh212", "names": "Essay: group work",
        "evidence": "Group work helps pupils learn when each member is responsible for a part that the group needs "
                    "and the group is marked on everyone's learning. Without that structure, the most able pupil "
                    "often does most of the work while others coast. Groups of three or four work better than larger "
                    "groups.",
        "claims": [
            ("paraphrase", F, "Group work helps learning when each member owns a part the group needs."),
            ("paraphrase", F, "Without such structure, the most able pupil often does most of the work."),
            ("paraphrase", F, "Groups of three or four work better than larger ones."),
            ("comparative", U, "Larger groups work better than groups of three or four."),
            ("opposite", U, "Without structure, the work is usually shared evenly among the pupils."),
            ("number", U, "Groups of six or seven work best."),
        ],
    },
]
