"""A hundred-and-forty-second held-out set for ``benchmarks/verifier.py`` (split ``fresh141``).

Written on 2026-11-28 (session 53) after the round that read ``fresh137``-``fresh139``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh141", "names": "Repertoire notes: Grieg's Lyric Pieces",
        "evidence": "In Grieg's Arietta the melody passes between the hands, so the pianist must match the tone "
                    "of each hand as the tune moves. The piece is short, only twenty-three bars, and should end "
                    "as quietly as it began.",
        "claims": [
            ("paraphrase", F, "The tune is handed back and forth between the two hands."),
            ("paraphrase", F, "Each hand's tone must match the other's as the melody moves."),
            ("paraphrase", F, "The piece should finish as softly as it starts."),
            ("number", U, "The Arietta is forty bars long."),
            ("opposite", U, "The piece should end much louder than it began."),
            ("substitution", U, "In the Arietta the melody stays in the right hand throughout."),
        ],
    },
    {
        "domain": "literature", "split": "fresh141", "names": "Study guide: Mansfield Park",
        "evidence": "Fanny Price is sent at ten to live with her rich uncle, Sir Thomas Bertram, at Mansfield "
                    "Park. Her cousins treat her as a poor relation, and only Edmund is kind to her. She refuses "
                    "Henry Crawford's proposal even though her uncle urges her to accept.",
        "claims": [
            ("paraphrase", F, "At the age of ten Fanny goes to live with her wealthy uncle at Mansfield Park."),
            ("paraphrase", F, "Edmund is the only cousin who is kind to her."),
            ("paraphrase", F, "She turns Henry Crawford down despite her uncle's pressure."),
            ("opposite", U, "Fanny accepts Henry Crawford's proposal."),
            ("number", U, "Fanny is sent to Mansfield Park at sixteen."),
            ("substitution", U, "Her uncle urges her to refuse Henry Crawford."),
        ],
    },
    {
        "domain": "docs", "split": "fresh141", "names": "Help centre: storage quota",
        "evidence": "Each account includes 15 GB of storage shared across mail, files and photos. When you reach "
                    "the limit you can still read and download your files, but new email bounces back to the "
                    "sender until you free space.",
        "claims": [
            ("paraphrase", F, "Mail, files and photos all draw on the same 15 GB of storage."),
            ("paraphrase", F, "At the limit your files can still be opened and downloaded."),
            ("paraphrase", F, "Incoming mail is returned to its sender until space is freed."),
            ("number", U, "Each account includes 50 GB of storage."),
            ("opposite", U, "When you reach the limit you can no longer download your files."),
            ("opposite", U, "New email is still delivered when the storage is full."),
        ],
    },
    {
        "domain": "science", "split": "fresh141", "names": "Abstract: hedgehogs and roads",
        "evidence": "Hedgehog numbers fell by half in rural areas over twenty years but held steady in towns. "
                    "Gardens linked by small gaps in fences let hedgehogs roam between them, and road deaths "
                    "were lowest where such gaps kept animals away from busy roads.",
        "claims": [
            ("paraphrase", F, "Rural hedgehog populations halved in twenty years."),
            ("paraphrase", F, "In towns the number of hedgehogs stayed stable."),
            ("paraphrase", F, "Gaps in garden fences let hedgehogs move from one garden to the next."),
            ("opposite", U, "Hedgehog numbers rose in rural areas over the twenty years."),
            ("substitution", U, "Hedgehog numbers fell by half in towns but held steady in rural areas."),
            ("opposite", U, "Road deaths were highest where gaps in fences linked gardens."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh141", "names": "Lecture transcript: Hooke's Micrographia",
        "evidence": "Robert Hooke's Micrographia of 1665 showed drawings of what he saw through his microscope. "
                    "Looking at thin slices of cork, he saw small boxes and called them cells, a word we still "
                    "use, though he did not know what they were for.",
        "claims": [
            ("paraphrase", F, "Micrographia, published in 1665, was illustrated with Hooke's drawings of what the "
                              "microscope showed him."),
            ("paraphrase", F, "He named the little boxes he saw in cork cells."),
            ("paraphrase", F, "Hooke had no idea what the cells did."),
            ("number", U, "Hooke published Micrographia in 1565."),
            ("substitution", U, "Looking at thin slices of oak leaf, Hooke saw small boxes he called cells."),
            ("opposite", U, "Hooke understood exactly what the cells were for."),
        ],
    },
    {
        "domain": "essay", "split": "fresh141", "names": "Course reader: The Windhover",
        "evidence": "Hopkins watches a kestrel hover and glide in the morning wind and is stirred by its mastery. "
                    "The poem is dedicated to Christ, and it ends by finding beauty in humble things: a plough "
                    "shining as it cuts the soil, and dull embers that break open to show gold.",
        "claims": [
            ("paraphrase", F, "The speaker is moved by the kestrel's mastery as it hovers in the morning wind."),
            ("paraphrase", F, "Hopkins dedicates the poem to Christ."),
            ("paraphrase", F, "At the close, even dull embers break open to reveal gold."),
            ("substitution", U, "Hopkins watches an eagle hover in the evening wind."),
            ("opposite", U, "The poem ends by finding humble things ugly and dull."),
            ("substitution", U, "The poem is dedicated to his father."),
        ],
    },
]
