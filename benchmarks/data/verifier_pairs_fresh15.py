"""A sixteenth held-out set for ``benchmarks/verifier.py`` (split ``fresh15``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 32) after round 14 (whose rules read ``fresh14``'s errors) and
measured once before any of its errors were read. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "literature", "split": "fresh15", "names": "Study notes on Animal Farm",
        "evidence": "After the rebellion the animals paint seven commandments on the barn wall. As the pigs "
                    "take power, the commandments are quietly changed at night, until only one remains: "
                    "all animals are equal, but some animals are more equal than others. Boxer, the "
                    "hardest worker on the farm, is sold to a knacker when he collapses.",
        "claims": [
            ("paraphrase", F, "Once the rebellion is over, seven commandments are painted on the wall of the barn."),
            ("paraphrase", F, "While the pigs gain control, the rules are secretly altered during the night."),
            ("paraphrase", F, "When Boxer, who works harder than any other animal, collapses, he is sold to the knacker."),
            ("negation", U, "The commandments are never changed, even after the pigs take power."),
            ("misattribution", U, "Squealer, the hardest worker on the farm, is sold to a knacker when he collapses."),
            ("number", U, "The animals paint ten commandments on the barn wall."),
        ],
    },
    {
        "domain": "docs", "split": "fresh15", "names": "Git guide: rebasing",
        "evidence": "Rebase your feature branch onto main before opening a pull request, so the history stays "
                    "linear. Never rebase a branch that others have already pulled: rewriting shared "
                    "history forces them to reconcile their copies by hand. If a rebase goes wrong, run "
                    "git rebase --abort to return to where you started.",
        "claims": [
            ("paraphrase", F, "Before you open a pull request, rebase the feature branch onto main to keep the history linear."),
            ("paraphrase", F, "Do not rebase a branch other people have already pulled, because rewriting shared history makes them fix their copies manually."),
            ("paraphrase", F, "git rebase --abort takes you back to where you were if a rebase fails."),
            ("opposite", U, "Rebase a branch that others have already pulled, so their copies stay in sync."),
            ("substitution", U, "If a rebase goes wrong, run git rebase --continue to return to where you started."),
            ("reversed_order", U, "Open the pull request first and rebase onto main afterwards."),
        ],
    },
    {
        "domain": "science", "split": "fresh15", "names": "Abstract: mindfulness and exam stress",
        "evidence": "Students who completed an eight-week mindfulness course reported lower stress during "
                    "the exam period than a wait-list group, but their exam marks did not differ. The "
                    "benefit faded within three months of the course ending.",
        "claims": [
            ("paraphrase", F, "After an eight-week mindfulness course, students felt less stressed at exam time than those on the waiting list."),
            ("paraphrase", F, "The course made no difference to exam marks."),
            ("paraphrase", F, "Within three months after the course ended, the benefit had worn off."),
            ("overgeneralisation", U, "Mindfulness courses improve exam marks."),
            ("number", U, "Students completed a six-week mindfulness course."),
            ("opposite", U, "The benefit grew over the three months after the course ended."),
        ],
    },
    {
        "domain": "piano", "split": "fresh15", "names": "Masterclass captions: violin bowing",
        "evidence": "keep the bow parallel to the bridge, and let the weight of the arm, not pressure from "
                    "the fingers, make the sound. near the frog you need less weight, because the hand is "
                    "already over the string; near the tip you need more.",
        "claims": [
            ("paraphrase", F, "The bow should stay parallel to the bridge."),
            ("paraphrase", F, "The sound should come from the arm's weight rather than from pressing with the fingers."),
            ("paraphrase", F, "Use more weight at the tip of the bow and less near the frog."),
            ("swapped_roles", U, "Near the tip you need less weight, and near the frog you need more."),
            ("negation", U, "Let finger pressure, not the weight of the arm, make the sound."),
            ("opposite", U, "Keep the bow at an angle to the bridge."),
        ],
    },
    {
        "domain": "history", "split": "fresh15", "names": "The Irish Famine (lecture notes)",
        "evidence": "Potato blight destroyed about a third of the crop in 1845 and almost all of it in 1846. "
                    "Around one million people died and a similar number emigrated, many of them to North "
                    "America. Food continued to be exported from Ireland throughout the famine.",
        "claims": [
            ("paraphrase", F, "In 1846 the blight wiped out nearly the whole potato crop, after taking roughly a third the year before."),
            ("paraphrase", F, "About a million people died, and about as many left the country, many for North America."),
            ("paraphrase", F, "Ireland went on exporting food all through the famine."),
            ("number", U, "Around two million people died in the famine."),
            ("negation", U, "Food exports from Ireland stopped during the famine."),
            ("reversed_order", U, "Blight destroyed almost all of the crop in 1845 and about a third in 1846."),
        ],
    },
    {
        "domain": "essay", "split": "fresh15", "names": "Guide to conclusions",
        "evidence": "A conclusion should not introduce new evidence. Instead, it should show how the "
                    "points made in the body answer the question, and it may suggest what follows from "
                    "them.",
        "claims": [
            ("paraphrase", F, "Do not bring new evidence into the conclusion."),
            ("paraphrase", F, "The conclusion should explain how the essay's main points answer the question."),
            ("opposite", U, "A conclusion should introduce new evidence to support the argument."),
            ("overgeneralisation", U, "A conclusion must always suggest what follows from the points."),
        ],
    },
    {
        "domain": "science", "split": "fresh15", "names": "Abstract: street lighting and bats",
        "evidence": "Along roads fitted with white LED street lights, activity of slow-flying bats fell by "
                    "half, while fast-flying species that hunt insects around the lamps became more common. "
                    "Dimming the lights after midnight restored most of the slow-flying bats' activity.",
        "claims": [
            ("paraphrase", F, "Where white LED street lights were installed, slow-flying bats were half as active."),
            ("paraphrase", F, "Fast-flying bats, which catch insects around the lamps, increased."),
            ("paraphrase", F, "Turning the lights down after midnight brought back most of the activity of slow-flying bats."),
            ("swapped_roles", U, "Slow-flying bats became more common around the lamps, while fast-flying bats declined."),
            ("number", U, "Activity of slow-flying bats fell by a quarter."),
            ("opposite", U, "Brightening the lights after midnight restored the slow-flying bats' activity."),
        ],
    },
    {
        "domain": "docs", "split": "fresh15", "names": "Password reset runbook",
        "evidence": "Reset links expire after 30 minutes and can be used only once. Support staff must "
                    "never ask a user for their current password; verify identity with the code sent to "
                    "the registered phone instead.",
        "claims": [
            ("paraphrase", F, "A reset link stops working after half an hour and works a single time."),
            ("paraphrase", F, "Staff should check a user's identity with the code sent to their registered phone, not by asking for their password."),
            ("negation", U, "Support staff may ask a user for their current password."),
            ("number", U, "Reset links expire after 30 days."),
            ("opposite", U, "Reset links can be used many times."),
        ],
    },
]
