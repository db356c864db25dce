"""A two-hundred-and-thirty-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh235``).

Written on 2026-11-29 (session 62) after round 158 (which read ``fresh230``-``fresh232``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh235", "names": "Repertoire notes: Beethoven's Ecossaise in G",
        "evidence": "Beethoven's Ecossaise in G major, WoO 23, is a short, lively dance in 2/4 time, originally "
                    "written for military band. Each half is repeated. Keep the left-hand chords short and detached, "
                    "and let the right hand's running quavers stay even.",
        "claims": [
            ("paraphrase", F, "Beethoven's Ecossaise in G major is a brief, lively dance in 2/4."),
            ("paraphrase", F, "Both halves are repeated."),
            ("paraphrase", F, "Play the left-hand chords short and detached."),
            ("number", U, "The Ecossaise is in 3/4 time."),
            ("substitution", U, "It was originally written for string quartet."),
            ("opposite", U, "Hold the left-hand chords long and connected."),
        ],
    },
    {
        "domain": "literature", "split": "fresh235", "names": "Study guide: Harrison Bergeron",
        "evidence": "In Kurt Vonnegut's 'Harrison Bergeron', set in 2081, the government makes everyone equal by "
                    "handicapping anyone above average. George Bergeron, who is highly intelligent, must wear a radio "
                    "in his ear that blasts noise every twenty seconds to stop him thinking. His son Harrison escapes "
                    "from prison, removes his handicaps on live television, and is shot by the Handicapper General, "
                    "Diana Moon Glampers.",
        "claims": [
            ("paraphrase", F, "The story is set in 2081."),
            ("paraphrase", F, "George's ear radio blasts a noise every twenty seconds to break his thinking."),
            ("paraphrase", F, "Diana Moon Glampers, the Handicapper General, shoots Harrison."),
            ("number", U, "George's radio blasts noise every two minutes."),
            ("swapped_roles", U, "Harrison shoots the Handicapper General on live television."),
            ("opposite", U, "The government helps people above average to excel."),
        ],
    },
    {
        "domain": "docs", "split": "fresh235", "names": "iPhone help: Sound Recognition",
        "evidence": "Sound Recognition lets your iPhone listen for certain sounds, such as a doorbell, a crying baby "
                    "or a smoke alarm, and notify you when it hears them. Turn it on in Settings > Accessibility > "
                    "Sound Recognition. The listening happens on the device. Apple warns not to rely on it in "
                    "emergencies or when you could be harmed.",
        "claims": [
            ("paraphrase", F, "Your iPhone can alert you when it hears a doorbell, a crying baby or a smoke alarm."),
            ("paraphrase", F, "The listening is done on the device itself."),
            ("paraphrase", F, "Apple says not to depend on Sound Recognition in emergencies."),
            ("opposite", U, "Apple recommends relying on Sound Recognition in emergencies."),
            ("opposite", U, "The sounds are sent to Apple's servers for recognition."),
            ("substitution", U, "Sound Recognition is turned on in Settings > Privacy."),
        ],
    },
    {
        "domain": "science", "split": "fresh235", "names": "Lecture notes: oobleck",
        "evidence": "Oobleck, a mixture of cornflour and water, is a shear-thickening fluid: it flows like a liquid "
                    "when stirred slowly but resists sudden force like a solid. You can run across a pool of it, but "
                    "if you stand still you slowly sink. Its viscosity rises as the stress on it increases.",
        "claims": [
            ("paraphrase", F, "Stirred slowly, a cornflour and water mix flows like a liquid."),
            ("paraphrase", F, "A person standing still on a pool of it gradually sinks."),
            ("paraphrase", F, "The greater the stress on oobleck, the higher its viscosity."),
            ("opposite", U, "Oobleck becomes runnier when you hit it suddenly."),
            ("opposite", U, "If you stand still on oobleck, you stay on the surface."),
            ("opposite", U, "Oobleck's viscosity falls as the stress on it increases."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh235", "names": "Lecture transcript: the Little Albert study",
        "evidence": "In 1920 John Watson and Rosalie Rayner conditioned a nine-month-old infant, known as Little "
                    "Albert, to fear a white rat by striking a steel bar behind his head whenever he touched it. "
                    "Albert later showed fear of other furry things, such as a rabbit and a fur coat. The study would "
                    "be considered unethical today, partly because the fear was never removed.",
        "claims": [
            ("paraphrase", F, "Watson and Rayner made a nine-month-old infant afraid of a white rat in 1920."),
            ("paraphrase", F, "Albert went on to fear other furry things, like a rabbit and a fur coat."),
            ("paraphrase", F, "The fear was never removed, one reason the study is seen as unethical today."),
            ("opposite", U, "Watson and Rayner later removed Albert's fear."),
            ("substitution", U, "Albert was conditioned to fear a white rabbit."),
            ("substitution", U, "The bar was struck whenever Albert cried."),
        ],
    },
    {
        "domain": "essay", "split": "fresh235", "names": "Essay: house points",
        "evidence": "Each pupil at our secondary school belongs to one of four houses, and teachers award house "
                    "points for good work and behaviour. The winning house each term gets an extra non-uniform day. "
                    "Some older pupils say the points matter less to them than to younger pupils, and teachers admit "
                    "that a few departments give points far more often than others.",
        "claims": [
            ("paraphrase", F, "Every pupil belongs to one of four houses."),
            ("paraphrase", F, "The house that wins each term gets an extra non-uniform day."),
            ("paraphrase", F, "A few departments hand out points much more often than others, teachers concede."),
            ("number", U, "Each pupil belongs to one of six houses."),
            ("swapped_roles", U, "Older pupils say the points matter more to them than to younger pupils."),
            ("opposite", U, "All departments give out points equally often."),
        ],
    },
]
