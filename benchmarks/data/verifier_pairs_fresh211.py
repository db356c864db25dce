"""A A two-hundred-and-eleventh held-out set for ``benchmarks/verifier.py`` (split ``fresh211``).

Written on 2026-11-29 (session 60) after round 145 (which read ``fresh206``-``fresh208``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh211", "names": "Teaching notes: Ravel's Ondine",
        "evidence": "Ondine opens with a shimmering right-hand tremolo, pianissimo, above which the water nymph's "
                    "melody floats in the left hand. The tremolo must stay even and very soft so the melody can sing "
                    "through it. Near the end the music swells to a single climax before Ondine laughs, sheds a few "
                    "tears and vanishes.",
        "claims": [
            ("paraphrase", F, "The piece begins with a very quiet shimmering tremolo in the right hand."),
            ("paraphrase", F, "Keep the tremolo even and very soft so the melody sings above it."),
            ("paraphrase", F, "Towards the end the music builds to one climax before Ondine disappears."),
            ("swapped_roles", U, "The left hand plays the tremolo while the right hand carries the melody."),
            ("opposite", U, "The opening tremolo is played fortissimo."),
            ("number", U, "The music swells to three separate climaxes near the end."),
        ],
    },
    {
        "domain": "literature", "split": "fresh211", "names": "Study guide: Gooseberries",
        "evidence": "In Chekhov's Gooseberries, Ivan Ivanych tells his friends about his brother Nikolai, who spent "
                    "years saving, married a rich widow for her money and finally bought a small estate with a "
                    "gooseberry bush. Tasting his own sour gooseberries, Nikolai declares them delicious. Ivan is "
                    "appalled by his brother's smug contentment.",
        "claims": [
            ("paraphrase", F, "Ivan Ivanych tells his friends the story of his brother Nikolai."),
            ("paraphrase", F, "Nikolai married a wealthy widow for her money."),
            ("paraphrase", F, "Nikolai calls his sour gooseberries delicious."),
            ("swapped_roles", U, "Nikolai tells his friends about his brother Ivan."),
            ("opposite", U, "Nikolai admits that his gooseberries are sour."),
            ("opposite", U, "Ivan admires his brother's contentment."),
        ],
    },
    {
        "domain": "docs", "split": "fresh211", "names": "Help: Bedtime mode",
        "evidence": "Bedtime mode turns your screen to grayscale and silences calls and notifications at the times "
                    "you choose. Alarms still sound, and calls from starred contacts can get through if you allow "
                    "them. You can pause Bedtime mode for one night without changing its schedule.",
        "claims": [
            ("paraphrase", F, "Bedtime mode makes the screen grayscale and silences notifications at your chosen times."),
            ("paraphrase", F, "Your alarms still go off in Bedtime mode."),
            ("paraphrase", F, "Pausing Bedtime mode for a night leaves its schedule unchanged."),
            ("opposite", U, "Alarms are silenced in Bedtime mode."),
            ("substitution", U, "Bedtime mode turns your screen to dark red."),
            ("opposite", U, "Pausing Bedtime mode for one night deletes its schedule."),
        ],
    },
    {
        "domain": "science", "split": "fresh211", "names": "Review: eddy current braking",
        "evidence": "When a metal disc moves through a magnetic field, circular eddy currents are induced in it, and "
                    "their own magnetic field opposes the motion. The braking force is strongest at high speed and "
                    "fades as the disc slows, so eddy brakes cannot hold a vehicle still. Roller coasters use them "
                    "because they work without any contact or wear.",
        "claims": [
            ("paraphrase", F, "A metal disc moving in a magnetic field gets eddy currents whose field resists the motion."),
            ("paraphrase", F, "Eddy current brakes cannot keep a vehicle stationary, because the force fades as it slows."),
            ("paraphrase", F, "Roller coasters use eddy brakes since they involve no contact or wear."),
            ("opposite", U, "The braking force is strongest at low speed."),
            ("opposite", U, "Eddy current brakes can hold a stopped vehicle firmly in place."),
            ("opposite", U, "Eddy current brakes wear out quickly because of friction."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh211", "names": "Lecture transcript: choice overload",
        "evidence": "In a famous supermarket study, a display of twenty-four jams attracted more shoppers than a "
                    "display of six, but far fewer of them bought any jam. Shoppers who saw six jams were about ten "
                    "times more likely to make a purchase. Later studies found the effect is smaller and less "
                    "reliable than the original suggested.",
        "claims": [
            ("paraphrase", F, "A display of twenty-four jams drew more shoppers than one of six."),
            ("paraphrase", F, "Shoppers who saw six jams were roughly ten times as likely to buy."),
            ("paraphrase", F, "Later work found the effect weaker and less reliable than first thought."),
            ("opposite", U, "Shoppers who saw twenty-four jams bought far more jam."),
            ("number", U, "The large display had forty jams."),
            ("overgeneralisation", U, "Later studies confirmed that the effect is large and reliable."),
        ],
    },
    {
        "domain": "essay", "split": "fresh211", "names": "Essay: languages in primary school",
        "evidence": "Children who start a foreign language in primary school usually pronounce it better than those "
                    "who start later. However, older beginners often catch up in grammar and vocabulary within a few "
                    "years, because they learn more efficiently. The main obstacle for primary schools is finding "
                    "teachers who speak the language well.",
        "claims": [
            ("paraphrase", F, "Starting a foreign language in primary school usually leads to better pronunciation."),
            ("paraphrase", F, "Older beginners often catch up in grammar and vocabulary within a few years."),
            ("paraphrase", F, "Primary schools struggle most to find teachers who speak the language well."),
            ("opposite", U, "Older beginners usually pronounce the language better than children who start in primary school."),
            ("opposite", U, "Older beginners never catch up in grammar and vocabulary."),
            ("substitution", U, "The main obstacle for primary schools is the cost of textbooks."),
        ],
    },
]
