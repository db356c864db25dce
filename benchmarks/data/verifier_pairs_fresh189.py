"""A hundred-and-eighty-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh189``).

Written on 2026-11-29 (session 58) after round 128 (which read ``fresh185``-``fresh187``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh189", "names": "Teaching notes: Moszkowski's Etincelles",
        "evidence": "Moszkowski's Etincelles is a short concert study full of light repeated chords in the right "
                    "hand. The chords should be played close to the keys with a quick, small motion; lifting the hand "
                    "high between them makes the tempo impossible and the sound heavy.",
        "claims": [
            ("paraphrase", F, "Etincelles is a brief concert study with many light repeated right-hand chords."),
            ("paraphrase", F, "Play the chords near the keys using a small, quick motion."),
            ("paraphrase", F, "Raising the hand high between the chords makes the sound heavy."),
            ("opposite", U, "Lift the hand high between the chords to keep the sound light."),
            ("substitution", U, "Etincelles is full of repeated chords in the left hand."),
            ("opposite", U, "The chords should be played with a slow, wide motion."),
        ],
    },
    {
        "domain": "literature", "split": "fresh189", "names": "Study guide: A Doll's House",
        "evidence": "Years before the play begins, Nora secretly borrowed money from Krogstad to pay for a trip that "
                    "saved her husband Torvald's life, forging her father's signature on the loan. When Torvald "
                    "finally learns of it, he cares more about his reputation than about her, and Nora leaves him and "
                    "their children.",
        "claims": [
            ("paraphrase", F, "Nora secretly borrowed money from Krogstad to pay for a journey that saved Torvald's life."),
            ("paraphrase", F, "She forged her father's signature on the loan."),
            ("paraphrase", F, "At the end Nora leaves Torvald and the children."),
            ("swapped_roles", U, "Torvald secretly borrowed money from Krogstad to save Nora's life."),
            ("opposite", U, "When Torvald learns of the loan, he cares more about Nora than about his reputation."),
            ("opposite", U, "At the end Nora stays with Torvald and their children."),
        ],
    },
    {
        "domain": "docs", "split": "fresh189", "names": "Help: Data Saver",
        "evidence": "Data Saver stops apps from using mobile data in the background, so they update only when you "
                    "open them or connect to Wi-Fi. Apps you mark as unrestricted keep using background data. Data "
                    "Saver has no effect on Wi-Fi, and it does not block calls or text messages.",
        "claims": [
            ("paraphrase", F, "With Data Saver on, apps cannot use mobile data in the background."),
            ("paraphrase", F, "Unrestricted apps continue to use background data."),
            ("paraphrase", F, "Data Saver does not affect Wi-Fi."),
            ("opposite", U, "Data Saver stops unrestricted apps from using background data too."),
            ("opposite", U, "Data Saver blocks text messages."),
            ("opposite", U, "Data Saver also limits background data on Wi-Fi."),
        ],
    },
    {
        "domain": "science", "split": "fresh189", "names": "Review: sleep in dolphins",
        "evidence": "Bottlenose dolphins sleep with one half of the brain at a time, a pattern called unihemispheric "
                    "sleep. The eye opposite the sleeping half usually stays closed, while the other eye stays open "
                    "and watches for predators or other members of the group. Newborn calves and their mothers barely "
                    "sleep at all for the first weeks.",
        "claims": [
            ("paraphrase", F, "Bottlenose dolphins let one half of the brain sleep at a time."),
            ("paraphrase", F, "One eye stays open to watch for predators or other dolphins."),
            ("paraphrase", F, "For the first weeks, newborn calves and their mothers hardly sleep."),
            ("opposite", U, "Both halves of a dolphin's brain sleep at the same time."),
            ("opposite", U, "Newborn calves sleep more than adults during their first weeks."),
            ("swapped_roles", U, "The eye opposite the sleeping half stays open, while the other eye stays closed."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh189", "names": "Lecture 6: why the sky is blue",
        "evidence": "Sunlight is scattered by the molecules of the air, and shorter wavelengths are scattered far "
                    "more strongly than longer ones, which is Rayleigh scattering. That is why the sky looks blue by "
                    "day. At sunset the light crosses much more air, so most of the blue is scattered out of the beam "
                    "and the sun looks red.",
        "claims": [
            ("paraphrase", F, "Air molecules scatter shorter wavelengths much more strongly than longer wavelengths."),
            ("paraphrase", F, "This scattering is why the daytime sky looks blue."),
            ("paraphrase", F, "At sunset, sunlight passes through far more air and loses most of its blue."),
            ("swapped_roles", U, "Longer wavelengths are scattered more strongly than shorter ones."),
            ("opposite", U, "At sunset the light crosses less air than at midday."),
            ("opposite", U, "At sunset most of the red is scattered out of the beam."),
        ],
    },
    {
        "domain": "essay", "split": "fresh189", "names": "Essay sources: printed textbooks and e-books",
        "evidence": "In a study of 300 students, those who read a passage on paper remembered the order of events "
                    "better than those who read it on a tablet, though both groups answered factual questions equally "
                    "well. The students themselves believed they had learned more from the tablet.",
        "claims": [
            ("paraphrase", F, "Students who read on paper recalled the order of events better than tablet readers."),
            ("paraphrase", F, "Both groups did equally well on factual questions."),
            ("paraphrase", F, "The students thought they had learned more from the tablet."),
            ("opposite", U, "Tablet readers remembered the order of events better than paper readers."),
            ("opposite", U, "Paper readers answered factual questions much better than tablet readers."),
            ("opposite", U, "The students believed they had learned more from paper."),
        ],
    },
]
