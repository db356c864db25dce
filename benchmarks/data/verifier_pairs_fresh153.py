"""A hundred-and-fifty-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh153``).

Written on 2026-11-29 (session 55), before any run of the verifier on it, on topics no earlier split
uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh153", "names": "Repertoire notes: Chopin's 'Raindrop' Prelude",
        "evidence": "The repeated A-flat in the left hand runs through almost the whole prelude. In the middle "
                    "section it becomes G-sharp and moves into the bass under a darker melody, and the "
                    "dynamics grow until the opening theme returns quietly.",
        "claims": [
            ("paraphrase", F, "A repeated A-flat in the left hand runs through nearly all of the prelude."),
            ("paraphrase", F, "In the middle section the repeated note is written as G-sharp and sinks into the bass."),
            ("paraphrase", F, "The opening theme comes back softly at the end."),
            ("opposite", U, "The opening theme returns loudly at the climax."),
            ("substitution", U, "The repeated note in the left hand is a B-flat."),
            ("swapped_roles", U, "In the middle section the melody moves into the bass under the repeated note."),
        ],
    },
    {
        "domain": "literature", "split": "fresh153", "names": "Study guide: Howards End",
        "evidence": "Ruth Wilcox leaves Howards End to Margaret Schlegel in a pencilled note, but her husband "
                    "and children burn the note and keep the house. Margaret later marries Henry Wilcox, and "
                    "by the end she is living at Howards End after all.",
        "claims": [
            ("paraphrase", F, "Ruth Wilcox writes a pencil note leaving the house to Margaret."),
            ("paraphrase", F, "The Wilcox family destroys the note and keeps Howards End."),
            ("paraphrase", F, "In the end Margaret lives at Howards End."),
            ("opposite", U, "The Wilcoxes honour Ruth's note and give the house to Margaret."),
            ("swapped_roles", U, "Margaret Schlegel leaves Howards End to Ruth Wilcox in a note."),
            ("substitution", U, "Margaret later marries Charles Wilcox."),
        ],
    },
    {
        "domain": "docs", "split": "fresh153", "names": "Help centre: disappearing messages",
        "evidence": "When disappearing messages are on, new messages in the chat are deleted seven days after "
                    "they are sent. Messages sent before you turned the setting on are not affected. Anyone in "
                    "the chat can still take a screenshot.",
        "claims": [
            ("paraphrase", F, "With the setting on, new messages vanish a week after being sent."),
            ("paraphrase", F, "Turning it on does not delete messages that were sent earlier."),
            ("paraphrase", F, "People in the chat are still able to take screenshots."),
            ("number", U, "Disappearing messages are deleted twenty-four hours after they are sent."),
            ("scope", U, "Turning the setting on deletes all older messages in the chat too."),
            ("opposite", U, "Screenshots are blocked while disappearing messages are on."),
        ],
    },
    {
        "domain": "science", "split": "fresh153", "names": "Abstract: glass frogs",
        "evidence": "Sleeping glass frogs become nearly transparent by pooling about nine tenths of their red "
                    "blood cells in the liver. When the frogs wake and move, the cells return to circulation "
                    "and the frogs lose their transparency. Their blood does not clot while the cells are packed.",
        "claims": [
            ("paraphrase", F, "Glass frogs turn almost see-through while asleep by storing most red blood cells in the liver."),
            ("paraphrase", F, "The frogs become less transparent once they are awake and active."),
            ("paraphrase", F, "Packing the cells does not make the frogs' blood clot."),
            ("opposite", U, "The frogs become transparent when they are awake and moving."),
            ("substitution", U, "The frogs store their red blood cells in the skin."),
            ("number", U, "The frogs pool about half of their red blood cells."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh153", "names": "Lecture transcript: Hertz and radio waves",
        "evidence": "In 1887 Heinrich Hertz made a spark jump across a gap in one circuit, and a second, separate "
                    "loop of wire across the room sparked too. He measured the waves between them and showed "
                    "they travel at the speed of light, as Maxwell had predicted.",
        "claims": [
            ("paraphrase", F, "A spark in Hertz's circuit made a separate loop across the room spark as well."),
            ("paraphrase", F, "Hertz showed the waves move at the speed of light."),
            ("paraphrase", F, "This confirmed what Maxwell had predicted."),
            ("date", U, "Hertz did the experiment in 1897."),
            ("opposite", U, "Hertz found the waves travel much more slowly than light."),
            ("misattribution", U, "Hertz's result confirmed a prediction made by Faraday."),
        ],
    },
    {
        "domain": "essay", "split": "fresh153", "names": "Poetry notes: 'Hope' is the thing with feathers",
        "evidence": "Dickinson pictures hope as a bird that perches in the soul and sings without words. It sings "
                    "loudest in the storm, and although it has kept her warm in the chillest land, it has never "
                    "asked her for a crumb.",
        "claims": [
            ("paraphrase", F, "Dickinson imagines hope as a bird perched in the soul, singing a wordless tune."),
            # relabelled after the first reading: "sweetest" is the poem's word, not the source's (it was
            # counted faithful in the first reading, see docs/verification.md)
            ("specifics", U, "The bird's song is sweetest and loudest in the storm."),
            ("paraphrase", F, "Hope has never asked the speaker for even a crumb."),
            ("opposite", U, "The bird falls silent when the storm comes."),
            ("opposite", U, "Hope demands crumbs from the speaker in return for its song."),
            ("substitution", U, "Dickinson pictures hope as a candle burning in the soul."),
        ],
    },
]
