"""A sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh5``).

Written on 2026-11-25 (session 30) before any check of that session ran; its errors are read in
that session's round of changes, so after it ``fresh5`` is development data. ``fresh6`` (written
at the same time) is the one only measured. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh5", "names": "Trill technique notes",
        "evidence": "Play trills from the surface of the keys with relaxed fingers; tension in the forearm "
                    "slows a trill down. Begin Baroque trills on the upper auxiliary note, but start most "
                    "Romantic trills on the main note.",
        "claims": [
            ("quote", F, "Play trills from the surface of the keys with relaxed fingers."),
            ("paraphrase", F, "A tense forearm makes a trill slower."),
            ("paraphrase", F, "In Baroque music, a trill begins on the note above the main note."),
            ("swapped_roles", U, "Begin Romantic trills on the upper auxiliary note, but start most Baroque trills on the main note."),
            ("opposite", U, "Tension in the forearm makes a trill faster."),
            ("negation", U, "Do not play trills from the surface of the keys."),
            ("overgeneralisation", U, "Every trill should begin on the main note."),
        ],
    },
    {
        "domain": "piano", "split": "fresh5", "names": "Practice research digest",
        "evidence": "In a study of thirty adult beginners, those who practised in three short sessions a day "
                    "learned a new piece faster than those who practised for one long session, although "
                    "both groups practised for the same total time.",
        "claims": [
            ("paraphrase", F, "Adult beginners who split their practice into three short daily sessions learned a piece faster than those who did one long session."),
            ("paraphrase", F, "Both groups spent the same total time practising."),
            ("number", U, "In a study of fifty adult beginners, short sessions beat one long session."),
            ("opposite", U, "One long daily session helped adult beginners learn a new piece faster than three short sessions."),
            ("population", U, "Children who practise in three short sessions a day learn a new piece faster."),
            ("specifics", U, "The group with short sessions practised for less time in total."),
        ],
    },
    {
        "domain": "essay", "split": "fresh5", "names": "Jane Eyre: a reader's companion",
        "evidence": "Jane refuses Rochester's first proposal once she learns that he is already married to "
                    "Bertha Mason; she leaves Thornfield with almost no money and is taken in by St John "
                    "Rivers and his sisters.",
        "claims": [
            ("paraphrase", F, "When Jane discovers that Rochester already has a wife, Bertha Mason, she refuses him."),
            ("quote", F, "She leaves Thornfield with almost no money and is taken in by St John Rivers and his sisters."),
            ("negation", U, "Jane accepts Rochester's proposal even after learning he is married to Bertha Mason."),
            ("swapped_roles", U, "Rochester leaves Thornfield with almost no money and is taken in by Jane."),
            ("misattribution", U, "Bertha Mason takes Jane in after she leaves Thornfield."),
            ("specifics", U, "Jane leaves Thornfield with a large inheritance."),
        ],
    },
    {
        "domain": "essay", "split": "fresh5", "names": "The Cold War: an outline",
        "evidence": "The Berlin Wall was built in 1961 to stop East Germans from fleeing to the West, and it "
                    "stood until November 1989, when crowds crossed it after the border was opened.",
        "claims": [
            ("quote", F, "The Berlin Wall was built in 1961 to stop East Germans from fleeing to the West."),
            ("paraphrase", F, "The wall remained until November 1989, when the border opened and crowds crossed."),
            ("number", U, "The Berlin Wall was built in 1956."),
            ("swapped_roles", U, "The Berlin Wall was built to stop West Germans from fleeing to the East."),
            ("reversed_order", U, "Crowds crossed the Berlin Wall before the border was opened."),
            ("negation", U, "The Berlin Wall was not built to stop East Germans from leaving."),
        ],
    },
    {
        "domain": "docs", "split": "fresh5", "names": "Queue service operations guide",
        "evidence": "Messages that fail five times are moved to the dead-letter queue. Set max_receive_count "
                    "to change this limit. Purging a queue deletes all of its messages and cannot be undone.",
        "claims": [
            ("quote", F, "Purging a queue deletes all of its messages and cannot be undone."),
            ("paraphrase", F, "After five failures a message goes to the dead-letter queue."),
            ("paraphrase", F, "The max_receive_count setting changes how many failures move a message to the dead-letter queue."),
            ("number", U, "Messages that fail three times are moved to the dead-letter queue."),
            ("opposite", U, "A purged queue can be restored from the dead-letter queue."),
            ("specifics", U, "Set retry_backoff_seconds to change the failure limit."),
            ("negation", U, "Purging a queue does not delete its messages."),
        ],
    },
    {
        "domain": "docs", "split": "fresh5", "names": "Deploy tool reference",
        "evidence": "Run deploy --dry-run first to see which services would change. The rollout updates one "
                    "region at a time and stops automatically if the error rate rises above 2 percent.",
        "claims": [
            ("paraphrase", F, "Use the --dry-run flag first to preview which services would change."),
            ("paraphrase", F, "If errors rise above 2 percent, the rollout halts by itself."),
            ("opposite", U, "The rollout updates every region at once."),
            ("number", U, "The rollout stops if the error rate rises above 5 percent."),
            ("reversed_order", U, "Run deploy --dry-run after the rollout to see which services changed."),
            ("specifics", U, "Run deploy --force first to see which services would change."),
        ],
    },
    {
        "domain": "science", "split": "fresh5", "names": "Sleep and memory abstract",
        "evidence": "Healthy adults who slept for eight hours after learning word pairs recalled more of them "
                    "the next day than adults kept awake overnight; the benefit was largest for pairs "
                    "learned last.",
        "claims": [
            ("paraphrase", F, "Adults who slept after learning word pairs remembered more of them the next day than those kept awake."),
            ("paraphrase", F, "The advantage of sleep was greatest for the word pairs learned last."),
            ("population", U, "Older adults with insomnia recalled more word pairs after eight hours of sleep."),
            ("opposite", U, "Adults kept awake overnight recalled more word pairs than those who slept."),
            ("number", U, "Adults who slept for six hours after learning recalled more word pairs."),
            ("reversed_order", U, "The benefit of sleep was largest for pairs learned first."),
            ("overgeneralisation", U, "Sleep always improves every kind of memory."),
        ],
    },
    {
        "domain": "science", "split": "fresh5", "names": "Soil bacteria report",
        "evidence": "Adding nitrogen fertiliser reduced the diversity of soil bacteria in grassland plots "
                    "over three years, while plots left unfertilised kept their diversity.",
        "claims": [
            ("paraphrase", F, "Nitrogen fertiliser lowered soil bacterial diversity in grassland plots over three years."),
            ("quote", F, "Plots left unfertilised kept their diversity."),
            ("opposite", U, "Adding nitrogen fertiliser increased the diversity of soil bacteria."),
            ("substitution", U, "Adding phosphorus fertiliser reduced the diversity of soil bacteria in grassland plots."),
            ("number", U, "Nitrogen fertiliser reduced bacterial diversity over ten years."),
            ("swapped_roles", U, "Plots left unfertilised lost diversity, while fertilised plots kept theirs."),
        ],
    },
]
