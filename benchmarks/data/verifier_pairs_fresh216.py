"""A two-hundred-and-sixteenth held-out set for ``benchmarks/verifier.py`` (split ``fresh216``).

Written on 2026-11-29 (session 61) after round 151 (which read ``fresh212``-``fresh214``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh216", "names": "Teaching notes: the Pathetique Sonata's Adagio",
        "evidence": "The Adagio cantabile of Beethoven's Pathetique Sonata sets a long melody in A-flat major over a "
                    "murmuring inner voice of semiquavers. The melody must sing above the accompaniment, so the inner "
                    "voice is kept light and even. The theme returns three times, and each return should feel calmer "
                    "rather than louder.",
        "claims": [
            ("paraphrase", F, "Beneath the long A-flat melody runs a soft inner line of semiquavers."),
            ("paraphrase", F, "Keep the inner voice light and even so that the tune sings over it."),
            ("paraphrase", F, "Every time the theme comes back it should sound more peaceful, not louder."),
            ("swapped_roles", U, "The semiquaver inner voice should sing out above the melody."),
            ("number", U, "The theme comes back twice in the Adagio."),
            ("opposite", U, "Each return of the theme should grow louder than the last."),
        ],
    },
    {
        "domain": "literature", "split": "fresh216", "names": "Study guide: Chekhov's Kashtanka",
        "evidence": "Kashtanka, a young dog belonging to a drunken carpenter, loses her master in a crowded street "
                    "and is taken in by a stranger who trains animals for the circus. She learns tricks alongside a "
                    "goose, a cat and a pig, and appears on stage. During her first performance she hears her old "
                    "master calling from the gallery and runs back to him.",
        "claims": [
            ("paraphrase", F, "After losing her master in a busy street, Kashtanka is adopted by a circus animal trainer."),
            ("paraphrase", F, "She is taught tricks together with a goose, a cat and a pig."),
            ("paraphrase", F, "At her first show she hears her former master's voice in the gallery and goes back to him."),
            ("substitution", U, "Kashtanka learns her tricks alongside a horse, a cat and a pig."),
            ("opposite", U, "Kashtanka ignores her old master's call and stays with the trainer."),
            ("substitution", U, "Kashtanka belongs to a drunken tailor before she is lost."),
        ],
    },
    {
        "domain": "docs", "split": "fresh216", "names": "Phone help: data roaming",
        "evidence": "Data roaming lets your phone use mobile data on another carrier's network when you travel "
                    "outside your home country. It is turned off by default to avoid unexpected charges. Calls and "
                    "text messages still work abroad when data roaming is off, but apps cannot download anything over "
                    "the mobile network unless you connect to Wi-Fi.",
        "claims": [
            ("paraphrase", F, "When you travel abroad, data roaming allows mobile data on a different carrier's network."),
            ("paraphrase", F, "To prevent surprise bills, roaming starts switched off."),
            ("paraphrase", F, "With roaming off you can still make calls and send texts abroad."),
            ("opposite", U, "Data roaming is switched on when you first use the phone."),
            ("opposite", U, "With data roaming off, calls and texts stop working abroad."),
            ("opposite", U, "Apps keep downloading over the mobile network abroad even with data roaming off."),
        ],
    },
    {
        "domain": "science", "split": "fresh216", "names": "Lecture notes: the Brazil nut effect",
        "evidence": "When a container of mixed nuts is shaken, the largest pieces, such as Brazil nuts, rise to the "
                    "top. Small particles fill the gaps that open beneath a large one each time it lifts, so it "
                    "cannot fall back. Convection currents in the shaken bed also carry large particles upward along "
                    "the centre. In some conditions, with very dense large particles, the reverse happens and they "
                    "sink.",
        "claims": [
            ("paraphrase", F, "Shaking a tin of mixed nuts brings the biggest ones, like Brazil nuts, to the surface."),
            ("paraphrase", F, "Small particles slip into the space under a big one as it lifts, stopping it from falling back."),
            ("paraphrase", F, "Under some conditions very dense large particles sink instead."),
            ("opposite", U, "Shaking makes the largest nuts settle at the bottom of the container."),
            ("swapped_roles", U, "Large particles fill the gaps that open beneath small ones."),
            ("overgeneralisation", U, "Large particles always rise, whatever their density."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh216", "names": "Lecture transcript: the availability heuristic",
        "evidence": "Tversky and Kahneman described the availability heuristic in 1973: people judge how likely an "
                    "event is by how easily examples come to mind. After a plane crash is in the news, many people "
                    "overestimate the risk of flying, even though driving is far more dangerous per mile. Vivid, "
                    "recent and emotional events are the easiest to recall.",
        "claims": [
            ("paraphrase", F, "We estimate how probable something is by how readily examples spring to mind."),
            ("paraphrase", F, "News of a plane crash leads many to overrate the danger of flying."),
            ("paraphrase", F, "The events recalled most easily are vivid, recent and emotional."),
            ("opposite", U, "After a plane crash in the news, people tend to underestimate the risk of flying."),
            ("opposite", U, "Flying is more dangerous than driving per mile."),
            ("number", U, "Tversky and Kahneman described the availability heuristic in 1983."),
        ],
    },
    {
        "domain": "essay", "split": "fresh216", "names": "Essay: mental arithmetic in primary schools",
        "evidence": "Some teachers argue that calculators have made mental arithmetic unnecessary. Yet pupils who "
                    "practise mental calculation for ten minutes a day tend to estimate answers better and spot "
                    "errors on calculators more often. The gains were largest for pupils who started with the weakest "
                    "number skills.",
        "claims": [
            ("paraphrase", F, "A few teachers say that with calculators, doing sums in your head is no longer needed."),
            ("paraphrase", F, "Daily mental maths practice helps pupils notice mistakes on their calculators."),
            ("paraphrase", F, "Pupils with the weakest number skills at the start gained the most."),
            ("number", U, "Pupils practised mental calculation for thirty minutes a day."),
            ("opposite", U, "The gains were smallest for pupils who began with the weakest number skills."),
            ("opposite", U, "Pupils who practise mental arithmetic estimate answers less well."),
        ],
    },
]
