"""A two-hundred-and-thirty-third held-out set for ``benchmarks/verifier.py`` (split ``fresh233``).

Written on 2026-11-29 (session 62) after round 158 (which read ``fresh230``-``fresh232``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh233", "names": "Teaching notes: Bach's Musette in D",
        "evidence": "The Musette in D major from the Notebook for Anna Magdalena Bach imitates a musette, a small "
                    "French bagpipe. The left hand plays repeated octaves on D, like the bagpipe's drone, and often "
                    "leaps between them, while the right hand plays a lively tune. Keep the octave leaps light and do "
                    "not let the drone drown the melody.",
        "claims": [
            ("paraphrase", F, "A musette is a small French bagpipe, and the piece imitates one."),
            ("paraphrase", F, "The left hand's repeated octaves on D sound like the drone."),
            ("paraphrase", F, "Don't let the drone cover the tune."),
            ("swapped_roles", U, "The right hand plays repeated octaves on D while the left hand plays the tune."),
            ("substitution", U, "The Musette is in D minor."),
            ("opposite", U, "Make the drone louder than the melody."),
        ],
    },
    {
        "domain": "literature", "split": "fresh233", "names": "Study guide: The Signal-Man",
        "evidence": "In Charles Dickens's 'The Signal-Man', a railway signalman working in a deep cutting beside a "
                    "tunnel tells the narrator about a spectre that appears by the red danger light. Each time it has "
                    "appeared, a disaster has followed on the line. At the end of the story the signalman himself is "
                    "killed by a train, and the driver describes calling out the same words the spectre used.",
        "claims": [
            ("paraphrase", F, "The signalman works in a deep cutting next to a tunnel."),
            ("paraphrase", F, "Every appearance of the spectre has been followed by a disaster on the line."),
            ("paraphrase", F, "The signalman is killed by a train at the end."),
            ("substitution", U, "The spectre appears by the green light."),
            ("substitution", U, "The narrator is killed by a train at the end."),
            ("opposite", U, "No disaster ever follows the spectre's appearances."),
        ],
    },
    {
        "domain": "docs", "split": "fresh233", "names": "Gmail help: Smart Compose",
        "evidence": "Smart Compose suggests words and phrases as you type an email. To accept a suggestion, press "
                    "Tab; to ignore it, keep typing. Suggestions are personalised to your writing style unless you "
                    "turn personalisation off. Smart Compose is not available in every language.",
        "claims": [
            ("paraphrase", F, "Press Tab to take a suggestion."),
            ("paraphrase", F, "If you keep typing, the suggestion is ignored."),
            ("paraphrase", F, "Smart Compose isn't offered in all languages."),
            ("substitution", U, "Press Enter to accept a suggestion."),
            ("opposite", U, "Smart Compose is available in every language."),
            ("opposite", U, "Suggestions can't be personalised to your writing style."),
        ],
    },
    {
        "domain": "science", "split": "fresh233", "names": "Lecture notes: Newton's cradle",
        "evidence": "In a Newton's cradle, a row of steel balls hangs from a frame. When one ball is lifted and "
                    "released, it strikes the row and a single ball swings out from the far end, while the balls in "
                    "between barely move. If two balls are released together, two swing out at the other end. The "
                    "motion slowly dies away because some energy is lost as sound and heat in each collision.",
        "claims": [
            ("paraphrase", F, "Lift and drop one ball, and one ball swings out from the far end."),
            ("paraphrase", F, "Releasing two balls at once sends two out at the other end."),
            ("paraphrase", F, "Each collision loses some energy as sound and heat, so the motion gradually stops."),
            ("number", U, "When one ball is released, two balls swing out from the far end."),
            ("opposite", U, "The balls in the middle swing out widely."),
            ("opposite", U, "The motion continues forever because no energy is lost."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh233", "names": "Lecture transcript: the Monty Hall problem",
        "evidence": "In the Monty Hall problem, a car is behind one of three doors. After you pick a door, the host, "
                    "who knows where the car is, opens one of the other two doors to reveal a goat and offers you the "
                    "chance to switch. Switching wins the car two times in three, while staying wins only one time in "
                    "three.",
        "claims": [
            ("paraphrase", F, "The host knows where the car is and opens a door with a goat behind it."),
            ("paraphrase", F, "If you switch, you win the car two thirds of the time."),
            ("paraphrase", F, "Sticking with your first choice wins only a third of the time."),
            ("number", U, "Switching and staying each win half the time."),
            ("swapped_roles", U, "Staying with your first door wins two times in three."),
            ("opposite", U, "The host does not know where the car is."),
        ],
    },
    {
        "domain": "essay", "split": "fresh233", "names": "Essay: packed lunches",
        "evidence": "About half of the pupils at our primary school bring a packed lunch. A survey of lunchboxes last "
                    "term found that only one in ten met the school's healthy-eating guidelines, mostly because of "
                    "sugary snacks. The school now asks parents to leave out sweets and fizzy drinks, but it does not "
                    "ban them.",
        "claims": [
            ("paraphrase", F, "Roughly half our pupils bring packed lunches."),
            ("paraphrase", F, "Just one lunchbox in ten met the healthy-eating guidelines."),
            ("paraphrase", F, "Parents are asked to leave out sweets and fizzy drinks, which are not banned."),
            ("opposite", U, "The school has banned sweets and fizzy drinks from lunchboxes."),
            ("opposite", U, "Most lunchboxes met the school's healthy-eating guidelines."),
            ("number", U, "About a quarter of the pupils bring a packed lunch."),
        ],
    },
]
