"""A forty-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh43``).

Written on 2026-11-26 (session 37) after round 42 (whose rules read ``fresh42``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh43", "names": "Lesson notes: repeated notes",
        "evidence": "For fast repeated notes, change fingers on each repetition, usually 3-2-1, and let the "
                    "key rise only halfway before striking again. Using one finger for every repetition tires "
                    "the hand and makes the notes uneven.",
        "claims": [
            ("paraphrase", F, "Switch fingers for every repeat of a quick repeated note, typically 3-2-1."),
            ("paraphrase", F, "You do not need to let the key come all the way up before playing it again; "
                              "halfway is enough."),
            ("paraphrase", F, "Playing all the repetitions with a single finger wears out the hand and gives "
                              "uneven notes."),
            ("opposite", U, "For fast repeated notes, keep the same finger on each repetition."),
            ("opposite", U, "Let the key rise all the way before striking it again."),
            ("number", U, "Change fingers on each repetition, usually 4-3-2-1."),
            ("strength", U, "Changing fingers always makes repeated notes perfectly even."),
        ],
    },
    {
        "domain": "literature", "split": "fresh43", "names": "Study notes on Dr Jekyll and Mr Hyde",
        "evidence": "Utterson first suspects that Hyde is blackmailing Jekyll, because Jekyll's will leaves "
                    "everything to Hyde. Only Jekyll's final letter reveals that Hyde is Jekyll himself, "
                    "released by a potion Jekyll can no longer control.",
        "claims": [
            ("paraphrase", F, "At first Utterson thinks Hyde has some hold over Jekyll, since the will names "
                              "Hyde as sole heir."),
            ("paraphrase", F, "Jekyll's last letter discloses that he and Hyde are the same man."),
            ("reversed_order", U, "Jekyll's final letter reveals the truth before Utterson suspects blackmail."),
            ("swapped_roles", U, "Utterson suspects that Jekyll is blackmailing Hyde."),
            ("substitution", U, "Jekyll's will leaves everything to Utterson."),
            ("opposite", U, "Jekyll can still fully control the potion that releases Hyde."),
        ],
    },
    {
        "domain": "docs", "split": "fresh43", "names": "DNS service guide",
        "evidence": "Records are cached for the TTL set on each record, 300 seconds by default. Lowering the "
                    "TTL a day before a migration lets clients pick up the new address within minutes; "
                    "raising it again afterwards reduces query load.",
        "claims": [
            ("paraphrase", F, "By default a record is cached for five minutes."),
            ("paraphrase", F, "Reduce the TTL the day before you migrate so clients see the new address "
                              "quickly."),
            ("paraphrase", F, "After the migration, increasing the TTL again cuts the number of queries."),
            ("number", U, "Records are cached for 3600 seconds by default."),
            ("reversed_order", U, "Lower the TTL a day after the migration."),
            ("opposite", U, "Raising the TTL after a migration increases query load."),
            ("substitution", U, "Lowering the TTL before a migration lets clients pick up the new certificate "
                                "within minutes."),
        ],
    },
    {
        "domain": "science", "split": "fresh43", "names": "Abstract: earthworms and soil",
        "evidence": "Plots with added earthworms absorbed rainwater twice as fast as plots without them, and "
                    "their soil held 15% more organic carbon after three years. Earthworms had no measurable "
                    "effect on crop yield.",
        "claims": [
            ("paraphrase", F, "Rain soaked into plots with extra earthworms at double the rate of plots without "
                              "any."),
            ("paraphrase", F, "After three years the soil in earthworm plots stored 15% more organic carbon."),
            ("paraphrase", F, "Adding earthworms did not measurably change how much the crops yielded."),
            ("opposite", U, "Earthworms increased crop yield."),
            ("swapped_roles", U, "Plots without earthworms absorbed rainwater twice as fast as plots with them."),
            ("number", U, "Soil with earthworms held 50% more organic carbon after three years."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh43", "names": "Geology lecture 4: plate boundaries",
        "evidence": "At divergent boundaries plates move apart and new crust forms, as along the Mid-Atlantic "
                    "Ridge. At convergent boundaries one plate sinks beneath another, building mountains and "
                    "volcanoes; at transform boundaries plates slide past each other, causing earthquakes.",
        "claims": [
            ("paraphrase", F, "Where plates pull apart, at divergent boundaries, new crust is made; the "
                              "Mid-Atlantic Ridge is an example."),
            ("paraphrase", F, "Plates grinding sideways past one another at transform boundaries cause "
                              "earthquakes."),
            ("swapped_roles", U, "At convergent boundaries plates move apart and new crust forms."),
            ("opposite", U, "At divergent boundaries one plate sinks beneath another."),
            ("substitution", U, "At transform boundaries plates slide past each other, building volcanoes."),
            ("misattribution", U, "The Mid-Atlantic Ridge is a convergent boundary."),
        ],
    },
    {
        "domain": "essay", "split": "fresh43", "names": "Course book: the Dust Bowl",
        "evidence": "In the 1930s years of drought, together with deep ploughing that had removed the native "
                    "grasses, let winds strip the topsoil from the southern Plains. About 2.5 million people "
                    "left the region, many of them for California.",
        "claims": [
            ("paraphrase", F, "Drought in the 1930s, combined with ploughing that had destroyed the native "
                              "grasses, allowed the wind to blow away the Plains' topsoil."),
            ("paraphrase", F, "Roughly two and a half million people moved away, many heading to California."),
            ("number", U, "About 25 million people left the southern Plains."),
            ("opposite", U, "Deep ploughing protected the native grasses that held the topsoil."),
            ("substitution", U, "Floods, together with deep ploughing, stripped the topsoil from the southern "
                                "Plains."),
            ("reversed_order", U, "The native grasses were removed after the winds had stripped the topsoil."),
        ],
    },
]
