"""A A hundred-and-ninety-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh197``).

Written on 2026-11-29 (session 59) after round 135 (which read ``fresh194``-``fresh196``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh197", "names": "Teaching notes: Mendelssohn's Rondo Capriccioso",
        "evidence": "The Rondo Capriccioso opens with a slow, singing Andante before the fast Presto begins. In the "
                    "Presto, keep the repeated staccato notes light and close to the keys, and let the left hand stay "
                    "quiet beneath them. Practise the runs slowly with a metronome at first, raising the tempo only "
                    "when every note is even.",
        "claims": [
            ("paraphrase", F, "A slow, songlike Andante comes before the fast Presto."),
            ("paraphrase", F, "In the Presto the staccato repeated notes should be light and played close to the keys."),
            ("paraphrase", F, "Speed up the runs only once every note is even."),
            ("reversed_order", U, "The Rondo Capriccioso opens with the fast Presto and ends with a slow Andante."),
            ("opposite", U, "Play the repeated staccato notes heavily, lifting the hand high above the keys."),
            ("opposite", U, "Practise the runs at full tempo from the start."),
        ],
    },
    {
        "domain": "literature", "split": "fresh197", "names": "Study guide: Woyzeck",
        "evidence": "Woyzeck, a poor soldier, earns extra money by shaving his captain and by eating only peas for a "
                    "doctor's experiment. He learns that Marie, the mother of his child, is seeing the Drum Major, "
                    "who beats him in a fight. Tormented by voices, Woyzeck buys a knife and kills Marie by a pond.",
        "claims": [
            ("paraphrase", F, "Woyzeck shaves his captain to earn extra money."),
            ("paraphrase", F, "For a doctor's experiment he eats nothing but peas."),
            ("paraphrase", F, "The Drum Major beats Woyzeck in a fight."),
            ("swapped_roles", U, "Woyzeck beats the Drum Major in a fight."),
            ("substitution", U, "Woyzeck kills Marie with a pistol by a pond."),
            ("misattribution", U, "The captain is seeing Marie, the mother of Woyzeck's child."),
        ],
    },
    {
        "domain": "docs", "split": "fresh197", "names": "Help: Sharing your phone's connection over USB",
        "evidence": "USB tethering shares your phone's mobile data with a computer through the charging cable. Wi-Fi "
                    "on the phone is turned off while tethering is on, and the phone charges from the computer at the "
                    "same time. Tethering stops automatically when you unplug the cable.",
        "claims": [
            ("paraphrase", F, "USB tethering lets a computer use your phone's mobile data over the charging cable."),
            ("paraphrase", F, "The phone charges from the computer while tethering."),
            ("paraphrase", F, "Unplugging the cable ends tethering automatically."),
            ("opposite", U, "Wi-Fi on the phone stays on while tethering is on."),
            ("opposite", U, "Tethering keeps running after you unplug the cable."),
            ("swapped_roles", U, "USB tethering shares the computer's internet connection with your phone."),
        ],
    },
    {
        "domain": "science", "split": "fresh197", "names": "Review: the Meissner effect",
        "evidence": "When a superconductor is cooled below its critical temperature, it expels magnetic fields from "
                    "its interior. A small magnet placed above it therefore floats, held up by the field the "
                    "superconductor pushes away. Above the critical temperature the field passes through the material "
                    "and the magnet rests on it.",
        "claims": [
            ("paraphrase", F, "Below its critical temperature a superconductor pushes magnetic fields out of its interior."),
            ("paraphrase", F, "A small magnet above a cooled superconductor floats."),
            ("paraphrase", F, "Above the critical temperature the magnet rests on the material."),
            ("opposite", U, "Below its critical temperature a superconductor draws magnetic fields into its interior."),
            ("opposite", U, "A magnet floats above the material when it is warmer than its critical temperature."),
            ("opposite", U, "Cooling a superconductor below its critical temperature lets the field pass through it."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh197", "names": "Lecture transcript: the Hawthorne studies",
        "evidence": "At the Hawthorne factory in the 1920s, researchers raised and then lowered the lighting for a "
                    "group of workers. Output went up in both cases, and fell back when the study ended. One "
                    "explanation is that the workers worked harder because they knew they were being watched, though "
                    "later analyses of the data question how large the effect was.",
        "claims": [
            ("paraphrase", F, "The researchers first increased and then reduced the lighting."),
            ("paraphrase", F, "Output rose whether the lighting went up or down."),
            ("paraphrase", F, "Later analyses doubt how big the effect really was."),
            ("opposite", U, "Output fell when the lighting was lowered."),
            ("opposite", U, "Output stayed high after the study ended."),
            ("strength", U, "Later analyses confirmed that the effect was very large."),
        ],
    },
    {
        "domain": "essay", "split": "fresh197", "names": "Essay: calculators in primary school",
        "evidence": "Letting primary pupils use calculators does not, on the evidence, weaken their basic arithmetic, "
                    "provided mental calculation is still taught. Calculators help most when pupils use them to check "
                    "answers or to explore patterns, and least when they replace practice of number facts.",
        "claims": [
            ("paraphrase", F, "Calculator use does not harm basic arithmetic as long as mental calculation is still taught."),
            ("paraphrase", F, "Calculators are most useful for checking answers or exploring patterns."),
            ("paraphrase", F, "They help least when they take the place of practising number facts."),
            ("opposite", U, "The evidence shows that calculators weaken primary pupils' basic arithmetic."),
            ("opposite", U, "Calculators help most when they replace practice of number facts."),
            ("opposite", U, "Once calculators are allowed, mental calculation no longer needs to be taught."),
        ],
    },
]
