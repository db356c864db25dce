"""A two-hundred-and-thirty-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh239``).

Written on 2026-11-29 (session 62) after round 160 (which read ``fresh236``-``fresh238``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh239", "names": "Repertoire notes: the Celebrated Chop Waltz",
        "evidence": "The Celebrated Chop Waltz, better known as Chopsticks, was published in 1877 by Euphemia Allen, "
                    "then sixteen, under the name Arthur de Lulli. Its instructions ask the player to turn both hands "
                    "sideways, little fingers down, so that the hands chop at the keys. It is a waltz in three-four "
                    "time.",
        "claims": [
            ("paraphrase", F, "Chopsticks was published in 1877 under the name Arthur de Lulli."),
            ("paraphrase", F, "The player turns both hands sideways, little fingers down, to chop at the keys."),
            ("paraphrase", F, "Euphemia Allen was sixteen when it was published."),
            ("opposite", U, "Euphemia Allen published the Chop Waltz under her own name."),
            ("substitution", U, "Chopsticks is a march in two-four time."),
            ("opposite", U, "The player keeps both palms flat on the keys."),
        ],
    },
    {
        "domain": "literature", "split": "fresh239", "names": "Study guide: The Pit and the Pendulum",
        "evidence": "In Edgar Allan Poe's 'The Pit and the Pendulum', a prisoner of the Spanish Inquisition in Toledo "
                    "narrowly avoids falling into a pit in his dark cell. He then wakes tied down beneath a swinging, "
                    "razor-sharp pendulum that slowly descends. He escapes by smearing food on his bonds so that rats "
                    "chew through them, and he is finally rescued by the French army.",
        "claims": [
            ("paraphrase", F, "The prisoner narrowly avoids falling into a pit in his dark cell."),
            ("paraphrase", F, "A razor-sharp pendulum swings above him and slowly descends."),
            ("paraphrase", F, "He smears food on his bonds so the rats gnaw through them."),
            ("substitution", U, "The prisoner is rescued by the Spanish army."),
            ("opposite", U, "The pendulum slowly rises away from him."),
            ("opposite", U, "He falls into the pit in his cell."),
        ],
    },
    {
        "domain": "docs", "split": "fresh239", "names": "Chrome help: Memory Saver",
        "evidence": "Memory Saver frees up memory from inactive tabs so that active tabs and other apps have more "
                    "resources. Inactive tabs appear as normal and reload when you go back to them. You can add sites "
                    "to an always-active list so that Memory Saver never deactivates them.",
        "claims": [
            ("paraphrase", F, "Memory Saver releases memory from tabs you are not using."),
            ("paraphrase", F, "When you return to an inactive tab, it reloads."),
            ("paraphrase", F, "Sites on the always-active list are never deactivated."),
            ("opposite", U, "Memory Saver closes inactive tabs permanently."),
            ("opposite", U, "Memory Saver frees memory from the tab you are currently using."),
            ("opposite", U, "Inactive tabs disappear from the tab strip."),
        ],
    },
    {
        "domain": "science", "split": "fresh239", "names": "Lecture notes: the siphon",
        "evidence": "A siphon moves liquid from a higher container to a lower one through a tube that rises above the "
                    "surface of the liquid. Once the tube is filled, the flow continues as long as the outlet is "
                    "below the surface in the upper container. If the outlet is raised above that surface, the flow "
                    "stops.",
        "claims": [
            ("paraphrase", F, "A siphon carries liquid from a higher container to a lower one."),
            ("paraphrase", F, "Once the tube is full, liquid keeps flowing while the outlet stays below the upper surface."),
            ("paraphrase", F, "Raising the outlet above the upper surface stops the flow."),
            ("reversed_order", U, "A siphon moves liquid from a lower container up to a higher one."),
            ("opposite", U, "The flow continues even when the outlet is raised above the upper surface."),
            ("opposite", U, "The siphon tube must stay below the surface of the liquid."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh239", "names": "Lecture transcript: Benford's law",
        "evidence": "Benford's law says that in many real-world sets of numbers, such as populations or invoice "
                    "totals, the leading digit is 1 about 30 percent of the time, while 9 leads less than 5 percent "
                    "of the time. Auditors use it to spot invented figures, because people making up numbers tend to "
                    "spread the first digits evenly. The law does not apply to numbers with a narrow range, such as "
                    "adult heights.",
        "claims": [
            ("paraphrase", F, "In many real data sets the first digit is 1 roughly 30 percent of the time."),
            ("paraphrase", F, "Auditors use it to detect made-up figures."),
            ("paraphrase", F, "Benford's law does not hold for numbers in a narrow range, like adult heights."),
            ("substitution", U, "The leading digit is 9 about 30 percent of the time."),
            ("opposite", U, "People inventing numbers tend to use 1 as the first digit most often."),
            ("opposite", U, "Benford's law applies to adult heights."),
        ],
    },
    {
        "domain": "essay", "split": "fresh239", "names": "Essay: holidays in term time",
        "evidence": "Parents at our school can be fined for taking children on holiday during term time without "
                    "permission. The head teacher grants absence only in exceptional circumstances, such as a family "
                    "funeral. Many parents argue that holidays cost far less outside the school holidays, but the "
                    "school says even a week away can set a pupil back.",
        "claims": [
            ("paraphrase", F, "Taking children on holiday in term time without permission can lead to a fine."),
            ("paraphrase", F, "The head allows absence only in exceptional cases, such as a family funeral."),
            ("paraphrase", F, "The school says even one week away can hold a pupil back."),
            ("opposite", U, "The head teacher grants term-time absence for any family holiday."),
            ("opposite", U, "Parents argue that holidays cost more outside the school holidays."),
            ("opposite", U, "The school says a week away makes no difference to a pupil's progress."),
        ],
    },
]
