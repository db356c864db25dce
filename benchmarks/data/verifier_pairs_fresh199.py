"""A A hundred-and-ninety-ninth held-out set for ``benchmarks/verifier.py`` (split ``fresh199``).

Written on 2026-11-29 (session 59) after round 135 (which read ``fresh194``-``fresh196``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh199", "names": "Teaching notes: Schumann's Papillons",
        "evidence": "Papillons is a set of twelve short dances that Schumann linked to a masked ball in a novel by "
                    "Jean Paul. Each dance changes character quickly, so decide the mood of each one before you play. "
                    "At the end a clock strikes six, the guests leave, and the music fades away to nothing.",
        "claims": [
            ("paraphrase", F, "Papillons consists of twelve short dances."),
            ("paraphrase", F, "Schumann connected the dances to a masked ball in a Jean Paul novel."),
            ("paraphrase", F, "The piece ends with the music fading away after a clock strikes six."),
            ("number", U, "At the end of Papillons a clock strikes twelve."),
            ("opposite", U, "Papillons ends with a loud, triumphant chord."),
            ("misattribution", U, "Schumann linked the dances to a masked ball in a novel by Goethe."),
        ],
    },
    {
        "domain": "literature", "split": "fresh199", "names": "Study guide: Peter Schlemihl",
        "evidence": "Peter Schlemihl sells his shadow to a grey man in exchange for a purse that never runs out of "
                    "gold. Rich but shadowless, he is shunned by society and loses the woman he loves. When the grey "
                    "man offers to return the shadow in exchange for his soul, Peter refuses and throws the purse "
                    "away.",
        "claims": [
            ("paraphrase", F, "Peter trades his shadow for a purse that never empties of gold."),
            ("paraphrase", F, "Without a shadow Peter is avoided by society."),
            ("paraphrase", F, "Peter turns down the offer to get his shadow back for his soul."),
            ("opposite", U, "Peter accepts the grey man's offer and gets his shadow back for his soul."),
            ("swapped_roles", U, "The grey man sells his shadow to Peter."),
            ("opposite", U, "Peter keeps the magic purse to the end."),
        ],
    },
    {
        "domain": "docs", "split": "fresh199", "names": "Help: Backing up your phone to the cloud",
        "evidence": "Cloud backup copies your photos, messages and settings to your account every night while the "
                    "phone is charging, locked and on Wi-Fi. Backups older than 60 days are deleted if the phone has "
                    "not backed up since. Restoring a backup replaces everything currently on the phone.",
        "claims": [
            ("paraphrase", F, "Backups run each night while the phone charges, is locked and is on Wi-Fi."),
            ("paraphrase", F, "A backup copies your photos, messages and settings."),
            ("paraphrase", F, "Restoring a backup replaces all the data now on the phone."),
            ("opposite", U, "Backups run only while you are using the phone."),
            ("number", U, "Backups older than 30 days are deleted if the phone has not backed up since."),
            ("opposite", U, "Restoring a backup keeps what is currently on the phone and adds the backup to it."),
        ],
    },
    {
        "domain": "science", "split": "fresh199", "names": "Review: Brownian motion",
        "evidence": "Pollen grains suspended in water jiggle about constantly, even when the water is perfectly "
                    "still. The motion comes from water molecules striking each grain unevenly from different sides. "
                    "Smaller grains move more, and the jiggling speeds up as the water gets warmer.",
        "claims": [
            ("paraphrase", F, "Pollen grains in still water move about all the time."),
            ("paraphrase", F, "Uneven impacts from water molecules cause the motion."),
            ("paraphrase", F, "Warmer water makes the grains jiggle faster."),
            ("opposite", U, "Larger grains move more than smaller ones."),
            ("opposite", U, "The grains jiggle more slowly as the water warms."),
            ("opposite", U, "Pollen grains stop moving when the water is perfectly still."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh199", "names": "Lecture transcript: the marshmallow test",
        "evidence": "In the original studies, children could eat one marshmallow now or wait about fifteen minutes "
                    "for two. Children who waited longer tended, years later, to have higher test scores. A larger "
                    "replication in 2018 found the link was much weaker once family background was taken into "
                    "account.",
        "claims": [
            ("paraphrase", F, "Children could have one marshmallow straight away or two if they waited."),
            ("paraphrase", F, "Those who waited longer tended to score higher on tests years later."),
            ("paraphrase", F, "A 2018 replication found a much weaker link after accounting for family background."),
            ("number", U, "Children had to wait about an hour to get two marshmallows."),
            ("opposite", U, "Children who waited longer tended to have lower test scores later."),
            ("opposite", U, "The 2018 replication found the link grew stronger once family background was considered."),
        ],
    },
    {
        "domain": "essay", "split": "fresh199", "names": "Essay: school debate clubs",
        "evidence": "Students who join a debate club practise building arguments and answering opponents under time "
                    "pressure. Studies of urban debate leagues found members were more likely to graduate, although "
                    "students who choose to join may already be more motivated. Debating also asks students to argue "
                    "for positions they disagree with.",
        "claims": [
            ("paraphrase", F, "Debate club members practise making arguments and replying to opponents under time pressure."),
            ("paraphrase", F, "Members of urban debate leagues were more likely to graduate."),
            ("paraphrase", F, "Students who join may already be more motivated than others."),
            ("opposite", U, "Members of urban debate leagues were less likely to graduate."),
            ("opposite", U, "Debaters only ever argue for positions they agree with."),
            ("strength", U, "The studies prove that joining a debate club causes students to graduate."),
        ],
    },
]
