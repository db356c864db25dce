"""A hundred-and-seventy-third held-out set for ``benchmarks/verifier.py`` (split ``fresh173``).

Written on 2026-11-29 (session 57) after round 123 (which read ``fresh170``-``fresh172``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh173", "names": "Teaching notes: Schumann's Kreisleriana",
        "evidence": "Kreisleriana alternates wild, stormy movements with tender, slow ones, reflecting the two sides "
                    "of Schumann's character that he called Florestan and Eusebius. In the fast movements, keep the "
                    "left-hand syncopations sharp, because the music loses its restlessness if they are smoothed out.",
        "claims": [
            ("paraphrase", F, "Kreisleriana swings between stormy movements and tender slow ones."),
            ("paraphrase", F, "Schumann named the two sides of his character Florestan and Eusebius."),
            ("paraphrase", F, "If the left-hand syncopations are smoothed out, the fast movements lose their restlessness."),
            ("opposite", U, "In the fast movements, smooth out the left-hand syncopations."),
            ("substitution", U, "In the fast movements, keep the right-hand syncopations sharp."),
            ("overgeneralisation", U, "Every movement of Kreisleriana is wild and stormy."),
        ],
    },
    {
        "domain": "literature", "split": "fresh173", "names": "Study guide: The Death of Ivan Ilyich",
        "evidence": "Ivan Ilyich, a successful judge, falls from a ladder while hanging curtains and develops a pain "
                    "that will not go away. As he dies, only his servant Gerasim treats him honestly, while his wife "
                    "and colleagues pretend he is merely ill.",
        "claims": [
            ("paraphrase", F, "Ivan Ilyich is a successful judge."),
            ("paraphrase", F, "He falls from a ladder while putting up curtains."),
            ("paraphrase", F, "Gerasim, his servant, is the only one honest with him as he dies."),
            ("misattribution", U, "Ivan's wife is the only one who treats him honestly."),
            ("substitution", U, "Ivan Ilyich falls from a horse while hunting."),
            ("opposite", U, "The pain goes away soon after his fall."),
        ],
    },
    {
        "domain": "docs", "split": "fresh173", "names": "Help centre: photo backup",
        "evidence": "Photo backup copies new photos to your cloud storage whenever your phone is on Wi-Fi. Deleting a "
                    "photo from your phone does not delete the backed-up copy, but deleting it from the cloud removes "
                    "it from every device.",
        "claims": [
            ("paraphrase", F, "New photos are copied to your cloud storage when your phone is on Wi-Fi."),
            ("paraphrase", F, "The backed-up copy stays when you delete a photo from your phone."),
            ("paraphrase", F, "A photo deleted from the cloud disappears from all your devices."),
            ("opposite", U, "Deleting a photo from your phone also deletes the backed-up copy."),
            ("opposite", U, "Deleting a photo from the cloud leaves it on your other devices."),
            ("substitution", U, "Photo backup only runs when your phone is on mobile data."),
        ],
    },
    {
        "domain": "science", "split": "fresh173", "names": "Abstract: lungfish dormancy",
        "evidence": "When its pond dries up, the African lungfish burrows into the mud and wraps itself in a cocoon "
                    "of mucus, breathing air through a tube to the surface. It can stay dormant like this for up to "
                    "four years and revives within hours once rain refills the pond.",
        "claims": [
            ("paraphrase", F, "When its pond dries out, the African lungfish digs into the mud."),
            ("paraphrase", F, "It wraps itself in a mucus cocoon and breathes air through a tube to the surface."),
            ("paraphrase", F, "Once rain refills the pond, the fish revives within hours."),
            ("number", U, "The African lungfish can stay dormant for up to fourteen years."),
            ("opposite", U, "The lungfish takes weeks to revive after rain refills the pond."),
            ("substitution", U, "The lungfish breathes through its gills while it is buried in the mud."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh173", "names": "Lecture transcript: Herschel and infrared",
        "evidence": "In 1800 William Herschel passed sunlight through a prism and placed thermometers beyond each "
                    "colour. The thermometer just past the red end, where no light could be seen, warmed the most, "
                    "revealing radiation invisible to the eye.",
        "claims": [
            ("paraphrase", F, "In 1800 William Herschel split sunlight with a prism and put thermometers beyond each colour."),
            ("paraphrase", F, "The biggest rise in temperature was just beyond the red end."),
            ("paraphrase", F, "No light could be seen where that thermometer stood."),
            ("substitution", U, "The thermometer just past the violet end warmed the most."),
            ("date", U, "Herschel did his prism experiment in 1880."),
            ("opposite", U, "The thermometer past the red end stayed the coolest."),
        ],
    },
    {
        "domain": "essay", "split": "fresh173", "names": "Essay source: taking a gap year",
        "evidence": "Students who took a gap year before university were slightly more likely to finish their degrees "
                    "than those who went straight from school. Critics note that gap years are costly, so the "
                    "students who take them tend to come from wealthier families.",
        "claims": [
            ("paraphrase", F, "Gap-year students were slightly more likely to complete their degrees."),
            ("paraphrase", F, "Critics point out that gap years are expensive."),
            ("paraphrase", F, "Students who take gap years tend to come from richer families."),
            ("comparative", U, "Students who went straight from school were more likely to finish their degrees."),
            ("overstatement", U, "Taking a gap year guarantees that students finish their degrees."),
            ("opposite", U, "Students who take gap years tend to come from poorer families."),
        ],
    },
]
