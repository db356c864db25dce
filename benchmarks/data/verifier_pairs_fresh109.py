"""A hundred-and-tenth held-out set for ``benchmarks/verifier.py`` (split ``fresh109``).

Written on 2026-11-28 (session 47) after round 97, before any run of the verifier on it, on
topics no earlier split uses (checked with grep), and measured once before any rule was read from
it (see ``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh109", "names": "Lesson notes: a melody in the left hand",
        "evidence": "When the melody moves to the left hand, bring it out with arm weight from the shoulder rather "
                    "than by striking harder with the fingers. The right-hand chords above it should be lighter "
                    "than usual, and the pedal changed more often so the bass line stays clear.",
        "claims": [
            ("paraphrase", F, "Bring out a left-hand melody with arm weight from the shoulder, not by hitting "
                              "harder with the fingers."),
            ("paraphrase", F, "Play the right-hand chords above it more lightly than usual."),
            ("paraphrase", F, "Change the pedal more often so the bass line stays clear."),
            ("opposite", U, "Bring out the left-hand melody by striking harder with the fingers."),
            ("swapped_roles", U, "The left-hand melody should be lighter than the right-hand chords above it."),
            ("opposite", U, "Change the pedal less often than usual so the bass line sustains."),
        ],
    },
    {
        "domain": "literature", "split": "fresh109", "names": "Study guide: The Man in the Iron Mask",
        "evidence": "Aramis, now a bishop, frees the masked prisoner Philippe from the Bastille and reveals that he "
                    "is the twin brother of King Louis XIV. The plot to put Philippe on the throne fails when "
                    "Fouquet, loyal to the king, frees Louis, and Philippe is sent away in an iron mask.",
        "claims": [
            ("paraphrase", F, "Aramis, who has become a bishop, releases Philippe from the Bastille."),
            ("paraphrase", F, "Philippe learns that he is Louis XIV's twin brother."),
            ("paraphrase", F, "The plot collapses when Fouquet, who is loyal to the king, frees Louis."),
            ("misattribution", U, "Fouquet frees Philippe from the Bastille."),
            ("opposite", U, "The plot succeeds and Philippe keeps the throne."),
            ("swapped_roles", U, "Louis is sent away in an iron mask."),
        ],
    },
    {
        "domain": "docs", "split": "fresh109", "names": "Accessibility guide: screen readers",
        "evidence": "Every icon button must have a text label that screen readers announce; decorative images "
                    "should have an empty alt attribute so that they are skipped. Never rely on colour alone to "
                    "show an error: add an icon or text as well.",
        "claims": [
            ("paraphrase", F, "Each icon button needs a text label for screen readers to announce."),
            ("paraphrase", F, "Give decorative images an empty alt attribute so screen readers skip them."),
            ("paraphrase", F, "Do not show an error with colour alone; add text or an icon too."),
            ("opposite", U, "Decorative images should have a descriptive alt text that screen readers announce."),
            ("opposite", U, "Colour alone is enough to show an error."),
            ("overgeneralisation", U, "Every image must have a text label that screen readers announce."),
        ],
    },
    {
        "domain": "science", "split": "fresh109", "names": "Abstract: giraffe sleep",
        "evidence": "Giraffes in the wild sleep for less than an hour a day, mostly in naps of a few minutes taken "
                    "standing up. Young giraffes sleep longer and more often lying down, with their necks curled "
                    "back and their heads resting on their rumps.",
        "claims": [
            ("paraphrase", F, "Wild giraffes sleep under an hour a day."),
            ("paraphrase", F, "Most of their sleep comes in short naps taken while standing."),
            ("paraphrase", F, "Young giraffes sleep lying down more often, with their heads resting on their "
                              "rumps."),
            ("number", U, "Wild giraffes sleep for about five hours a day."),
            ("swapped_roles", U, "Adult giraffes sleep longer than young ones and more often lie down."),
            ("opposite", U, "Young giraffes sleep standing up with their necks held straight."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh109", "names": "Lecture transcript: the Mary Rose",
        "evidence": "The Mary Rose, Henry VIII's warship, sank in the Solent in 1545 while leading an attack on a "
                    "French fleet, in full view of the king. Most of the crew of about 400 drowned, trapped by the "
                    "netting meant to stop enemies boarding. The hull was raised in 1982.",
        "claims": [
            ("paraphrase", F, "Henry VIII's warship the Mary Rose went down in the Solent in 1545."),
            ("paraphrase", F, "The king watched as it sank during an attack on a French fleet."),
            ("paraphrase", F, "Anti-boarding netting trapped most of the roughly 400 crew, who drowned."),
            ("date", U, "The hull of the Mary Rose was raised in 1928."),
            ("opposite", U, "Most of the crew escaped through the netting."),
            ("swapped_roles", U, "The Mary Rose sank while fleeing from an attack by a French fleet."),
        ],
    },
    {
        "domain": "essay", "split": "fresh109", "names": "Course reader: Stuart Little",
        "evidence": "Stuart Little, a mouse born to a human family in New York, is small enough to fetch a ring "
                    "from a drain. When his friend Margalo, a bird, flies away to escape the family cat, Stuart "
                    "leaves home in a tiny car to look for her.",
        "claims": [
            ("paraphrase", F, "Stuart Little is a mouse born into a human family in New York."),
            ("paraphrase", F, "Being so small, Stuart can retrieve a ring from a drain."),
            ("paraphrase", F, "Stuart sets off in a tiny car to search for Margalo."),
            ("swapped_roles", U, "Margalo leaves home in a tiny car to look for Stuart."),
            ("causal", U, "Margalo flies away because Stuart frightens her."),
            ("substitution", U, "Stuart leaves home on a bicycle to look for Margalo."),
        ],
    },
]
