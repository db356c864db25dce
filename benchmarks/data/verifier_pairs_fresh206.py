"""A A two-hundred-and-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh206``).

Written on 2026-11-29 (session 60) after round 141 (which read ``fresh203``-``fresh205``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh206", "names": "Teaching notes: the Revolutionary Étude",
        "evidence": "Chopin's Étude in C minor, Op. 10 No. 12, gives the left hand torrents of descending and rising "
                    "semiquavers while the right hand declaims the theme in octaves and chords. It was written in "
                    "1831, around the time Warsaw fell to the Russians. Practise the left hand alone slowly at first, "
                    "keeping the thumb light so the runs stay even.",
        "claims": [
            ("paraphrase", F, "In the Revolutionary Étude the left hand has rushing semiquaver runs under the right hand's octave theme."),
            ("paraphrase", F, "Chopin wrote the étude in 1831, around the fall of Warsaw."),
            ("paraphrase", F, "Begin by practising the left hand on its own at a slow tempo."),
            ("swapped_roles", U, "The right hand plays the semiquaver runs while the left hand declaims the theme in octaves."),
            ("date", U, "Chopin wrote the étude in 1848."),
            ("opposite", U, "Keep the thumb heavy so the runs stay even."),
        ],
    },
    {
        "domain": "literature", "split": "fresh206", "names": "Study guide: The Story of an Hour",
        "evidence": "Told that her husband Brently has died in a railway accident, Louise Mallard weeps, then sits "
                    "alone and feels a growing joy at the thought of being free. When Brently walks through the door "
                    "alive, having been far from the accident, she dies of a heart attack. The doctors say she died "
                    "of the joy that kills.",
        "claims": [
            ("paraphrase", F, "Alone in her room, Louise begins to feel joy at the idea of her freedom."),
            ("paraphrase", F, "Brently comes home alive, because he was nowhere near the accident."),
            ("paraphrase", F, "The doctors blame her death on joy."),
            ("opposite", U, "Louise feels only grief at the thought of living alone."),
            ("substitution", U, "Brently was reported killed in a shipwreck."),
            ("opposite", U, "Louise survives the shock of seeing Brently alive."),
        ],
    },
    {
        "domain": "docs", "split": "fresh206", "names": "Help: Sticky Keys",
        "evidence": "With Sticky Keys on, you can press a modifier key such as Shift or Ctrl and release it before "
                    "pressing the next key, instead of holding both down together. Pressing a modifier twice locks it "
                    "until you press it a third time. Sticky Keys turns off automatically if two keys are pressed at "
                    "the same time, unless you change that setting.",
        "claims": [
            ("paraphrase", F, "Sticky Keys lets you press and release Shift before the next key rather than holding both at once."),
            ("paraphrase", F, "Pressing a modifier key two times locks it until you press it once more."),
            ("paraphrase", F, "By default, pressing two keys at once turns Sticky Keys off."),
            ("number", U, "Pressing a modifier three times locks it."),
            ("opposite", U, "With Sticky Keys on you must hold the modifier key down while pressing the next key."),
            ("opposite", U, "Sticky Keys can never turn itself off automatically."),
        ],
    },
    {
        "domain": "science", "split": "fresh206", "names": "Review: the Seebeck effect",
        "evidence": "When the two junctions of a circuit made of two different metals are held at different "
                    "temperatures, a voltage appears across the circuit. The voltage grows roughly in proportion to "
                    "the temperature difference. Thermocouples use this effect to measure temperature, and it can "
                    "also generate small amounts of electricity from waste heat.",
        "claims": [
            ("paraphrase", F, "A voltage arises in a circuit of two different metals when its junctions are at different temperatures."),
            ("paraphrase", F, "The voltage is roughly proportional to the difference in temperature."),
            ("paraphrase", F, "Thermocouples measure temperature using the Seebeck effect."),
            ("substitution", U, "The effect appears when the two junctions are held at different pressures."),
            ("opposite", U, "The voltage shrinks as the temperature difference grows."),
            ("substitution", U, "A circuit made of a single metal produces the largest voltage."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh206", "names": "Lecture transcript: the IKEA effect",
        "evidence": "People value objects they have assembled themselves more highly than identical objects that came "
                    "ready-made. In one study, participants were willing to pay about sixty percent more for a "
                    "storage box they had built. The effect disappeared when participants failed to finish the "
                    "assembly.",
        "claims": [
            ("paraphrase", F, "People put a higher value on things they assembled themselves than on identical ready-made ones."),
            ("paraphrase", F, "Participants would pay roughly sixty percent more for a box they had built."),
            ("paraphrase", F, "When people could not complete the assembly, the effect vanished."),
            ("opposite", U, "People value ready-made objects more than ones they built themselves."),
            ("number", U, "Participants were willing to pay about twice as much for a box they had built."),
            ("opposite", U, "The effect was strongest when participants failed to finish the assembly."),
        ],
    },
    {
        "domain": "essay", "split": "fresh206", "names": "Essay: teaching assistants",
        "evidence": "Teaching assistants who are given structured training and deliver a specific programme to small "
                    "groups can raise pupils' reading scores. Assistants used informally, often to support the lowest "
                    "attainers in class, have been linked with weaker progress for those pupils. The difference lies "
                    "in how assistants are deployed, not in the assistants themselves.",
        "claims": [
            ("paraphrase", F, "Trained assistants running a structured programme with small groups can improve reading scores."),
            ("paraphrase", F, "Informal use of assistants with the lowest attainers has been linked to weaker progress."),
            ("paraphrase", F, "What matters is how assistants are deployed rather than the assistants themselves."),
            ("opposite", U, "Assistants used informally in class have been linked with stronger progress for the lowest attainers."),
            ("causal", U, "The assistants themselves, not the way they are deployed, explain the difference."),
            ("substitution", U, "Trained assistants delivering a programme to small groups can raise pupils' maths scores."),
        ],
    },
]
