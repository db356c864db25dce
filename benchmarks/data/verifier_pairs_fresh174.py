"""A hundred-and-seventy-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh174``).

Written on 2026-11-29 (session 57) after round 123 (which read ``fresh170``-``fresh172``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh174", "names": "Teaching notes: Schumann's Carnaval",
        "evidence": "Carnaval is a set of twenty-one short pieces portraying masked guests at a ball, built from a "
                    "few notes that spell names in musical letters. Give each piece its own character quickly, since "
                    "many last less than a minute, and let the final march end in a blaze of triumph.",
        "claims": [
            ("paraphrase", F, "Carnaval is made up of twenty-one short pieces."),
            ("paraphrase", F, "The pieces portray masked guests at a ball."),
            ("paraphrase", F, "Many of the pieces take under a minute, so each character must be set up quickly."),
            ("number", U, "Carnaval is a set of twelve short pieces."),
            ("opposite", U, "Let the final march fade away quietly."),
            ("substitution", U, "The pieces portray sailors at a harbour."),
        ],
    },
    {
        "domain": "literature", "split": "fresh174", "names": "Study guide: Bel-Ami",
        "evidence": "Georges Duroy, a poor former soldier in Paris, rises in journalism by seducing the wives of "
                    "powerful men. Madeleine Forestier writes his first articles for him, and after her husband dies "
                    "Duroy marries her.",
        "claims": [
            ("paraphrase", F, "Georges Duroy is a poor ex-soldier living in Paris."),
            ("paraphrase", F, "He gets ahead in journalism by seducing the wives of powerful men."),
            ("paraphrase", F, "Duroy marries Madeleine Forestier after her husband's death."),
            ("swapped_roles", U, "Duroy writes Madeleine Forestier's first articles for her."),
            ("substitution", U, "Georges Duroy is a wealthy former banker."),
            ("order", U, "Duroy marries Madeleine before her husband dies."),
        ],
    },
    {
        "domain": "docs", "split": "fresh174", "names": "Help centre: finding a lost phone",
        "evidence": "If you lose your phone, sign in to the Find Device page from any browser to see its last known "
                    "location. You can make it ring at full volume even if it is on silent, or erase it remotely, "
                    "which also turns off location tracking.",
        "claims": [
            ("paraphrase", F, "Signing in to the Find Device page from any browser shows your lost phone's last known location."),
            ("paraphrase", F, "You can make the phone ring at full volume even on silent."),
            ("paraphrase", F, "Erasing the phone remotely also turns off location tracking."),
            ("opposite", U, "Your phone will not ring if it is on silent."),
            ("opposite", U, "After you erase the phone remotely, you can still track its location."),
            ("substitution", U, "You can only open the Find Device page from the phone app."),
        ],
    },
    {
        "domain": "science", "split": "fresh174", "names": "Abstract: how cacti store water",
        "evidence": "Cacti store water in thick, pleated stems that swell after rain and shrink during drought. They "
                    "open their pores only at night, when the air is cooler, so they lose far less water than plants "
                    "that open them during the day.",
        "claims": [
            ("paraphrase", F, "Cacti keep water in thick, pleated stems."),
            ("paraphrase", F, "The stems swell after rain and shrink in drought."),
            ("paraphrase", F, "Because they open their pores at night, cacti lose much less water."),
            ("opposite", U, "Cacti open their pores only during the day."),
            ("opposite", U, "Cactus stems shrink after rain."),
            ("comparative", U, "Cacti lose more water than plants that open their pores during the day."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh174", "names": "Lecture transcript: Röntgen's X-rays",
        "evidence": "In 1895 Wilhelm Röntgen noticed that a screen across his laboratory glowed whenever his "
                    "cathode-ray tube was switched on, even though the tube was covered in black card. Within weeks "
                    "he had photographed the bones of his wife's hand.",
        "claims": [
            ("paraphrase", F, "In 1895 Wilhelm Röntgen saw a screen across his laboratory glow whenever his cathode-ray tube was on."),
            ("paraphrase", F, "The tube was wrapped in black card."),
            ("paraphrase", F, "A few weeks later he photographed the bones of his wife's hand."),
            ("date", U, "Röntgen discovered X-rays in 1859."),
            ("misattribution", U, "Röntgen's wife photographed the bones of his hand."),
            ("opposite", U, "The screen glowed only when the tube was switched off."),
        ],
    },
    {
        "domain": "essay", "split": "fresh174", "names": "Essay source: single-sex schools",
        "evidence": "A review of studies found that pupils at single-sex schools did no better in exams than similar "
                    "pupils at mixed schools once family background was taken into account. Supporters argue that "
                    "girls take more science subjects in single-sex schools.",
        "claims": [
            ("paraphrase", F, "Pupils at single-sex schools did no better in exams once family background was allowed for."),
            ("paraphrase", F, "The review compared single-sex schools with mixed schools."),
            ("paraphrase", F, "Supporters say girls choose more science subjects at single-sex schools."),
            ("opposite", U, "Pupils at single-sex schools did far better in exams than similar pupils at mixed schools."),
            ("misattribution", U, "The review found that girls take more science subjects in single-sex schools."),
            ("substitution", U, "Supporters argue that boys take more language subjects in single-sex schools."),
        ],
    },
]
