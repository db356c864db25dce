"""A hundred-and-twenty-third held-out set for ``benchmarks/verifier.py`` (split ``fresh122``).

Written on 2026-11-28 (session 50), before any run of the verifier on it, on topics no earlier split
uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh122", "names": "Theory notes: the pentatonic scale",
        "evidence": "The major pentatonic scale leaves out the fourth and seventh degrees of the major scale, so it "
                    "has five notes and no semitones. Because no two notes clash, beginners can improvise on the "
                    "black keys alone, which form an F sharp major pentatonic.",
        "claims": [
            ("paraphrase", F, "The major pentatonic drops the fourth and the seventh of the major scale."),
            ("paraphrase", F, "A pentatonic scale contains no half steps."),
            ("paraphrase", F, "The black keys by themselves make up the F sharp major pentatonic scale."),
            ("number", U, "The major pentatonic scale has six notes."),
            ("substitution", U, "The major pentatonic leaves out the third and sixth degrees."),
            ("substitution", U, "Beginners can improvise on the white keys alone."),
        ],
    },
    {
        "domain": "literature", "split": "fresh122", "names": "Study guide: Northanger Abbey",
        "evidence": "Catherine Morland, who has read too many Gothic novels, is invited by General Tilney to his "
                    "home, Northanger Abbey. She begins to suspect the General murdered his late wife, but Henry "
                    "Tilney gently shows her that the suspicion is absurd. Later the General sends her home alone "
                    "once he learns she is not rich.",
        "claims": [
            ("paraphrase", F, "Catherine has read a great many Gothic novels."),
            ("paraphrase", F, "Catherine comes to believe the General killed his wife."),
            ("paraphrase", F, "When he discovers she has no fortune, the General turns her out."),
            ("swapped_roles", U, "Catherine shows Henry that his suspicion is absurd."),
            ("opposite", U, "The General invites Catherine to stay because he learns she is poor."),
            ("misattribution", U, "Henry Tilney sends Catherine home alone."),
        ],
    },
    {
        "domain": "docs", "split": "fresh122", "names": "Help centre: sharing a calendar",
        "evidence": "You can share a calendar with people inside your organisation at three levels: see free/busy "
                    "only, see all event details, or make changes. People outside the organisation can only be "
                    "given free/busy access. Private events show as busy to everyone but you.",
        "claims": [
            ("paraphrase", F, "There are three sharing levels for a calendar within the organisation."),
            ("paraphrase", F, "External people can see only whether you are free or busy."),
            ("paraphrase", F, "Others see your private events simply as busy."),
            ("opposite", U, "People outside the organisation can be allowed to make changes."),
            ("number", U, "A calendar can be shared at four levels."),
            ("opposite", U, "Private events show their full details to colleagues."),
        ],
    },
    {
        "domain": "science", "split": "fresh122", "names": "Abstract: jellyfish blooms",
        "evidence": "Moon jellyfish polyps released more young medusae in warmer water: at 19 degrees, polyps "
                    "produced about twice as many as at 13 degrees. Adding nutrients to the water did not change the "
                    "count. The authors suggest warming seas, not pollution alone, may drive larger blooms.",
        "claims": [
            ("paraphrase", F, "Warmer water made the polyps release more medusae."),
            ("paraphrase", F, "Extra nutrients had no effect on how many medusae were produced."),
            ("paraphrase", F, "The study points to warming seas as a possible cause of bigger blooms."),
            ("number", U, "At 19 degrees the polyps produced about three times as many medusae."),
            ("opposite", U, "Adding nutrients doubled the number of medusae."),
            ("reversed_order", U, "Polyps released more medusae at 13 degrees than at 19 degrees."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh122", "names": "Lecture transcript: Amelia Earhart",
        "evidence": "In 1932 Amelia Earhart flew alone across the Atlantic from Newfoundland, meaning to reach "
                    "Paris, but landed in a pasture in Northern Ireland after about fifteen hours. Five years later "
                    "she vanished over the Pacific with her navigator, Fred Noonan, while trying to fly around the "
                    "world.",
        "claims": [
            ("paraphrase", F, "Earhart made a solo Atlantic crossing in 1932."),
            ("paraphrase", F, "She had planned to fly to Paris but came down in a field in Northern Ireland."),
            ("paraphrase", F, "Fred Noonan was navigating when she disappeared over the Pacific."),
            ("date", U, "Earhart disappeared over the Pacific in 1935."),
            ("substitution", U, "Earhart landed in a pasture near Paris."),
            ("opposite", U, "Earhart crossed the Atlantic with a co-pilot in 1932."),
        ],
    },
    {
        "domain": "essay", "split": "fresh122", "names": "Course reader: Kubla Khan",
        "evidence": "Coleridge said he composed Kubla Khan in an opium dream and began writing it down on waking, "
                    "until a visitor 'on business from Porlock' interrupted him for over an hour. When he returned, "
                    "the rest of the vision had faded, so the poem remains a fragment.",
        "claims": [
            ("paraphrase", F, "Coleridge claimed the poem came to him in a dream induced by opium."),
            ("paraphrase", F, "A caller from Porlock kept him away from writing for more than an hour."),
            ("paraphrase", F, "Kubla Khan was left unfinished."),
            ("opposite", U, "After the visitor left, Coleridge remembered the rest of the vision and finished it."),
            ("number", U, "The visitor from Porlock interrupted him for about ten minutes."),
            ("causal", U, "The visitor from Porlock gave Coleridge the opium that caused the dream."),
        ],
    },
]
