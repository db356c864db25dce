"""A two-hundred-and-twentieth held-out set for ``benchmarks/verifier.py`` (split ``fresh220``).

Written on 2026-11-29 (session 61) after round 153 (which read ``fresh215``-``fresh217``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh220", "names": "Teaching notes: The Heart Asks Pleasure First",
        "evidence": "Michael Nyman's The Heart Asks Pleasure First sets a flowing melody over constantly moving "
                    "broken chords in the left hand. The left hand must stay quieter than the melody even as the "
                    "texture thickens. Many students rush the climax; the tempo should stay steady throughout.",
        "claims": [
            ("paraphrase", F, "A flowing tune sits above broken chords that never stop moving in the left hand."),
            ("paraphrase", F, "Even as the texture gets thicker, keep the left hand softer than the melody."),
            ("paraphrase", F, "Hold the tempo steady all the way, although many students hurry the climax."),
            ("swapped_roles", U, "The melody should stay quieter than the left hand's broken chords."),
            ("opposite", U, "Speed up into the climax."),
            ("substitution", U, "The left hand plays constantly moving scales under the melody."),
        ],
    },
    {
        "domain": "literature", "split": "fresh220", "names": "Study guide: Tom Thumb",
        "evidence": "In the Grimm brothers' tale, a farmer's son no bigger than a thumb drives his father's cart by "
                    "sitting in the horse's ear and calling directions. He lets his father sell him to two strangers, "
                    "then escapes from them by hiding in a mouse hole. Later a cow swallows him with a mouthful of "
                    "hay, and he is finally eaten by a wolf, whom he persuades to go to his parents' house.",
        "claims": [
            ("paraphrase", F, "Sitting in the horse's ear, the tiny boy steers the cart by calling out directions."),
            ("paraphrase", F, "After being sold to two strangers, he gets away by hiding in a mouse hole."),
            ("paraphrase", F, "A cow gulps him down along with some hay."),
            ("opposite", U, "Tom Thumb's father refuses to sell him to the strangers."),
            ("substitution", U, "He escapes from the strangers by hiding in a bird's nest."),
            ("swapped_roles", U, "The wolf persuades Tom Thumb to go to the wolf's own den."),
        ],
    },
    {
        "domain": "docs", "split": "fresh220", "names": "Android help: app pinning",
        "evidence": "App pinning keeps the current app on screen until you unpin it, so you can hand your phone to a "
                    "friend without them opening anything else. To unpin, touch and hold Back and Overview together. "
                    "You can require your PIN before unpinning; this option is on by default.",
        "claims": [
            ("paraphrase", F, "Pinning holds the current app on the screen until it is unpinned."),
            ("paraphrase", F, "Holding Back and Overview at the same time unpins the app."),
            ("paraphrase", F, "Asking for your PIN before unpinning is switched on by default."),
            ("opposite", U, "A friend holding your pinned phone can open any other app."),
            ("substitution", U, "To unpin, touch and hold Back and Home together."),
            ("opposite", U, "Requiring your PIN before unpinning is off by default."),
        ],
    },
    {
        "domain": "science", "split": "fresh220", "names": "Lecture notes: Weber's law",
        "evidence": "Weber's law states that the smallest change in a stimulus we can notice is a constant fraction "
                    "of the stimulus's size. If you can just tell 100 grams from 102 grams, you will need about 204 "
                    "grams to notice a difference from 200 grams. The law holds well in the middle of the range but "
                    "fails for very weak or very strong stimuli.",
        "claims": [
            ("paraphrase", F, "The smallest noticeable change is a fixed proportion of how big the stimulus is."),
            ("paraphrase", F, "Someone who can just distinguish 100 g from 102 g needs about 204 g to notice a change from 200 g."),
            ("paraphrase", F, "For very faint or very intense stimuli, the law breaks down."),
            ("opposite", U, "The smallest noticeable change is the same fixed amount whatever the stimulus's size."),
            ("number", U, "To notice a difference from 200 grams you need about 202 grams."),
            ("opposite", U, "The law holds best for very weak stimuli."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh220", "names": "Lecture transcript: the serial position effect",
        "evidence": "When people recall a list of words in any order, they remember the first few and the last few "
                    "best. The advantage for the last words disappears if recall is delayed by thirty seconds of "
                    "counting backwards, but the advantage for the first words remains. This suggests the two have "
                    "different causes.",
        "claims": [
            ("paraphrase", F, "In free recall, people remember the start and the end of a list best."),
            ("paraphrase", F, "Half a minute of counting backwards before recall removes the benefit for the final words."),
            ("paraphrase", F, "The delay does not remove the advantage for the first words."),
            ("opposite", U, "People remember the words in the middle of a list best."),
            ("swapped_roles", U, "A delay removes the advantage for the first words but not for the last."),
            ("number", U, "The advantage for the last words disappears after three seconds of counting backwards."),
        ],
    },
    {
        "domain": "essay", "split": "fresh220", "names": "Essay: school councils",
        "evidence": "Most secondary schools have a school council of elected pupils. Where councils control a small "
                    "budget, pupils report feeling more listened to; where they only make suggestions, many pupils "
                    "see them as tokenistic. Councils also tend to be dominated by the most confident pupils.",
        "claims": [
            ("paraphrase", F, "Pupils elected to a school council are found in most secondary schools."),
            ("paraphrase", F, "When a council has a small budget of its own, pupils say they feel more heard."),
            ("paraphrase", F, "The most confident pupils usually dominate the councils."),
            ("opposite", U, "Where councils control a budget, pupils feel less listened to."),
            ("opposite", U, "Councils tend to be dominated by the shyest pupils."),
            ("overgeneralisation", U, "Every school council controls its own budget."),
        ],
    },
]
