"""A hundred-and-third held-out set for ``benchmarks/verifier.py`` (split ``fresh102``).

Written on 2026-11-27 (session 47) before any run of the verifier on it, on topics no earlier
split uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh102", "names": "Technique notes: broken octaves",
        "evidence": "In broken octaves, the motion should come from a small rotation of the forearm, not from the "
                    "fingers lifting. Keep the hand shaped to the octave between notes, and practise first with "
                    "the thumb alone, then with the fifth finger alone, before joining them.",
        "claims": [
            ("paraphrase", F, "Broken octaves are driven by a slight turning of the forearm rather than by lifting "
                              "the fingers."),
            ("paraphrase", F, "Hold the hand in the octave shape between notes."),
            ("paraphrase", F, "Before combining them, practise the thumb on its own and then the fifth finger on "
                              "its own."),
            ("opposite", U, "Broken octaves should be played by lifting the fingers high, with a still forearm."),
            ("reversed_order", U, "Practise the thumb and fifth finger together first, then separately."),
            ("opposite", U, "Let the hand close between notes."),
        ],
    },
    {
        "domain": "literature", "split": "fresh102", "names": "Study guide: The Hound of the Baskervilles",
        "evidence": "After Sir Charles Baskerville is found dead on the moor, Holmes sends Watson to Devon to guard "
                    "the heir, Sir Henry, while pretending to stay in London himself. In fact Holmes is hiding on "
                    "the moor, and together they prove that the naturalist Stapleton has been using a painted "
                    "hound to frighten his relatives to death.",
        "claims": [
            ("paraphrase", F, "Holmes dispatches Watson to Devon to protect Sir Henry, the heir."),
            ("paraphrase", F, "Holmes claims to be staying in London but is secretly living on the moor."),
            ("paraphrase", F, "They show that Stapleton, a naturalist, used a hound covered in paint to scare his "
                              "relatives to death."),
            ("swapped_roles", U, "Watson sends Holmes to Devon to guard Sir Henry."),
            ("misattribution", U, "Sir Henry has been using a painted hound to frighten his relatives."),
            ("opposite", U, "Holmes stays in London throughout while Watson investigates alone."),
        ],
    },
    {
        "domain": "docs", "split": "fresh102", "names": "Help centre: deleting projects",
        "evidence": "Deleting a project moves it to the trash, where it stays for 30 days before it is removed "
                    "permanently. Until then an owner can restore it from the trash with all its files and "
                    "settings; members who are not owners cannot restore projects.",
        "claims": [
            ("paraphrase", F, "A deleted project is kept in the trash for 30 days and then erased for good."),
            ("paraphrase", F, "Within that time an owner can bring it back, files and settings included."),
            ("paraphrase", F, "Only owners can restore a project from the trash."),
            ("number", U, "Deleted projects stay in the trash for 90 days."),
            ("opposite", U, "Deleting a project removes it permanently at once."),
            ("overgeneralisation", U, "Any project member can restore a deleted project."),
        ],
    },
    {
        "domain": "science", "split": "fresh102", "names": "Abstract: food sharing in vampire bats",
        "evidence": "Vampire bats that fail to feed for two nights in a row can starve, so well-fed bats "
                    "regurgitate blood to hungry roost-mates. In captive experiments, bats were more likely to "
                    "share with roost-mates that had fed them before.",
        "claims": [
            ("paraphrase", F, "Vampire bats can starve if they go two nights in a row without feeding."),
            ("paraphrase", F, "Bats that have eaten well bring up blood for hungry roost-mates."),
            ("paraphrase", F, "In captivity, bats tended to feed roost-mates that had fed them in the past."),
            ("number", U, "A vampire bat can go a week without feeding."),
            ("swapped_roles", U, "Hungry bats regurgitate blood to well-fed roost-mates."),
            ("overgeneralisation", U, "All bats share food with their roost-mates."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh102", "names": "Lecture transcript: Lewis and Clark",
        "evidence": "In May 1804 the Corps of Discovery, led by Meriwether Lewis and William Clark, left the St. "
                    "Louis area to travel up the Missouri River. Sacagawea, a Shoshone woman who joined them in "
                    "the winter at Fort Mandan, helped them trade for horses with her brother's people. They "
                    "reached the Pacific in November 1805.",
        "claims": [
            ("paraphrase", F, "Lewis and Clark's Corps of Discovery set off up the Missouri from near St. Louis in "
                              "May 1804."),
            ("paraphrase", F, "Sacagawea joined the expedition at Fort Mandan over the winter."),
            ("paraphrase", F, "They arrived at the Pacific coast in November 1805."),
            ("date", U, "They reached the Pacific in November 1804."),
            ("substitution", U, "Sacagawea, a Sioux woman, helped them trade for horses."),
            ("reversed_order", U, "Sacagawea joined them after they reached the Pacific."),
        ],
    },
    {
        "domain": "essay", "split": "fresh102", "names": "Course reader: The Count of Monte Cristo",
        "evidence": "Edmond Dantès is betrayed by Fernand and Danglars and imprisoned in the Château d'If without "
                    "trial. There the Abbé Faria teaches him languages and science and tells him where a treasure "
                    "is hidden on the island of Monte Cristo. After fourteen years Dantès escapes by taking "
                    "Faria's place in his burial sack.",
        "claims": [
            ("paraphrase", F, "Betrayed by Fernand and Danglars, Dantès is locked up in the Château d'If without a "
                              "trial."),
            ("paraphrase", F, "In prison, the Abbé Faria teaches him languages and science."),
            ("paraphrase", F, "He escapes after fourteen years by hiding in the sack meant for Faria's body."),
            ("swapped_roles", U, "Dantès teaches the Abbé Faria languages and science."),
            ("number", U, "Dantès escapes after four years."),
            ("misattribution", U, "Faria betrays Dantès and has him imprisoned."),
        ],
    },
]
