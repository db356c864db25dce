"""A hundred-and-eleventh held-out set for ``benchmarks/verifier.py`` (split ``fresh110``).

Written on 2026-11-28 (session 48) before any run of the verifier on it, on topics no earlier
split uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh110", "names": "Lesson notes: two-note slurs",
        "evidence": "A two-note slur is played with a drop and a lift: let the arm fall into the first note, then "
                    "roll the wrist upward so the second note is lighter and slightly shorter. Do not accent the "
                    "second note, even when it falls on a strong beat.",
        "claims": [
            ("paraphrase", F, "Play a two-note slur with a drop into the first note and a lift off the second."),
            ("paraphrase", F, "The second note of the slur should be lighter and a little shorter."),
            ("quote", F, "Do not accent the second note, even when it falls on a strong beat."),
            ("opposite", U, "The second note of a two-note slur should be louder than the first."),
            ("opposite", U, "Accent the second note whenever it falls on a strong beat."),
            ("reversed_order", U, "Lift the wrist into the first note, then drop the arm onto the second."),
        ],
    },
    {
        "domain": "literature", "split": "fresh110", "names": "Study guide: The Scarlet Pimpernel",
        "evidence": "Sir Percy Blakeney plays the part of a foolish English dandy while secretly leading the "
                    "Scarlet Pimpernel's band, which smuggles French aristocrats away from the guillotine. His wife, "
                    "Marguerite, does not know his secret, and the French agent Chauvelin forces her to help him "
                    "discover the Pimpernel's identity by threatening her brother.",
        "claims": [
            ("paraphrase", F, "Sir Percy pretends to be a silly English dandy."),
            ("paraphrase", F, "In secret, Sir Percy leads the band that rescues French aristocrats from the "
                              "guillotine."),
            ("paraphrase", F, "Chauvelin threatens Marguerite's brother to make her help him."),
            ("opposite", U, "Marguerite knows from the start that her husband is the Pimpernel."),
            ("swapped_roles", U, "Marguerite forces Chauvelin to help her discover the Pimpernel's identity."),
            ("misattribution", U, "Chauvelin leads the band that smuggles aristocrats away from the guillotine."),
        ],
    },
    {
        "domain": "docs", "split": "fresh110", "names": "Help centre: offline mode",
        "evidence": "In offline mode you can read and edit notes you opened in the last 14 days; changes are "
                    "saved on the device and uploaded when you reconnect. Attachments larger than 20 MB are not "
                    "kept offline, and you cannot share notes until you are back online.",
        "claims": [
            ("paraphrase", F, "Notes opened within the past 14 days can be read and edited offline."),
            ("paraphrase", F, "Offline changes are stored on the device and uploaded once you reconnect."),
            ("paraphrase", F, "Sharing notes has to wait until you are online again."),
            ("number", U, "Attachments larger than 50 MB are not kept offline."),
            ("opposite", U, "You can share notes while you are offline."),
            ("overgeneralisation", U, "Every note you have ever opened can be edited offline."),
        ],
    },
    {
        "domain": "science", "split": "fresh110", "names": "Abstract: pangolin scales",
        "evidence": "Pangolins are the only mammals covered in scales, which are made of keratin, the same "
                    "protein as human fingernails. When threatened, a pangolin rolls into a tight ball; adult "
                    "lions were observed failing to bite through the scales in 11 of 12 recorded encounters.",
        "claims": [
            ("paraphrase", F, "No other mammal is covered in scales the way pangolins are."),
            ("paraphrase", F, "Pangolin scales are made of keratin, like our fingernails."),
            ("paraphrase", F, "A threatened pangolin curls up into a tight ball."),
            ("substitution", U, "Pangolin scales are made of bone, like the shell of a turtle."),
            ("number", U, "Lions bit through the scales in 11 of 12 recorded encounters."),
            ("opposite", U, "When threatened, a pangolin stretches out flat on the ground."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh110", "names": "Lecture transcript: the Wright brothers at Kitty Hawk",
        "evidence": "On 17 December 1903 at Kitty Hawk, Orville Wright flew the Flyer for 12 seconds and 120 "
                    "feet, the first controlled, powered flight in a heavier-than-air machine. Wilbur made the "
                    "longest flight that day, 59 seconds. A gust of wind then overturned the Flyer, and it never "
                    "flew again.",
        "claims": [
            ("paraphrase", F, "Orville Wright's first flight at Kitty Hawk lasted 12 seconds and covered 120 feet."),
            ("paraphrase", F, "Wilbur's 59-second flight was the longest of the day."),
            ("paraphrase", F, "After a gust of wind overturned it, the Flyer never flew again."),
            ("misattribution", U, "Wilbur Wright made the first 12-second flight at Kitty Hawk."),
            ("date", U, "The first powered flight at Kitty Hawk took place on 17 December 1908."),
            ("opposite", U, "The Flyer was repaired after the gust of wind and flew many more times."),
        ],
    },
    {
        "domain": "essay", "split": "fresh110", "names": "Course reader: Robin Hood",
        "evidence": "In most versions of the legend, Robin Hood lives as an outlaw in Sherwood Forest, robbing "
                    "rich travellers and giving to the poor. He meets Little John when neither will give way on a "
                    "narrow bridge, and Little John knocks him into the stream with a staff.",
        "claims": [
            ("paraphrase", F, "In most tellings Robin Hood is an outlaw who lives in Sherwood Forest."),
            ("paraphrase", F, "Robin robs wealthy travellers and gives to the poor."),
            ("paraphrase", F, "Robin and Little John meet on a narrow bridge that neither will let the other cross first."),
            ("swapped_roles", U, "Robin Hood knocks Little John into the stream with a staff."),
            ("opposite", U, "Robin Hood robs the poor and gives to the rich."),
            ("substitution", U, "Robin Hood meets Little John at an inn in Nottingham."),
        ],
    },
]
