"""A hundred-and-seventy-second held-out set for ``benchmarks/verifier.py`` (split ``fresh172``).

Written on 2026-11-29 (session 57) after round 122 (which read ``fresh167``-``fresh169``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh172", "names": "Teaching notes: Liszt's Liebestraum No. 3",
        "evidence": "In Liszt's Liebestraum No. 3 the melody passes between the hands, first in the middle of the "
                    "texture and later in the top voice. Keep the accompanying arpeggios light so the tune is never "
                    "buried, and save the full tone for the climax before the first cadenza.",
        "claims": [
            ("paraphrase", F, "In Liebestraum No. 3 the melody moves from hand to hand."),
            ("paraphrase", F, "The tune starts in the middle of the texture and later moves to the top voice."),
            ("paraphrase", F, "Keep the arpeggios light so the melody is never buried."),
            ("opposite", U, "Play the accompanying arpeggios heavily from the start."),
            ("order", U, "Save the full tone for the climax after the first cadenza."),
            ("substitution", U, "The melody stays in the left hand throughout."),
        ],
    },
    {
        "domain": "literature", "split": "fresh172", "names": "Study guide: Madame Bovary",
        "evidence": "Emma Bovary, bored by her marriage to the dull country doctor Charles, seeks the passion she has "
                    "read about in romantic novels. She runs up huge debts with the merchant Lheureux, and when he "
                    "demands payment she poisons herself with arsenic.",
        "claims": [
            ("paraphrase", F, "Emma is bored by her marriage to Charles, a dull country doctor."),
            ("paraphrase", F, "She looks for the passion she found in romantic novels."),
            ("paraphrase", F, "She takes arsenic when Lheureux demands to be paid."),
            ("swapped_roles", U, "Lheureux runs up huge debts with Emma Bovary."),
            ("misattribution", U, "Charles seeks the passion he has read about in romantic novels."),
            ("substitution", U, "Emma poisons herself with laudanum."),
        ],
    },
    {
        "domain": "docs", "split": "fresh172", "names": "Help centre: scheduled messages",
        "evidence": "To schedule a message, press and hold the send button and pick a date and time up to a year "
                    "ahead. Scheduled messages are sent even if your phone is off, and you can edit or cancel one any "
                    "time before it goes.",
        "claims": [
            ("paraphrase", F, "Press and hold the send button to schedule a message."),
            ("paraphrase", F, "You can pick a time up to a year in advance."),
            ("paraphrase", F, "A scheduled message goes out even when your phone is switched off."),
            ("number", U, "You can schedule a message up to a month ahead."),
            ("opposite", U, "Scheduled messages are held until your phone is switched back on."),
            ("opposite", U, "Once scheduled, a message cannot be edited or cancelled."),
        ],
    },
    {
        "domain": "science", "split": "fresh172", "names": "Abstract: spider silk",
        "evidence": "Dragline silk, which spiders use for the frame of their webs and as a safety line, is stronger "
                    "by weight than steel and can stretch by about a third before breaking. Spiders cannot be farmed "
                    "like silkworms because they eat each other when kept together.",
        "claims": [
            ("paraphrase", F, "Weight for weight, dragline silk is stronger than steel."),
            ("paraphrase", F, "It can stretch by around a third before it breaks."),
            ("paraphrase", F, "Spiders kept together eat one another, so they can't be farmed like silkworms."),
            ("comparative", U, "Dragline silk is weaker by weight than steel."),
            ("number", U, "Dragline silk can stretch to three times its length before breaking."),
            ("opposite", U, "Spiders can be farmed like silkworms because they live peacefully together."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh172", "names": "Lecture transcript: Torricelli's barometer",
        "evidence": "In 1643 Evangelista Torricelli filled a glass tube with mercury and turned it upside down in a "
                    "dish. The mercury fell to about 76 centimetres and stayed there, and Torricelli argued that the "
                    "weight of the air pressing on the dish held it up.",
        "claims": [
            ("paraphrase", F, "Torricelli filled a glass tube with mercury and inverted it in a dish in 1643."),
            ("paraphrase", F, "The mercury dropped to around 76 centimetres and stayed there."),
            ("paraphrase", F, "Torricelli said the air's weight pressing on the dish held the mercury up."),
            ("number", U, "The mercury fell to about 96 centimetres."),
            ("substitution", U, "Torricelli filled the tube with water."),
            ("causal", U, "Torricelli argued that a vacuum at the top of the tube pulled the mercury up."),
        ],
    },
    {
        "domain": "essay", "split": "fresh172", "names": "Essay source: congestion charges",
        "evidence": "After the city introduced a daily congestion charge for cars entering the centre, traffic there "
                    "fell by about a fifth in the first year. Shopkeepers had warned that trade would suffer, but "
                    "footfall in central shops held steady.",
        "claims": [
            ("paraphrase", F, "The city brought in a daily charge for cars entering the centre."),
            ("paraphrase", F, "Central traffic dropped by roughly a fifth in the first year."),
            ("paraphrase", F, "Footfall in central shops stayed level."),
            ("number", U, "Traffic in the centre fell by about half in the first year."),
            ("opposite", U, "Footfall in central shops fell sharply."),
            ("misattribution", U, "Drivers had warned that trade would suffer."),
        ],
    },
]
