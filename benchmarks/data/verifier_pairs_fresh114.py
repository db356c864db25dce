"""A hundred-and-fifteenth held-out set for ``benchmarks/verifier.py`` (split ``fresh114``).

Written on 2026-11-28 (session 48) after the round that read ``fresh110``-``fresh112``, before
any run of the verifier on it, on topics no earlier split uses (checked with grep), and measured
once before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh114", "names": "Harmony notes: seventh chords",
        "evidence": "A dominant seventh chord adds a minor seventh above the root of a major triad, which makes "
                    "it sound unresolved. In a cadence it usually resolves to the tonic, with the seventh falling "
                    "by a step. In the left hand, leave out the fifth if the chord sounds too thick.",
        "claims": [
            ("paraphrase", F, "A dominant seventh is a major triad with a minor seventh added above the root."),
            ("paraphrase", F, "In a cadence the dominant seventh normally resolves to the tonic."),
            ("paraphrase", F, "If the left-hand chord sounds too thick, you can omit the fifth."),
            ("substitution", U, "A dominant seventh chord adds a major seventh above the root."),
            ("opposite", U, "When the chord resolves, the seventh rises by a step."),
            ("substitution", U, "In the left hand, leave out the root if the chord sounds too thick."),
        ],
    },
    {
        "domain": "literature", "split": "fresh114", "names": "Study guide: The Last of the Mohicans",
        "evidence": "Hawkeye, a frontier scout, and his Mohican companions Chingachgook and Uncas guide Cora and "
                    "Alice Munro to their father at Fort William Henry. The Huron warrior Magua, who hates Colonel "
                    "Munro, captures the sisters, and Uncas is killed trying to rescue Cora.",
        "claims": [
            ("paraphrase", F, "Hawkeye is a scout on the frontier."),
            ("paraphrase", F, "With Chingachgook and Uncas, he leads Cora and Alice to their father's fort."),
            ("paraphrase", F, "Magua, a Huron who hates Colonel Munro, takes the two sisters captive."),
            ("misattribution", U, "Chingachgook is killed trying to rescue Cora."),
            ("swapped_roles", U, "Colonel Munro hates Magua and captures him."),
            ("opposite", U, "Uncas rescues Cora and survives."),
        ],
    },
    {
        "domain": "docs", "split": "fresh114", "names": "Help centre: attachments",
        "evidence": "You can attach up to 10 files to a message, each no larger than 25 MB. Images are shown "
                    "inline, while other files appear as download links. Attachments are scanned for viruses "
                    "before anyone can open them, and a file that fails the scan is removed.",
        "claims": [
            ("paraphrase", F, "A message can carry at most 10 attachments."),
            ("paraphrase", F, "Images appear inline; other files show up as links to download."),
            ("paraphrase", F, "Files that fail the virus scan are deleted."),
            ("number", U, "Each attachment can be up to 50 MB."),
            ("reversed_order", U, "Attachments are scanned for viruses after someone opens them."),
            ("opposite", U, "Images are shown as download links rather than inline."),
        ],
    },
    {
        "domain": "science", "split": "fresh114", "names": "Abstract: seahorse fathers",
        "evidence": "In seahorses it is the male that becomes pregnant: the female deposits her eggs in his brood "
                    "pouch, where he fertilises them and supplies oxygen and nutrients. After two to four weeks "
                    "he gives birth to as many as 1,000 young, which receive no further care from either parent.",
        "claims": [
            ("paraphrase", F, "Male seahorses, not females, carry the pregnancy."),
            ("paraphrase", F, "The male fertilises the eggs inside his brood pouch."),
            ("paraphrase", F, "Once born, the young get no more care from their parents."),
            ("swapped_roles", U, "The male deposits his eggs in the female's brood pouch."),
            ("number", U, "A male seahorse gives birth after two to four months."),
            ("opposite", U, "Both parents look after the young for several weeks after birth."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh114", "names": "Lecture transcript: the first ascent of Everest",
        "evidence": "Edmund Hillary and Tenzing Norgay reached the summit of Everest on 29 May 1953, as members of "
                    "a British expedition led by John Hunt. They spent about fifteen minutes at the top. An "
                    "earlier pair, Bourdillon and Evans, had turned back about 100 metres below the summit when "
                    "their oxygen sets failed.",
        "claims": [
            ("paraphrase", F, "Hillary and Tenzing reached the top of Everest on 29 May 1953."),
            ("paraphrase", F, "The British expedition they belonged to was led by John Hunt."),
            ("paraphrase", F, "Bourdillon and Evans turned back about 100 metres short of the summit."),
            ("misattribution", U, "Edmund Hillary led the 1953 British expedition."),
            ("number", U, "Hillary and Tenzing stayed on the summit for about an hour."),
            ("causal", U, "Bourdillon and Evans turned back because of bad weather."),
        ],
    },
    {
        "domain": "essay", "split": "fresh114", "names": "Course reader: The Legend of Sleepy Hollow",
        "evidence": "Ichabod Crane, a schoolteacher, courts Katrina Van Tassel, as does the local hero Brom Bones. "
                    "Riding home from a party, Ichabod is chased by a headless horseman who throws his head at "
                    "him; the next morning only a shattered pumpkin is found, and Brom soon marries Katrina.",
        "claims": [
            ("paraphrase", F, "Both Ichabod Crane and Brom Bones court Katrina Van Tassel."),
            ("paraphrase", F, "On his way home from a party, Ichabod is pursued by a headless horseman."),
            ("paraphrase", F, "The next morning nothing is found but a smashed pumpkin."),
            ("opposite", U, "Ichabod marries Katrina soon afterwards."),
            ("swapped_roles", U, "Ichabod throws a pumpkin at the headless horseman."),
            ("substitution", U, "Ichabod Crane is the village blacksmith."),
        ],
    },
]
