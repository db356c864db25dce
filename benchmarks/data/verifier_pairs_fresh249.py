"""A two-hundred-and-forty-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh249``).

Written on 2026-11-29 (session 63) after round 163 (which read ``fresh245``-``fresh247``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh249", "names": "Repertoire notes: Jesu, Joy of Man's Desiring",
        "evidence": "Myra Hess's piano arrangement of Jesu, Joy of Man's Desiring, published in 1926, comes from the "
                    "chorale that closes Bach's Cantata BWV 147. The flowing triplets in the right hand must stay "
                    "smooth and quiet while the chorale tune, played by the thumb and the left hand, sounds through "
                    "them. Practise the triplets alone at first, then add the tune.",
        "claims": [
            ("paraphrase", F, "Hess's arrangement was published in 1926."),
            ("paraphrase", F, "The right hand's triplets stay smooth and quiet while the chorale tune sounds through them."),
            ("paraphrase", F, "Start by practising the triplets alone, then add the tune."),
            ("opposite", U, "The chorale opens Bach's Cantata BWV 147."),
            ("opposite", U, "The triplets should be louder than the chorale tune."),
            ("reversed_order", U, "Practise the tune alone first, then add the triplets."),
        ],
    },
    {
        "domain": "literature", "split": "fresh249", "names": "Study guide: A Retrieved Reformation",
        "evidence": "In O. Henry's 'A Retrieved Reformation', the safecracker Jimmy Valentine is released from prison "
                    "and soon robs several safes. He then falls in love with Annabel Adams, takes the name Ralph "
                    "Spencer, and opens a shoe store. When a child is locked in a new bank vault, Jimmy opens it with "
                    "his tools in front of Ben Price, the detective who has followed him; Price pretends not to "
                    "recognise him and walks away.",
        "claims": [
            ("paraphrase", F, "After his release from prison, Jimmy Valentine soon robs several safes."),
            ("paraphrase", F, "Jimmy takes the name Ralph Spencer and opens a shoe store."),
            ("paraphrase", F, "Ben Price pretends not to recognise Jimmy and walks away."),
            ("opposite", U, "Ben Price arrests Jimmy after he opens the vault."),
            ("substitution", U, "Jimmy opens a bakery under the name Ralph Spencer."),
            ("negation", U, "Jimmy opens the vault without his tools."),
        ],
    },
    {
        "domain": "docs", "split": "fresh249", "names": "Google help: Password Checkup",
        "evidence": "Password Checkup checks the passwords saved in your Google Account against known data breaches. "
                    "It also flags passwords that are reused across sites or are easy to guess. Google does not see "
                    "your passwords during the check, because they are compared in an encrypted form. For each "
                    "flagged password, you are offered a link to change it on the site.",
        "claims": [
            ("paraphrase", F, "Password Checkup compares your saved passwords against known data breaches."),
            ("paraphrase", F, "It also flags reused or easy-to-guess passwords."),
            ("paraphrase", F, "Passwords are compared in encrypted form, so Google does not see them."),
            ("negation", U, "Google can read your passwords during the check."),
            ("opposite", U, "Password Checkup changes flagged passwords for you automatically."),
            ("unsupported", U, "It only checks passwords that you have typed in the last month."),
        ],
    },
    {
        "domain": "science", "split": "fresh249", "names": "Physics notes: the pinhole camera",
        "evidence": "A pinhole camera is a light-tight box with a tiny hole in one side and a screen or film on the "
                    "opposite side. Light travels in straight lines through the hole, so the image formed on the "
                    "screen is upside down and reversed left to right. A smaller hole gives a sharper but dimmer "
                    "image, while a larger hole gives a brighter but blurrier one.",
        "claims": [
            ("paraphrase", F, "A pinhole camera is a box that keeps out light, with a tiny hole in one side."),
            ("paraphrase", F, "Because light travels in straight lines, the image is upside down and reversed left to right."),
            ("paraphrase", F, "A larger hole makes the image brighter but blurrier."),
            ("opposite", U, "A smaller hole gives a brighter image."),
            ("opposite", U, "The image on the screen is the right way up."),
            ("opposite", U, "A larger hole gives a sharper image."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh249", "names": "Criminology lecture: broken windows theory",
        "evidence": "The broken windows theory, set out by James Q. Wilson and George Kelling in 1982, argued that "
                    "visible signs of disorder, such as broken windows and graffiti, encourage more serious crime. "
                    "New York City adopted policing based on the idea in the 1990s. Crime in the city fell sharply, "
                    "but it also fell in cities that did not adopt the approach, and researchers still dispute how "
                    "much the policing contributed.",
        "claims": [
            ("paraphrase", F, "Wilson and Kelling set out the broken windows theory in 1982."),
            ("paraphrase", F, "The theory held that visible disorder such as graffiti encourages more serious crime."),
            ("paraphrase", F, "Crime also fell in cities that did not adopt the approach."),
            ("opposite", U, "Crime fell only in cities that adopted the approach."),
            ("opposite", U, "Researchers agree that the policing caused the fall in crime."),
            ("number", U, "New York adopted the policing in the 1970s."),
        ],
    },
    {
        "domain": "essay", "split": "fresh249", "names": "Essay source: swimming lessons",
        "evidence": "Schools in England must teach pupils to swim 25 metres by the end of primary school. A 2023 "
                    "survey found that about one in four children left primary school unable to do so, and the share "
                    "was higher in poorer areas. Schools most often blamed the cost of pool time and transport, which "
                    "takes up a large part of each lesson.",
        "claims": [
            ("paraphrase", F, "Primary pupils in England are supposed to be able to swim 25 metres by the time they leave."),
            ("paraphrase", F, "About a quarter of children left primary school unable to swim 25 metres."),
            ("paraphrase", F, "Schools most often blamed the cost of pool time and transport."),
            ("number", U, "About three in four children left primary school unable to swim 25 metres."),
            ("opposite", U, "The share unable to swim was lower in poorer areas."),
            ("number", U, "Schools must teach pupils to swim 50 metres."),
        ],
    },
]
