"""A two-hundred-and-fifty-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh255``).

Written on 2026-11-29 (session 63) after round 165 (which read ``fresh251``-``fresh253``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh255", "names": "Repertoire notes: Kabalevsky's Toccatina",
        "evidence": "Kabalevsky's Toccatina, from his 30 Pieces for Children, Op. 27, puts the melody in the left "
                    "hand while the right hand plays repeated chords above it. The chords should be light and "
                    "detached, played from the wrist, so that the left-hand tune stays clear. Keep a steady tempo "
                    "rather than starting too fast.",
        "claims": [
            ("paraphrase", F, "In the Toccatina the left hand has the melody under repeated right-hand chords."),
            ("paraphrase", F, "Play the chords lightly and detached, from the wrist."),
            ("paraphrase", F, "Keep the tempo steady instead of starting too fast."),
            ("swapped_roles", U, "The right hand plays the melody while the left hand plays repeated chords."),
            ("opposite", U, "The chords should be heavy and connected."),
            ("number", U, "The Toccatina comes from Kabalevsky's 24 Pieces for Children."),
        ],
    },
    {
        "domain": "literature", "split": "fresh255", "names": "Study guide: The Luncheon",
        "evidence": "In W. Somerset Maugham's 'The Luncheon', the narrator, a young writer living in Paris, is asked "
                    "to lunch by a woman who admires his books. She claims she never eats more than one thing, then "
                    "orders salmon, caviar, asparagus and a giant peach, while he eats only a mutton chop. He pays "
                    "the bill with nearly all the money he has left for the month.",
        "claims": [
            ("paraphrase", F, "A woman who admires the narrator's books invites him to lunch in Paris."),
            ("paraphrase", F, "She says she never eats more than one thing but orders salmon, caviar, asparagus and a peach."),
            ("paraphrase", F, "Paying the bill leaves the narrator with almost no money for the rest of the month."),
            ("swapped_roles", U, "The woman eats only a mutton chop while the narrator orders salmon and caviar."),
            ("opposite", U, "The woman pays for the lunch."),
            ("substitution", U, "The lunch takes place in London."),
        ],
    },
    {
        "domain": "docs", "split": "fresh255", "names": "iPhone help: Focus filters",
        "evidence": "Focus filters let you hide distracting content in apps while a Focus is on. For example, you can "
                    "choose which calendars appear in Calendar and which Safari tab groups are shown. To add one, "
                    "open Settings, tap Focus, choose a Focus, then tap Add Filter. Filters apply only while that "
                    "Focus is active.",
        "claims": [
            ("paraphrase", F, "Focus filters hide distracting content in apps while a Focus is on."),
            ("paraphrase", F, "You can pick which calendars show in Calendar."),
            ("paraphrase", F, "A filter works only while its Focus is turned on."),
            ("opposite", U, "Focus filters stay in effect after the Focus is turned off."),
            ("substitution", U, "To add a filter, open Control Centre and tap Add Filter."),
            ("opposite", U, "Focus filters show extra content in apps while a Focus is on."),
        ],
    },
    {
        "domain": "science", "split": "fresh255", "names": "Physics notes: the lava lamp",
        "evidence": "A lava lamp holds blobs of wax in a clear liquid that is slightly less dense than the cold wax. "
                    "A bulb in the base heats the wax, which expands, becomes less dense than the liquid and rises. "
                    "At the top, away from the heat, the wax cools, contracts and sinks again. A lamp usually needs "
                    "one to two hours to warm up before the wax flows freely.",
        "claims": [
            ("paraphrase", F, "A bulb in the base warms the wax, which expands and rises."),
            ("paraphrase", F, "Away from the heat at the top, the wax cools, contracts and sinks."),
            ("paraphrase", F, "It usually takes one to two hours for the wax to start flowing freely."),
            ("opposite", U, "When heated, the wax contracts and becomes denser than the liquid."),
            ("reversed_order", U, "The wax sinks when it is heated and rises when it cools."),
            ("number", U, "A lava lamp needs about ten minutes to warm up."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh255", "names": "Statistics lecture: the Lindy effect",
        "evidence": "The Lindy effect is the idea that the future life expectancy of some non-perishable things, such "
                    "as books, ideas or technologies, grows with their age: a book that has been in print for fifty "
                    "years is likely to stay in print for another fifty. It does not apply to living things, whose "
                    "remaining life shrinks as they age.",
        "claims": [
            ("paraphrase", F, "For some non-perishable things, expected future life grows with their age."),
            ("paraphrase", F, "A book in print for fifty years is likely to stay in print another fifty."),
            ("paraphrase", F, "The effect does not apply to living things."),
            ("opposite", U, "The Lindy effect applies to people as well as books."),
            ("opposite", U, "The longer a book has been in print, the sooner it is likely to go out of print."),
            ("opposite", U, "The remaining life of living things grows as they age."),
        ],
    },
    {
        "domain": "essay", "split": "fresh255", "names": "Essay source: lunch queues",
        "evidence": "A study of 20 secondary schools found that pupils spent on average 18 minutes of a 40-minute "
                    "lunch break queuing for food. Schools that staggered lunch times by year group cut the average "
                    "wait to 8 minutes. Pupils who queued longest were the most likely to skip lunch altogether.",
        "claims": [
            ("paraphrase", F, "On average pupils queued for 18 minutes of a 40-minute lunch break."),
            ("paraphrase", F, "Staggering lunch times by year group cut the average wait to 8 minutes."),
            ("paraphrase", F, "Those who queued longest were most likely to skip lunch."),
            ("number", U, "Pupils spent on average 28 minutes queuing for food."),
            ("opposite", U, "Staggering lunch times made the average wait longer."),
            ("opposite", U, "Pupils who queued longest were the least likely to skip lunch."),
        ],
    },
]
