"""An eighty-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh86``).

Written on 2026-11-27 (session 45) after round 85, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read, in round 86 (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh86", "names": "Lesson notes: accompanying hymns",
        "evidence": "When accompanying a congregation, play the first line of the hymn through once as an "
                    "introduction so that people hear the tempo. Keep the tempo steady rather than following "
                    "singers who drag, and breathe with them by shortening the last note of each line slightly.",
        "claims": [
            ("paraphrase", F, "Play the hymn's first line once as an introduction so the congregation hears the tempo."),
            ("paraphrase", F, "Do not slow down to follow singers who drag; keep a steady tempo."),
            ("paraphrase", F, "Shorten the final note of each line a little so the singers can breathe."),
            ("opposite", U, "Follow the singers when they drag so that they never feel rushed."),
            ("opposite", U, "Lengthen the last note of each line to give the singers time to breathe."),
            ("substitution", U, "Play the last line of the hymn through once as an introduction."),
        ],
    },
    {
        "domain": "literature", "split": "fresh86", "names": "Study guide: Adventures of Huckleberry Finn",
        "evidence": "Huck fakes his own death to escape his violent father and meets Jim, who has run away "
                    "because he is about to be sold. On the raft Huck struggles with his conscience, and he "
                    "finally tears up the letter that would have told Miss Watson where Jim is.",
        "claims": [
            ("paraphrase", F, "Huck pretends to be dead to get away from his abusive father."),
            ("paraphrase", F, "Jim has fled because he was going to be sold."),
            ("paraphrase", F, "Huck rips up a letter that would have revealed Jim's whereabouts to Miss Watson."),
            ("opposite", U, "Huck sends the letter telling Miss Watson where Jim is."),
            ("misattribution", U, "Jim fakes his own death to escape Huck's father."),
            ("causal", U, "Jim runs away because Huck asks him to."),
        ],
    },
    {
        "domain": "docs", "split": "fresh86", "names": "API guide: conditional requests",
        "evidence": "Every response carries an ETag header. A client that sends the ETag back in an "
                    "If-None-Match header gets 304 Not Modified with an empty body when the resource is "
                    "unchanged, and the full resource with a new ETag when it has changed.",
        "claims": [
            ("paraphrase", F, "Each response includes an ETag header."),
            ("paraphrase", F, "If the resource has not changed, the server answers 304 with no body."),
            ("paraphrase", F, "A changed resource is returned in full along with a new ETag."),
            ("number", U, "An unchanged resource gets a 204 response."),
            ("opposite", U, "When the resource is unchanged, the full resource is sent again."),
            ("substitution", U, "The client sends the ETag back in an If-Match header."),
        ],
    },
    {
        "domain": "science", "split": "fresh86", "names": "Abstract: night shifts and sleep",
        "evidence": "Nurses on rotating night shifts slept on average 1.2 hours less per day than nurses on day "
                    "shifts. Those who rotated forward, from mornings to evenings to nights, reported better "
                    "sleep than those who rotated backward, though the difference was small.",
        "claims": [
            ("paraphrase", F, "Nurses working rotating nights slept about 1.2 hours less a day than day-shift nurses."),
            ("paraphrase", F, "Rotating forward from mornings to evenings to nights went with better reported sleep."),
            ("paraphrase", F, "The gap between forward and backward rotation was small."),
            ("opposite", U, "Nurses who rotated backward reported better sleep than those who rotated forward."),
            ("strength", U, "Forward rotation greatly improved sleep compared with backward rotation."),
            ("number", U, "Night-shift nurses slept 2.5 hours less per day than day-shift nurses."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh86", "names": "Lecture transcript: permafrost",
        "evidence": "Permafrost is ground that stays frozen for at least two years in a row. As it thaws, "
                    "microbes break down the plant matter locked inside and release carbon dioxide and methane, "
                    "which warm the climate further and so speed up the thaw.",
        "claims": [
            ("paraphrase", F, "Ground counts as permafrost if it remains frozen for two or more consecutive years."),
            ("paraphrase", F, "When permafrost thaws, microbes decompose the plant material trapped in it."),
            ("paraphrase", F, "The gases released warm the climate, which makes the thawing faster."),
            ("number", U, "Permafrost is ground that stays frozen for at least ten years in a row."),
            ("opposite", U, "The methane released by thawing permafrost slows the thaw down."),
            ("swapped_roles", U, "As it thaws, plant matter breaks down the microbes locked inside."),
        ],
    },
    {
        "domain": "essay", "split": "fresh86", "names": "Course reader: the sinking of the Titanic",
        "evidence": "The Titanic struck an iceberg late on 14 April 1912 and sank less than three hours later. "
                    "Its lifeboats could hold only about half of the people on board, and the nearby Californian, "
                    "whose radio operator had gone to bed, did not hear the distress calls.",
        "claims": [
            ("paraphrase", F, "The Titanic hit an iceberg on the night of 14 April 1912."),
            ("paraphrase", F, "The lifeboats had room for only around half of those on board."),
            ("paraphrase", F, "The Californian missed the distress calls because its radio operator was asleep."),
            ("number", U, "The Titanic sank about ten hours after striking the iceberg."),
            ("opposite", U, "The lifeboats could hold everyone on board."),
            ("negation", U, "The Californian heard the distress calls but chose not to respond."),
        ],
    },
]
