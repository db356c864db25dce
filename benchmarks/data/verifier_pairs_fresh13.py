"""A fourteenth held-out set for ``benchmarks/verifier.py`` (split ``fresh13``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 32) after round 12 (its rules read ``fresh12``'s errors) and
measured once before any of its errors were read. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "literature", "split": "fresh13", "names": "Study notes on To Kill a Mockingbird",
        "evidence": "Atticus Finch agrees to defend Tom Robinson, a Black man accused of attacking a white "
                    "woman, knowing that the town will turn against his family. Although the evidence "
                    "shows that Tom could not have caused the injuries, the jury convicts him. Scout, who "
                    "narrates the novel as an adult looking back, only slowly understands why her father "
                    "took the case.",
        "claims": [
            ("paraphrase", F, "Atticus takes on Tom Robinson's defence even though he knows the town will turn on his family."),
            ("paraphrase", F, "The jury finds Tom guilty despite evidence that he could not have inflicted the injuries."),
            ("paraphrase", F, "The story is told by Scout as a grown woman remembering her childhood."),
            ("negation", U, "The jury acquits Tom Robinson because the evidence shows he could not have caused the injuries."),
            ("misattribution", U, "Jem narrates the novel as an adult looking back."),
            ("overgeneralisation", U, "Scout always understood exactly why her father took the case."),
        ],
    },
    {
        "domain": "docs", "split": "fresh13", "names": "HTTP caching guide",
        "evidence": "A response with Cache-Control: no-store must not be written to any cache. With "
                    "no-cache, a cache may store the response but must revalidate it with the server "
                    "before each reuse. max-age=600 lets a cache reuse the response for ten minutes "
                    "without asking the server.",
        "claims": [
            ("paraphrase", F, "no-store means the response may not be saved in any cache at all."),
            ("paraphrase", F, "A no-cache response can be stored, but it has to be checked with the server every time before it is reused."),
            ("paraphrase", F, "With max-age=600 a cache can serve the response for 600 seconds without contacting the server."),
            ("swapped_roles", U, "A response with no-cache must not be written to any cache, while no-store allows storing with revalidation."),
            ("number", U, "max-age=600 lets a cache reuse the response for an hour without asking the server."),
            ("opposite", U, "With no-cache, a cache may reuse the stored response without revalidating it."),
        ],
    },
    {
        "domain": "science", "split": "fresh13", "names": "Abstract: octopus learning",
        "evidence": "Octopuses that watched a trained octopus choose a red ball over a white one later "
                    "chose the red ball themselves in most trials, without any reward. Untrained "
                    "octopuses that had not watched chose at random. The observers learned faster than "
                    "the demonstrators had learned by trial and error.",
        "claims": [
            ("paraphrase", F, "After watching a trained octopus pick the red ball, observer octopuses mostly picked it too, even though they were not rewarded."),
            ("paraphrase", F, "Octopuses that had not seen the demonstration picked a ball at random."),
            ("paraphrase", F, "Learning by observation was quicker than the demonstrators' own trial-and-error learning."),
            ("reversed_order", U, "The demonstrators learned faster than the observers."),
            ("substitution", U, "Octopuses that watched a trained octopus later chose the white ball in most trials."),
            ("population", U, "Squid that watched a trained squid chose the red ball in most trials."),
        ],
    },
    {
        "domain": "piano", "split": "fresh13", "names": "Masterclass transcript: memorising",
        "evidence": "don't rely only on finger memory, because under stress it is the first thing to go. "
                    "learn the harmony of each phrase so you know where you are, and practise starting "
                    "from several points in the piece, not just the beginning. if you can write out the "
                    "left hand from memory, you really know it.",
        "claims": [
            ("paraphrase", F, "Finger memory is the first to fail under pressure, so it should not be the only kind you depend on."),
            ("paraphrase", F, "Knowing the harmony of every phrase tells you where you are in the piece."),
            ("paraphrase", F, "Practise beginning at different places in the piece rather than always from the start."),
            ("negation", U, "Rely on finger memory alone, since it holds up under stress."),
            ("opposite", U, "Always practise starting from the beginning of the piece."),
            ("substitution", U, "If you can write out the right hand from memory, you really know it."),
        ],
    },
    {
        "domain": "history", "split": "fresh13", "names": "The Suez Crisis (lecture notes)",
        "evidence": "In July 1956 Egypt's president Nasser nationalised the Suez Canal Company. Britain, "
                    "France and Israel invaded in late October, but under pressure from the United "
                    "States, which threatened Britain's currency reserves, they withdrew. The crisis "
                    "showed that Britain could no longer act as a great power without American support.",
        "claims": [
            ("paraphrase", F, "Nasser took the Suez Canal Company into state ownership in July 1956."),
            ("paraphrase", F, "The invading forces pulled out after the United States put pressure on them, including a threat to the pound."),
            ("paraphrase", F, "The episode made clear that Britain could not behave as a great power unless America backed it."),
            ("number", U, "Nasser nationalised the Suez Canal Company in July 1952."),
            ("misattribution", U, "The Soviet Union threatened Britain's currency reserves until the invaders withdrew."),
            ("negation", U, "The crisis showed that Britain could still act as a great power without American support."),
        ],
    },
    {
        "domain": "essay", "split": "fresh13", "names": "Guide to citing sources",
        "evidence": "Quote a source directly only when its exact wording matters; otherwise paraphrase it in "
                    "your own words and still cite it. A paraphrase that keeps the original sentence "
                    "structure and swaps a few words is still plagiarism.",
        "claims": [
            ("paraphrase", F, "Use a direct quotation only if the precise words are important."),
            ("paraphrase", F, "When you put a source in your own words, you still have to cite it."),
            ("paraphrase", F, "Changing a few words while keeping the sentence structure of the original counts as plagiarism."),
            ("opposite", U, "A paraphrase does not need to be cited."),
            ("negation", U, "Swapping a few words while keeping the original structure is not plagiarism."),
        ],
    },
    {
        "domain": "science", "split": "fresh13", "names": "Abstract: school start times",
        "evidence": "After the district moved secondary school start times from 7:50 to 8:45, students "
                    "slept a median of 34 minutes longer on school nights. Attendance in first period "
                    "rose, and grades in first-period classes improved modestly; grades in later periods "
                    "did not change.",
        "claims": [
            ("paraphrase", F, "Once school began at 8:45 instead of 7:50, students got a median of 34 extra minutes of sleep on school nights."),
            ("paraphrase", F, "More students turned up for first period after the change."),
            ("paraphrase", F, "First-period grades went up a little, while grades in later periods stayed the same."),
            ("number", U, "Students slept a median of 54 minutes longer on school nights."),
            ("overgeneralisation", U, "Grades improved in every class after the later start."),
            ("reversed_order", U, "The district moved school start times from 8:45 to 7:50."),
        ],
    },
    {
        "domain": "docs", "split": "fresh13", "names": "Deploy guide",
        "evidence": "Deploys run only from the main branch. A deploy is blocked while any required check "
                    "is failing; an administrator can override the block, and every override is written "
                    "to the audit log. Roll back by redeploying the previous release tag.",
        "claims": [
            ("paraphrase", F, "You can only deploy from main."),
            ("paraphrase", F, "If a required check fails, the deploy is held back unless an administrator overrides it, and the override is logged."),
            ("paraphrase", F, "To roll back, deploy the previous release tag again."),
            ("opposite", U, "Deploys may run from any branch."),
            ("misattribution", U, "Any developer can override a blocked deploy."),
            ("negation", U, "Overrides are not recorded in the audit log."),
        ],
    },
]
