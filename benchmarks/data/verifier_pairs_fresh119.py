"""A hundred-and-twentieth held-out set for ``benchmarks/verifier.py`` (split ``fresh119``).

Written on 2026-11-28 (session 49) after the round that read ``fresh116``-``fresh118``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh119", "names": "Lesson notes: syncopation",
        "evidence": "A syncopated note falls off the beat and is held across the next one, so the accent moves "
                    "away from where the listener expects it. Count the beats aloud while the left hand keeps a "
                    "steady pulse; if you tap your foot, tap on the beat, never on the syncopated note.",
        "claims": [
            ("paraphrase", F, "A syncopated note starts off the beat and is held over the following beat."),
            ("paraphrase", F, "Syncopation shifts the accent away from where listeners expect it."),
            ("paraphrase", F, "Keep tapping your foot on the beat, not on the syncopated note."),
            ("opposite", U, "Tap your foot on the syncopated note rather than on the beat."),
            ("swapped_roles", U, "The right hand keeps a steady pulse while you count aloud."),
            ("negation", U, "A syncopated note is not held across the next beat."),
        ],
    },
    {
        "domain": "literature", "split": "fresh119", "names": "Study guide: The Pickwick Papers",
        "evidence": "Mr Pickwick founds a club whose members travel around England and report on what they see. "
                    "His landlady, Mrs Bardell, mistakes his talk of hiring a servant for a proposal of marriage and "
                    "sues him for breach of promise. Pickwick refuses to pay the damages and is sent to the Fleet "
                    "prison, where his new servant Sam Weller joins him.",
        "claims": [
            ("paraphrase", F, "Mrs Bardell, Pickwick's landlady, thinks he has asked her to marry him."),
            ("paraphrase", F, "She takes him to court for breach of promise."),
            ("paraphrase", F, "Because he will not pay the damages, Pickwick goes to the Fleet prison."),
            ("swapped_roles", U, "Mr Pickwick sues Mrs Bardell for breach of promise."),
            ("opposite", U, "Pickwick pays the damages to avoid prison."),
            ("misattribution", U, "Sam Weller founds the club whose members travel around England."),
        ],
    },
    {
        "domain": "docs", "split": "fresh119", "names": "Help centre: bookmarks",
        "evidence": "Bookmarks are stored in your account, so they follow you to any device where you sign in. "
                    "Deleting a bookmark does not delete the page it points to. You can keep up to 500 bookmarks; "
                    "once you reach the limit, adding another removes nothing, and you are asked to delete one first.",
        "claims": [
            ("paraphrase", F, "Your bookmarks are saved to your account and appear on every device you sign in on."),
            ("paraphrase", F, "Removing a bookmark leaves the page itself in place."),
            ("paraphrase", F, "At the 500-bookmark limit you must delete a bookmark before adding a new one."),
            ("opposite", U, "Deleting a bookmark also deletes the page it points to."),
            ("number", U, "You can keep up to 50 bookmarks."),
            ("opposite", U, "When you reach the limit, adding a bookmark removes your oldest one."),
        ],
    },
    {
        "domain": "science", "split": "fresh119", "names": "Abstract: bat echolocation and moths",
        "evidence": "Some tiger moths answer the ultrasonic calls of hunting bats with clicks of their own. In "
                    "flight-room trials, bats caught far fewer clicking moths than moths whose sound organs had been "
                    "disabled, and the clicks jammed the bats' sonar rather than warning them of bad taste.",
        "claims": [
            ("paraphrase", F, "Certain tiger moths click back at the calls of hunting bats."),
            ("paraphrase", F, "Moths that could click were caught much less often than silenced moths."),
            ("paraphrase", F, "The clicks work by jamming the bats' sonar, not as a warning of bad taste."),
            ("opposite", U, "Bats caught more clicking moths than silenced moths."),
            ("causal", U, "The clicks protect the moths by warning bats that they taste bad."),
            ("swapped_roles", U, "Bats answer the clicks of tiger moths with ultrasonic calls."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh119", "names": "Lecture transcript: Marie Curie",
        "evidence": "Marie Curie shared the 1903 Nobel Prize in Physics with Pierre Curie and Henri Becquerel, and "
                    "in 1911 she won the Chemistry prize alone, for discovering polonium and radium. She named "
                    "polonium after Poland, where she was born, and she never patented the method for isolating "
                    "radium.",
        "claims": [
            ("paraphrase", F, "The 1903 Physics prize was shared by Marie Curie, Pierre Curie and Becquerel."),
            ("paraphrase", F, "Polonium was named after her native Poland."),
            ("paraphrase", F, "Curie did not patent the way she isolated radium."),
            ("number", U, "Marie Curie won the Nobel Prize in Chemistry in 1921."),
            ("opposite", U, "She shared the 1911 Chemistry prize with Pierre Curie."),
            ("substitution", U, "She named radium after Poland, where she was born."),
        ],
    },
    {
        "domain": "essay", "split": "fresh119", "names": "Course reader: Ozymandias",
        "evidence": "Shelley's sonnet is told at second hand: the speaker reports what a traveller told him about a "
                    "broken statue in the desert. The pedestal still boasts 'Look on my works, ye Mighty, and "
                    "despair', but nothing else remains, and the lone sands stretch far away.",
        "claims": [
            ("paraphrase", F, "The speaker passes on a traveller's account of a shattered statue in the desert."),
            ("paraphrase", F, "Apart from the boastful words on the pedestal, nothing is left."),
            ("paraphrase", F, "The poem is a sonnet by Shelley."),
            ("swapped_roles", U, "The traveller reports what the speaker told him about the statue."),
            ("opposite", U, "The statue stands unbroken in the desert."),
            ("opposite", U, "Around the pedestal stand the ruins of a great city."),
        ],
    },
]
