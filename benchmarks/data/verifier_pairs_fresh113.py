"""A hundred-and-fourteenth held-out set for ``benchmarks/verifier.py`` (split ``fresh113``).

Written on 2026-11-28 (session 48) after the round that read ``fresh110``-``fresh112``, before
any run of the verifier on it, on topics no earlier split uses (checked with grep), and measured
once before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh113", "names": "Lesson notes: starting on an upbeat",
        "evidence": "When a piece begins with an upbeat, count the missing beats of the bar silently before you "
                    "play, so that the first downbeat lands in time. The upbeat itself should lead into the "
                    "downbeat, so play it lightly rather than with an accent.",
        "claims": [
            ("paraphrase", F, "Before starting a piece that opens on an upbeat, silently count the beats the bar "
                              "is missing."),
            ("paraphrase", F, "Counting first makes the first downbeat arrive in time."),
            ("paraphrase", F, "Play the upbeat lightly, as a lead into the downbeat, not with an accent."),
            ("opposite", U, "Accent the upbeat so that it stands out from the downbeat."),
            ("opposite", U, "Count the missing beats out loud before you play."),
            ("reversed_order", U, "Play the upbeat first and count the missing beats afterwards."),
        ],
    },
    {
        "domain": "literature", "split": "fresh113", "names": "Study guide: Rip Van Winkle",
        "evidence": "Rip Van Winkle wanders into the Catskill Mountains to escape his wife's nagging, drinks "
                    "with a strange company of men playing ninepins, and falls asleep. He wakes twenty years "
                    "later to find that the American Revolution has passed, his wife has died, and his daughter "
                    "takes him in.",
        "claims": [
            ("paraphrase", F, "Rip goes up into the Catskills to get away from his wife's nagging."),
            ("paraphrase", F, "After drinking with some strange men playing ninepins, he falls asleep."),
            ("paraphrase", F, "When he wakes, twenty years have gone by and the Revolution is over."),
            ("number", U, "Rip wakes up ten years later."),
            ("opposite", U, "When Rip wakes, his wife is waiting for him at home."),
            ("misattribution", U, "Rip's wife takes him in after he returns."),
        ],
    },
    {
        "domain": "docs", "split": "fresh113", "names": "Help centre: keyboard shortcuts",
        "evidence": "Press Ctrl+K to open the command palette from anywhere in the app. Shortcuts are turned off "
                    "while you are typing in a text field, except Esc, which always closes the open dialog. You "
                    "can change a shortcut in Settings > Keyboard, but not the one for the command palette.",
        "claims": [
            ("paraphrase", F, "Ctrl+K opens the command palette from anywhere in the app."),
            ("paraphrase", F, "While you type in a text field, shortcuts do not work, apart from Esc."),
            ("paraphrase", F, "Shortcuts can be changed under Settings > Keyboard."),
            ("opposite", U, "You can change the command palette's shortcut in Settings > Keyboard."),
            ("substitution", U, "Press Ctrl+P to open the command palette."),
            ("opposite", U, "Esc does not work while you are typing in a text field."),
        ],
    },
    {
        "domain": "science", "split": "fresh113", "names": "Abstract: how geckos cling",
        "evidence": "Geckos cling to smooth walls through van der Waals forces between the surface and the "
                    "millions of tiny hairs, called setae, on their toes. The grip works on dry glass but "
                    "weakens sharply when the surface is wet, and geckos release it by peeling the toes upward "
                    "from the tips.",
        "claims": [
            ("paraphrase", F, "Geckos stick to smooth walls through van der Waals forces acting on tiny hairs on "
                              "their toes."),
            ("paraphrase", F, "The hairs on a gecko's toes are called setae."),
            ("paraphrase", F, "To let go, a gecko peels its toes up starting from the tips."),
            ("causal", U, "Geckos cling to walls because their toes produce a sticky glue."),
            ("opposite", U, "The grip grows stronger when the surface is wet."),
            ("opposite", U, "Geckos release their grip by pressing their toes down from the heel."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh113", "names": "Lecture transcript: building the Eiffel Tower",
        "evidence": "The Eiffel Tower was built for the 1889 World's Fair in just over two years, by a team of "
                    "about 300 workers. Many Parisian artists signed a protest against it, calling it useless and "
                    "monstrous. It was meant to stand for only 20 years, but it was kept because it proved useful "
                    "as a radio antenna.",
        "claims": [
            ("paraphrase", F, "The tower went up in a little over two years for the World's Fair of 1889."),
            ("paraphrase", F, "Artists in Paris signed a protest calling the tower useless and monstrous."),
            ("paraphrase", F, "Its value as a radio antenna saved it from being taken down."),
            ("number", U, "About 3,000 workers built the Eiffel Tower."),
            ("opposite", U, "The artists of Paris signed a letter praising the tower."),
            ("causal", U, "The tower was kept because the artists' protest was withdrawn."),
        ],
    },
    {
        "domain": "essay", "split": "fresh113", "names": "Course reader: The Gift of the Magi",
        "evidence": "Della sells her long hair to buy a platinum chain for Jim's gold watch, while Jim sells the "
                    "watch to buy a set of combs for Della's hair. Each gift is now useless, but the narrator "
                    "calls the two of them the wisest of all who give gifts.",
        "claims": [
            ("paraphrase", F, "Della sells her hair so she can buy a chain for Jim's watch."),
            ("paraphrase", F, "Jim sells his watch to pay for combs for Della."),
            ("paraphrase", F, "The narrator says they are the wisest of all gift-givers."),
            ("swapped_roles", U, "Jim sells his hair to buy a chain for Della's watch."),
            ("opposite", U, "The narrator calls Della and Jim foolish for their gifts."),
            ("substitution", U, "Della sells her hair to buy a leather strap for Jim's watch."),
        ],
    },
]
