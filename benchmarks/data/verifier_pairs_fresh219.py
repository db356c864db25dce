"""A two-hundred-and-nineteenth held-out set for ``benchmarks/verifier.py`` (split ``fresh219``).

Written on 2026-11-29 (session 61) after round 153 (which read ``fresh215``-``fresh217``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh219", "names": "Teaching notes: Pachelbel's Canon in D, arranged for piano",
        "evidence": "In piano arrangements of Pachelbel's Canon, the left hand repeats an eight-note bass line "
                    "throughout while the right hand adds ever busier variations above it. Keep the bass steady and "
                    "slightly detached so the harmony stays clear. Let the variations grow gradually rather than "
                    "jumping to a loud climax.",
        "claims": [
            ("paraphrase", F, "Throughout the piece the left hand plays the same eight-note bass line again and again."),
            ("paraphrase", F, "The bass should stay even and a little detached to keep the harmony clear."),
            ("paraphrase", F, "Build the variations up step by step instead of leaping to a loud climax."),
            ("number", U, "The left hand repeats a four-note bass line throughout."),
            ("opposite", U, "Play the bass line legato, with the notes joined."),
            ("swapped_roles", U, "The right hand repeats the bass line while the left hand plays variations above it."),
        ],
    },
    {
        "domain": "literature", "split": "fresh219", "names": "Study guide: Perrault's Cinderella",
        "evidence": "In Perrault's version, Cinderella's fairy godmother turns a pumpkin into a coach and mice into "
                    "horses, and warns her to leave the ball before midnight, when the magic will end. On the second "
                    "night she stays too long and, running away, loses one of her glass slippers. The prince has it "
                    "tried on every woman in the kingdom, and it fits only Cinderella.",
        "claims": [
            ("paraphrase", F, "The godmother changes a pumpkin into a coach and mice into horses."),
            ("paraphrase", F, "Cinderella is told to be gone from the ball by midnight, when the spell runs out."),
            ("paraphrase", F, "The slipper fits no woman in the kingdom except Cinderella."),
            ("substitution", U, "The fairy godmother turns a melon into a coach."),
            ("number", U, "Cinderella loses her slipper on the third night of the ball."),
            ("opposite", U, "Cinderella leaves the ball well before midnight on the second night."),
        ],
    },
    {
        "domain": "docs", "split": "fresh219", "names": "Android help: Quick Share",
        "evidence": "Quick Share sends files to nearby devices without using mobile data. You can choose who can see "
                    "your device: your contacts only, everyone for ten minutes, or no one. Files from people who are "
                    "not in your contacts must be accepted before they download.",
        "claims": [
            ("paraphrase", F, "Quick Share moves files to devices close by and uses no mobile data."),
            ("paraphrase", F, "You can let everyone see your device, but only for ten minutes."),
            ("paraphrase", F, "A file sent by someone outside your contacts downloads only once you accept it."),
            ("opposite", U, "Quick Share uses mobile data to send files."),
            ("number", U, "You can make your device visible to everyone for an hour."),
            ("opposite", U, "Files from people outside your contacts download without asking."),
        ],
    },
    {
        "domain": "science", "split": "fresh219", "names": "Lecture notes: Ekman transport",
        "evidence": "When wind blows steadily over the ocean, the Earth's rotation deflects the surface water to the "
                    "right of the wind in the Northern Hemisphere and to the left in the Southern. Averaged over the "
                    "wind-driven layer, the net movement of water is at right angles to the wind. Along some coasts "
                    "this pushes surface water offshore, and cold, nutrient-rich water rises to replace it.",
        "claims": [
            ("paraphrase", F, "North of the equator, the Earth's spin turns surface water to the right of the wind."),
            ("paraphrase", F, "Overall, the wind-driven layer moves at ninety degrees to the wind."),
            ("paraphrase", F, "Where surface water is driven away from a coast, cold water full of nutrients wells up in its place."),
            ("swapped_roles", U, "Surface water is deflected to the left of the wind in the Northern Hemisphere and to the right in the Southern."),
            ("opposite", U, "The net movement of water is in the same direction as the wind."),
            ("opposite", U, "The water that rises to replace it is warm and poor in nutrients."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh219", "names": "Lecture transcript: the McGurk effect",
        "evidence": "In the McGurk effect, a video of a face saying 'ga' is dubbed with the sound 'ba', and most "
                    "viewers report hearing 'da'. The illusion persists even when people know about it. Closing your "
                    "eyes makes it vanish: you then hear 'ba', the sound actually played.",
        "claims": [
            ("paraphrase", F, "When the sound 'ba' is put over a face saying 'ga', most people hear 'da'."),
            ("paraphrase", F, "Knowing about the illusion does not stop it working."),
            ("paraphrase", F, "With your eyes shut the illusion disappears and you hear the real sound, 'ba'."),
            ("opposite", U, "The illusion disappears once people know about it."),
            ("swapped_roles", U, "A video of a face saying 'ba' is dubbed with the sound 'ga'."),
            ("opposite", U, "Closing your eyes makes the illusion stronger."),
        ],
    },
    {
        "domain": "essay", "split": "fresh219", "names": "Essay: sign language in schools",
        "evidence": "A few primary schools now teach British Sign Language to all pupils, not only deaf children. "
                    "Teachers report that hearing pupils become more patient listeners and that deaf pupils feel less "
                    "isolated at break times. However, the schools struggle to find qualified teachers, and lessons "
                    "often stop when one leaves.",
        "claims": [
            ("paraphrase", F, "Some primary schools teach British Sign Language to every pupil, deaf or not."),
            ("paraphrase", F, "According to teachers, deaf pupils feel less alone at break times."),
            ("paraphrase", F, "When a qualified teacher leaves, the lessons often end."),
            ("opposite", U, "Teachers report that deaf pupils feel more isolated at break times."),
            ("overgeneralisation", U, "All primary schools now teach British Sign Language to every pupil."),
            ("opposite", U, "The schools find qualified teachers easily."),
        ],
    },
]
