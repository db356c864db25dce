"""A hundred-and-sixty-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh168``).

Written on 2026-11-29 (session 56) after round 118 (which read ``fresh164``-``fresh166``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh168", "names": "Teaching notes: Albéniz's Iberia",
        "evidence": "Albéniz's Iberia is among the hardest music in the repertoire, with hand crossings and dense "
                    "chords on almost every page. Players should bring out the guitar-like rhythms of the left hand "
                    "rather than smoothing them into a wash of sound.",
        "claims": [
            ("paraphrase", F, "Iberia ranks among the most difficult piano music."),
            ("paraphrase", F, "Hand crossings and thick chords appear on nearly every page."),
            ("paraphrase", F, "The left hand's guitar-like rhythms should be brought out."),
            ("opposite", U, "Iberia is easy enough for beginners."),
            ("opposite", U, "Smooth the left-hand rhythms into a wash of sound."),
            ("swapped_roles", U, "Bring out the guitar-like rhythms of the right hand."),
        ],
    },
    {
        "domain": "literature", "split": "fresh168", "names": "Study guide: Main Street",
        "evidence": "In Main Street, Carol Kennicott moves to the small town of Gopher Prairie with her husband Will "
                    "and tries to reform it. The townspeople resist her plans, and after a period in Washington she "
                    "returns, though she never fully accepts the town.",
        "claims": [
            ("paraphrase", F, "Carol Kennicott moves to Gopher Prairie with her husband, Will."),
            ("paraphrase", F, "She tries to reform the town."),
            ("paraphrase", F, "The townspeople oppose her plans."),
            ("opposite", U, "The townspeople welcome Carol's plans."),
            ("opposite", U, "Carol stays in Washington and never returns."),
            ("misattribution", U, "Will tries to reform Gopher Prairie."),
        ],
    },
    {
        "domain": "docs", "split": "fresh168", "names": "Help centre: battery health",
        "evidence": "Battery health shows the battery's capacity compared with when it was new. Optimised charging "
                    "pauses at 80 percent overnight and finishes charging shortly before you usually unplug.",
        "claims": [
            ("paraphrase", F, "Battery health compares the battery's capacity with what it was when new."),
            ("paraphrase", F, "Overnight, optimised charging stops at 80 percent for a while."),
            ("paraphrase", F, "Charging completes shortly before the time you normally unplug."),
            ("number", U, "Optimised charging pauses at 90 percent overnight."),
            ("opposite", U, "Optimised charging charges straight to 100 percent as soon as you plug in."),
            ("substitution", U, "Battery health shows the battery's temperature compared with when it was new."),
        ],
    },
    {
        "domain": "science", "split": "fresh168", "names": "Abstract: starfish regrowth",
        "evidence": "Many starfish can regrow a lost arm, and in some species a single arm with part of the central "
                    "disc can grow into a whole new animal. Regrowing an arm can take a year, during which the "
                    "starfish eats less.",
        "claims": [
            ("paraphrase", F, "Many starfish can grow back an arm they have lost."),
            ("paraphrase", F, "In some species one arm with part of the central disc can become a complete new animal."),
            ("paraphrase", F, "While regrowing an arm, which may take a year, the starfish eats less."),
            ("overgeneralisation", U, "Any single starfish arm can grow into a whole new animal."),
            ("number", U, "Regrowing an arm takes about a week."),
            ("opposite", U, "While regrowing an arm, the starfish eats more."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh168", "names": "Lecture transcript: Euler and the bridges",
        "evidence": "In 1736 Leonhard Euler showed that no walk through Königsberg could cross each of its seven "
                    "bridges exactly once. His argument ignored distances and kept only which land areas the bridges "
                    "connected, an idea that began graph theory.",
        "claims": [
            ("paraphrase", F, "Euler proved in 1736 that no walk could cross all seven bridges exactly once."),
            ("paraphrase", F, "His argument kept only which land areas were connected by the bridges."),
            ("paraphrase", F, "The idea marked the start of graph theory."),
            ("opposite", U, "Euler found a walk that crossed each of the seven bridges exactly once."),
            ("number", U, "Königsberg had nine bridges."),
            ("opposite", U, "Euler's argument depended on the distances between the bridges."),
        ],
    },
    {
        "domain": "essay", "split": "fresh168", "names": "Essay source: reading aloud at home",
        "evidence": "Children whose parents read aloud to them daily knew more words at age five than children who "
                    "were rarely read to. The gap was largest for picture books, which use rarer words than everyday "
                    "talk.",
        "claims": [
            ("paraphrase", F, "Children read to every day had larger vocabularies at five."),
            ("paraphrase", F, "The difference was biggest for picture books."),
            ("paraphrase", F, "Picture books contain rarer words than ordinary conversation."),
            ("opposite", U, "Children who were rarely read to knew more words at five."),
            ("opposite", U, "Picture books use more common words than everyday talk."),
            ("number", U, "The children were tested at age eight."),
        ],
    },
]
