"""A seventy-third held-out set for ``benchmarks/verifier.py`` (split ``fresh72``).

Written on 2026-11-27 (session 43) after round 71 (whose rules read ``fresh71``'s errors), before
any run of the verifier on it, on topics no earlier split uses (checked with grep), measured once
(see ``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh72", "names": "Lesson notes: ornaments in Mozart",
        "evidence": "In Mozart, start trills on the upper note unless the melody already approaches from "
                    "above, and keep them in strict time with the left hand. A turn should sound light and "
                    "quick, never louder than the note it decorates.",
        "claims": [
            ("paraphrase", F, "Mozart's trills usually begin on the upper note."),
            ("paraphrase", F, "Trills should stay in strict time with the left hand."),
            ("paraphrase", F, "A turn must never be louder than the note it ornaments."),
            ("opposite", U, "Start Mozart's trills on the main note."),
            ("opposite", U, "A turn should sound heavy and slow."),
            ("opposite", U, "Let the trill drift freely against the left hand."),
        ],
    },
    {
        "domain": "literature", "split": "fresh72", "names": "Study guide: Beowulf",
        "evidence": "Beowulf sails to Denmark to help King Hrothgar, whose hall has been raided by Grendel "
                    "for twelve years. He fights the monster without weapons and tears off its arm. "
                    "Grendel's mother then attacks the hall to avenge her son.",
        "claims": [
            ("paraphrase", F, "Grendel had raided Hrothgar's hall for twelve years."),
            ("paraphrase", F, "Beowulf fights Grendel bare-handed and rips off its arm."),
            ("paraphrase", F, "Grendel's mother attacks the hall to take revenge for her son."),
            ("number", U, "Grendel had raided the hall for three years before Beowulf arrived."),
            ("swapped_roles", U, "Hrothgar sails to Denmark to help King Beowulf."),
            ("opposite", U, "Beowulf fights Grendel with a sword and spear."),
        ],
    },
    {
        "domain": "docs", "split": "fresh72", "names": "API guide: idempotency keys",
        "evidence": "Send an Idempotency-Key header with every POST request. If a request with the same key "
                    "arrives within 24 hours, the server returns the stored response instead of creating a "
                    "second charge. Keys are not shared between accounts.",
        "claims": [
            ("paraphrase", F, "Every POST request should carry an Idempotency-Key header."),
            ("paraphrase", F, "A repeated key within 24 hours gets the stored response, not a second charge."),
            ("paraphrase", F, "Each account has its own keys."),
            ("number", U, "Keys are remembered for 48 hours."),
            ("opposite", U, "A repeated key within 24 hours creates a second charge."),
            ("opposite", U, "Keys are shared across all accounts."),
        ],
    },
    {
        "domain": "science", "split": "fresh72", "names": "Abstract: dogs and childhood allergies",
        "evidence": "Children who lived with a dog during their first year had fewer allergies at age six than "
                    "children without pets. No such difference was found for cats, and the link was weaker in "
                    "children of allergic parents.",
        "claims": [
            ("paraphrase", F, "Living with a dog in the first year was linked to fewer allergies at six."),
            ("paraphrase", F, "No difference was found for cats."),
            ("paraphrase", F, "The link was weaker when parents had allergies."),
            ("causal", U, "Owning a dog prevents allergies in children."),
            ("opposite", U, "Cats reduced allergies as much as dogs did."),
            ("opposite", U, "The link was stronger in children of allergic parents."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh72", "names": "Lecture transcript: the water cycle",
        "evidence": "[00:08:15] The sun heats the oceans, and water evaporates into the air as vapour. "
                    "[00:08:32] As the vapour rises it cools and condenses into clouds, and when the droplets "
                    "grow heavy enough they fall as rain or snow.",
        "claims": [
            ("paraphrase", F, "Heat from the sun makes ocean water evaporate."),
            ("paraphrase", F, "Rising vapour cools and condenses to form clouds."),
            ("paraphrase", F, "Droplets fall as rain or snow once they are heavy enough."),
            ("reversed_order", U, "Vapour condenses into clouds before it rises and cools."),
            ("opposite", U, "As the vapour rises it warms and condenses into clouds."),
            ("opposite", U, "Droplets fall as rain when they become light enough."),
        ],
    },
    {
        "domain": "essay", "split": "fresh72", "names": "Course reader: the Irish famine",
        "evidence": "Between 1845 and 1852 a potato blight destroyed much of Ireland's main food crop. About a "
                    "million people died, and another million emigrated, many to America. Food exports from "
                    "Ireland continued throughout the famine.",
        "claims": [
            ("paraphrase", F, "A potato blight wiped out much of Ireland's staple crop from 1845 to 1852."),
            ("paraphrase", F, "Around a million people emigrated, many of them to America."),
            ("paraphrase", F, "Ireland kept exporting food during the famine."),
            ("opposite", U, "Food exports from Ireland stopped during the famine."),
            ("number", U, "About three million people died in the famine."),
            ("date", U, "The famine lasted from 1745 to 1752."),
        ],
    },
]
