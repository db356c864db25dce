"""A two-hundred-and-fifty-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh257``).

Written on 2026-11-30 (session 64) after round 166 (which read ``fresh254``-``fresh256``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh257", "names": "Repertoire notes: Grieg's March of the Trolls",
        "evidence": "March of the Trolls is the third of Grieg's Lyric Pieces, Op. 54, published in 1891. Fast "
                    "staccato outer sections in D minor surround a calm, singing middle section in D major. Keep the "
                    "staccato crisp and light, even at speed, and make the sudden fortissimo outbursts startling.",
        "claims": [
            ("paraphrase", F, "March of the Trolls is No. 3 of Grieg's Lyric Pieces, Op. 54."),
            ("paraphrase", F, "Its outer sections are fast and staccato, in D minor."),
            ("paraphrase", F, "The staccato should stay crisp and light even at a fast tempo."),
            ("number", U, "Grieg's Op. 54 was published in 1881."),
            ("swapped_roles", U, "The outer sections are in D major and the calm middle section is in D minor."),
            ("opposite", U, "The fortissimo outbursts should come in gently, without surprise."),
        ],
    },
    {
        "domain": "literature", "split": "fresh257", "names": "Study guide: The Ant and the Grasshopper",
        "evidence": "In W. Somerset Maugham's 'The Ant and the Grasshopper', the narrator's friend George Ramsay is "
                    "hard-working and respectable, while his brother Tom is charming, idle and always borrowing "
                    "money. George expects Tom to end up in the gutter. Instead Tom marries a rich widow twice his "
                    "age, who dies and leaves him half a million pounds.",
        "claims": [
            ("paraphrase", F, "George Ramsay works hard, but his brother Tom is idle and keeps borrowing money."),
            ("paraphrase", F, "George expects his brother to end up in the gutter."),
            ("paraphrase", F, "Tom marries a wealthy widow who is twice his age."),
            ("swapped_roles", U, "Tom expects George to end up in the gutter."),
            ("number", U, "The widow leaves Tom a quarter of a million pounds."),
            ("opposite", U, "Tom ends up poor, just as George predicted."),
        ],
    },
    {
        "domain": "docs", "split": "fresh257", "names": "Help centre: Background Sounds",
        "evidence": "Background Sounds plays calming sounds such as rain, ocean or balanced noise to mask unwanted "
                    "noise around you. By default the sounds stop when other media starts playing; turn on Use When "
                    "Media Is Playing to keep them going. You can also have them stop automatically when you lock the "
                    "phone.",
        "claims": [
            ("paraphrase", F, "Background Sounds can play rain or ocean sounds to cover up unwanted noise."),
            ("paraphrase", F, "Normally the sounds stop once other media begins playing."),
            ("paraphrase", F, "Use When Media Is Playing keeps the sounds going alongside other media."),
            ("opposite", U, "By default the sounds keep playing when other media starts."),
            ("opposite", U, "You can have the sounds stop automatically when you unlock the phone."),
            ("overgeneralisation", U, "Background Sounds removes all the noise around you."),
        ],
    },
    {
        "domain": "science", "split": "fresh257", "names": "Abstract: the hydrometer",
        "evidence": "A hydrometer is a weighted glass float used to measure the density of a liquid. It sinks deeper "
                    "in a less dense liquid and floats higher in a denser one, and the density is read from a scale "
                    "on its stem at the liquid's surface. Brewers use one to follow fermentation, because the liquid "
                    "becomes less dense as sugar turns into alcohol.",
        "claims": [
            ("paraphrase", F, "A hydrometer is a weighted glass float for measuring how dense a liquid is."),
            ("paraphrase", F, "The density is read off a scale on the stem, where it meets the liquid's surface."),
            ("paraphrase", F, "Brewers track fermentation with a hydrometer."),
            ("opposite", U, "A hydrometer floats higher in a less dense liquid."),
            ("opposite", U, "As sugar turns into alcohol, the liquid becomes denser."),
            ("substitution", U, "The density is read from a scale on the hydrometer's bulb."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh257", "names": "Lecture transcript: the pratfall effect",
        "evidence": "In 1966 the psychologist Elliot Aronson played students tape recordings of a man answering quiz "
                    "questions. When a highly competent contestant spilled coffee over himself, listeners rated him "
                    "as more likeable; when an average contestant made the same blunder, they liked him less. Aronson "
                    "called this the pratfall effect.",
        "claims": [
            ("paraphrase", F, "Elliot Aronson played students recordings of a man answering quiz questions."),
            ("paraphrase", F, "A very competent contestant who spilled coffee was rated more likeable."),
            ("paraphrase", F, "An average contestant who made the same blunder was liked less."),
            ("swapped_roles", U, "The blunder made the average contestant more likeable and the competent one less likeable."),
            ("number", U, "Aronson ran the study in 1976."),
            ("misattribution", U, "The pratfall effect was named by Leon Festinger."),
        ],
    },
    {
        "domain": "essay", "split": "fresh257", "names": "Essay evidence: water fountains in schools",
        "evidence": "A trial in 16 primary schools installed chilled water fountains and gave every pupil a reusable "
                    "bottle. Over one school year, pupils in these schools drank more water than those in comparison "
                    "schools, but their rates of overweight did not change. Teachers reported fewer requests to leave "
                    "lessons for a drink.",
        "claims": [
            ("paraphrase", F, "The trial put chilled water fountains in 16 primary schools."),
            ("paraphrase", F, "Every pupil in the trial schools received a reusable bottle."),
            ("paraphrase", F, "Teachers said pupils asked less often to leave lessons for a drink."),
            ("number", U, "The trial ran for two school years."),
            ("opposite", U, "The fountains reduced overweight among the pupils."),
            ("opposite", U, "Pupils in the trial schools drank less water than those in comparison schools."),
        ],
    },
]
