"""A hundred-and-sixty-first held-out set for ``benchmarks/verifier.py`` (split ``fresh160``).

Written on 2026-11-29 (session 56) after the round that read ``fresh155``-``fresh157``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh160", "names": "Teaching notes: Janáček's In the Mists",
        "evidence": "Janáček wrote In the Mists in 1912. Its pieces often shift between keys with five or six flats, "
                    "and the short repeated motifs should be voiced differently each time rather than played "
                    "identically.",
        "claims": [
            ("paraphrase", F, "In the Mists dates from 1912."),
            ("paraphrase", F, "The pieces often move between keys of five or six flats."),
            ("paraphrase", F, "Each return of a short motif should be voiced in a new way."),
            ("opposite", U, "Repeated motifs should be played the same way every time."),
            ("date", U, "Janáček wrote In the Mists in 1921."),
            ("substitution", U, "The pieces often shift between keys with five or six sharps."),
        ],
    },
    {
        "domain": "literature", "split": "fresh160", "names": "Study guide: The Turn of the Screw",
        "evidence": "In The Turn of the Screw, the governess believes the ghosts of Quint and Miss Jessel are trying "
                    "to possess the children. No other adult ever sees the ghosts, and the story ends with Miles dead "
                    "in her arms.",
        "claims": [
            ("paraphrase", F, "The governess is convinced the ghosts of Quint and Miss Jessel want to possess the children."),
            ("paraphrase", F, "The ghosts are never seen by any other adult."),
            ("paraphrase", F, "The story closes as Miles dies in the governess's arms."),
            ("opposite", U, "Mrs Grose sees the ghost of Quint as well."),
            ("substitution", U, "The story ends with Flora dead in the governess's arms."),
            ("swapped_roles", U, "The children believe the ghosts are trying to possess the governess."),
        ],
    },
    {
        "domain": "docs", "split": "fresh160", "names": "Help centre: Wi-Fi calling",
        "evidence": "Wi-Fi calling lets you make calls over a wireless network when mobile signal is weak. Emergency "
                    "calls still go over the mobile network when it is available, and calls to numbers abroad are "
                    "charged at your normal international rate.",
        "claims": [
            ("paraphrase", F, "When your mobile signal is poor, you can call over Wi-Fi."),
            ("paraphrase", F, "Emergency calls use the mobile network if there is one."),
            ("paraphrase", F, "Calls abroad cost the usual international rate."),
            ("opposite", U, "Calls to numbers abroad are free with Wi-Fi calling."),
            ("opposite", U, "Emergency calls always go over Wi-Fi."),
            ("opposite", U, "Wi-Fi calling works only when mobile signal is strong."),
        ],
    },
    {
        "domain": "science", "split": "fresh160", "names": "Abstract: Boyle's law",
        "evidence": "Boyle found that, at a fixed temperature, the pressure of a trapped gas rises as its volume is "
                    "reduced: halving the volume doubles the pressure. He used a J-shaped tube sealed at one end and "
                    "poured mercury into the open end.",
        "claims": [
            ("paraphrase", F, "At constant temperature, squeezing a trapped gas into less space raises its pressure."),
            ("paraphrase", F, "If the volume is cut in half, the pressure is doubled."),
            ("paraphrase", F, "Boyle poured mercury into the open end of a J-shaped tube closed at the other."),
            ("opposite", U, "Halving the volume halves the pressure."),
            ("opposite", U, "Reducing the volume of a trapped gas lowers its pressure."),
            ("substitution", U, "Boyle poured water into the open end of the tube."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh160", "names": "Lecture transcript: Fibonacci",
        "evidence": "Fibonacci's Liber Abaci of 1202 introduced Hindu-Arabic numerals to European merchants. Its "
                    "rabbit puzzle produces the sequence in which each number is the sum of the two before it, though "
                    "the sequence was known in India centuries earlier.",
        "claims": [
            ("paraphrase", F, "Liber Abaci, from 1202, brought Hindu-Arabic numerals to Europe's merchants."),
            ("paraphrase", F, "In the rabbit puzzle each number is the sum of the previous two."),
            ("paraphrase", F, "Indian mathematicians knew the sequence centuries before Fibonacci."),
            ("opposite", U, "Fibonacci was the first to discover the sequence."),
            ("date", U, "Liber Abaci appeared in 1302."),
            ("substitution", U, "In the sequence each number is the product of the two before it."),
        ],
    },
    {
        "domain": "essay", "split": "fresh160", "names": "Essay source: the four-day school week",
        "evidence": "Districts that moved to a four-day school week saved about two percent of their budgets. Test "
                    "scores in those districts fell slightly in maths, and parents reported difficulty finding "
                    "childcare on the fifth day.",
        "claims": [
            ("paraphrase", F, "The four-day week saved districts roughly two percent of their budgets."),
            ("paraphrase", F, "Maths scores dropped a little in those districts."),
            ("paraphrase", F, "Parents found it hard to arrange childcare on the day off."),
            ("opposite", U, "Maths scores rose in the four-day districts."),
            ("number", U, "The switch saved about twenty percent of the budget."),
            ("overgeneralisation", U, "Test scores fell sharply in every subject."),
        ],
    },
]
