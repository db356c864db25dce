"""A hundred-and-twenty-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh126``).

Written on 2026-11-28 (session 50) after the round that read ``fresh122``-``fresh124``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh126", "names": "Practice notes: polyrhythms",
        "evidence": "To play three notes in one hand against two in the other, count six pulses per beat: the "
                    "triplet falls on pulses one, three and five, the duplet on one and four. Practise each hand "
                    "alone with the count first, then tap the pattern on a table before playing it slowly on the "
                    "keys.",
        "claims": [
            ("paraphrase", F, "For three against two, divide each beat into six counts."),
            ("paraphrase", F, "The duplet notes come on counts one and four."),
            ("paraphrase", F, "Tap the rhythm on a table before trying it at the piano."),
            ("number", U, "For three against two, count eight pulses per beat."),
            ("substitution", U, "The triplet falls on pulses one, three and four."),
            ("reversed_order", U, "Play the pattern slowly on the keys first, then tap it on a table."),
        ],
    },
    {
        "domain": "literature", "split": "fresh126", "names": "Study guide: The Woman in White",
        "evidence": "Walter Hartright, a drawing master, meets a woman dressed in white on a dark road near London; "
                    "she is Anne Catherick, who has escaped from an asylum. He later falls in love with his pupil "
                    "Laura Fairlie, but Laura marries Sir Percival Glyde, who plots with Count Fosco to seize her "
                    "fortune.",
        "claims": [
            ("paraphrase", F, "Hartright earns his living teaching drawing."),
            ("paraphrase", F, "The woman in white has run away from an asylum."),
            ("paraphrase", F, "Sir Percival and Count Fosco scheme to take Laura's money."),
            ("swapped_roles", U, "Laura Fairlie teaches Walter Hartright to draw."),
            ("misattribution", U, "Walter Hartright marries Laura Fairlie and plots to seize her fortune."),
            ("substitution", U, "Hartright meets the woman in white on a dark road near Liverpool."),
        ],
    },
    {
        "domain": "docs", "split": "fresh126", "names": "Admin guide: single sign-on",
        "evidence": "With single sign-on enabled, members sign in through your identity provider instead of a "
                    "password. Admins keep a password login as a fallback in case the provider is down. Turning SSO "
                    "on signs out every member who is currently logged in with a password.",
        "claims": [
            ("paraphrase", F, "Once SSO is on, members log in via the identity provider rather than with a password."),
            ("paraphrase", F, "If the identity provider fails, admins can still sign in with a password."),
            ("paraphrase", F, "Members signed in with a password are logged out when SSO is switched on."),
            ("misattribution", U, "Members keep a password login as a fallback if the provider is down."),
            ("opposite", U, "Turning SSO on leaves members who are logged in with a password signed in."),
            ("opposite", U, "With SSO enabled, admins lose their password login entirely."),
        ],
    },
    {
        "domain": "science", "split": "fresh126", "names": "Abstract: baobab water storage",
        "evidence": "Baobab trunks shrank by up to 2 percent in diameter during the dry season and swelled again "
                    "after the first rains. The stored water, however, was used mainly to grow new leaves before "
                    "the rains began, not to keep the tree alive through the drought.",
        "claims": [
            ("paraphrase", F, "In the dry season baobab trunks got slightly thinner."),
            ("paraphrase", F, "The trunks expanded again once the first rains came."),
            ("paraphrase", F, "Baobabs spent their stored water mostly on putting out new leaves ahead of the rains."),
            ("number", U, "Baobab trunks shrank by up to 20 percent in diameter in the dry season."),
            ("opposite", U, "The stored water mainly kept the tree alive through the drought."),
            ("reversed_order", U, "The trunks swelled during the dry season and shrank after the first rains."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh126", "names": "Lecture transcript: building the Hoover Dam",
        "evidence": "Before the Hoover Dam could be built, workers drove four diversion tunnels through the canyon "
                    "walls to carry the Colorado River around the site. The concrete was poured in blocks and "
                    "cooled with chilled water piped through it; poured in one mass, it would have taken over a "
                    "century to cool.",
        "claims": [
            ("paraphrase", F, "Four tunnels were cut through the canyon walls to send the river around the site."),
            ("paraphrase", F, "Chilled water running through pipes cooled the concrete."),
            ("paraphrase", F, "A single solid pour would have needed more than a hundred years to cool."),
            ("number", U, "Workers drove two diversion tunnels through the canyon walls."),
            ("opposite", U, "The concrete was poured in a single mass and left to cool on its own."),
            ("reversed_order", U, "The diversion tunnels were dug after the dam was finished."),
        ],
    },
    {
        "domain": "essay", "split": "fresh126", "names": "Course reader: The Lady of Shalott",
        "evidence": "The Lady of Shalott lives in a tower and may see the world only in a mirror, weaving what it "
                    "shows, because a curse will fall if she looks directly at Camelot. When Lancelot rides by "
                    "singing, she turns to the window, the mirror cracks, and she floats down to Camelot in a boat, "
                    "dying before she arrives.",
        "claims": [
            ("paraphrase", F, "She can see the outside world only through a mirror."),
            ("paraphrase", F, "Looking straight at Camelot would bring a curse upon her."),
            ("paraphrase", F, "She dies in the boat before reaching Camelot."),
            ("opposite", U, "She reaches Camelot alive and speaks to Lancelot."),
            ("causal", U, "The mirror cracks first, and that makes her turn to the window."),
            ("substitution", U, "When Arthur rides by singing, she turns to the window."),
        ],
    },
]
