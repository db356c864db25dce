"""A two-hundred-and-twenty-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh224``).

Written on 2026-11-29 (session 61) after round 155 (which read ``fresh221``-``fresh223``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh224", "names": "Teaching notes: C. P. E. Bach's Solfeggietto",
        "evidence": "C. P. E. Bach's Solfeggietto in C minor is a study in passing a single running line of "
                    "semiquavers between the hands. The changeovers should be invisible to the listener, as if one "
                    "hand played everything. Practise it slowly with a metronome first, and only then bring it up to "
                    "the marked tempo, Prestissimo.",
        "claims": [
            ("paraphrase", F, "In this study one running semiquaver line passes back and forth between the hands."),
            ("paraphrase", F, "Listeners should not be able to hear where one hand hands over to the other."),
            ("paraphrase", F, "Work at it slowly with a metronome before building up to Prestissimo."),
            ("opposite", U, "The changeovers between the hands should be clearly audible."),
            ("reversed_order", U, "Play it at Prestissimo first and only then practise it slowly."),
            ("substitution", U, "The Solfeggietto is in C major."),
        ],
    },
    {
        "domain": "literature", "split": "fresh224", "names": "Study guide: The Scarlet Ibis",
        "evidence": "The narrator's younger brother, nicknamed Doodle, is born so weak that the family expects him to "
                    "die. Ashamed of having a crippled brother, the narrator teaches Doodle to walk, and then pushes "
                    "him to run and swim. During a storm he runs ahead and leaves Doodle behind; when he returns, "
                    "Doodle is dead under a bush.",
        "claims": [
            ("paraphrase", F, "Doodle is so frail at birth that his family expects him not to survive."),
            ("paraphrase", F, "Out of shame at his brother's disability, the narrator teaches Doodle to walk."),
            ("paraphrase", F, "In a storm the narrator runs off and leaves Doodle behind."),
            ("swapped_roles", U, "Doodle teaches his older brother to walk."),
            ("opposite", U, "The narrator stays at Doodle's side throughout the storm."),
            ("opposite", U, "The narrator teaches Doodle to walk out of pride in his brother."),
        ],
    },
    {
        "domain": "docs", "split": "fresh224", "names": "Android help: Wind Down",
        "evidence": "Wind Down turns the screen to grayscale at bedtime so your phone is less tempting to use. Do Not "
                    "Disturb also turns on during Wind Down, unless you switch that off in the schedule settings. "
                    "Alarms still ring when Wind Down is on.",
        "claims": [
            ("paraphrase", F, "At bedtime Wind Down makes the screen grayscale so the phone is less appealing."),
            ("paraphrase", F, "Unless you turn that off in the schedule settings, Do Not Disturb comes on with Wind Down."),
            ("paraphrase", F, "Your alarms keep working while Wind Down is on."),
            ("opposite", U, "Alarms are silenced while Wind Down is on."),
            ("substitution", U, "Wind Down turns the screen to sepia at bedtime."),
            ("opposite", U, "Do Not Disturb stays off during Wind Down."),
        ],
    },
    {
        "domain": "science", "split": "fresh224", "names": "Lecture notes: the Pulfrich effect",
        "evidence": "If you watch a pendulum swinging from side to side with a dark filter over one eye, it appears "
                    "to move in an ellipse, nearer on one stroke and farther on the other. The dimmed eye sends its "
                    "signal to the brain slightly later, so the brain sees the moving object at two different "
                    "positions and reads the gap as depth. Moving the filter to the other eye reverses the direction "
                    "of the ellipse.",
        "claims": [
            ("paraphrase", F, "With one eye behind a dark filter, a swinging pendulum seems to travel in an ellipse."),
            ("paraphrase", F, "Signals from the darkened eye reach the brain a little later."),
            ("paraphrase", F, "Switching the filter to the other eye makes the ellipse go the other way round."),
            ("opposite", U, "The dimmed eye sends its signal to the brain slightly earlier."),
            ("opposite", U, "Moving the filter to the other eye leaves the direction of the ellipse unchanged."),
            ("substitution", U, "The pendulum appears to move in a figure of eight."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh224", "names": "Lecture transcript: hindsight bias",
        "evidence": "After an event, people tend to believe they knew all along how it would turn out. In Fischhoff's "
                    "1975 study, participants told the outcome of a historical battle rated that outcome as more "
                    "likely than participants who were not told. Warning people about the bias reduces it only "
                    "slightly.",
        "claims": [
            ("paraphrase", F, "Once something has happened, people often think they had predicted it."),
            ("paraphrase", F, "Those told how a historical battle ended judged that ending more probable."),
            ("paraphrase", F, "Telling people about the bias in advance makes only a small difference."),
            ("opposite", U, "Participants told the outcome rated it as less likely than those not told."),
            ("opposite", U, "Warning people about the bias removes it completely."),
            ("number", U, "Fischhoff published the study in 1985."),
        ],
    },
    {
        "domain": "essay", "split": "fresh224", "names": "Essay: Saturday school",
        "evidence": "Some schools open on Saturday mornings for pupils who want extra help. Attendance is voluntary, "
                    "so the pupils who come tend to be motivated already. One trust found that regular attenders "
                    "gained about two months of progress in a year, but it could not rule out that motivation, not "
                    "the lessons, explained the gain.",
        "claims": [
            ("paraphrase", F, "A number of schools open on Saturday mornings to give extra help to pupils who want it."),
            ("paraphrase", F, "Because attendance is optional, those who attend are usually motivated already."),
            ("paraphrase", F, "The trust could not exclude motivation as the cause of the gain."),
            ("opposite", U, "Attendance at Saturday school is compulsory."),
            ("number", U, "Regular attenders gained about six months of progress in a year."),
            ("overstated", U, "The trust showed that the Saturday lessons caused the gain."),
        ],
    },
]
