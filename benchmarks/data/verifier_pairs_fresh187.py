"""A hundred-and-eighty-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh187``).

Written on 2026-11-29 (session 58) after round 127 (which read ``fresh182``-``fresh184``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh187", "names": "Teaching notes: Alkan's Le festin d'Ésope",
        "evidence": "Alkan's Le festin d'Ésope is a set of twenty-five variations, each portraying an animal from "
                    "Aesop's fables. The repeated notes of the opening theme should be played from the wrist with a "
                    "loose hand, not from the arm, and the tempo of the theme should stay steady so the variations "
                    "have a fixed point to depart from.",
        "claims": [
            ("paraphrase", F, "Le festin d'Ésope consists of twenty-five variations."),
            ("paraphrase", F, "Play the theme's repeated notes from the wrist with a relaxed hand."),
            ("paraphrase", F, "Keep the theme's tempo steady so the variations have a fixed starting point."),
            ("number", U, "Le festin d'Ésope has twelve variations."),
            ("opposite", U, "Play the repeated notes of the theme from the arm with a firm hand."),
            ("opposite", U, "The tempo of the theme should vary freely."),
        ],
    },
    {
        "domain": "literature", "split": "fresh187", "names": "Study guide: The Red and the Black",
        "evidence": "Julien Sorel, a carpenter's son who admires Napoleon, becomes tutor to the children of Monsieur "
                    "de Rênal and begins an affair with Madame de Rênal. After a letter from her exposes him to the "
                    "Marquis de La Mole, Julien shoots her in a church; she survives, but he is sentenced to death.",
        "claims": [
            ("paraphrase", F, "Julien, the son of a carpenter, admires Napoleon."),
            ("paraphrase", F, "Julien is hired to tutor Monsieur de Rênal's children."),
            ("paraphrase", F, "Madame de Rênal survives the shooting, but Julien is condemned to death."),
            ("swapped_roles", U, "Madame de Rênal shoots Julien in a church."),
            ("opposite", U, "Madame de Rênal dies of her wounds."),
            ("substitution", U, "A letter from the Marquis de La Mole exposes Julien to Madame de Rênal."),
        ],
    },
    {
        "domain": "docs", "split": "fresh187", "names": "Help: Clipboard history",
        "evidence": "Clipboard history keeps the last 25 items you copy, so you can paste an earlier one. Items are "
                    "cleared when you restart the computer unless you pin them, and passwords copied from the "
                    "password manager are never added to the history.",
        "claims": [
            ("paraphrase", F, "Clipboard history stores the 25 most recent items you copied."),
            ("paraphrase", F, "Pinned items survive a restart of the computer."),
            ("paraphrase", F, "Passwords copied from the password manager never appear in the history."),
            ("number", U, "Clipboard history keeps the last 100 items you copy."),
            ("opposite", U, "Unpinned items are kept when you restart the computer."),
            ("negation", U, "Passwords copied from the password manager are added to the history."),
        ],
    },
    {
        "domain": "science", "split": "fresh187", "names": "Review: the Mpemba effect",
        "evidence": "The Mpemba effect is the claim that hot water can freeze faster than cold water under the same "
                    "conditions. Some experiments have reported it, but a careful 2016 study found no evidence for it "
                    "once the placement of the thermometer was controlled, and physicists still disagree about "
                    "whether it is real.",
        "claims": [
            ("paraphrase", F, "The Mpemba effect claims hot water can sometimes freeze faster than cold water."),
            ("paraphrase", F, "A 2016 study that controlled where the thermometer sat found no evidence for the effect."),
            ("paraphrase", F, "Physicists have not agreed on whether the effect is real."),
            ("strength", U, "Physicists agree that the Mpemba effect is real."),
            ("opposite", U, "The 2016 study confirmed the effect once the thermometer placement was controlled."),
            ("reversed_order", U, "The Mpemba effect is the claim that cold water freezes faster than hot water."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh187", "names": "Lecture 2: Archimedes and buoyancy",
        "evidence": "Archimedes' principle states that a body immersed in a fluid is pushed up by a force equal to "
                    "the weight of the fluid it displaces. A ship floats because its hull displaces a weight of water "
                    "equal to its own weight before it is fully submerged; a solid steel block of the same weight "
                    "sinks because it displaces far less water.",
        "claims": [
            ("paraphrase", F, "An immersed body is pushed upward by a force equal to the weight of the fluid it displaces."),
            ("paraphrase", F, "A ship floats because its hull displaces its own weight of water before going fully under."),
            ("paraphrase", F, "A solid steel block of equal weight sinks because it displaces much less water."),
            ("opposite", U, "The upward force equals the volume of the body rather than the weight of the fluid it displaces."),
            ("opposite", U, "A solid steel block sinks because it displaces more water than the ship."),
            ("opposite", U, "A body immersed in a fluid is pulled down by a force equal to the weight of the fluid it displaces."),
        ],
    },
    {
        "domain": "essay", "split": "fresh187", "names": "Essay sources: house systems in secondary schools",
        "evidence": "Schools that split pupils into mixed-age houses reported fewer incidents of bullying between "
                    "year groups, according to a survey of 40 schools. However, the survey relied on schools' own "
                    "records, and the authors warn that the houses may simply have changed how incidents were "
                    "recorded.",
        "claims": [
            ("paraphrase", F, "A survey of 40 schools found fewer bullying incidents between year groups in schools with mixed-age houses."),
            ("paraphrase", F, "The survey was based on the schools' own records."),
            ("paraphrase", F, "The authors caution that houses might only have changed the way incidents were recorded."),
            ("number", U, "The survey covered 400 schools."),
            ("strength", U, "The survey proves that house systems reduce bullying."),
            ("opposite", U, "Schools with mixed-age houses reported more bullying between year groups."),
        ],
    },
]
