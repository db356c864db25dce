"""A A two-hundred-and-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh205``).

Written on 2026-11-29 (session 60) after round 138 (which read ``fresh200``-``fresh202``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh205", "names": "Teaching notes: Chopin's Heroic Polonaise",
        "evidence": "The Polonaise in A-flat major, Op. 53, opens with a rising introduction of chromatic chords "
                    "before the proud main theme enters. The middle section is famous for its left-hand octave "
                    "ostinato in E major, which builds from piano to fortissimo. Players should pace that crescendo "
                    "so the left hand does not tire before the climax.",
        "claims": [
            ("paraphrase", F, "The Polonaise opens with rising chromatic chords before the main theme."),
            ("paraphrase", F, "In the middle section the left hand plays repeated octaves that grow from soft to very loud."),
            ("paraphrase", F, "The crescendo should be paced so the left hand is not exhausted before the climax."),
            ("swapped_roles", U, "The middle section is famous for its right-hand octave ostinato."),
            ("opposite", U, "The octave ostinato fades from fortissimo to piano."),
            ("substitution", U, "The octave ostinato of the middle section is in C minor."),
        ],
    },
    {
        "domain": "literature", "split": "fresh205", "names": "Study guide: The Nose",
        "evidence": "In Gogol's story, the barber Ivan Yakovlevich finds a nose in his breakfast bread and recognises "
                    "it as belonging to the civil servant Kovalyov. Kovalyov wakes to find a smooth empty space on "
                    "his face, and later sees his nose walking about St Petersburg in the uniform of a state "
                    "councillor, a rank above his own. One morning the nose is simply back in its place.",
        "claims": [
            ("paraphrase", F, "The barber finds a nose in his bread and realises it is Kovalyov's."),
            ("paraphrase", F, "Kovalyov sees his nose in St Petersburg dressed as an official who outranks him."),
            ("paraphrase", F, "In the end the nose returns to Kovalyov's face without explanation."),
            ("swapped_roles", U, "Kovalyov finds the barber's nose in his breakfast bread."),
            ("opposite", U, "The nose wears the uniform of a rank below Kovalyov's."),
            ("opposite", U, "Kovalyov never gets his nose back."),
        ],
    },
    {
        "domain": "docs", "split": "fresh205", "names": "Help: Split screen",
        "evidence": "To use two apps at once, open the recent apps view, tap the icon at the top of an app and choose "
                    "Split screen, then pick the second app. Drag the divider between them to give one app more "
                    "space. Some apps do not support split screen and will open full screen instead.",
        "claims": [
            ("paraphrase", F, "You start split screen from the recent apps view by tapping an app's icon."),
            ("paraphrase", F, "Dragging the divider gives one app more room."),
            ("paraphrase", F, "Apps that don't support split screen open full screen."),
            ("overgeneralisation", U, "Every app supports split screen."),
            ("number", U, "Split screen lets you use three apps at once."),
            ("substitution", U, "Drag the divider to change the volume of one app."),
        ],
    },
    {
        "domain": "science", "split": "fresh205", "names": "Review: the Faraday cage",
        "evidence": "A closed conducting shell blocks external static electric fields, because charges in the shell "
                    "rearrange until the field inside cancels. Mesh cages also block radio waves whose wavelength is "
                    "much larger than the holes. A car's metal body protects its passengers from lightning mainly for "
                    "this reason, not because of its rubber tyres.",
        "claims": [
            ("paraphrase", F, "Charges in a conducting shell move until the field inside cancels out."),
            ("paraphrase", F, "A mesh cage blocks radio waves much longer than the gaps in the mesh."),
            ("paraphrase", F, "A car shields its passengers from lightning mainly because of its metal body."),
            ("causal", U, "A car protects its passengers from lightning mainly because of its rubber tyres."),
            ("opposite", U, "Mesh cages block only radio waves whose wavelength is smaller than the holes."),
            ("opposite", U, "A closed conducting shell strengthens external electric fields inside it."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh205", "names": "Lecture transcript: the decoy effect",
        "evidence": "Adding a third option that is clearly worse than one of two choices makes people more likely to "
                    "pick the option it resembles. In a famous example, offering a print-only subscription at the "
                    "same price as print plus online pushed most readers towards print plus online. The decoy itself "
                    "is almost never chosen.",
        "claims": [
            ("paraphrase", F, "A third, clearly inferior option makes people more likely to choose the option it resembles."),
            ("paraphrase", F, "A print-only offer priced the same as print plus online pushed most readers to print plus online."),
            ("paraphrase", F, "Almost nobody chooses the decoy itself."),
            ("opposite", U, "Most readers chose the decoy option."),
            ("opposite", U, "Adding a decoy makes people less likely to pick the option it resembles."),
            ("substitution", U, "The print-only subscription was offered at a much lower price than print plus online."),
        ],
    },
    {
        "domain": "essay", "split": "fresh205", "names": "Essay: homework clubs",
        "evidence": "A homework club gives pupils a quiet place to work after school, with a teacher on hand to help. "
                    "Pupils without a desk or internet at home benefit most. Attendance tends to drop in the summer "
                    "term, so some schools link the club with a free snack.",
        "claims": [
            ("paraphrase", F, "A homework club offers a quiet after-school place to work, with a teacher available."),
            ("paraphrase", F, "Pupils who have no desk or internet at home gain the most."),
            ("paraphrase", F, "Because attendance falls in the summer term, some schools offer a free snack with the club."),
            ("substitution", U, "Pupils with a desk and fast internet at home benefit most."),
            ("opposite", U, "Attendance tends to rise in the summer term."),
            ("specifics", U, "The club is run by older pupils without any teacher present."),
        ],
    },
]
