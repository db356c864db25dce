"""A hundred-and-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh104``).

Written on 2026-11-27 (session 47) after round 95, before any run of the verifier on it, on
topics no earlier split uses (checked with grep), and measured once before any rule was read from
it (see ``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh104", "names": "Lesson notes: transposing at sight",
        "evidence": "When transposing a piece at sight, think in scale degrees and intervals rather than note "
                    "names. Start with short melodies moved up or down a whole tone, and only later try keys with "
                    "many sharps or flats.",
        "claims": [
            ("paraphrase", F, "To transpose at sight, think of scale degrees and intervals instead of the names of "
                              "notes."),
            ("paraphrase", F, "Begin by moving short melodies up or down by a whole tone."),
            ("paraphrase", F, "Keys with lots of sharps or flats come later."),
            ("opposite", U, "When transposing, think in note names rather than intervals."),
            ("reversed_order", U, "Start with keys that have many sharps or flats, then move on to short melodies."),
            ("substitution", U, "Start with short melodies moved up or down a minor third."),
        ],
    },
    {
        "domain": "literature", "split": "fresh104", "names": "Study guide: A Little Princess",
        "evidence": "Sara Crewe is a wealthy pupil at Miss Minchin's boarding school in London until news arrives "
                    "that her father has died penniless. Miss Minchin makes her a servant and moves her to the "
                    "attic, where Sara befriends Becky, the scullery maid, and keeps imagining that she is a "
                    "princess.",
        "claims": [
            ("paraphrase", F, "Sara Crewe begins as a rich pupil at Miss Minchin's London boarding school."),
            ("paraphrase", F, "After her father dies without money, Miss Minchin turns Sara into a servant."),
            ("paraphrase", F, "In the attic, Sara makes friends with Becky, the scullery maid."),
            ("misattribution", U, "Becky makes Sara a servant and moves her to the attic."),
            ("opposite", U, "Sara stops imagining that she is a princess once she is moved to the attic."),
            ("substitution", U, "Sara's mother dies penniless."),
        ],
    },
    {
        "domain": "docs", "split": "fresh104", "names": "Sync guide: conflicts",
        "evidence": "When the same note is edited on two devices while offline, both versions are kept: the one "
                    "saved last becomes the main note, and the other is stored as a conflict copy beside it. "
                    "Conflict copies are never merged automatically.",
        "claims": [
            ("paraphrase", F, "If a note is changed on two offline devices, neither version is lost."),
            ("paraphrase", F, "The version saved most recently becomes the main note."),
            ("paraphrase", F, "Conflict copies are not merged automatically."),
            ("opposite", U, "The version saved first becomes the main note."),
            ("opposite", U, "The two versions are merged automatically into one note."),
            ("opposite", U, "The older version is discarded."),
        ],
    },
    {
        "domain": "science", "split": "fresh104", "names": "Abstract: koala rest",
        "evidence": "Koalas sleep or rest for up to 20 hours a day, largely because their diet of eucalyptus "
                    "leaves is low in energy and slow to digest. They get most of the water they need from the "
                    "leaves and drink mainly during droughts.",
        "claims": [
            ("paraphrase", F, "Koalas rest or sleep as much as 20 hours each day."),
            ("paraphrase", F, "Their eucalyptus diet gives little energy and takes a long time to digest."),
            ("paraphrase", F, "Most of their water comes from the leaves they eat."),
            ("number", U, "Koalas sleep for up to 12 hours a day."),
            ("opposite", U, "Koalas sleep so much because eucalyptus leaves are rich in energy."),
            ("opposite", U, "Koalas drink mainly in the wet season."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh104", "names": "Lecture transcript: Tutankhamun's tomb",
        "evidence": "In November 1922 Howard Carter, funded by Lord Carnarvon, found the steps leading to "
                    "Tutankhamun's tomb in the Valley of the Kings. The tomb had been robbed twice in antiquity "
                    "but resealed, so most of its treasures survived. Carnarvon died the following spring, before "
                    "the burial chamber was fully cleared.",
        "claims": [
            ("paraphrase", F, "Howard Carter found the steps to Tutankhamun's tomb in November 1922."),
            ("paraphrase", F, "Although robbers entered the tomb twice in ancient times, it was sealed again and "
                              "most treasures survived."),
            ("paraphrase", F, "Lord Carnarvon died the next spring, before the burial chamber had been fully "
                              "cleared."),
            ("misattribution", U, "Lord Carnarvon found the steps leading to Tutankhamun's tomb."),
            ("negation", U, "The tomb had never been robbed."),
            ("reversed_order", U, "Carnarvon died after the burial chamber was fully cleared."),
        ],
    },
    {
        "domain": "essay", "split": "fresh104", "names": "Course reader: The Tale of Peter Rabbit",
        "evidence": "Despite his mother's warning, Peter squeezes under the gate into Mr McGregor's garden and eats "
                    "lettuces, beans and radishes. Chased by Mr McGregor, he loses his jacket and shoes, and that "
                    "night his mother puts him to bed with camomile tea while his sisters have bread, milk and "
                    "blackberries.",
        "claims": [
            ("paraphrase", F, "Peter ignores his mother's warning and gets into Mr McGregor's garden under the "
                              "gate."),
            ("paraphrase", F, "He loses his jacket and shoes while Mr McGregor chases him."),
            ("paraphrase", F, "That night Peter is given camomile tea while his sisters eat bread, milk and "
                              "blackberries."),
            ("swapped_roles", U, "Peter's sisters get camomile tea while he has bread, milk and blackberries."),
            ("opposite", U, "Peter obeys his mother and stays out of the garden."),
            ("swapped_roles", U, "Peter chases Mr McGregor out of the garden."),
        ],
    },
]
