"""A hundred-and-eighty-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh186``).

Written on 2026-11-29 (session 58) after round 127 (which read ``fresh182``-``fresh184``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh186", "names": "Teaching notes: the Bach-Busoni Chaconne",
        "evidence": "Busoni's transcription of Bach's violin Chaconne asks for an organ-like sound, so the bass "
                    "octaves should be weighty but never harsh. The quiet major-key middle section needs the softest "
                    "colour of the piece; students who rush it lose the sense of calm before the return to D minor.",
        "claims": [
            ("paraphrase", F, "Busoni's transcription of the Chaconne calls for a sound like an organ."),
            ("paraphrase", F, "The bass octaves should be heavy without becoming harsh."),
            ("paraphrase", F, "Rushing the quiet major-key section loses its calm before D minor returns."),
            ("opposite", U, "The major-key middle section should be the loudest part of the piece."),
            ("substitution", U, "Busoni's transcription is of Bach's cello Chaconne."),
            ("opposite", U, "The bass octaves should sound light and thin."),
        ],
    },
    {
        "domain": "literature", "split": "fresh186", "names": "Study guide: The Cherry Orchard",
        "evidence": "Lyubov Ranevskaya returns from Paris to her estate, which is to be auctioned to pay her debts. "
                    "Lopakhin, a merchant whose father was a serf on the estate, urges her to cut down the cherry "
                    "orchard and lease the land for summer cottages; she refuses, and at the auction Lopakhin buys "
                    "the estate himself.",
        "claims": [
            ("paraphrase", F, "Ranevskaya comes back from Paris to an estate that will be auctioned because of her debts."),
            ("paraphrase", F, "Lopakhin's father had been a serf on the estate."),
            ("paraphrase", F, "Lopakhin himself buys the estate at the auction."),
            ("swapped_roles", U, "Ranevskaya urges Lopakhin to cut down the cherry orchard."),
            ("opposite", U, "Ranevskaya agrees to lease the land for summer cottages."),
            ("substitution", U, "At the auction Ranevskaya's brother buys the estate."),
        ],
    },
    {
        "domain": "docs", "split": "fresh186", "names": "Help: Voicemail transcription",
        "evidence": "Voicemail transcription shows the text of a message under its audio. Transcripts are made on the "
                    "device and are available only for messages in English, French and Spanish; messages longer than "
                    "three minutes are not transcribed. Turning transcription off deletes existing transcripts but "
                    "keeps the recordings.",
        "claims": [
            ("paraphrase", F, "Transcription displays a message's text below its audio."),
            ("paraphrase", F, "Messages over three minutes long get no transcript."),
            ("paraphrase", F, "If you turn transcription off, the transcripts are deleted but the recordings stay."),
            ("opposite", U, "Transcripts are made on the carrier's servers."),
            ("overgeneralisation", U, "Messages in any language are transcribed."),
            ("opposite", U, "Turning transcription off deletes the recordings as well."),
        ],
    },
    {
        "domain": "science", "split": "fresh186", "names": "Review: humpback whale song",
        "evidence": "Only male humpback whales sing, mostly on the breeding grounds. All males in a population sing "
                    "roughly the same song, which changes gradually over a season; in the South Pacific, new songs "
                    "have spread eastward from Australian populations to French Polynesia within about two years.",
        "claims": [
            ("paraphrase", F, "Among humpbacks, only the males sing."),
            ("paraphrase", F, "The males of a population sing much the same song, and it changes gradually."),
            ("paraphrase", F, "New songs have moved east from Australia to French Polynesia in around two years."),
            ("overgeneralisation", U, "Both male and female humpback whales sing."),
            ("reversed_order", U, "New songs have spread westward from French Polynesia to Australia."),
            ("opposite", U, "Each male in a population sings a completely different song."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh186", "names": "Lecture 4: Snell's law",
        "evidence": "Willebrord Snellius found the law of refraction in 1621 but never published it; Descartes "
                    "published it in 1637, and in France it is still called Descartes' law. When light passes from "
                    "air into water it bends toward the normal, because it travels more slowly in water.",
        "claims": [
            ("paraphrase", F, "Snellius discovered the law of refraction in 1621 without publishing it."),
            ("paraphrase", F, "Descartes was the one who published the law, in 1637."),
            ("paraphrase", F, "Light entering water from air bends toward the normal since it slows down in water."),
            ("misattribution", U, "Snellius published the law of refraction in 1637."),
            ("opposite", U, "Light passing from air into water bends away from the normal."),
            ("opposite", U, "Light travels faster in water than in air."),
        ],
    },
    {
        "domain": "essay", "split": "fresh186", "names": "Essay sources: tablets in primary classrooms",
        "evidence": "A district that gave every primary pupil a tablet found no change in maths scores after two "
                    "years. Teachers reported that pupils spent more time on the devices but that classroom "
                    "discussion became shorter, and the district later limited tablet use to two lessons a day.",
        "claims": [
            ("paraphrase", F, "Giving every primary pupil a tablet made no difference to maths scores over two years."),
            ("paraphrase", F, "Teachers said classroom discussion got shorter."),
            ("paraphrase", F, "The district later restricted tablets to two lessons a day."),
            ("opposite", U, "Maths scores rose after the tablets were introduced."),
            ("opposite", U, "Teachers reported that classroom discussion became longer."),
            ("number", U, "The district limited tablet use to one lesson a day."),
        ],
    },
]
