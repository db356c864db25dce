"""A hundred-and-seventy-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh178``).

Written on 2026-11-29 (session 57) after round 124 (which read ``fresh173``-``fresh175``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh178", "names": "Teaching notes: Liszt's Transcendental Études",
        "evidence": "Liszt revised the Transcendental Études twice, and the final version of 1852 is easier than the "
                    "1837 set, which few pianists could play. In Feux follets, keep the double notes light and close "
                    "to the keys, and practise them slowly in short groups before joining them up.",
        "claims": [
            ("paraphrase", F, "Liszt revised the Transcendental Études two times."),
            ("paraphrase", F, "The 1852 version is easier than the 1837 set."),
            ("paraphrase", F, "In Feux follets, practise the double notes slowly in short groups before joining them."),
            ("comparative", U, "The 1852 version is harder than the 1837 set."),
            ("opposite", U, "In Feux follets, play the double notes heavily and high above the keys."),
            ("date", U, "The final version of the Transcendental Études dates from 1872."),
        ],
    },
    {
        "domain": "literature", "split": "fresh178", "names": "Study guide: Eugene Onegin",
        "evidence": "Tatyana writes Onegin a passionate letter, but he coldly rejects her. Years later, when she is "
                    "married to a prince, Onegin falls in love with her and writes to her, and she refuses him "
                    "although she admits she still loves him.",
        "claims": [
            ("paraphrase", F, "Tatyana writes a passionate letter to Onegin."),
            ("paraphrase", F, "Onegin turns her down coldly."),
            ("paraphrase", F, "Tatyana admits she still loves Onegin but refuses him."),
            ("swapped_roles", U, "Onegin writes Tatyana a passionate letter, and she coldly rejects him at first."),
            ("opposite", U, "Years later Tatyana leaves the prince and runs away with Onegin."),
            ("misattribution", U, "Onegin is married to a prince when Tatyana falls in love with him."),
        ],
    },
    {
        "domain": "docs", "split": "fresh178", "names": "Help centre: dark web monitoring",
        "evidence": "Dark web monitoring checks whether your email address appears in known data breaches and alerts "
                    "you within a day of finding it. It cannot remove your details from the breached sites, so change "
                    "any password that was exposed.",
        "claims": [
            ("paraphrase", F, "Dark web monitoring checks known data breaches for your email address."),
            ("paraphrase", F, "It alerts you within a day of finding it."),
            ("paraphrase", F, "It can't remove your details from breached sites, so change any exposed password."),
            ("opposite", U, "Dark web monitoring removes your details from the breached sites."),
            ("number", U, "Dark web monitoring alerts you within a week of finding your email address."),
            ("opposite", U, "There is no need to change a password that was exposed."),
        ],
    },
    {
        "domain": "science", "split": "fresh178", "names": "Abstract: tree rings and climate",
        "evidence": "Each year a tree adds a ring whose width depends mostly on that year's rainfall, with wide rings "
                    "in wet years and narrow rings in droughts. By matching ring patterns across living trees and old "
                    "timbers, researchers have built records going back more than 10,000 years.",
        "claims": [
            ("paraphrase", F, "A tree adds one ring each year."),
            ("paraphrase", F, "Ring width depends mainly on the year's rainfall."),
            ("paraphrase", F, "Matching ring patterns in living trees and old timbers has produced records over 10,000 years long."),
            ("opposite", U, "Trees grow narrow rings in wet years and wide rings in droughts."),
            ("substitution", U, "Ring width depends mostly on that year's temperature."),
            ("number", U, "Tree-ring records go back about 1,000 years."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh178", "names": "Lecture transcript: Hippocrates",
        "evidence": "Hippocrates taught that diseases had natural causes rather than being punishments from the gods. "
                    "He urged doctors to observe patients carefully and record their symptoms, and the oath that "
                    "bears his name was probably written by his followers.",
        "claims": [
            ("paraphrase", F, "Hippocrates taught that diseases had natural causes, not divine ones."),
            ("paraphrase", F, "He told doctors to watch patients closely and write down their symptoms."),
            ("paraphrase", F, "The Hippocratic oath was probably written by his followers."),
            ("opposite", U, "Hippocrates taught that diseases were punishments from the gods."),
            ("misattribution", U, "Hippocrates himself certainly wrote the oath that bears his name."),
            ("opposite", U, "Hippocrates told doctors not to record their patients' symptoms."),
        ],
    },
    {
        "domain": "essay", "split": "fresh178", "names": "Essay source: banning homework",
        "evidence": "A school that replaced homework with reading for pleasure found that test scores did not fall "
                    "over two years. Teachers reported that pupils arrived less tired, though some parents worried "
                    "that their children were no longer practising at home.",
        "claims": [
            ("paraphrase", F, "The school swapped homework for reading for pleasure."),
            ("paraphrase", F, "Test scores did not drop over the two years."),
            ("paraphrase", F, "Some parents were concerned that their children had stopped practising at home."),
            ("opposite", U, "Test scores fell sharply after homework was replaced."),
            ("misattribution", U, "Parents reported that pupils arrived less tired."),
            ("number", U, "The school tracked test scores over five years."),
        ],
    },
]
