"""A hundred-and-eighty-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh188``).

Written on 2026-11-29 (session 58) after round 128 (which read ``fresh185``-``fresh187``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh188", "names": "Teaching notes: Hummel's Rondo in E flat",
        "evidence": "Hummel's Rondo in E flat, Op. 11, is a light, brilliant piece that depends on an even touch in "
                    "the running semiquavers. Practise the runs in dotted rhythms before playing them straight, and "
                    "keep the left-hand accompaniment quieter than the melody throughout.",
        "claims": [
            ("paraphrase", F, "Hummel's Rondo in E flat relies on an even touch in its running semiquavers."),
            ("paraphrase", F, "Practise the runs in dotted rhythms first and only then play them straight."),
            ("paraphrase", F, "The left-hand accompaniment should stay softer than the melody the whole way through."),
            ("swapped_roles", U, "Keep the melody quieter than the left-hand accompaniment."),
            ("reversed_order", U, "Play the runs straight before practising them in dotted rhythms."),
            ("substitution", U, "Hummel's Rondo is in E minor."),
        ],
    },
    {
        "domain": "literature", "split": "fresh188", "names": "Study guide: Siddhartha",
        "evidence": "Siddhartha leaves his father's house to live as an ascetic with his friend Govinda. They meet "
                    "the Buddha, and Govinda stays to follow him, but Siddhartha goes on alone, convinced that wisdom "
                    "cannot be taught. Years later, after a life of wealth in the city, he finds peace as a ferryman "
                    "beside a river.",
        "claims": [
            ("paraphrase", F, "Siddhartha leaves home with his friend Govinda to live as an ascetic."),
            ("paraphrase", F, "After meeting the Buddha, Govinda remains to follow him."),
            ("paraphrase", F, "Siddhartha believes that wisdom cannot be taught."),
            ("swapped_roles", U, "Siddhartha stays to follow the Buddha while Govinda goes on alone."),
            ("opposite", U, "Siddhartha is convinced that the Buddha can teach him wisdom."),
            ("substitution", U, "In the end Siddhartha finds peace as a monk in the city."),
        ],
    },
    {
        "domain": "docs", "split": "fresh188", "names": "Help: Guest network",
        "evidence": "The guest network gives visitors internet access without letting them see devices on your home "
                    "network. It is turned off by default. Guests are disconnected automatically after 24 hours, and "
                    "you can limit their speed to save bandwidth for your own devices.",
        "claims": [
            ("paraphrase", F, "Visitors on the guest network can reach the internet but cannot see your home devices."),
            ("paraphrase", F, "The guest network is off unless you turn it on."),
            ("paraphrase", F, "After 24 hours guests are disconnected automatically."),
            ("opposite", U, "The guest network is turned on by default."),
            ("opposite", U, "Guests on the guest network can see devices on your home network."),
            ("number", U, "Guests are disconnected after 12 hours."),
        ],
    },
    {
        "domain": "science", "split": "fresh188", "names": "Review: tool use in New Caledonian crows",
        "evidence": "New Caledonian crows shape twigs and leaves into hooked tools to pull insects out of holes in "
                    "wood. Young crows learn partly by watching their parents, but birds raised by people without any "
                    "adult crow still begin to use simple sticks, which suggests that part of the behaviour is "
                    "inherited.",
        "claims": [
            ("paraphrase", F, "New Caledonian crows make hooked tools from twigs and leaves to extract insects from wood."),
            ("paraphrase", F, "Young crows learn in part by watching their parents."),
            ("paraphrase", F, "Crows raised by people with no adult crow still start using simple sticks."),
            ("overgeneralisation", U, "Young crows learn tool use entirely by watching their parents."),
            ("negation", U, "Crows raised by people without adult crows never use sticks."),
            ("opposite", U, "The findings suggest that tool use is entirely learned and not inherited."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh188", "names": "Lecture 11: the Leidenfrost effect",
        "evidence": "A drop of water on a pan just above 100 degrees boils away in seconds, but on a pan far hotter, "
                    "around 200 degrees, it skitters about for a minute or more. At that temperature the underside of "
                    "the drop vaporises at once, and the layer of vapour insulates the rest of the drop from the "
                    "metal.",
        "claims": [
            ("paraphrase", F, "On a pan just above 100 degrees a water drop boils off within seconds."),
            ("paraphrase", F, "On a much hotter pan, near 200 degrees, the drop can move about for a minute or longer."),
            ("paraphrase", F, "A layer of vapour shields the drop from the hot metal."),
            ("opposite", U, "A drop on a pan around 200 degrees boils away faster than one on a pan just above 100 degrees."),
            ("opposite", U, "The vapour layer conducts heat from the metal into the drop."),
            ("number", U, "The effect appears at around 120 degrees."),
        ],
    },
    {
        "domain": "essay", "split": "fresh188", "names": "Essay sources: silent reading time",
        "evidence": "A school that added twenty minutes of silent reading to each day found that pupils who already "
                    "liked reading read more, while reluctant readers often pretended to read. The school's librarian "
                    "argues that the time helps only if pupils can choose their own books.",
        "claims": [
            ("paraphrase", F, "The school added twenty minutes of silent reading to every day."),
            ("paraphrase", F, "Pupils who already enjoyed reading read more."),
            ("paraphrase", F, "According to the librarian, the reading time helps only when pupils choose their own books."),
            ("overgeneralisation", U, "Silent reading time made every pupil read more."),
            ("misattribution", U, "The head teacher argues that silent reading helps only if pupils choose their books."),
            ("number", U, "The school added an hour of silent reading each day."),
        ],
    },
]
