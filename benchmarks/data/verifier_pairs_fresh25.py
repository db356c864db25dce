"""A twenty-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh25``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 34) after round 24 (whose rules read ``fresh24``'s errors) and
measured once, before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh25", "names": "Abstract: antibiotic course length",
        "evidence": "Children with uncomplicated pneumonia who took amoxicillin for 3 days recovered as often as "
                    "those who took it for 7 days. Side effects such as diarrhoea were less common with the "
                    "shorter course.",
        "claims": [
            ("paraphrase", F, "A three-day course of amoxicillin worked as well as a seven-day course for children with uncomplicated pneumonia."),
            ("paraphrase", F, "Diarrhoea and other side effects occurred less often when the course was shorter."),
            ("paraphrase", F, "The 7-day course gave no better recovery than the 3-day one."),
            ("opposite", U, "Children who took amoxicillin for 7 days recovered more often than those who took it for 3 days."),
            ("opposite", U, "Side effects were more common with the shorter course."),
            ("overgeneralization", U, "Three days of antibiotics is enough for any infection in children."),
        ],
    },
    {
        "domain": "literature", "split": "fresh25", "names": "Study notes on Romeo and Juliet",
        "evidence": "Friar Laurence gives Juliet a potion that makes her appear dead. Romeo, who never receives "
                    "the Friar's letter explaining the plan, finds her in the tomb and poisons himself.",
        "claims": [
            ("paraphrase", F, "The Friar gives Juliet a drug that makes her seem dead."),
            ("paraphrase", F, "Romeo never gets the letter in which the Friar explains the plan."),
            ("paraphrase", F, "Finding Juliet in the tomb, Romeo takes poison."),
            ("negation", U, "Romeo receives the Friar's letter explaining the plan."),
            ("misattribution", U, "The Nurse gives Juliet a potion that makes her appear dead."),
            ("swapped_roles", U, "Juliet gives Friar Laurence a potion that makes him appear dead."),
        ],
    },
    {
        "domain": "docs", "split": "fresh25", "names": "Database connection pool settings",
        "evidence": "The pool keeps at most 20 open connections. A request that cannot get a connection within "
                    "30 seconds fails with a timeout error instead of waiting forever.",
        "claims": [
            ("paraphrase", F, "No more than 20 connections are held open by the pool."),
            ("paraphrase", F, "If no connection is free within 30 seconds, the request fails with a timeout."),
            ("paraphrase", F, "Requests do not wait indefinitely for a connection."),
            ("number", U, "A request waits up to 60 seconds for a connection."),
            ("opposite", U, "A request that cannot get a connection waits until one becomes free."),
            ("opposite", U, "The pool keeps at least 20 open connections."),
        ],
    },
    {
        "domain": "piano", "split": "fresh25", "names": "Lesson notes: scales",
        "evidence": "Pass the thumb under smoothly without twisting the wrist, and keep the elbow moving with the "
                    "hand. Practise hands separately at first, then together once each hand is secure.",
        "claims": [
            ("paraphrase", F, "Bring the thumb under without turning the wrist."),
            ("paraphrase", F, "The elbow should travel along with the hand."),
            ("paraphrase", F, "Only put the hands together after each one is secure on its own."),
            ("reversed_order", U, "Practise hands together first, then separately once each hand is secure."),
            ("opposite", U, "Twist the wrist to pass the thumb under."),
            ("opposite", U, "Keep the elbow still while the hand moves."),
        ],
    },
    {
        "domain": "history", "split": "fresh25", "names": "Notes: the Black Death",
        "evidence": "The Black Death reached England in 1348 and killed perhaps a third to a half of the population. "
                    "The shortage of workers that followed pushed wages up.",
        "claims": [
            ("paraphrase", F, "When the Black Death arrived in England in 1348 it may have killed between a third and a half of the people."),
            ("paraphrase", F, "With fewer workers after the plague, wages rose."),
            ("number", U, "The Black Death reached England in 1384."),
            ("opposite", U, "The shortage of workers after the Black Death pushed wages down."),
            ("overgeneralization", U, "The Black Death killed almost everyone in England."),
            ("reversed_order", U, "Wages rose in England before the Black Death arrived."),
        ],
    },
    {
        "domain": "essay", "split": "fresh25", "names": "Writing guide: quoting sources",
        "evidence": "Introduce every quotation with a sentence that names its source, and follow it with your own "
                    "comment on what it shows. A quotation left to speak for itself weakens the paragraph.",
        "claims": [
            ("paraphrase", F, "Each quotation should be introduced by a sentence naming where it comes from."),
            ("paraphrase", F, "After a quotation, add your own comment on what it shows."),
            ("paraphrase", F, "Leaving a quotation to speak for itself makes the paragraph weaker."),
            ("opposite", U, "A quotation left to speak for itself strengthens the paragraph."),
            ("reversed_order", U, "Comment on a quotation before you introduce it."),
        ],
    },
]
