"""A hundred-and-sixty-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh164``).

Written on 2026-11-29 (session 56) after round 117 (which read ``fresh161``-``fresh163``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh164", "names": "Teaching notes: Poulenc's Mouvements perpétuels",
        "evidence": "Poulenc's three Mouvements perpétuels are short and witty, and their left-hand patterns repeat "
                    "almost unchanged. Play them without rubato and with very little pedal, letting the dry "
                    "repetitions sound deliberate.",
        "claims": [
            ("paraphrase", F, "There are three Mouvements perpétuels, each short and witty."),
            ("paraphrase", F, "Their left-hand patterns repeat with hardly any change."),
            ("paraphrase", F, "They should be played with no rubato and almost no pedal."),
            ("opposite", U, "Play them with generous rubato."),
            ("number", U, "Poulenc wrote five Mouvements perpétuels."),
            ("opposite", U, "Use plenty of pedal to soften the repetitions."),
        ],
    },
    {
        "domain": "literature", "split": "fresh164", "names": "Study guide: The Age of Innocence",
        "evidence": "Newland Archer is engaged to May Welland but falls in love with her cousin Ellen Olenska. May "
                    "tells Ellen she is pregnant before she is sure of it, and Ellen leaves for Europe, so Newland "
                    "stays in his marriage.",
        "claims": [
            ("paraphrase", F, "Newland Archer, engaged to May Welland, falls in love with her cousin Ellen."),
            ("paraphrase", F, "May tells Ellen about the pregnancy before she is certain of it."),
            ("paraphrase", F, "After Ellen departs for Europe, Newland remains married."),
            ("swapped_roles", U, "Ellen tells May she is pregnant."),
            ("opposite", U, "Newland leaves May and follows Ellen to Europe."),
            ("misattribution", U, "Newland is engaged to Ellen Olenska but falls in love with May."),
        ],
    },
    {
        "domain": "docs", "split": "fresh164", "names": "Help centre: eSIM",
        "evidence": "You can store up to eight eSIMs on the phone, but only two can be active at the same time. "
                    "Deleting an eSIM does not cancel your plan; contact your carrier to cancel it.",
        "claims": [
            ("paraphrase", F, "The phone can hold as many as eight eSIMs."),
            ("paraphrase", F, "No more than two eSIMs can be active at once."),
            ("paraphrase", F, "Your plan stays in place when you delete an eSIM."),
            ("opposite", U, "Deleting an eSIM also cancels your plan."),
            ("number", U, "Up to four eSIMs can be active at the same time."),
            ("opposite", U, "All stored eSIMs can be active together."),
        ],
    },
    {
        "domain": "science", "split": "fresh164", "names": "Abstract: homing pigeons",
        "evidence": "Homing pigeons use the sun as a compass on clear days and the Earth's magnetic field when it is "
                    "overcast. Pigeons fitted with small magnets got lost on cloudy days but navigated normally in "
                    "sunshine.",
        "claims": [
            ("paraphrase", F, "On clear days homing pigeons steer by the sun."),
            ("paraphrase", F, "When the sky is overcast they rely on the Earth's magnetic field."),
            ("paraphrase", F, "Pigeons carrying small magnets lost their way on cloudy days."),
            ("swapped_roles", U, "Pigeons use the magnetic field on clear days and the sun when it is overcast."),
            ("opposite", U, "Pigeons fitted with magnets got lost in sunshine."),
            ("overgeneralisation", U, "Magnets make pigeons lose their way in any weather."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh164", "names": "Lecture transcript: Marconi's transatlantic signal",
        "evidence": "In December 1901 Marconi reported receiving the letter S, sent in Morse code from Cornwall, at a "
                    "station in Newfoundland. Many scientists doubted it, because they expected radio waves to travel "
                    "only in straight lines.",
        "claims": [
            ("paraphrase", F, "Marconi said he received the letter S in Newfoundland in December 1901."),
            ("paraphrase", F, "The signal was sent in Morse code from Cornwall."),
            ("paraphrase", F, "Many scientists were doubtful, expecting radio waves to go only in straight lines."),
            ("swapped_roles", U, "The letter S was sent from Newfoundland and received in Cornwall."),
            ("date", U, "Marconi received the signal in December 1911."),
            ("opposite", U, "Scientists expected radio waves to bend around the Earth."),
        ],
    },
    {
        "domain": "essay", "split": "fresh164", "names": "Essay source: protected cycle lanes",
        "evidence": "After a city built protected cycle lanes, cycling on those streets tripled within two years. "
                    "Injuries to cyclists fell, while car journey times on the same streets barely changed.",
        "claims": [
            ("paraphrase", F, "Cycling on the streets with protected lanes tripled in two years."),
            ("paraphrase", F, "Fewer cyclists were injured."),
            ("paraphrase", F, "Car journeys on those streets took about as long as before."),
            ("number", U, "Cycling on those streets doubled within two years."),
            ("opposite", U, "Injuries to cyclists rose after the lanes were built."),
            ("opposite", U, "Car journey times on those streets became much longer."),
        ],
    },
]
