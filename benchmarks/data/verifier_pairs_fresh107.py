"""A hundred-and-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh107``).

Written on 2026-11-28 (session 47) after round 97, before any run of the verifier on it, on
topics no earlier split uses (checked with grep), and measured once before any rule was read from
it (see ``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh107", "names": "Lesson notes: first steps in improvising",
        "evidence": "Begin improvising over a single chord with only the five notes under the right hand, keeping "
                    "the left hand on a steady pattern. Repeat and vary a short idea instead of inventing new "
                    "material all the time, and add a second chord only when the first feels easy.",
        "claims": [
            ("paraphrase", F, "Start by improvising on one chord using just the five notes under your right hand."),
            ("paraphrase", F, "Keep the left hand playing a steady pattern."),
            ("paraphrase", F, "Rather than constantly inventing new material, repeat and vary one short idea."),
            ("opposite", U, "Keep inventing new material instead of repeating an idea."),
            ("reversed_order", U, "Add a second chord before the first one feels easy."),
            ("opposite", U, "Let the left hand wander freely while the right hand improvises."),
        ],
    },
    {
        "domain": "literature", "split": "fresh107", "names": "Study guide: Alice's Adventures in Wonderland",
        "evidence": "Alice follows a White Rabbit down a rabbit hole and, after drinking from a bottle labelled "
                    "'DRINK ME', shrinks so small that she can pass through a tiny door. At the trial that ends the "
                    "story, the Queen of Hearts demands the sentence before the verdict, and Alice, growing to her "
                    "full size, calls the court nothing but a pack of cards.",
        "claims": [
            ("paraphrase", F, "Alice goes down a rabbit hole after a White Rabbit."),
            ("paraphrase", F, "Drinking from the bottle marked 'DRINK ME' makes Alice small enough to get through "
                              "a tiny door."),
            ("paraphrase", F, "At the closing trial the Queen of Hearts wants the sentence first and the verdict "
                              "afterwards."),
            ("opposite", U, "Drinking from the bottle makes Alice grow too large to pass through the door."),
            ("reversed_order", U, "The Queen of Hearts demands the verdict before the sentence."),
            ("misattribution", U, "The White Rabbit calls the court nothing but a pack of cards."),
        ],
    },
    {
        "domain": "docs", "split": "fresh107", "names": "Help centre: sharing links",
        "evidence": "Anyone with a sharing link can view the file without signing in, but editing always requires "
                    "an account. Links expire after 7 days by default; the owner can set a shorter expiry or "
                    "revoke a link at any time.",
        "claims": [
            ("paraphrase", F, "People with a sharing link can see the file without logging in."),
            ("paraphrase", F, "To edit, you always need an account."),
            ("paraphrase", F, "By default a link stops working after 7 days."),
            ("opposite", U, "Anyone with a sharing link can edit the file without an account."),
            ("number", U, "Links expire after 30 days by default."),
            ("opposite", U, "Once created, a link cannot be revoked before it expires."),
        ],
    },
    {
        "domain": "science", "split": "fresh107", "names": "Abstract: platypus electroreception",
        "evidence": "The platypus hunts with its eyes, ears and nostrils shut, finding prey by the weak electric "
                    "fields their muscles produce. About 40,000 electroreceptors lie in the skin of its bill, "
                    "together with touch receptors that sense the movement of water.",
        "claims": [
            ("paraphrase", F, "A hunting platypus keeps its eyes, ears and nostrils closed."),
            ("paraphrase", F, "It detects prey through the faint electric fields made by their muscles."),
            ("paraphrase", F, "Its bill has about 40,000 electroreceptors in the skin."),
            ("opposite", U, "The platypus hunts mainly by sight, with its eyes open."),
            ("number", U, "About 4,000 electroreceptors lie in the skin of the bill."),
            ("substitution", U, "The electroreceptors lie in the skin of its tail."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh107", "names": "Lecture transcript: the race to the South Pole",
        "evidence": "Roald Amundsen's Norwegian party reached the South Pole on 14 December 1911, using dog sledges "
                    "and expert skiers. Robert Falcon Scott's British party arrived 34 days later, relying partly "
                    "on ponies and man-hauling, and all five men died on the return journey.",
        "claims": [
            ("paraphrase", F, "Amundsen's Norwegians got to the South Pole on 14 December 1911."),
            ("paraphrase", F, "Amundsen's party used dog sledges and skilled skiers."),
            ("paraphrase", F, "Scott's five-man British party all died on the way back."),
            ("swapped_roles", U, "Scott's British party reached the South Pole 34 days before Amundsen."),
            ("substitution", U, "Amundsen's party relied partly on ponies and man-hauling."),
            ("opposite", U, "Scott's party returned safely from the Pole."),
        ],
    },
    {
        "domain": "essay", "split": "fresh107", "names": "Course reader: Lassie Come-Home",
        "evidence": "When his family loses their money, Joe Carraclough's collie Lassie is sold to the Duke of "
                    "Rudling and taken to Scotland. Lassie escapes and travels hundreds of miles south, growing "
                    "weak and ill, until she arrives at Joe's school gate at four o'clock, as she always did.",
        "claims": [
            ("paraphrase", F, "Because Joe's family has lost its money, Lassie is sold to the Duke of Rudling."),
            ("paraphrase", F, "The Duke takes Lassie to Scotland."),
            ("paraphrase", F, "Lassie gets away and makes a journey of hundreds of miles south."),
            ("opposite", U, "Lassie grows stronger and healthier on the journey."),
            ("substitution", U, "Lassie arrives at Joe's house at noon."),
            ("misattribution", U, "Joe sells Lassie to the Duke because he no longer wants her."),
        ],
    },
]
