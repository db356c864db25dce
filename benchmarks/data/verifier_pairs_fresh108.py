"""A hundred-and-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh108``).

Written on 2026-11-28 (session 47) after round 97, before any run of the verifier on it, on
topics no earlier split uses (checked with grep), and measured once before any rule was read from
it (see ``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh108", "names": "Technique notes: scales in contrary motion",
        "evidence": "Scales in contrary motion are easier to learn than parallel ones, because both thumbs turn "
                    "under at the same moment. Begin them from the same note in both hands, with the thumbs "
                    "meeting in the middle, and keep the wrists level as the hands move apart.",
        "claims": [
            ("paraphrase", F, "Contrary-motion scales are easier to learn than scales in parallel motion."),
            ("paraphrase", F, "In contrary motion both thumbs pass under at the same time."),
            ("paraphrase", F, "Start both hands on the same note, with the thumbs meeting in the middle."),
            ("opposite", U, "Scales in contrary motion are harder to learn than parallel ones."),
            ("opposite", U, "In contrary motion the thumbs turn under at different moments."),
            ("opposite", U, "Let the wrists drop as the hands move apart."),
        ],
    },
    {
        "domain": "literature", "split": "fresh108", "names": "Study guide: The Velveteen Rabbit",
        "evidence": "A toy rabbit given to a boy at Christmas is ignored at first, until the old Skin Horse tells "
                    "him that a toy becomes Real when a child truly loves it. After the boy's scarlet fever, the "
                    "doctor orders the rabbit to be burned, but a fairy turns him into a real rabbit.",
        "claims": [
            ("paraphrase", F, "At first the boy pays no attention to the toy rabbit he gets at Christmas."),
            ("paraphrase", F, "The Skin Horse explains that a toy becomes Real when a child really loves it."),
            ("paraphrase", F, "Once the boy has had scarlet fever, the doctor says the rabbit must be burned."),
            ("misattribution", U, "The fairy tells the rabbit that a toy becomes Real when a child loves it."),
            ("opposite", U, "The doctor orders the rabbit to be kept beside the boy's bed."),
            ("swapped_roles", U, "The rabbit turns a fairy into a real rabbit."),
        ],
    },
    {
        "domain": "docs", "split": "fresh108", "names": "Help centre: notifications",
        "evidence": "You are notified at once when someone mentions you or replies to your comment. Other activity "
                    "on projects you follow is collected into a daily digest sent at 8:00 in your time zone; you "
                    "can switch the digest off, but mention notifications cannot be turned off.",
        "claims": [
            ("paraphrase", F, "Mentions and replies to your comments notify you straight away."),
            ("paraphrase", F, "Other activity on followed projects is gathered into a daily digest."),
            ("paraphrase", F, "Mention notifications cannot be switched off."),
            ("opposite", U, "Mentions are collected into the daily digest rather than sent at once."),
            ("number", U, "The daily digest is sent at 18:00 in your time zone."),
            ("opposite", U, "The digest cannot be switched off, but mention notifications can."),
        ],
    },
    {
        "domain": "science", "split": "fresh108", "names": "Abstract: reindeer eyes in winter",
        "evidence": "In Arctic reindeer, a reflective layer behind the retina changes from gold in summer to deep "
                    "blue in winter. The blue layer scatters more light through the retina, making the eye more "
                    "sensitive in the long winter twilight at the cost of sharper vision.",
        "claims": [
            ("paraphrase", F, "The reflective layer behind an Arctic reindeer's retina is gold in summer and deep "
                              "blue in winter."),
            ("paraphrase", F, "The blue winter layer sends more light scattering through the retina."),
            ("paraphrase", F, "This makes the eye more sensitive in the long twilight, but vision is less sharp."),
            ("swapped_roles", U, "The layer is blue in summer and gold in winter."),
            ("opposite", U, "The blue layer makes the eye less sensitive but gives sharper vision."),
            ("overgeneralisation", U, "All deer change the colour of their eyes in winter."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh108", "names": "Lecture transcript: Lindbergh's flight",
        "evidence": "On 20 May 1927 Charles Lindbergh took off from Roosevelt Field in New York in the Spirit of St. "
                    "Louis and landed at Le Bourget near Paris 33 and a half hours later. He flew alone, without a "
                    "radio, and won the 25,000-dollar Orteig Prize for the first non-stop flight between the two "
                    "cities.",
        "claims": [
            ("paraphrase", F, "Lindbergh left Roosevelt Field in New York on 20 May 1927."),
            ("paraphrase", F, "He touched down at Le Bourget, near Paris, after 33 and a half hours."),
            ("paraphrase", F, "He made the flight on his own and had no radio."),
            ("number", U, "The flight took 23 and a half hours."),
            ("opposite", U, "Lindbergh flew with a co-pilot and a radio operator."),
            ("reversed_order", U, "Lindbergh took off from Le Bourget and landed in New York."),
        ],
    },
    {
        "domain": "essay", "split": "fresh108", "names": "Course reader: Five Children and It",
        "evidence": "Five children staying in the country dig up the Psammead, a grumpy sand-fairy who grants them "
                    "one wish a day. Every wish goes wrong, and whatever they wish for disappears at sunset, so the "
                    "children learn to be careful what they ask for.",
        "claims": [
            ("paraphrase", F, "While in the country, five children dig up a bad-tempered sand-fairy called the "
                              "Psammead."),
            ("paraphrase", F, "The Psammead grants the children a wish each day."),
            ("paraphrase", F, "Whatever they wish for vanishes when the sun sets."),
            ("number", U, "The Psammead grants the children three wishes a day."),
            ("opposite", U, "Every wish turns out exactly as the children hoped."),
            ("opposite", U, "Their wishes last forever."),
        ],
    },
]
