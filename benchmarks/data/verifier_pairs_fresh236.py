"""A two-hundred-and-thirty-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh236``).

Written on 2026-11-29 (session 62) after round 159 (which read ``fresh233``-``fresh235``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh236", "names": "Repertoire notes: the Sonatina in G, Anh. 5 No. 1",
        "evidence": "The Sonatina in G major attributed to Beethoven, Anh. 5 No. 1, has two movements: a Moderato and "
                    "a Romanze. Its authorship is doubtful, and it may be by another composer. In the Moderato, keep "
                    "the left-hand broken chords quiet so the right-hand melody sings above them.",
        "claims": [
            ("paraphrase", F, "The Sonatina in G has two movements, a Moderato and a Romanze."),
            ("paraphrase", F, "It is not certain that Beethoven wrote it."),
            ("paraphrase", F, "Play the left-hand broken chords softly under the right-hand melody in the Moderato."),
            ("number", U, "The Sonatina in G has three movements."),
            ("opposite", U, "Beethoven's authorship of the Sonatina is certain."),
            ("opposite", U, "In the Moderato, let the left-hand chords ring out louder than the melody."),
        ],
    },
    {
        "domain": "literature", "split": "fresh236", "names": "Study guide: To Build a Fire",
        "evidence": "In Jack London's 'To Build a Fire', a man travels alone across the Yukon at seventy-five degrees "
                    "below zero, ignoring an old-timer's advice never to travel alone in such cold. After he falls "
                    "through ice and wets his feet, he builds a fire under a spruce tree, but snow falls from the "
                    "branches and puts it out. He freezes to death, and his dog goes on to the camp.",
        "claims": [
            ("paraphrase", F, "The man ignores an old-timer's advice not to travel alone in such cold."),
            ("paraphrase", F, "Snow falling from the spruce branches puts out his fire."),
            ("paraphrase", F, "The man freezes to death, and the dog continues to the camp."),
            ("opposite", U, "The old-timer advised him to travel alone."),
            ("opposite", U, "The man survives and reaches the camp with his dog."),
            ("substitution", U, "He builds his fire under a pine tree."),
        ],
    },
    {
        "domain": "docs", "split": "fresh236", "names": "iPhone help: Live Text",
        "evidence": "Live Text recognises text in photos and in the camera view. You can copy it, translate it, or "
                    "call a phone number shown in an image. Live Text works on photos already in your library as well "
                    "as in the camera, and it is supported only in certain languages.",
        "claims": [
            ("paraphrase", F, "Live Text can read text in photos and in the camera view."),
            ("paraphrase", F, "You can call a phone number that appears in a picture."),
            ("paraphrase", F, "Only some languages are supported."),
            ("opposite", U, "Live Text only works in the camera, not on photos already in your library."),
            ("opposite", U, "Live Text supports every language."),
            ("opposite", U, "Live Text can translate text but not copy it."),
        ],
    },
    {
        "domain": "science", "split": "fresh236", "names": "Lecture notes: the Leyden jar",
        "evidence": "A Leyden jar, invented in the 1740s, stores electric charge between two conductors: a metal foil "
                    "coating on the inside of a glass jar and another on the outside. The glass between them acts as "
                    "an insulator. When the two coatings are connected, the jar discharges with a spark.",
        "claims": [
            ("paraphrase", F, "A Leyden jar stores charge between metal foil inside and outside a glass jar."),
            ("paraphrase", F, "The glass between the coatings insulates them."),
            ("paraphrase", F, "Connecting the two coatings makes the jar discharge in a spark."),
            ("number", U, "The Leyden jar was invented in the 1840s."),
            ("opposite", U, "The glass conducts charge between the two coatings."),
            ("opposite", U, "When the coatings are connected, the jar charges up silently."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh236", "names": "Lecture transcript: the Jevons paradox",
        "evidence": "In 1865 the economist William Stanley Jevons observed that more efficient steam engines had not "
                    "reduced Britain's coal consumption but increased it, because cheaper power led to far wider use. "
                    "The Jevons paradox is the idea that making a resource more efficient to use can raise total "
                    "consumption of it.",
        "claims": [
            ("paraphrase", F, "Jevons noticed in 1865 that more efficient steam engines increased Britain's coal use."),
            ("paraphrase", F, "Cheaper power led to much wider use."),
            ("paraphrase", F, "Efficiency gains can lead to greater total use of a resource."),
            ("opposite", U, "Jevons observed that more efficient engines cut Britain's coal consumption."),
            ("number", U, "Jevons made his observation in 1905."),
            ("opposite", U, "The Jevons paradox says that efficiency always lowers total consumption."),
        ],
    },
    {
        "domain": "essay", "split": "fresh236", "names": "Essay: reflection instead of detention",
        "evidence": "Our school replaced after-school detentions with lunchtime reflection sessions last year. Pupils "
                    "spend twenty minutes with a teacher discussing what went wrong. The number of repeat incidents "
                    "fell by a third, though some staff feel the sessions are too soft on serious misbehaviour.",
        "claims": [
            ("paraphrase", F, "Last year the school swapped after-school detentions for lunchtime reflection sessions."),
            ("paraphrase", F, "Repeat incidents dropped by a third."),
            ("paraphrase", F, "Some staff think the sessions are too lenient on serious misbehaviour."),
            ("opposite", U, "Repeat incidents doubled after the change."),
            ("number", U, "Pupils spend an hour with a teacher in each session."),
            ("overgeneralisation", U, "All staff feel the sessions are too soft."),
        ],
    },
]
