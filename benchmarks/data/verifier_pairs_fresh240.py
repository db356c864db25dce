"""A two-hundred-and-fortieth held-out set for ``benchmarks/verifier.py`` (split ``fresh240``).

Written on 2026-11-29 (session 62) after round 160 (which read ``fresh236``-``fresh238``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh240", "names": "Teaching notes: Tchaikovsky's Sweet Dream",
        "evidence": "Sweet Dream, No. 21 of Tchaikovsky's Album for the Young, is a gentle piece in C major. The "
                    "melody floats above a slow, syncopated accompaniment, and the middle section rises to a forte "
                    "climax before the opening returns softly. Change the pedal with every harmony to keep the "
                    "texture clear.",
        "claims": [
            ("paraphrase", F, "Sweet Dream is number 21 in the Album for the Young."),
            ("paraphrase", F, "The middle section builds to a forte climax."),
            ("paraphrase", F, "Change the pedal with each new harmony."),
            ("substitution", U, "Sweet Dream is in A minor."),
            ("opposite", U, "The opening returns loudly after the climax."),
            ("opposite", U, "Hold the pedal through several harmonies to blend them."),
        ],
    },
    {
        "domain": "literature", "split": "fresh240", "names": "Study guide: The Sniper",
        "evidence": "In Liam O'Flaherty's 'The Sniper', set in Dublin during the Irish Civil War, a Republican sniper "
                    "on a rooftop is wounded in the arm by an enemy sniper across the street. He tricks his enemy by "
                    "raising his cap on his rifle, then shoots him when he shows himself. When he turns the dead man "
                    "over in the street, he finds that he has killed his own brother.",
        "claims": [
            ("paraphrase", F, "The Republican sniper is wounded in the arm by an enemy across the street."),
            ("paraphrase", F, "He fools his enemy by lifting his cap on his rifle."),
            ("paraphrase", F, "The dead man turns out to be his own brother."),
            ("substitution", U, "The story is set in Belfast during the Irish Civil War."),
            ("swapped_roles", U, "The enemy sniper tricks him by raising a cap on a rifle."),
            ("substitution", U, "The sniper is wounded in the leg."),
        ],
    },
    {
        "domain": "docs", "split": "fresh240", "names": "Chrome help: tab groups",
        "evidence": "Tab groups let you organise tabs under a coloured label. Right-click a tab and choose Add tab to "
                    "new group. Clicking a group's label collapses it to save space, and clicking it again expands "
                    "it. Closing a group closes every tab in it, but you can save a group to reopen it later.",
        "claims": [
            ("paraphrase", F, "Right-clicking a tab and choosing Add tab to new group starts a group."),
            ("paraphrase", F, "Clicking a group's label collapses it; clicking again expands it."),
            ("paraphrase", F, "Saved groups can be reopened later."),
            ("opposite", U, "Closing a group keeps its tabs open."),
            ("substitution", U, "Double-click a group's label to collapse it."),
            ("opposite", U, "Groups cannot be saved."),
        ],
    },
    {
        "domain": "science", "split": "fresh240", "names": "Lecture notes: the Stirling engine",
        "evidence": "A Stirling engine runs on a fixed amount of gas sealed inside it, which is heated at one end and "
                    "cooled at the other. As the gas expands on the hot side and contracts on the cool side, it "
                    "drives a piston. Because the heat is applied from outside, a Stirling engine can run on almost "
                    "any heat source and is very quiet.",
        "claims": [
            ("paraphrase", F, "A Stirling engine uses a fixed amount of sealed gas."),
            ("paraphrase", F, "The gas expands on the hot side and contracts on the cool side, driving a piston."),
            ("paraphrase", F, "With heat applied from outside, it can run on almost any heat source."),
            ("swapped_roles", U, "The gas contracts on the hot side and expands on the cool side."),
            ("opposite", U, "A Stirling engine burns fuel inside its cylinder."),
            ("opposite", U, "Stirling engines are very noisy."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh240", "names": "Lecture transcript: regression to the mean",
        "evidence": "Regression to the mean is the tendency of an extreme measurement to be followed by one closer to "
                    "the average. Flight instructors once noticed that pilots praised after an unusually good landing "
                    "usually did worse next time, and concluded that praise was harmful. In fact the next landing was "
                    "simply likely to be more ordinary, whatever the instructor said.",
        "claims": [
            ("paraphrase", F, "An extreme result tends to be followed by one nearer the average."),
            ("paraphrase", F, "Pilots praised for an unusually good landing usually did worse next time."),
            ("paraphrase", F, "The next landing was simply likely to be more ordinary."),
            ("opposite", U, "Pilots praised after a good landing usually did even better next time."),
            ("opposite", U, "The instructors concluded that praise was helpful."),
            ("opposite", U, "An extreme measurement tends to be followed by an even more extreme one."),
        ],
    },
    {
        "domain": "essay", "split": "fresh240", "names": "Essay: reading logs",
        "evidence": "Pupils in Years 3 to 6 at our school keep a reading log, and parents sign it each week. Teachers "
                    "say the logs show which children read at home, but some parents find the weekly signing a chore, "
                    "and a few children admit to filling in books they have not read.",
        "claims": [
            ("paraphrase", F, "Children in Years 3 to 6 keep a reading log that parents sign weekly."),
            ("paraphrase", F, "Teachers say the logs reveal which children read at home."),
            ("paraphrase", F, "Some children confess to recording books they haven't read."),
            ("number", U, "Parents sign the reading log every day."),
            ("overgeneralisation", U, "All parents find the weekly signing a chore."),
            ("misattribution", U, "Teachers sign the reading logs each week."),
        ],
    },
]
