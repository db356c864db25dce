"""A A hundred-and-ninety-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh196``).

Written on 2026-11-29 (session 59) after round 130 (which read ``fresh191``-``fresh193``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh196", "names": "Teaching notes: Debussy's Reflets dans l'eau",
        "evidence": "Reflets dans l'eau begins very softly, with the three-note figure in the right hand rippling "
                    "over a sustained bass. Let the pedal blur the harmonies a little, as the title suggests, but "
                    "clear it before the bass moves. The climax is loud and full, yet it should grow gradually from "
                    "the quiet opening rather than arrive suddenly.",
        "claims": [
            ("paraphrase", F, "The piece opens very quietly."),
            ("paraphrase", F, "Clear the pedal before the bass note changes."),
            ("paraphrase", F, "The climax should build gradually out of the quiet beginning."),
            ("opposite", U, "The climax should arrive suddenly, without a gradual build."),
            ("opposite", U, "Keep the pedal down when the bass moves so the harmonies run together."),
            ("substitution", U, "The three-note figure ripples in the left hand over a sustained treble."),
        ],
    },
    {
        "domain": "literature", "split": "fresh196", "names": "Study guide: Michael Kohlhaas",
        "evidence": "Michael Kohlhaas, an honest horse dealer, has two horses seized and mistreated by a nobleman, "
                    "the Junker von Tronka. When the courts refuse him justice, he raises a band of men and burns "
                    "towns in search of the Junker. In the end the court restores his horses in full health, and "
                    "Kohlhaas is executed for his crimes.",
        "claims": [
            ("paraphrase", F, "Kohlhaas is an honest dealer in horses."),
            ("paraphrase", F, "Kohlhaas turns to violence after the courts deny him justice."),
            ("paraphrase", F, "His horses are returned to him healthy before he is executed."),
            ("number", U, "The Junker seizes five of Kohlhaas's horses."),
            ("opposite", U, "The courts grant Kohlhaas justice at once."),
            ("opposite", U, "Kohlhaas is pardoned for his crimes at the end."),
        ],
    },
    {
        "domain": "docs", "split": "fresh196", "names": "Help: Undo Send",
        "evidence": "After you send an email, an Undo button appears for a few seconds. The default window is 5 "
                    "seconds, and you can set it to 10, 20 or 30 seconds in Settings. During that time the email has "
                    "not left your account; once the window closes the message is sent and can no longer be recalled.",
        "claims": [
            ("paraphrase", F, "An Undo button is shown for a few seconds after sending."),
            ("paraphrase", F, "You can lengthen the undo window to 10, 20 or 30 seconds."),
            ("paraphrase", F, "After the window closes, the message can no longer be recalled."),
            ("number", U, "The default undo window is 30 seconds."),
            ("opposite", U, "You can still recall the message after the undo window has closed."),
            ("opposite", U, "The email has already reached the recipient while the Undo button is shown."),
        ],
    },
    {
        "domain": "science", "split": "fresh196", "names": "Review: the Tyndall effect",
        "evidence": "In a colloid, such as milk diluted in water, particles are large enough to scatter a beam of "
                    "light, so the beam's path becomes visible from the side. In a true solution, like salt water, "
                    "the particles are too small and the beam cannot be seen. Blue light is scattered more than red, "
                    "which is why the side view looks bluish.",
        "claims": [
            ("paraphrase", F, "A colloid scatters a light beam, making its path visible from the side."),
            ("paraphrase", F, "In salt water the beam of light cannot be seen."),
            ("paraphrase", F, "Because blue light scatters more than red, the beam looks bluish from the side."),
            ("opposite", U, "A beam of light shows clearly when it passes through salt water."),
            ("swapped_roles", U, "Red light is scattered more than blue light."),
            ("opposite", U, "The particles in a colloid are too small to scatter light."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh196", "names": "Lecture transcript: the bystander effect",
        "evidence": "In Darley and Latané's experiments, a participant heard another student apparently having a "
                    "seizure over an intercom. When participants believed they were the only one listening, 85 "
                    "percent went for help; when they believed four others were also listening, only 31 percent did. "
                    "The more bystanders there are, the less responsible each one feels.",
        "claims": [
            ("paraphrase", F, "Participants heard what sounded like another student having a seizure."),
            ("paraphrase", F, "Eighty-five percent of those who thought they were alone went for help."),
            ("paraphrase", F, "Each bystander feels less responsible as the number of bystanders grows."),
            ("number", U, "When participants believed four others were listening, 61 percent went for help."),
            ("opposite", U, "People were more likely to help when they believed others were also listening."),
            ("misattribution", U, "Milgram's experiments found that people were less likely to help when others were listening."),
        ],
    },
    {
        "domain": "essay", "split": "fresh196", "names": "Essay: retrieval practice",
        "evidence": "Testing yourself on material, rather than rereading it, leads to better long-term memory. In one "
                    "study students who took practice tests remembered more a week later, even though those who "
                    "reread felt more confident. The tests need not be graded; low-stakes quizzes work well.",
        "claims": [
            ("paraphrase", F, "Self-testing produces better long-term retention than rereading."),
            ("paraphrase", F, "Students who reread felt more confident even though they remembered less."),
            ("paraphrase", F, "Quizzes with low stakes are effective."),
            ("opposite", U, "Rereading material leads to better long-term memory than testing yourself."),
            ("swapped_roles", U, "Students who took practice tests felt more confident than those who reread."),
            ("opposite", U, "Practice tests only help when they are graded."),
        ],
    },
]
