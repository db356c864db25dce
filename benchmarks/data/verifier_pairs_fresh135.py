"""A hundred-and-thirty-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh135``).

Written on 2026-11-28 (session 52) before any run of the verifier on it, on topics no earlier split
uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh135", "names": "Repertoire notes: Bach on the piano",
        "evidence": "Bach wrote his keyboard suites for the harpsichord, which cannot make one note louder than "
                    "another by touch. On the piano, players usually shape each voice with small dynamic changes, "
                    "but they should use the sustaining pedal sparingly so that the counterpoint stays clear.",
        "claims": [
            ("paraphrase", F, "The harpsichord offers no way to play one note louder than another by touch."),
            ("paraphrase", F, "Pianists often give each voice its own slight rises and falls in volume."),
            ("paraphrase", F, "Go easy on the pedal so the separate lines can still be heard."),
            ("opposite", U, "The harpsichord lets players make single notes louder by touch."),
            ("opposite", U, "Hold the sustaining pedal down throughout so the counterpoint blends."),
            ("substitution", U, "Bach wrote his keyboard suites for the organ."),
        ],
    },
    {
        "domain": "literature", "split": "fresh135", "names": "Study guide: Tom Jones",
        "evidence": "Tom, a foundling, is raised by the kindly Squire Allworthy alongside Allworthy's nephew "
                    "Blifil. Blifil is cold and scheming, and he persuades his uncle that Tom is a wastrel, so "
                    "Tom is turned out of the house.",
        "claims": [
            ("paraphrase", F, "Squire Allworthy brings up the foundling Tom together with his nephew Blifil."),
            ("paraphrase", F, "Blifil is a calculating and unfeeling young man."),
            ("paraphrase", F, "Persuaded that Tom is good for nothing, Allworthy sends him away."),
            ("swapped_roles", U, "Tom persuades his uncle that Blifil is a wastrel."),
            ("substitution", U, "Blifil is Allworthy's son."),
            ("opposite", U, "Blifil is warm and open-hearted."),
        ],
    },
    {
        "domain": "docs", "split": "fresh135", "names": "Help centre: shared folders",
        "evidence": "When you share a folder, everyone you invite gets the same permission: view only or edit. "
                    "People with edit permission can add and delete files but cannot invite others unless the "
                    "owner allows it. Removing someone takes effect immediately.",
        "claims": [
            ("paraphrase", F, "All the people you invite to a shared folder get one permission level."),
            ("paraphrase", F, "Editors can put files in and remove them."),
            ("paraphrase", F, "Someone you remove loses access right away."),
            ("opposite", U, "Anyone with edit permission can invite more people without the owner's approval."),
            ("opposite", U, "Each person you invite can be given a different permission."),
            ("opposite", U, "Removing someone takes effect after 24 hours."),
        ],
    },
    {
        "domain": "science", "split": "fresh135", "names": "Abstract: krill and sea ice",
        "evidence": "Antarctic krill larvae spend their first winter feeding on algae that grow under sea ice. In "
                    "years with less winter ice, fewer larvae survived, and adult krill numbers the following "
                    "summer were about a third lower.",
        "claims": [
            ("paraphrase", F, "Young krill feed through their first winter on algae beneath the sea ice."),
            ("paraphrase", F, "When there was less ice in winter, fewer larvae lived."),
            ("paraphrase", F, "Adult numbers the next summer dropped by roughly one third."),
            ("opposite", U, "In years with less winter ice, more larvae survived."),
            ("number", U, "Adult krill numbers the following summer were about half as high."),
            ("substitution", U, "Krill larvae feed on algae that grow on top of the sea ice."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh135", "names": "Lecture transcript: Semmelweis",
        "evidence": "In 1847 Ignaz Semmelweis noticed that mothers in the ward staffed by doctors died of fever "
                    "far more often than those in the midwives' ward. After he made the doctors wash their hands "
                    "in chlorinated lime, deaths in their ward fell sharply.",
        "claims": [
            ("paraphrase", F, "Semmelweis saw that fever killed far more mothers on the doctors' ward than on the "
                              "midwives' ward."),
            ("paraphrase", F, "He required the doctors to wash their hands in chlorinated lime."),
            ("paraphrase", F, "After that, far fewer mothers died on the doctors' ward."),
            ("swapped_roles", U, "Mothers in the midwives' ward died of fever far more often than those in the "
                                 "doctors' ward."),
            ("opposite", U, "Deaths in the doctors' ward rose after the handwashing began."),
            ("number", U, "Semmelweis made his observation in 1867."),
        ],
    },
    {
        "domain": "essay", "split": "fresh135", "names": "Course reader: Sonnet 130",
        "evidence": "Shakespeare's speaker says his mistress's eyes are nothing like the sun, her lips are less red "
                    "than coral, and her voice is less pleasing than music. Yet he ends by saying his love is as "
                    "rare as any woman praised with false comparisons.",
        "claims": [
            ("paraphrase", F, "Her eyes are nothing like the sun, the speaker admits."),
            ("paraphrase", F, "Coral is redder than her lips."),
            ("paraphrase", F, "In the end he calls his love as rare as any woman flattered with false comparisons."),
            ("opposite", U, "The speaker says his mistress's eyes shine like the sun."),
            ("opposite", U, "Her lips are redder than coral."),
            ("opposite", U, "Her voice is more pleasing than music."),
        ],
    },
]
