"""A hundred-and-seventeenth held-out set for ``benchmarks/verifier.py`` (split ``fresh116``).

Written on 2026-11-28 (session 49) before any run of the verifier on it, on topics no earlier split
uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh116", "names": "Reading notes: da capo and dal segno",
        "evidence": "D.C. al Fine tells the player to go back to the very beginning and play until the word Fine. "
                    "D.S. al Coda sends the player back to the sign instead, and from the mark 'To Coda' they jump "
                    "straight to the coda. Repeats marked inside the music are usually not taken a second time "
                    "after a da capo.",
        "claims": [
            ("paraphrase", F, "D.C. al Fine means returning to the start and playing as far as Fine."),
            ("paraphrase", F, "With D.S. al Coda you go back to the sign, not to the beginning."),
            ("paraphrase", F, "After a da capo, the marked repeats are normally played only once."),
            ("substitution", U, "D.C. al Fine tells the player to go back to the sign and play until Fine."),
            ("opposite", U, "Repeats marked inside the music are always taken again after a da capo."),
            ("reversed_order", U, "Players jump to the coda first and then go back to the sign."),
        ],
    },
    {
        "domain": "literature", "split": "fresh116", "names": "Study guide: The Moonstone",
        "evidence": "Rachel Verinder receives the Moonstone, a sacred Indian diamond, on her eighteenth birthday, "
                    "and it vanishes from her room the same night. Sergeant Cuff suspects Rachel herself, but a "
                    "year later Franklin Blake learns that he took the stone while sleepwalking under the "
                    "influence of laudanum that had been given to him without his knowledge.",
        "claims": [
            ("paraphrase", F, "The diamond is given to Rachel when she turns eighteen."),
            ("paraphrase", F, "The Moonstone disappears from Rachel's room on the night of her birthday."),
            ("paraphrase", F, "Franklin Blake had been secretly dosed with laudanum and took the diamond in his "
                              "sleep."),
            ("swapped_roles", U, "Rachel suspects Sergeant Cuff of taking the diamond."),
            ("number", U, "Rachel receives the Moonstone on her twenty-first birthday."),
            ("opposite", U, "Franklin Blake took laudanum knowingly before he took the stone."),
        ],
    },
    {
        "domain": "docs", "split": "fresh116", "names": "Settings help: language and region",
        "evidence": "The display language changes the words in menus and messages; it does not change how dates "
                    "and numbers are written, which follow the region setting. Both settings apply only to your "
                    "own account, and a change takes effect the next time you sign in.",
        "claims": [
            ("paraphrase", F, "Menus and messages are shown in the display language."),
            ("paraphrase", F, "Date and number formats come from the region setting, not the language."),
            ("paraphrase", F, "Changing either setting affects only your own account."),
            ("opposite", U, "Changing the display language also changes how dates are written."),
            ("substitution", U, "The language and region settings apply to every account in the organisation."),
            ("negation", U, "A new language setting takes effect immediately, without signing in again."),
        ],
    },
    {
        "domain": "science", "split": "fresh116", "names": "Abstract: electric eel discharges",
        "evidence": "Electric eels emit low-voltage pulses to sense their surroundings and high-voltage volleys of "
                    "up to 600 volts to stun prey. When a fish hides, the eel gives a short doublet of strong "
                    "pulses that makes the hidden fish twitch, revealing where it is, and then strikes.",
        "claims": [
            ("paraphrase", F, "Eels use weak electric pulses for sensing and strong ones for stunning prey."),
            ("paraphrase", F, "The strongest discharges reach about 600 volts."),
            ("paraphrase", F, "A pair of strong pulses makes a hidden fish twitch and give away its position."),
            ("number", U, "Electric eels can discharge volleys of up to 60 volts."),
            ("swapped_roles", U, "Eels use high-voltage pulses to sense their surroundings and low-voltage ones "
                                 "to stun prey."),
            ("reversed_order", U, "The eel strikes first and then sends a doublet to make the fish twitch."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh116", "names": "Lecture transcript: Apollo 13",
        "evidence": "So fifty-six hours into the flight an oxygen tank in the service module exploded, and the "
                    "landing on the Moon was called off. The three astronauts moved into the lunar module, using it "
                    "as a lifeboat, and swung around the Moon to head home. Carbon dioxide built up in the cabin "
                    "until the crew, following instructions from the ground, built an adapter out of cardboard, "
                    "plastic bags and tape.",
        "claims": [
            ("paraphrase", F, "An oxygen tank blew up about 56 hours after launch."),
            ("paraphrase", F, "The crew used the lunar module as a lifeboat."),
            ("paraphrase", F, "Guided by mission control, the astronauts improvised an adapter from cardboard, "
                              "bags and tape."),
            ("opposite", U, "After the explosion the crew still landed on the Moon."),
            ("substitution", U, "An oxygen tank in the lunar module exploded."),
            ("swapped_roles", U, "The crew designed the adapter and radioed instructions for it to the ground."),
        ],
    },
    {
        "domain": "essay", "split": "fresh116", "names": "Course reader: Walden",
        "evidence": "Thoreau lived for two years and two months in a cabin he built himself beside Walden Pond, "
                    "on land owned by Emerson. He went to the woods, he wrote, because he wished to live "
                    "deliberately, and he kept careful accounts of what he spent, finding that he could live on "
                    "very little by working about six weeks a year.",
        "claims": [
            ("paraphrase", F, "Thoreau built his own cabin by Walden Pond."),
            ("paraphrase", F, "The land the cabin stood on belonged to Emerson."),
            ("paraphrase", F, "He found he needed to work only about six weeks a year to support himself."),
            ("number", U, "Thoreau lived at Walden Pond for five years."),
            ("swapped_roles", U, "Emerson built the cabin on land owned by Thoreau."),
            ("opposite", U, "Thoreau kept no record of what he spent at Walden."),
        ],
    },
]
