"""A hundred-and-ninety-third held-out set for ``benchmarks/verifier.py`` (split ``fresh193``).

Written on 2026-11-29 (session 58) after round 129 (which read ``fresh188``-``fresh190``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh193", "names": "Teaching notes: the Aria of the Goldberg Variations",
        "evidence": "The Aria that opens and closes the Goldberg Variations is a sarabande, with a slight stress on "
                    "the second beat of each bar. Play the ornaments lightly and on the beat, and let the bass line "
                    "move steadily beneath them; its thirty-two notes are the ground on which all thirty variations "
                    "are built.",
        "claims": [
            ("paraphrase", F, "The Aria that begins and ends the Goldberg Variations is a sarabande."),
            ("paraphrase", F, "Each bar carries a slight stress on its second beat."),
            ("paraphrase", F, "All thirty variations are built on the Aria's thirty-two-note bass line."),
            ("substitution", U, "The Aria stresses the first beat of each bar."),
            ("opposite", U, "Play the ornaments heavily and before the beat."),
            ("number", U, "The Goldberg Variations contain twelve variations on the Aria's bass."),
        ],
    },
    {
        "domain": "literature", "split": "fresh193", "names": "Study guide: The Red Badge of Courage",
        "evidence": "Henry Fleming, a young Union soldier, runs from his first battle in panic. Ashamed, he wanders "
                    "among the wounded, and is later struck on the head by a retreating soldier's rifle; his comrades "
                    "assume it is a battle wound. In the next fight he carries the regiment's flag and fights "
                    "bravely.",
        "claims": [
            ("paraphrase", F, "Henry Fleming flees his first battle in panic."),
            ("paraphrase", F, "His comrades believe the blow to his head is a wound from battle."),
            ("paraphrase", F, "In the following fight Henry carries the flag and fights with courage."),
            ("opposite", U, "Henry stands his ground bravely in his first battle."),
            ("substitution", U, "Henry is wounded in the head by an enemy bullet."),
            ("reversed_order", U, "Henry carries the regiment's flag before he runs from battle."),
        ],
    },
    {
        "domain": "docs", "split": "fresh193", "names": "Help: Sharing passwords with family",
        "evidence": "You can share a password with members of your family group. Shared passwords stay in sync: when "
                    "one member changes a password, the others receive the change. Removing someone from the group "
                    "stops sharing new changes with them, but they keep the passwords they already received.",
        "claims": [
            ("paraphrase", F, "Passwords can be shared with people in your family group."),
            ("paraphrase", F, "When one member updates a shared password, the others get the update."),
            ("paraphrase", F, "A person removed from the group keeps the passwords already shared with them."),
            ("opposite", U, "Removing someone from the family group deletes the passwords they already received."),
            ("opposite", U, "Changes made by one member are not passed on to the others."),
            ("opposite", U, "People removed from the group keep receiving new password changes."),
        ],
    },
    {
        "domain": "science", "split": "fresh193", "names": "Review: camouflage in stick insects",
        "evidence": "Stick insects resemble twigs so closely that birds hunting by sight often miss them. Many "
                    "species also sway gently from side to side, which makes them look like twigs moving in the wind. "
                    "Their eggs resemble plant seeds, and some are carried away and buried by ants.",
        "claims": [
            ("paraphrase", F, "Stick insects look so like twigs that birds hunting by sight often miss them."),
            ("paraphrase", F, "Many species sway gently so that they resemble twigs blowing in the wind."),
            ("paraphrase", F, "Ants carry away and bury some stick insect eggs."),
            ("opposite", U, "The swaying makes stick insects easier for birds to spot."),
            ("overgeneralisation", U, "All stick insect eggs are buried by ants."),
            ("substitution", U, "Stick insect eggs resemble small pebbles."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh193", "names": "Lecture 5: Charles's law",
        "evidence": "At constant pressure, the volume of a fixed amount of gas is proportional to its absolute "
                    "temperature: doubling the temperature in kelvin doubles the volume. Jacques Charles found the "
                    "relation around 1787 but did not publish it; Joseph Gay-Lussac published it in 1802 and credited "
                    "Charles.",
        "claims": [
            ("paraphrase", F, "At constant pressure, a gas's volume is proportional to its absolute temperature."),
            ("paraphrase", F, "Doubling the kelvin temperature doubles the volume."),
            ("paraphrase", F, "Gay-Lussac published the law in 1802 and gave Charles the credit."),
            ("opposite", U, "Doubling the temperature in kelvin halves the volume of the gas."),
            ("misattribution", U, "Charles published the law in 1802."),
            ("opposite", U, "Gay-Lussac published the law and claimed the discovery as his own."),
        ],
    },
    {
        "domain": "essay", "split": "fresh193", "names": "Essay sources: mobile libraries",
        "evidence": "A rural council that replaced two small branch libraries with a mobile library van found that "
                    "the number of children borrowing books rose, while the number of older adults borrowing fell. "
                    "The council believes many older readers found the van's short weekly stops hard to reach.",
        "claims": [
            ("paraphrase", F, "The council replaced two small branch libraries with a mobile library van."),
            ("paraphrase", F, "More children borrowed books after the change."),
            ("paraphrase", F, "The council thinks many older readers struggled to reach the van's brief weekly stops."),
            ("swapped_roles", U, "The number of older adults borrowing rose, while the number of children borrowing fell."),
            ("opposite", U, "The council believes older readers found the van easier to reach than the branch libraries."),
            ("number", U, "The council replaced five branch libraries with the van."),
        ],
    },
]
