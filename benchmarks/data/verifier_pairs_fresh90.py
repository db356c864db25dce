"""A ninety-first held-out set for ``benchmarks/verifier.py`` (split ``fresh90``).

Written on 2026-11-27 (session 46) after round 88, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read, in round 89 (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh90", "names": "Lesson notes: the una corda pedal",
        "evidence": "The left pedal shifts the hammers sideways so they strike fewer strings, which softens the "
                    "tone and changes its colour. Do not use it as a substitute for playing quietly with the "
                    "fingers; save it for passages the score marks una corda.",
        "claims": [
            ("paraphrase", F, "Pressing the left pedal moves the hammers to the side so they hit fewer strings."),
            ("paraphrase", F, "The una corda pedal makes the sound softer and alters its colour."),
            ("paraphrase", F, "Keep the left pedal for passages marked una corda in the score."),
            ("opposite", U, "Use the left pedal whenever you need to play quietly."),
            ("substitution", U, "The left pedal lifts the dampers from the strings."),
            ("opposite", U, "The left pedal makes the hammers strike more strings."),
        ],
    },
    {
        "domain": "literature", "split": "fresh90", "names": "Study guide: Robinson Crusoe",
        "evidence": "Crusoe is shipwrecked alone on an island near the mouth of the Orinoco and salvages tools, "
                    "guns and food from the wreck. After many years he rescues a prisoner from cannibals and names "
                    "him Friday after the day of the week on which they met.",
        "claims": [
            ("paraphrase", F, "Crusoe takes tools, guns and food from the wrecked ship."),
            ("paraphrase", F, "He is the only survivor washed up on an island close to the Orinoco."),
            ("paraphrase", F, "Crusoe calls the man he saves Friday, for the day they met."),
            ("misattribution", U, "Friday rescues Crusoe from cannibals."),
            ("reversed_order", U, "Crusoe meets Friday soon after the shipwreck, before he salvages anything."),
            ("substitution", U, "Crusoe is shipwrecked near the mouth of the Amazon."),
        ],
    },
    {
        "domain": "docs", "split": "fresh90", "names": "Operations guide: backup retention",
        "evidence": "Nightly backups are kept for 14 days and weekly backups for 3 months. A restore brings the "
                    "database back to the state of the chosen backup; changes made after it are lost unless the "
                    "write-ahead log archive is enabled.",
        "claims": [
            ("paraphrase", F, "Weekly backups are retained for three months."),
            ("paraphrase", F, "Each nightly backup is kept for two weeks."),
            ("paraphrase", F, "Without the write-ahead log archive, changes made after the chosen backup are lost "
                              "on restore."),
            ("number", U, "Nightly backups are kept for 30 days."),
            ("opposite", U, "A restore keeps changes made after the backup even without the log archive."),
            ("swapped_roles", U, "Weekly backups are kept for 14 days and nightly backups for 3 months."),
        ],
    },
    {
        "domain": "science", "split": "fresh90", "names": "Abstract: three-toed sloths",
        "evidence": "Three-toed sloths climbed down from the canopy about once a week to defecate at the base of "
                    "their tree. Moths living in their fur laid eggs in the dung, and sloths carrying more moths "
                    "also had more algae in their fur, which they may eat.",
        "claims": [
            ("paraphrase", F, "Roughly once a week the sloths came down from the canopy to defecate at the foot "
                              "of their tree."),
            ("paraphrase", F, "The moths in the sloths' fur laid their eggs in the dung."),
            ("paraphrase", F, "Sloths with more moths had more algae in their fur."),
            ("number", U, "The sloths came down to the ground about once a day."),
            ("causal", U, "Eating the algae is what makes sloths come down from the trees."),
            ("opposite", U, "Sloths carrying more moths had less algae in their fur."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh90", "names": "Lecture transcript: Morse and the telegraph",
        "evidence": "In 1844 Samuel Morse sent the message 'What hath God wrought' from Washington to Baltimore "
                    "over an experimental line paid for by Congress. His code gave the shortest signals to the "
                    "letters used most often in English, such as E and T.",
        "claims": [
            ("paraphrase", F, "Morse sent 'What hath God wrought' from Washington to Baltimore in 1844."),
            ("paraphrase", F, "Congress paid for the experimental line."),
            ("paraphrase", F, "The most common letters in English, like E and T, got the shortest signals."),
            ("swapped_roles", U, "The message was sent from Baltimore to Washington."),
            ("opposite", U, "The letters used most often got the longest signals."),
            ("misattribution", U, "The experimental line was paid for by a group of New York bankers."),
        ],
    },
    {
        "domain": "essay", "split": "fresh90", "names": "Course reader: Little Women",
        "evidence": "Jo March refuses Laurie's proposal because she loves him only as a friend, and Laurie later "
                    "marries her sister Amy. Jo moves to New York, where she meets Professor Bhaer, who criticises "
                    "the sensational stories she writes for money.",
        "claims": [
            ("paraphrase", F, "Jo turns down Laurie because her love for him is only friendship."),
            ("paraphrase", F, "In the end Laurie marries Amy, Jo's sister."),
            ("paraphrase", F, "Professor Bhaer criticises the sensational stories Jo writes to earn money."),
            ("misattribution", U, "Laurie marries Jo's sister Beth."),
            ("opposite", U, "Professor Bhaer praises the sensational stories Jo writes."),
            ("substitution", U, "Jo moves to Boston, where she meets Professor Bhaer."),
        ],
    },
]
