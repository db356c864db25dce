"""A two-hundred-and-forty-third held-out set for ``benchmarks/verifier.py`` (split ``fresh243``).

Written on 2026-11-29 (session 63) after round 161 (which read ``fresh239``-``fresh241``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh243", "names": "Repertoire notes: Morning Mood",
        "evidence": "Morning Mood opens Grieg's first Peer Gynt suite, although in the play it accompanies sunrise in "
                    "the Moroccan desert rather than in Norway. In the piano arrangement, the melody passes between "
                    "the hands, so the left hand must sometimes take the tune while the right hand plays quiet "
                    "repeated chords. Begin pianissimo and build gradually to the forte climax, then let the sound "
                    "fall away.",
        "claims": [
            ("paraphrase", F, "In the play, Morning Mood goes with a sunrise in the Moroccan desert."),
            ("paraphrase", F, "The left hand sometimes has the tune while the right plays soft repeated chords."),
            ("paraphrase", F, "Start very quietly and grow gradually to the loud climax before the sound dies away."),
            ("opposite", U, "Morning Mood closes Grieg's first Peer Gynt suite."),
            ("substitution", U, "In the play, the music depicts a sunrise over the Norwegian fjords."),
            ("opposite", U, "Begin forte and get gradually softer towards the climax."),
        ],
    },
    {
        "domain": "literature", "split": "fresh243", "names": "Study guide: The Lumber-Room",
        "evidence": "In Saki's 'The Lumber-Room', Nicholas is left at home as a punishment while his cousins go to "
                    "the beach at Jagborough. His aunt expects him to try to get into the gooseberry garden, so she "
                    "spends the afternoon guarding it, while Nicholas slips into the forbidden lumber-room and "
                    "admires a tapestry of a hunting scene. When the aunt later falls into the rain-water tank, "
                    "Nicholas pretends to believe she is the Evil One and refuses to fetch a ladder.",
        "claims": [
            ("paraphrase", F, "As a punishment, Nicholas has to stay at home while his cousins go to the beach at Jagborough."),
            ("paraphrase", F, "The aunt guards the gooseberry garden all afternoon, expecting Nicholas to try to get in."),
            ("paraphrase", F, "Claiming she is the Evil One, Nicholas won't fetch a ladder when his aunt falls into the rain-water tank."),
            ("swapped_roles", U, "Nicholas is taken to the beach while his cousins are punished."),
            ("substitution", U, "Nicholas spends the afternoon in the gooseberry garden."),
            ("substitution", U, "Inside the lumber-room Nicholas admires a painting of a sea battle."),
        ],
    },
    {
        "domain": "docs", "split": "fresh243", "names": "Gmail help: Schedule send",
        "evidence": "To schedule an email, click the arrow next to Send and choose Schedule send, then pick a "
                    "suggested time or set a custom date and time. You can schedule up to 100 emails at once. "
                    "Scheduled messages appear in the Scheduled folder, where you can open one and click Cancel send "
                    "to turn it back into a draft.",
        "claims": [
            ("paraphrase", F, "Click the arrow beside Send, choose Schedule send, and pick a time or set your own."),
            ("paraphrase", F, "Scheduled emails are listed in the Scheduled folder."),
            ("paraphrase", F, "Opening a scheduled message and clicking Cancel send turns it back into a draft."),
            ("number", U, "You can schedule up to 10 emails at once."),
            ("opposite", U, "Cancel send deletes the scheduled message permanently."),
            ("substitution", U, "Scheduled messages wait in your Drafts folder until they are sent."),
        ],
    },
    {
        "domain": "science", "split": "fresh243", "names": "Physics notes: ferrofluid",
        "evidence": "A ferrofluid is a liquid containing tiny magnetic particles, each about ten nanometres across, "
                    "coated with a surfactant that stops them clumping together. With no magnet nearby the fluid "
                    "behaves like ordinary oil. In a strong magnetic field it forms spikes along the field lines, "
                    "because the spiky shape lowers the fluid's magnetic energy by more than it raises its surface "
                    "energy. Heating a ferrofluid weakens its response to a magnet.",
        "claims": [
            ("paraphrase", F, "A surfactant coating keeps the particles in a ferrofluid from sticking together."),
            ("paraphrase", F, "Without a magnet nearby, a ferrofluid acts like normal oil."),
            ("paraphrase", F, "A strong magnetic field makes the fluid form spikes along the field lines."),
            ("number", U, "Each magnetic particle is about ten micrometres across."),
            ("opposite", U, "Heating a ferrofluid makes it respond more strongly to a magnet."),
            ("opposite", U, "The spikes form because they lower the fluid's surface energy."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh243", "names": "Economics lecture: the cobra effect",
        "evidence": "The cobra effect is named after a story from colonial Delhi, where the government offered a "
                    "bounty for every dead cobra. At first the scheme seemed to work, but people soon began breeding "
                    "cobras to collect the reward. When the government scrapped the bounty, the breeders released "
                    "their now worthless snakes, and the city ended up with more cobras than before. Economists use "
                    "the story to show how an incentive can make the problem it targets worse.",
        "claims": [
            ("paraphrase", F, "The government in colonial Delhi paid a reward for each dead cobra."),
            ("paraphrase", F, "People started breeding cobras in order to claim the bounty."),
            ("paraphrase", F, "Once the bounty ended, breeders let their snakes go, leaving more cobras than before."),
            ("opposite", U, "After the bounty was scrapped, Delhi had fewer cobras than before the scheme."),
            ("opposite", U, "The scheme failed from the very start."),
            ("reversed_order", U, "The breeders released their snakes before the government scrapped the bounty."),
        ],
    },
    {
        "domain": "essay", "split": "fresh243", "names": "Essay source: lost property",
        "evidence": "A primary school in Leeds counted the items handed in to lost property over one autumn term: 640 "
                    "in all, most of them jumpers and water bottles. Only a third of the items were ever collected, "
                    "and the rest were given to charity at the end of term. After the school asked parents to label "
                    "uniform, the share collected rose to more than half.",
        "claims": [
            ("paraphrase", F, "Over one autumn term, 640 items were handed in to the school's lost property."),
            ("paraphrase", F, "Items nobody collected went to charity when the term ended."),
            ("paraphrase", F, "Once parents were asked to label uniform, over half the items were collected."),
            ("number", U, "Two thirds of the items were collected."),
            ("substitution", U, "Most of the lost items were coats and shoes."),
            ("opposite", U, "Labelling uniform made no difference to how many items were collected."),
        ],
    },
]
