"""A A hundred-and-ninety-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh194``).

Written on 2026-11-29 (session 59) after round 130 (which read ``fresh191``-``fresh193``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh194", "names": "Teaching notes: Liszt's Un sospiro",
        "evidence": "In Un sospiro the melody is shared between the hands: each hand crosses over the other to play "
                    "single melody notes while the arpeggios continue underneath. The arpeggios should be felt as "
                    "harmony, soft and even, never as a string of separate notes. Use the sustaining pedal freely, "
                    "but change it with every new harmony so the melody stays clear.",
        "claims": [
            ("paraphrase", F, "The hands take turns crossing over to play the melody notes while the arpeggios go on below."),
            ("paraphrase", F, "The arpeggios should sound like harmony, soft and even."),
            ("paraphrase", F, "Change the pedal at each new harmony to keep the melody clear."),
            ("opposite", U, "The arpeggios should be played as a string of separate, accented notes."),
            ("substitution", U, "The melody in Un sospiro is played by the right hand alone."),
            ("opposite", U, "Hold the sustaining pedal through several harmonies without changing it."),
        ],
    },
    {
        "domain": "literature", "split": "fresh194", "names": "Study guide: Effi Briest",
        "evidence": "Effi Briest is married at seventeen to Baron von Innstetten, a man twice her age who once "
                    "courted her mother. Lonely in the small Baltic town of Kessin, she has a brief affair with Major "
                    "Crampas. Six years later Innstetten finds Crampas's letters, kills him in a duel, and divorces "
                    "Effi, who is also rejected by her parents for a time.",
        "claims": [
            ("paraphrase", F, "Effi marries Innstetten when she is seventeen."),
            ("paraphrase", F, "Innstetten had once courted Effi's mother."),
            ("paraphrase", F, "After discovering the letters, Innstetten kills Crampas in a duel and divorces Effi."),
            ("number", U, "Innstetten finds the letters a few weeks after the affair ends."),
            ("swapped_roles", U, "Crampas kills Innstetten in a duel."),
            ("opposite", U, "Effi's parents take her in at once after the divorce."),
        ],
    },
    {
        "domain": "docs", "split": "fresh194", "names": "Help: Lost Mode",
        "evidence": "Turning on Lost Mode locks your missing phone with its passcode and shows a message and phone "
                    "number of your choice on the lock screen. Payment cards stored on the phone are suspended while "
                    "Lost Mode is on. Location keeps being reported, and you receive an email each time the phone's "
                    "location is updated.",
        "claims": [
            ("paraphrase", F, "Lost Mode locks the phone with its passcode."),
            ("paraphrase", F, "You can show a message and a phone number on the lock screen."),
            ("paraphrase", F, "While Lost Mode is on, payment cards on the phone are suspended."),
            ("opposite", U, "Lost Mode stops the phone from reporting its location."),
            ("opposite", U, "Payment cards on the phone keep working in Lost Mode."),
            ("substitution", U, "You receive a text message each time the phone's location is updated."),
        ],
    },
    {
        "domain": "science", "split": "fresh194", "names": "Review: the photoelectric effect",
        "evidence": "Light shining on a metal can eject electrons, but only if its frequency is above a threshold "
                    "that depends on the metal. Below that frequency no electrons are emitted, however bright the "
                    "light. Above it, brighter light ejects more electrons, while the energy of each electron rises "
                    "only with the light's frequency.",
        "claims": [
            ("paraphrase", F, "Light can knock electrons out of a metal if its frequency is high enough."),
            ("paraphrase", F, "The threshold frequency differs from metal to metal."),
            ("paraphrase", F, "Above the threshold, more intense light releases more electrons."),
            ("opposite", U, "Very bright light ejects electrons even below the threshold frequency."),
            ("substitution", U, "The energy of each ejected electron rises with the brightness of the light."),
            ("overgeneralisation", U, "Any light shining on a metal ejects electrons."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh194", "names": "Lecture transcript: the Stroop effect",
        "evidence": "In Stroop's task you name the ink colour of a word. When the word itself names a different "
                    "colour, like 'red' printed in blue, people answer more slowly and make more errors than when the "
                    "word and ink match. Reading the word aloud, by contrast, is barely slowed by a mismatched ink "
                    "colour.",
        "claims": [
            ("paraphrase", F, "The task asks people to name the colour of the ink a word is printed in."),
            ("paraphrase", F, "When the word names a different colour from its ink, responses are slower."),
            ("paraphrase", F, "A mismatched ink colour hardly slows people down when they read the word aloud."),
            ("opposite", U, "People answer faster when the word names a different colour from its ink."),
            ("swapped_roles", U, "Reading the word aloud is slowed far more by a mismatched ink than naming the ink is."),
            ("opposite", U, "Mismatched words lead to fewer errors than matching ones."),
        ],
    },
    {
        "domain": "essay", "split": "fresh194", "names": "Essay: teaching reading with phonics",
        "evidence": "Systematic phonics teaches children to link letters to sounds and to blend those sounds into "
                    "words. Studies find that it helps young readers most in the first two years of school, and that "
                    "its benefit for reading comprehension is smaller than its benefit for decoding words. It works "
                    "best alongside plenty of reading of real books.",
        "claims": [
            ("paraphrase", F, "Phonics teaches children to connect letters with sounds and blend them into words."),
            ("paraphrase", F, "Its benefit is greatest in the first two years of school."),
            ("paraphrase", F, "Phonics is most effective when combined with reading real books."),
            ("swapped_roles", U, "Phonics improves comprehension more than it improves decoding."),
            ("opposite", U, "Phonics works best when children read no real books until they have mastered it."),
            ("number", U, "Phonics helps young readers most in their first five years of school."),
        ],
    },
]
