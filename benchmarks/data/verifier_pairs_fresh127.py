"""A hundred-and-twenty-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh127``).

Written on 2026-11-28 (session 50) after the round that read ``fresh122``-``fresh124``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh127", "names": "Practice notes: memorizing a piece",
        "evidence": "Memorize a piece in short sections, starting from the end and working backwards, so the last "
                    "pages become the best known. Test each section away from the piano by writing out the left "
                    "hand, and begin practice from several different places rather than always from the top.",
        "claims": [
            ("paraphrase", F, "Learn the piece by heart section by section, beginning with the final one."),
            ("paraphrase", F, "Writing out the left hand away from the keyboard tests your memory of a section."),
            ("paraphrase", F, "Start practising at various points in the piece, not only at the beginning."),
            ("reversed_order", U, "Memorize from the first section forwards, so the opening is the best known."),
            ("substitution", U, "Test each section by writing out the right hand."),
            ("opposite", U, "Always begin practice from the top of the piece."),
        ],
    },
    {
        "domain": "literature", "split": "fresh127", "names": "Study guide: Hard Times",
        "evidence": "Thomas Gradgrind raises his children Louisa and Tom on facts alone, forbidding fancy. Louisa "
                    "obeys him and marries the banker Bounderby, a man thirty years older, without love; Tom robs "
                    "Bounderby's bank and lets the blame fall on Stephen Blackpool, an honest factory hand.",
        "claims": [
            ("paraphrase", F, "Gradgrind brings up Louisa and Tom on nothing but facts."),
            ("paraphrase", F, "Louisa marries Bounderby out of obedience rather than love."),
            ("paraphrase", F, "Tom allows Stephen Blackpool to be blamed for the robbery."),
            ("misattribution", U, "Stephen Blackpool robs Bounderby's bank and lets the blame fall on Tom."),
            ("number", U, "Bounderby is twenty years older than Louisa."),
            ("opposite", U, "Gradgrind encourages his children's fancy and imagination."),
        ],
    },
    {
        "domain": "docs", "split": "fresh127", "names": "Help centre: email aliases",
        "evidence": "An alias is an extra address that delivers to your main inbox. You can add up to five aliases; "
                    "replies are sent from your main address unless you choose the alias in the From field. "
                    "Removing an alias bounces any mail later sent to it.",
        "claims": [
            ("paraphrase", F, "Mail to an alias arrives in your main inbox."),
            ("paraphrase", F, "Unless you pick the alias in the From field, replies go out from your main address."),
            ("paraphrase", F, "Once an alias is removed, mail sent to it is bounced."),
            ("number", U, "You can add up to ten aliases."),
            ("opposite", U, "Replies are always sent from the alias the message arrived at."),
            ("opposite", U, "Mail sent to a removed alias still reaches your main inbox."),
        ],
    },
    {
        "domain": "science", "split": "fresh127", "names": "Abstract: capybara groups",
        "evidence": "Wild capybaras lived in groups of about ten adults led by one dominant male, with subordinate "
                    "males on the edges. Groups that grazed near water spotted predators sooner, and the dominant "
                    "male gave most of the alarm barks, though females and young ones fled first.",
        "claims": [
            ("paraphrase", F, "A typical capybara group had around ten adults under a single dominant male."),
            ("paraphrase", F, "Subordinate males stayed at the margins of the group."),
            ("paraphrase", F, "Most alarm barks came from the dominant male."),
            ("swapped_roles", U, "Females gave most of the alarm barks, and the dominant male fled first."),
            ("number", U, "Capybaras lived in groups of about thirty adults."),
            ("opposite", U, "Groups grazing near water were slower to spot predators."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh127", "names": "Lecture transcript: the Chernobyl accident",
        "evidence": "The Chernobyl explosion in April 1986 happened during a safety test run at low power, with "
                    "several safety systems switched off. The Soviet authorities did not evacuate the nearby town "
                    "of Pripyat until about 36 hours later, and Sweden detected the radiation before Moscow had "
                    "announced anything.",
        "claims": [
            ("paraphrase", F, "The reactor exploded during a safety test at low power."),
            ("paraphrase", F, "Pripyat was evacuated roughly a day and a half after the explosion."),
            ("paraphrase", F, "Sweden picked up the radiation before the Soviet government said anything."),
            ("opposite", U, "All safety systems were running during the test."),
            ("number", U, "Pripyat was evacuated about 12 hours after the explosion."),
            ("reversed_order", U, "Moscow announced the accident before Sweden detected the radiation."),
        ],
    },
    {
        "domain": "essay", "split": "fresh127", "names": "Course reader: The Road Not Taken",
        "evidence": "In Frost's poem the traveller stands where two roads part in a yellow wood and takes the one "
                    "that seems less worn, though he admits the two were really worn about the same. He imagines "
                    "telling the story years later with a sigh, claiming the choice made all the difference.",
        "claims": [
            ("paraphrase", F, "The traveller comes to a fork in a yellow wood."),
            ("paraphrase", F, "He concedes that both paths had been worn about equally."),
            ("paraphrase", F, "He pictures himself, years later, saying the choice changed everything."),
            ("opposite", U, "The traveller takes the road that is clearly more worn."),
            ("opposite", U, "He says one road was far less travelled than the other."),
            ("substitution", U, "The two roads part in a dark pine forest."),
        ],
    },
]
