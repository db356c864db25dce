"""A hundred-and-eighty-third held-out set for ``benchmarks/verifier.py`` (split ``fresh183``).

Written on 2026-11-29 (session 57) after round 126 (which read ``fresh179``-``fresh181``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh183", "names": "Teaching notes: Khachaturian's Toccata",
        "evidence": "Khachaturian's Toccata opens with hammered repeated notes that must stay even at high speed. Use "
                    "a rotating forearm rather than tapping fingers to play them, and in the slow middle section let "
                    "the melody sing over soft, rippling chords.",
        "claims": [
            ("paraphrase", F, "The Toccata opens with hammered repeated notes that must stay even when fast."),
            ("paraphrase", F, "Play the repeated notes with a rotating forearm, not tapping fingers."),
            ("paraphrase", F, "In the slow middle section the melody sings over soft, rippling chords."),
            ("opposite", U, "Play the repeated notes by tapping the fingers rather than rotating the forearm."),
            ("opposite", U, "In the middle section, play the chords loudly over a quiet melody."),
            ("substitution", U, "Khachaturian's Toccata opens with a slow chorale."),
        ],
    },
    {
        "domain": "literature", "split": "fresh183", "names": "Study guide: Cyrano's rival",
        "evidence": "Cyrano writes love letters to Roxane on behalf of the handsome but tongue-tied Christian, who "
                    "cannot express his feelings. Only after Christian is killed in battle does Roxane learn, years "
                    "later, that the letters she treasured were Cyrano's.",
        "claims": [
            ("paraphrase", F, "Cyrano writes love letters to Roxane for Christian."),
            ("paraphrase", F, "Christian is handsome but cannot put his feelings into words."),
            ("paraphrase", F, "Years after Christian's death in battle, Roxane learns that Cyrano wrote the letters."),
            ("swapped_roles", U, "Christian writes love letters to Roxane on behalf of Cyrano."),
            ("order", U, "Roxane learns the truth about the letters before Christian is killed."),
            ("misattribution", U, "Cyrano is killed in battle, and Christian's letters are revealed years later."),
        ],
    },
    {
        "domain": "docs", "split": "fresh183", "names": "Help centre: shared calendars",
        "evidence": "When you share a calendar, choose whether each person can only see events or can also edit them. "
                    "People who can edit can invite guests and change event times, but only the calendar's owner can "
                    "delete it.",
        "claims": [
            ("paraphrase", F, "For each person you share a calendar with, choose whether they can only view events or also edit them."),
            ("paraphrase", F, "Editors can invite guests and change event times."),
            ("paraphrase", F, "Only the owner can delete the calendar."),
            ("opposite", U, "People who can edit are also able to delete the calendar."),
            ("opposite", U, "People who can edit cannot change event times."),
            ("overgeneralisation", U, "Everyone you share a calendar with can edit its events."),
        ],
    },
    {
        "domain": "science", "split": "fresh183", "names": "Abstract: gecko feet",
        "evidence": "A gecko's toes carry millions of tiny hairs that split into even finer tips, letting the animal "
                    "cling to glass through weak molecular forces rather than suction or glue. Geckos detach by "
                    "peeling their toes upward from the tip.",
        "claims": [
            ("paraphrase", F, "A gecko's toes have millions of tiny hairs that branch into even finer tips."),
            ("paraphrase", F, "Geckos cling to glass by weak molecular forces, not suction or glue."),
            ("paraphrase", F, "To let go, a gecko peels its toes up from the tip."),
            ("substitution", U, "Geckos cling to glass by suction."),
            ("number", U, "A gecko's toes carry a few dozen hairs."),
            ("opposite", U, "Geckos detach by pressing their toes down from the heel."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh183", "names": "Lecture transcript: Ørsted's compass",
        "evidence": "During a lecture in 1820, Hans Christian Ørsted noticed that a compass needle swung away from "
                    "north whenever he switched on a current in a nearby wire. It was the first evidence that "
                    "electricity and magnetism are linked.",
        "claims": [
            ("paraphrase", F, "Ørsted made his observation during a lecture in 1820."),
            ("paraphrase", F, "A compass needle turned away from north whenever a current flowed in a nearby wire."),
            ("paraphrase", F, "This was the first evidence linking electricity and magnetism."),
            ("date", U, "Ørsted noticed the effect in 1802."),
            ("opposite", U, "The compass needle stayed pointing north when the current was switched on."),
            ("misattribution", U, "A student at Ørsted's lecture was the first to notice the needle move."),
        ],
    },
    {
        "domain": "essay", "split": "fresh183", "names": "Essay source: breakfast clubs",
        "evidence": "Schools that ran free breakfast clubs saw small gains in reading and maths, and pupils were less "
                    "often late. The gains were largest in schools where most pupils attended, although some parents "
                    "said their children already ate at home.",
        "claims": [
            ("paraphrase", F, "Free breakfast clubs brought small gains in reading and maths."),
            ("paraphrase", F, "Pupils were late less often."),
            ("paraphrase", F, "The gains were biggest where most pupils attended the club."),
            ("overstatement", U, "Free breakfast clubs brought large gains in reading and maths."),
            ("opposite", U, "Pupils were late more often after the clubs started."),
            ("misattribution", U, "Teachers said that pupils already ate breakfast at home."),
        ],
    },
]
