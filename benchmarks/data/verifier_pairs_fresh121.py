"""A hundred-and-twenty-second held-out set for ``benchmarks/verifier.py`` (split ``fresh121``).

Written on 2026-11-28 (session 49) after the round that read ``fresh116``-``fresh118``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh121", "names": "Practice notes: left-hand ostinato",
        "evidence": "An ostinato is a short figure repeated without change under a moving melody. Learn the "
                    "left-hand pattern until it runs on its own before adding the right hand, and keep it quieter "
                    "than the melody, which should sing above it.",
        "claims": [
            ("paraphrase", F, "An ostinato repeats a short figure unchanged beneath a melody."),
            ("paraphrase", F, "Get the left-hand pattern automatic before you add the right hand."),
            ("paraphrase", F, "The melody should be louder than the ostinato."),
            ("swapped_roles", U, "Keep the melody quieter than the ostinato beneath it."),
            ("reversed_order", U, "Learn the right hand first and add the left-hand pattern afterwards."),
            ("opposite", U, "An ostinato changes a little each time it is repeated."),
        ],
    },
    {
        "domain": "literature", "split": "fresh121", "names": "Study guide: The Tell-Tale Heart",
        "evidence": "The narrator insists he is not mad while describing how he killed the old man he lived with, "
                    "whose pale blue 'vulture eye' he could not bear. He hides the body under the floorboards, but "
                    "when the police call, he hears a beating heart grow louder and louder until he confesses.",
        "claims": [
            ("paraphrase", F, "The narrator claims he is sane while telling how he murdered the old man."),
            ("paraphrase", F, "He could not stand the old man's pale blue eye."),
            ("paraphrase", F, "The sound of a beating heart drives him to confess to the police."),
            ("opposite", U, "The narrator admits from the start that he is mad."),
            ("substitution", U, "He buries the body in the garden."),
            ("swapped_roles", U, "The police hear a beating heart and accuse the narrator."),
        ],
    },
    {
        "domain": "docs", "split": "fresh121", "names": "Help centre: read receipts",
        "evidence": "Read receipts show the sender when a message has been opened. They are off by default for new "
                    "accounts; if you turn them off, you also stop seeing receipts from others. Receipts are never "
                    "sent for messages in channels with more than 50 members.",
        "claims": [
            ("paraphrase", F, "A read receipt tells the sender that the message was opened."),
            ("paraphrase", F, "New accounts start with read receipts switched off."),
            ("paraphrase", F, "Turning receipts off means you no longer see other people's receipts either."),
            ("opposite", U, "Read receipts are on by default for new accounts."),
            ("number", U, "Receipts are not sent in channels with more than 15 members."),
            ("opposite", U, "You can turn off your own receipts and still see receipts from others."),
        ],
    },
    {
        "domain": "science", "split": "fresh121", "names": "Abstract: flamingo colour",
        "evidence": "Flamingos are born grey and turn pink from carotenoid pigments in the algae and brine shrimp "
                    "they eat. In captive flocks fed a diet without added pigment, adults faded to pale pink within "
                    "two moults, while birds given canthaxanthin kept their colour.",
        "claims": [
            ("paraphrase", F, "Flamingo chicks are grey when they hatch."),
            ("paraphrase", F, "Their pink comes from pigments in the algae and shrimp in their diet."),
            ("paraphrase", F, "Captive flamingos given canthaxanthin stayed pink."),
            ("opposite", U, "Flamingos are born pink and turn grey as they grow."),
            ("opposite", U, "Without added pigment, captive adults turned a deeper pink."),
            ("number", U, "Adults without added pigment faded within five moults."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh121", "names": "Lecture transcript: Columbus's first voyage",
        "evidence": "Columbus sailed from Palos in August 1492 with three ships and first sighted land in the "
                    "Bahamas in October. On Christmas Eve the Santa Maria ran aground off Hispaniola, and he left "
                    "about forty men behind in a fort built from its timbers before sailing home on the Nina.",
        "claims": [
            ("paraphrase", F, "The expedition left Palos in August 1492 with three ships."),
            ("paraphrase", F, "The Santa Maria went aground off Hispaniola on Christmas Eve."),
            ("paraphrase", F, "A fort was built from the wrecked ship's timbers and about forty men stayed there."),
            ("substitution", U, "The Nina ran aground off Hispaniola on Christmas Eve."),
            ("number", U, "Columbus left about four hundred men behind in the fort."),
            ("reversed_order", U, "Columbus reached Hispaniola before he first sighted land in the Bahamas."),
        ],
    },
    {
        "domain": "essay", "split": "fresh121", "names": "Course reader: The Raven",
        "evidence": "Late on a December night a grieving student, mourning the lost Lenore, hears a tapping and "
                    "opens the door to darkness. A raven flies in and perches on a bust of Pallas, answering every "
                    "question with the single word 'Nevermore', until the speaker's hope of meeting Lenore again "
                    "turns to despair.",
        "claims": [
            ("paraphrase", F, "The speaker is mourning Lenore on a December night."),
            ("paraphrase", F, "The raven settles on a bust of Pallas."),
            ("paraphrase", F, "Whatever he asks, the bird says only 'Nevermore'."),
            ("opposite", U, "The raven answers his questions in long speeches."),
            ("substitution", U, "The raven perches on a bust of Homer."),
            ("opposite", U, "By the end the speaker is sure he will meet Lenore again."),
        ],
    },
]
