"""A thirty-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh34``), weighted to
faithful paraphrases.

Written on 2026-11-26 (session 35) after round 33 (whose rules read ``fresh33``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "science", "split": "fresh34", "names": "Abstract: green space and stress",
        "evidence": "City residents who spent at least two hours a week in parks reported better wellbeing "
                    "than those who spent none; below two hours, no benefit was seen. The study was "
                    "cross-sectional, so it cannot show that park visits cause the difference.",
        "claims": [
            ("paraphrase", F, "Spending two or more hours a week in parks went with better reported wellbeing among city residents."),
            ("paraphrase", F, "Under two hours a week, the study saw no benefit."),
            ("paraphrase", F, "Because the design was cross-sectional, it cannot prove that visiting parks causes the difference."),
            ("overgeneralisation", U, "Park visits cause better wellbeing in city residents."),
            ("number", U, "Even one hour a week in parks brought a benefit."),
            ("opposite", U, "Residents who spent no time in parks reported better wellbeing."),
        ],
    },
    {
        "domain": "literature", "split": "fresh34", "names": "Study notes on Lord of the Flies",
        "evidence": "Piggy's glasses are used to light the signal fire. Later Jack's hunters steal them, and "
                    "without them Piggy can barely see.",
        "claims": [
            ("paraphrase", F, "The boys light the signal fire with Piggy's glasses."),
            ("paraphrase", F, "Jack's hunters later take the glasses."),
            ("paraphrase", F, "Without his glasses, Piggy is nearly blind."),
            ("misattribution", U, "Ralph's hunters steal Piggy's glasses."),
            ("opposite", U, "Without his glasses, Piggy can still see clearly."),
            ("reversed_order", U, "The hunters steal the glasses before they are used to light the signal fire."),
        ],
    },
    {
        "domain": "docs", "split": "fresh34", "names": "Cache server manual",
        "evidence": "When memory is full, the server evicts the least recently used keys first. Keys with no "
                    "expiry set are evicted only if the policy is allkeys-lru.",
        "claims": [
            ("paraphrase", F, "Once memory fills up, the keys used least recently are evicted first."),
            ("paraphrase", F, "Keys without an expiry are only evicted under the allkeys-lru policy."),
            ("opposite", U, "When memory is full, the server evicts the most recently used keys first."),
            ("opposite", U, "Keys with no expiry set are never evicted, whatever the policy."),
            ("misattribution", U, "Keys with no expiry set are evicted only if the policy is volatile-lru."),
        ],
    },
    {
        "domain": "history", "split": "fresh34", "names": "Lecture notes: the Black Death",
        "evidence": "The Black Death reached Europe in 1347 and killed roughly a third of its population within "
                    "five years. With fewer workers, surviving labourers could demand higher wages.",
        "claims": [
            ("paraphrase", F, "Arriving in Europe in 1347, the Black Death killed about one in three people there within five years."),
            ("paraphrase", F, "Because workers were scarcer, those who survived could ask for better pay."),
            ("number", U, "The Black Death killed roughly two thirds of Europe's population."),
            ("opposite", U, "With fewer workers, wages fell."),
            ("number", U, "The Black Death reached Europe in 1247."),
        ],
    },
    {
        "domain": "music", "split": "fresh34", "names": "Singing lesson notes: high notes",
        "evidence": "Approach high notes with more space in the mouth, not more pressure in the throat. If the "
                    "larynx rises sharply, sing the phrase an octave lower first.",
        "claims": [
            ("paraphrase", F, "For high notes, open more space in the mouth rather than pushing with the throat."),
            ("paraphrase", F, "When the larynx jumps up, practise the phrase an octave down first."),
            ("opposite", U, "Push more pressure into the throat to reach high notes."),
            ("opposite", U, "If the larynx rises sharply, sing the phrase an octave higher first."),
            ("opposite", U, "Approach high notes with less space in the mouth."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh34", "names": "Physics lecture 2: friction",
        "evidence": "Static friction is usually greater than kinetic friction, which is why it takes more force "
                    "to start a heavy box moving than to keep it sliding.",
        "claims": [
            ("paraphrase", F, "Static friction is generally larger than kinetic friction."),
            ("paraphrase", F, "That is why starting a heavy box moving needs more force than keeping it sliding."),
            ("swapped_roles", U, "Kinetic friction is usually greater than static friction."),
            ("opposite", U, "It takes less force to start a heavy box moving than to keep it sliding."),
            ("overgeneralisation", U, "Static friction is always exactly twice kinetic friction."),
        ],
    },
]
