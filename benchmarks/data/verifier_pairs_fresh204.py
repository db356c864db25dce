"""A A two-hundred-and-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh204``).

Written on 2026-11-29 (session 60) after round 138 (which read ``fresh200``-``fresh202``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh204", "names": "Teaching notes: Debussy's Pagodes",
        "evidence": "Pagodes, the first piece of Debussy's Estampes, imitates a Javanese gamelan with pentatonic "
                    "melodies over long sustained bass notes. The pedal holds the bass while layers of bell-like "
                    "figures pile up above it. The dynamics rarely rise above mezzo forte, and the piece fades away "
                    "at the end.",
        "claims": [
            ("paraphrase", F, "Pagodes opens the Estampes and evokes a Javanese gamelan."),
            ("paraphrase", F, "Bell-like layers build up over a bass held by the pedal."),
            ("paraphrase", F, "The piece seldom gets louder than mezzo forte."),
            ("misattribution", U, "Pagodes is the last piece of Debussy's Estampes."),
            ("opposite", U, "Pagodes ends with a loud climax."),
            ("substitution", U, "Pagodes imitates a Spanish guitar with pentatonic melodies."),
        ],
    },
    {
        "domain": "literature", "split": "fresh204", "names": "Study guide: The Necklace",
        "evidence": "Mathilde Loisel borrows a diamond necklace from her rich friend Madame Forestier to wear at a "
                    "ball, and loses it on the way home. She and her husband secretly buy a replacement, and spend "
                    "ten years in poverty paying off the debt. At the end Madame Forestier tells her that the "
                    "original necklace was fake.",
        "claims": [
            ("paraphrase", F, "Mathilde borrows a diamond necklace from Madame Forestier for a ball."),
            ("paraphrase", F, "The Loisels spend a decade in poverty repaying the cost of a replacement."),
            ("paraphrase", F, "In the end Mathilde learns that the borrowed necklace was a fake."),
            ("swapped_roles", U, "Madame Forestier borrows a necklace from Mathilde to wear at a ball."),
            ("number", U, "The Loisels spend two years paying off the debt."),
            ("opposite", U, "Mathilde tells Madame Forestier straight away that she has lost the necklace."),
        ],
    },
    {
        "domain": "docs", "split": "fresh204", "names": "Help: Night Light",
        "evidence": "Night Light makes your screen show warmer colours, which may help you sleep. You can schedule it "
                    "to turn on at sunset and off at sunrise, or set your own hours. The strength slider changes how "
                    "warm the colours become; it does not change the screen's brightness.",
        "claims": [
            ("paraphrase", F, "Night Light gives the screen warmer colours, which may help with sleep."),
            ("paraphrase", F, "You can have Night Light come on at sunset and go off at sunrise."),
            ("paraphrase", F, "The strength slider controls how warm the colours get."),
            ("opposite", U, "Night Light makes the screen show cooler colours."),
            ("substitution", U, "The strength slider changes the screen's brightness."),
            ("opposite", U, "Night Light can only follow sunset and sunrise; you cannot set your own hours."),
        ],
    },
    {
        "domain": "science", "split": "fresh204", "names": "Review: Compton scattering",
        "evidence": "When an X-ray photon scatters off a loosely bound electron, it loses energy and its wavelength "
                    "increases. The shift in wavelength depends only on the scattering angle, not on the material of "
                    "the target. The effect showed that light carries momentum like a particle.",
        "claims": [
            ("paraphrase", F, "An X-ray photon scattered by a loosely bound electron gives up energy, so its wavelength gets longer."),
            ("paraphrase", F, "How much the wavelength shifts depends only on the scattering angle."),
            ("paraphrase", F, "Compton scattering showed that light has particle-like momentum."),
            ("opposite", U, "The scattered photon gains energy and its wavelength decreases."),
            ("substitution", U, "The shift in wavelength depends on the material of the target."),
            ("substitution", U, "The effect showed that light carries electric charge."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh204", "names": "Lecture transcript: the mere exposure effect",
        "evidence": "People tend to like things more simply because they have seen them before, even when they cannot "
                    "remember seeing them. In classic studies, nonsense words and unfamiliar faces were rated more "
                    "positively after repeated brief exposures. The effect weakens after many repetitions, when "
                    "boredom sets in.",
        "claims": [
            ("paraphrase", F, "People tend to like things more just because they have seen them before."),
            ("paraphrase", F, "Repeated brief exposure made nonsense words and unfamiliar faces more liked."),
            ("paraphrase", F, "After many repetitions the effect weakens as people get bored."),
            ("opposite", U, "The effect disappears when people cannot remember having seen the thing."),
            ("opposite", U, "The effect grows stronger with every additional repetition."),
            ("opposite", U, "People tend to like things less after seeing them repeatedly."),
        ],
    },
    {
        "domain": "essay", "split": "fresh204", "names": "Essay: setting by ability",
        "evidence": "Placing pupils in classes by ability has little effect on average attainment. It tends to help "
                    "the highest attainers slightly and to hold back those placed in the lowest sets. Pupils from "
                    "poorer families are more likely to be placed in low sets than their attainment alone would "
                    "predict.",
        "claims": [
            ("paraphrase", F, "Grouping pupils into classes by ability barely changes average attainment."),
            ("paraphrase", F, "Setting slightly benefits the highest attainers and holds back pupils in the bottom sets."),
            ("paraphrase", F, "Poorer pupils are placed in low sets more often than their attainment would justify."),
            ("opposite", U, "Setting by ability greatly raises average attainment."),
            ("swapped_roles", U, "Setting tends to help pupils in the lowest sets and hold back the highest attainers."),
            ("substitution", U, "Pupils from wealthier families are more likely to be placed in low sets than their attainment would predict."),
        ],
    },
]
