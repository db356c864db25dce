"""A thirty-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh33``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 35) after round 32 (whose rules read ``fresh32``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh33", "names": "Abstract: school start times",
        "evidence": "When two high schools moved their start time from 7:50 to 8:45, students slept a median "
                    "of 34 minutes longer on school nights, and attendance in first-period classes improved.",
        "claims": [
            ("paraphrase", F, "Moving the start from 7:50 to 8:45 gave students a median of 34 extra minutes of sleep on school nights."),
            ("paraphrase", F, "First-period attendance went up after the later start."),
            ("number", U, "Students slept a median of 43 minutes longer."),
            ("opposite", U, "Attendance in first-period classes fell after the change."),
            ("reversed_order", U, "The schools moved their start time from 8:45 to 7:50."),
            ("population", U, "When primary schools moved their start time later, pupils slept 34 minutes longer."),
        ],
    },
    {
        "domain": "literature", "split": "fresh33", "names": "Study notes on Great Expectations",
        "evidence": "Pip believes his fortune comes from Miss Havisham, but it is the convict Magwitch, whom "
                    "Pip once helped on the marshes, who has secretly paid for his education.",
        "claims": [
            ("paraphrase", F, "Pip thinks Miss Havisham is behind his fortune."),
            ("paraphrase", F, "In fact the convict Magwitch has been secretly paying for Pip's education."),
            ("paraphrase", F, "Pip had once helped Magwitch on the marshes."),
            ("misattribution", U, "Miss Havisham has secretly paid for Pip's education."),
            ("swapped_roles", U, "Magwitch once helped Pip on the marshes."),
            ("opposite", U, "Pip knows from the start that his fortune comes from Magwitch."),
        ],
    },
    {
        "domain": "docs", "split": "fresh33", "names": "Job scheduler guide",
        "evidence": "A job that exceeds its timeout is killed and retried up to three times with exponential "
                    "backoff. Jobs marked idempotent: false are never retried.",
        "claims": [
            ("paraphrase", F, "Jobs that run past their timeout are killed and retried at most three times, with exponential backoff."),
            ("paraphrase", F, "A job marked idempotent: false is not retried."),
            ("number", U, "A job that exceeds its timeout is retried up to five times."),
            ("opposite", U, "Jobs marked idempotent: false are retried up to three times."),
            ("opposite", U, "A job that exceeds its timeout is retried with a fixed delay."),
        ],
    },
    {
        "domain": "history", "split": "fresh33", "names": "Lecture notes: the printing press",
        "evidence": "Gutenberg's press, working in Mainz by about 1450, used movable metal type. Within fifty "
                    "years printing had spread to more than 200 European cities, and book prices fell sharply.",
        "claims": [
            ("paraphrase", F, "By around 1450 Gutenberg was printing in Mainz with movable metal type."),
            ("paraphrase", F, "Printing reached over 200 European cities within half a century."),
            ("paraphrase", F, "Books became much cheaper."),
            ("opposite", U, "Book prices rose sharply as printing spread."),
            ("number", U, "Within fifty years printing had spread to more than 2,000 European cities."),
            ("misattribution", U, "Gutenberg's press used movable wooden type."),
        ],
    },
    {
        "domain": "music", "split": "fresh33", "names": "Guitar lesson notes: barre chords",
        "evidence": "For a clean barre chord, roll the first finger slightly onto its bony edge and press close "
                    "to the fret; squeezing harder with the thumb rarely helps and tires the hand.",
        "claims": [
            ("paraphrase", F, "Turn the index finger a little onto its bony side for a clean barre."),
            ("paraphrase", F, "Press near the fret."),
            ("paraphrase", F, "Gripping harder with the thumb seldom helps and makes the hand tired."),
            ("opposite", U, "Squeeze harder with the thumb to get a clean barre chord."),
            ("opposite", U, "Press in the middle between the frets for a clean barre."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh33", "names": "Databases lecture 5: indexes",
        "evidence": "An index speeds up reads that filter on the indexed column, but every insert and update "
                    "must also update the index, so write-heavy tables pay for each extra index.",
        "claims": [
            ("paraphrase", F, "Reads filtering on an indexed column get faster with an index."),
            ("paraphrase", F, "Each insert or update also has to maintain the index, so tables with many writes pay a cost for every extra index."),
            ("opposite", U, "An index speeds up inserts and updates."),
            ("opposite", U, "Extra indexes cost nothing on write-heavy tables."),
            ("opposite", U, "An index slows down reads that filter on the indexed column."),
        ],
    },
]
