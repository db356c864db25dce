"""A hundred-and-eighteenth held-out set for ``benchmarks/verifier.py`` (split ``fresh117``).

Written on 2026-11-28 (session 49) before any run of the verifier on it, on topics no earlier split
uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh117", "names": "Theory notes: the circle of fifths",
        "evidence": "Moving clockwise around the circle of fifths, each key has one more sharp than the one "
                    "before; moving anticlockwise, each has one more flat. Neighbouring keys share all but one "
                    "note, which is why a piece most often modulates to the key a fifth above or below.",
        "claims": [
            ("paraphrase", F, "Going clockwise, every key adds one sharp."),
            ("paraphrase", F, "Each step anticlockwise adds a flat."),
            ("paraphrase", F, "Keys next to each other on the circle differ by only one note."),
            ("swapped_roles", U, "Moving clockwise adds flats and moving anticlockwise adds sharps."),
            ("number", U, "Neighbouring keys on the circle share all but three notes."),
            ("opposite", U, "A piece rarely modulates to the key a fifth above or below."),
        ],
    },
    {
        "domain": "literature", "split": "fresh117", "names": "Study guide: Lorna Doone",
        "evidence": "John Ridd, a young Exmoor farmer, learns as a boy that the outlaw Doones killed his father. "
                    "Years later he falls in love with Lorna, who has been raised among the Doones, and he rescues "
                    "her from their valley during a winter snowstorm. Lorna turns out to be an heiress who was "
                    "kidnapped by the Doones as a small child.",
        "claims": [
            ("paraphrase", F, "John Ridd's father was killed by the Doones."),
            ("paraphrase", F, "Lorna grew up among the outlaw Doones."),
            ("paraphrase", F, "Lorna is really an heiress whom the Doones stole as a little girl."),
            ("swapped_roles", U, "Lorna rescues John Ridd from the Doone valley."),
            ("substitution", U, "John rescues Lorna from the valley during a summer flood."),
            ("opposite", U, "Lorna turns out to be a Doone by birth."),
        ],
    },
    {
        "domain": "docs", "split": "fresh117", "names": "Admin guide: workspace roles",
        "evidence": "Editors can create and change pages but cannot delete them; only owners can delete pages or "
                    "invite new members. Viewers can read and comment. A member's role can be changed by any owner, "
                    "and the last remaining owner cannot be removed.",
        "claims": [
            ("paraphrase", F, "Editors may create and edit pages."),
            ("paraphrase", F, "Deleting pages is limited to owners."),
            ("paraphrase", F, "A workspace always keeps at least one owner, who cannot be removed."),
            ("opposite", U, "Editors can delete pages."),
            ("substitution", U, "Editors can invite new members to the workspace."),
            ("negation", U, "Viewers cannot comment on pages."),
        ],
    },
    {
        "domain": "science", "split": "fresh117", "names": "Abstract: cube-shaped wombat droppings",
        "evidence": "Wombats produce cube-shaped faeces, which they stack on rocks and logs to mark territory. "
                    "Dissections showed that the cubes form in the last part of the intestine, where the wall has "
                    "stiffer and more flexible regions that shape the contents as they dry, rather than at the "
                    "anus.",
        "claims": [
            ("paraphrase", F, "Wombat droppings are shaped like cubes."),
            ("paraphrase", F, "Wombats pile their droppings on rocks and logs as territorial markers."),
            ("paraphrase", F, "The cube shape is formed inside the final stretch of the intestine, not at the exit."),
            ("substitution", U, "The cubes take shape at the anus as the droppings leave the body."),
            ("opposite", U, "The intestinal wall is equally stiff all along its final section."),
            ("opposite", U, "Wombats bury their droppings to hide their territory from rivals."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh117", "names": "Lecture transcript: Angkor Wat",
        "evidence": "Angkor Wat was built in the early twelfth century for King Suryavarman II, first as a temple "
                    "to Vishnu; by the end of that century it had become Buddhist. Unusually, it faces west, "
                    "which some scholars link to death and funerary purposes. It was never completely abandoned, "
                    "and monks cared for it long after the capital moved south.",
        "claims": [
            ("paraphrase", F, "Angkor Wat was built for Suryavarman II in the early 1100s."),
            ("paraphrase", F, "The temple was first dedicated to Vishnu and later became Buddhist."),
            ("paraphrase", F, "Monks went on looking after Angkor Wat even after the capital moved."),
            ("reversed_order", U, "Angkor Wat was built as a Buddhist temple and later dedicated to Vishnu."),
            ("opposite", U, "Angkor Wat was abandoned completely when the capital moved south."),
            ("substitution", U, "Unusually, Angkor Wat faces east."),
        ],
    },
    {
        "domain": "essay", "split": "fresh117", "names": "Course reader: Tess of the d'Urbervilles",
        "evidence": "Tess writes a letter confessing her past and pushes it under Angel's door before the wedding, "
                    "but it slips beneath the carpet and he never reads it. On their wedding night Angel confesses "
                    "an affair of his own, and Tess forgives him; when she tells her story in turn, he cannot "
                    "forgive her and leaves for Brazil.",
        "claims": [
            ("paraphrase", F, "Tess's letter goes under the carpet, so Angel never sees it."),
            ("paraphrase", F, "Angel is the first to confess on the wedding night."),
            ("paraphrase", F, "Angel cannot forgive Tess and goes away to Brazil."),
            ("swapped_roles", U, "Tess cannot forgive Angel after his confession on their wedding night."),
            ("opposite", U, "Angel reads Tess's letter before the wedding."),
            ("reversed_order", U, "Tess confesses first, and Angel then tells her about his own affair."),
        ],
    },
]
