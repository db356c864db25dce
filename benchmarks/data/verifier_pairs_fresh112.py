"""A hundred-and-thirteenth held-out set for ``benchmarks/verifier.py`` (split ``fresh112``).

Written on 2026-11-28 (session 48) before any run of the verifier on it, on topics no earlier
split uses (checked with grep), and measured once before any rule was read from it (see
``docs/verification.md``). Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh112", "names": "Reading notes: ledger lines",
        "evidence": "Learn a few landmark notes on the ledger lines, such as the C two lines above the treble "
                    "staff, and read other notes as steps or skips from them. Counting every line from the staff "
                    "is slow and breaks the flow of reading, so use it only to check a landmark.",
        "claims": [
            ("paraphrase", F, "Memorise some landmark notes on ledger lines and read the rest relative to them."),
            ("paraphrase", F, "The C two ledger lines above the treble staff is one such landmark."),
            ("paraphrase", F, "Counting each ledger line from the staff is slow and interrupts reading."),
            ("opposite", U, "Count every ledger line from the staff each time you read a note."),
            ("substitution", U, "A useful landmark is the G two lines above the treble staff."),
            ("opposite", U, "Counting lines from the staff makes reading flow faster than landmarks do."),
        ],
    },
    {
        "domain": "literature", "split": "fresh112", "names": "Study guide: King Solomon's Mines",
        "evidence": "Allan Quatermain agrees to guide Sir Henry Curtis and Captain Good across the desert in "
                    "search of Sir Henry's missing brother. Their servant Umbopa turns out to be Ignosi, the "
                    "rightful king of the Kukuanas, and with his friends' help he overthrows the cruel King Twala.",
        "claims": [
            ("paraphrase", F, "Quatermain agrees to lead Sir Henry and Captain Good across the desert."),
            ("paraphrase", F, "They are looking for Sir Henry's brother, who has gone missing."),
            ("paraphrase", F, "Umbopa, their servant, is really Ignosi, the true Kukuana king."),
            ("swapped_roles", U, "Twala overthrows Ignosi with the help of Quatermain and his friends."),
            ("misattribution", U, "Captain Good turns out to be the rightful king of the Kukuanas."),
            ("substitution", U, "They cross the mountains in search of Captain Good's missing brother."),
        ],
    },
    {
        "domain": "docs", "split": "fresh112", "names": "Help centre: dark mode",
        "evidence": "Dark mode follows your operating system's setting by default. To choose it yourself, open "
                    "Settings > Appearance and pick Light or Dark; your choice is saved per device, not per "
                    "account. Charts keep their original colours in dark mode so that printed reports match.",
        "claims": [
            ("paraphrase", F, "Unless you change it, dark mode follows the setting of your operating system."),
            ("paraphrase", F, "You can pick Light or Dark under Settings > Appearance."),
            ("paraphrase", F, "Charts are not recoloured in dark mode, so printed reports still match."),
            ("opposite", U, "Your dark mode choice is saved to your account and follows you to every device."),
            ("opposite", U, "Charts switch to darker colours in dark mode."),
            ("substitution", U, "To choose dark mode yourself, open Settings > Accessibility."),
        ],
    },
    {
        "domain": "science", "split": "fresh112", "names": "Abstract: lemming population cycles",
        "evidence": "Collared lemming numbers in the Greenland study area rose and fell in a four-year cycle over "
                    "15 years of counts. The cycle was driven by predators, mainly stoats, whose numbers peaked a "
                    "year after the lemmings; food shortage played little part.",
        "claims": [
            ("paraphrase", F, "Over 15 years, lemming numbers in the study area followed a four-year cycle."),
            ("paraphrase", F, "Predators, above all stoats, drove the cycle."),
            ("paraphrase", F, "Stoat numbers peaked one year after lemming numbers did."),
            ("causal", U, "The lemming cycle was driven mainly by a shortage of food."),
            ("reversed_order", U, "Stoat numbers peaked a year before the lemmings."),
            ("number", U, "Lemming numbers rose and fell in a seven-year cycle."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh112", "names": "Lecture transcript: Machu Picchu",
        "evidence": "Machu Picchu was built for the Inca emperor Pachacuti around 1450 and abandoned about a "
                    "century later, during the Spanish conquest, though the Spanish never found it. Hiram Bingham "
                    "brought it to international attention in 1911, guided there by local farmers who already knew "
                    "the site.",
        "claims": [
            ("paraphrase", F, "Machu Picchu was built around 1450 for the emperor Pachacuti."),
            ("paraphrase", F, "The Spanish conquerors never discovered Machu Picchu."),
            ("paraphrase", F, "Local farmers who knew the site led Hiram Bingham to it in 1911."),
            ("opposite", U, "The Spanish found Machu Picchu and destroyed it during the conquest."),
            ("swapped_roles", U, "Hiram Bingham guided local farmers to Machu Picchu in 1911."),
            ("date", U, "Machu Picchu was abandoned around 1450, shortly after it was built."),
        ],
    },
    {
        "domain": "essay", "split": "fresh112", "names": "Course reader: Journey to the Centre of the Earth",
        "evidence": "Professor Lidenbrock decodes a runic note saying that the centre of the Earth can be reached "
                    "through an Icelandic volcano, Snaefellsjokull. With his nephew Axel and their guide Hans he "
                    "descends, and after many weeks underground they are thrown out of Stromboli, in Italy, by an "
                    "eruption.",
        "claims": [
            ("paraphrase", F, "Lidenbrock deciphers a note in runes about reaching the Earth's centre."),
            ("paraphrase", F, "The way in is through Snaefellsjokull, a volcano in Iceland."),
            ("paraphrase", F, "An eruption finally throws them out of Stromboli in Italy."),
            ("misattribution", U, "Hans decodes the runic note about the centre of the Earth."),
            ("swapped_roles", U, "They go down through Stromboli and come out of the Icelandic volcano."),
            ("opposite", U, "They climb back out the way they came in, through the Icelandic volcano."),
        ],
    },
]
