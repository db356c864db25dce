"""A hundred-and-eighty-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh184``).

Written on 2026-11-29 (session 57) after round 126 (which read ``fresh179``-``fresh181``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh184", "names": "Teaching notes: Nielsen's Chaconne",
        "evidence": "Nielsen's Chaconne builds twenty variations over a bass line first heard alone in the left hand. "
                    "Keep the bass audible even when the upper voices grow dense, and let the long crescendo toward "
                    "the middle climax grow gradually rather than arriving too soon.",
        "claims": [
            ("paraphrase", F, "Nielsen's Chaconne has twenty variations over a bass line."),
            ("paraphrase", F, "The bass line is first heard on its own in the left hand."),
            ("paraphrase", F, "Build the crescendo toward the middle climax gradually so it does not arrive too early."),
            ("number", U, "Nielsen's Chaconne has eight variations."),
            ("substitution", U, "The bass line is first heard alone in the right hand."),
            ("opposite", U, "Let the bass fade into the background when the upper voices grow dense."),
        ],
    },
    {
        "domain": "literature", "split": "fresh184", "names": "Study guide: Lost Illusions",
        "evidence": "Lucien de Rubempré, a young poet from the provinces, leaves for Paris hoping to become famous. "
                    "There he abandons poetry for journalism, is ruined by debts, and forges his brother-in-law "
                    "David's signature on bills, which brings David to bankruptcy.",
        "claims": [
            ("paraphrase", F, "Lucien is a young provincial poet who goes to Paris hoping for fame."),
            ("paraphrase", F, "In Paris he gives up poetry for journalism."),
            ("paraphrase", F, "Lucien forges David's signature on bills, which bankrupts David."),
            ("swapped_roles", U, "David forges Lucien's signature on bills."),
            ("opposite", U, "In Paris Lucien gives up journalism to write poetry."),
            ("opposite", U, "Lucien grows rich in Paris and pays off all his debts."),
        ],
    },
    {
        "domain": "docs", "split": "fresh184", "names": "Help centre: hearing aid streaming",
        "evidence": "Paired hearing aids can stream phone calls and music directly from your phone. Streaming uses "
                    "more battery, so hearing aids that normally last a full day may need charging by early evening.",
        "claims": [
            ("paraphrase", F, "Paired hearing aids can stream calls and music straight from your phone."),
            ("paraphrase", F, "Streaming drains the hearing aids' battery faster."),
            ("paraphrase", F, "Hearing aids that usually last a full day may need charging by early evening when streaming."),
            ("opposite", U, "Streaming uses less battery than normal listening."),
            ("substitution", U, "Hearing aids can stream video calls from your television."),
            ("opposite", U, "Streaming lets hearing aids last well beyond a full day."),
        ],
    },
    {
        "domain": "science", "split": "fresh184", "names": "Abstract: termite mound ventilation",
        "evidence": "Termite mounds are not cooled by steady airflow, as was long believed. Instead, the daily swing "
                    "between warm afternoons and cool nights drives air up and down through the mound's chimneys, "
                    "flushing out carbon dioxide.",
        "claims": [
            ("paraphrase", F, "Steady airflow does not cool termite mounds, despite the long-held belief."),
            ("paraphrase", F, "Air moves up and down through the chimneys because of the daily swing between warm afternoons and cool nights."),
            ("paraphrase", F, "This flushes carbon dioxide out of the mound."),
            ("opposite", U, "Termite mounds are cooled by steady airflow."),
            ("substitution", U, "The air movement flushes out methane."),
            ("causal", U, "The termites' wing beats drive air up and down through the chimneys."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh184", "names": "Lecture transcript: Fizeau measures light",
        "evidence": "In 1849 Hippolyte Fizeau sent light through the gaps of a spinning toothed wheel to a mirror "
                    "eight kilometres away. At the right speed the returning light was blocked by the next tooth, and "
                    "from that speed he calculated the speed of light.",
        "claims": [
            ("paraphrase", F, "In 1849 Fizeau shone light through the gaps of a spinning toothed wheel."),
            ("paraphrase", F, "The mirror stood eight kilometres away."),
            ("paraphrase", F, "He worked out the speed of light from the wheel speed at which the next tooth blocked the returning light."),
            ("number", U, "Fizeau's mirror was eighty kilometres away."),
            ("date", U, "Fizeau measured the speed of light in 1894."),
            ("opposite", U, "At the right speed the returning light passed through the next gap."),
        ],
    },
    {
        "domain": "essay", "split": "fresh184", "names": "Essay source: longer school breaks",
        "evidence": "A school that lengthened its lunch break from thirty to fifty minutes found fewer behaviour "
                    "incidents in afternoon lessons. Some teachers objected that the school day had to end later, "
                    "which made after-school clubs shorter.",
        "claims": [
            ("paraphrase", F, "The school extended its lunch break from thirty to fifty minutes."),
            ("paraphrase", F, "There were fewer behaviour incidents in afternoon lessons."),
            ("paraphrase", F, "Some teachers objected because the school day had to finish later."),
            ("number", U, "The school lengthened its lunch break to ninety minutes."),
            ("opposite", U, "Behaviour incidents in afternoon lessons increased."),
            ("opposite", U, "After-school clubs became longer."),
        ],
    },
]
