"""A thirty-third held-out set for ``benchmarks/verifier.py`` (split ``fresh32``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 35) after round 31 (whose rules read ``fresh31``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh32", "names": "Abstract: statins and muscle pain",
        "evidence": "In blinded trials, muscle pain was reported almost as often on placebo as on statins: "
                    "about nine in ten complaints would have occurred anyway. Pain was slightly more common "
                    "only in the first year of treatment.",
        "claims": [
            ("paraphrase", F, "Blinded trials found muscle pain reported nearly as often with placebo as with statins."),
            ("paraphrase", F, "Roughly 90% of the muscle pain complaints would have happened without the drug."),
            ("paraphrase", F, "Only during the first year of treatment was pain a little more common on statins."),
            ("opposite", U, "Muscle pain was reported far more often on statins than on placebo."),
            ("number", U, "About half of the complaints would have occurred anyway."),
            ("overgeneralisation", U, "Pain was more common on statins in every year of treatment."),
        ],
    },
    {
        "domain": "literature", "split": "fresh32", "names": "Study notes on the Odyssey",
        "evidence": "Odysseus blinds the Cyclops Polyphemus and escapes his cave by clinging beneath the "
                    "ram's belly. Polyphemus then prays to his father Poseidon, who delays Odysseus's "
                    "return home for years.",
        "claims": [
            ("paraphrase", F, "Odysseus puts out the eye of the Cyclops Polyphemus."),
            ("paraphrase", F, "He gets out of the cave hanging under the belly of a ram."),
            ("paraphrase", F, "Answering his son's prayer, Poseidon keeps Odysseus from reaching home for years."),
            ("swapped_roles", U, "Poseidon prays to his son Polyphemus."),
            ("misattribution", U, "Athena delays Odysseus's return home for years."),
            ("opposite", U, "Odysseus escapes the cave riding on top of the ram."),
        ],
    },
    {
        "domain": "docs", "split": "fresh32", "names": "Logging configuration guide",
        "evidence": "Log files rotate when they reach 50 MB, and the five most recent rotated files are kept. "
                    "Setting compress to true gzips rotated files but never the active one.",
        "claims": [
            ("paraphrase", F, "A log file is rotated once it hits 50 MB."),
            ("paraphrase", F, "Only the latest five rotated files are retained."),
            ("paraphrase", F, "With compress set to true, rotated files are gzipped, while the file being written is left uncompressed."),
            ("opposite", U, "Setting compress to true gzips the active log file."),
            ("number", U, "Log files rotate when they reach 500 MB."),
            ("opposite", U, "The five oldest rotated files are kept."),
        ],
    },
    {
        "domain": "history", "split": "fresh32", "names": "Lecture notes: Apollo 11",
        "evidence": "On 20 July 1969 Neil Armstrong stepped onto the Moon, followed about twenty minutes later "
                    "by Buzz Aldrin, while Michael Collins stayed in orbit aboard the command module.",
        "claims": [
            ("paraphrase", F, "Neil Armstrong set foot on the Moon on 20 July 1969."),
            ("paraphrase", F, "Buzz Aldrin joined him on the surface roughly twenty minutes afterwards."),
            ("paraphrase", F, "Michael Collins remained in orbit in the command module."),
            ("reversed_order", U, "Buzz Aldrin stepped onto the Moon about twenty minutes before Neil Armstrong."),
            ("misattribution", U, "Buzz Aldrin stayed in orbit aboard the command module."),
            ("number", U, "Neil Armstrong stepped onto the Moon on 20 July 1968."),
        ],
    },
    {
        "domain": "music", "split": "fresh32", "names": "Drum lesson notes: rudiments",
        "evidence": "Play each rudiment at a tempo where every stroke sounds even, and raise the metronome by "
                    "only four beats per minute once you can play it cleanly for a full minute.",
        "claims": [
            ("paraphrase", F, "Practise each rudiment at a speed that keeps all the strokes even."),
            ("paraphrase", F, "When you can play it cleanly for a whole minute, push the metronome up by just four bpm."),
            ("number", U, "Raise the metronome by ten beats per minute once you can play it cleanly."),
            ("opposite", U, "Raise the metronome as soon as you can play a rudiment at all, even if it is uneven."),
            ("reversed_order", U, "Raise the metronome first, then play it cleanly for a full minute."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh32", "names": "Biology lecture 3: enzymes",
        "evidence": "Enzyme activity rises with temperature up to an optimum, about 37 degrees for most human "
                    "enzymes. Above it, the enzyme's shape changes and activity falls sharply.",
        "claims": [
            ("paraphrase", F, "Up to an optimum, enzyme activity increases as the temperature goes up."),
            ("paraphrase", F, "For most human enzymes, the optimum is around 37 degrees."),
            ("paraphrase", F, "Past the optimum, the enzyme changes shape and its activity drops steeply."),
            ("opposite", U, "Above the optimum, enzyme activity keeps rising."),
            ("number", U, "Most human enzymes have an optimum of about 73 degrees."),
            ("opposite", U, "Enzyme activity falls with temperature up to an optimum."),
        ],
    },
]
