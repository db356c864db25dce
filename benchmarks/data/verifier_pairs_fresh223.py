"""A two-hundred-and-twenty-third held-out set for ``benchmarks/verifier.py`` (split ``fresh223``).

Written on 2026-11-29 (session 61) after round 154 (which read ``fresh218``-``fresh220``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh223", "names": "Teaching notes: Schumann's The Happy Farmer",
        "evidence": "In Schumann's The Happy Farmer, from the Album for the Young, the melody lies in the left hand "
                    "while the right hand plays short off-beat chords. The tune should be sung out with a full tone, "
                    "and the chords kept light and short. Pupils often let the chords drown the melody, especially in "
                    "the final bars.",
        "claims": [
            ("paraphrase", F, "The left hand carries the tune while the right hand plays brief chords off the beat."),
            ("paraphrase", F, "Play the melody with a full, singing tone and keep the chords short and light."),
            ("paraphrase", F, "Especially near the end, pupils tend to let the chords cover the melody."),
            ("swapped_roles", U, "The melody lies in the right hand while the left hand plays off-beat chords."),
            ("opposite", U, "Keep the chords heavy and sustained."),
            ("substitution", U, "The Happy Farmer comes from Schumann's Kinderszenen."),
        ],
    },
    {
        "domain": "literature", "split": "fresh223", "names": "Study guide: The Lady, or the Tiger?",
        "evidence": "A semi-barbaric king tries accused men by making them choose between two doors: behind one waits "
                    "a hungry tiger, behind the other a lady whom the man must marry at once. When the princess's "
                    "lover is tried, she learns which door hides which and signals him to open the right-hand door. "
                    "The story ends without revealing what came out.",
        "claims": [
            ("paraphrase", F, "Men accused of crimes must pick one of two doors, one hiding a tiger and the other a lady."),
            ("paraphrase", F, "The princess discovers what lies behind each door before her lover's trial."),
            ("paraphrase", F, "The reader is never told whether the lady or the tiger emerged."),
            ("reversed_order", U, "The princess signals her lover to open the left-hand door."),
            ("opposite", U, "The story ends by revealing that the tiger came out."),
            ("swapped_roles", U, "The king's daughter is put on trial, and her lover signals which door to choose."),
        ],
    },
    {
        "domain": "docs", "split": "fresh223", "names": "Android help: Sound Amplifier",
        "evidence": "Sound Amplifier uses your phone's microphone to make nearby speech easier to hear through "
                    "headphones. It works with wired or Bluetooth headphones, but the microphone on Bluetooth "
                    "headphones is not used; the phone's own microphone is. You can boost quiet sounds and reduce "
                    "background noise separately for each ear.",
        "claims": [
            ("paraphrase", F, "With headphones on, Sound Amplifier helps you hear speech close by using the phone's microphone."),
            ("paraphrase", F, "Even with Bluetooth headphones, it listens through the phone's microphone, not theirs."),
            ("paraphrase", F, "Each ear can have its own settings for boosting quiet sounds and cutting background noise."),
            ("opposite", U, "With Bluetooth headphones, Sound Amplifier uses the headphones' microphone."),
            ("opposite", U, "Sound Amplifier works only with wired headphones."),
            ("opposite", U, "The noise settings always apply to both ears together."),
        ],
    },
    {
        "domain": "science", "split": "fresh223", "names": "Lecture notes: the Cheerios effect",
        "evidence": "Small floating objects, such as cereal loops in milk, tend to clump together and to stick to the "
                    "walls of the bowl. Each object bends the liquid surface around it; two objects that bend it the "
                    "same way, both downward or both upward, attract each other. An object that bends the surface the "
                    "opposite way to its neighbour is pushed away instead.",
        "claims": [
            ("paraphrase", F, "Cereal loops floating in milk gather together and cling to the bowl's sides."),
            ("paraphrase", F, "Two floating objects that both bend the surface downward are drawn together."),
            ("paraphrase", F, "If two objects bend the surface in opposite directions, they repel."),
            ("opposite", U, "Two objects that bend the surface the same way repel each other."),
            ("opposite", U, "Cereal loops in milk spread apart and avoid the walls of the bowl."),
            ("swapped_roles", U, "Objects that bend the surface in opposite directions attract each other."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh223", "names": "Lecture transcript: change blindness",
        "evidence": "In Simons and Levin's 1998 door study, an experimenter asking a pedestrian for directions was "
                    "replaced by a different person while two workers carried a door between them. About half of the "
                    "pedestrians did not notice the change. People noticed more often when the new person was from a "
                    "different social group.",
        "claims": [
            ("paraphrase", F, "During the study, the person asking for directions was swapped for someone else behind a door."),
            ("paraphrase", F, "Roughly half the pedestrians failed to notice the swap."),
            ("paraphrase", F, "The change was noticed more often when the replacement belonged to a different social group."),
            ("number", U, "Almost all of the pedestrians noticed the change."),
            ("opposite", U, "People noticed less often when the new person was from a different social group."),
            ("number", U, "Simons and Levin ran the door study in 1988."),
        ],
    },
    {
        "domain": "essay", "split": "fresh223", "names": "Essay: lockers in secondary schools",
        "evidence": "Some secondary schools have removed pupil lockers to save space and reduce theft. Pupils then "
                    "carry all their books all day, and surveys report more back pain among younger pupils. Schools "
                    "that kept lockers but limited access to break times saw fewer corridor crowds.",
        "claims": [
            ("paraphrase", F, "A number of secondary schools took lockers out to free up space and cut down on theft."),
            ("paraphrase", F, "Without lockers, younger pupils reported more back pain."),
            ("paraphrase", F, "Where schools kept lockers but allowed access only at break, corridors were less crowded."),
            ("opposite", U, "Surveys report less back pain among younger pupils after lockers were removed."),
            ("opposite", U, "Limiting locker access to break times led to more corridor crowds."),
            ("overgeneralisation", U, "All secondary schools have removed pupil lockers."),
        ],
    },
]
