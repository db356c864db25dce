"""A hundred-and-forty-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh145``).

Written on 2026-11-28 (session 53) after the round that read ``fresh140``-``fresh142``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh145", "names": "Repertoire notes: Rachmaninoff's C-sharp minor Prelude",
        "evidence": "The prelude opens with three loud notes in octaves that return throughout the piece. In the "
                    "middle section the music speeds up into a stormy agitato, and the ending brings back the "
                    "opening chords on four staves.",
        "claims": [
            ("paraphrase", F, "It begins with three loud octave notes that come back again and again."),
            ("paraphrase", F, "The middle section quickens into a stormy agitato."),
            ("paraphrase", F, "The opening chords return at the end, written on four staves."),
            ("number", U, "The prelude opens with five loud notes in octaves."),
            ("opposite", U, "In the middle section the music slows into a calm chorale."),
            ("opposite", U, "The opening notes are heard only once and never return."),
        ],
    },
    {
        "domain": "literature", "split": "fresh145", "names": "Study guide: Barnaby Rudge",
        "evidence": "Barnaby Rudge is a simple-minded young man who goes everywhere with his talking raven, Grip. "
                    "He is drawn into the Gordon Riots of 1780, arrested, and sentenced to hang, but he is "
                    "pardoned at the last moment.",
        "claims": [
            ("paraphrase", F, "Barnaby is never without Grip, his raven that can talk."),
            ("paraphrase", F, "He is caught up in the Gordon Riots of 1780."),
            ("paraphrase", F, "A pardon comes just before he is to be hanged."),
            ("opposite", U, "Barnaby is hanged for his part in the riots."),
            ("substitution", U, "Barnaby's companion is a talking parrot called Grip."),
            ("number", U, "Barnaby is drawn into the Gordon Riots of 1798."),
        ],
    },
    {
        "domain": "docs", "split": "fresh145", "names": "Help centre: shared albums",
        "evidence": "Anyone you invite to a shared album can add photos and comment, but only the album's owner "
                    "can remove other people's photos. Leaving an album removes the photos you added unless you "
                    "saved copies.",
        "claims": [
            ("paraphrase", F, "People invited to a shared album may add photos and leave comments."),
            ("paraphrase", F, "Removing photos others added is something only the owner can do."),
            ("paraphrase", F, "If you leave an album without saving copies, your photos go with you."),
            ("scope", U, "Any member can remove other people's photos."),
            ("opposite", U, "Photos you added stay in the album after you leave it."),
            ("opposite", U, "Invited people can view photos but cannot add any."),
        ],
    },
    {
        "domain": "science", "split": "fresh145", "names": "Abstract: glow-worms in caves",
        "evidence": "Cave glow-worms hang sticky silk threads from the ceiling and glow to lure flying insects "
                    "into them. Hungry larvae glowed brighter than well-fed ones, and the glow dimmed when the "
                    "cave was lit.",
        "claims": [
            ("paraphrase", F, "The glow-worms let sticky silk threads down from the cave roof."),
            ("paraphrase", F, "Their light draws flying insects into the threads."),
            ("paraphrase", F, "Larvae that were hungry shone more brightly than fed ones."),
            ("opposite", U, "Well-fed larvae glowed brighter than hungry ones."),
            ("opposite", U, "The glow grew brighter when the cave was lit."),
            ("substitution", U, "Glow-worms hang sticky threads from the cave floor."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh145", "names": "Lecture transcript: building the Golden Gate Bridge",
        "evidence": "Work on the Golden Gate Bridge began in 1933 and it opened in 1937. A safety net hung under "
                    "the deck saved nineteen men who fell, though eleven workers died, ten of them when a "
                    "scaffold broke through the net.",
        "claims": [
            ("paraphrase", F, "Construction started in 1933, and the bridge opened four years later."),
            ("paraphrase", F, "Nineteen men who fell were caught by a net under the deck."),
            ("paraphrase", F, "Ten of the eleven deaths came when a scaffold tore through the net."),
            ("number", U, "The bridge opened in 1947."),
            ("number", U, "The safety net saved ninety men who fell."),
            ("opposite", U, "No workers died building the bridge."),
        ],
    },
    {
        "domain": "essay", "split": "fresh145", "names": "Course reader: Ain't I a Woman?",
        "evidence": "At a women's rights meeting in 1851, Sojourner Truth answered a man who said women needed "
                    "help into carriages by saying no one had ever helped her. She had worked as hard as any man "
                    "and borne thirteen children, most sold into slavery.",
        "claims": [
            ("paraphrase", F, "Truth spoke at a women's rights meeting in 1851."),
            ("paraphrase", F, "She answered that nobody had ever helped her into a carriage."),
            ("paraphrase", F, "She said she had worked as hard as any man."),
            ("number", U, "She had borne three children."),
            ("swapped_roles", U, "A man answered Sojourner Truth, who had said women needed help into carriages."),
            ("opposite", U, "She said men had always helped her into carriages."),
        ],
    },
]
