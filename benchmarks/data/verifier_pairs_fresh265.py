"""A two-hundred-and-sixty-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh265``).

Written on 2026-11-30 (session 64) after round 168 (which read ``fresh260``-``fresh262``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh265", "names": "Repertoire notes: Chopin's Prelude in A major",
        "evidence": "Chopin's Prelude in A major, Op. 28 No. 7, is only sixteen bars long and moves in the gentle "
                    "rhythm of a mazurka. Each two-bar phrase repeats the same dotted rhythm, and the music stays "
                    "quiet throughout. Play it simply, without stretching the rhythm, and let each phrase end softly.",
        "claims": [
            ("paraphrase", F, "The A major Prelude is just sixteen bars long."),
            ("paraphrase", F, "Its two-bar phrases repeat the same dotted rhythm."),
            ("paraphrase", F, "Each phrase should end softly."),
            ("number", U, "The prelude is thirty-two bars long."),
            ("opposite", U, "The music builds to a loud climax."),
            ("opposite", U, "Stretch the rhythm freely in every phrase."),
        ],
    },
    {
        "domain": "literature", "split": "fresh265", "names": "Study guide: The Wild Swans",
        "evidence": "In Hans Christian Andersen's 'The Wild Swans', a wicked queen turns eleven princes into swans. "
                    "Their sister Elisa can free them only by knitting shirts from stinging nettles, and she must not "
                    "speak until all the shirts are finished. She is about to be burned as a witch when the swans "
                    "arrive, and she throws the shirts over them.",
        "claims": [
            ("paraphrase", F, "A wicked queen turns eleven princes into swans."),
            ("paraphrase", F, "Elisa must knit shirts from stinging nettles to free her brothers."),
            ("paraphrase", F, "She may not speak until all the shirts are done."),
            ("number", U, "The queen turns seven princes into swans."),
            ("opposite", U, "Elisa may talk while she knits the shirts."),
            ("substitution", U, "Elisa knits the shirts from wool."),
        ],
    },
    {
        "domain": "docs", "split": "fresh265", "names": "Help centre: Visual Look Up",
        "evidence": "Visual Look Up identifies things in your photos, such as plants, pets, landmarks and art. When "
                    "it finds something, a small star appears on the info button. Tap it to see what was found; the "
                    "photo is analysed on the device and is not sent to a server.",
        "claims": [
            ("paraphrase", F, "Visual Look Up can recognise plants, pets, landmarks and art in photos."),
            ("paraphrase", F, "A small star on the info button shows that it has found something."),
            ("paraphrase", F, "The photo is analysed on the device itself."),
            ("opposite", U, "The photo is sent to a server to be analysed."),
            ("substitution", U, "A small star appears on the share button."),
            ("substitution", U, "Visual Look Up identifies the names of people in your photos."),
        ],
    },
    {
        "domain": "science", "split": "fresh265", "names": "Abstract: the reusable hand warmer",
        "evidence": "A reusable hand warmer holds a supersaturated solution of sodium acetate. Clicking a small metal "
                    "disc inside starts crystallisation, which releases heat and warms the pack to about 54 degrees "
                    "Celsius. Boiling the pack for a few minutes dissolves the crystals again so that it can be "
                    "reused.",
        "claims": [
            ("paraphrase", F, "Clicking the metal disc sets off crystallisation, which gives out heat."),
            ("paraphrase", F, "The pack warms to about 54 degrees Celsius."),
            ("paraphrase", F, "Boiling the pack dissolves the crystals so that it can be used again."),
            ("opposite", U, "Crystallisation absorbs heat and cools the pack."),
            ("number", U, "The pack reaches about 84 degrees Celsius."),
            ("substitution", U, "Freezing the pack dissolves the crystals again."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh265", "names": "Lecture transcript: the Premack principle",
        "evidence": "The Premack principle, proposed by the psychologist David Premack in 1959, says that a more "
                    "preferred activity can reinforce a less preferred one. A child who must finish homework before "
                    "playing a video game is more likely to do the homework. The order matters: playing first and "
                    "doing homework afterwards does not work as well.",
        "claims": [
            ("paraphrase", F, "David Premack proposed the principle in 1959."),
            ("paraphrase", F, "A more preferred activity can reinforce a less preferred one."),
            ("paraphrase", F, "Making homework come before a video game makes a child likelier to do it."),
            ("swapped_roles", U, "A less preferred activity can reinforce a more preferred one."),
            ("reversed_order", U, "Playing the video game first and doing homework afterwards works just as well."),
            ("number", U, "Premack proposed the principle in 1969."),
        ],
    },
    {
        "domain": "essay", "split": "fresh265", "names": "Essay evidence: school nurses",
        "evidence": "A survey of 1,500 secondary schools found that only a third had a school nurse on site every "
                    "day. In schools with a daily nurse, pupils missed fewer lessons for minor illnesses. Head "
                    "teachers said funding was the main reason for not having one.",
        "claims": [
            ("paraphrase", F, "Only a third of the schools had a nurse on site every day."),
            ("paraphrase", F, "Pupils missed fewer lessons for minor illnesses where a nurse was there daily."),
            ("paraphrase", F, "Head teachers gave funding as the main reason for having no nurse."),
            ("number", U, "Two thirds of the schools had a daily nurse."),
            ("opposite", U, "Pupils in schools with a daily nurse missed more lessons."),
            ("substitution", U, "Head teachers said space was the main reason for not having a nurse."),
        ],
    },
]
