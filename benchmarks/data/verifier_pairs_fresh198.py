"""A A hundred-and-ninety-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh198``).

Written on 2026-11-29 (session 59) after round 135 (which read ``fresh194``-``fresh196``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh198", "names": "Teaching notes: Ravel's Sonatine",
        "evidence": "The first movement of Ravel's Sonatine should flow gently; its melody sits in the middle of the "
                    "texture between the hands, so let the thumbs bring it out. The Menuet is slower and should never "
                    "sound heavy. The finale is the fastest movement and needs a light, clear touch rather than much "
                    "pedal.",
        "claims": [
            ("paraphrase", F, "The melody of the first movement lies in the middle of the texture."),
            ("paraphrase", F, "The Menuet should not sound heavy."),
            ("paraphrase", F, "The finale calls for a light, clear touch instead of a lot of pedal."),
            ("opposite", U, "The finale is the slowest movement of the Sonatine."),
            ("substitution", U, "In the first movement, let the little fingers bring out the melody."),
            ("opposite", U, "The finale needs plenty of pedal rather than a clear touch."),
        ],
    },
    {
        "domain": "literature", "split": "fresh198", "names": "Study guide: The Lottery",
        "evidence": "Every June the villagers gather in the square for the annual lottery, an old ritual whose "
                    "origins most of them have forgotten. Each family draws a slip of paper, and Tessie Hutchinson's "
                    "family gets the one with a black spot. She protests that it was not fair, but the villagers, her "
                    "own family among them, stone her to death.",
        "claims": [
            ("paraphrase", F, "The lottery is held every June in the village square."),
            ("paraphrase", F, "Most villagers no longer remember how the ritual began."),
            ("paraphrase", F, "Tessie complains that the drawing was unfair."),
            ("substitution", U, "Tessie's family draws the slip with a red spot."),
            ("opposite", U, "Tessie's family refuses to take part in the stoning."),
            ("number", U, "The lottery is held twice a year, in June and December."),
        ],
    },
    {
        "domain": "docs", "split": "fresh198", "names": "Help: Automatic app updates",
        "evidence": "When automatic updates are on, apps update in the background, but by default only over Wi-Fi, so "
                    "updates do not use your mobile data. You can allow updates over mobile data in Settings. Apps "
                    "that are open at the time are updated the next time you close them.",
        "claims": [
            ("paraphrase", F, "With automatic updates on, apps update in the background."),
            ("paraphrase", F, "By default updates download only over Wi-Fi."),
            ("paraphrase", F, "An open app is updated after you next close it."),
            ("opposite", U, "By default automatic updates use your mobile data."),
            ("opposite", U, "Apps that are open are updated immediately, while you use them."),
            ("opposite", U, "Updates over mobile data cannot be allowed."),
        ],
    },
    {
        "domain": "science", "split": "fresh198", "names": "Review: the piezoelectric effect",
        "evidence": "Squeezing certain crystals, such as quartz, produces a small voltage across them; this is the "
                    "piezoelectric effect. It also works in reverse: applying a voltage makes the crystal change "
                    "shape slightly. Quartz watches use this reverse effect to keep a crystal vibrating at a steady "
                    "frequency.",
        "claims": [
            ("paraphrase", F, "Pressing on a quartz crystal creates a small voltage across it."),
            ("paraphrase", F, "A voltage applied to the crystal makes it change shape a little."),
            ("paraphrase", F, "Quartz watches rely on the reverse effect to keep a crystal vibrating steadily."),
            ("opposite", U, "Squeezing quartz produces a very large voltage."),
            ("opposite", U, "The effect only works one way: a voltage cannot change the crystal's shape."),
            ("opposite", U, "In quartz watches the crystal vibrates at a constantly changing frequency."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh198", "names": "Lecture transcript: anchoring",
        "evidence": "In one experiment, people spun a wheel rigged to stop at 10 or 65 and were then asked what "
                    "percentage of African nations were in the United Nations. Those who saw 65 gave a median "
                    "estimate of 45 percent, while those who saw 10 guessed 25 percent. A number known to be random "
                    "still pulled their answers towards it.",
        "claims": [
            ("paraphrase", F, "The wheel was rigged to land on either 10 or 65."),
            ("paraphrase", F, "People who saw 65 gave a median guess of 45 percent."),
            ("paraphrase", F, "Even an obviously random number drew estimates towards itself."),
            ("swapped_roles", U, "Those who saw 10 gave a median estimate of 45 percent."),
            ("opposite", U, "The random number had no effect on people's estimates."),
            ("number", U, "The wheel was rigged to stop at 10 or 90."),
        ],
    },
    {
        "domain": "essay", "split": "fresh198", "names": "Essay: forest school",
        "evidence": "At forest school, children spend regular sessions outdoors in woodland, in all weathers, "
                    "choosing much of what they do. Teachers report gains in confidence and cooperation, though few "
                    "studies measure effects on academic results. Critics note that sessions take time from the "
                    "classroom and depend on staff trained in outdoor safety.",
        "claims": [
            ("paraphrase", F, "Forest school sessions take place outdoors in woodland whatever the weather."),
            ("paraphrase", F, "Teachers report that children become more confident and cooperative."),
            ("paraphrase", F, "Forest school depends on staff trained in outdoor safety."),
            ("opposite", U, "Forest school sessions are cancelled in bad weather."),
            ("strength", U, "Many studies show that forest school raises academic results."),
            ("opposite", U, "At forest school, teachers decide everything the children do."),
        ],
    },
]
