"""A two-hundred-and-forty-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh247``).

Written on 2026-11-29 (session 63) after round 162 (which read ``fresh242``-``fresh244``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh247", "names": "Repertoire notes: Bach's Invention No. 1",
        "evidence": "Bach's Invention No. 1 in C major is built from a short motif of eight notes, first heard in the "
                    "right hand and answered one bar later by the left. The motif also appears upside down, falling "
                    "where it first rose. Practise each hand alone until the fingering is secure, and give both hands "
                    "equal weight, since neither is merely an accompaniment.",
        "claims": [
            ("paraphrase", F, "The left hand answers the right hand's motif a bar later."),
            ("paraphrase", F, "Practise hands separately until the fingering is secure."),
            ("paraphrase", F, "Both hands deserve equal weight, since neither is just an accompaniment."),
            ("swapped_roles", U, "The motif is first heard in the left hand and answered by the right."),
            ("number", U, "The motif is built from twelve notes."),
            ("opposite", U, "Let the right hand dominate and keep the left hand in the background."),
        ],
    },
    {
        "domain": "literature", "split": "fresh247", "names": "Study guide: Thank You, Ma'am",
        "evidence": "In Langston Hughes's 'Thank You, Ma'am', a teenage boy named Roger tries to snatch the purse of "
                    "Mrs Luella Bates Washington Jones late at night, but he falls and she catches him. Instead of "
                    "calling the police, she takes him home, has him wash his face and gives him dinner. Before he "
                    "leaves, she gives him ten dollars to buy the blue suede shoes he wanted.",
        "claims": [
            ("paraphrase", F, "Roger tries to snatch Mrs Jones's purse late at night, but he falls and she catches him."),
            ("paraphrase", F, "Rather than calling the police, Mrs Jones takes Roger home and feeds him."),
            ("paraphrase", F, "She gives him ten dollars for the blue suede shoes he wanted."),
            ("opposite", U, "Mrs Jones calls the police after catching Roger."),
            ("number", U, "Mrs Jones gives Roger twenty dollars."),
            ("swapped_roles", U, "Roger gives Mrs Jones money for a pair of shoes."),
        ],
    },
    {
        "domain": "docs", "split": "fresh247", "names": "Outlook help: Focused Inbox",
        "evidence": "Focused Inbox separates your inbox into two tabs, Focused and Other. Your most important "
                    "messages go to the Focused tab, and the rest stay easy to reach on the Other tab. To move a "
                    "message, select it and choose Move to Other or Move to Focused; choose Always Move to Other to "
                    "send future messages from that sender there as well. You can turn Focused Inbox off on the View "
                    "tab.",
        "claims": [
            ("paraphrase", F, "Focused Inbox splits the inbox into Focused and Other tabs."),
            ("paraphrase", F, "Always Move to Other sends future messages from that sender to the Other tab too."),
            ("paraphrase", F, "Focused Inbox can be switched off on the View tab."),
            ("swapped_roles", U, "Your most important messages go to the Other tab."),
            ("opposite", U, "Move to Focused sends all future messages from that sender to the Other tab."),
            ("negation", U, "Focused Inbox cannot be turned off."),
        ],
    },
    {
        "domain": "science", "split": "fresh247", "names": "Physics notes: the periscope",
        "evidence": "A simple periscope is a tube with a mirror at each end, both set at 45 degrees and facing each "
                    "other. Light from an object enters the top opening, reflects off the upper mirror down the tube, "
                    "and reflects again off the lower mirror into the viewer's eye. Because the image is reflected "
                    "twice, it is the right way up and not reversed left to right.",
        "claims": [
            ("paraphrase", F, "A basic periscope has a mirror at each end of a tube, both angled at 45 degrees."),
            ("paraphrase", F, "Light reflects off the top mirror, down the tube, and off the bottom mirror into the eye."),
            ("paraphrase", F, "Two reflections leave the image upright and not flipped left to right."),
            ("number", U, "The mirrors are set at 30 degrees."),
            ("reversed_order", U, "Light reflects off the lower mirror first and then off the upper mirror."),
            ("opposite", U, "Because the image is reflected twice, it appears upside down."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh247", "names": "Sociology lecture: the Matthew effect",
        "evidence": "The sociologist Robert Merton coined the term 'Matthew effect' in 1968 to describe how eminent "
                    "scientists get more credit than little-known researchers for comparable work. In reading, Keith "
                    "Stanovich later used the term for the way children who read well early on read more and pull "
                    "further ahead, while weak early readers read less and fall further behind.",
        "claims": [
            ("paraphrase", F, "Robert Merton named the Matthew effect in 1968."),
            ("paraphrase", F, "Eminent scientists receive more credit than little-known ones for similar work."),
            ("paraphrase", F, "Stanovich used the term for strong early readers reading more and pulling further ahead."),
            ("swapped_roles", U, "Little-known researchers get more credit than eminent scientists for comparable work."),
            ("misattribution", U, "Keith Stanovich coined the term in 1968."),
            ("opposite", U, "Weak early readers read more and catch up."),
        ],
    },
    {
        "domain": "essay", "split": "fresh247", "names": "Essay source: peer marking",
        "evidence": "In a trial at eight secondary schools, pupils who marked each other's work against a clear mark "
                    "scheme scored slightly higher on later tests than pupils whose work was marked only by teachers. "
                    "Teachers saved about an hour a week. Pupils' marks agreed with teachers' marks about 80 percent "
                    "of the time, but agreement was lower for extended writing.",
        "claims": [
            ("paraphrase", F, "Pupils who marked each other's work with a clear mark scheme did slightly better on later tests."),
            ("paraphrase", F, "Peer marking saved teachers roughly an hour each week."),
            ("paraphrase", F, "Pupils' marks matched teachers' about 80 percent of the time."),
            ("opposite", U, "Agreement between pupils and teachers was highest for extended writing."),
            ("substitution", U, "Teachers saved about an hour a day."),
            ("swapped_roles", U, "Pupils whose work was marked only by teachers scored higher on later tests."),
        ],
    },
]
