"""An eightieth held-out set for ``benchmarks/verifier.py`` (split ``fresh79``).

Written on 2026-11-27 (session 44) after round 78, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh79", "names": "Lesson notes: mordents",
        "evidence": "In Baroque music a mordent starts on the main note, drops to the note below and returns, "
                    "all on the beat. Play it lightly and quickly, keeping the main note longest; in slow "
                    "movements it may be played a little more broadly.",
        "claims": [
            ("paraphrase", F, "A Baroque mordent begins on the written note and dips to the note beneath it."),
            ("paraphrase", F, "The mordent is played on the beat."),
            ("paraphrase", F, "In slow movements the mordent can be taken a little more broadly."),
            ("opposite", U, "A Baroque mordent goes up to the note above the main note."),
            ("reversed_order", U, "A Baroque mordent starts on the note below and then moves to the main note."),
            ("opposite", U, "Play the mordent heavily, making the lower note the longest."),
        ],
    },
    {
        "domain": "literature", "split": "fresh79", "names": "Study guide: Heart of Darkness",
        "evidence": "Marlow, telling his story on a boat on the Thames, recalls his journey up the Congo to find "
                    "Kurtz, an ivory agent whom the company admires. He finds Kurtz dying and worshipped by the "
                    "locals, and Kurtz dies on the steamer on the way back, whispering \"The horror! The horror!\"",
        "claims": [
            ("paraphrase", F, "Marlow tells the story while on a boat on the Thames."),
            ("paraphrase", F, "Marlow travels up the Congo to find Kurtz."),
            ("paraphrase", F, "Kurtz dies on the steamer during the journey back."),
            ("misattribution", U, "Marlow whispers \"The horror! The horror!\" as Kurtz dies."),
            ("opposite", U, "Marlow finds Kurtz healthy and despised by the locals."),
            ("reversed_order", U, "Kurtz dies before Marlow reaches him."),
        ],
    },
    {
        "domain": "docs", "split": "fresh79", "names": "Storage guide: object lock",
        "evidence": "With object lock enabled, a locked object cannot be deleted or overwritten until its "
                    "retention date passes, even by an administrator. Retention can be extended at any time but "
                    "never shortened. New versions of a locked object can still be uploaded.",
        "claims": [
            ("paraphrase", F, "A locked object cannot be removed before its retention date, even by an admin."),
            ("paraphrase", F, "Retention periods may be lengthened but not shortened."),
            ("paraphrase", F, "You can still upload new versions of an object that is locked."),
            ("opposite", U, "An administrator can delete a locked object before its retention date."),
            ("opposite", U, "Retention can be shortened at any time."),
            ("opposite", U, "No new versions of a locked object can be uploaded."),
        ],
    },
    {
        "domain": "science", "split": "fresh79", "names": "Abstract: urban foxes",
        "evidence": "Red foxes living in cities had shorter, wider snouts than rural foxes, a shape suited to "
                    "scavenging food waste rather than catching prey. City foxes were also bolder, approaching "
                    "new objects about twice as quickly, although they were no better at solving a food puzzle.",
        "claims": [
            ("paraphrase", F, "City foxes had snouts that were shorter and wider than those of country foxes."),
            ("paraphrase", F, "Urban foxes went up to unfamiliar objects roughly twice as fast."),
            ("paraphrase", F, "City foxes solved a food puzzle no better than rural foxes."),
            ("opposite", U, "Rural foxes had shorter, wider snouts than city foxes."),
            ("opposite", U, "City foxes were better at solving the food puzzle."),
            ("causal", U, "The foxes' snouts changed because city foxes hunt more live prey."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh79", "names": "Lecture transcript: how a refrigerator works",
        "evidence": "[00:21:02] Inside the fridge, the refrigerant evaporates in the coils and absorbs heat from "
                    "the food compartment. [00:21:30] The compressor then squeezes the vapour, which heats it, "
                    "and the coils at the back release that heat into the kitchen as the refrigerant condenses "
                    "back into a liquid.",
        "claims": [
            ("paraphrase", F, "The refrigerant takes heat from the food compartment as it evaporates."),
            ("paraphrase", F, "Compressing the vapour makes it hotter."),
            ("paraphrase", F, "The back coils give off heat into the kitchen while the refrigerant condenses."),
            ("opposite", U, "The refrigerant releases heat into the food compartment as it evaporates."),
            ("swapped_roles", U, "The refrigerant condenses inside the fridge and evaporates in the coils at the "
                                 "back."),
            ("opposite", U, "Compressing the vapour cools it."),
        ],
    },
    {
        "domain": "essay", "split": "fresh79", "names": "Course reader: the Kon-Tiki expedition",
        "evidence": "In 1947 Thor Heyerdahl and five crewmates sailed a balsa-wood raft from Peru to Polynesia, "
                    "about 6,900 kilometres, in 101 days. The voyage showed that such a crossing was possible, "
                    "but it did not prove that Polynesia was settled from South America, and genetic studies "
                    "later pointed mainly to Asian origins.",
        "claims": [
            ("paraphrase", F, "Heyerdahl's raft crossed from Peru to Polynesia in 101 days in 1947."),
            ("paraphrase", F, "The crew of the raft numbered six, counting Heyerdahl."),
            ("paraphrase", F, "Genetic studies later pointed mostly to origins in Asia."),
            ("strength", U, "The voyage proved that Polynesia was settled from South America."),
            ("number", U, "Heyerdahl and five crewmates sailed about 9,600 kilometres."),
            ("opposite", U, "Genetic studies later pointed mainly to South American origins."),
        ],
    },
]
