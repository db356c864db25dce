"""A two-hundred-and-thirty-first held-out set for ``benchmarks/verifier.py`` (split ``fresh231``).

Written on 2026-11-29 (session 62) after round 157 (which read ``fresh227``-``fresh229``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh231", "names": "Repertoire notes: Rameau's Tambourin",
        "evidence": "Rameau's Tambourin, from his 1724 collection of harpsichord pieces, imitates a Provençal drum "
                    "and pipe. The left hand keeps up a drone of repeated notes, like the drum, while the right hand "
                    "plays a quick, bright tune, like the pipe. On the piano, keep the left hand light and even, and "
                    "do not use the pedal.",
        "claims": [
            ("paraphrase", F, "The left hand's repeated notes suggest the drum."),
            ("paraphrase", F, "Rameau published the Tambourin in 1724 in a collection of harpsichord pieces."),
            ("paraphrase", F, "Play it without pedal, with a light, even left hand."),
            ("swapped_roles", U, "The right hand imitates the drum with repeated notes while the left hand plays the pipe's tune."),
            ("opposite", U, "Hold the pedal down throughout to imitate the drone."),
            ("number", U, "Rameau's Tambourin dates from 1742."),
        ],
    },
    {
        "domain": "literature", "split": "fresh231", "names": "Study guide: The Interlopers",
        "evidence": "In Saki's 'The Interlopers', Ulrich von Gradwitz and Georg Znaeym, whose families have feuded "
                    "for generations over a strip of forest, meet one winter night. A falling beech tree pins both "
                    "men to the ground. Trapped, they make peace and agree to end the feud, but the figures they see "
                    "approaching are wolves, not their men.",
        "claims": [
            ("paraphrase", F, "The two families have quarrelled over a strip of forest for generations."),
            ("paraphrase", F, "Both men are pinned down by a falling beech."),
            ("paraphrase", F, "While trapped, they make peace and decide to end the feud."),
            ("opposite", U, "The figures approaching are their own men coming to rescue them."),
            ("substitution", U, "An oak tree falls and pins the two men."),
            ("reversed_order", U, "The men make peace before the tree falls on them."),
        ],
    },
    {
        "domain": "docs", "split": "fresh231", "names": "Windows help: Windows Hello",
        "evidence": "Windows Hello lets you sign in to your device with your face, fingerprint or a PIN. Your "
                    "biometric data is stored only on the device and is never sent to Microsoft. You must set up a "
                    "PIN before you can add face or fingerprint sign-in, and the PIN remains as a backup if "
                    "recognition fails.",
        "claims": [
            ("paraphrase", F, "You can sign in with a PIN, your fingerprint or your face."),
            ("paraphrase", F, "Biometric data stays on the device and is not sent to Microsoft."),
            ("paraphrase", F, "If recognition fails, you can still use your PIN."),
            ("opposite", U, "Your face and fingerprint data are uploaded to Microsoft."),
            ("reversed_order", U, "You can set up a PIN only after adding fingerprint sign-in."),
            ("opposite", U, "Windows Hello does not support signing in with a PIN."),
        ],
    },
    {
        "domain": "science", "split": "fresh231", "names": "Lecture notes: the Rubens tube",
        "evidence": "A Rubens tube is a long metal pipe with a row of small holes along the top, filled with "
                    "flammable gas and closed at one end by a loudspeaker. When a tone is played, a standing wave "
                    "forms inside, and the flames are tallest where the pressure varies most and shortest at the "
                    "nodes between. Changing the frequency changes the spacing of the tall flames.",
        "claims": [
            ("paraphrase", F, "The tube is sealed at one end by a loudspeaker."),
            ("paraphrase", F, "At the nodes the flames are at their lowest."),
            ("paraphrase", F, "A different frequency gives a different spacing between the tall flames."),
            ("opposite", U, "The flames are tallest at the nodes."),
            ("substitution", U, "The holes run along the bottom of the pipe."),
            ("opposite", U, "The spacing of the tall flames stays the same at any frequency."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh231", "names": "Lecture transcript: survivorship bias",
        "evidence": "During the Second World War, the statistician Abraham Wald studied bombers returning from "
                    "missions. Officers wanted to add armour where the returning planes had the most bullet holes, "
                    "but Wald argued the armour belonged where the holes were fewest, because planes hit there had "
                    "not come back. The error of looking only at the survivors is called survivorship bias.",
        "claims": [
            ("paraphrase", F, "Wald examined bombers that came back from their missions."),
            ("paraphrase", F, "Officers proposed armouring the areas with the most bullet holes."),
            ("paraphrase", F, "Wald said planes hit in the least-damaged areas were the ones that did not return."),
            ("misattribution", U, "The officers argued that armour belonged where the holes were fewest."),
            ("opposite", U, "Wald recommended armouring the areas with the most bullet holes."),
            ("substitution", U, "Wald studied bombers during the First World War."),
        ],
    },
    {
        "domain": "essay", "split": "fresh231", "names": "Essay: the lunchtime chess club",
        "evidence": "Our school's lunchtime chess club has grown from six members to about forty in two years. "
                    "Teachers say it attracts pupils who do not join sports teams, and some of them have become "
                    "noticeably calmer in lessons. The club has no budget, so the boards are donated by parents.",
        "claims": [
            ("paraphrase", F, "The chess club now has roughly forty members, up from six two years ago."),
            ("paraphrase", F, "According to teachers, it draws pupils who are not in sports teams."),
            ("paraphrase", F, "Parents donate the boards because the club has no budget."),
            ("number", U, "The club grew from six to about forty members in five years."),
            ("opposite", U, "The school gives the club a budget to buy boards."),
            ("overgeneralisation", U, "All of the club's members have become calmer in lessons."),
        ],
    },
]
