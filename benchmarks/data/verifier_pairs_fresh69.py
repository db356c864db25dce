"""A seventieth held-out set for ``benchmarks/verifier.py`` (split ``fresh69``).

Written on 2026-11-27 (session 43) after round 68 (whose rules read ``fresh68``'s errors), before
any run of the verifier on it, measured once (see ``docs/verification.md``) and then read by round 69.
Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh69", "names": "Technique notes: scales",
        "evidence": "When playing scales, pass the thumb under smoothly while the hand keeps moving sideways; "
                    "do not twist the wrist to reach. Practise hands separately at first, and only join them "
                    "once each hand can play the scale evenly at a slow tempo.",
        "claims": [
            ("paraphrase", F, "The thumb should pass under smoothly as the hand moves sideways."),
            ("paraphrase", F, "Start by practising each hand on its own."),
            ("paraphrase", F, "Put the hands together only when each can play the scale evenly and slowly."),
            ("opposite", U, "Twist the wrist to reach the next note when the thumb passes under."),
            ("reversed_order", U, "Practise hands together first, and separate them once the scale is even."),
            ("overgeneralisation", U, "Always practise scales with the hands separately."),
        ],
    },
    {
        "domain": "essay", "split": "fresh69", "names": "Course reader: the Meiji Restoration",
        "evidence": "In 1868 the Tokugawa shogunate fell and imperial rule was restored under the young Emperor "
                    "Meiji. The new government abolished the feudal domains in 1871, replacing them with "
                    "prefectures, and sent the Iwakura Mission abroad to study Western institutions.",
        "claims": [
            ("paraphrase", F, "The Tokugawa shogunate collapsed in 1868, restoring imperial rule."),
            ("paraphrase", F, "In 1871 the feudal domains were replaced by prefectures."),
            ("paraphrase", F, "The Iwakura Mission went abroad to learn about Western institutions."),
            ("date", U, "The feudal domains were abolished in 1881."),
            ("opposite", U, "The new government kept the feudal domains in place."),
            ("misattribution", U, "The Tokugawa shogunate sent the Iwakura Mission abroad."),
        ],
    },
    {
        "domain": "docs", "split": "fresh69", "names": "Config reference: cache",
        "evidence": "cache.max_entries limits how many items the cache holds; when it is full, the least "
                    "recently used item is evicted. cache.ttl sets how long an entry stays valid, in seconds; "
                    "a value of 0 means entries never expire. Changes to either setting take effect after a "
                    "restart.",
        "claims": [
            ("paraphrase", F, "Once the cache is full, the item used least recently is removed."),
            ("paraphrase", F, "Setting cache.ttl to 0 keeps entries from ever expiring."),
            ("paraphrase", F, "A restart is needed before changes to these settings apply."),
            ("substitution", U, "When the cache is full, the most recently used item is evicted."),
            ("opposite", U, "A cache.ttl of 0 makes entries expire immediately."),
            ("opposite", U, "Changes to cache.ttl take effect without a restart."),
        ],
    },
    {
        "domain": "science", "split": "fresh69", "names": "Abstract: fasting in mice",
        "evidence": "In male mice fed only during an eight-hour window each day, body weight gain was lower "
                    "than in mice with access to food at all hours, even though both groups ate the same "
                    "number of calories. The effect was not seen in female mice.",
        "claims": [
            ("paraphrase", F, "Male mice restricted to an eight-hour feeding window gained less weight."),
            ("paraphrase", F, "Both groups of mice consumed the same number of calories."),
            ("paraphrase", F, "Female mice did not show the effect."),
            ("overgeneralisation", U, "Eating within an eight-hour window reduces weight gain in people."),
            ("opposite", U, "The time-restricted mice ate fewer calories than the others."),
            ("number", U, "Male mice fed during a twelve-hour window gained less weight."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh69", "names": "Lecture transcript: plate tectonics",
        "evidence": "[00:12:05] Where two oceanic plates move apart, magma rises and forms new crust along a "
                    "mid-ocean ridge. [00:12:31] Where an oceanic plate meets a continental plate, the denser "
                    "oceanic plate sinks beneath it, and that is where we find deep trenches and volcanoes.",
        "claims": [
            ("paraphrase", F, "New crust forms at mid-ocean ridges, where plates pull apart and magma rises."),
            ("paraphrase", F, "The oceanic plate, being denser, sinks under the continental plate."),
            ("paraphrase", F, "Deep trenches and volcanoes occur where oceanic and continental plates meet."),
            ("swapped_roles", U, "The continental plate sinks beneath the denser oceanic plate."),
            ("opposite", U, "Where two oceanic plates move apart, crust is destroyed."),
            ("substitution", U, "Where two oceanic plates move apart, magma rises and forms a deep trench."),
        ],
    },
    {
        "domain": "essay", "split": "fresh69", "names": "Course reader: interest rates",
        "evidence": "When a central bank raises interest rates, borrowing becomes more expensive, so households "
                    "and firms tend to spend and invest less, which usually slows inflation. The effect takes "
                    "time: economists often estimate a lag of one to two years.",
        "claims": [
            ("paraphrase", F, "Higher interest rates make borrowing costlier."),
            ("paraphrase", F, "Rate rises usually bring inflation down because people spend and invest less."),
            ("paraphrase", F, "It can take one to two years for the effect to show."),
            ("opposite", U, "Raising interest rates makes borrowing cheaper."),
            ("causal", U, "Raising interest rates usually speeds up inflation."),
            ("number", U, "Economists estimate the effect appears within one to two months."),
        ],
    },
]
