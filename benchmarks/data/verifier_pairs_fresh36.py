"""A thirty-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh36``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 35) after round 35 (whose rules read ``fresh35``'s errors) and
measured once, at the end of this session, with no round after it. Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh36", "names": "Abstract: noise and plant growth",
        "evidence": "Seedlings exposed to traffic noise for eight hours a day grew 12% less than seedlings kept "
                    "in quiet rooms. Watering and light were identical in both groups.",
        "claims": [
            ("paraphrase", F, "Eight hours a day of traffic noise cut seedling growth by 12% compared with quiet rooms."),
            ("paraphrase", F, "Both groups got the same watering and the same light."),
            ("opposite", U, "Seedlings exposed to traffic noise grew 12% more than seedlings in quiet rooms."),
            ("number", U, "The seedlings were exposed to traffic noise for two hours a day."),
            ("opposite", U, "The noisy group was given more water than the quiet group."),
            ("population", U, "Adult trees exposed to traffic noise grew 12% less."),
        ],
    },
    {
        "domain": "literature", "split": "fresh36", "names": "Study notes on Jane Eyre",
        "evidence": "At Thornfield, Jane learns on her wedding day that Mr Rochester is already married to "
                    "Bertha, who is kept locked in the attic. Jane leaves Thornfield that night rather than "
                    "become his mistress.",
        "claims": [
            ("paraphrase", F, "On her wedding day at Thornfield, Jane discovers that Rochester already has a wife, Bertha."),
            ("paraphrase", F, "Bertha is confined in the attic."),
            ("paraphrase", F, "Refusing to become Rochester's mistress, Jane leaves Thornfield that night."),
            ("opposite", U, "Jane stays at Thornfield as Rochester's mistress."),
            ("misattribution", U, "Jane learns that St John Rivers is already married to Bertha."),
            ("reversed_order", U, "Jane learns of Bertha only after her wedding to Rochester has taken place."),
        ],
    },
    {
        "domain": "docs", "split": "fresh36", "names": "Message queue guide",
        "evidence": "Messages are delivered at least once, so consumers must be idempotent. A message that is "
                    "not acknowledged within 30 seconds becomes visible to other consumers again.",
        "claims": [
            ("paraphrase", F, "Delivery is at-least-once, which means consumers have to be idempotent."),
            ("paraphrase", F, "If a message is not acked within 30 seconds, other consumers can see it again."),
            ("opposite", U, "Messages are delivered exactly once, so consumers need not be idempotent."),
            ("number", U, "An unacknowledged message becomes visible again after 300 seconds."),
            ("opposite", U, "A message that is not acknowledged within 30 seconds is deleted."),
        ],
    },
    {
        "domain": "history", "split": "fresh36", "names": "Lecture notes: the Cuban missile crisis",
        "evidence": "Kennedy chose a naval blockade of Cuba rather than air strikes. After thirteen days "
                    "Khrushchev agreed to remove the missiles, and the United States secretly agreed to "
                    "withdraw its missiles from Turkey.",
        "claims": [
            ("paraphrase", F, "Instead of air strikes, Kennedy opted for a naval blockade of Cuba."),
            ("paraphrase", F, "Thirteen days later, Khrushchev consented to take the missiles out."),
            ("paraphrase", F, "In secret, the US agreed to pull its missiles out of Turkey."),
            ("opposite", U, "Kennedy chose air strikes on Cuba rather than a naval blockade."),
            ("opposite", U, "The United States publicly refused to withdraw its missiles from Turkey."),
            ("number", U, "The crisis lasted thirty days."),
        ],
    },
    {
        "domain": "music", "split": "fresh36", "names": "Flute lesson notes: tone",
        "evidence": "Aim the air stream across the embouchure hole, not down into it; blowing harder makes the "
                    "tone louder but also sharper, so adjust the angle rather than the force.",
        "claims": [
            ("paraphrase", F, "Direct the air across the embouchure hole instead of down into it."),
            ("paraphrase", F, "Blowing harder raises the volume but also makes the pitch sharp."),
            ("paraphrase", F, "Change the angle, not the force."),
            ("opposite", U, "Aim the air stream down into the embouchure hole."),
            ("opposite", U, "Blowing harder makes the tone flatter."),
            ("opposite", U, "Adjust the force rather than the angle."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh36", "names": "Statistics lecture 6: p-values",
        "evidence": "A p-value is the probability of data at least as extreme as those observed if the null "
                    "hypothesis were true. It is not the probability that the null hypothesis is true.",
        "claims": [
            ("paraphrase", F, "Assuming the null hypothesis is true, a p-value gives the probability of data at least as extreme as what was seen."),
            ("paraphrase", F, "It does not tell you the probability that the null hypothesis is true."),
            ("opposite", U, "A p-value is the probability that the null hypothesis is true."),
            ("opposite", U, "A p-value is the probability of data less extreme than those observed."),
        ],
    },
]
