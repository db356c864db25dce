"""A hundred-and-thirty-second held-out set for ``benchmarks/verifier.py`` (split ``fresh131``).

Written on 2026-11-28 (session 51) after the round that read ``fresh128``-``fresh130``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh131", "names": "Practice notes: balancing melody and accompaniment",
        "evidence": "When the melody is in the right hand, play it with more arm weight and keep the left-hand "
                    "accompaniment lighter, roughly two dynamic levels below. Practise the accompaniment alone "
                    "first, as quietly as you can while still sounding every note.",
        "claims": [
            ("paraphrase", F, "Put more arm weight into a right-hand melody than into the accompaniment."),
            ("paraphrase", F, "Keep the left hand about two dynamic levels softer than the tune."),
            ("paraphrase", F, "Begin by practising the accompaniment on its own, very softly but with every note heard."),
            ("opposite", U, "Play the left-hand accompaniment louder than the melody."),
            ("number", U, "Keep the accompaniment about four dynamic levels below the melody."),
            ("reversed_order", U, "Practise the accompaniment alone only after playing both hands together."),
        ],
    },
    {
        "domain": "literature", "split": "fresh131", "names": "Study guide: The Mayor of Casterbridge",
        "evidence": "Drunk at a country fair, Michael Henchard sells his wife Susan and baby daughter to a sailor "
                    "for five guineas. Eighteen years later he has become mayor of Casterbridge, and he swore off "
                    "drink for twenty-one years, the same number of years as his age at the time of the sale.",
        "claims": [
            ("paraphrase", F, "While drunk at a fair, Henchard sells his wife and infant daughter to a sailor."),
            ("paraphrase", F, "Henchard becomes mayor of Casterbridge eighteen years after the sale."),
            ("paraphrase", F, "He vows not to drink for twenty-one years."),
            ("number", U, "Henchard sells his wife and daughter for fifty guineas."),
            ("swapped_roles", U, "A sailor sells his wife and baby daughter to Henchard at a country fair."),
            ("opposite", U, "Henchard is sober when he sells his wife at the fair."),
        ],
    },
    {
        "domain": "docs", "split": "fresh131", "names": "Help centre: offline files",
        "evidence": "Files marked for offline use are downloaded to your device and can be opened without a "
                    "connection. Changes made offline are uploaded the next time you connect; if someone else "
                    "edited the same file meanwhile, both versions are kept and you are asked to choose.",
        "claims": [
            ("paraphrase", F, "A file marked for offline use can be opened with no internet connection."),
            ("paraphrase", F, "Edits you make offline are sent up once you reconnect."),
            ("paraphrase", F, "If another person changed the file in the meantime, you keep both copies and pick one."),
            ("opposite", U, "Files marked for offline use stay in the cloud and need a connection to open."),
            ("opposite", U, "If someone else edited the file meanwhile, your offline changes are discarded."),
            ("substitution", U, "Changes made offline are uploaded at midnight each day."),
        ],
    },
    {
        "domain": "science", "split": "fresh131", "names": "Abstract: dolphin signature whistles",
        "evidence": "Each bottlenose dolphin developed its own signature whistle within its first year, and "
                    "mothers whistled their signature more often in the weeks after giving birth. Dolphins "
                    "responded to playbacks of their own whistle but not to the whistles of unfamiliar dolphins.",
        "claims": [
            ("paraphrase", F, "Bottlenose dolphins develop an individual signature whistle during their first year."),
            ("paraphrase", F, "After giving birth, mothers used their signature whistle more frequently."),
            ("paraphrase", F, "Dolphins ignored recordings of strangers' whistles but answered their own."),
            ("number", U, "Dolphins developed their signature whistle by their third year."),
            ("opposite", U, "Mothers whistled their signature less often after giving birth."),
            ("opposite", U, "Dolphins responded to the whistles of unfamiliar dolphins as well."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh131", "names": "Lecture transcript: Mendel's peas",
        "evidence": "Gregor Mendel crossed pea plants for about eight years and found that traits such as seed "
                    "shape came in a ratio of roughly three to one in the second generation. His paper of 1866 "
                    "was largely ignored until three botanists rediscovered it in 1900.",
        "claims": [
            ("paraphrase", F, "Mendel spent around eight years breeding pea plants."),
            ("paraphrase", F, "In the second generation, traits like seed shape appeared at about three to one."),
            ("paraphrase", F, "Mendel's 1866 paper drew little attention until its rediscovery in 1900."),
            ("number", U, "Traits appeared in a ratio of about nine to one in the second generation."),
            ("opposite", U, "Mendel's 1866 paper was widely celebrated as soon as it appeared."),
            ("substitution", U, "Mendel crossed bean plants for about eight years."),
        ],
    },
    {
        "domain": "essay", "split": "fresh131", "names": "Course reader: Stopping by Woods on a Snowy Evening",
        "evidence": "Frost's speaker stops his horse by a neighbour's woods on the darkest evening of the year to "
                    "watch them fill with snow. The horse shakes its harness bells as if to ask whether there is "
                    "some mistake, and the speaker moves on, remembering he has promises to keep.",
        "claims": [
            ("paraphrase", F, "The speaker halts to watch the woods filling up with snow."),
            ("paraphrase", F, "His horse shakes its bells as though asking if something is wrong."),
            ("paraphrase", F, "He rides on because he has promises to keep."),
            ("opposite", U, "The speaker stops on the brightest evening of the year."),
            ("substitution", U, "The horse stamps its hooves as if to ask whether there is some mistake."),
            ("opposite", U, "The speaker stays in the woods and forgets his promises."),
        ],
    },
]
