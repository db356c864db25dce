"""A hundred-and-forty-third held-out set for ``benchmarks/verifier.py`` (split ``fresh142``).

Written on 2026-11-28 (session 53) after the round that read ``fresh137``-``fresh139``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh142", "names": "Repertoire notes: Burgmüller's studies",
        "evidence": "Burgmüller wrote his twenty-five easy studies, Opus 100, for young players, and each has a "
                    "title such as Arabesque or Ballade. Arabesque trains fast, even fingers in the left hand, "
                    "and students often play it too loudly at first.",
        "claims": [
            ("paraphrase", F, "The Opus 100 studies were written with young pianists in mind."),
            ("paraphrase", F, "Every study carries a title, Arabesque and Ballade among them."),
            ("paraphrase", F, "Arabesque builds quick, even fingerwork in the left hand."),
            ("number", U, "Opus 100 contains eighteen easy studies."),
            ("substitution", U, "Arabesque trains fast fingers in the right hand."),
            ("opposite", U, "Students often play Arabesque too quietly at first."),
        ],
    },
    {
        "domain": "literature", "split": "fresh142", "names": "Study guide: Nicholas Nickleby",
        "evidence": "After his father dies penniless, Nicholas is sent by his uncle Ralph to teach at Dotheboys "
                    "Hall, a Yorkshire school run by the cruel Wackford Squeers. There he befriends Smike, a "
                    "mistreated boy, and the two run away together after Nicholas thrashes Squeers.",
        "claims": [
            ("paraphrase", F, "Nicholas's father dies leaving the family with no money."),
            ("paraphrase", F, "His uncle Ralph sends him to teach at a school in Yorkshire."),
            ("paraphrase", F, "Nicholas beats Squeers and then escapes with Smike."),
            ("swapped_roles", U, "Squeers thrashes Nicholas, who then runs away alone."),
            ("substitution", U, "Nicholas is sent to Dotheboys Hall by his mother."),
            ("opposite", U, "Squeers treats the boys at Dotheboys Hall with great kindness."),
        ],
    },
    {
        "domain": "docs", "split": "fresh142", "names": "Help centre: backup codes",
        "evidence": "Backup codes let you sign in when you cannot use your phone for two-step verification. "
                    "You get ten codes, each works only once, and making a new set cancels all the old ones.",
        "claims": [
            ("paraphrase", F, "If your phone is unavailable, a backup code lets you sign in."),
            ("paraphrase", F, "You are given ten codes, and each can be used a single time."),
            ("paraphrase", F, "Generating a fresh set makes every earlier code invalid."),
            ("number", U, "You get five backup codes."),
            ("opposite", U, "Each backup code can be used as many times as you like."),
            ("opposite", U, "Old codes keep working after you make a new set."),
        ],
    },
    {
        "domain": "science", "split": "fresh142", "names": "Abstract: dung beetles and the Milky Way",
        "evidence": "Dung beetles rolled their balls in straight lines on clear moonless nights, but wandered in "
                    "circles when fitted with caps that blocked their view of the sky. In a planetarium they "
                    "steered straight when shown only the Milky Way.",
        "claims": [
            ("paraphrase", F, "On clear nights without a moon the beetles rolled their balls in straight lines."),
            ("paraphrase", F, "Beetles whose caps hid the sky went round in circles."),
            ("paraphrase", F, "Shown nothing but the Milky Way in a planetarium, they still kept a straight course."),
            ("opposite", U, "Beetles wearing caps that blocked the sky still rolled in straight lines."),
            ("substitution", U, "In a planetarium the beetles steered straight when shown only the Moon."),
            ("opposite", U, "The beetles wandered in circles on clear moonless nights."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh142", "names": "Lecture transcript: Le Verrier and Neptune",
        "evidence": "Uranus kept drifting from its predicted path, and Urbain Le Verrier calculated that an "
                    "unseen planet beyond it must be pulling it. He sent his prediction to Johann Galle in "
                    "Berlin, who found Neptune in 1846 within a degree of the spot Le Verrier gave.",
        "claims": [
            ("paraphrase", F, "Uranus did not follow the path that had been predicted for it."),
            ("paraphrase", F, "Le Verrier worked out that an unseen planet farther out was tugging on Uranus."),
            ("paraphrase", F, "Galle located Neptune in 1846, less than a degree from where Le Verrier said."),
            ("swapped_roles", U, "Galle sent his prediction to Le Verrier, who found Neptune."),
            ("number", U, "Neptune was found in 1864."),
            ("opposite", U, "Neptune was found far from the spot Le Verrier gave."),
        ],
    },
    {
        "domain": "essay", "split": "fresh142", "names": "Course reader: The Second Coming",
        "evidence": "Yeats wrote the poem in 1919, just after the First World War. Its opening image is a falcon "
                    "turning in a widening gyre until it cannot hear the falconer, and it ends with a rough beast "
                    "slouching towards Bethlehem to be born.",
        "claims": [
            ("paraphrase", F, "The poem dates from 1919, shortly after the First World War ended."),
            ("paraphrase", F, "It opens with a falcon circling ever wider until the falconer is out of its hearing."),
            ("paraphrase", F, "The closing image is of a rough beast slouching to Bethlehem to be born."),
            ("number", U, "Yeats wrote the poem in 1909, before the First World War."),
            ("swapped_roles", U, "The falconer cannot hear the falcon."),
            ("substitution", U, "It ends with a rough beast slouching towards Rome."),
        ],
    },
]
