"""A sixty-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh64``).

Written on 2026-11-27 (session 40) after round 63 (whose rules read ``fresh63``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh64", "names": "Lesson notes: Chopin Prelude in E minor",
        "evidence": "The left-hand chords should change almost imperceptibly, one note at a time, beneath a "
                    "right-hand melody that barely moves. Keep the sound soft throughout and save the only forte "
                    "for the climax in bar 16.",
        "claims": [
            ("paraphrase", F, "The left-hand chords change very gradually, one note at a time, under an almost "
                              "still right-hand melody."),
            ("paraphrase", F, "The only forte in the prelude belongs at the climax in bar 16."),
            ("number", U, "Save the only forte for the climax in bar 12."),
            ("swapped_roles", U, "The right-hand chords change one note at a time beneath a left-hand melody."),
            ("opposite", U, "Play the prelude loudly throughout."),
            ("overgeneralisation", U, "Every Chopin prelude has its climax in bar 16."),
        ],
    },
    {
        "domain": "literature", "split": "fresh64", "names": "Study notes: Lord of the Flies",
        "evidence": "Stranded on an island, the boys elect Ralph as their leader, and he insists on keeping a "
                    "signal fire burning. Jack, who leads the hunters, lets the fire go out while they are off "
                    "killing a pig, and a passing ship misses them.",
        "claims": [
            ("paraphrase", F, "The stranded boys choose Ralph to lead them, and he wants a signal fire kept "
                              "alight."),
            ("paraphrase", F, "While Jack and the hunters are away killing a pig, the fire goes out and a ship "
                              "passes without seeing them."),
            ("misattribution", U, "Ralph lets the signal fire go out while hunting a pig."),
            ("opposite", U, "The boys elect Jack as their leader."),
            ("opposite", U, "A passing ship sees the fire and rescues the boys."),
            ("substitution", U, "Jack leads the fishermen."),
        ],
    },
    {
        "domain": "docs", "split": "fresh64", "names": "Admin guide: password policy",
        "evidence": "Passwords must be at least 12 characters long and are checked against a list of known "
                    "breached passwords. Users are not forced to change their password on a schedule; a change "
                    "is required only after a suspected compromise.",
        "claims": [
            ("paraphrase", F, "A password needs 12 or more characters."),
            ("paraphrase", F, "New passwords are compared with a list of passwords known to have been breached."),
            ("paraphrase", F, "There is no scheduled password expiry; users must change it only if a compromise "
                              "is suspected."),
            ("number", U, "Passwords must be at least 8 characters long."),
            ("opposite", U, "Users must change their password every 90 days."),
            ("opposite", U, "Passwords are never checked against breached password lists."),
        ],
    },
    {
        "domain": "science", "split": "fresh64", "names": "Abstract: microplastics in rivers",
        "evidence": "Samples taken downstream of wastewater treatment plants contained about four times as many "
                    "microplastic particles as samples taken upstream. Most particles were fibres, which the "
                    "authors traced to the washing of synthetic clothing.",
        "claims": [
            ("paraphrase", F, "Downstream of treatment plants, samples held roughly four times the microplastics "
                              "found upstream."),
            ("paraphrase", F, "Most of the particles were fibres from washing synthetic clothes."),
            ("swapped_roles", U, "Upstream samples contained four times as many particles as downstream ones."),
            ("number", U, "Downstream samples contained about ten times as many particles."),
            ("substitution", U, "Most particles were fragments of plastic bottles."),
            ("causal", U, "Treatment plants create microplastics from clean water."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh64", "names": "Chemistry lecture 6: catalysts",
        "evidence": "[00:21:10] A catalyst speeds up a reaction by lowering its activation energy. [00:21:24] It "
                    "is not used up, and it does not change the position of equilibrium, only how fast it is "
                    "reached.",
        "claims": [
            ("paraphrase", F, "By lowering the activation energy, a catalyst makes a reaction go faster."),
            ("paraphrase", F, "A catalyst is not consumed in the reaction."),
            ("paraphrase", F, "Catalysts change how quickly equilibrium is reached but not where it lies."),
            ("opposite", U, "A catalyst raises the activation energy of a reaction."),
            ("opposite", U, "A catalyst shifts the position of equilibrium."),
            ("opposite", U, "A catalyst is used up as the reaction proceeds."),
        ],
    },
    {
        "domain": "essay", "split": "fresh64", "names": "Course book: the Black Death",
        "evidence": "The Black Death reached England in 1348 and killed between a third and a half of the "
                    "population within two years. The shortage of labour that followed let surviving peasants "
                    "demand higher wages.",
        "claims": [
            ("paraphrase", F, "Arriving in England in 1348, the Black Death killed a third to a half of the "
                              "people in two years."),
            ("paraphrase", F, "Because labour became scarce, peasants who survived could ask for better pay."),
            ("date", U, "The Black Death reached England in 1248."),
            ("number", U, "The Black Death killed about a tenth of England's population."),
            ("opposite", U, "After the Black Death, peasants' wages fell because labour was plentiful."),
            ("substitution", U, "The Black Death reached Ireland in 1348."),
        ],
    },
]
