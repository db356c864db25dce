"""A hundred-and-thirty-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh136``).

Written on 2026-11-28 (session 52) before any run of the verifier on it, on topics no earlier split
uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh136", "names": "Repertoire notes: Satie's Gymnopedies",
        "evidence": "The left hand of the first Gymnopedie rocks between two chords, a bass note on the first beat "
                    "and a chord on the second. Keep the tempo slow and steady, and let the melody float above "
                    "without rubato; Satie marks it to be played painfully and gravely.",
        "claims": [
            ("paraphrase", F, "In the first Gymnopedie the left hand sways back and forth between two chords."),
            ("paraphrase", F, "A bass note falls on beat one and a chord on beat two."),
            ("paraphrase", F, "Hold a slow, even tempo and play the tune without rubato."),
            ("reversed_order", U, "The left hand plays a chord on the first beat and a bass note on the second."),
            ("opposite", U, "Play the melody with plenty of rubato."),
            ("opposite", U, "Satie marks it to be played lightly and playfully."),
        ],
    },
    {
        "domain": "literature", "split": "fresh136", "names": "Study guide: Wives and Daughters",
        "evidence": "Molly Gibson's widowed father, a country doctor, marries again. Molly's stepmother is vain "
                    "and selfish, but her daughter Cynthia becomes Molly's close friend, even though both girls "
                    "come to care for Roger Hamley.",
        "claims": [
            ("paraphrase", F, "Mr Gibson, a doctor whose wife has died, takes a second wife."),
            ("paraphrase", F, "The new Mrs Gibson is self-centred and vain."),
            ("paraphrase", F, "Molly and her stepsister Cynthia become close friends."),
            ("opposite", U, "Molly's stepmother is modest and generous."),
            ("opposite", U, "Cynthia and Molly become bitter enemies."),
            ("substitution", U, "Molly's father is a country lawyer."),
        ],
    },
    {
        "domain": "docs", "split": "fresh136", "names": "Help centre: snoozing reminders",
        "evidence": "You can snooze a reminder for 10 minutes, an hour, or until tomorrow morning. A snoozed "
                    "reminder comes back at the chosen time on every device you are signed in on. Reminders "
                    "cannot be snoozed more than five times.",
        "claims": [
            ("paraphrase", F, "A reminder can be snoozed for ten minutes, one hour, or until the next morning."),
            ("paraphrase", F, "When the snooze ends, the reminder returns on all your signed-in devices."),
            ("paraphrase", F, "Five snoozes is the most a reminder allows."),
            ("number", U, "You can snooze a reminder for 30 minutes."),
            ("opposite", U, "A snoozed reminder comes back only on the device where you snoozed it."),
            ("opposite", U, "You can snooze a reminder as many times as you like."),
        ],
    },
    {
        "domain": "science", "split": "fresh136", "names": "Abstract: Enceladus plumes",
        "evidence": "The Cassini spacecraft flew through plumes of water vapour erupting from cracks near the south "
                    "pole of Saturn's moon Enceladus. Grains in the plumes contained salt and silica, which "
                    "suggests a salty ocean under the ice in contact with warm rock.",
        "claims": [
            ("paraphrase", F, "Cassini passed through jets of vapour rising from fractures near Enceladus's south "
                              "pole."),
            ("paraphrase", F, "The plume grains held salt and silica."),
            ("paraphrase", F, "This points to a salty ocean beneath the ice touching warm rock."),
            ("substitution", U, "The plumes erupt from cracks near the north pole of Enceladus."),
            ("opposite", U, "The grains contained no salt, which suggests a freshwater ocean."),
            ("substitution", U, "Enceladus is a moon of Jupiter."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh136", "names": "Lecture transcript: Hubble's law",
        "evidence": "In 1929 Edwin Hubble showed that the farther away a galaxy is, the faster it is moving away "
                    "from us. Astronomers took this as evidence that the universe is expanding, although Hubble "
                    "himself remained cautious about that interpretation.",
        "claims": [
            ("paraphrase", F, "Hubble found in 1929 that more distant galaxies recede from us more quickly."),
            ("paraphrase", F, "Astronomers read this as a sign that the universe is growing."),
            ("paraphrase", F, "Hubble was careful not to commit himself to that reading."),
            ("opposite", U, "The nearer a galaxy is, the faster it moves away from us."),
            ("opposite", U, "Hubble was the first to insist that the universe is expanding."),
            ("number", U, "Hubble published his finding in 1939."),
        ],
    },
    {
        "domain": "essay", "split": "fresh136", "names": "Course reader: Tintern Abbey",
        "evidence": "Wordsworth returns to the Wye valley after five years away. He recalls that as a young man he "
                    "loved nature without thought, and says that now he hears in it the still, sad music of "
                    "humanity. He ends by addressing his sister, who is with him.",
        "claims": [
            ("paraphrase", F, "The speaker comes back to the Wye valley after an absence of five years."),
            ("paraphrase", F, "When he was young, he loved nature unthinkingly."),
            ("paraphrase", F, "Near the close he speaks to his sister, who has come with him."),
            ("number", U, "Wordsworth returns to the Wye valley after ten years away."),
            ("opposite", U, "He ends by speaking to his sister, who is far away."),
            ("substitution", U, "He says that now he hears in nature the loud, joyful music of humanity."),
        ],
    },
]
