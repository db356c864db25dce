"""A two-hundred-and-thirty-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh234``).

Written on 2026-11-29 (session 62) after round 158 (which read ``fresh230``-``fresh232``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh234", "names": "Teaching notes: Schumann's The Wild Horseman",
        "evidence": "The Wild Horseman, No. 8 of Schumann's Album for the Young, is a short piece in A minor marked "
                    "to be played quickly and lively. The galloping tune begins in the right hand; in the middle "
                    "section it moves to the left hand while the right hand plays short chords. Play the melody notes "
                    "staccato and bring out the accents.",
        "claims": [
            ("paraphrase", F, "The Wild Horseman is in A minor."),
            ("paraphrase", F, "In the middle section the tune passes to the left hand."),
            ("paraphrase", F, "The melody notes should be played staccato, with the accents brought out."),
            ("substitution", U, "The galloping tune begins in the left hand."),
            ("opposite", U, "The Wild Horseman should be played slowly and gently."),
            ("swapped_roles", U, "In the middle section the left hand plays short chords under the right-hand tune."),
        ],
    },
    {
        "domain": "literature", "split": "fresh234", "names": "Study guide: The Veldt",
        "evidence": "In Ray Bradbury's 'The Veldt', George and Lydia Hadley live in a Happylife Home that does "
                    "everything for them. Their children, Peter and Wendy, spend hours in a nursery that turns their "
                    "thoughts into a realistic African veldt with lions. When George decides to switch the house off, "
                    "the children lock their parents in the nursery, where the lions kill them.",
        "claims": [
            ("paraphrase", F, "The Hadleys' Happylife Home does everything for the family."),
            ("paraphrase", F, "The nursery turns the children's thoughts into a lifelike African veldt."),
            ("paraphrase", F, "After George decides to turn the house off, the children lock their parents in the nursery."),
            ("swapped_roles", U, "The parents lock the children in the nursery."),
            ("opposite", U, "George decides to keep the house running."),
            ("substitution", U, "The children's nursery shows an Arctic landscape with polar bears."),
        ],
    },
    {
        "domain": "docs", "split": "fresh234", "names": "Windows help: Dynamic Lock",
        "evidence": "Dynamic Lock locks your PC automatically when you step away with your paired phone. It uses "
                    "Bluetooth: about a minute after your phone goes out of range, Windows locks the PC. To use it, "
                    "pair your phone with the PC and then turn on Dynamic Lock in the sign-in options.",
        "claims": [
            ("paraphrase", F, "Dynamic Lock uses Bluetooth to tell when your phone is out of range."),
            ("paraphrase", F, "Around a minute after the phone goes out of range, the PC locks."),
            ("paraphrase", F, "You need to pair your phone with the PC before turning on Dynamic Lock."),
            ("substitution", U, "Dynamic Lock uses Wi-Fi to tell when your phone is out of range."),
            ("number", U, "The PC locks about ten minutes after your phone goes out of range."),
            ("unsupported", U, "Dynamic Lock unlocks your PC when you come back with your phone."),
        ],
    },
    {
        "domain": "science", "split": "fresh234", "names": "Lecture notes: the drinking bird",
        "evidence": "A drinking bird is a toy heat engine. Its head is covered in felt that is dipped in water; as "
                    "the water evaporates, the head cools, the vapour pressure of the liquid inside falls, and liquid "
                    "is pushed up the neck from the warmer body. The bird becomes top-heavy, tips forward to dip its "
                    "beak, and the cycle repeats. It stops if the air is too humid for the water to evaporate.",
        "claims": [
            ("paraphrase", F, "Water evaporating from the felt cools the bird's head."),
            ("paraphrase", F, "Once top-heavy, the bird tips forward and dips its beak."),
            ("paraphrase", F, "In air that is too humid, the water cannot evaporate and the bird stops."),
            ("opposite", U, "As the water evaporates, the head warms."),
            ("opposite", U, "Liquid is pushed down from the head into the body."),
            ("opposite", U, "The bird works best in very humid air."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh234", "names": "Lecture transcript: Braess's paradox",
        "evidence": "Braess's paradox, described by the mathematician Dietrich Braess in 1968, shows that adding a "
                    "road to a congested network can make every driver's journey slower, because drivers each choose "
                    "the route that is best for them. In 1990, when 42nd Street in New York was closed for Earth Day, "
                    "traffic flow reportedly improved.",
        "claims": [
            ("paraphrase", F, "Dietrich Braess described the paradox in 1968."),
            ("paraphrase", F, "A new road in a congested network can make every driver's journey slower."),
            ("paraphrase", F, "When 42nd Street was closed for Earth Day in 1990, traffic reportedly flowed better."),
            ("opposite", U, "Adding a road to a congested network always speeds up every journey."),
            ("number", U, "Braess described the paradox in 1986."),
            ("opposite", U, "When 42nd Street was closed, traffic reportedly got much worse."),
        ],
    },
    {
        "domain": "essay", "split": "fresh234", "names": "Essay: a new kind of sports day",
        "evidence": "This year our school replaced its traditional sports day races with a carousel of team games in "
                    "which every pupil takes part. Most parents who answered the survey liked the change, though some "
                    "missed the sprint finals. Teachers noticed that pupils who usually sit out joined in.",
        "claims": [
            ("paraphrase", F, "Sports day races were replaced this year by a carousel of team games for every pupil."),
            ("paraphrase", F, "Most parents who responded to the survey approved of the change."),
            ("paraphrase", F, "Pupils who normally sit out took part, teachers noticed."),
            ("opposite", U, "Most parents who answered the survey disliked the change."),
            ("opposite", U, "Only the fastest pupils take part in the new team games."),
            ("swapped_roles", U, "Teachers noticed that pupils who usually join in sat out."),
        ],
    },
]
