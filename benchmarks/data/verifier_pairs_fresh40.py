"""A forty-first held-out set for ``benchmarks/verifier.py`` (split ``fresh40``).

Written on 2026-11-26 (session 36) after round 39 (whose rules read ``fresh39``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh40", "names": "Masterclass transcript: practising octaves",
        "evidence": "Octaves come from a loose wrist bouncing lightly, not from the forearm pushing down. Start "
                    "with short groups of four, rest between groups, and stop at once if the forearm tightens.",
        "claims": [
            ("paraphrase", F, "Play octaves from a relaxed, lightly bouncing wrist rather than by pushing down "
                              "with the forearm."),
            ("paraphrase", F, "Begin with short groups of four octaves and rest between them."),
            ("paraphrase", F, "If your forearm gets tight, stop straight away."),
            ("opposite", U, "Octaves come from the forearm pushing down, not from the wrist."),
            ("opposite", U, "Keep playing through the tightness if the forearm tightens."),
            ("number", U, "Start with groups of eight octaves."),
        ],
    },
    {
        "domain": "literature", "split": "fresh40", "names": "Study notes on Pride and Prejudice",
        "evidence": "Elizabeth rejects Darcy's first proposal at Hunsford, partly because he has separated Jane "
                    "from Bingley. His letter the next day explains his part in that affair and reveals "
                    "Wickham's past.",
        "claims": [
            ("paraphrase", F, "At Hunsford Elizabeth turns down Darcy's first proposal."),
            ("paraphrase", F, "One reason she refuses him is that he kept Jane and Bingley apart."),
            ("paraphrase", F, "The day after, Darcy writes to explain his role and to tell her about Wickham's past."),
            ("opposite", U, "Elizabeth accepts Darcy's first proposal at Hunsford."),
            ("reversed_order", U, "Darcy's letter reaches Elizabeth the day before his proposal."),
            ("misattribution", U, "Bingley's letter explains his part in separating him from Jane."),
        ],
    },
    {
        "domain": "docs", "split": "fresh40", "names": "API guide: rate limits",
        "evidence": "Each API key may make 100 requests per minute. Requests over the limit receive HTTP 429 "
                    "with a Retry-After header giving the seconds to wait; they are not counted against the "
                    "next minute.",
        "claims": [
            ("paraphrase", F, "An API key is allowed 100 requests a minute."),
            ("paraphrase", F, "A request beyond the limit gets a 429 response whose Retry-After header says how "
                              "many seconds to wait."),
            ("number", U, "Each API key may make 1,000 requests per minute."),
            ("opposite", U, "Rejected requests count against the next minute's limit."),
            ("substitution", U, "Requests over the limit receive HTTP 503."),
            ("misattribution", U, "The Retry-After header gives the number of requests left."),
        ],
    },
    {
        "domain": "science", "split": "fresh40", "names": "Abstract: bees and pesticide",
        "evidence": "Bumblebee colonies exposed to a low dose of the pesticide produced 85% fewer new queens than "
                    "unexposed colonies, although worker numbers were similar in both.",
        "claims": [
            ("paraphrase", F, "A low pesticide dose cut the number of new queens by 85% compared with unexposed "
                              "colonies."),
            ("paraphrase", F, "Exposed and unexposed colonies had about the same number of workers."),
            ("opposite", U, "Exposed colonies produced more new queens than unexposed ones."),
            ("opposite", U, "Exposed colonies had far fewer workers than unexposed colonies."),
            ("number", U, "Exposed colonies produced 58% fewer new queens."),
            ("population", U, "Honeybee hives exposed to a low dose of the pesticide produced 85% fewer queens."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh40", "names": "Physics lecture 3: falling objects",
        "evidence": "Without air resistance, a heavy ball and a light ball dropped together hit the ground at the "
                    "same time. With air, the light ball, if it is large, is slowed more and lands later.",
        "claims": [
            ("paraphrase", F, "In a vacuum a heavy ball and a light ball dropped at the same moment land together."),
            ("paraphrase", F, "In air, a large light ball is slowed down more and reaches the ground later."),
            ("opposite", U, "Without air resistance, the heavy ball hits the ground first."),
            ("swapped_roles", U, "With air, the heavy ball is slowed more and lands later than the light ball."),
            ("overgeneralisation", U, "Heavy objects always fall faster than light ones."),
        ],
    },
    {
        "domain": "essay", "split": "fresh40", "names": "Course book: the Industrial Revolution",
        "evidence": "Factory work in the early Industrial Revolution often meant fourteen-hour days, and children "
                    "as young as six worked in textile mills until the Factory Act of 1833 banned employing "
                    "children under nine.",
        "claims": [
            ("paraphrase", F, "Early factory workers often worked fourteen hours a day."),
            ("paraphrase", F, "The 1833 Factory Act made it illegal to employ children younger than nine."),
            ("paraphrase", F, "Before 1833, children as young as six worked in textile mills."),
            ("number", U, "The Factory Act of 1833 banned employing children under twelve."),
            ("opposite", U, "The Factory Act of 1833 allowed children under nine to work in mills."),
            ("overgeneralisation", U, "Every factory worker in the Industrial Revolution worked fourteen-hour days."),
        ],
    },
]
