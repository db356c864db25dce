"""A two-hundred-and-fifteenth held-out set for ``benchmarks/verifier.py`` (split ``fresh215``).

Written on 2026-11-29 (session 61) after round 151 (which read ``fresh212``-``fresh214``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh215", "names": "Teaching notes: Liszt's Mephisto Waltz No. 1",
        "evidence": "Liszt's first Mephisto Waltz opens with the devil tuning his fiddle: stacked fifths in the left "
                    "hand, played with a dry, biting attack. The central love scene is marked espressivo amoroso and "
                    "asks for a singing tone over rolled chords. The piece ends with a sudden, crashing flourish, and "
                    "many pianists spend years learning its leaps.",
        "claims": [
            ("paraphrase", F, "At the start, piled-up fifths in the left hand suggest the devil tuning a fiddle."),
            ("paraphrase", F, "The love scene in the middle calls for a singing tone above rolled chords."),
            ("paraphrase", F, "Mastering the leaps takes many pianists years."),
            ("opposite", U, "The opening fifths should be played with a soft, blurred attack."),
            ("swapped_roles", U, "The stacked fifths of the opening are in the right hand."),
            ("opposite", U, "The waltz fades away quietly at the end."),
        ],
    },
    {
        "domain": "literature", "split": "fresh215", "names": "Study guide: Chekhov's Vanka",
        "evidence": "Nine-year-old Vanka Zhukov, apprenticed to a Moscow shoemaker, writes a letter on Christmas Eve "
                    "to his grandfather in the village, begging to be taken home because his master beats him. He "
                    "addresses the envelope only 'To Grandfather in the village' and drops it in the post box, then "
                    "falls asleep full of hope. The reader knows the letter will never arrive.",
        "claims": [
            ("paraphrase", F, "Vanka, a boy of nine, is an apprentice to a shoemaker in Moscow."),
            ("paraphrase", F, "He pleads with his grandfather to bring him home, since his master beats him."),
            ("paraphrase", F, "Because the address is incomplete, the letter cannot reach its destination."),
            ("number", U, "Vanka is twelve years old when he writes the letter."),
            ("swapped_roles", U, "Vanka's grandfather writes to the boy asking him to come back to the village."),
            ("opposite", U, "Vanka falls asleep in despair after posting the letter."),
        ],
    },
    {
        "domain": "docs", "split": "fresh215", "names": "Android help: Smart Lock",
        "evidence": "Smart Lock keeps your phone unlocked while it is in a trusted place, such as your home, or "
                    "connected to a trusted device, such as your watch. After four hours without use, or after a "
                    "restart, you must unlock the phone with your PIN, pattern or password. Smart Lock is off by "
                    "default; turn it on in Settings under Security.",
        "claims": [
            ("paraphrase", F, "Your phone can stay unlocked at home or while it is paired with your watch."),
            ("paraphrase", F, "Once the phone restarts, your PIN, pattern or password is needed again."),
            ("paraphrase", F, "You have to switch Smart Lock on yourself in the Security settings."),
            ("number", U, "Smart Lock asks for your PIN after two hours without use."),
            ("opposite", U, "Smart Lock is turned on when you first set up the phone."),
            ("opposite", U, "A restart leaves the phone unlocked in a trusted place."),
        ],
    },
    {
        "domain": "science", "split": "fresh215", "names": "Lecture notes: the Joule-Thomson effect",
        "evidence": "When a real gas expands through a valve or porous plug from high to low pressure, without "
                    "exchanging heat with its surroundings, its temperature changes: the Joule-Thomson effect. Most "
                    "gases, such as nitrogen, cool on expansion at room temperature, because their molecules must "
                    "work against mutual attraction. Hydrogen and helium warm instead unless they are first cooled "
                    "below their inversion temperatures.",
        "claims": [
            ("paraphrase", F, "A real gas pushed through a porous plug to lower pressure, with no heat exchanged, changes temperature."),
            ("paraphrase", F, "At room temperature nitrogen gets colder as it expands."),
            ("paraphrase", F, "Helium heats up on expanding unless it has been chilled below its inversion temperature."),
            ("opposite", U, "Hydrogen cools when it expands at room temperature."),
            ("reversed_order", U, "The effect occurs when a gas is forced from low to high pressure."),
            ("overgeneralisation", U, "Every gas cools when it expands through a valve."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh215", "names": "Lecture transcript: the generation effect",
        "evidence": "In Slamecka and Graf's 1978 experiments, people who generated words from a cue, such as "
                    "completing 'hot: c_ _ _' as 'cold', remembered them better than people who simply read the same "
                    "pairs. The advantage held for recall and for recognition. Later studies found the benefit "
                    "shrinks when learners cannot produce the answer and are never shown it.",
        "claims": [
            ("paraphrase", F, "Producing a word from a cue led to better memory for it than reading it did."),
            ("paraphrase", F, "The benefit showed up in both recall and recognition tests."),
            ("paraphrase", F, "Later work found the advantage gets smaller when learners fail to produce the answer and never see it."),
            ("opposite", U, "People who read the word pairs remembered them better than those who generated them."),
            ("number", U, "Slamecka and Graf published their experiments in 1988."),
            ("misattribution", U, "Ebbinghaus first showed the generation effect in 1978."),
        ],
    },
    {
        "domain": "essay", "split": "fresh215", "names": "Essay: should exam resits be free?",
        "evidence": "In many colleges students pay a fee to resit a failed exam, which falls hardest on those from "
                    "poorer families. Supporters of fees argue they discourage students from treating the first "
                    "sitting as a practice run. Yet a survey of one college found that resit rates did not change "
                    "after fees were dropped, while pass rates among low-income students rose.",
        "claims": [
            ("paraphrase", F, "Resit fees weigh most heavily on students from poorer homes."),
            ("paraphrase", F, "Defenders of the fees say they stop students using the first attempt as practice."),
            ("paraphrase", F, "When one college scrapped its fees, low-income students passed more often."),
            ("opposite", U, "Dropping the fees made resits much more common at the college surveyed."),
            ("misattribution", U, "Critics of fees argue that they stop students treating the first sitting as practice."),
            ("overgeneralisation", U, "Every college charges students to resit a failed exam."),
        ],
    },
]
