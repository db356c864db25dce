"""A hundred-and-fifty-second held-out set for ``benchmarks/verifier.py`` (split ``fresh151``).

Written on 2026-11-28 (session 54) after the round that read ``fresh146``-``fresh148``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh151", "names": "Repertoire notes: Bartók's Mikrokosmos",
        "evidence": "Bartók's six volumes run from simple pieces for beginners to concert works. The early "
                    "pieces often give both hands the same melody an octave apart, and the later ones use odd "
                    "meters such as 7/8 drawn from Bulgarian folk dances.",
        "claims": [
            ("paraphrase", F, "The six books range from easy beginner pieces to concert works."),
            ("paraphrase", F, "Early pieces often have the two hands play one melody an octave apart."),
            ("paraphrase", F, "Later pieces use odd meters like 7/8 taken from Bulgarian folk dance."),
            ("number", U, "Mikrokosmos is published in four volumes."),
            ("swapped_roles", U, "The later pieces give both hands the same melody, and the early ones use odd meters."),
            ("substitution", U, "The odd meters are drawn from Hungarian court dances."),
        ],
    },
    {
        "domain": "literature", "split": "fresh151", "names": "Study guide: The Return of the Native",
        "evidence": "Clym Yeobright comes home to Egdon Heath from Paris, meaning to open a school. Eustacia Vye "
                    "marries him hoping he will take her to Paris, but he stays on the heath and, after his "
                    "eyesight fails, works as a furze-cutter.",
        "claims": [
            ("paraphrase", F, "Clym returns from Paris to Egdon Heath intending to start a school."),
            ("paraphrase", F, "Eustacia weds him in the hope that he will bring her to Paris."),
            ("paraphrase", F, "When his sight fails, he cuts furze on the heath."),
            ("opposite", U, "Clym takes Eustacia to live in Paris after their wedding."),
            ("swapped_roles", U, "Clym marries Eustacia hoping she will take him to Paris."),
            ("substitution", U, "Clym comes home from London meaning to open a shop."),
        ],
    },
    {
        "domain": "docs", "split": "fresh151", "names": "Help centre: guest mode",
        "evidence": "Guest mode lets someone borrow your device without seeing your apps or files. When the guest "
                    "session ends, their browsing history and downloads are deleted, but anything they saved "
                    "to a USB drive stays on the drive.",
        "claims": [
            ("paraphrase", F, "A guest can use your device without access to your apps and files."),
            ("paraphrase", F, "Ending the guest session erases the guest's history and downloads."),
            ("paraphrase", F, "Files a guest saved to a USB drive remain there afterwards."),
            ("opposite", U, "A guest's downloads are kept after the session ends."),
            ("opposite", U, "Guests can see your apps and files."),
            ("scope", U, "Ending the guest session also deletes anything saved to a USB drive."),
        ],
    },
    {
        "domain": "science", "split": "fresh151", "names": "Abstract: bombardier beetles",
        "evidence": "Bombardier beetles store two chemicals in separate chambers of the abdomen. When attacked, "
                    "they mix them in a reaction chamber, and a boiling spray shoots out in rapid pulses rather "
                    "than a single continuous stream.",
        "claims": [
            ("paraphrase", F, "The beetles keep two chemicals in different abdominal chambers."),
            ("paraphrase", F, "Under attack, they combine the chemicals in a reaction chamber."),
            ("paraphrase", F, "The boiling spray comes out in quick pulses, not one steady stream."),
            ("opposite", U, "The beetles store the two chemicals mixed together in a single chamber."),
            ("opposite", U, "The spray shoots out as one continuous stream."),
            ("substitution", U, "When attacked, the beetles release a freezing spray."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh151", "names": "Lecture transcript: Eddington and the 1919 eclipse",
        "evidence": "During the total eclipse of May 1919, Arthur Eddington photographed stars near the Sun from "
                    "the island of Principe. Their positions were shifted by about the amount Einstein's theory "
                    "predicted, twice the shift Newton's theory gave.",
        "claims": [
            ("paraphrase", F, "Eddington photographed stars close to the Sun from Principe during the May 1919 eclipse."),
            ("paraphrase", F, "The stars had moved by roughly the amount Einstein predicted."),
            ("paraphrase", F, "The shift was double the one Newton's theory gave."),
            ("swapped_roles", U, "The shift matched Newton's prediction, twice what Einstein's theory gave."),
            ("number", U, "Eddington photographed the eclipse of May 1929."),
            ("substitution", U, "Eddington photographed the stars from the island of Madeira."),
        ],
    },
    {
        "domain": "essay", "split": "fresh151", "names": "Poetry notes: Anthem for Doomed Youth",
        "evidence": "Owen's sonnet asks what funeral bells there are for soldiers who die like cattle, and answers "
                    "that only the rattle of rifles marks their deaths. The sestet moves from the battlefield to "
                    "the grieving families at home.",
        "claims": [
            ("paraphrase", F, "The sonnet asks what bells toll for soldiers who die like cattle."),
            ("paraphrase", F, "Only the rattle of rifles marks their deaths."),
            ("paraphrase", F, "In the sestet the poem turns from the front to mourning families at home."),
            ("opposite", U, "The soldiers are given full funerals with ringing church bells."),
            ("swapped_roles", U, "The sestet moves from the grieving families at home to the battlefield."),
            ("substitution", U, "The poem is written as a villanelle."),
        ],
    },
]
