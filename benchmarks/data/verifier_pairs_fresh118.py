"""A hundred-and-nineteenth held-out set for ``benchmarks/verifier.py`` (split ``fresh118``).

Written on 2026-11-28 (session 49) before any run of the verifier on it, on topics no earlier split
uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh118", "names": "Form notes: the rondo",
        "evidence": "In a rondo the opening theme, A, keeps coming back between contrasting episodes, giving "
                    "patterns such as ABACA. The returns of A are usually in the home key, while the episodes "
                    "wander to other keys, and the last return is often followed by a short coda.",
        "claims": [
            ("paraphrase", F, "A rondo's main theme returns again and again between contrasting sections."),
            ("paraphrase", F, "The episodes usually move away from the home key."),
            ("paraphrase", F, "A brief coda often comes after the final return of the theme."),
            ("swapped_roles", U, "In a rondo the episodes stay in the home key while the main theme visits other "
                                 "keys."),
            ("opposite", U, "Once the episodes begin, the opening theme never returns."),
            ("reversed_order", U, "A rondo usually opens with a short coda before the main theme."),
        ],
    },
    {
        "domain": "literature", "split": "fresh118", "names": "Study guide: Kim",
        "evidence": "Kim, an orphan of an Irish soldier, grows up on the streets of Lahore and becomes the disciple "
                    "of a Tibetan lama who is searching for a sacred river. Colonel Creighton, who runs a British "
                    "spy network, pays for Kim's schooling and trains him for the 'Great Game'.",
        "claims": [
            ("paraphrase", F, "Kim's father was an Irish soldier, and Kim is an orphan."),
            ("paraphrase", F, "Kim follows a Tibetan lama who seeks a holy river."),
            ("paraphrase", F, "Creighton pays for Kim's education."),
            ("swapped_roles", U, "The lama becomes Kim's disciple."),
            ("misattribution", U, "The lama pays for Kim's schooling and trains him as a spy."),
            ("substitution", U, "Kim grows up on the streets of Delhi."),
        ],
    },
    {
        "domain": "docs", "split": "fresh118", "names": "Help centre: page templates",
        "evidence": "A template copies its layout and placeholder text into every new page made from it. Editing "
                    "a template later does not change pages already created from it; only pages made after the "
                    "edit use the new version. Templates can be shared with the whole workspace or kept private.",
        "claims": [
            ("paraphrase", F, "Pages made from a template get its layout and placeholder text."),
            ("paraphrase", F, "Changes to a template do not reach pages made from it earlier."),
            ("paraphrase", F, "A template may be private or shared with the entire workspace."),
            ("opposite", U, "Editing a template updates every page already created from it."),
            ("overgeneralisation", U, "Templates are always shared with the whole workspace."),
            ("reversed_order", U, "Only pages created before a template is edited use the new version."),
        ],
    },
    {
        "domain": "science", "split": "fresh118", "names": "Abstract: puffin foraging",
        "evidence": "Atlantic puffins carry several small fish crosswise in their beaks on each trip back to the "
                    "burrow, gripping them with a spiny tongue while they catch more. Parents made fewer but longer "
                    "trips in years when sand eels were scarce, and chicks fledged lighter in those years.",
        "claims": [
            ("paraphrase", F, "Puffins bring back several small fish at once, held across the beak."),
            ("paraphrase", F, "A spiny tongue lets a puffin hold fish while it catches others."),
            ("paraphrase", F, "When sand eels were scarce, chicks left the burrow weighing less."),
            ("opposite", U, "Parents made more frequent, shorter trips in years when sand eels were scarce."),
            ("number", U, "Puffins carry a single fish in their beaks on each trip."),
            ("causal", U, "Chicks fledged lighter because the parents made too many trips."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh118", "names": "Lecture transcript: the Challenger disaster",
        "evidence": "The Challenger broke apart 73 seconds after launch on a January morning in 1986. The night "
                    "before, engineers at Thiokol had warned that the O-ring seals might fail in the cold, but "
                    "their managers overruled them and approved the launch. The Rogers Commission later found that "
                    "an O-ring in the right solid rocket booster had failed.",
        "claims": [
            ("paraphrase", F, "Challenger broke up 73 seconds into its flight in 1986."),
            ("paraphrase", F, "Thiokol engineers warned that cold weather could make the O-rings fail."),
            ("paraphrase", F, "The engineers' managers overrode the warning and approved the launch."),
            ("swapped_roles", U, "The managers warned about the O-rings, but the engineers overruled them."),
            ("substitution", U, "The Rogers Commission found that an O-ring in the left solid rocket booster had "
                                "failed."),
            ("number", U, "The Challenger broke apart 37 seconds after launch."),
        ],
    },
    {
        "domain": "essay", "split": "fresh118", "names": "Course reader: The Black Arrow",
        "evidence": "Dick Shelton discovers that his guardian, Sir Daniel Brackley, murdered his father, and he "
                    "joins the outlaws of the Black Arrow, who are sworn to avenge wrongs done by Sir Daniel. Dick "
                    "falls in love with Joanna Sedley, whom Sir Daniel plans to marry off for money, and he wins "
                    "her in the end.",
        "claims": [
            ("paraphrase", F, "Dick learns that Sir Daniel, his guardian, killed his father."),
            ("paraphrase", F, "The Black Arrow outlaws are bent on revenge against Sir Daniel."),
            ("paraphrase", F, "In the end Dick wins Joanna's hand."),
            ("swapped_roles", U, "Sir Daniel discovers that Dick Shelton murdered his father."),
            ("misattribution", U, "The outlaws plan to marry Joanna off for money."),
            ("opposite", U, "Dick refuses to join the outlaws of the Black Arrow."),
        ],
    },
]
