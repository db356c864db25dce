"""A two-hundred-and-forty-second held-out set for ``benchmarks/verifier.py`` (split ``fresh242``).

Written on 2026-11-29 (session 63) after round 161 (which read ``fresh239``-``fresh241``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh242", "names": "Repertoire notes: Fauré's Sicilienne",
        "evidence": "Gabriel Fauré wrote his Sicilienne in 1893 as incidental music for a production of Molière's Le "
                    "Bourgeois gentilhomme, and later arranged it for cello and piano. Its lilting 6/8 rhythm, with a "
                    "dotted figure on the first beat of each group, gives the piece its gentle rocking motion. "
                    "Pianists should keep the accompaniment light and let the melody sing above it; heavy pedalling "
                    "blurs the dotted rhythm.",
        "claims": [
            ("paraphrase", F, "Fauré composed the Sicilienne in 1893 for a staging of Le Bourgeois gentilhomme."),
            ("paraphrase", F, "A dotted figure at the start of each group gives the 6/8 rhythm its rocking feel."),
            ("paraphrase", F, "Too much pedal smudges the dotted rhythm."),
            ("number", U, "The Sicilienne is written in 3/4 time."),
            ("swapped_roles", U, "The melody should stay light so that the accompaniment can sing above it."),
            ("reversed_order", U, "Fauré first wrote the Sicilienne for cello and piano and later used it in a play."),
        ],
    },
    {
        "domain": "literature", "split": "fresh242", "names": "Study guide: Rikki-Tikki-Tavi",
        "evidence": "In Rudyard Kipling's story, a young mongoose is washed out of his burrow by a summer flood and "
                    "taken in by an English family living in India. Rikki-tikki first kills Karait, a small but "
                    "deadly snake, and later fights the cobra Nag in the bathroom at night, where the man of the "
                    "house finishes Nag off with a shotgun. Nagaina, Nag's wife, is chased into her hole by "
                    "Rikki-tikki, who follows her underground and kills her.",
        "claims": [
            ("paraphrase", F, "A summer flood washes the young mongoose out of his burrow, and an English family takes him in."),
            ("paraphrase", F, "After Rikki-tikki fights Nag in the bathroom, the man of the house shoots the cobra."),
            ("paraphrase", F, "Rikki-tikki follows Nagaina down into her hole and kills her there."),
            ("reversed_order", U, "Rikki-tikki fights Nag before he kills Karait."),
            ("swapped_roles", U, "Nagaina chases Rikki-tikki into her hole."),
            ("opposite", U, "Karait is a large snake, but a harmless one."),
        ],
    },
    {
        "domain": "docs", "split": "fresh242", "names": "Chrome help: Reading list",
        "evidence": "To save a page to your reading list, click the side panel icon and choose Reading list, then "
                    "select Add current tab. Pages in your reading list are available offline only if you have opened "
                    "them at least once on that device. Once you have read a page, Chrome moves it to the Pages "
                    "you've read section; you can mark it as unread again at any time.",
        "claims": [
            ("paraphrase", F, "Open the side panel, choose Reading list and select Add current tab to save a page."),
            ("paraphrase", F, "A page you have read is moved into the Pages you've read section."),
            ("paraphrase", F, "You can mark a read page as unread whenever you like."),
            ("opposite", U, "Every page in your reading list can be read offline, even one you have never opened."),
            ("reversed_order", U, "To save a page, select Add current tab first and then click the side panel icon."),
            ("opposite", U, "Chrome deletes a page from your reading list once you have read it."),
        ],
    },
    {
        "domain": "science", "split": "fresh242", "names": "Physics notes: the hovercraft",
        "evidence": "A hovercraft rides on a cushion of air trapped beneath it by a flexible rubber skirt. A lift fan "
                    "pushes air down into the cushion, raising the craft a few centimetres above the surface, which "
                    "almost removes friction with the ground. Separate propellers or fans at the rear push the craft "
                    "forward, and rudders behind them steer it. Because it barely touches the surface, a hovercraft "
                    "can travel over water, mud and ice.",
        "claims": [
            ("paraphrase", F, "A flexible rubber skirt keeps a cushion of air trapped under the hovercraft."),
            ("paraphrase", F, "Fans or propellers at the back drive the craft forward, and rudders behind them steer."),
            ("paraphrase", F, "Hovering just above the surface nearly eliminates friction with the ground."),
            ("number", U, "The lift fan raises the craft about a metre above the surface."),
            ("negation", U, "A hovercraft can travel over water but not over ice."),
            ("swapped_roles", U, "The rudders push the craft forward while the rear fans steer it."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh242", "names": "Statistics lecture: Simpson's paradox",
        "evidence": "In a well-known study of kidney stone treatments, treatment A had a higher success rate than "
                    "treatment B for small stones and also for large stones. Yet when the two groups were combined, "
                    "treatment B appeared more successful overall. The reversal arose because doctors gave treatment "
                    "A mostly to the harder, large-stone cases. This is Simpson's paradox: a trend in every subgroup "
                    "can disappear or reverse when the groups are pooled.",
        "claims": [
            ("paraphrase", F, "Treatment A did better than B for both small and large stones."),
            ("paraphrase", F, "Pooled together, the figures made treatment B look more successful."),
            ("paraphrase", F, "A trend found in each subgroup can vanish or reverse once the groups are combined."),
            ("swapped_roles", U, "Treatment B had the higher success rate for large stones."),
            ("opposite", U, "Doctors gave treatment A mostly to the easier, small-stone cases."),
            ("opposite", U, "Treatment A was more successful overall when the groups were combined."),
        ],
    },
    {
        "domain": "essay", "split": "fresh242", "names": "Essay source: study leave",
        "evidence": "In a survey of 1,200 sixth-formers at twelve schools, 58 percent said study leave before exams "
                    "helped them revise. Teachers were less convinced: most reported that students who stayed in "
                    "school for supervised revision sessions achieved slightly higher grades. The authors recommend "
                    "that schools offer both options rather than sending every student home.",
        "claims": [
            ("paraphrase", F, "Fifty-eight percent of the sixth-formers surveyed said study leave helped their revision."),
            ("paraphrase", F, "The authors advise schools to offer both options instead of sending all students home."),
            ("paraphrase", F, "Most teachers reported slightly higher grades for students who attended supervised revision in school."),
            ("number", U, "The survey covered 1,200 sixth-formers at twenty schools."),
            ("opposite", U, "Teachers were more enthusiastic about study leave than the students were."),
            ("opposite", U, "The authors recommend sending every student home to revise."),
        ],
    },
]
