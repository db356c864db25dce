"""A fifty-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh55``).

Written on 2026-11-27 (session 39) after round 54 (whose rules read ``fresh54``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh55", "names": "Pedagogy notes: voicing chords",
        "evidence": "To voice a chord, let the top note sound slightly louder by putting more arm weight behind "
                    "the fifth finger. Practise the chord first as a block, then roll it slowly from the bottom "
                    "up to check each note.",
        "claims": [
            ("paraphrase", F, "Put more arm weight behind the fifth finger so the chord's top note sounds a "
                              "little louder."),
            ("paraphrase", F, "Before rolling a chord slowly upward to check its notes, practise it as a block."),
            ("opposite", U, "Roll the chord slowly from the top down to check each note."),
            ("reversed_order", U, "Roll the chord slowly first, then practise it as a block."),
            ("substitution", U, "Let the top note sound louder by putting more arm weight behind the thumb."),
            ("overgeneralisation", U, "Always play the top note of every chord much louder than the others."),
        ],
    },
    {
        "domain": "literature", "split": "fresh55", "names": "Study guide: Of Mice and Men",
        "evidence": "George and Lennie dream of owning a small farm where Lennie can tend the rabbits. Candy "
                    "offers his savings to join them, but the plan collapses after Lennie accidentally kills "
                    "Curley's wife in the barn.",
        "claims": [
            ("paraphrase", F, "George and Lennie hope one day to own a little farm on which Lennie would look "
                              "after rabbits."),
            ("paraphrase", F, "Candy puts forward his savings so that he can be part of their plan."),
            ("paraphrase", F, "The plan falls apart once Lennie kills Curley's wife by accident."),
            ("misattribution", U, "Curley offers his savings to join George and Lennie."),
            ("opposite", U, "Lennie deliberately kills Curley's wife in the barn."),
            ("substitution", U, "Lennie accidentally kills Curley's wife in the bunkhouse."),
        ],
    },
    {
        "domain": "docs", "split": "fresh55", "names": "Deployment guide: rolling updates",
        "evidence": "A rolling update replaces pods one batch at a time. At most 25% of the pods are unavailable "
                    "during the update, and a new pod must pass its readiness probe before the next old pod is "
                    "stopped.",
        "claims": [
            ("paraphrase", F, "During a rolling update, pods are replaced in batches rather than all at once."),
            ("paraphrase", F, "No more than a quarter of the pods are unavailable while the update runs."),
            ("paraphrase", F, "The next old pod is only stopped after a new pod passes its readiness probe."),
            ("number", U, "At most half of the pods are unavailable during the update."),
            ("reversed_order", U, "An old pod is stopped before the new pod passes its readiness probe."),
            ("opposite", U, "A rolling update replaces all pods at the same time."),
        ],
    },
    {
        "domain": "science", "split": "fresh55", "names": "Abstract: urban heat and street trees",
        "evidence": "Streets with tree cover above 40% were on average 3 °C cooler on summer afternoons than "
                    "streets without trees. The effect was smaller at night and disappeared in winter.",
        "claims": [
            ("paraphrase", F, "On summer afternoons, streets with more than 40% tree cover averaged 3 °C cooler "
                              "than treeless streets."),
            ("paraphrase", F, "The cooling effect of trees was weaker at night."),
            ("paraphrase", F, "In winter the effect was no longer seen."),
            ("opposite", U, "The effect was larger at night than in the afternoon."),
            ("number", U, "Streets with tree cover above 40% were on average 8 °C cooler on summer afternoons."),
            ("overgeneralisation", U, "Trees cool streets by 3 °C in every season."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh55", "names": "Economics lecture 4: inflation",
        "evidence": "When a central bank raises interest rates, borrowing becomes more expensive and spending "
                    "slows, which tends to reduce inflation. The effect usually takes a year or more to appear.",
        "claims": [
            ("paraphrase", F, "Higher interest rates make borrowing costlier and slow spending."),
            ("paraphrase", F, "Raising rates tends to bring inflation down, though usually only after a year "
                              "or more."),
            ("negation", U, "Raising interest rates does not make borrowing more expensive."),
            ("opposite", U, "When a central bank raises interest rates, spending speeds up."),
            ("number", U, "The effect usually appears within a month."),
            ("overgeneralisation", U, "Raising interest rates always ends inflation immediately."),
        ],
    },
    {
        "domain": "essay", "split": "fresh55", "names": "Course book: the printing press",
        "evidence": "Gutenberg's press, developed in Mainz around 1450, used movable metal type. Printed books "
                    "became far cheaper than hand-copied manuscripts, and literacy spread across Europe over "
                    "the following century.",
        "claims": [
            ("paraphrase", F, "Around 1450 in Mainz, Gutenberg developed a press that used movable metal type."),
            ("paraphrase", F, "Books printed on the press cost much less than manuscripts copied by hand."),
            ("paraphrase", F, "Over the next hundred years, literacy spread through Europe."),
            ("substitution", U, "Gutenberg's press used movable wooden type."),
            ("misattribution", U, "Caxton developed the movable-type press in Mainz around 1450."),
            ("opposite", U, "Printed books were far more expensive than hand-copied manuscripts."),
        ],
    },
]
