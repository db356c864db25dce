"""A two-hundred-and-thirty-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh237``).

Written on 2026-11-29 (session 62) after round 159 (which read ``fresh233``-``fresh235``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh237", "names": "Teaching notes: Pieczonka's Tarantella",
        "evidence": "Albert Pieczonka's Tarantella in A minor is a fast dance in 6/8 time, popular with intermediate "
                    "students. The right hand plays rapid broken-chord figures while the left hand marks the beat "
                    "with short chords. Practise it slowly with a metronome first, and only raise the tempo once "
                    "every note is even.",
        "claims": [
            ("paraphrase", F, "Pieczonka's Tarantella in A minor is a fast dance in 6/8."),
            ("paraphrase", F, "The left hand keeps the beat with short chords."),
            ("paraphrase", F, "Start slowly with a metronome and speed up only when every note is even."),
            ("number", U, "The Tarantella is in 3/4 time."),
            ("opposite", U, "Start at full speed, and slow down only if the notes become uneven."),
            ("swapped_roles", U, "The left hand plays the rapid broken-chord figures."),
        ],
    },
    {
        "domain": "literature", "split": "fresh237", "names": "Study guide: The Black Cat",
        "evidence": "In Edgar Allan Poe's 'The Black Cat', the narrator, once gentle and fond of animals, becomes "
                    "cruel through drink and kills his cat, Pluto. Later he murders his wife and walls her body up in "
                    "the cellar. When the police search the house, a cry from behind the wall reveals the body, and "
                    "the second cat, which he had accidentally walled up with it.",
        "claims": [
            ("paraphrase", F, "Drink turns the once gentle narrator cruel, and he kills his cat Pluto."),
            ("paraphrase", F, "He hides his wife's body behind a wall in the cellar."),
            ("paraphrase", F, "A cry from behind the wall gives the body away to the police."),
            ("substitution", U, "The narrator buries his wife's body in the garden."),
            ("opposite", U, "The narrator was always cruel to animals."),
            ("opposite", U, "The narrator deliberately walls up the second cat."),
        ],
    },
    {
        "domain": "docs", "split": "fresh237", "names": "Windows help: Windows Sandbox",
        "evidence": "Windows Sandbox provides a lightweight desktop for running applications in isolation. Software "
                    "installed inside the sandbox stays only there and cannot affect the host. When you close Windows "
                    "Sandbox, all its software, files and state are permanently deleted. It is available on the Pro "
                    "and Enterprise editions, not on Home.",
        "claims": [
            ("paraphrase", F, "Software inside Windows Sandbox cannot affect the host."),
            ("paraphrase", F, "Closing the sandbox permanently deletes everything in it."),
            ("paraphrase", F, "Windows Sandbox isn't available on the Home edition."),
            ("opposite", U, "Files in Windows Sandbox are kept when you close it."),
            ("opposite", U, "Windows Sandbox is available on Windows Home."),
            ("opposite", U, "Software installed in the sandbox is also installed on the host."),
        ],
    },
    {
        "domain": "science", "split": "fresh237", "names": "Lecture notes: the Crookes radiometer",
        "evidence": "A Crookes radiometer is a glass bulb holding a partial vacuum, with a set of vanes on a spindle, "
                    "each vane light on one side and dark on the other. In sunlight the vanes spin with the dark "
                    "sides moving away from the light. The effect is caused by the gas that remains in the bulb, not "
                    "by the pressure of light itself; in a perfect vacuum the vanes would not turn.",
        "claims": [
            ("paraphrase", F, "Each vane has one light side and one dark side."),
            ("paraphrase", F, "In sunlight the vanes turn with their dark sides retreating from the light."),
            ("paraphrase", F, "It is the leftover gas, not light pressure, that drives the vanes."),
            ("opposite", U, "The dark sides of the vanes move towards the light."),
            ("opposite", U, "The vanes are driven by the pressure of light itself."),
            ("opposite", U, "In a perfect vacuum the vanes would spin fastest."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh237", "names": "Lecture transcript: Harlow's monkeys",
        "evidence": "In Harry Harlow's experiments in the late 1950s, infant rhesus monkeys were given two artificial "
                    "mothers: one made of bare wire that held a feeding bottle, and one covered in soft cloth that "
                    "gave no food. The infants spent most of their time clinging to the cloth mother and went to the "
                    "wire mother only to feed. When frightened, they ran to the cloth mother.",
        "claims": [
            ("paraphrase", F, "One artificial mother was bare wire with a bottle; the other was soft cloth with no food."),
            ("paraphrase", F, "The infants clung to the cloth mother most of the time."),
            ("paraphrase", F, "Frightened infants ran to the cloth mother."),
            ("opposite", U, "The infants spent most of their time on the wire mother."),
            ("swapped_roles", U, "The cloth mother held the feeding bottle."),
            ("substitution", U, "Harlow's experiments used infant chimpanzees."),
        ],
    },
    {
        "domain": "essay", "split": "fresh237", "names": "Essay: silent corridors",
        "evidence": "This term our school introduced silent corridors between lessons. Staff say pupils now arrive at "
                    "lessons calmer and a few minutes earlier. Some pupils complain that they cannot talk to friends "
                    "between lessons, and the school council has asked for the rule to be relaxed at lunchtime, which "
                    "it does not currently cover.",
        "claims": [
            ("paraphrase", F, "This term the school brought in silent corridors between lessons."),
            ("paraphrase", F, "According to staff, pupils get to lessons calmer and a little earlier."),
            ("paraphrase", F, "The rule does not currently apply at lunchtime."),
            ("opposite", U, "Staff say pupils now arrive at lessons later."),
            ("opposite", U, "The school council has asked for the rule to be extended to lunchtime."),
            ("opposite", U, "Pupils are allowed to talk to friends between lessons."),
        ],
    },
]
