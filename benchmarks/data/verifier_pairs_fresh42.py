"""A forty-third held-out set for ``benchmarks/verifier.py`` (split ``fresh42``).

Written on 2026-11-26 (session 37) after round 41 (whose rules read ``fresh41``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh42", "names": "Lesson notes: hand crossing",
        "evidence": "When the left hand crosses over the right, lead with the elbow and let the hand arrive "
                    "a moment early, so the crossing note is not rushed. Practise the leap alone, eyes on the "
                    "target key, before adding the right-hand part.",
        "claims": [
            ("paraphrase", F, "Let the elbow lead as the left hand crosses over the right."),
            ("paraphrase", F, "Get the hand there slightly ahead of time so the crossed note does not sound "
                              "hurried."),
            ("paraphrase", F, "Work on the jump by itself, looking at the key you are aiming for, and only then "
                              "put in the right hand."),
            ("swapped_roles", U, "When the right hand crosses over the left, lead with the elbow."),
            ("reversed_order", U, "Add the right-hand part first, then practise the leap alone."),
            ("opposite", U, "Let the hand arrive a moment late so the crossing note is not rushed."),
            ("substitution", U, "Lead with the wrist when the left hand crosses over the right."),
        ],
    },
    {
        "domain": "literature", "split": "fresh42", "names": "Study notes on A Christmas Carol",
        "evidence": "The Ghost of Christmas Yet to Come never speaks; it only points. It shows Scrooge his "
                    "own neglected grave, and Scrooge, terrified, promises to honour Christmas in his heart "
                    "and to keep it all the year.",
        "claims": [
            ("paraphrase", F, "The last spirit stays silent and communicates only by pointing."),
            ("paraphrase", F, "Frightened by the sight of his untended grave, Scrooge vows to keep Christmas all "
                              "year round."),
            ("opposite", U, "The Ghost of Christmas Yet to Come warns Scrooge in a long speech."),
            ("substitution", U, "The Ghost of Christmas Yet to Come shows Scrooge the grave of Tiny Tim."),
            ("misattribution", U, "The Ghost of Christmas Past shows Scrooge his own neglected grave."),
            ("strength", U, "Scrooge calmly agrees to honour Christmas."),
        ],
    },
    {
        "domain": "docs", "split": "fresh42", "names": "Operations guide: TLS certificates",
        "evidence": "Certificates are renewed automatically 30 days before they expire. If renewal fails, the "
                    "agent retries every 6 hours and sends an alert after the third failure; the old "
                    "certificate stays in use until it expires.",
        "claims": [
            ("paraphrase", F, "Renewal happens on its own a month ahead of each certificate's expiry date."),
            ("paraphrase", F, "A failed renewal is retried every six hours."),
            ("paraphrase", F, "Until it expires, the existing certificate keeps being served even if renewal "
                              "fails."),
            ("number", U, "Certificates are renewed automatically 60 days before they expire."),
            ("opposite", U, "If renewal fails, the old certificate is revoked immediately."),
            ("number", U, "An alert is sent after the first failed renewal."),
            ("negation", U, "Certificates are not renewed automatically; an operator must renew them."),
        ],
    },
    {
        "domain": "science", "split": "fresh42", "names": "Abstract: text-message vaccination reminders",
        "evidence": "In a trial with 4,200 parents, text-message reminders raised on-time measles vaccination "
                    "of toddlers from 61% to 68%. Reminders that named the child worked better than generic "
                    "ones, but a second reminder added no further benefit.",
        "claims": [
            ("paraphrase", F, "Sending parents text reminders increased the share of toddlers vaccinated "
                              "against measles on schedule from 61 to 68 percent."),
            ("paraphrase", F, "Personalised reminders using the child's name were more effective than generic "
                              "messages."),
            ("negation", U, "A second reminder gave an additional benefit."),
            ("swapped_roles", U, "Generic reminders worked better than reminders that named the child."),
            ("population", U, "Text-message reminders raised on-time measles vaccination of teenagers from 61% "
                              "to 68%."),
            ("strength", U, "Text-message reminders ensured that nearly all toddlers were vaccinated on time."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh42", "names": "Physics lecture 8: tides",
        "evidence": "Spring tides happen at new and full moon, when the Sun and Moon pull in line and the tidal "
                    "range is largest. Neap tides come at the quarter moons, when they pull at right angles "
                    "and the range is smallest.",
        "claims": [
            ("paraphrase", F, "At new moon and full moon the Sun and Moon are aligned, giving the biggest tidal "
                              "range: these are spring tides."),
            ("paraphrase", F, "When the Sun and Moon pull at right angles, at the quarter moons, we get neap "
                              "tides with the smallest range."),
            ("swapped_roles", U, "Neap tides happen at new and full moon, and spring tides at the quarter moons."),
            ("opposite", U, "Spring tides have the smallest tidal range."),
            ("substitution", U, "Spring tides happen only in spring, when the Sun and Moon pull in line."),
            ("opposite", U, "At the quarter moons the Sun and Moon pull in line."),
        ],
    },
    {
        "domain": "essay", "split": "fresh42", "names": "Course book: Magna Carta",
        "evidence": "In 1215 rebel barons forced King John to seal Magna Carta at Runnymede. Within ten weeks "
                    "the Pope annulled it, but it was reissued several times after John's death and became a "
                    "symbol of the idea that the king is subject to the law.",
        "claims": [
            ("paraphrase", F, "Rebellious barons made King John put his seal to Magna Carta at Runnymede in "
                              "1215."),
            ("paraphrase", F, "Although the Pope cancelled the charter within weeks, it was issued again after "
                              "John died."),
            ("misattribution", U, "The barons annulled Magna Carta within ten weeks."),
            ("reversed_order", U, "Magna Carta was reissued several times before John's death."),
            ("number", U, "King John sealed Magna Carta at Runnymede in 1225."),
            ("opposite", U, "Magna Carta became a symbol of the idea that the king is above the law."),
        ],
    },
]
