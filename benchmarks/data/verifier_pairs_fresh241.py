"""A two-hundred-and-forty-first held-out set for ``benchmarks/verifier.py`` (split ``fresh241``).

Written on 2026-11-29 (session 62) after round 160 (which read ``fresh236``-``fresh238``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh241", "names": "Repertoire notes: Heart and Soul",
        "evidence": "Heart and Soul, written by Hoagy Carmichael with lyrics by Frank Loesser in 1938, is best known "
                    "as a piano duet. One player repeats the bass line, a cycle of four chords, while the other plays "
                    "the melody above. Keep the bass line steady so the melody player can stay in time.",
        "claims": [
            ("paraphrase", F, "Hoagy Carmichael wrote Heart and Soul in 1938, with lyrics by Frank Loesser."),
            ("paraphrase", F, "One player repeats a four-chord bass line while the other plays the tune."),
            ("paraphrase", F, "A steady bass helps the melody player keep time."),
            ("number", U, "The bass line cycles through three chords."),
            ("swapped_roles", U, "Frank Loesser wrote the music and Hoagy Carmichael the lyrics."),
            ("opposite", U, "The bass player should vary the tempo freely."),
        ],
    },
    {
        "domain": "literature", "split": "fresh241", "names": "Study guide: A Sound of Thunder",
        "evidence": "In Ray Bradbury's 'A Sound of Thunder', hunters pay to travel back to the age of the dinosaurs, "
                    "where they must stay on a floating path so they do not change the past. Eckels panics at the "
                    "sight of a Tyrannosaurus and steps off the path, crushing a butterfly. When the hunters return "
                    "to their own time, the language and the result of an election have changed.",
        "claims": [
            ("paraphrase", F, "The hunters must keep to a floating path so they do not alter the past."),
            ("paraphrase", F, "Frightened by the Tyrannosaurus, Eckels leaves the path and crushes a butterfly."),
            ("paraphrase", F, "Back in their own time, the language and an election result are different."),
            ("substitution", U, "Eckels crushes a beetle."),
            ("opposite", U, "Nothing has changed when the hunters return to their own time."),
            ("opposite", U, "The hunters are allowed to walk anywhere in the past."),
        ],
    },
    {
        "domain": "docs", "split": "fresh241", "names": "Chrome help: Incognito mode",
        "evidence": "In Incognito mode, Chrome does not save your browsing history, cookies, site data or information "
                    "entered in forms. Files you download and bookmarks you create are kept. Your activity may still "
                    "be visible to the websites you visit, your employer or school, and your internet service "
                    "provider.",
        "claims": [
            ("paraphrase", F, "Chrome doesn't save browsing history or cookies in Incognito mode."),
            ("paraphrase", F, "Downloads and bookmarks made in Incognito are kept."),
            ("paraphrase", F, "Your internet service provider may still see your activity."),
            ("opposite", U, "Files you download in Incognito mode are deleted when you close it."),
            ("opposite", U, "Incognito mode hides your activity from your employer."),
            ("opposite", U, "Chrome saves the information you enter in forms while in Incognito."),
        ],
    },
    {
        "domain": "science", "split": "fresh241", "names": "Lecture notes: the Tesla coil",
        "evidence": "A Tesla coil is a resonant transformer invented by Nikola Tesla in 1891. A primary coil with few "
                    "turns drives a secondary coil with many turns, producing very high voltages at high frequency. "
                    "The sparks it throws into the air are dramatic, but the high frequency means the current tends "
                    "to flow over the skin rather than through the body.",
        "claims": [
            ("paraphrase", F, "Nikola Tesla invented the Tesla coil in 1891."),
            ("paraphrase", F, "A primary coil with few turns drives a secondary with many."),
            ("paraphrase", F, "It produces very high voltages at high frequency."),
            ("swapped_roles", U, "The primary coil has many turns and the secondary few."),
            ("number", U, "Tesla invented the coil in 1901."),
            ("opposite", U, "A Tesla coil produces low voltages at low frequency."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh241", "names": "Lecture transcript: the Streisand effect",
        "evidence": "The Streisand effect is named after Barbra Streisand, who in 2003 sued a photographer to "
                    "suppress an aerial photo of her house. Before the lawsuit the photo had been downloaded six "
                    "times; in the month after, more than 400,000 people viewed it. Trying to hide information online "
                    "often spreads it further.",
        "claims": [
            ("paraphrase", F, "Barbra Streisand sued a photographer in 2003 over an aerial photo of her house."),
            ("paraphrase", F, "Before the lawsuit the photo had been downloaded only six times."),
            ("paraphrase", F, "Efforts to hide information online often make it spread further."),
            ("number", U, "Before the lawsuit the photo had been downloaded 400,000 times."),
            ("opposite", U, "The lawsuit made far fewer people look at the photo."),
            ("swapped_roles", U, "The photographer sued Streisand over the photo."),
        ],
    },
    {
        "domain": "essay", "split": "fresh241", "names": "Essay: no more library fines",
        "evidence": "Our school library stopped charging fines for late books last year. The librarian says more "
                    "overdue books have come back since, and pupils who had stopped borrowing because of unpaid fines "
                    "have returned. A few teachers worry that without fines some pupils will keep books for too long.",
        "claims": [
            ("paraphrase", F, "Last year the school library dropped its late fines."),
            ("paraphrase", F, "Since then, more overdue books have been returned, the librarian says."),
            ("paraphrase", F, "Some teachers fear that, without fines, pupils will hold on to books too long."),
            ("opposite", U, "Fewer overdue books have come back since fines were dropped."),
            ("opposite", U, "The library started charging fines for late books last year."),
            ("overgeneralisation", U, "Most teachers worry that pupils will keep books too long."),
        ],
    },
]
