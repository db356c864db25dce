"""A two-hundred-and-forty-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh244``).

Written on 2026-11-29 (session 63) after round 161 (which read ``fresh239``-``fresh241``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh244", "names": "Repertoire notes: The Harmonious Blacksmith",
        "evidence": "The Harmonious Blacksmith is the nickname of the air and variations that end Handel's Suite No. "
                    "5 in E major, published in 1720; the name was added after Handel's death. The variations move in "
                    "ever smaller note values, so choose a starting tempo you can keep through the fastest one. Play "
                    "the air itself simply, without added ornaments.",
        "claims": [
            ("paraphrase", F, "The nickname was given to the piece only after Handel had died."),
            ("paraphrase", F, "Pick a starting tempo you can sustain through the quickest variation."),
            ("paraphrase", F, "The air should be played simply, with no extra ornaments."),
            ("misattribution", U, "Handel himself named the piece The Harmonious Blacksmith."),
            ("opposite", U, "The air and variations open Handel's Suite No. 5."),
            ("number", U, "The suite was published in 1702."),
        ],
    },
    {
        "domain": "literature", "split": "fresh244", "names": "Study guide: Dead Men's Path",
        "evidence": "In Chinua Achebe's 'Dead Men's Path', Michael Obi, a young and zealous headmaster, is sent to "
                    "modernise Ndume Central School. He closes an ancient footpath that crosses the school grounds, "
                    "although the village priest explains that the dead depart and the newborn arrive along it. Soon "
                    "after, a woman in the village dies in childbirth, and the villagers, blaming the closure, tear "
                    "down the school's hedges and a building. A white Supervisor's report then criticises the "
                    "'tribal-war situation' caused by the new headmaster.",
        "claims": [
            ("paraphrase", F, "Michael Obi is sent to modernise Ndume Central School."),
            ("paraphrase", F, "The priest tells Obi that the dead leave and the newborn come along the path."),
            ("paraphrase", F, "Blaming the closed path, villagers destroy the school's hedges and one of its buildings."),
            ("opposite", U, "Obi reopens the footpath after the village priest explains its importance."),
            ("opposite", U, "The Supervisor's report praises the new headmaster."),
            ("reversed_order", U, "The villagers damage the school before the woman dies in childbirth."),
        ],
    },
    {
        "domain": "docs", "split": "fresh244", "names": "Windows help: Snipping Tool",
        "evidence": "Press Windows logo key + Shift + S to open the snipping bar, then choose a rectangular, "
                    "freeform, window or full-screen snip. The snip is copied to the clipboard automatically, and a "
                    "notification appears; select it to annotate or save the image. If you want a delay before the "
                    "snip is taken, open the Snipping Tool app and choose 3, 5 or 10 seconds.",
        "claims": [
            ("paraphrase", F, "Windows logo key + Shift + S opens the snipping bar."),
            ("paraphrase", F, "Each snip goes to the clipboard automatically."),
            ("paraphrase", F, "For a delayed snip, open the Snipping Tool app and pick 3, 5 or 10 seconds."),
            ("number", U, "You can set a delay of up to 30 seconds before the snip is taken."),
            ("opposite", U, "A snip is saved to a file automatically, and you must copy it to the clipboard yourself."),
            ("substitution", U, "You can set a delay directly from the snipping bar."),
        ],
    },
    {
        "domain": "science", "split": "fresh244", "names": "Physics notes: the Galileo thermometer",
        "evidence": "A Galileo thermometer is a sealed glass tube of clear liquid holding several glass bulbs, each "
                    "weighted to a slightly different density and tagged with a temperature. As the liquid warms, it "
                    "expands and becomes less dense, so the bulbs sink one by one. The temperature is read from the "
                    "lowest of the floating bulbs. The instrument responds slowly and is accurate to about two "
                    "degrees.",
        "claims": [
            ("paraphrase", F, "Each bulb is weighted to a slightly different density and carries a temperature tag."),
            ("paraphrase", F, "Warming makes the liquid expand and become less dense, so the bulbs sink one after another."),
            ("paraphrase", F, "You read the temperature from the lowest bulb that is still floating."),
            ("opposite", U, "As the liquid cools, it becomes less dense and the bulbs sink."),
            ("opposite", U, "The thermometer responds quickly to changes in temperature."),
            ("number", U, "It is accurate to within half a degree."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh244", "names": "Economics lecture: the tragedy of the commons",
        "evidence": "In 1968 the ecologist Garrett Hardin described the tragedy of the commons using a shared "
                    "pasture. Each herder gains the full benefit of adding another cow, while the cost of overgrazing "
                    "is spread among everyone, so each keeps adding animals until the pasture is ruined. Elinor "
                    "Ostrom later showed that many communities avoid this outcome by writing their own rules for "
                    "shared resources, without either privatisation or government control.",
        "claims": [
            ("paraphrase", F, "Hardin used a shared pasture to illustrate the tragedy of the commons in 1968."),
            ("paraphrase", F, "A herder gets all the gain from one more cow but shares the cost of overgrazing with everyone."),
            ("paraphrase", F, "Ostrom found that many communities manage shared resources with rules they make themselves."),
            ("misattribution", U, "Elinor Ostrom first described the tragedy of the commons in 1968."),
            ("opposite", U, "Ostrom argued that shared resources can only be saved by privatisation or government control."),
            ("swapped_roles", U, "Each herder bears the full cost of overgrazing, while the benefit is shared among everyone."),
        ],
    },
    {
        "domain": "essay", "split": "fresh244", "names": "Essay source: supply teachers",
        "evidence": "A 2022 report on English secondary schools found that pupils spent, on average, about one lesson "
                    "in twenty with a supply teacher. In schools in poorer areas the figure was nearly twice as high. "
                    "The report found that lessons covered by supply staff were more often spent on worksheets than "
                    "on new teaching, and it urged schools to share lesson plans with cover staff in advance.",
        "claims": [
            ("paraphrase", F, "On average, pupils spent about one lesson in twenty with a supply teacher."),
            ("paraphrase", F, "The report called on schools to give cover staff lesson plans ahead of time."),
            ("paraphrase", F, "In poorer areas, pupils had almost twice as many lessons with supply teachers."),
            ("opposite", U, "In poorer areas pupils saw supply teachers less often."),
            ("opposite", U, "Lessons with supply staff were usually spent on new teaching."),
            ("substitution", U, "The report looked at primary schools in England."),
        ],
    },
]
