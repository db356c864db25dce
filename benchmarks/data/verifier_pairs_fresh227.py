"""A two-hundred-and-twenty-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh227``).

Written on 2026-11-29 (session 62) after round 156 (which read ``fresh224``-``fresh226``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh227", "names": "Repertoire notes: Joplin's The Entertainer",
        "evidence": "Scott Joplin's The Entertainer, published in 1902, is a ragtime two-step. The left hand "
                    "alternates a low bass note on the beat with a chord on the offbeat, while the right hand carries "
                    "the syncopated melody. Keep the left hand strictly steady: the syncopations only sound against a "
                    "regular beat. The piece became widely known again in 1973, when it was used in the film The "
                    "Sting.",
        "claims": [
            ("paraphrase", F, "The Entertainer appeared in print in 1902."),
            ("paraphrase", F, "A steady left hand is what lets the syncopations be heard."),
            ("paraphrase", F, "The film The Sting brought The Entertainer back to wide attention in 1973."),
            ("swapped_roles", U, "The right hand alternates bass notes and offbeat chords under the left hand's syncopated melody."),
            ("opposite", U, "The left hand should push and pull the tempo freely to bring out the syncopations."),
            ("number", U, "The Entertainer was used in The Sting in 1983."),
        ],
    },
    {
        "domain": "literature", "split": "fresh227", "names": "Study guide: Lamb to the Slaughter",
        "evidence": "In Roald Dahl's 'Lamb to the Slaughter', Mary Maloney kills her husband, a police officer, with "
                    "a frozen leg of lamb after he tells her he is leaving her. She then cooks the lamb and, when his "
                    "colleagues arrive to investigate, serves it to them. The detectives eat the evidence while "
                    "discussing where the weapon might be.",
        "claims": [
            ("paraphrase", F, "Mary Maloney's husband, a policeman, is killed with a frozen leg of lamb."),
            ("paraphrase", F, "She serves the cooked lamb to the officers investigating the death."),
            ("paraphrase", F, "While eating, the detectives talk about where the weapon could be."),
            ("substitution", U, "Mary kills her husband with a rolling pin."),
            ("reversed_order", U, "Mary kills her husband before he tells her he is leaving."),
            ("opposite", U, "The detectives refuse to eat the lamb."),
        ],
    },
    {
        "domain": "docs", "split": "fresh227", "names": "Windows help: Focus assist",
        "evidence": "Focus assist hides notifications while you work. Choose Priority only to see only notifications "
                    "from your priority list, or Alarms only to hide everything except alarms. Automatic rules can "
                    "turn Focus assist on when you are duplicating your display or playing a game. Notifications you "
                    "miss are collected in action center.",
        "claims": [
            ("paraphrase", F, "With Alarms only, every notification except alarms is hidden."),
            ("paraphrase", F, "Focus assist can switch on automatically while you duplicate your display."),
            ("paraphrase", F, "Missed notifications are gathered in action center."),
            ("opposite", U, "Priority only shows every notification except those on your priority list."),
            ("opposite", U, "Notifications you miss while Focus assist is on are deleted."),
            ("substitution", U, "Automatic rules can turn Focus assist on when you are charging your laptop."),
        ],
    },
    {
        "domain": "science", "split": "fresh227", "names": "Lecture notes: the Kármán vortex street",
        "evidence": "When a fluid flows past a cylinder at moderate speeds, vortices are shed alternately from one "
                    "side and then the other, forming a double row called a Kármán vortex street. The shedding "
                    "frequency rises with the flow speed and falls as the cylinder's diameter grows. The alternating "
                    "forces can make cables and chimneys vibrate, which is why some tall chimneys carry helical "
                    "strakes.",
        "claims": [
            ("paraphrase", F, "Flow past a cylinder can shed vortices first from one side, then from the other."),
            ("paraphrase", F, "Wider cylinders shed vortices less often at the same flow speed."),
            ("paraphrase", F, "Helical strakes on tall chimneys are there because the shed vortices can make the chimney vibrate."),
            ("opposite", U, "The vortices are shed from both sides at the same time."),
            ("opposite", U, "The shedding frequency falls as the flow gets faster."),
            ("overgeneralisation", U, "Every chimney carries helical strakes."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh227", "names": "Lecture transcript: inattentional blindness",
        "evidence": "In Simons and Chabris's 1999 study, viewers counted passes between players in white shirts. "
                    "About half of them failed to notice a person in a gorilla suit who walked through the scene and "
                    "thumped their chest. Viewers who counted the passes of the team in black noticed the gorilla "
                    "more often, probably because it was also black.",
        "claims": [
            ("paraphrase", F, "Participants counted how many passes the white-shirted players made."),
            ("paraphrase", F, "Roughly half of the viewers missed the person in the gorilla suit."),
            ("paraphrase", F, "Those tracking the black team's passes spotted the gorilla more often."),
            ("number", U, "About a quarter of the viewers failed to notice the gorilla."),
            ("misattribution", U, "In Daniel Kahneman's 1999 study, about half the viewers missed the gorilla."),
            ("swapped_roles", U, "Viewers counting the white team's passes noticed the gorilla more often than those counting the black team's."),
        ],
    },
    {
        "domain": "essay", "split": "fresh227", "names": "Essay: late penalties for coursework",
        "evidence": "Our school deducts ten per cent for each day a piece of coursework is late, up to a maximum of "
                    "three days; after that the work is marked but scores zero. Supporters say the rule teaches time "
                    "management. Critics argue that it punishes students who care for relatives or work after school "
                    "more than anyone else.",
        "claims": [
            ("paraphrase", F, "Each day late costs ten per cent, for up to three days."),
            ("paraphrase", F, "Work more than three days late is still marked, but gets a score of zero."),
            ("paraphrase", F, "Critics say the rule hits students with caring duties or after-school jobs hardest."),
            ("number", U, "Late coursework loses twenty per cent per day."),
            ("opposite", U, "Work handed in more than three days late is not marked at all."),
            ("misattribution", U, "Critics say the rule teaches time management."),
        ],
    },
]
