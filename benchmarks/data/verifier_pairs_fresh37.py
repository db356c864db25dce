"""A thirty-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh37``).

Written on 2026-11-26 (session 36) after round 36 (whose rules read ``fresh36``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh37", "names": "Lesson notes: voicing chords",
        "evidence": "When voicing a chord, let the top note sing by putting a little more arm weight into the "
                    "fifth finger, while the inner notes are kept light. Practise by playing the top note alone "
                    "first, then add the others at a whisper.",
        "claims": [
            ("paraphrase", F, "To bring out the top note of a chord, lean slightly more arm weight into the fifth "
                              "finger and keep the inner notes light."),
            ("paraphrase", F, "One way to practise is to play the top note by itself and then add the other notes "
                              "very quietly."),
            ("paraphrase", F, "Keep the inner notes of the chord light while the top note sings."),
            ("swapped_roles", U, "When voicing a chord, keep the top note light and let the inner notes sing."),
            ("opposite", U, "Put less arm weight into the fifth finger so that the top note sings."),
            ("reversed_order", U, "Practise by playing the other notes first and adding the top note afterwards."),
            ("substitution", U, "Put a little more arm weight into the thumb so that the top note sings."),
        ],
    },
    {
        "domain": "literature", "split": "fresh37", "names": "Study notes on The Great Gatsby",
        "evidence": "Gatsby buys the mansion in West Egg so that he can look across the bay at the green light on "
                    "Daisy's dock. Nick, who narrates, rents the small house next door and is drawn into "
                    "Gatsby's plan when Gatsby asks him to invite Daisy to tea.",
        "claims": [
            ("paraphrase", F, "Gatsby chose his West Egg house because from it he could see the green light on "
                              "Daisy's dock across the bay."),
            ("paraphrase", F, "The narrator, Nick, lives in a small rented house beside Gatsby's."),
            ("paraphrase", F, "Gatsby gets Nick involved by asking him to have Daisy over for tea."),
            ("swapped_roles", U, "Nick asks Gatsby to invite Daisy to tea."),
            ("misattribution", U, "Daisy narrates the story from the small house next door."),
            ("opposite", U, "Nick owns the large mansion next to Gatsby's small house."),
        ],
    },
    {
        "domain": "docs", "split": "fresh37", "names": "Deployment guide: readiness probes",
        "evidence": "A pod receives traffic only after its readiness probe succeeds. If the probe fails three "
                    "times in a row, the pod is removed from the service's endpoints but is not restarted; "
                    "restarts are the job of the liveness probe.",
        "claims": [
            ("paraphrase", F, "Traffic is sent to a pod only once its readiness probe has passed."),
            ("paraphrase", F, "After three consecutive failed readiness checks the pod is taken out of the "
                              "service's endpoints."),
            ("paraphrase", F, "A failing readiness probe does not restart the pod; that is what the liveness "
                              "probe is for."),
            ("opposite", U, "If the readiness probe fails three times in a row, the pod is restarted."),
            ("number", U, "The pod is removed from the endpoints after five failed readiness probes."),
            ("reversed_order", U, "A pod receives traffic before its readiness probe succeeds."),
            ("misattribution", U, "Restarting pods is the job of the readiness probe."),
        ],
    },
    {
        "domain": "science", "split": "fresh37", "names": "Abstract: sleep and memory in adolescents",
        "evidence": "In a study of 214 adolescents, those who slept at least eight hours recalled 18% more word "
                    "pairs the next morning than those who slept under six hours. The effect was seen only for "
                    "pairs learned in the evening, not for pairs learned in the morning.",
        "claims": [
            ("paraphrase", F, "Teenagers who slept eight hours or more remembered 18% more word pairs the next "
                              "morning than those who slept less than six."),
            ("paraphrase", F, "The benefit applied only to word pairs studied in the evening."),
            ("number", U, "The study followed 412 adolescents."),
            ("population", U, "Adults who slept at least eight hours recalled 18% more word pairs."),
            ("overgeneralisation", U, "Sleeping at least eight hours improved recall of all word pairs, whenever "
                                      "they were learned."),
            ("opposite", U, "The effect was seen only for pairs learned in the morning."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh37", "names": "Economics lecture 4: inflation",
        "evidence": "When a central bank raises interest rates, borrowing becomes more expensive, so households "
                    "and firms spend less and inflation tends to fall, usually with a lag of a year or more.",
        "claims": [
            ("paraphrase", F, "Higher interest rates make borrowing costlier, which cuts spending and tends to "
                              "bring inflation down."),
            ("paraphrase", F, "The fall in inflation usually takes a year or longer to come through."),
            ("paraphrase", F, "Households and firms spend less when borrowing costs more."),
            ("opposite", U, "When a central bank raises interest rates, inflation tends to rise."),
            ("opposite", U, "Raising interest rates makes borrowing cheaper."),
            ("number", U, "Inflation usually falls within a month of a rate rise."),
            ("strength", U, "Raising interest rates always brings inflation down at once."),
        ],
    },
    {
        "domain": "essay", "split": "fresh37", "names": "Course book: the printing press",
        "evidence": "Gutenberg's press, working by about 1450, did not invent printing, which was already known "
                    "in China and Korea, but its movable metal type made books far cheaper to produce in Europe.",
        "claims": [
            ("paraphrase", F, "Printing existed in China and Korea before Gutenberg's press."),
            ("paraphrase", F, "Movable metal type made producing books in Europe much cheaper."),
            ("paraphrase", F, "Gutenberg's press was running by around 1450."),
            ("opposite", U, "Gutenberg invented printing around 1450."),
            ("number", U, "Gutenberg's press was working by about 1550."),
            ("substitution", U, "Gutenberg's movable wooden type made books far cheaper to produce in Europe."),
        ],
    },
]
