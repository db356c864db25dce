"""A hundred-and-twenty-fourth held-out set for ``benchmarks/verifier.py`` (split ``fresh123``).

Written on 2026-11-28 (session 50), before any run of the verifier on it, on topics no earlier split
uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh123", "names": "Theory notes: figured bass",
        "evidence": "In figured bass, numbers written under the bass note tell the keyboard player which intervals "
                    "to play above it. A bass note with no figure means a root-position triad; a 6 means the first "
                    "inversion. The player fills in the chords, so two performances of one part never sound exactly "
                    "alike.",
        "claims": [
            ("paraphrase", F, "The figures beneath a bass note show which intervals go above it."),
            ("paraphrase", F, "An unfigured bass note calls for a triad in root position."),
            ("paraphrase", F, "Because the chords are improvised, no two realisations of a part are identical."),
            ("substitution", U, "A 6 under the bass note means the second inversion."),
            ("substitution", U, "The numbers are written above the bass note."),
            ("opposite", U, "Every performance of a figured bass part sounds the same."),
        ],
    },
    {
        "domain": "literature", "split": "fresh123", "names": "Study guide: The Mill on the Floss",
        "evidence": "Maggie Tulliver adores her brother Tom, who judges her harshly. After their father loses the "
                    "mill in a lawsuit, Tom works for years to pay the family's debts. Maggie drifts down the river "
                    "with Stephen Guest, who is engaged to her cousin Lucy, and returns unmarried, and Tom refuses "
                    "to let her into his house.",
        "claims": [
            ("paraphrase", F, "Tom is hard on the sister who loves him."),
            ("paraphrase", F, "Tom spends years clearing the family's debts once the mill is lost."),
            ("paraphrase", F, "Stephen Guest is Lucy's fiancé."),
            ("swapped_roles", U, "Maggie refuses to let Tom into her house."),
            ("opposite", U, "Maggie comes back married to Stephen Guest."),
            ("misattribution", U, "Maggie works for years to pay the family's debts."),
        ],
    },
    {
        "domain": "docs", "split": "fresh123", "names": "Admin guide: guest access",
        "evidence": "Guests can view and comment on the projects they are invited to, but they cannot create "
                    "projects or see the member directory. A guest link expires after 14 days unless an admin "
                    "renews it. Guests do not count towards your paid seats.",
        "claims": [
            ("paraphrase", F, "A guest may comment on a project to which they were invited."),
            ("paraphrase", F, "Guests have no access to the member directory."),
            ("paraphrase", F, "You are not billed a seat for a guest."),
            ("opposite", U, "Guests can create new projects."),
            ("number", U, "A guest link expires after 30 days."),
            ("opposite", U, "Each guest takes up one of your paid seats."),
        ],
    },
    {
        "domain": "science", "split": "fresh123", "names": "Abstract: manatee cold stress",
        "evidence": "Manatees cannot tolerate water below about 20 degrees for long, so in winter they gather at "
                    "warm springs and power-plant outflows. Of 44 tagged animals, most stayed within 5 km of a warm "
                    "site on cold days and travelled farther only when the water warmed.",
        "claims": [
            ("paraphrase", F, "Manatees cannot stay long in water colder than roughly 20 degrees."),
            ("paraphrase", F, "In winter manatees crowd around warm springs and the warm outflow of power plants."),
            ("paraphrase", F, "On cold days most of the tagged manatees kept close to warm water."),
            ("number", U, "Of 64 tagged manatees, most stayed near a warm site."),
            ("reversed_order", U, "The tagged manatees travelled farther on cold days and stayed near warm sites "
                                  "when the water warmed."),
            ("opposite", U, "Manatees tolerate water below 20 degrees for long periods."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh123", "names": "Lecture transcript: the Battle of Trafalgar",
        "evidence": "At Trafalgar in 1805, Nelson split his fleet into two columns and sailed straight at the "
                    "French and Spanish line, cutting it in two. The British lost no ships, while the combined fleet "
                    "lost twenty-two, but Nelson himself was shot by a French marksman and died before the battle "
                    "ended.",
        "claims": [
            ("paraphrase", F, "Nelson divided his fleet into two columns at Trafalgar."),
            ("paraphrase", F, "No British ship was lost in the battle."),
            ("paraphrase", F, "A French sharpshooter shot Nelson, who died before the fighting was over."),
            ("number", U, "The French and Spanish fleet lost twelve ships."),
            ("opposite", U, "Nelson survived the battle of Trafalgar."),
            ("misattribution", U, "Nelson was shot by a Spanish marksman."),
        ],
    },
    {
        "domain": "essay", "split": "fresh123", "names": "Course reader: Tennyson's Ulysses",
        "evidence": "In Tennyson's poem, the aged Ulysses, home in Ithaca, finds ruling an idle life and resolves "
                    "to sail again with his old mariners. He leaves the kingdom to his son Telemachus, whom he "
                    "praises as better suited to the patient work of governing.",
        "claims": [
            ("paraphrase", F, "Back in Ithaca, the old Ulysses is restless as king."),
            ("paraphrase", F, "Ulysses decides to set out to sea once more with his former sailors."),
            ("paraphrase", F, "He hands the kingdom over to Telemachus."),
            ("opposite", U, "Ulysses is content to spend his old age ruling Ithaca."),
            ("swapped_roles", U, "Telemachus leaves the kingdom to his father Ulysses."),
            ("substitution", U, "Ulysses resolves to sail with a crew of young recruits."),
        ],
    },
]
