"""A hundred-and-thirty-first held-out set for ``benchmarks/verifier.py`` (split ``fresh130``).

Written on 2026-11-28 (session 51) before any run of the verifier on it, on topics no earlier split
uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh130", "names": "Masterclass notes: practising trills evenly",
        "evidence": "Practise a trill slowly in dotted rhythms first, then reverse the dots, before playing it "
                    "even. In Mozart a trill normally starts on the upper note, while in Chopin it usually starts "
                    "on the main note; keep the wrist loose and let the fingers stay close to the keys.",
        "claims": [
            ("paraphrase", F, "Work on a trill slowly in dotted rhythms, then swap the dots around."),
            ("paraphrase", F, "Mozart's trills usually begin on the note above."),
            ("paraphrase", F, "Fingers should stay near the keys with the wrist relaxed."),
            ("swapped_roles", U, "In Chopin a trill starts on the upper note, while in Mozart it starts on the main note."),
            ("opposite", U, "Keep the wrist firm and lift the fingers high above the keys."),
            ("reversed_order", U, "Play the trill evenly first, then practise it in dotted rhythms."),
        ],
    },
    {
        "domain": "literature", "split": "fresh130", "names": "Study guide: Far from the Madding Crowd",
        "evidence": "Bathsheba Everdene inherits her uncle's farm and runs it herself. She refuses Gabriel Oak's "
                    "proposal, marries the reckless Sergeant Troy, and only after Troy is shot by Boldwood does she "
                    "finally marry Gabriel, who has stayed loyal as her shepherd and bailiff.",
        "claims": [
            ("paraphrase", F, "Bathsheba manages the farm she inherits from her uncle on her own."),
            ("paraphrase", F, "She turns down Gabriel Oak's first proposal."),
            ("paraphrase", F, "Bathsheba marries Gabriel after Boldwood shoots Troy."),
            ("swapped_roles", U, "Troy shoots Boldwood."),
            ("substitution", U, "Bathsheba inherits her father's farm."),
            ("opposite", U, "Gabriel leaves Bathsheba's service after she marries Troy and never returns."),
        ],
    },
    {
        "domain": "docs", "split": "fresh130", "names": "Help centre: read receipts and typing indicators",
        "evidence": "Read receipts are off by default in group chats and on by default in one-to-one chats. If "
                    "you turn read receipts off, you also stop seeing other people's receipts. Typing indicators "
                    "are controlled by a separate setting.",
        "claims": [
            ("paraphrase", F, "In one-to-one chats, read receipts are on unless you change it."),
            ("paraphrase", F, "Turning off your read receipts hides other people's receipts from you as well."),
            ("paraphrase", F, "Typing indicators have their own setting."),
            ("opposite", U, "Read receipts are on by default in group chats."),
            ("opposite", U, "You can turn off your read receipts and still see other people's."),
            ("substitution", U, "Typing indicators are turned off together with read receipts."),
        ],
    },
    {
        "domain": "science", "split": "fresh130", "names": "Abstract: tarantula moulting",
        "evidence": "Female tarantulas kept moulting throughout their lives, which can exceed twenty years, while "
                    "males stopped moulting after reaching maturity and died within two years. A moult could "
                    "regrow a lost leg, although the new leg was smaller at first.",
        "claims": [
            ("paraphrase", F, "Females continued to moult for their whole lives."),
            ("paraphrase", F, "Once mature, males no longer moulted and died within a couple of years."),
            ("paraphrase", F, "A lost leg could grow back at a moult, at first smaller than before."),
            ("swapped_roles", U, "Males kept moulting all their lives, while females stopped at maturity."),
            ("number", U, "Males died within ten years of maturity."),
            ("opposite", U, "A lost leg could never grow back."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh130", "names": "Lecture transcript: the discovery of penicillin",
        "evidence": "In 1928 Alexander Fleming noticed that mould on a forgotten culture plate had killed the "
                    "bacteria around it. He could not purify the substance, and it was Howard Florey and Ernst "
                    "Chain at Oxford who turned penicillin into a usable drug in the early 1940s.",
        "claims": [
            ("paraphrase", F, "Fleming saw that a mould had killed the surrounding bacteria on an old plate."),
            ("paraphrase", F, "Fleming was unable to purify penicillin himself."),
            ("paraphrase", F, "Florey and Chain made penicillin into a practical drug at Oxford."),
            ("misattribution", U, "Fleming turned penicillin into a usable drug in the early 1940s."),
            ("number", U, "Fleming noticed the mould in 1938."),
            ("opposite", U, "The mould had helped the bacteria around it grow."),
        ],
    },
    {
        "domain": "essay", "split": "fresh130", "names": "Course reader: Shakespeare's Sonnet 18",
        "evidence": "The speaker asks whether to compare the beloved to a summer's day and decides the beloved is "
                    "lovelier and more temperate. Summer is too short and sometimes too hot, but the beloved's "
                    "eternal summer shall not fade, because it lives on in these lines.",
        "claims": [
            ("paraphrase", F, "The beloved is judged lovelier and milder than a summer's day."),
            ("paraphrase", F, "Summer ends too soon and can be too hot."),
            ("paraphrase", F, "The beloved's beauty will last because the poem preserves it."),
            ("opposite", U, "The speaker decides the beloved is less lovely than a summer's day."),
            ("opposite", U, "The beloved's summer will fade like any other."),
            ("substitution", U, "The speaker compares the beloved to a spring morning."),
        ],
    },
]
