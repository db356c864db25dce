"""A hundred-and-forty-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh146``).

Written on 2026-11-28 (session 54) before any run of the verifier on it, on topics no earlier split
uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh146", "names": "Repertoire notes: Beethoven's Für Elise",
        "evidence": "The piece is a rondo whose opening theme alternates between E and D-sharp in the right "
                    "hand. The left hand answers with broken chords, and the pedal should be changed with "
                    "every new harmony so the sound never blurs.",
        "claims": [
            ("paraphrase", F, "Its first theme rocks back and forth between E and D-sharp in the right hand."),
            ("paraphrase", F, "Change the pedal at each new harmony to keep the sound from blurring."),
            ("paraphrase", F, "Broken chords in the left hand reply to the melody."),
            ("swapped_roles", U, "The left hand opens with the theme while the right hand answers with broken chords."),
            ("opposite", U, "Hold the pedal down through several harmonies so that the sound blends."),
            ("substitution", U, "The opening theme alternates between E and C-sharp."),
        ],
    },
    {
        "domain": "literature", "split": "fresh146", "names": "Study guide: Agnes Grey",
        "evidence": "Agnes, a clergyman's daughter, becomes a governess to help her poor family. Her first "
                    "pupils, the Bloomfield children, are cruel and spoiled, and she is dismissed after less "
                    "than a year; she later marries the kind curate Edward Weston.",
        "claims": [
            ("paraphrase", F, "Agnes takes work as a governess so that her struggling family has more money."),
            ("paraphrase", F, "The Bloomfield children she first teaches are spoiled and cruel."),
            ("paraphrase", F, "In the end she weds Edward Weston, a gentle curate."),
            ("opposite", U, "The Bloomfield children are gentle and well behaved."),
            ("number", U, "She stays with the Bloomfields for more than three years."),
            ("substitution", U, "Agnes is the daughter of a wealthy merchant."),
        ],
    },
    {
        "domain": "docs", "split": "fresh146", "names": "Help centre: archiving chats",
        "evidence": "Archiving a chat hides it from your chat list without deleting any messages. An archived "
                    "chat returns to the list as soon as someone sends a new message, unless you turned on "
                    "Keep chats archived.",
        "claims": [
            ("paraphrase", F, "When you archive a chat, its messages are kept; it is only hidden from the list."),
            ("paraphrase", F, "A new message brings an archived chat back to your list."),
            ("paraphrase", F, "With Keep chats archived on, new messages leave the chat in the archive."),
            ("opposite", U, "Archiving a chat deletes its messages."),
            ("opposite", U, "An archived chat stays hidden when a new message arrives, whatever your settings."),
            ("scope", U, "Only group chats can be archived."),
        ],
    },
    {
        "domain": "science", "split": "fresh146", "names": "Abstract: pistol shrimp",
        "evidence": "Pistol shrimp snap one oversized claw shut so fast that it forms a bubble which collapses "
                    "with a loud crack. The collapsing bubble, not the claw touching the prey, stuns small fish, "
                    "and the crack briefly reaches temperatures of several thousand degrees.",
        "claims": [
            ("paraphrase", F, "The shrimp closes an enlarged claw so quickly that a bubble forms and bursts with a crack."),
            ("paraphrase", F, "Small fish are stunned by the collapsing bubble rather than by contact with the claw."),
            ("paraphrase", F, "For a moment the crack is several thousand degrees hot."),
            ("opposite", U, "The claw stuns fish by striking them directly."),
            ("number", U, "The crack reaches temperatures of a few hundred degrees."),
            ("substitution", U, "The shrimp snaps both of its small claws together."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh146", "names": "Lecture transcript: Wegener and continental drift",
        "evidence": "In 1912 Alfred Wegener proposed that the continents had once formed a single landmass that "
                    "slowly drifted apart. Geologists rejected the idea for decades because he could not "
                    "explain what force moved the continents, and it was accepted only in the 1960s with "
                    "evidence from the sea floor.",
        "claims": [
            ("paraphrase", F, "Wegener suggested in 1912 that the continents were once joined in one landmass."),
            ("paraphrase", F, "His idea was turned down for decades since he had no force to move the continents."),
            ("paraphrase", F, "Sea-floor evidence in the 1960s finally won acceptance for it."),
            ("opposite", U, "Geologists accepted Wegener's idea at once."),
            ("number", U, "Wegener proposed continental drift in 1932."),
            ("substitution", U, "The idea was accepted thanks to evidence from mountain fossils."),
        ],
    },
    {
        "domain": "essay", "split": "fresh146", "names": "Poetry notes: My Last Duchess",
        "evidence": "In Browning's poem the Duke shows a visitor a portrait of his late wife and complains that "
                    "she smiled at everyone alike. He hints that he gave commands and all her smiles stopped, "
                    "and the visitor has come to arrange his next marriage.",
        "claims": [
            ("paraphrase", F, "The Duke grumbles that his wife smiled at everybody equally."),
            ("paraphrase", F, "He suggests that after his orders her smiles came to an end."),
            ("paraphrase", F, "The guest is there to arrange the Duke's next marriage."),
            ("swapped_roles", U, "The visitor shows the Duke a portrait of his own late wife."),
            ("opposite", U, "The Duke praises his late wife for saving her smiles for him alone."),
            ("substitution", U, "The visitor has come to buy the portrait."),
        ],
    },
]
