"""A fifty-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh53``).

Written on 2026-11-26 (session 38) after round 52 (whose rules read ``fresh52``'s errors) and
measured once before any rule reads it. Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh53", "names": "Masterclass transcript: Bach fugues",
        "evidence": "In a Bach fugue, bring out each entry of the subject, even when it appears in an inner "
                    "voice. Keep the countersubject slightly quieter, and never let the pedal blur the "
                    "separate voices.",
        "claims": [
            ("paraphrase", F, "Every entry of the fugue subject should be brought out, including those in the "
                              "inner voices."),
            ("paraphrase", F, "Play the countersubject a little more quietly than the subject."),
            ("paraphrase", F, "The pedal must not smear the separate voices together."),
            ("opposite", U, "Keep the countersubject slightly louder than the subject."),
            ("strength", U, "Bring out the subject only when it appears in the top voice."),
            ("opposite", U, "Use the pedal to blend the separate voices."),
        ],
    },
    {
        "domain": "literature", "split": "fresh53", "names": "Study notes on Silas Marner",
        "evidence": "Silas Marner, a weaver wrongly accused of theft, leaves his town and hoards gold in "
                    "Raveloe. After his gold is stolen, he takes in Eppie, an orphaned girl, and her love "
                    "restores his faith in people.",
        "claims": [
            ("paraphrase", F, "Falsely accused of stealing, the weaver Silas Marner leaves his town."),
            ("paraphrase", F, "In Raveloe, Silas piles up gold."),
            ("paraphrase", F, "Eppie's love brings back Silas's trust in people."),
            ("reversed_order", U, "Silas takes in Eppie before his gold is stolen."),
            ("opposite", U, "Silas Marner, a weaver rightly convicted of theft, leaves his town."),
            ("misattribution", U, "Eppie steals Silas's gold."),
        ],
    },
    {
        "domain": "docs", "split": "fresh53", "names": "Auth service: session tokens",
        "evidence": "Access tokens expire after 15 minutes; refresh tokens last 30 days and can be used only "
                    "once. Revoking a refresh token also revokes every access token issued from it.",
        "claims": [
            ("paraphrase", F, "An access token is valid for 15 minutes."),
            ("paraphrase", F, "A refresh token lasts for 30 days and works a single time."),
            ("paraphrase", F, "When a refresh token is revoked, all access tokens issued from it are revoked "
                              "too."),
            ("swapped_roles", U, "Access tokens last 30 days and refresh tokens expire after 15 minutes."),
            ("opposite", U, "A refresh token can be used many times."),
            ("negation", U, "Revoking a refresh token leaves its access tokens valid."),
        ],
    },
    {
        "domain": "science", "split": "fresh53", "names": "Abstract: coral bleaching and water temperature",
        "evidence": "Corals exposed to water 1 °C above their usual summer maximum for four weeks bleached, "
                    "but most recovered within six months once temperatures fell. Corals kept at normal "
                    "temperatures did not bleach.",
        "claims": [
            ("paraphrase", F, "Four weeks at 1 °C above their normal summer peak made the corals bleach."),
            ("paraphrase", F, "Most of the bleached corals recovered within half a year after the water "
                              "cooled."),
            ("paraphrase", F, "No bleaching occurred in corals kept at normal temperatures."),
            ("opposite", U, "Most bleached corals died within six months."),
            ("number", U, "Corals bleached after being exposed to water 3 °C above their summer maximum."),
            ("opposite", U, "Corals kept at normal temperatures also bleached."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh53", "names": "Operating systems lecture 3: deadlock",
        "evidence": "A deadlock needs four conditions at once: mutual exclusion, hold and wait, no "
                    "preemption and circular wait. Removing any one of them prevents deadlock.",
        "claims": [
            ("paraphrase", F, "Deadlock requires four conditions to hold at the same time."),
            ("paraphrase", F, "Breaking any single one of the four conditions is enough to prevent "
                              "deadlock."),
            ("paraphrase", F, "Circular wait is one of the conditions for deadlock."),
            ("number", U, "A deadlock needs three conditions at once."),
            ("strength", U, "All four conditions must be removed to prevent deadlock."),
            ("opposite", U, "Removing one of the conditions causes deadlock."),
        ],
    },
    {
        "domain": "essay", "split": "fresh53", "names": "Course book: the Salt March",
        "evidence": "In 1930 Gandhi led the Salt March to the sea at Dandi to protest the British salt tax. "
                    "Tens of thousands were arrested, but the tax was not abolished until 1947.",
        "claims": [
            ("paraphrase", F, "Gandhi led the Salt March to Dandi in 1930 in protest against the British tax "
                              "on salt."),
            ("paraphrase", F, "Tens of thousands of people were arrested after the march."),
            ("paraphrase", F, "The salt tax stayed in place until 1947."),
            ("number", U, "Gandhi led the Salt March in 1920."),
            ("opposite", U, "The British abolished the salt tax soon after the march in 1930."),
            ("misattribution", U, "Nehru led the Salt March to the sea at Dandi."),
        ],
    },
]
