"""A two-hundred-and-seventeenth held-out set for ``benchmarks/verifier.py`` (split ``fresh217``).

Written on 2026-11-29 (session 61) after round 151 (which read ``fresh212``-``fresh214``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh217", "names": "Teaching notes: the Moonlight Sonata's first movement",
        "evidence": "The first movement of Beethoven's Moonlight Sonata asks for the damper pedal to be held "
                    "throughout, so the triplets blur into a soft haze. The melody enters in the top voice after four "
                    "bars of triplets and should be voiced slightly above them. Keep the left-hand octaves deep and "
                    "quiet, never heavy.",
        "claims": [
            ("paraphrase", F, "Beethoven wants the pedal held down all the way through the movement."),
            ("paraphrase", F, "The tune appears in the highest voice once four bars of triplets have been played."),
            ("paraphrase", F, "The left hand's octaves should sound deep and soft rather than heavy."),
            ("opposite", U, "The pedal should be changed on every beat to keep the triplets clear."),
            ("number", U, "The melody enters after eight bars of triplets."),
            ("swapped_roles", U, "The triplets should be voiced slightly above the melody."),
        ],
    },
    {
        "domain": "literature", "split": "fresh217", "names": "Study guide: An Occurrence at Owl Creek Bridge",
        "evidence": "Peyton Farquhar, a Southern planter, stands on a railroad bridge with a noose around his neck, "
                    "about to be hanged by Union soldiers. The rope seems to break; he escapes down the river and "
                    "walks all night to reach his home and his wife. As he reaches out to embrace her, he feels a "
                    "blow on the neck: he was dead all along, swinging beneath the bridge.",
        "claims": [
            ("paraphrase", F, "Union soldiers are about to hang Farquhar, a planter from the South, from a railway bridge."),
            ("paraphrase", F, "He seems to escape when the rope snaps, and flees down the river."),
            ("paraphrase", F, "The escape is imagined: in fact Farquhar dies hanging below the bridge."),
            ("swapped_roles", U, "Farquhar is a Union soldier about to be hanged by Confederates."),
            ("opposite", U, "Farquhar really escapes and lives to embrace his wife."),
            ("substitution", U, "Farquhar flees through the forest and rides all night to reach his home."),
        ],
    },
    {
        "domain": "docs", "split": "fresh217", "names": "App help: dark theme",
        "evidence": "Dark theme uses a black background to save battery on phones with OLED screens. You can schedule "
                    "it to turn on automatically at sunset and off at sunrise. Some apps do not follow the system "
                    "setting and have their own theme option in their settings.",
        "claims": [
            ("paraphrase", F, "On OLED phones a black background helps the battery last longer."),
            ("paraphrase", F, "It can switch itself on at sunset and off at sunrise."),
            ("paraphrase", F, "Certain apps ignore the system setting and offer a theme choice of their own."),
            ("reversed_order", U, "You can schedule dark theme to turn on at sunrise and off at sunset."),
            ("opposite", U, "Dark theme uses more battery on phones with OLED screens."),
            ("overgeneralisation", U, "Every app follows the system's dark theme setting."),
        ],
    },
    {
        "domain": "science", "split": "fresh217", "names": "Lecture notes: the Kaye effect",
        "evidence": "When a thin stream of shampoo is poured onto a surface, a jet sometimes leaps out of the heap "
                    "that forms, rising and falling for a few hundred milliseconds: the Kaye effect. It happens "
                    "because shampoo is shear-thinning, so its viscosity drops where it is sheared, letting the "
                    "incoming stream slip off the heap. Fluids whose viscosity stays constant, such as water or "
                    "honey, do not show it.",
        "claims": [
            ("paraphrase", F, "A stream of shampoo poured onto a surface can shoot back out of the pile it makes."),
            ("paraphrase", F, "Because shampoo thins under shear, the stream slips off the heap."),
            ("paraphrase", F, "Liquids with constant viscosity, like water or honey, show no such jet."),
            ("opposite", U, "Shampoo becomes more viscous where it is sheared."),
            ("overgeneralisation", U, "Any liquid poured in a thin stream shows the Kaye effect."),
            ("number", U, "The leaping jet lasts for several seconds."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh217", "names": "Lecture transcript: the curse of knowledge",
        "evidence": "Once we know something, we find it hard to imagine not knowing it. In Elizabeth Newton's 1990 "
                    "study, people tapped the rhythm of well-known songs on a table and predicted that listeners "
                    "would name half of them. The listeners named only about three songs out of 120. Experts writing "
                    "for beginners suffer from the same bias.",
        "claims": [
            ("paraphrase", F, "After learning something, it is difficult to picture not knowing it."),
            ("paraphrase", F, "Tappers expected their listeners to identify half of the songs."),
            ("paraphrase", F, "Listeners recognised only about three of the 120 tapped songs."),
            ("swapped_roles", U, "The listeners predicted that the tappers would name half of the songs."),
            ("number", U, "Listeners named about thirty of the 120 songs."),
            ("opposite", U, "Experts find it easy to write for beginners."),
        ],
    },
    {
        "domain": "essay", "split": "fresh217", "names": "Essay: cooking lessons at school",
        "evidence": "Cooking lessons teach practical skills many pupils do not learn at home. A study of secondary "
                    "schools found that pupils who took weekly cooking classes ate more fruit and vegetables a year "
                    "later than those who did not. However, the effect faded when lessons stopped after a single "
                    "term.",
        "claims": [
            ("paraphrase", F, "Many children do not learn at home the practical skills cooking classes give."),
            ("paraphrase", F, "A year on, pupils with weekly cooking lessons ate more fruit and vegetables."),
            ("paraphrase", F, "When the lessons ended after only one term, the benefit wore off."),
            ("opposite", U, "Pupils who took cooking classes ate less fruit and vegetables a year later."),
            ("opposite", U, "The effect lasted even when lessons stopped after a single term."),
            ("population", U, "A study of primary schools found that weekly cooking classes improved diets."),
        ],
    },
]
