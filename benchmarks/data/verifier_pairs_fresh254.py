"""A two-hundred-and-fifty-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh254``).

Written on 2026-11-29 (session 63) after round 165 (which read ``fresh251``-``fresh253``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh254", "names": "Repertoire notes: Knecht Ruprecht",
        "evidence": "Knecht Ruprecht is No. 12 of Schumann's Album for the Young, Op. 68, written in 1848 for his "
                    "daughters. It depicts the gruff companion of Saint Nicholas with rumbling octaves in the bass, "
                    "marked forte, and a gentler middle section in F major. Keep the octaves heavy but in time, and "
                    "let the middle section be noticeably softer.",
        "claims": [
            ("paraphrase", F, "Knecht Ruprecht is the twelfth piece of Schumann's Album for the Young, written in 1848."),
            ("paraphrase", F, "Rumbling bass octaves, marked forte, portray Saint Nicholas's gruff companion."),
            ("paraphrase", F, "The middle section should be clearly softer than the octaves."),
            ("number", U, "Schumann wrote the Album for the Young in 1838."),
            ("opposite", U, "The middle section should be louder than the octaves."),
            ("substitution", U, "Schumann wrote the album for his sons."),
        ],
    },
    {
        "domain": "literature", "split": "fresh254", "names": "Study guide: The Model Millionaire",
        "evidence": "In Oscar Wilde's 'The Model Millionaire', Hughie Erskine visits his friend Alan Trevor, a "
                    "painter, who is working on a portrait of an old beggar. Feeling sorry for the man, Hughie gives "
                    "him a sovereign, although he has little money himself. The beggar turns out to be Baron "
                    "Hausberg, one of the richest men in Europe, who sends Hughie a cheque for ten thousand pounds as "
                    "a wedding present.",
        "claims": [
            ("paraphrase", F, "Alan Trevor, a painter, is working on a portrait of an old beggar when Hughie visits."),
            ("paraphrase", F, "Though he has little money himself, Hughie gives the beggar a sovereign."),
            ("paraphrase", F, "The beggar is really Baron Hausberg, one of Europe's richest men."),
            ("swapped_roles", U, "The beggar gives Hughie a sovereign."),
            ("number", U, "Baron Hausberg sends Hughie a cheque for a thousand pounds."),
            ("substitution", U, "Baron Hausberg sends the cheque as a birthday present."),
        ],
    },
    {
        "domain": "docs", "split": "fresh254", "names": "Windows help: Focus sessions",
        "evidence": "A focus session in the Clock app runs a timer and turns on do not disturb until the session "
                    "ends. By default a session lasts 30 minutes; for sessions longer than 45 minutes, the app adds a "
                    "5-minute break for each half hour. Taskbar badges and flashing app icons are hidden during the "
                    "session.",
        "claims": [
            ("paraphrase", F, "Focus sessions run from the Clock app and turn on do not disturb until they end."),
            ("paraphrase", F, "A session lasts 30 minutes unless you change it."),
            ("paraphrase", F, "Badges and flashing icons on the taskbar are hidden while a session runs."),
            ("number", U, "By default a focus session lasts 60 minutes."),
            ("opposite", U, "Do not disturb is turned off for the length of the session."),
            ("number", U, "Sessions longer than 45 minutes get a 10-minute break for each half hour."),
        ],
    },
    {
        "domain": "science", "split": "fresh254", "names": "Physics notes: the solar oven",
        "evidence": "A box solar oven has an insulated box with a black inner surface and a glass or clear plastic "
                    "lid. Sunlight passes through the lid and is absorbed by the black surfaces, which then give off "
                    "infrared radiation that the lid does not let out easily. Reflective flaps around the opening "
                    "direct more sunlight in, and on a clear day the inside can reach about 150 degrees Celsius.",
        "claims": [
            ("paraphrase", F, "The oven's insulated box is black inside and has a clear lid."),
            ("paraphrase", F, "Reflective flaps around the opening send more sunlight into the box."),
            ("paraphrase", F, "On a clear day the inside can get to around 150 degrees Celsius."),
            ("opposite", U, "The inner surface of a box solar oven is painted white."),
            ("opposite", U, "The lid lets infrared radiation escape easily."),
            ("number", U, "On a clear day the inside can reach about 300 degrees Celsius."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh254", "names": "Economics lecture: the Peltzman effect",
        "evidence": "In 1975 the economist Sam Peltzman argued that car safety regulations had not reduced road "
                    "deaths as much as expected, because drivers who felt safer drove less carefully. He found that "
                    "deaths among drivers fell, but deaths among pedestrians and cyclists rose. The idea, called risk "
                    "compensation, remains disputed.",
        "claims": [
            ("paraphrase", F, "Sam Peltzman argued in 1975 that safety rules had not cut road deaths as much as expected."),
            ("paraphrase", F, "Drivers who felt safer drove less carefully, Peltzman argued."),
            ("paraphrase", F, "Risk compensation is still a disputed idea."),
            ("swapped_roles", U, "Peltzman found that deaths among pedestrians fell while deaths among drivers rose."),
            ("opposite", U, "Drivers who felt safer drove more carefully."),
            ("opposite", U, "Economists now agree that risk compensation is real."),
        ],
    },
    {
        "domain": "essay", "split": "fresh254", "names": "Essay source: school lockers",
        "evidence": "A survey of 600 secondary pupils found that those without a locker carried bags weighing on "
                    "average 12 percent of their body weight, against 7 percent for pupils who had one. "
                    "Physiotherapists recommend keeping a school bag under 10 percent of body weight. Most schools in "
                    "the survey said they had too little space to give every pupil a locker.",
        "claims": [
            ("paraphrase", F, "Pupils without lockers carried bags averaging 12 percent of their body weight."),
            ("paraphrase", F, "Physiotherapists advise keeping a school bag below 10 percent of body weight."),
            ("paraphrase", F, "Most schools said they lacked the space to give every pupil a locker."),
            ("swapped_roles", U, "Pupils with a locker carried heavier bags than those without one."),
            ("number", U, "Physiotherapists recommend keeping a school bag under 20 percent of body weight."),
            ("opposite", U, "Most schools said they had plenty of space for lockers."),
        ],
    },
]
