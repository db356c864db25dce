"""A A two-hundred-and-third held-out set for ``benchmarks/verifier.py`` (split ``fresh203``).

Written on 2026-11-29 (session 60) after round 138 (which read ``fresh200``-``fresh202``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh203", "names": "Teaching notes: Chopin's Berceuse",
        "evidence": "Chopin's Berceuse rests on a left-hand ostinato that rocks between tonic and dominant for almost "
                    "the whole piece. Over it the right hand spins fourteen variations of a simple four-bar melody, "
                    "growing more ornate as they go. The left hand must stay steady and quiet, however elaborate the "
                    "right hand becomes.",
        "claims": [
            ("paraphrase", F, "The left hand repeats a rocking tonic-dominant pattern through nearly all of the Berceuse."),
            ("paraphrase", F, "The right hand's variations become more decorated as the piece goes on."),
            ("paraphrase", F, "However ornate the right hand gets, the left hand should remain steady and soft."),
            ("number", U, "The right hand plays six variations of the melody."),
            ("swapped_roles", U, "The right hand keeps a steady ostinato while the left hand spins the variations."),
            ("opposite", U, "The variations grow simpler as the piece goes on."),
        ],
    },
    {
        "domain": "literature", "split": "fresh203", "names": "Study guide: First Love",
        "evidence": "In Turgenev's First Love, sixteen-year-old Vladimir falls in love with Zinaida, the older "
                    "princess who moves in next door. She toys with her many admirers, but Vladimir later discovers "
                    "that she is in love with his own father. Years afterwards he learns that Zinaida has died in "
                    "childbirth.",
        "claims": [
            ("paraphrase", F, "Vladimir is sixteen when he falls for Zinaida, the princess next door."),
            ("paraphrase", F, "Vladimir finds out that Zinaida loves his father."),
            ("paraphrase", F, "Long after, Vladimir hears that Zinaida died giving birth."),
            ("swapped_roles", U, "Vladimir's father discovers that Zinaida is in love with his son."),
            ("opposite", U, "Zinaida is younger than Vladimir."),
            ("substitution", U, "Years afterwards Vladimir learns that Zinaida has died in a duel."),
        ],
    },
    {
        "domain": "docs", "split": "fresh203", "names": "Help: Airplane mode",
        "evidence": "Turning on Airplane mode switches off mobile data, calls and texts. Wi-Fi and Bluetooth also "
                    "turn off, but you can switch them back on while Airplane mode stays on, and your phone remembers "
                    "that choice next time. Emergency calls may still be possible in some countries.",
        "claims": [
            ("paraphrase", F, "Airplane mode turns off calls, texts and mobile data."),
            ("paraphrase", F, "You can turn Wi-Fi and Bluetooth back on without leaving Airplane mode."),
            ("paraphrase", F, "The phone remembers if you turned Bluetooth back on in Airplane mode."),
            ("opposite", U, "Wi-Fi and Bluetooth stay on when you turn on Airplane mode."),
            ("opposite", U, "Once Airplane mode is on, Wi-Fi cannot be turned back on until you leave it."),
            ("overgeneralisation", U, "Emergency calls always work in Airplane mode in every country."),
        ],
    },
    {
        "domain": "science", "split": "fresh203", "names": "Review: Lenz's law",
        "evidence": "When a magnet is pushed into a coil, the current induced in the coil flows in the direction that "
                    "opposes the change in magnetic flux. This is why a magnet dropped through a copper pipe falls "
                    "much more slowly than one dropped through a plastic pipe. The law follows from the conservation "
                    "of energy.",
        "claims": [
            ("paraphrase", F, "The induced current in the coil opposes the change in flux that caused it."),
            ("paraphrase", F, "A magnet falls more slowly through a copper pipe than through a plastic one."),
            ("paraphrase", F, "Lenz's law is a consequence of energy conservation."),
            ("opposite", U, "The induced current flows so as to reinforce the change in magnetic flux."),
            ("swapped_roles", U, "A magnet dropped through a plastic pipe falls much more slowly than one dropped through a copper pipe."),
            ("substitution", U, "The law follows from the conservation of charge."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh203", "names": "Lecture transcript: the spacing effect",
        "evidence": "Material studied in several short sessions spread over days is remembered far better than the "
                    "same material crammed into one long session, even when the total study time is equal. Cramming "
                    "can feel more effective, because the material is fresh during the session. The optimal gap "
                    "between sessions grows with how long you need to remember the material.",
        "claims": [
            ("paraphrase", F, "Spreading study over several short sessions beats one long session of the same total length."),
            ("paraphrase", F, "Cramming may feel more effective because the material is fresh at the time."),
            ("paraphrase", F, "The longer you need to remember something, the longer the best gap between sessions."),
            ("opposite", U, "Cramming into one long session is remembered better than spaced study of equal length."),
            ("opposite", U, "The best gap between sessions shrinks the longer you need to remember the material."),
            ("specifics", U, "Spaced study only helps when it adds more total study time."),
        ],
    },
    {
        "domain": "essay", "split": "fresh203", "names": "Essay: music lessons",
        "evidence": "Children who take music lessons for several years tend to score higher on tests of verbal "
                    "memory, though it is unclear whether the lessons cause the gain or whether children with better "
                    "memories stick with music. Group lessons cost families less than individual ones. Many children "
                    "give up an instrument in their first two years.",
        "claims": [
            ("paraphrase", F, "Children with several years of music lessons tend to score higher on verbal memory tests."),
            ("paraphrase", F, "Group music lessons are cheaper for families than one-to-one lessons."),
            ("paraphrase", F, "Many children quit their instrument within the first two years."),
            ("causal", U, "Music lessons have been shown to cause better verbal memory."),
            ("comparative", U, "Individual lessons cost families less than group lessons."),
            ("number", U, "Most children give up an instrument within the first two months."),
        ],
    },
]
