"""A hundred-and-eighty-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh185``).

Written on 2026-11-29 (session 58) after round 127 (which read ``fresh182``-``fresh184``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh185", "names": "Teaching notes: Szymanowski's Masques",
        "evidence": "In Szymanowski's Masques the pedal does much of the colouring, but it must be changed more often "
                    "than the notation suggests, or the harmonies blur into noise. Practise the fast figurations of "
                    "Shéhérazade slowly and without pedal first, and add the pedal only once the fingers are secure.",
        "claims": [
            ("paraphrase", F, "In Masques the pedal has to be changed more frequently than the score indicates."),
            ("paraphrase", F, "Practise Shéhérazade's quick figurations slowly and with no pedal at first."),
            ("paraphrase", F, "Without enough pedal changes the harmonies of Masques turn into noise."),
            ("opposite", U, "In Masques the pedal should be changed less often than the notation suggests."),
            ("reversed_order", U, "Add the pedal to Shéhérazade's figurations first, and secure the fingers afterwards."),
            ("negation", U, "In Masques the pedal does little of the colouring."),
        ],
    },
    {
        "domain": "literature", "split": "fresh185", "names": "Study guide: Buddenbrooks",
        "evidence": "Thomas Buddenbrook takes over the family grain firm after his father's death and becomes a "
                    "senator, but his brother Christian drifts from one failed venture to another. Thomas's son Hanno "
                    "loves music and has no interest in the business; he dies of typhoid as a teenager, and the firm "
                    "is dissolved.",
        "claims": [
            ("paraphrase", F, "After his father dies, Thomas takes charge of the family's grain business."),
            ("paraphrase", F, "Hanno cares about music rather than the firm."),
            ("paraphrase", F, "Hanno dies of typhoid while still a teenager."),
            ("swapped_roles", U, "Christian takes over the family firm and becomes a senator."),
            ("opposite", U, "Hanno is eager to take over the family business."),
            ("opposite", U, "After Hanno's death the firm is passed on to Christian."),
        ],
    },
    {
        "domain": "docs", "split": "fresh185", "names": "Help: Call forwarding",
        "evidence": "When call forwarding is on, incoming calls go to the number you choose instead of ringing your "
                    "phone. You can forward all calls, or only calls you do not answer within 20 seconds. Forwarding "
                    "does not apply to emergency callbacks, and your carrier may charge for forwarded calls.",
        "claims": [
            ("paraphrase", F, "With call forwarding switched on, incoming calls are sent to a number you pick rather than ringing your phone."),
            ("paraphrase", F, "You can choose to forward only the calls you leave unanswered for 20 seconds."),
            ("paraphrase", F, "Carriers may charge for calls that are forwarded."),
            ("number", U, "Unanswered calls are forwarded after 60 seconds."),
            ("negation", U, "Emergency callbacks are forwarded too."),
            ("opposite", U, "Forwarded calls are always free of charge."),
        ],
    },
    {
        "domain": "science", "split": "fresh185", "names": "Review: carnivorous pitcher plants",
        "evidence": "Pitcher plants trap insects in a fluid-filled leaf whose slippery rim makes prey fall in; the "
                    "rim is most slippery when wet from rain or nectar. Some species in Borneo also host tree shrews, "
                    "which feed on nectar and leave droppings that supply the plant with nitrogen.",
        "claims": [
            ("paraphrase", F, "Pitcher plants catch insects in a leaf filled with fluid."),
            ("paraphrase", F, "The rim of the pitcher is slipperiest when it is wet."),
            ("paraphrase", F, "Some Bornean species get nitrogen from the droppings of tree shrews."),
            ("opposite", U, "The rim of the pitcher is least slippery when wet from rain."),
            ("overgeneralisation", U, "All pitcher plants host tree shrews."),
            ("swapped_roles", U, "Tree shrews feed on the plants' droppings, which supply the shrews with nitrogen."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh185", "names": "Lecture 9: Fraunhofer and the solar spectrum",
        "evidence": "In 1814 Joseph von Fraunhofer, a glassmaker, mapped hundreds of dark lines in the Sun's "
                    "spectrum, though he could not explain them. Decades later Kirchhoff and Bunsen showed that the "
                    "lines appear where elements in the Sun's outer layers absorb light, so each line marks a "
                    "particular element.",
        "claims": [
            ("paraphrase", F, "Fraunhofer, who was a glassmaker, mapped hundreds of dark lines in the solar spectrum in 1814."),
            ("paraphrase", F, "Fraunhofer was unable to explain the dark lines."),
            ("paraphrase", F, "Kirchhoff and Bunsen showed that each line marks an element absorbing light in the Sun's outer layers."),
            ("misattribution", U, "Fraunhofer showed that each dark line marks a particular element."),
            ("number", U, "Fraunhofer mapped a dozen dark lines in the Sun's spectrum."),
            ("opposite", U, "The lines appear where elements in the Sun's outer layers emit light."),
        ],
    },
    {
        "domain": "essay", "split": "fresh185", "names": "Essay sources: peer tutoring",
        "evidence": "In a two-year trial, older pupils tutored younger ones in reading for twenty minutes three times "
                    "a week. The younger pupils' reading improved by about two months more than in comparison "
                    "schools, and the tutors' own reading improved slightly, though the tutors' gains were not "
                    "statistically significant.",
        "claims": [
            ("paraphrase", F, "In the trial older pupils tutored younger pupils in reading three times a week."),
            ("paraphrase", F, "The tutored pupils gained roughly two extra months in reading compared with other schools."),
            ("paraphrase", F, "The tutors' own gains in reading were small and not statistically significant."),
            ("swapped_roles", U, "Younger pupils tutored older ones in reading."),
            ("overgeneralisation", U, "The tutors' reading improved significantly."),
            ("number", U, "The tutoring sessions lasted an hour each."),
        ],
    },
]
