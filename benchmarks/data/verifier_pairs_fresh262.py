"""A two-hundred-and-sixty-second held-out set for ``benchmarks/verifier.py`` (split ``fresh262``).

Written on 2026-11-30 (session 64) after round 167 (which read ``fresh257``-``fresh259``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh262", "names": "Repertoire notes: Mussorgsky's The Old Castle",
        "evidence": "The Old Castle is the second picture of Mussorgsky's Pictures at an Exhibition, written for "
                    "piano in 1874 after an exhibition of paintings by his friend Viktor Hartmann. A troubadour's "
                    "melancholy song unfolds over a low G-sharp pedal point that sounds almost throughout. Keep the "
                    "pedal point soft and steady, and let the song sing above it.",
        "claims": [
            ("paraphrase", F, "The Old Castle is the second picture in Pictures at an Exhibition."),
            ("paraphrase", F, "Mussorgsky wrote the suite in 1874 after an exhibition of Viktor Hartmann's paintings."),
            ("paraphrase", F, "A low G-sharp is held almost all the way through beneath the song."),
            ("number", U, "Mussorgsky wrote Pictures at an Exhibition in 1884."),
            ("swapped_roles", U, "The song lies low while the pedal point sounds above it."),
            ("opposite", U, "The pedal point should be loud and uneven."),
        ],
    },
    {
        "domain": "literature", "split": "fresh262", "names": "Study guide: The Ugly Duckling",
        "evidence": "In Hans Christian Andersen's 'The Ugly Duckling', a bird hatched among ducklings is mocked by "
                    "the others for being large and grey. He wanders alone through a hard winter. In spring he sees "
                    "his reflection and finds that he has grown into a beautiful swan.",
        "claims": [
            ("paraphrase", F, "The ducklings mock the newly hatched bird for being big and grey."),
            ("paraphrase", F, "He spends a hard winter wandering alone."),
            ("paraphrase", F, "In spring his reflection shows that he has become a swan."),
            ("opposite", U, "The other ducklings welcome him warmly."),
            ("substitution", U, "He grows into a beautiful goose."),
            ("reversed_order", U, "He discovers that he is a swan before the winter."),
        ],
    },
    {
        "domain": "docs", "split": "fresh262", "names": "Help centre: Reduce White Point",
        "evidence": "Reduce White Point lowers the intensity of bright colours on the screen. It is separate from the "
                    "brightness slider, so the screen can be dimmer than the lowest brightness setting allows. You "
                    "can add it to the Accessibility Shortcut to turn it on with a triple-click of the side button.",
        "claims": [
            ("paraphrase", F, "Reduce White Point makes bright colours on the screen less intense."),
            ("paraphrase", F, "It can make the screen dimmer than the lowest brightness setting."),
            ("paraphrase", F, "A triple-click of the side button can turn it on through the Accessibility Shortcut."),
            ("opposite", U, "Reduce White Point makes bright colours more intense."),
            ("number", U, "A double-click of the side button turns it on."),
            ("opposite", U, "It is the same control as the brightness slider."),
        ],
    },
    {
        "domain": "science", "split": "fresh262", "names": "Abstract: the rain gauge",
        "evidence": "A standard rain gauge collects rain through a funnel into a narrow measuring tube, which "
                    "magnifies the depth so that small amounts can be read accurately. The gauge should stand in the "
                    "open, at least twice as far from any building or tree as that object is tall. Readings are "
                    "usually taken once a day, at the same time.",
        "claims": [
            ("paraphrase", F, "A rain gauge funnels rain into a narrow tube that magnifies the depth."),
            ("paraphrase", F, "The gauge should be at least twice as far from a tree as the tree is tall."),
            ("paraphrase", F, "Readings are normally taken once a day at a fixed time."),
            ("opposite", U, "The gauge should stand close to a building for shelter."),
            ("number", U, "Readings are usually taken twice a day."),
            ("opposite", U, "The narrow tube makes small amounts harder to read."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh262", "names": "Lecture transcript: the bandwagon effect",
        "evidence": "The bandwagon effect is the tendency to adopt a belief or behaviour because many others already "
                    "have. In a 2006 online study by Salganik and colleagues, songs shown with high download counts "
                    "were downloaded more, and the same song's success varied widely between separate groups of "
                    "listeners.",
        "claims": [
            ("paraphrase", F, "The bandwagon effect is adopting a belief or behaviour because many others have done so."),
            ("paraphrase", F, "Songs shown with high download counts were downloaded more often."),
            ("paraphrase", F, "The same song's success differed widely between separate groups of listeners."),
            ("number", U, "Salganik's study was published in 2016."),
            ("opposite", U, "Songs shown with high download counts were downloaded less."),
            ("opposite", U, "A song's success was the same in every group of listeners."),
        ],
    },
    {
        "domain": "essay", "split": "fresh262", "names": "Essay evidence: head boys and head girls",
        "evidence": "A survey of 300 secondary schools found that two thirds still appoint a head boy and head girl. "
                    "Schools that replaced them with a student leadership team reported that more pupils applied for "
                    "roles. Pupils in the survey said they valued being able to vote for their leaders.",
        "claims": [
            ("paraphrase", F, "Two thirds of the 300 schools still appoint a head boy and head girl."),
            ("paraphrase", F, "Schools with a student leadership team saw more pupils apply for roles."),
            ("paraphrase", F, "Pupils valued voting for their leaders."),
            ("number", U, "Half of the schools still appoint a head boy and head girl."),
            ("opposite", U, "Schools with a leadership team had fewer applicants for roles."),
            ("negation", U, "Pupils said they did not want to vote for their leaders."),
        ],
    },
]
