"""A two-hundred-and-eighteenth held-out set for ``benchmarks/verifier.py`` (split ``fresh218``).

Written on 2026-11-29 (session 61) after round 153 (which read ``fresh215``-``fresh217``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh218", "names": "Teaching notes: Liszt's Gnomenreigen",
        "evidence": "Liszt's Gnomenreigen, a concert study, pictures goblins dancing in the moonlight. The opening "
                    "figure alternates the hands rapidly on repeated notes and must be played very lightly, close to "
                    "the keys, with a loose wrist. In the middle section the hands cross, and the melody moves to the "
                    "left hand.",
        "claims": [
            ("paraphrase", F, "The study depicts goblins dancing by moonlight."),
            ("paraphrase", F, "At the start the hands take turns quickly on repeated notes, played very lightly near the keys."),
            ("paraphrase", F, "In the middle part the hands cross and the left hand takes over the tune."),
            ("opposite", U, "The opening figure should be played heavily, from high above the keys."),
            ("opposite", U, "Keep the wrist stiff in the opening figure."),
            ("swapped_roles", U, "In the middle section the melody moves to the right hand."),
        ],
    },
    {
        "domain": "literature", "split": "fresh218", "names": "Study guide: Turgenev's Bezhin Meadow",
        "evidence": "Lost while hunting on a summer evening, the narrator stumbles on a meadow where five peasant "
                    "boys are guarding horses through the night. He lies by their fire pretending to sleep and "
                    "listens as they tell each other ghost stories about water spirits and the dead. At dawn he "
                    "leaves, and later learns that one of the boys, Pavel, was killed that same year in a fall from a "
                    "horse.",
        "claims": [
            ("paraphrase", F, "Having lost his way while out hunting, the narrator comes upon a meadow at evening."),
            ("paraphrase", F, "He pretends to be asleep beside the boys' fire while they swap ghost stories."),
            ("paraphrase", F, "Pavel, one of the boys, died later that year after falling from a horse."),
            ("number", U, "The narrator finds three peasant boys guarding horses."),
            ("opposite", U, "The narrator joins in and tells the boys ghost stories of his own."),
            ("substitution", U, "Pavel later drowns in the river that same year."),
        ],
    },
    {
        "domain": "docs", "split": "fresh218", "names": "Android help: Voice Access",
        "evidence": "Voice Access lets you control your phone by speaking. Say 'show numbers' to put a number next to "
                    "every item you can tap, then say the number to tap it. Voice Access keeps listening until you "
                    "say 'stop listening' or the screen turns off. It needs an internet connection only for the first "
                    "setup.",
        "claims": [
            ("paraphrase", F, "With Voice Access you can operate the phone using your voice."),
            ("paraphrase", F, "After 'show numbers', saying an item's number taps that item."),
            ("paraphrase", F, "Apart from the initial setup, Voice Access works without an internet connection."),
            ("opposite", U, "Voice Access stops listening after each command."),
            ("opposite", U, "Voice Access needs an internet connection every time you use it."),
            ("substitution", U, "Say 'show grid' to put a number next to every item you can tap."),
        ],
    },
    {
        "domain": "science", "split": "fresh218", "names": "Lecture notes: Benham's top",
        "evidence": "Benham's top is a disc printed half black and half with thin black arcs on white. When it spins, "
                    "most people see pale colours in the arcs, although the disc has none. Reversing the direction of "
                    "spin reverses the order of the colours. The effect is strongest in bright light and at about "
                    "five to ten rotations per second.",
        "claims": [
            ("paraphrase", F, "Although the spinning disc is only black and white, most viewers see faint colours."),
            ("paraphrase", F, "Spinning it the other way turns the order of the colours around."),
            ("paraphrase", F, "The colours show best in bright light at roughly five to ten turns a second."),
            ("opposite", U, "The effect is strongest in dim light."),
            ("opposite", U, "Reversing the spin leaves the order of the colours unchanged."),
            ("number", U, "The effect is strongest at about fifty rotations per second."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh218", "names": "Lecture transcript: the Google effect",
        "evidence": "In a 2011 study, Betsy Sparrow and colleagues found that people who expected to be able to look "
                    "information up later remembered it less well. They were, however, better at remembering where "
                    "the information was saved. The researchers argued that we treat the internet as an external "
                    "memory.",
        "claims": [
            ("paraphrase", F, "People who thought they could look the information up later recalled less of it."),
            ("paraphrase", F, "Those people did recall better where the information had been stored."),
            ("paraphrase", F, "The researchers suggested that the internet serves us as a memory outside our heads."),
            ("opposite", U, "People who expected to look information up later remembered it better."),
            ("opposite", U, "Those participants were worse at remembering where the information was saved."),
            ("number", U, "Sparrow and colleagues published the study in 2001."),
        ],
    },
    {
        "domain": "essay", "split": "fresh218", "names": "Essay: grammar schools",
        "evidence": "Grammar schools select pupils at eleven by an entrance test. Supporters say they give bright "
                    "children from poor homes a route to top universities. Yet studies find that few pupils eligible "
                    "for free school meals win places, partly because wealthier families pay for tutoring before the "
                    "test.",
        "claims": [
            ("paraphrase", F, "Pupils get into grammar schools at the age of eleven by passing a test."),
            ("paraphrase", F, "Backers argue that such schools help able children from poor families reach leading universities."),
            ("paraphrase", F, "Wealthier parents often pay for coaching ahead of the test."),
            ("number", U, "Grammar schools select pupils at thirteen by an entrance test."),
            ("opposite", U, "Studies find that many pupils eligible for free school meals win places."),
            ("misattribution", U, "Critics say grammar schools give bright children from poor homes a route to top universities."),
        ],
    },
]
