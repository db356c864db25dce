"""An eleventh held-out set for ``benchmarks/verifier.py`` (split ``fresh10``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 30) after the ninth round and only measured, at the end of that
session. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh10", "names": "Practice planning notes",
        "evidence": "Begin each session with the hardest passage while you are fresh, and end with "
                    "something you can already play well, so that you stop on a success.",
        "claims": [
            ("paraphrase", F, "Start every session with the most difficult passage, while you are still fresh."),
            ("paraphrase", F, "Finish with a piece you already play well so the session ends on a success."),
            ("paraphrase", F, "Ending with something you can already play lets you stop on a success."),
            ("reversed_order", U, "Begin each session with something you can already play well, and end with the hardest passage."),
            ("opposite", U, "Leave the hardest passage until you are tired."),
        ],
    },
    {
        "domain": "piano", "split": "fresh10", "names": "Hand independence guide",
        "evidence": "To play a melody against a steady accompaniment, practise the left hand alone until "
                    "it runs without attention, then add the right hand at a slower tempo.",
        "claims": [
            ("paraphrase", F, "Practise the left hand by itself until it goes on without attention."),
            ("paraphrase", F, "Once the left hand runs on its own, add the right hand at a slower tempo."),
            ("paraphrase", F, "When adding the right hand, slow the tempo down."),
            ("swapped_roles", U, "Practise the right hand alone until it runs without attention, then add the left hand."),
            ("opposite", U, "Add the right hand at a faster tempo."),
        ],
    },
    {
        "domain": "essay", "split": "fresh10", "names": "Romeo and Juliet: scene notes",
        "evidence": "Friar Laurence gives Juliet a potion that makes her appear dead, but his letter "
                    "explaining the plan never reaches Romeo, who hears only that she has died.",
        "claims": [
            ("paraphrase", F, "The friar's potion makes Juliet seem dead."),
            ("paraphrase", F, "Romeo never receives Friar Laurence's letter about the plan and hears only that Juliet is dead."),
            ("paraphrase", F, "Because the letter does not reach him, Romeo learns only of Juliet's death."),
            ("misattribution", U, "The Nurse gives Juliet a potion that makes her appear dead."),
            ("negation", U, "Friar Laurence's letter reaches Romeo in time."),
        ],
    },
    {
        "domain": "essay", "split": "fresh10", "names": "The Great Depression: an overview",
        "evidence": "After the stock market crash of October 1929, banks failed across the United States, "
                    "and by 1933 about a quarter of American workers were unemployed.",
        "claims": [
            ("paraphrase", F, "Following the October 1929 crash, banks collapsed throughout the United States."),
            ("paraphrase", F, "Roughly one in four American workers had no job by 1933."),
            ("paraphrase", F, "By 1933 unemployment had reached about a quarter of the American workforce."),
            ("number", U, "By 1933 about half of American workers were unemployed."),
            ("reversed_order", U, "Banks failed across the United States before the stock market crash of 1929."),
        ],
    },
    {
        "domain": "docs", "split": "fresh10", "names": "Cache server reference",
        "evidence": "Keys without an expiry are kept until memory runs out; then the least recently used "
                    "keys are evicted first. Set maxmemory to cap the memory the server uses.",
        "claims": [
            ("paraphrase", F, "A key with no expiry stays until the server runs out of memory."),
            ("paraphrase", F, "When memory is exhausted, the keys used least recently are evicted first."),
            ("paraphrase", F, "The maxmemory setting caps how much memory the server uses."),
            ("opposite", U, "When memory runs out, the most recently used keys are evicted first."),
            ("specifics", U, "Set maxkeys to cap the memory the server uses."),
        ],
    },
    {
        "domain": "docs", "split": "fresh10", "names": "CI pipeline handbook",
        "evidence": "Pull requests from forks run the test suite but not the deploy job, because the "
                    "deploy job needs secrets that forks cannot read.",
        "claims": [
            ("paraphrase", F, "Pull requests opened from forks run the tests without running the deploy job."),
            ("paraphrase", F, "Forks cannot read the secrets the deploy job needs, so it does not run for their pull requests."),
            ("paraphrase", F, "The deploy job is skipped for pull requests from forks because it requires secrets."),
            ("negation", U, "Pull requests from forks do not run the test suite."),
            ("opposite", U, "Pull requests from forks run the deploy job but not the test suite."),
        ],
    },
    {
        "domain": "science", "split": "fresh10", "names": "Noise and learning study",
        "evidence": "Children in classrooms next to a busy railway scored lower on reading tests than "
                    "children in quieter classrooms of the same school, until sound insulation was installed.",
        "claims": [
            ("paraphrase", F, "Pupils in classrooms beside a busy railway did worse on reading tests than pupils in quieter rooms of the same school."),
            ("paraphrase", F, "The gap in reading scores lasted until sound insulation was put in."),
            ("paraphrase", F, "Before the classrooms were insulated, noise from the railway went with lower reading scores."),
            ("opposite", U, "Children next to the railway scored higher on reading tests than children in quieter classrooms."),
            ("population", U, "Adults working next to a busy railway scored lower on reading tests."),
        ],
    },
    {
        "domain": "science", "split": "fresh10", "names": "Seed dispersal field notes",
        "evidence": "Seeds eaten and dropped by birds germinated more often than seeds that fell directly "
                    "beneath the parent tree, where seedlings competed with the parent for light.",
        "claims": [
            ("paraphrase", F, "Seeds that birds ate and dropped sprouted more often than seeds falling straight under the parent tree."),
            ("paraphrase", F, "Under the parent tree, seedlings had to compete with it for light."),
            ("paraphrase", F, "Germination was higher for bird-dispersed seeds than for seeds beneath the parent."),
            ("swapped_roles", U, "Seeds that fell directly beneath the parent tree germinated more often than seeds dropped by birds."),
            ("substitution", U, "Seedlings beneath the parent tree competed with it for water."),
        ],
    },
]
