"""A two-hundred-and-thirty-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh238``).

Written on 2026-11-29 (session 62) after round 159 (which read ``fresh233``-``fresh235``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh238", "names": "Teaching notes: Brahms's Lullaby",
        "evidence": "Brahms's Lullaby, the song 'Wiegenlied', Op. 49 No. 4, was published in 1868. In piano "
                    "arrangements the melody is usually played by the right hand over a rocking left-hand "
                    "accompaniment in three-four time. Play it gently, with a soft, even accompaniment, and keep the "
                    "pedal changes clean.",
        "claims": [
            ("paraphrase", F, "Brahms's Lullaby was published in 1868 as Op. 49 No. 4."),
            ("paraphrase", F, "The left hand rocks in three-four time beneath the right-hand melody."),
            ("paraphrase", F, "Keep the accompaniment soft and even, and change the pedal cleanly."),
            ("number", U, "Brahms's Lullaby was published in 1886."),
            ("swapped_roles", U, "The left hand plays the melody over a right-hand accompaniment."),
            ("opposite", U, "Play the accompaniment loudly so the rocking rhythm stands out."),
        ],
    },
    {
        "domain": "literature", "split": "fresh238", "names": "Study guide: The Ones Who Walk Away from Omelas",
        "evidence": "In Ursula K. Le Guin's 'The Ones Who Walk Away from Omelas', the city of Omelas is joyful, but "
                    "its happiness depends on one child kept in misery in a dark cellar. Every citizen learns of the "
                    "child, usually as a teenager. Most accept the bargain, but a few walk away from the city alone "
                    "and never come back.",
        "claims": [
            ("paraphrase", F, "The happiness of Omelas depends on one child kept miserable in a dark cellar."),
            ("paraphrase", F, "Citizens usually learn about the child in their teens."),
            ("paraphrase", F, "A few people leave the city alone and do not return."),
            ("opposite", U, "Most citizens walk away from Omelas after learning about the child."),
            ("opposite", U, "The citizens never learn about the child."),
            ("opposite", U, "Those who walk away later return to the city."),
        ],
    },
    {
        "domain": "docs", "split": "fresh238", "names": "iPhone help: Check In",
        "evidence": "Check In in Messages lets a friend know when you have arrived safely. If you stop making "
                    "progress towards your destination, Check In asks whether you are all right; if you do not "
                    "respond within 15 minutes, it shares your location, battery level and mobile signal with your "
                    "friend. Both of you need a recent version of iOS.",
        "claims": [
            ("paraphrase", F, "Check In tells a friend when you have got to your destination safely."),
            ("paraphrase", F, "If you don't answer within 15 minutes, your friend gets your location, battery level and signal."),
            ("paraphrase", F, "Both people need a recent version of iOS."),
            ("number", U, "If you do not respond within 5 minutes, Check In shares your location."),
            ("opposite", U, "Check In shares your location with your friend only after you respond."),
            ("opposite", U, "Only the person checking in needs a recent version of iOS."),
        ],
    },
    {
        "domain": "science", "split": "fresh238", "names": "Lecture notes: the Van de Graaff generator",
        "evidence": "A Van de Graaff generator uses a moving rubber belt to carry electric charge up to a hollow "
                    "metal dome, where it collects on the outer surface. The dome can reach hundreds of thousands of "
                    "volts. A person touching the dome while standing on an insulating mat finds their hair standing "
                    "on end, because each hair gains the same charge and the hairs repel one another.",
        "claims": [
            ("paraphrase", F, "A moving rubber belt carries charge up to the metal dome."),
            ("paraphrase", F, "The charge collects on the dome's outer surface."),
            ("paraphrase", F, "Each hair gets the same charge, so the hairs push each other apart."),
            ("opposite", U, "The charge collects on the inside of the dome."),
            ("opposite", U, "The hairs stand up because they attract one another."),
            ("reversed_order", U, "The belt carries charge down from the dome."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh238", "names": "Lecture transcript: the Bobo doll experiment",
        "evidence": "In Albert Bandura's 1961 Bobo doll experiment, children watched an adult either attack an "
                    "inflatable doll or play quietly. Children who had seen the aggressive adult were more likely to "
                    "hit the doll themselves, and boys imitated physical aggression more than girls did. The study is "
                    "often cited as evidence for social learning.",
        "claims": [
            ("paraphrase", F, "Children saw an adult either hit an inflatable doll or play quietly."),
            ("paraphrase", F, "Those who had watched the aggressive adult were more likely to hit the doll."),
            ("paraphrase", F, "Boys copied physical aggression more than girls."),
            ("swapped_roles", U, "Girls imitated physical aggression more than boys did."),
            ("swapped_roles", U, "Children who had seen the quiet adult were more likely to hit the doll."),
            ("number", U, "Bandura ran the experiment in 1971."),
        ],
    },
    {
        "domain": "essay", "split": "fresh238", "names": "Essay: vertical tutor groups",
        "evidence": "Our school has moved from year-group tutor groups to vertical tutoring, in which each group "
                    "mixes pupils from Year 7 to Year 11. Older pupils mentor younger ones, and staff report fewer "
                    "incidents of bullying. However, some parents worry that Year 11 pupils lose time they need for "
                    "exam preparation.",
        "claims": [
            ("paraphrase", F, "Tutor groups now mix pupils from Years 7 to 11."),
            ("paraphrase", F, "Older pupils act as mentors for younger ones."),
            ("paraphrase", F, "Some parents fear Year 11 pupils lose time they need to prepare for exams."),
            ("swapped_roles", U, "Younger pupils mentor the older ones."),
            ("opposite", U, "Staff report more bullying since the change."),
            ("opposite", U, "Each tutor group now contains pupils from a single year."),
        ],
    },
]
