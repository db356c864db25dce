"""A ninety-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh93``).

Written on 2026-11-27 (session 46) after round 90, before any run of the verifier on it, on topics
no earlier split uses (checked with grep), measured once and only then read, in round 91 (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh93", "names": "Lesson notes: practising a cadenza",
        "evidence": "A cadenza looks free, but practise it with a slow pulse first, grouping the fast notes into "
                    "beats so you know where you are. Only when every group is secure should you let the tempo "
                    "bend, and keep the final trill steady until the orchestra's entry.",
        "claims": [
            ("paraphrase", F, "Start by practising the cadenza with a slow pulse."),
            ("paraphrase", F, "Group the fast notes into beats so you always know where you are."),
            ("paraphrase", F, "Let the tempo bend only once every group is secure."),
            ("opposite", U, "Practise the cadenza freely from the start, without any pulse."),
            ("reversed_order", U, "Let the tempo bend first, and secure the groups afterwards."),
            ("opposite", U, "Speed up the final trill towards the orchestra's entry."),
        ],
    },
    {
        "domain": "literature", "split": "fresh93", "names": "Study guide: The Adventures of Tom Sawyer",
        "evidence": "Punished with whitewashing the fence, Tom tricks the other boys into paying him for the "
                    "privilege of doing it. Later he and Huck witness Injun Joe murder the doctor in the graveyard, "
                    "and Muff Potter is wrongly accused until Tom testifies at the trial.",
        "claims": [
            ("paraphrase", F, "Tom gets the other boys to pay him for the chance to whitewash the fence."),
            ("paraphrase", F, "Tom and Huck see Injun Joe kill the doctor in the graveyard."),
            ("paraphrase", F, "Muff Potter is falsely accused until Tom gives evidence at the trial."),
            ("misattribution", U, "Muff Potter murders the doctor in the graveyard."),
            ("opposite", U, "Tom pays the other boys to whitewash the fence for him."),
            ("opposite", U, "Tom refuses to testify, and Muff Potter is convicted."),
        ],
    },
    {
        "domain": "docs", "split": "fresh93", "names": "Database guide: read-your-writes",
        "evidence": "Reads go to a replica by default and may lag the primary by up to 2 seconds. A session that "
                    "has just written is pinned to the primary for 5 seconds, so it always reads its own writes; "
                    "other sessions may still see the old value.",
        "claims": [
            ("paraphrase", F, "By default, reads are served by a replica that can be up to 2 seconds behind."),
            ("paraphrase", F, "After a write, the session is pinned to the primary for 5 seconds."),
            ("paraphrase", F, "Other sessions may still read the old value."),
            ("number", U, "A session that has just written is pinned to the primary for 30 seconds."),
            ("opposite", U, "Every session sees a new value immediately after any write."),
            ("swapped_roles", U, "Reads go to the primary by default, and a session that has just written is "
                                 "pinned to a replica."),
        ],
    },
    {
        "domain": "science", "split": "fresh93", "names": "Abstract: geese in V formation",
        "evidence": "Geese flying in a V had heart rates about 14% lower than geese flying alone. Birds behind the "
                    "leader timed their wingbeats to catch the rising air from the wingtip of the bird ahead, and "
                    "the lead position changed several times on each flight.",
        "claims": [
            ("paraphrase", F, "Geese in a V had heart rates roughly 14% lower than geese flying alone."),
            ("paraphrase", F, "The birds behind timed their wingbeats to use the rising air from the wingtip ahead."),
            ("paraphrase", F, "The lead position changed hands several times during each flight."),
            ("number", U, "Geese in a V had heart rates about 40% lower than lone geese."),
            ("opposite", U, "The same bird led for the whole of each flight."),
            ("opposite", U, "Geese flying alone had lower heart rates than geese in a V."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh93", "names": "Lecture transcript: building the Brooklyn Bridge",
        "evidence": "John Roebling designed the bridge but died of tetanus in 1869 before construction began. His "
                    "son Washington took over and was crippled by caisson disease, so his wife Emily carried his "
                    "instructions to the engineers. The bridge opened in 1883.",
        "claims": [
            ("paraphrase", F, "John Roebling, who designed the bridge, died of tetanus in 1869."),
            ("paraphrase", F, "Emily passed her husband's instructions on to the engineers."),
            ("paraphrase", F, "The Brooklyn Bridge opened in 1883."),
            ("misattribution", U, "Emily Roebling designed the Brooklyn Bridge."),
            ("date", U, "The bridge opened in 1893."),
            ("reversed_order", U, "John Roebling died after construction of the bridge began."),
        ],
    },
    {
        "domain": "essay", "split": "fresh93", "names": "Course reader: Peter Pan",
        "evidence": "Peter Pan teaches Wendy and her brothers to fly and takes them to Neverland, where Wendy "
                    "becomes a mother to the Lost Boys. In the end the children return home, but Peter refuses to "
                    "be adopted because he does not want to grow up.",
        "claims": [
            ("paraphrase", F, "Peter teaches Wendy and her brothers how to fly."),
            ("paraphrase", F, "In Neverland Wendy acts as a mother to the Lost Boys."),
            ("paraphrase", F, "Peter will not be adopted, since he does not want to grow up."),
            ("misattribution", U, "Wendy teaches Peter and her brothers to fly."),
            ("opposite", U, "At the end Peter agrees to be adopted so that he can grow up."),
            ("opposite", U, "The children stay in Neverland for good."),
        ],
    },
]
