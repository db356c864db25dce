"""A A two-hundred-and-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh209``).

Written on 2026-11-29 (session 60) after round 145 (which read ``fresh206``-``fresh208``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh209", "names": "Teaching notes: Liszt's Mazeppa",
        "evidence": "Mazeppa, the fourth of Liszt's Transcendental Études, depicts the Cossack hero tied to a wild "
                    "horse galloping across the steppe. The theme is played in chords split between the hands, while "
                    "rapid alternating thirds keep the horse running underneath. The piece ends with a triumphant "
                    "march after Mazeppa is rescued.",
        "claims": [
            ("paraphrase", F, "Mazeppa is the fourth of Liszt's Transcendental Études."),
            ("paraphrase", F, "The piece portrays Mazeppa bound to a wild horse racing over the steppe."),
            ("paraphrase", F, "A victorious march closes the piece once Mazeppa has been rescued."),
            ("number", U, "Mazeppa is the seventh of Liszt's Transcendental Études."),
            ("opposite", U, "The piece ends quietly with Mazeppa's death on the steppe."),
            ("substitution", U, "Rapid alternating octaves keep the horse running under the theme."),
        ],
    },
    {
        "domain": "literature", "split": "fresh209", "names": "Study guide: The Open Window",
        "evidence": "Framton Nuttel, a nervous man sent to the country for a rest cure, visits Mrs Sappleton and is "
                    "entertained by her fifteen-year-old niece Vera. Vera tells him that her aunt's husband and "
                    "brothers disappeared in a bog three years ago and that her aunt still keeps the window open for "
                    "their return. When the men walk in from shooting, Framton flees in terror, and Vera calmly "
                    "invents a new story to explain his flight.",
        "claims": [
            ("paraphrase", F, "Vera, Mrs Sappleton's niece, keeps the nervous Framton company while he waits."),
            ("paraphrase", F, "Vera claims her aunt leaves the window open for men lost in a bog three years before."),
            ("paraphrase", F, "Framton runs off in fright when the men come in from shooting."),
            ("swapped_roles", U, "Framton tells Vera a story about men who disappeared in a bog."),
            ("number", U, "Vera says the men disappeared in a bog ten years ago."),
            ("opposite", U, "Vera is embarrassed and confesses her invention after Framton flees."),
        ],
    },
    {
        "domain": "docs", "split": "fresh209", "names": "Help: Screen pinning",
        "evidence": "Screen pinning keeps one app on the screen until you unpin it, which is useful when you lend "
                    "your phone to a child. To unpin, touch and hold Back and Overview together. You can require your "
                    "PIN before unpinning, so the person holding the phone cannot open your other apps.",
        "claims": [
            ("paraphrase", F, "Screen pinning keeps a single app on screen until you unpin it."),
            ("paraphrase", F, "Holding Back and Overview at the same time unpins the app."),
            ("paraphrase", F, "Asking for your PIN before unpinning stops others from opening your other apps."),
            ("opposite", U, "To unpin, tap Back and Overview one after the other."),
            ("opposite", U, "Screen pinning lets the person holding the phone switch freely between apps."),
            ("substitution", U, "You can require your fingerprint before the app is pinned."),
        ],
    },
    {
        "domain": "science", "split": "fresh209", "names": "Review: the Peltier effect",
        "evidence": "When a current passes through the junction of two different conductors, heat is absorbed at one "
                    "junction and released at the other. Reversing the current reverses which junction heats and "
                    "which cools. Peltier coolers use this to chill small spaces without moving parts, though they "
                    "are less efficient than compressor fridges.",
        "claims": [
            ("paraphrase", F, "A current through a junction of two different conductors absorbs heat at one junction and gives it off at the other."),
            ("paraphrase", F, "If the current is reversed, the hot and cold junctions swap."),
            ("paraphrase", F, "Peltier coolers have no moving parts but are less efficient than compressor fridges."),
            ("opposite", U, "Reversing the current leaves the hot and cold junctions unchanged."),
            ("comparative", U, "Peltier coolers are more efficient than compressor fridges."),
            ("substitution", U, "The effect occurs at the junction of two identical conductors."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh209", "names": "Lecture transcript: the sunk cost fallacy",
        "evidence": "People often keep investing in a failing project because of what they have already spent on it, "
                    "even though past costs cannot be recovered. A rational decision looks only at future costs and "
                    "benefits. In one study, people who had paid more for a theatre season ticket attended more "
                    "plays, although the seats were the same.",
        "claims": [
            ("paraphrase", F, "People tend to keep putting money into a failing project because of what they have already spent."),
            ("paraphrase", F, "A rational decision considers only future costs and benefits."),
            ("paraphrase", F, "People who paid more for a season ticket went to more plays, though their seats were no different."),
            ("opposite", U, "A rational decision gives most weight to the costs already spent."),
            ("opposite", U, "People who had paid more for a season ticket attended fewer plays."),
            ("specifics", U, "People who paid more for a season ticket had better seats, which is why they attended more plays."),
        ],
    },
    {
        "domain": "essay", "split": "fresh209", "names": "Essay: outdoor play",
        "evidence": "Children who spend more time playing outdoors are less likely to become short-sighted, probably "
                    "because of exposure to daylight. Outdoor play also tends to be more physically active than "
                    "indoor play. Many schools have shortened break times in recent decades to make room for lessons.",
        "claims": [
            ("paraphrase", F, "More outdoor play is linked to a lower chance of short-sightedness in children."),
            ("paraphrase", F, "Playing outdoors is usually more active than playing indoors."),
            ("paraphrase", F, "Many schools have cut break times over recent decades to fit in more lessons."),
            ("opposite", U, "Children who play outdoors more are more likely to become short-sighted."),
            ("opposite", U, "Many schools have lengthened break times in recent decades."),
            ("causal", U, "Outdoor play has been proven to prevent short-sightedness because of the exercise it involves."),
        ],
    },
]
