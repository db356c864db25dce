"""A sixty-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh63``).

Written on 2026-11-27 (session 40) after round 62 (whose rules read ``fresh62``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh63", "names": "Teacher's handbook: trills",
        "evidence": "Begin a trill slowly and evenly, using fingers 2 and 3 rather than 3 and 4, which are weaker. "
                    "Only speed it up once every note sounds clearly; a fast trill with uneven notes is worse "
                    "than a slow even one.",
        "claims": [
            ("paraphrase", F, "Start a trill slowly and evenly with the second and third fingers."),
            ("paraphrase", F, "A slow, even trill is better than a fast, uneven one."),
            ("paraphrase", F, "Speed up the trill only after each note sounds clear."),
            ("substitution", U, "Use fingers 3 and 4 for a trill, since they are stronger."),
            ("opposite", U, "A fast uneven trill is better than a slow even one."),
            ("reversed_order", U, "Play the trill fast first, then slow it down until every note is clear."),
        ],
    },
    {
        "domain": "literature", "split": "fresh63", "names": "Study notes: Jane Eyre",
        "evidence": "Orphaned Jane is raised by her cruel aunt, Mrs Reed, and sent to Lowood School. Years later "
                    "she becomes governess at Thornfield Hall, where she falls in love with Mr Rochester, but she "
                    "leaves when she learns he is already married to Bertha Mason.",
        "claims": [
            ("paraphrase", F, "After being raised by her unkind aunt Mrs Reed, Jane is sent to Lowood School."),
            ("paraphrase", F, "Jane leaves Thornfield on learning that Rochester already has a wife, Bertha Mason."),
            ("misattribution", U, "Jane is raised by her cruel uncle, Mr Reed."),
            ("opposite", U, "Jane stays at Thornfield after learning Rochester is married."),
            ("substitution", U, "Jane becomes governess at Lowood Hall."),
            ("swapped_roles", U, "Mr Rochester becomes governess at Thornfield Hall and falls in love with Jane."),
        ],
    },
    {
        "domain": "docs", "split": "fresh63", "names": "CLI reference: sync command",
        "evidence": "sync copies new and changed files from the source to the destination. Files deleted at the "
                    "source are kept at the destination unless --delete is given. Use --dry-run to list what "
                    "would change without copying anything.",
        "claims": [
            ("paraphrase", F, "The sync command copies new and modified files from source to destination."),
            ("paraphrase", F, "Without --delete, files removed from the source stay at the destination."),
            ("paraphrase", F, "--dry-run lists the changes sync would make without copying any files."),
            ("opposite", U, "By default, files deleted at the source are also deleted at the destination."),
            ("opposite", U, "--dry-run copies files but does not list them."),
            ("swapped_roles", U, "sync copies new and changed files from the destination to the source."),
        ],
    },
    {
        "domain": "science", "split": "fresh63", "names": "Abstract: sugar tax and soft drinks",
        "evidence": "In the two years after a tax on sugary drinks was introduced, household purchases of taxed "
                    "drinks fell by 21% in the city, while purchases in neighbouring towns without the tax did not "
                    "change.",
        "claims": [
            ("paraphrase", F, "Purchases of taxed drinks dropped by about a fifth in the city over the two years "
                              "after the tax began."),
            ("paraphrase", F, "In nearby towns with no tax, purchases stayed the same."),
            ("number", U, "Household purchases of taxed drinks fell by 12% in the city."),
            ("opposite", U, "Purchases of taxed drinks rose in the two years after the tax."),
            ("swapped_roles", U, "Purchases fell in the neighbouring towns but did not change in the city."),
            ("overgeneralisation", U, "Sugar taxes always cut soft drink sales by a fifth."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh63", "names": "Astronomy lecture 2: seasons",
        "evidence": "[00:05:40] Seasons are caused by the tilt of Earth's axis, not by changes in our distance from "
                    "the Sun. [00:05:52] In fact, Earth is closest to the Sun in early January, during the northern "
                    "winter.",
        "claims": [
            ("paraphrase", F, "The tilt of Earth's axis, not its distance from the Sun, causes the seasons."),
            ("paraphrase", F, "Earth is nearest the Sun in early January, which is winter in the north."),
            ("opposite", U, "Seasons are caused by changes in Earth's distance from the Sun."),
            ("date", U, "Earth is closest to the Sun in early July."),
            ("opposite", U, "Earth is farthest from the Sun in early January."),
            ("substitution", U, "Seasons are caused by the tilt of the Moon's orbit."),
        ],
    },
    {
        "domain": "essay", "split": "fresh63", "names": "Course book: the Berlin Wall",
        "evidence": "East Germany built the Berlin Wall in August 1961 to stop its citizens fleeing to the West. "
                    "It stood for 28 years until crowds crossed it freely on 9 November 1989, after the border "
                    "was unexpectedly opened.",
        "claims": [
            ("paraphrase", F, "In August 1961 East Germany put up the Berlin Wall to keep its people from "
                              "escaping to the West."),
            ("paraphrase", F, "The wall stood for 28 years, until 9 November 1989."),
            ("swapped_roles", U, "West Germany built the Berlin Wall to stop its citizens fleeing to the East."),
            ("number", U, "The Berlin Wall stood for 38 years."),
            ("opposite", U, "The opening of the border in 1989 had been long planned and announced."),
            ("date", U, "East Germany built the Berlin Wall in August 1971."),
        ],
    },
]
