"""A two-hundred-and-twenty-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh229``).

Written on 2026-11-29 (session 62) after round 156 (which read ``fresh224``-``fresh226``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh229", "names": "Repertoire notes: Daquin's Le Coucou",
        "evidence": "Louis-Claude Daquin's Le Coucou, from his first book of harpsichord pieces of 1735, imitates a "
                    "cuckoo's call with a falling minor third in the left hand, while the right hand runs in "
                    "continuous sixteenth notes. On the piano, play the sixteenths lightly and non-legato, and let "
                    "the cuckoo call stand out a little.",
        "claims": [
            ("paraphrase", F, "Le Coucou comes from Daquin's first book of harpsichord pieces, from 1735."),
            ("paraphrase", F, "A falling minor third in the left hand imitates the cuckoo."),
            ("paraphrase", F, "Bring out the cuckoo call slightly."),
            ("opposite", U, "The cuckoo call is a rising minor third."),
            ("swapped_roles", U, "The right hand plays the cuckoo call while the left hand runs in sixteenth notes."),
            ("opposite", U, "Play the sixteenths heavily and legato."),
        ],
    },
    {
        "domain": "literature", "split": "fresh229", "names": "Study guide: The Selfish Giant",
        "evidence": "In Oscar Wilde's 'The Selfish Giant', the Giant builds a high wall to keep the children out of "
                    "his garden, and winter stays there all year while spring comes everywhere else. When the "
                    "children creep back in through a hole in the wall, the trees blossom again. The Giant knocks "
                    "down the wall and lets the children play there for ever after.",
        "claims": [
            ("paraphrase", F, "The Giant puts up a high wall so the children cannot get into his garden."),
            ("paraphrase", F, "While spring arrives elsewhere, his garden stays in winter all year."),
            ("paraphrase", F, "Once the children sneak back in through a gap in the wall, the trees flower again."),
            ("opposite", U, "When the children return, the garden turns to winter."),
            ("opposite", U, "The Giant builds the wall higher so the children never play there again."),
            ("substitution", U, "The children climb back in over the top of the wall."),
        ],
    },
    {
        "domain": "docs", "split": "fresh229", "names": "iPhone help: Guided Access",
        "evidence": "Guided Access keeps the iPhone in a single app and lets you control which features are "
                    "available. To start a session, open the app and triple-click the side button. You can disable "
                    "areas of the screen that are not relevant, and set a time limit. To end a session, triple-click "
                    "the side button again and enter your Guided Access passcode.",
        "claims": [
            ("paraphrase", F, "Guided Access locks the iPhone to one app."),
            ("paraphrase", F, "Triple-click the side button in the app to begin a Guided Access session."),
            ("paraphrase", F, "You can switch off parts of the screen that are not relevant."),
            ("number", U, "To end a session, double-click the side button."),
            ("opposite", U, "Ending a Guided Access session does not need a passcode."),
            ("opposite", U, "Guided Access lets you switch freely between any apps you choose."),
        ],
    },
    {
        "domain": "science", "split": "fresh229", "names": "Lecture notes: Heron's fountain",
        "evidence": "Heron's fountain, described by Heron of Alexandria in the first century AD, uses three "
                    "containers. Water falling from the basin into the lowest container pushes air up a tube into the "
                    "middle container, and that air pressure forces water out of the middle container through the "
                    "jet. The fountain stops when the middle container is empty; it is not a perpetual motion "
                    "machine.",
        "claims": [
            ("paraphrase", F, "Heron of Alexandria described the fountain in the first century AD."),
            ("paraphrase", F, "Air pressure pushes water from the middle container out through the jet."),
            ("paraphrase", F, "Once the middle container runs dry, the fountain stops."),
            ("opposite", U, "Heron's fountain is a perpetual motion machine that never stops."),
            ("number", U, "Heron's fountain uses two containers."),
            ("swapped_roles", U, "Water falling into the middle container pushes air up into the lowest container."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh229", "names": "Lecture transcript: the frequency illusion",
        "evidence": "The frequency illusion, sometimes called the Baader-Meinhof phenomenon, is the sense that "
                    "something you have just noticed suddenly appears everywhere. The linguist Arnold Zwicky named it "
                    "in 2005. It combines selective attention, which makes you notice the thing more, with "
                    "confirmation bias, which makes each sighting feel like proof that it has become more common.",
        "claims": [
            ("paraphrase", F, "After you first notice something, it can seem to turn up everywhere."),
            ("paraphrase", F, "Arnold Zwicky gave the frequency illusion its name in 2005."),
            ("paraphrase", F, "Selective attention makes you notice the thing more often."),
            ("misattribution", U, "The psychologist Daniel Kahneman named the frequency illusion in 2005."),
            ("unsupported", U, "The frequency illusion happens because the thing really has become more common."),
            ("number", U, "Zwicky named the frequency illusion in 1995."),
        ],
    },
    {
        "domain": "essay", "split": "fresh229", "names": "Essay: no homework at weekends",
        "evidence": "Since last September, our school has set no homework at weekends. Teachers say Monday lessons "
                    "have not suffered, and a survey found that most families welcomed the change. A minority of "
                    "parents worry that their children now spend the free time on screens.",
        "claims": [
            ("paraphrase", F, "There has been no weekend homework at our school since last September."),
            ("paraphrase", F, "According to the teachers, Monday lessons are no worse."),
            ("paraphrase", F, "Some parents fear the free time now goes on screens."),
            ("opposite", U, "Most families opposed the change."),
            ("opposite", U, "Teachers say Monday lessons have suffered."),
            ("overgeneralisation", U, "Most parents worry that their children spend the weekends on screens."),
        ],
    },
]
