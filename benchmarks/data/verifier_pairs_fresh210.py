"""A A two-hundred-and-tenth held-out set for ``benchmarks/verifier.py`` (split ``fresh210``).

Written on 2026-11-29 (session 60) after round 145 (which read ``fresh206``-``fresh208``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh210", "names": "Teaching notes: Ravel's Scarbo",
        "evidence": "Scarbo, the last piece of Ravel's Gaspard de la nuit, portrays a goblin who darts about a "
                    "sleeper's room at night. Its fast repeated notes must be played with alternating fingers, never "
                    "with one finger alone. Ravel wanted it to be harder than Balakirev's Islamey.",
        "claims": [
            ("paraphrase", F, "Scarbo closes Ravel's Gaspard de la nuit."),
            ("paraphrase", F, "The rapid repeated notes call for alternating fingers rather than a single finger."),
            ("paraphrase", F, "Ravel meant Scarbo to be more difficult than Islamey."),
            ("misattribution", U, "Scarbo is the first piece of Ravel's Gaspard de la nuit."),
            ("opposite", U, "Play the repeated notes with one finger alone."),
            ("comparative", U, "Ravel wanted Scarbo to be easier than Islamey."),
        ],
    },
    {
        "domain": "literature", "split": "fresh210", "names": "Study guide: Araby",
        "evidence": "The boy narrator of Joyce's Araby is infatuated with his friend Mangan's sister and promises to "
                    "bring her a gift from the Araby bazaar. His uncle comes home late, so the boy reaches the bazaar "
                    "just as it is closing. He buys nothing and, standing in the darkened hall, sees himself as a "
                    "creature driven by vanity.",
        "claims": [
            ("paraphrase", F, "The narrator is infatuated with Mangan's sister."),
            ("paraphrase", F, "Because his uncle returns late, the boy arrives as the bazaar is closing."),
            ("paraphrase", F, "The boy leaves the bazaar without buying anything."),
            ("swapped_roles", U, "Mangan's sister promises to bring the narrator a gift from the bazaar."),
            ("opposite", U, "The boy buys Mangan's sister a gift at the bazaar."),
            ("opposite", U, "The boy reaches the bazaar early, while it is still busy."),
        ],
    },
    {
        "domain": "docs", "split": "fresh210", "names": "Help: Autocorrect",
        "evidence": "Autocorrect fixes common typing mistakes as you type, and you can undo a correction by pressing "
                    "Backspace right after it. Words you add to your personal dictionary are never corrected. "
                    "Autocorrect is off by default for email addresses and web links.",
        "claims": [
            ("paraphrase", F, "Autocorrect fixes frequent typing errors while you type."),
            ("paraphrase", F, "Press Backspace immediately after a correction to undo it."),
            ("paraphrase", F, "Autocorrect leaves words in your personal dictionary alone."),
            ("opposite", U, "Words in your personal dictionary are always corrected."),
            ("opposite", U, "Autocorrect is on by default for email addresses and web links."),
            ("substitution", U, "You can undo a correction by pressing Enter right after it."),
        ],
    },
    {
        "domain": "science", "split": "fresh210", "names": "Review: Raman scattering",
        "evidence": "When light scatters off molecules, a tiny fraction of it comes out at slightly different "
                    "wavelengths, shifted by the energy of the molecules' vibrations. Because each molecule vibrates "
                    "in its own way, the shifts form a fingerprint that identifies it. The effect is very weak, so "
                    "lasers are used as the light source.",
        "claims": [
            ("paraphrase", F, "A very small share of light scattered by molecules emerges at slightly shifted wavelengths."),
            ("paraphrase", F, "Each molecule's shifts act as a fingerprint that identifies it."),
            ("paraphrase", F, "Lasers serve as the light source because the effect is so weak."),
            ("opposite", U, "Most of the scattered light comes out at different wavelengths."),
            ("substitution", U, "The wavelength shifts are set by the molecules' electric charge."),
            ("opposite", U, "The effect is strong enough that ordinary lamps work as the light source."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh210", "names": "Lecture transcript: the peak-end rule",
        "evidence": "People judge a past experience largely by how it felt at its most intense moment and at its end, "
                    "not by its total length. In a well-known study, patients who had a longer colonoscopy that ended "
                    "less painfully remembered it as less unpleasant than a shorter one that ended at its worst. "
                    "Adding a mild ending to an unpleasant experience can therefore improve how it is remembered.",
        "claims": [
            ("paraphrase", F, "We judge past experiences mostly by their most intense moment and their ending."),
            ("paraphrase", F, "A longer colonoscopy that ended more gently was remembered as less unpleasant."),
            ("paraphrase", F, "A mild ending can make an unpleasant experience better remembered."),
            ("opposite", U, "People judge a past experience mainly by its total length."),
            ("swapped_roles", U, "Patients remembered the shorter procedure that ended at its worst as less unpleasant than the longer one."),
            ("opposite", U, "Adding a mild ending makes an unpleasant experience remembered as worse."),
        ],
    },
    {
        "domain": "essay", "split": "fresh210", "names": "Essay: school dinners",
        "evidence": "When one local authority made school lunches healthier, pupils' test scores in English and "
                    "science rose in the following years. Absences due to illness also fell. The changes cost little, "
                    "but some parents complained that their children were hungry because they refused the new food.",
        "claims": [
            ("paraphrase", F, "After lunches became healthier, pupils' English and science scores went up."),
            ("paraphrase", F, "Fewer pupils were absent through illness."),
            ("paraphrase", F, "Some parents said their children went hungry because they would not eat the new food."),
            ("opposite", U, "Absences due to illness rose after the lunches changed."),
            ("substitution", U, "Test scores rose in maths and history."),
            ("opposite", U, "The healthier lunches were very expensive to introduce."),
        ],
    },
]
