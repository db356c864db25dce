"""A two-hundred-and-fifty-second held-out set for ``benchmarks/verifier.py`` (split ``fresh252``).

Written on 2026-11-29 (session 63) after round 164 (which read ``fresh248``-``fresh250``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh252", "names": "Repertoire notes: Rustle of Spring",
        "evidence": "Rustle of Spring, written by the Norwegian composer Christian Sinding in 1896, is built on "
                    "rushing arpeggios shared between the hands, with the melody picked out by the right-hand thumb "
                    "in the middle of the texture. Keep the arpeggios soft and even so the melody can be heard "
                    "through them, and save the full sound for the climax near the end.",
        "claims": [
            ("paraphrase", F, "Christian Sinding, a Norwegian composer, wrote Rustle of Spring in 1896."),
            ("paraphrase", F, "The right-hand thumb brings out the melody in the middle of the texture."),
            ("paraphrase", F, "Hold back the full sound until the climax near the end."),
            ("substitution", U, "Christian Sinding was a Danish composer."),
            ("opposite", U, "Play the arpeggios loudly so they cover the melody."),
            ("substitution", U, "The melody is picked out by the left-hand little finger."),
        ],
    },
    {
        "domain": "literature", "split": "fresh252", "names": "Study guide: The Garden Party",
        "evidence": "In Katherine Mansfield's 'The Garden Party', Laura Sheridan helps her wealthy family prepare for "
                    "a party when news arrives that a young carter from the cottages below has been killed. Laura "
                    "wants the party called off, but her mother insists it go ahead. Afterwards Laura carries a "
                    "basket of leftovers to the dead man's house, where she sees his body and finds him peaceful, "
                    "even beautiful.",
        "claims": [
            ("paraphrase", F, "While the Sheridans prepare for a party, news comes that a young carter from the cottages has died."),
            ("paraphrase", F, "Laura wants to cancel the party, but her mother insists on going ahead."),
            ("paraphrase", F, "After the party Laura takes a basket of leftovers to the dead man's house."),
            ("swapped_roles", U, "Laura's mother wants the party called off, but Laura insists it go ahead."),
            ("opposite", U, "The party is cancelled after the news of the carter's death."),
            ("opposite", U, "Laura finds the dead man's face frightening and ugly."),
        ],
    },
    {
        "domain": "docs", "split": "fresh252", "names": "Android help: Flip to Shhh",
        "evidence": "Flip to Shhh turns on Do Not Disturb when you place your phone face down on a flat surface. When "
                    "you turn the phone back over, Do Not Disturb turns off again. Alarms still sound while Flip to "
                    "Shhh is active. To turn the feature on, open the Digital Wellbeing settings and tap Flip to "
                    "Shhh.",
        "claims": [
            ("paraphrase", F, "Placing the phone face down on a flat surface turns on Do Not Disturb."),
            ("paraphrase", F, "Turning the phone back over switches Do Not Disturb off."),
            ("paraphrase", F, "Alarms still go off while Flip to Shhh is on."),
            ("opposite", U, "Placing the phone face up turns on Do Not Disturb."),
            ("negation", U, "Alarms are silenced while Flip to Shhh is active."),
            ("substitution", U, "Flip to Shhh is found in the Battery settings."),
        ],
    },
    {
        "domain": "science", "split": "fresh252", "names": "Physics notes: Hero's engine",
        "evidence": "Hero of Alexandria described the aeolipile in the first century AD: a hollow sphere mounted on "
                    "pipes above a sealed pot of boiling water. Steam enters the sphere and escapes through two bent "
                    "nozzles pointing in opposite directions, and the reaction to the escaping jets makes the sphere "
                    "spin. It was treated as a curiosity rather than put to work.",
        "claims": [
            ("paraphrase", F, "Hero of Alexandria described the aeolipile in the first century AD."),
            ("paraphrase", F, "Steam escapes through two bent nozzles facing opposite ways, and the reaction spins the sphere."),
            ("paraphrase", F, "The aeolipile was a curiosity rather than a working machine."),
            ("number", U, "Steam escapes through four bent nozzles."),
            ("opposite", U, "The aeolipile was widely used to power machines in Alexandria."),
            ("opposite", U, "The nozzles point in the same direction."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh252", "names": "Psychology lecture: the Flynn effect",
        "evidence": "James Flynn documented in the 1980s that average scores on IQ tests had risen by about three "
                    "points per decade across much of the twentieth century, in many countries. Because the tests are "
                    "re-normed, the rise was hidden unless old and new norms were compared. Since the 1990s, some "
                    "countries, including Norway and Denmark, have seen the scores level off or fall.",
        "claims": [
            ("paraphrase", F, "Flynn showed in the 1980s that average IQ scores had risen about three points a decade."),
            ("paraphrase", F, "The rise stayed hidden unless old and new norms were compared, because tests are re-normed."),
            ("paraphrase", F, "In Norway and Denmark, scores have levelled off or fallen since the 1990s."),
            ("number", U, "Average IQ scores rose by about ten points per decade."),
            ("opposite", U, "Since the 1990s, scores in Norway and Denmark have risen faster than ever."),
            ("unsupported", U, "Flynn found that the rise was caused by better schooling."),
        ],
    },
    {
        "domain": "essay", "split": "fresh252", "names": "Essay source: parents' evenings",
        "evidence": "A survey of 1,500 parents found that 68 percent had attended at least one parents' evening in "
                    "the past year. Working parents were more likely to attend when schools offered short video "
                    "appointments as well as face-to-face ones. Teachers said the most useful meetings were those "
                    "where parents had seen their child's recent work beforehand.",
        "claims": [
            ("paraphrase", F, "68 percent of the parents surveyed had been to at least one parents' evening in the past year."),
            ("paraphrase", F, "Offering short video appointments alongside face-to-face ones made working parents more likely to attend."),
            ("paraphrase", F, "Teachers found meetings most useful when parents had seen their child's recent work first."),
            ("number", U, "86 percent of parents had attended at least one parents' evening."),
            ("opposite", U, "Working parents were less likely to attend when video appointments were offered."),
            ("opposite", U, "Teachers said the most useful meetings were those where parents had not seen any work beforehand."),
        ],
    },
]
