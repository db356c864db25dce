"""A hundred-and-fifty-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh154``).

Written on 2026-11-29 (session 55), before any run of the verifier on it, on topics no earlier split
uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh154", "names": "Teaching notes: Heller's Studies, Op. 47",
        "evidence": "Heller's studies are short pieces that teach phrasing and tone rather than speed. In the "
                    "study in A minor the melody is hidden in the thumb of the right hand, while the other "
                    "fingers play soft broken chords above it.",
        "claims": [
            ("paraphrase", F, "Heller's studies aim at phrasing and tone more than at speed."),
            ("paraphrase", F, "In the A minor study the right-hand thumb carries the melody."),
            ("paraphrase", F, "The other fingers play quiet broken chords over the melody."),
            ("opposite", U, "Heller's studies are written mainly to build speed."),
            ("swapped_roles", U, "In the A minor study the thumb plays broken chords while the other fingers carry the melody."),
            ("substitution", U, "In the A minor study the melody is hidden in the left hand."),
        ],
    },
    {
        "domain": "literature", "split": "fresh154", "names": "Study guide: Sense and Sensibility",
        "evidence": "After their father dies, Elinor and Marianne Dashwood must leave Norland because their half-"
                    "brother John inherits it. Marianne falls for Willoughby, who abandons her to marry a rich "
                    "heiress, while Elinor hides her own grief over Edward Ferrars.",
        "claims": [
            ("paraphrase", F, "The sisters have to leave Norland when their half-brother inherits it."),
            ("paraphrase", F, "Willoughby leaves Marianne in order to marry a wealthy heiress."),
            ("paraphrase", F, "Elinor keeps her sorrow over Edward to herself."),
            ("swapped_roles", U, "Marianne hides her grief over Edward, while Elinor falls for Willoughby."),
            ("opposite", U, "Willoughby marries Marianne despite her lack of money."),
            ("causal", U, "The sisters leave Norland because it is sold to pay their father's debts."),
        ],
    },
    {
        "domain": "docs", "split": "fresh154", "names": "Help centre: app permissions",
        "evidence": "If you have not opened an app for three months, its permissions are removed automatically. "
                    "The app keeps its data and can ask for the permissions again the next time you open it. "
                    "Apps you use as the default phone or messaging app are never reset.",
        "claims": [
            ("paraphrase", F, "An app left unopened for three months loses its permissions automatically."),
            ("paraphrase", F, "The app's data is kept, and it may request the permissions again when opened."),
            ("paraphrase", F, "The default phone and messaging apps are exempt from the reset."),
            ("number", U, "Permissions are removed after an app goes unused for one month."),
            ("opposite", U, "Removing the permissions also deletes the app's data."),
            ("opposite", U, "The default messaging app is reset like any other app."),
        ],
    },
    {
        "domain": "science", "split": "fresh154", "names": "Abstract: desert ants count steps",
        "evidence": "Desert ants find their way back to the nest by counting steps. When researchers glued tiny "
                    "stilts to the legs of ants at a feeder, the ants overshot the nest on the way home; ants "
                    "whose legs were shortened stopped short of it.",
        "claims": [
            ("paraphrase", F, "Desert ants use step counting to get back to their nest."),
            ("paraphrase", F, "Ants given stilts at the feeder walked past the nest on their return."),
            ("paraphrase", F, "Ants with shortened legs fell short of the nest."),
            ("swapped_roles", U, "Ants on stilts stopped short of the nest, and ants with shortened legs overshot it."),
            ("substitution", U, "Desert ants find the nest by following scent trails."),
            ("opposite", U, "The stilts made no difference to where the ants stopped."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh154", "names": "Lecture transcript: Leeuwenhoek's animalcules",
        "evidence": "Antonie van Leeuwenhoek, a Delft cloth merchant, ground single lenses that magnified about "
                    "two hundred times. In 1676 he wrote to the Royal Society that a drop of rainwater held tiny "
                    "moving creatures, and the Society at first doubted him.",
        "claims": [
            ("paraphrase", F, "Leeuwenhoek was a cloth merchant in Delft who made his own lenses."),
            ("paraphrase", F, "His lenses enlarged things roughly two hundred times."),
            ("paraphrase", F, "The Royal Society was sceptical of his report at first."),
            ("number", U, "His lenses magnified about two thousand times."),
            ("opposite", U, "The Royal Society accepted his report at once."),
            ("substitution", U, "He reported tiny creatures in a drop of seawater."),
        ],
    },
    {
        "domain": "essay", "split": "fresh154", "names": "Poetry notes: Ode on a Grecian Urn",
        "evidence": "Keats's speaker envies the lovers painted on the urn because they can never grow old, though "
                    "the lover will also never reach the kiss. The poem ends with the urn saying that beauty is "
                    "truth and truth beauty.",
        "claims": [
            ("paraphrase", F, "The speaker envies the painted lovers since they will never age."),
            ("paraphrase", F, "The lover on the urn will never get to kiss his beloved."),
            ("paraphrase", F, "At the end the urn declares that beauty is truth and truth is beauty."),
            ("opposite", U, "The speaker pities the painted lovers because they can never grow old."),
            ("opposite", U, "The painted lover finally reaches the kiss."),
            ("misattribution", U, "The poem ends with the speaker, not the urn, saying that beauty is truth."),
        ],
    },
]
