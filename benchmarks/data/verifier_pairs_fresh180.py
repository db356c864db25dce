"""A hundred-and-eightieth held-out set for ``benchmarks/verifier.py`` (split ``fresh180``).

Written on 2026-11-29 (session 57) after round 125 (which read ``fresh176``-``fresh178``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh180", "names": "Teaching notes: Smetana's Czech Dances",
        "evidence": "Smetana's Czech Dances turn folk tunes into concert pieces. In the Furiant, the accents shift "
                    "between groups of two and three beats, so count steadily and let the cross-accents fall against "
                    "the bar line without slowing down.",
        "claims": [
            ("paraphrase", F, "Smetana's Czech Dances make concert pieces out of folk tunes."),
            ("paraphrase", F, "In the Furiant the accents shift between groups of two and three beats."),
            ("paraphrase", F, "Keep counting steadily and don't slow down at the cross-accents."),
            ("opposite", U, "Slow down slightly at each cross-accent in the Furiant."),
            ("substitution", U, "Smetana's Czech Dances turn church hymns into concert pieces."),
            ("number", U, "In the Furiant the accents shift between groups of three and four beats."),
        ],
    },
    {
        "domain": "literature", "split": "fresh180", "names": "Study guide: Thérèse Raquin",
        "evidence": "Thérèse and her lover Laurent drown her sickly husband Camille during a boating trip and later "
                    "marry. Haunted by guilt, they turn against each other, and in the end they take poison together "
                    "while Camille's paralysed mother watches.",
        "claims": [
            ("paraphrase", F, "Thérèse and Laurent drown Camille on a boating trip."),
            ("paraphrase", F, "Camille is Thérèse's sickly husband."),
            ("paraphrase", F, "Guilt drives Thérèse and Laurent against each other."),
            ("misattribution", U, "Camille's mother drowns him during a boating trip."),
            ("order", U, "Thérèse and Laurent marry before they drown Camille."),
            ("opposite", U, "Thérèse and Laurent feel no guilt and live happily together."),
        ],
    },
    {
        "domain": "docs", "split": "fresh180", "names": "Help centre: voice dictation",
        "evidence": "Tap the microphone on the keyboard to dictate, and say punctuation such as 'comma' or 'full "
                    "stop' out loud. Dictation works offline for English, but other languages need an internet "
                    "connection.",
        "claims": [
            ("paraphrase", F, "Tap the keyboard's microphone to start dictating."),
            ("paraphrase", F, "Say punctuation like 'comma' or 'full stop' aloud."),
            ("paraphrase", F, "English dictation works without an internet connection."),
            ("overgeneralisation", U, "Dictation works offline in every language."),
            ("opposite", U, "English dictation needs an internet connection."),
            ("opposite", U, "Punctuation is added automatically, so you never need to say it."),
        ],
    },
    {
        "domain": "science", "split": "fresh180", "names": "Abstract: buzz pollination",
        "evidence": "Tomato flowers hold their pollen inside closed tubes that open only when shaken at the right "
                    "frequency. Bumblebees grab the flower and vibrate their flight muscles without flapping their "
                    "wings, releasing the pollen, which honeybees cannot do.",
        "claims": [
            ("paraphrase", F, "Tomato flowers keep their pollen in closed tubes."),
            ("paraphrase", F, "The tubes open only when shaken at the right frequency."),
            ("paraphrase", F, "Honeybees cannot release the pollen this way."),
            ("misattribution", U, "Honeybees release tomato pollen by vibrating their flight muscles."),
            ("opposite", U, "Bumblebees release the pollen by flapping their wings hard."),
            ("substitution", U, "Pepper flowers hold their pollen inside closed tubes."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh180", "names": "Lecture transcript: the Bessemer process",
        "evidence": "In 1856 Henry Bessemer patented a method of blowing air through molten iron to burn out its "
                    "carbon. It cut the time needed to make a batch of steel from a day to about twenty minutes, and "
                    "steel soon replaced iron in rails and bridges.",
        "claims": [
            ("paraphrase", F, "Bessemer patented his method in 1856."),
            ("paraphrase", F, "Air was blown through molten iron to burn off the carbon."),
            ("paraphrase", F, "Making a batch of steel took about twenty minutes instead of a day."),
            ("substitution", U, "Bessemer's method blew steam through molten iron."),
            ("number", U, "The process cut the time to make a batch of steel to about two hours."),
            ("opposite", U, "Iron soon replaced steel in rails and bridges."),
        ],
    },
    {
        "domain": "essay", "split": "fresh180", "names": "Essay source: mixed-ability classes",
        "evidence": "Schools that stopped grouping pupils by ability found that lower attainers made more progress "
                    "while higher attainers did about as well as before. Teachers said, however, that planning "
                    "lessons for the whole range took more of their time.",
        "claims": [
            ("paraphrase", F, "Lower attainers made more progress when schools stopped ability grouping."),
            ("paraphrase", F, "Higher attainers did roughly as well as before."),
            ("paraphrase", F, "Teachers said planning for the whole range took up more of their time."),
            ("opposite", U, "Higher attainers did much worse after grouping by ability stopped."),
            ("swapped_roles", U, "Higher attainers made more progress while lower attainers did about as well as before."),
            ("misattribution", U, "Pupils said that planning lessons for the whole range took more time."),
        ],
    },
]
