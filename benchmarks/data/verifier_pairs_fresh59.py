"""A sixtieth held-out set for ``benchmarks/verifier.py`` (split ``fresh59``).

Written on 2026-11-27 (session 39) after round 58 (whose rules read ``fresh58``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh59", "names": "Lesson notes: sight-reading",
        "evidence": "When sight-reading, keep going even after a wrong note; stopping to correct it breaks the "
                    "pulse. Before you start, scan the key signature, the time signature and any changes of clef.",
        "claims": [
            ("paraphrase", F, "Don't stop to fix a wrong note when sight-reading, because stopping breaks the "
                              "pulse."),
            ("paraphrase", F, "Check the key signature, the time signature and clef changes before starting."),
            ("opposite", U, "Stop and correct each wrong note when sight-reading."),
            ("reversed_order", U, "Scan the key signature after you start playing."),
            ("specifics", U, "Before you start, scan the key signature and the fingering of every passage."),
            ("overgeneralisation", U, "A wrong note never matters in any performance."),
        ],
    },
    {
        "domain": "literature", "split": "fresh59", "names": "Study notes: The Odyssey",
        "evidence": "Odysseus blinds the Cyclops Polyphemus to escape his cave, and the giant's father, "
                    "Poseidon, punishes him with years of storms. At home, Penelope holds off her suitors by "
                    "unravelling each night the shroud she weaves by day.",
        "claims": [
            ("paraphrase", F, "To get out of the cave, Odysseus blinds the Cyclops Polyphemus."),
            ("paraphrase", F, "Poseidon, the father of Polyphemus, sends years of storms to punish Odysseus."),
            ("paraphrase", F, "Penelope keeps the suitors waiting by undoing at night the shroud she weaves "
                              "during the day."),
            ("misattribution", U, "Zeus punishes Odysseus with years of storms for blinding Polyphemus."),
            ("swapped_roles", U, "Penelope weaves the shroud at night and unravels it by day."),
            ("opposite", U, "Penelope accepts one of the suitors."),
        ],
    },
    {
        "domain": "docs", "split": "fresh59", "names": "Config guide: hot reload",
        "evidence": "Changes to the logging section are applied without a restart when the file is saved. "
                    "Changes to the database URL are read only at startup, so the service must be restarted "
                    "for them to take effect.",
        "claims": [
            ("paraphrase", F, "Saving the file applies logging changes without restarting the service."),
            ("paraphrase", F, "A new database URL only takes effect after the service restarts."),
            ("opposite", U, "Changes to the database URL are applied as soon as the file is saved."),
            ("swapped_roles", U, "Logging changes need a restart, but database URL changes are applied when the "
                                 "file is saved."),
            ("negation", U, "Changes to the logging section are not applied until the service restarts."),
            ("substitution", U, "Changes to the cache section are applied without a restart when the file is "
                                "saved."),
        ],
    },
    {
        "domain": "science", "split": "fresh59", "names": "Abstract: coral bleaching",
        "evidence": "When water temperatures stayed 1 °C above the summer maximum for four weeks, half of the "
                    "surveyed corals bleached. Corals in shaded lagoons bleached less often than those on "
                    "exposed reef flats.",
        "claims": [
            ("paraphrase", F, "Half the surveyed corals bleached after four weeks of water 1 °C above the "
                              "summer maximum."),
            ("paraphrase", F, "Bleaching was less common in shaded lagoons than on exposed reef flats."),
            ("number", U, "Half of the corals bleached after water stayed 3 °C above the summer maximum for "
                          "four weeks."),
            ("swapped_roles", U, "Corals on exposed reef flats bleached less often than those in shaded "
                                 "lagoons."),
            ("overgeneralisation", U, "All of the surveyed corals bleached when the water warmed."),
            ("causal", U, "Shade cures bleached corals."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh59", "names": "Chemistry lecture 3: acids and bases",
        "evidence": "A solution with a pH below 7 is acidic and one above 7 is basic. Each step of one on the "
                    "pH scale means a tenfold change in hydrogen ion concentration.",
        "claims": [
            ("paraphrase", F, "Solutions with a pH under 7 are acidic, and those over 7 are basic."),
            ("paraphrase", F, "A change of one pH unit is a tenfold change in hydrogen ion concentration."),
            ("paraphrase", F, "One pH step corresponds to a factor of ten in the concentration of hydrogen "
                              "ions."),
            ("swapped_roles", U, "A solution with a pH below 7 is basic and one above 7 is acidic."),
            ("number", U, "Each step of one on the pH scale means a twofold change in hydrogen ion "
                          "concentration."),
            ("substitution", U, "Each step of one on the pH scale means a tenfold change in hydroxide ion "
                                "concentration."),
        ],
    },
    {
        "domain": "essay", "split": "fresh59", "names": "Course book: early railways",
        "evidence": "The Liverpool and Manchester Railway opened in 1830 as the first line to carry passengers "
                    "on a timetable using only steam locomotives. Within two decades, Britain had over 6,000 "
                    "miles of track.",
        "claims": [
            ("paraphrase", F, "Opened in 1830, the Liverpool and Manchester Railway was the first to run "
                              "timetabled passenger trains hauled only by steam locomotives."),
            ("paraphrase", F, "Britain had more than 6,000 miles of track within twenty years."),
            ("date", U, "The Liverpool and Manchester Railway opened in 1825."),
            ("number", U, "Within two decades, Britain had over 600 miles of track."),
            ("substitution", U, "The Liverpool and Manchester Railway was the first line to carry passengers "
                                "using only horses."),
            ("misattribution", U, "The Stockton and Darlington Railway opened in 1830 as the first line to "
                                  "carry passengers on a timetable."),
        ],
    },
]
