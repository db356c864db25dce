"""A two-hundred-and-sixty-first held-out set for ``benchmarks/verifier.py`` (split ``fresh261``).

Written on 2026-11-30 (session 64) after round 167 (which read ``fresh257``-``fresh259``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh261", "names": "Repertoire notes: Brahms's Waltz in A-flat",
        "evidence": "Brahms's sixteen Waltzes, Op. 39, were published in 1866 as piano duets and later arranged by "
                    "Brahms for solo piano. The fifteenth, in A-flat major, is the best known: a gentle melody in "
                    "thirds over a lilting bass. Play it without hurrying and keep the thirds even.",
        "claims": [
            ("paraphrase", F, "Brahms's Op. 39 contains sixteen waltzes."),
            ("paraphrase", F, "They first came out in 1866 as piano duets."),
            ("paraphrase", F, "The A-flat waltz, No. 15, is the most famous of the set."),
            ("number", U, "The best-known waltz is the eleventh."),
            ("substitution", U, "The melody moves in sixths over a lilting bass."),
            ("opposite", U, "Play it briskly, pressing the tempo forward."),
        ],
    },
    {
        "domain": "literature", "split": "fresh261", "names": "Study guide: The Emperor's New Clothes",
        "evidence": "In Hans Christian Andersen's 'The Emperor's New Clothes', two swindlers claim to weave cloth "
                    "that is invisible to anyone unfit for his office or very stupid. The emperor and his ministers "
                    "pretend to see it rather than admit they cannot. During the procession a child cries out that "
                    "the emperor has nothing on.",
        "claims": [
            ("paraphrase", F, "Two swindlers say their cloth cannot be seen by anyone stupid or unfit for his post."),
            ("paraphrase", F, "The emperor and his ministers pretend they can see the cloth."),
            ("paraphrase", F, "A child calls out that the emperor is wearing nothing."),
            ("misattribution", U, "One of the ministers cries out that the emperor has nothing on."),
            ("opposite", U, "The ministers admit they cannot see the cloth."),
            ("number", U, "Three swindlers claim to weave the cloth."),
        ],
    },
    {
        "domain": "docs", "split": "fresh261", "names": "Help centre: Immersive Reader",
        "evidence": "Immersive Reader reads text aloud and highlights each word as it is spoken. You can change the "
                    "text size, the spacing between letters and the background colour, and split words into "
                    "syllables. It does not change the original document.",
        "claims": [
            ("paraphrase", F, "Immersive Reader highlights each word while reading the text aloud."),
            ("paraphrase", F, "You can adjust the text size, the letter spacing and the background colour."),
            ("paraphrase", F, "Words can be broken into syllables."),
            ("opposite", U, "Immersive Reader changes the original document."),
            ("reversed_order", U, "It highlights each word after it has been spoken."),
            ("substitution", U, "You can split words into single letters."),
        ],
    },
    {
        "domain": "science", "split": "fresh261", "names": "Abstract: the pitot tube",
        "evidence": "A pitot tube measures an aircraft's airspeed by comparing the pressure of air rammed into a "
                    "forward-facing opening with the static pressure of the air around it. The faster the aircraft "
                    "flies, the greater the difference. If ice blocks the tube, the airspeed reading becomes "
                    "unreliable, so most tubes are electrically heated.",
        "claims": [
            ("paraphrase", F, "A pitot tube finds airspeed by comparing rammed air pressure with static pressure."),
            ("paraphrase", F, "The difference grows as the aircraft flies faster."),
            ("paraphrase", F, "Most pitot tubes are heated electrically so that ice does not block them."),
            ("opposite", U, "The difference shrinks as the aircraft flies faster."),
            ("opposite", U, "Ice in the tube makes the airspeed reading more reliable."),
            ("opposite", U, "The tube's opening faces backwards."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh261", "names": "Lecture transcript: the Von Restorff effect",
        "evidence": "The Von Restorff effect, described by the German psychiatrist Hedwig von Restorff in 1933, is "
                    "the tendency to remember an item that stands out from the others in a list. In her experiments, "
                    "a single number placed among syllables was recalled better than the syllables around it.",
        "claims": [
            ("paraphrase", F, "Hedwig von Restorff described the effect in 1933."),
            ("paraphrase", F, "People tend to remember an item that stands out from the rest of a list."),
            ("paraphrase", F, "A lone number among syllables was recalled better than the syllables near it."),
            ("misattribution", U, "The effect was described by Hermann Ebbinghaus."),
            ("opposite", U, "An item that stands out is more likely to be forgotten."),
            ("swapped_roles", U, "A single syllable placed among numbers was recalled better than the numbers."),
        ],
    },
    {
        "domain": "essay", "split": "fresh261", "names": "Essay evidence: homework diaries",
        "evidence": "A study of 14 secondary schools found that pupils who used a homework diary handed in 15% more "
                    "homework on time. The diaries helped most when parents signed them each week. Pupils said the "
                    "diaries made them feel less anxious about deadlines.",
        "claims": [
            ("paraphrase", F, "The study covered 14 secondary schools."),
            ("paraphrase", F, "Pupils using a homework diary handed in 15% more homework on time."),
            ("paraphrase", F, "Pupils said the diaries made deadlines less worrying."),
            ("number", U, "Diary users handed in 50% more homework on time."),
            ("opposite", U, "The diaries helped least when parents signed them each week."),
            ("opposite", U, "Pupils said the diaries made them more anxious about deadlines."),
        ],
    },
]
