"""A two-hundred-and-twenty-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh228``).

Written on 2026-11-29 (session 62) after round 156 (which read ``fresh224``-``fresh226``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh228", "names": "Teaching notes: Debussy's Doctor Gradus ad Parnassum",
        "evidence": "Doctor Gradus ad Parnassum opens Debussy's Children's Corner suite, published in 1908. It "
                    "parodies Clementi's exercises: running sixteenth notes in the right hand over a simple left "
                    "hand. Debussy asks for it to be played 'égal et sans sécheresse', evenly and without dryness, so "
                    "the running notes should be smooth rather than percussive. Towards the middle the music slows "
                    "and wanders, as if the child has grown bored.",
        "claims": [
            ("paraphrase", F, "Doctor Gradus ad Parnassum is the first piece in Children's Corner."),
            ("paraphrase", F, "The running notes should be even and smooth, not dry."),
            ("paraphrase", F, "In the middle the music slows down and drifts, like a child who has lost interest."),
            ("swapped_roles", U, "The running sixteenth notes are in the left hand, under a simple right hand."),
            ("opposite", U, "Debussy asks for the running notes to be dry and percussive."),
            ("opposite", U, "Doctor Gradus ad Parnassum closes the Children's Corner suite."),
        ],
    },
    {
        "domain": "literature", "split": "fresh228", "names": "Study guide: The Chrysalids",
        "evidence": "In John Wyndham's The Chrysalids, David Strorm grows up in Waknuk, a strict farming community "
                    "that destroys anything it considers a deviation from the true image. David can share thoughts "
                    "with a small group of other children, including his cousin Rosalind. His younger sister Petra "
                    "turns out to have the strongest telepathic power of all.",
        "claims": [
            ("paraphrase", F, "Waknuk destroys whatever it regards as departing from the true image."),
            ("paraphrase", F, "David shares thoughts with a few other children, among them his cousin Rosalind."),
            ("paraphrase", F, "Petra, David's little sister, is the most powerful telepath of them all."),
            ("substitution", U, "Rosalind is David's younger sister."),
            ("opposite", U, "Petra has the weakest telepathic power of the group."),
            ("opposite", U, "Waknuk is a tolerant community that welcomes deviations."),
        ],
    },
    {
        "domain": "docs", "split": "fresh228", "names": "Gmail help: confidential mode",
        "evidence": "With confidential mode, you can set an expiration date for a message and revoke access at any "
                    "time. Recipients cannot forward, copy, print or download the message, but they can still take "
                    "screenshots. If you choose SMS passcode, recipients without Gmail get a code by text message "
                    "before they can open the email.",
        "claims": [
            ("paraphrase", F, "You can withdraw access to a confidential message whenever you like."),
            ("paraphrase", F, "Screenshots of the message are still possible."),
            ("paraphrase", F, "With SMS passcode, recipients who do not use Gmail receive a text with a code before opening the email."),
            ("opposite", U, "Confidential mode prevents recipients from taking screenshots."),
            ("opposite", U, "Recipients can print a confidential message but cannot forward it."),
            ("substitution", U, "With SMS passcode, recipients get the code by email."),
        ],
    },
    {
        "domain": "science", "split": "fresh228", "names": "Lecture notes: the Weissenberg effect",
        "evidence": "When a rotating rod is dipped into a polymer solution, the liquid climbs up the rod instead of "
                    "being thrown outwards. This rod-climbing, the Weissenberg effect, happens because the stretched "
                    "polymer chains create a tension along the circular streamlines that pulls the fluid inwards. In "
                    "water and other Newtonian liquids the surface dips near the rod instead.",
        "claims": [
            ("paraphrase", F, "A polymer solution climbs a spinning rod rather than being flung outwards."),
            ("paraphrase", F, "Tension from stretched polymer chains along the circular flow pulls the liquid towards the rod."),
            ("paraphrase", F, "In a Newtonian liquid such as water, the surface sinks near the rod."),
            ("opposite", U, "Water climbs up a rotating rod in the same way."),
            ("opposite", U, "The polymer solution is thrown outwards, away from the rod."),
            ("substitution", U, "The rod-climbing of polymer solutions is called the Marangoni effect."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh228", "names": "Lecture transcript: choice blindness",
        "evidence": "In Johansson and Hall's 2005 choice blindness study, participants chose which of two faces they "
                    "found more attractive. On some trials the experimenter secretly swapped the cards and handed "
                    "them the face they had not chosen. Only about a quarter of these swaps were detected, and "
                    "participants often went on to justify a choice they had never made.",
        "claims": [
            ("paraphrase", F, "Participants picked the more attractive of two faces."),
            ("paraphrase", F, "Sometimes the experimenter covertly gave them the face they had rejected."),
            ("paraphrase", F, "Roughly one swap in four was noticed."),
            ("number", U, "About three quarters of the swaps were detected."),
            ("opposite", U, "Participants refused to explain choices they had not made."),
            ("opposite", U, "The experimenter openly swapped the cards."),
        ],
    },
    {
        "domain": "essay", "split": "fresh228", "names": "Essay: class pets",
        "evidence": "Keeping a class pet, such as a hamster or a guinea pig, can teach young children responsibility, "
                    "and some shy pupils talk more easily when they are caring for an animal. But pets need care "
                    "during holidays, and a few pupils may be allergic. Our school allows class pets only in the "
                    "infant years.",
        "claims": [
            ("paraphrase", F, "Looking after a class pet can teach young children to be responsible."),
            ("paraphrase", F, "Some shy pupils find it easier to talk while they look after an animal."),
            ("paraphrase", F, "At our school only infant classes may keep pets."),
            ("opposite", U, "Class pets need no care during the holidays."),
            ("opposite", U, "Our school allows class pets in every year group."),
            ("overgeneralisation", U, "Most pupils are allergic to class pets."),
        ],
    },
]
