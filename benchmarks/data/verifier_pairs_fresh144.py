"""A hundred-and-forty-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh144``).

Written on 2026-11-28 (session 53) after the round that read ``fresh140``-``fresh142``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh144", "names": "Repertoire notes: Brahms's late intermezzi",
        "evidence": "Brahms wrote his late intermezzi in his last years, and most are slow and inward. The inner "
                    "voices often carry the harmony's turns, so let them be heard without hurrying the melody "
                    "above them.",
        "claims": [
            ("paraphrase", F, "The late intermezzi date from the final years of Brahms's life."),
            ("paraphrase", F, "Most of them are slow and introspective."),
            ("paraphrase", F, "Bring out the inner voices but do not rush the tune above them."),
            ("opposite", U, "Most of the late intermezzi are fast and showy."),
            ("substitution", U, "The bass line carries the harmony's turns, so let it be heard."),
            ("opposite", U, "Hurry the melody so the inner voices stay hidden."),
        ],
    },
    {
        "domain": "literature", "split": "fresh144", "names": "Study guide: Mary Barton",
        "evidence": "Mary Barton, a Manchester mill worker's daughter, turns down the poor engineer Jem Wilson "
                    "in the hope of marrying Harry Carson, the mill owner's son. When Harry is shot, Jem is "
                    "arrested, and Mary sets out for Liverpool to find the witness who can save him.",
        "claims": [
            ("paraphrase", F, "Mary is the daughter of a mill worker in Manchester."),
            ("paraphrase", F, "She rejects Jem Wilson, hoping to marry the mill owner's son."),
            ("paraphrase", F, "After Harry is shot, Jem is taken into custody."),
            ("swapped_roles", U, "Jem Wilson turns down Mary in the hope of marrying another."),
            ("substitution", U, "Mary sets out for London to find the witness."),
            ("opposite", U, "Mary accepts Jem Wilson's proposal at once."),
        ],
    },
    {
        "domain": "docs", "split": "fresh144", "names": "Help centre: muting a conversation",
        "evidence": "Muting a conversation stops its notifications but keeps new messages arriving in your inbox. "
                    "Mentions of your name still notify you, and you can unmute at any time from the "
                    "conversation's menu.",
        "claims": [
            ("paraphrase", F, "A muted conversation sends you no notifications."),
            ("paraphrase", F, "New messages in it still reach your inbox."),
            ("paraphrase", F, "You can undo muting whenever you like from the conversation menu."),
            ("opposite", U, "Muting a conversation stops new messages from reaching your inbox."),
            ("opposite", U, "Mentions of your name are silenced too."),
            ("scope", U, "You can unmute a conversation only within the first hour."),
        ],
    },
    {
        "domain": "science", "split": "fresh144", "names": "Abstract: restored oyster reefs",
        "evidence": "Restored oyster reefs held three times as many juvenile fish as bare mud nearby. Each adult "
                    "oyster filtered about fifty litres of water a day, and water clarity improved most where "
                    "reefs were largest.",
        "claims": [
            ("paraphrase", F, "There were three times more young fish on the restored reefs than on nearby bare "
                              "mud."),
            ("paraphrase", F, "A grown oyster filtered roughly fifty litres of water daily."),
            ("paraphrase", F, "The biggest reefs brought the greatest gain in water clarity."),
            ("number", U, "Each adult oyster filtered about five litres of water a day."),
            ("opposite", U, "Bare mud held more juvenile fish than the restored reefs."),
            ("opposite", U, "Water clarity improved least where reefs were largest."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh144", "names": "Lecture transcript: Pluto's reclassification",
        "evidence": "Clyde Tombaugh found Pluto in 1930 by comparing photographs of the sky taken days apart. In "
                    "2006 the International Astronomical Union ruled that a planet must clear its orbit of other "
                    "bodies, which Pluto has not done, so it became a dwarf planet.",
        "claims": [
            ("paraphrase", F, "Tombaugh discovered Pluto in 1930 by comparing photographs taken days apart."),
            ("paraphrase", F, "In 2006 the IAU decided a planet has to have cleared its orbit."),
            ("paraphrase", F, "Because Pluto has not cleared its orbit, it was reclassed as a dwarf planet."),
            ("number", U, "Tombaugh found Pluto in 1913."),
            ("opposite", U, "Pluto has cleared its orbit of other bodies."),
            ("substitution", U, "Tombaugh found Pluto by measuring the wobble of Neptune."),
        ],
    },
    {
        "domain": "essay", "split": "fresh144", "names": "Course reader: Richard Cory",
        "evidence": "In Robinson's poem the townspeople admire Richard Cory, who is rich, polite and finely "
                    "dressed, and they wish they were in his place. The last lines tell that one calm summer "
                    "night he went home and put a bullet through his head.",
        "claims": [
            ("paraphrase", F, "The people of the town look up to Richard Cory."),
            ("paraphrase", F, "They wish they could trade places with him."),
            ("paraphrase", F, "The poem ends with Cory shooting himself on a calm summer night."),
            ("opposite", U, "The townspeople despise Richard Cory."),
            ("substitution", U, "Cory is poor but polite and finely dressed."),
            ("substitution", U, "He shoots himself on a stormy winter night."),
        ],
    },
]
