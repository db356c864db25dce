"""A forty-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh45``).

Written on 2026-11-26 (session 37) after round 44 (whose rules read ``fresh44``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh45", "names": "Lesson notes: practising a Bach invention",
        "evidence": "Learn each hand separately until both can play the whole invention from memory, then put "
                    "them together at half tempo. Mark the entries of the subject in pencil so you hear where "
                    "each voice takes it up.",
        "claims": [
            ("paraphrase", F, "Before combining the hands, get each one secure on its own, to the point of "
                              "playing the whole piece by heart."),
            ("paraphrase", F, "When you first put the hands together, play at half speed."),
            ("paraphrase", F, "Pencil in where the subject enters so you can hear which voice has it."),
            ("reversed_order", U, "Put the hands together first, then learn each hand separately."),
            ("number", U, "Put the hands together at a quarter of the tempo."),
            ("opposite", U, "Put the hands together at double tempo."),
            ("substitution", U, "Mark the entries of the subject in ink so you hear where each voice takes it up."),
        ],
    },
    {
        "domain": "literature", "split": "fresh45", "names": "Study notes on Silas Marner",
        "evidence": "Silas, falsely accused of theft by his friend William Dane, leaves Lantern Yard and lives "
                    "alone in Raveloe, hoarding gold. After Dunstan Cass steals the gold, a small girl wanders "
                    "into his cottage, and raising her restores his bond with other people.",
        "claims": [
            ("paraphrase", F, "William Dane wrongly accuses Silas of stealing, and Silas leaves Lantern Yard."),
            ("paraphrase", F, "Bringing up the child reconnects Silas with the people around him."),
            ("misattribution", U, "Silas is falsely accused of theft by Dunstan Cass."),
            ("reversed_order", U, "A small girl wanders into Silas's cottage before his gold is stolen."),
            ("swapped_roles", U, "Silas steals Dunstan Cass's gold."),
            ("opposite", U, "In Raveloe Silas lives surrounded by friends, spending his gold freely."),
        ],
    },
    {
        "domain": "docs", "split": "fresh45", "names": "Object storage guide: lifecycle rules",
        "evidence": "A lifecycle rule moves objects to cold storage 30 days after they were last modified and "
                    "deletes them after 365 days. Rules apply only to objects whose key starts with the "
                    "rule's prefix; versioned objects keep their older versions until a separate rule "
                    "removes them.",
        "claims": [
            ("paraphrase", F, "Objects not modified for 30 days are moved to cold storage by a lifecycle rule."),
            ("paraphrase", F, "A rule only affects objects whose keys begin with its prefix."),
            ("paraphrase", F, "Older versions of a versioned object stay until another rule deletes them."),
            ("number", U, "A lifecycle rule deletes objects after 90 days."),
            ("opposite", U, "Rules apply to every object in the bucket, whatever its key."),
            ("negation", U, "Deleting an object with a lifecycle rule also removes its older versions."),
            ("reversed_order", U, "Objects are deleted first and moved to cold storage afterwards."),
        ],
    },
    {
        "domain": "science", "split": "fresh45", "names": "Abstract: sourdough and blood sugar",
        "evidence": "In 20 healthy volunteers, sourdough bread raised blood glucose about 25% less than yeast "
                    "bread made from the same flour. The difference disappeared when the sourdough was "
                    "toasted.",
        "claims": [
            ("paraphrase", F, "Compared with yeast bread from the same flour, sourdough caused a rise in blood "
                              "glucose around a quarter smaller."),
            ("paraphrase", F, "Toasting the sourdough removed the difference."),
            ("swapped_roles", U, "Yeast bread raised blood glucose about 25% less than sourdough bread."),
            ("number", U, "The study included 200 healthy volunteers."),
            ("opposite", U, "Toasting the sourdough made the difference larger."),
            ("population", U, "In people with diabetes, sourdough bread raised blood glucose about 25% less "
                              "than yeast bread."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh45", "names": "History of technology lecture 6: the telegraph",
        "evidence": "Before the telegraph, news crossed the Atlantic by ship in about ten days. After the 1866 "
                    "cable, a message took minutes, though each word cost so much that only governments, "
                    "banks and newspapers used it at first.",
        "claims": [
            ("paraphrase", F, "Once the 1866 cable was laid, a transatlantic message took only minutes."),
            ("paraphrase", F, "Words were so expensive that at first the cable was used only by governments, "
                              "banks and newspapers."),
            ("number", U, "Before the telegraph, news crossed the Atlantic by ship in about two days."),
            ("opposite", U, "Sending a word by the 1866 cable was cheap, so ordinary families used it from "
                            "the start."),
            ("reversed_order", U, "News crossed the Atlantic by ship in ten days after the 1866 cable."),
            ("number", U, "The transatlantic cable was completed in 1856."),
        ],
    },
    {
        "domain": "essay", "split": "fresh45", "names": "Course book: the eruption of Vesuvius",
        "evidence": "In AD 79 Vesuvius buried Pompeii under several metres of ash, while nearby Herculaneum "
                    "was engulfed by hotter pyroclastic flows that carbonised wood and even food. Pliny the "
                    "Younger, watching from across the bay, described the eruption in two letters.",
        "claims": [
            ("paraphrase", F, "Ash several metres deep covered Pompeii when Vesuvius erupted in AD 79."),
            ("paraphrase", F, "From the far side of the bay, Pliny the Younger watched the eruption and later "
                              "wrote about it in two letters."),
            ("swapped_roles", U, "Herculaneum was buried under ash, while Pompeii was engulfed by hotter "
                                 "pyroclastic flows."),
            ("misattribution", U, "Pliny the Elder described the eruption in two letters."),
            ("number", U, "Pliny the Younger described the eruption in five letters."),
            ("opposite", U, "The pyroclastic flows at Herculaneum were cooler than the ash that fell on Pompeii."),
        ],
    },
]
