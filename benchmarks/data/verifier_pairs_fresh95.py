"""A ninety-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh95``).

Written on 2026-11-27 (session 46) after round 91, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read, in round 92 (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh95", "names": "Lesson notes: the fermata",
        "evidence": "A fermata over a note or rest means hold it longer than written, usually about twice its "
                    "value, but the context decides. Lift the hands together at the end of the pause and breathe "
                    "before the next phrase, so the silence feels intended rather than lost.",
        "claims": [
            ("paraphrase", F, "A fermata tells you to hold the note or rest longer than its written value."),
            ("paraphrase", F, "The held note usually lasts about twice its value, though context decides."),
            ("paraphrase", F, "Take a breath before the next phrase so the silence sounds intended."),
            ("number", U, "A fermata usually holds the note for four times its value."),
            ("opposite", U, "A fermata means the note should be cut shorter than written."),
            ("opposite", U, "Lift the hands one at a time at the end of the pause."),
        ],
    },
    {
        "domain": "literature", "split": "fresh95", "names": "Study guide: The Jungle Book",
        "evidence": "Mowgli, a boy raised by wolves, is taught the Law of the Jungle by Baloo the bear and "
                    "protected by Bagheera the panther. The tiger Shere Khan wants to kill him, and in the end "
                    "Mowgli drives a herd of buffalo over the tiger and leaves the jungle for a village.",
        "claims": [
            ("paraphrase", F, "Baloo the bear teaches Mowgli the Law of the Jungle."),
            ("paraphrase", F, "Bagheera, a panther, protects Mowgli."),
            ("paraphrase", F, "Mowgli kills Shere Khan by stampeding buffalo over him."),
            ("misattribution", U, "Bagheera teaches Mowgli the Law of the Jungle."),
            ("opposite", U, "Shere Khan protects Mowgli from the wolves."),
            ("substitution", U, "Mowgli drives a herd of elephants over the tiger."),
        ],
    },
    {
        "domain": "docs", "split": "fresh95", "names": "Security guide: two-factor sign-in",
        "evidence": "After a correct password the user must enter a six-digit code from their authenticator app. "
                    "Each code is valid for 30 seconds, and after 5 wrong codes the account is locked for 15 "
                    "minutes. Recovery codes can each be used once.",
        "claims": [
            ("paraphrase", F, "A correct password is followed by a six-digit code from the authenticator app."),
            ("paraphrase", F, "Five wrong codes lock the account for 15 minutes."),
            ("paraphrase", F, "Every recovery code works only one time."),
            ("number", U, "Each code stays valid for 5 minutes."),
            ("opposite", U, "Recovery codes can be used as many times as needed."),
            ("reversed_order", U, "The user enters the authenticator code before typing the password."),
        ],
    },
    {
        "domain": "science", "split": "fresh95", "names": "Abstract: orca grandmothers",
        "evidence": "In resident killer whales, calves whose post-menopausal grandmother had died were 4.5 times "
                    "more likely to die within two years. The effect was strongest when salmon were scarce, "
                    "when grandmothers led the group to feeding grounds.",
        "claims": [
            ("paraphrase", F, "Calves were 4.5 times more likely to die within two years after their "
                              "post-menopausal grandmother died."),
            ("paraphrase", F, "The effect was largest in years when salmon were scarce."),
            ("paraphrase", F, "Grandmothers led the group to feeding grounds when food was short."),
            ("number", U, "Calves were twice as likely to die after their grandmother's death."),
            ("opposite", U, "The effect was strongest when salmon were plentiful."),
            ("overgeneralisation", U, "In all whale species, grandmothers keep their grandcalves alive."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh95", "names": "Lecture transcript: the Domesday Book",
        "evidence": "William the Conqueror ordered the survey at Christmas 1085, and it was largely complete by "
                    "the following August. Commissioners recorded who held each manor, how many ploughs and "
                    "people it had, and what it was worth, so that the king knew what taxes he was owed.",
        "claims": [
            ("paraphrase", F, "William the Conqueror ordered the Domesday survey at Christmas 1085."),
            ("paraphrase", F, "The survey was mostly finished by August of the next year."),
            ("paraphrase", F, "It recorded each manor's holder, its ploughs and people, and its value."),
            ("date", U, "William ordered the survey at Christmas 1066."),
            ("causal", U, "The survey was made so that the king could redistribute land to the poor."),
            ("misattribution", U, "The Archbishop of Canterbury ordered the survey."),
        ],
    },
    {
        "domain": "essay", "split": "fresh95", "names": "Course reader: Anne of Green Gables",
        "evidence": "Marilla and Matthew Cuthbert asked for a boy to help on the farm, but the orphanage sent Anne "
                    "Shirley by mistake. Matthew wanted to keep her from the start, while Marilla agreed only "
                    "after a trial; Anne later gives up a university scholarship to stay with Marilla.",
        "claims": [
            ("paraphrase", F, "The Cuthberts had asked the orphanage for a boy to help on the farm."),
            ("paraphrase", F, "Anne Shirley was sent to them by mistake."),
            ("paraphrase", F, "Anne turns down a university scholarship so she can stay with Marilla."),
            ("swapped_roles", U, "Marilla wanted to keep Anne from the start, while Matthew agreed only after a "
                                 "trial."),
            ("opposite", U, "The Cuthberts had asked for a girl."),
            ("opposite", U, "Anne accepts the scholarship and leaves Marilla."),
        ],
    },
]
