"""A hundred-and-seventieth held-out set for ``benchmarks/verifier.py`` (split ``fresh170``).

Written on 2026-11-29 (session 57) after round 122 (which read ``fresh167``-``fresh169``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh170", "names": "Teaching notes: Ravel's Pavane for a Dead Princess",
        "evidence": "Ravel's Pavane for a Dead Princess should move at a slow, dignified walking pace, never "
                    "dragging. Ravel himself complained that pianists played it too slowly, so keep the melody "
                    "flowing and use the pedal sparingly to keep the harmonies clear.",
        "claims": [
            ("paraphrase", F, "The Pavane should go at a slow, dignified walking pace without dragging."),
            ("paraphrase", F, "Ravel grumbled that pianists took it too slowly."),
            ("paraphrase", F, "Use little pedal so the harmonies stay clear."),
            ("opposite", U, "Ravel complained that pianists rushed the Pavane."),
            ("opposite", U, "Pedal generously so the harmonies blend together."),
            ("substitution", U, "The Pavane should move at a brisk marching pace."),
        ],
    },
    {
        "domain": "literature", "split": "fresh170", "names": "Study guide: Billy Budd",
        "evidence": "Billy Budd, a young sailor loved by the crew, stammers when he is upset. Falsely accused of "
                    "plotting mutiny by the master-at-arms Claggart, he cannot get his words out and strikes Claggart "
                    "dead with a single blow.",
        "claims": [
            ("paraphrase", F, "The crew love Billy Budd, a young sailor."),
            ("paraphrase", F, "Billy stammers when he is upset."),
            ("paraphrase", F, "Unable to speak, Billy kills Claggart with one blow."),
            ("misattribution", U, "Claggart stammers when he is upset."),
            ("swapped_roles", U, "Billy falsely accuses Claggart of plotting mutiny."),
            ("opposite", U, "The crew despise Billy Budd."),
        ],
    },
    {
        "domain": "docs", "split": "fresh170", "names": "Help centre: automatic updates",
        "evidence": "With automatic updates on, the app downloads new versions over Wi-Fi and installs them overnight "
                    "while your phone is charging. Updates never download over mobile data unless you switch on Allow "
                    "mobile data in Settings.",
        "claims": [
            ("paraphrase", F, "Automatic updates download new versions over Wi-Fi."),
            ("paraphrase", F, "They install overnight while the phone charges."),
            ("paraphrase", F, "To get updates over mobile data, switch on Allow mobile data in Settings."),
            ("opposite", U, "Updates download over mobile data by default."),
            ("substitution", U, "Updates install at lunchtime while the phone is in use."),
            ("opposite", U, "Switching on Allow mobile data stops updates downloading over mobile data."),
        ],
    },
    {
        "domain": "science", "split": "fresh170", "names": "Abstract: antivenom production",
        "evidence": "Antivenom is made by injecting horses with small, harmless doses of snake venom and collecting "
                    "the antibodies their blood produces. Because each antivenom neutralises only the venoms used to "
                    "make it, a bite from an unrelated species may not respond to treatment.",
        "claims": [
            ("paraphrase", F, "Antivenom comes from antibodies in the blood of horses given small doses of snake venom."),
            ("paraphrase", F, "Each antivenom only neutralises the venoms it was made from."),
            ("paraphrase", F, "A bite from an unrelated snake species may not respond to a given antivenom."),
            ("substitution", U, "Antivenom is made by injecting sheep with snake venom."),
            ("overgeneralisation", U, "Every antivenom neutralises the venom of any snake."),
            ("opposite", U, "The doses of venom given to the horses are large and dangerous."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh170", "names": "Lecture transcript: Huygens and the pendulum clock",
        "evidence": "In 1656 Christiaan Huygens built the first pendulum clock, which kept time to within about a "
                    "minute a day. Earlier mechanical clocks could drift by a quarter of an hour daily, so his design "
                    "made accurate timekeeping possible for the first time.",
        "claims": [
            ("paraphrase", F, "Christiaan Huygens built the first pendulum clock in 1656."),
            ("paraphrase", F, "His clock was accurate to about a minute a day."),
            ("paraphrase", F, "Older mechanical clocks could be off by fifteen minutes a day."),
            ("date", U, "Huygens built the first pendulum clock in 1686."),
            ("number", U, "Huygens's clock kept time to within about ten minutes a day."),
            ("comparative", U, "Earlier mechanical clocks were more accurate than Huygens's pendulum clock."),
        ],
    },
    {
        "domain": "essay", "split": "fresh170", "names": "Essay source: banning phones in schools",
        "evidence": "Schools that banned phones during the day reported fewer distractions in lessons and less "
                    "bullying at break times. Parents who opposed the bans said they needed to reach their children "
                    "in an emergency, a concern schools met by letting pupils use the office phone.",
        "claims": [
            ("paraphrase", F, "Schools that banned phones saw fewer distractions in class."),
            ("paraphrase", F, "They also reported less bullying at break."),
            ("paraphrase", F, "Opponents among parents wanted to be able to contact their children in emergencies."),
            ("opposite", U, "Schools that banned phones reported more bullying at break times."),
            ("misattribution", U, "Schools said they needed to reach pupils in an emergency."),
            ("opposite", U, "Schools refused to let pupils use the office phone."),
        ],
    },
]
