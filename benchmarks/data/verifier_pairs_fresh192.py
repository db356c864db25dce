"""A hundred-and-ninety-second held-out set for ``benchmarks/verifier.py`` (split ``fresh192``).

Written on 2026-11-29 (session 58) after round 129 (which read ``fresh188``-``fresh190``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh192", "names": "Teaching notes: Mozart's Rondo alla Turca",
        "evidence": "The Rondo alla Turca imitates the Turkish military bands popular in Vienna, whose drums and "
                    "cymbals Mozart suggests with loud arpeggiated chords in the left hand. Students often play it "
                    "too fast; a moderate tempo keeps the grace notes clear and the march character intact.",
        "claims": [
            ("paraphrase", F, "The Rondo alla Turca imitates Turkish military bands that were popular in Vienna."),
            ("paraphrase", F, "Loud arpeggiated left-hand chords suggest the bands' drums and cymbals."),
            ("paraphrase", F, "A moderate tempo keeps the grace notes clear."),
            ("substitution", U, "Mozart suggests the drums with loud arpeggiated chords in the right hand."),
            ("opposite", U, "Students often play the Rondo alla Turca too slowly."),
            ("opposite", U, "A fast tempo keeps the grace notes clear."),
        ],
    },
    {
        "domain": "literature", "split": "fresh192", "names": "Study guide: Three Sisters",
        "evidence": "Olga, Masha and Irina Prozorov live in a provincial town and long to return to Moscow, where "
                    "they grew up. Their brother Andrei marries Natasha, who gradually takes control of the house and "
                    "pushes the sisters out of their rooms. In the end none of them goes to Moscow.",
        "claims": [
            ("paraphrase", F, "The three Prozorov sisters live in a provincial town and want to go back to Moscow."),
            ("paraphrase", F, "Natasha slowly takes over the house after marrying Andrei."),
            ("paraphrase", F, "None of the sisters ever reaches Moscow."),
            ("opposite", U, "In the end Irina moves back to Moscow."),
            ("swapped_roles", U, "Natasha's brother Andrei takes control of the house."),
            ("opposite", U, "The sisters want to stay in the provincial town rather than return to Moscow."),
        ],
    },
    {
        "domain": "docs", "split": "fresh192", "names": "Help: Nearby Share",
        "evidence": "Nearby Share sends files to devices close to you using Bluetooth and Wi-Fi, without using mobile "
                    "data. By default only your contacts can see your device; you can switch to Everyone for ten "
                    "minutes, after which it goes back to Contacts automatically.",
        "claims": [
            ("paraphrase", F, "Nearby Share sends files to nearby devices over Bluetooth and Wi-Fi."),
            ("paraphrase", F, "It does not use mobile data."),
            ("paraphrase", F, "The Everyone setting turns back to Contacts by itself after ten minutes."),
            ("opposite", U, "By default everyone nearby can see your device."),
            ("number", U, "The Everyone setting lasts for an hour before switching back."),
            ("opposite", U, "Nearby Share uses mobile data to send files."),
        ],
    },
    {
        "domain": "science", "split": "fresh192", "names": "Review: why wolves howl",
        "evidence": "Wolves howl mainly to keep in contact with members of their pack who are out of sight and to "
                    "warn neighbouring packs away from their territory. A study of captive wolves found that a wolf "
                    "howled more when a pack member it was closely bonded with was taken away, regardless of that "
                    "wolf's rank.",
        "claims": [
            ("paraphrase", F, "Wolves howl chiefly to stay in touch with pack members they cannot see."),
            ("paraphrase", F, "Howling also warns neighbouring packs to keep away from the territory."),
            ("paraphrase", F, "Captive wolves howled more when a closely bonded pack member was removed."),
            ("opposite", U, "Wolves howl to invite neighbouring packs into their territory."),
            ("opposite", U, "A wolf howled less when a closely bonded pack member was taken away."),
            ("opposite", U, "The study found that only high-ranking wolves howled more when a companion was removed."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh192", "names": "Lecture 10: capillary action",
        "evidence": "Water rises in a narrow glass tube because it is more strongly attracted to the glass than to "
                    "itself. The narrower the tube, the higher the water climbs. Mercury does the opposite: it is "
                    "drawn more strongly to itself than to glass, so in a narrow tube it sits lower than the "
                    "surrounding level.",
        "claims": [
            ("paraphrase", F, "Water climbs a narrow glass tube because the glass attracts it more than it attracts itself."),
            ("paraphrase", F, "The narrower the tube, the higher the water rises."),
            ("paraphrase", F, "In a narrow tube mercury sits below the surrounding level."),
            ("opposite", U, "The wider the tube, the higher the water climbs."),
            ("swapped_roles", U, "Water is more strongly attracted to itself than to the glass."),
            ("opposite", U, "Mercury rises higher than the surrounding level in a narrow tube."),
        ],
    },
    {
        "domain": "essay", "split": "fresh192", "names": "Essay sources: exam retakes",
        "evidence": "A university that let students retake failed exams once found that most who retook passed, but "
                    "students who knew a retake was available studied less for the first attempt. The university now "
                    "allows a retake only after a meeting with a tutor.",
        "claims": [
            ("paraphrase", F, "Most students who retook a failed exam passed it."),
            ("paraphrase", F, "Students who knew they could retake studied less for their first attempt."),
            ("paraphrase", F, "A retake is now allowed only after meeting a tutor."),
            ("opposite", U, "Students who knew a retake was available studied harder for the first attempt."),
            ("opposite", U, "Most students who retook their exams failed again."),
            ("number", U, "Students were allowed to retake failed exams up to three times."),
        ],
    },
]
