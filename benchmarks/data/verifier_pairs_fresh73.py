"""A seventy-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh73``).

Written on 2026-11-27 (session 43) after round 72 (whose rule read ``fresh72``'s errors), before
any run of the verifier on it, on topics no earlier split uses (checked with grep), measured once
(see ``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh73", "names": "Lesson notes: playing from a lead sheet",
        "evidence": "When playing from a lead sheet, the right hand takes the melody and the left hand plays "
                    "the chord symbols, usually as a root and a seventh. Voice the chords close together so "
                    "the left hand moves as little as possible between changes.",
        "claims": [
            ("paraphrase", F, "With a lead sheet, the melody goes in the right hand and the chords in the left."),
            ("paraphrase", F, "The left hand often plays just the root and the seventh of each chord."),
            ("paraphrase", F, "Keep the chord voicings close so the left hand barely moves."),
            ("swapped_roles", U, "The left hand takes the melody and the right hand plays the chord symbols."),
            ("opposite", U, "Spread the chords far apart so the left hand moves a lot between changes."),
            ("substitution", U, "The left hand usually plays the root and the fifth."),
        ],
    },
    {
        "domain": "literature", "split": "fresh73", "names": "Study guide: The Yellow Wallpaper",
        "evidence": "The narrator's husband, John, a physician, forbids her to write and confines her to a "
                    "nursery at the top of the house as a rest cure. Alone with the wallpaper, she comes to "
                    "believe that a woman is trapped behind its pattern.",
        "claims": [
            ("paraphrase", F, "John, the narrator's husband, is a doctor."),
            ("paraphrase", F, "John prescribes a rest cure and forbids his wife to write."),
            ("paraphrase", F, "She becomes convinced that a woman is trapped behind the pattern."),
            ("opposite", U, "John encourages the narrator to write every day."),
            ("misattribution", U, "The narrator's sister forbids her to write."),
            ("substitution", U, "John confines her to a cellar at the bottom of the house."),
        ],
    },
    {
        "domain": "docs", "split": "fresh73", "names": "Ops guide: blue-green deployments",
        "evidence": "In a blue-green deployment the new version is started beside the old one and tested "
                    "there. Traffic is switched over in one step, and the old version is kept running for "
                    "an hour so that a rollback is a single switch back.",
        "claims": [
            ("paraphrase", F, "The new version runs next to the old one and is tested before traffic moves."),
            ("paraphrase", F, "All traffic moves to the new version in a single step."),
            ("paraphrase", F, "Rolling back only takes switching traffic back, since the old version keeps running."),
            ("opposite", U, "Traffic is moved to the new version gradually, a few users at a time."),
            ("opposite", U, "The old version is shut down as soon as traffic switches."),
            ("number", U, "The old version is kept running for a day."),
        ],
    },
    {
        "domain": "science", "split": "fresh73", "names": "Abstract: garden bird feeders",
        "evidence": "Over three winters, blue tits in woods with feeders survived the winter more often than "
                    "those in woods without them, but in the following spring they laid smaller clutches and "
                    "raised fewer chicks.",
        "claims": [
            ("paraphrase", F, "Blue tits with access to feeders were more likely to survive the winter."),
            ("paraphrase", F, "The next spring, fed birds laid smaller clutches."),
            ("paraphrase", F, "Birds from woods with feeders raised fewer chicks the following spring."),
            ("opposite", U, "Blue tits with feeders raised more chicks the following spring."),
            ("opposite", U, "Feeders lowered winter survival."),
            ("number", U, "The study ran over five winters."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh73", "names": "Lecture transcript: the nitrogen cycle",
        "evidence": "[00:14:02] Plants cannot use nitrogen gas from the air directly. [00:14:10] Bacteria in the "
                    "soil and in root nodules fix it into ammonia, and other bacteria then turn ammonia into "
                    "nitrates, which the roots absorb.",
        "claims": [
            ("paraphrase", F, "Plants are unable to take nitrogen gas straight from the air."),
            ("paraphrase", F, "Soil bacteria and bacteria in root nodules turn nitrogen into ammonia."),
            ("paraphrase", F, "Roots take up nitrates made from ammonia by bacteria."),
            ("opposite", U, "Plants absorb nitrogen gas directly from the air."),
            ("reversed_order", U, "Bacteria turn nitrates into ammonia, which the roots absorb."),
            ("substitution", U, "Fungi in the soil fix nitrogen into ammonia."),
        ],
    },
    {
        "domain": "essay", "split": "fresh73", "names": "Course reader: the Hanseatic League",
        "evidence": "The Hanseatic League was an alliance of merchant towns that dominated trade in the Baltic "
                    "and North Sea from the thirteenth to the fifteenth century. Its power declined as "
                    "territorial states grew stronger and Dutch and English shipping took over its routes.",
        "claims": [
            ("paraphrase", F, "The Hanseatic League was an alliance of merchant towns."),
            ("paraphrase", F, "It dominated Baltic and North Sea trade for about two centuries."),
            ("paraphrase", F, "Its decline came as territorial states gained strength."),
            ("opposite", U, "The League's power grew as territorial states became stronger."),
            ("substitution", U, "The Hanseatic League dominated trade in the Mediterranean."),
            ("misattribution", U, "The League took over Dutch and English shipping routes."),
        ],
    },
]
