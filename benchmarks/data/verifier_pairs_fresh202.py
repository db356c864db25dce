"""A A two-hundred-and-second held-out set for ``benchmarks/verifier.py`` (split ``fresh202``).

Written on 2026-11-29 (session 59) after round 137 (which read ``fresh197``-``fresh199``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh202", "names": "Teaching notes: the first movement of the Appassionata",
        "evidence": "The Appassionata begins pianissimo, with the hands two octaves apart in a dark, hushed arpeggio. "
                    "Sudden fortissimo outbursts interrupt the quiet, and they should be sharp but not harsh. In the "
                    "coda the tempo quickens to più allegro, and the movement ends quietly, sinking back into the "
                    "bass.",
        "claims": [
            ("paraphrase", F, "The sonata opens very softly, with the hands two octaves apart."),
            ("paraphrase", F, "The sudden loud outbursts should be sharp without sounding harsh."),
            ("paraphrase", F, "The movement closes softly, sinking into the bass."),
            ("opposite", U, "The first movement ends with a loud, brilliant flourish."),
            ("number", U, "At the opening the hands play three octaves apart."),
            ("opposite", U, "In the coda the tempo slows down."),
        ],
    },
    {
        "domain": "literature", "split": "fresh202", "names": "Study guide: The Lady with the Dog",
        "evidence": "Gurov, a bored married banker from Moscow, meets Anna Sergeyevna, a young married woman walking "
                    "her dog in Yalta, and begins an affair he expects to forget. Back in Moscow he finds he cannot "
                    "stop thinking of her, travels to her town and finds her at the theatre. The story ends with the "
                    "two of them unsure how to go on.",
        "claims": [
            ("paraphrase", F, "Gurov expects to forget the affair he begins in Yalta."),
            ("paraphrase", F, "In Moscow Gurov cannot stop thinking about Anna."),
            ("paraphrase", F, "The story closes with Gurov and Anna not knowing how to continue."),
            ("opposite", U, "Back in Moscow Gurov soon forgets Anna."),
            ("swapped_roles", U, "Anna travels to Moscow and finds Gurov at the theatre."),
            ("opposite", U, "The story ends with Gurov and Anna settling happily into a life together."),
        ],
    },
    {
        "domain": "docs", "split": "fresh202", "names": "Help: Finding a lost device",
        "evidence": "Find My Device shows your phone's location on a map as long as it is switched on and connected "
                    "to the internet. You can make it ring at full volume for five minutes, even if it is set to "
                    "silent. If the phone is switched off, you see its last known location instead.",
        "claims": [
            ("paraphrase", F, "The phone's location appears on a map while it is on and online."),
            ("paraphrase", F, "You can make the phone ring for five minutes even when it is on silent."),
            ("paraphrase", F, "For a switched-off phone you see the last location it reported."),
            ("opposite", U, "The phone cannot ring if it is set to silent."),
            ("number", U, "The phone rings at full volume for one minute."),
            ("opposite", U, "Find My Device shows the live location of a phone that is switched off."),
        ],
    },
    {
        "domain": "science", "split": "fresh202", "names": "Review: Bragg's law",
        "evidence": "X-rays reflected from the layers of atoms in a crystal reinforce each other only at certain "
                    "angles, where the extra distance travelled by the deeper ray is a whole number of wavelengths. "
                    "Measuring those angles reveals the spacing between the layers. Longer wavelengths give larger "
                    "angles for the same spacing.",
        "claims": [
            ("paraphrase", F, "X-rays reflected by a crystal's atomic layers reinforce each other only at particular angles."),
            ("paraphrase", F, "Measuring these angles tells you how far apart the layers are."),
            ("paraphrase", F, "For a given spacing, longer wavelengths produce larger angles."),
            ("overgeneralisation", U, "X-rays reflected from a crystal reinforce each other at every angle."),
            ("opposite", U, "Longer wavelengths give smaller angles for the same spacing."),
            ("substitution", U, "Measuring the angles reveals the mass of the atoms in the crystal."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh202", "names": "Lecture transcript: the serial position effect",
        "evidence": "When people recall a list of words in any order, they remember the first few and the last few "
                    "best. Recall of the last words fades if a short distracting task comes before recall, while "
                    "recall of the first words is unaffected. This suggests that the last words are held briefly in "
                    "short-term memory.",
        "claims": [
            ("paraphrase", F, "People recall the first and last items of a list best."),
            ("paraphrase", F, "A brief distracting task before recall weakens memory for the last words."),
            ("paraphrase", F, "The last words seem to be held for a short time in short-term memory."),
            ("opposite", U, "A distracting task before recall weakens memory for the first words but not the last."),
            ("opposite", U, "People remember the words in the middle of the list best."),
            ("substitution", U, "The findings suggest that the first words are held briefly in short-term memory."),
        ],
    },
    {
        "domain": "essay", "split": "fresh202", "names": "Essay: school trips",
        "evidence": "Pupils who go on a museum trip often remember what they saw years later, and one study found "
                    "that a single visit to an art museum improved pupils' critical thinking about paintings. The "
                    "gains were larger for pupils from rural and low-income schools. Trips cost money and time, and "
                    "some schools have cut them.",
        "claims": [
            ("paraphrase", F, "Pupils often remember a museum trip years afterwards."),
            ("paraphrase", F, "One art museum visit improved pupils' critical thinking about paintings."),
            ("paraphrase", F, "The benefits were greater for pupils from rural and low-income schools."),
            ("substitution", U, "The gains were larger for pupils from wealthy urban schools."),
            ("number", U, "The study found that five visits to an art museum were needed before critical thinking improved."),
            ("opposite", U, "Pupils usually forget a museum trip within a few weeks."),
        ],
    },
]
