"""A two-hundred-and-forty-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh245``).

Written on 2026-11-29 (session 63) after round 162 (which read ``fresh242``-``fresh244``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh245", "names": "Repertoire notes: The Swan",
        "evidence": "The Swan is the thirteenth movement of Saint-Saëns's The Carnival of the Animals, written in "
                    "1886 for cello and two pianos. In the solo piano arrangement, the right hand must carry the long "
                    "cello melody over rippling broken chords in the left hand, which represent the water. Keep the "
                    "ripples even and quieter than the melody, and use the pedal to join the broken chords without "
                    "letting the melody notes run together.",
        "claims": [
            ("paraphrase", F, "The Swan, written in 1886, is the thirteenth movement of The Carnival of the Animals."),
            ("paraphrase", F, "In the piano arrangement, the left hand's rippling broken chords depict the water."),
            ("paraphrase", F, "The rippling accompaniment should stay even and softer than the tune."),
            ("substitution", U, "The Swan is the final movement of The Carnival of the Animals."),
            ("swapped_roles", U, "The left hand carries the cello melody while the right hand plays the rippling chords."),
            ("substitution", U, "Saint-Saëns wrote The Swan for violin and piano."),
        ],
    },
    {
        "domain": "literature", "split": "fresh245", "names": "Study guide: All Summer in a Day",
        "evidence": "In Ray Bradbury's 'All Summer in a Day', the children on Venus have lived through seven years of "
                    "constant rain, and the sun is expected to come out for just one hour. Margot, who moved from "
                    "Earth five years earlier and remembers the sun, is locked in a closet by her classmates shortly "
                    "before it appears. The children play in the sunshine and forget her until the rain returns, when "
                    "they remember and let her out in silence.",
        "claims": [
            ("paraphrase", F, "On Venus the sun is due to shine for only an hour after seven years of rain."),
            ("paraphrase", F, "Margot remembers the sun because she came from Earth five years before."),
            ("paraphrase", F, "When the rain comes back, the children remember Margot and silently let her out."),
            ("reversed_order", U, "Margot is locked in the closet after the sun has gone."),
            ("number", U, "The sun is expected to shine for a whole day."),
            ("swapped_roles", U, "Margot locks her classmates in a closet."),
        ],
    },
    {
        "domain": "docs", "split": "fresh245", "names": "Google Docs help: Suggesting mode",
        "evidence": "To suggest edits instead of changing the text directly, open the Editing menu at the top right "
                    "and choose Suggesting. Your suggestions appear in colour, and the owner of the document gets an "
                    "email about them. The owner or any editor can accept or reject each suggestion; people with "
                    "comment access can also make suggestions, but people with view-only access cannot.",
        "claims": [
            ("paraphrase", F, "Choose Suggesting from the Editing menu at the top right to propose edits rather than change the text."),
            ("paraphrase", F, "The document's owner is emailed about your suggestions."),
            ("paraphrase", F, "Anyone with comment access can make suggestions too."),
            ("negation", U, "People with view-only access can make suggestions."),
            ("overgeneralisation", U, "Only the owner can accept or reject a suggestion."),
            ("substitution", U, "Your suggestions appear in bold."),
        ],
    },
    {
        "domain": "science", "split": "fresh245", "names": "Physics notes: the bimetallic strip",
        "evidence": "A bimetallic strip is made of two metals, such as brass and steel, bonded together along their "
                    "length. When heated, brass expands more than steel, so the strip bends with the brass on the "
                    "outside of the curve. Thermostats use the bending to open or close an electrical contact, "
                    "switching a heater off when the room is warm enough.",
        "claims": [
            ("paraphrase", F, "A bimetallic strip bonds two metals, for example brass and steel, along their length."),
            ("paraphrase", F, "On heating, the strip curves with the brass on the outer side because brass expands more than steel."),
            ("paraphrase", F, "In a thermostat, the bending opens or closes a contact to switch the heater off once the room is warm."),
            ("swapped_roles", U, "When heated, steel expands more than brass."),
            ("opposite", U, "When heated, the strip bends with the brass on the inside of the curve."),
            ("opposite", U, "Thermostats use the bending to switch a heater on when the room is warm enough."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh245", "names": "Management lecture: the Peter principle",
        "evidence": "The Peter principle, proposed by Laurence J. Peter in 1969, holds that people in a hierarchy "
                    "tend to be promoted until they reach a role they cannot perform well. Because promotion rewards "
                    "success in the current job rather than skill in the next one, good salespeople may become poor "
                    "sales managers. A 2018 study of sales firms found evidence for the effect: the best salespeople "
                    "were the most likely to be promoted, and their teams' performance fell afterwards.",
        "claims": [
            ("paraphrase", F, "Laurence J. Peter put forward the principle in 1969."),
            ("paraphrase", F, "Promotion rewards doing well in the current job, not ability in the next."),
            ("paraphrase", F, "In a 2018 study, top salespeople were the most likely to be promoted, and their teams did worse afterwards."),
            ("number", U, "The Peter principle was proposed in 1996."),
            ("opposite", U, "The 2018 study found that teams performed better after their best salespeople were promoted."),
            ("substitution", U, "A 2018 study of schools found evidence for the effect."),
        ],
    },
    {
        "domain": "essay", "split": "fresh245", "names": "Essay source: school dogs",
        "evidence": "A 2023 survey of 300 primary schools in England found that about one in four had a school dog. "
                    "Head teachers most often said the dogs helped anxious pupils settle and encouraged reluctant "
                    "readers to read aloud. Fewer than one in ten schools reported any problems, most of them "
                    "allergies among staff or pupils.",
        "claims": [
            ("paraphrase", F, "Roughly a quarter of the primary schools surveyed had a school dog."),
            ("paraphrase", F, "Heads said the dogs helped nervous pupils settle and got reluctant readers reading aloud."),
            ("paraphrase", F, "Under one in ten schools reported problems, mostly allergies."),
            ("number", U, "About half of the schools surveyed had a school dog."),
            ("opposite", U, "Most schools reported problems with the dogs."),
            ("substitution", U, "The survey covered 300 secondary schools."),
        ],
    },
]
