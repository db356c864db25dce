"""A twentieth held-out set for ``benchmarks/verifier.py`` (split ``fresh19``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 33) after round 18 (whose rules read ``fresh18``'s errors) and
measured once before the round that reads it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh19", "names": "Abstract: bats and wind turbines",
        "evidence": "Bat deaths at wind farms fell by about half when turbine blades were kept still at wind "
                    "speeds below 5 metres per second. Power output dropped by less than 1 percent, because "
                    "little electricity is generated in such light winds.",
        "claims": [
            ("paraphrase", F, "Holding the blades still in winds under 5 metres per second roughly halved the number of bats killed."),
            ("paraphrase", F, "The energy lost was under 1 percent, since light winds produce little power anyway."),
            ("number", U, "Bat deaths fell by about 90 percent when blades were kept still."),
            ("opposite", U, "Power output dropped sharply when the blades were kept still."),
            ("reversed_order", U, "Blades were kept still at wind speeds above 5 metres per second."),
            ("overgeneralization", U, "Stopping turbine blades prevents all bat deaths at wind farms."),
        ],
    },
    {
        "domain": "literature", "split": "fresh19", "names": "Study notes on Macbeth",
        "evidence": "After the witches predict that he will be king, Macbeth writes to his wife, and Lady "
                    "Macbeth urges him to kill Duncan while the king is a guest at their castle. Later, "
                    "haunted by guilt, she walks in her sleep trying to wash imaginary blood from her hands.",
        "claims": [
            ("paraphrase", F, "Macbeth sends a letter to his wife once the witches foretell that he will become king."),
            ("paraphrase", F, "Lady Macbeth presses her husband to murder Duncan while he is staying at their castle."),
            ("paraphrase", F, "Tormented by guilt, Lady Macbeth sleepwalks and tries to scrub blood that is not there off her hands."),
            ("misattribution", U, "Banquo urges Macbeth to kill Duncan while the king is a guest at their castle."),
            ("reversed_order", U, "Macbeth writes to his wife before the witches predict that he will be king."),
            ("substitution", U, "Lady Macbeth tries to wash imaginary blood from her face."),
        ],
    },
    {
        "domain": "docs", "split": "fresh19", "names": "Rate limit guide",
        "evidence": "Each API key may make 600 requests per minute. A request over the limit gets a 429 "
                    "response with a Retry-After header; clients should wait that many seconds before "
                    "retrying rather than retrying at once.",
        "claims": [
            ("paraphrase", F, "An API key is allowed up to 600 requests a minute."),
            ("paraphrase", F, "Requests beyond the limit are answered with a 429 and a Retry-After header."),
            ("paraphrase", F, "Instead of retrying immediately, a client should wait the number of seconds given in Retry-After."),
            ("number", U, "Each API key may make 6000 requests per minute."),
            ("opposite", U, "Clients should retry at once rather than waiting."),
            ("substitution", U, "A request over the limit gets a 503 response with a Retry-After header."),
        ],
    },
    {
        "domain": "piano", "split": "fresh19", "names": "Lesson notes: Bach fugues",
        "evidence": "In a fugue, practise each voice alone before combining them, and sing the subject "
                    "whenever it enters. Hold tied notes for their full value even when another voice moves, "
                    "so the line is not broken.",
        "claims": [
            ("paraphrase", F, "Learn every voice of the fugue separately before putting them together."),
            ("paraphrase", F, "Sing the subject each time it comes in."),
            ("paraphrase", F, "Keep tied notes held for their whole length, even while other voices move, so the line stays unbroken."),
            ("reversed_order", U, "Combine the voices first, and only then practise each one alone."),
            ("opposite", U, "Release tied notes early when another voice moves."),
            ("negation", U, "Do not sing the subject when it enters."),
        ],
    },
    {
        "domain": "history", "split": "fresh19", "names": "Notes: the Suez Crisis",
        "evidence": "In July 1956 Egypt's president Nasser nationalised the Suez Canal. Britain, France and "
                    "Israel invaded in October, but pressure from the United States forced them to withdraw, "
                    "and the crisis weakened Britain's standing as a world power.",
        "claims": [
            ("paraphrase", F, "Nasser, Egypt's president, took the Suez Canal into state ownership in July 1956."),
            ("paraphrase", F, "American pressure made Britain, France and Israel pull out after their October invasion."),
            ("paraphrase", F, "The crisis damaged Britain's position as a global power."),
            ("number", U, "Nasser nationalised the Suez Canal in July 1966."),
            ("misattribution", U, "Pressure from the Soviet Union alone forced the invaders to withdraw."),
            ("opposite", U, "The crisis strengthened Britain's standing as a world power."),
        ],
    },
    {
        "domain": "essay", "split": "fresh19", "names": "Writing guide: conclusions",
        "evidence": "A conclusion should answer the question the introduction raised, without simply "
                    "repeating the thesis word for word. Do not bring in new evidence at the end; instead, "
                    "say why the argument matters.",
        "claims": [
            ("paraphrase", F, "End by answering the question your introduction posed, not by restating the thesis verbatim."),
            ("paraphrase", F, "Avoid introducing fresh evidence in the conclusion."),
            ("paraphrase", F, "Use the conclusion to explain why the argument is important."),
            ("opposite", U, "A conclusion should repeat the thesis word for word."),
            ("negation", U, "Bring in new evidence at the end of the essay."),
        ],
    },
    {
        "domain": "science", "split": "fresh19", "names": "Abstract: exercise and memory in older adults",
        "evidence": "Older adults who walked briskly three times a week for a year scored higher on memory "
                    "tests than those who only did stretching. The walkers' scores rose most in the first six "
                    "months and then levelled off.",
        "claims": [
            ("paraphrase", F, "A year of brisk walking three times a week gave older adults better memory scores than stretching alone."),
            ("paraphrase", F, "Most of the walkers' improvement came in the first half year, after which it plateaued."),
            ("swapped_roles", U, "Older adults who only did stretching scored higher on memory tests than the walkers."),
            ("number", U, "The older adults walked briskly five times a week."),
            ("opposite", U, "The walkers' scores kept rising steeply after the first six months."),
            ("population", U, "Teenagers who walked briskly three times a week scored higher on memory tests."),
        ],
    },
]
