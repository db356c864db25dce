"""A two-hundred-and-twenty-fifth held-out set for ``benchmarks/verifier.py`` (split ``fresh225``).

Written on 2026-11-29 (session 61) after round 155 (which read ``fresh221``-``fresh223``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh225", "names": "Teaching notes: Schumann's The Wild Rider",
        "evidence": "In The Wild Rider, from the Album for the Young, the melody gallops in the right hand in the "
                    "outer sections and moves to the left hand in the middle section. Each phrase starts softly and "
                    "swells to a sforzando on the second bar. The staccato must stay crisp even at a fast tempo.",
        "claims": [
            ("paraphrase", F, "In the outer sections the galloping tune is in the right hand."),
            ("paraphrase", F, "In the middle section the left hand takes the melody."),
            ("paraphrase", F, "Keep the staccato sharp even when the tempo is fast."),
            ("swapped_roles", U, "The melody is in the left hand in the outer sections and the right hand in the middle."),
            ("opposite", U, "Each phrase starts loudly and fades to a whisper by the second bar."),
            ("opposite", U, "The staccato can be relaxed into legato at a fast tempo."),
        ],
    },
    {
        "domain": "literature", "split": "fresh225", "names": "Study guide: The Most Dangerous Game",
        "evidence": "Rainsford, a big-game hunter, falls overboard near a remote island and swims ashore. There "
                    "General Zaroff, who has grown bored of hunting animals, hunts shipwrecked sailors instead, and "
                    "offers Rainsford three days' start. Rainsford survives by setting traps and finally leaps into "
                    "the sea; that night he ambushes Zaroff in his own bedroom.",
        "claims": [
            ("paraphrase", F, "After falling from a yacht, Rainsford swims to a remote island."),
            ("paraphrase", F, "Bored with hunting animals, Zaroff now hunts men who are shipwrecked there."),
            ("paraphrase", F, "Rainsford stays alive by laying traps for his pursuer."),
            ("number", U, "Zaroff gives Rainsford a head start of one day."),
            ("swapped_roles", U, "Zaroff ambushes Rainsford in Rainsford's bedroom."),
            ("opposite", U, "Zaroff has never tired of hunting animals."),
        ],
    },
    {
        "domain": "docs", "split": "fresh225", "names": "Phone help: Lockdown mode",
        "evidence": "Lockdown mode turns off fingerprint and face unlock until you next unlock the phone with your "
                    "PIN, pattern or password. It also hides notifications on the lock screen. Lockdown only lasts "
                    "until the next unlock; it has to be turned on again each time from the power menu.",
        "claims": [
            ("paraphrase", F, "In Lockdown, fingerprint and face unlock are disabled until the PIN, pattern or password is used."),
            ("paraphrase", F, "Lockdown also hides lock-screen notifications."),
            ("paraphrase", F, "You must start Lockdown again from the power menu each time you want it."),
            ("opposite", U, "Lockdown mode keeps fingerprint unlock working."),
            ("opposite", U, "Lockdown stays on until you switch it off in Settings."),
            ("opposite", U, "Lockdown mode shows notifications on the lock screen."),
        ],
    },
    {
        "domain": "science", "split": "fresh225", "names": "Lecture notes: Mach bands",
        "evidence": "Where two bands of grey of different brightness meet, people see a thin darker stripe on the "
                    "dark side of the edge and a thin lighter stripe on the light side, though the bands themselves "
                    "are uniform. The illusion comes from lateral inhibition in the retina, where active cells "
                    "suppress their neighbours. It exaggerates edges and may help us see outlines.",
        "claims": [
            ("paraphrase", F, "A narrow darker stripe appears on the dark side where two grey bands meet."),
            ("paraphrase", F, "Lateral inhibition in the retina, in which active cells damp down their neighbours, causes it."),
            ("paraphrase", F, "The illusion makes edges look stronger and may help us see outlines."),
            ("swapped_roles", U, "People see a lighter stripe on the dark side of the edge and a darker one on the light side."),
            ("opposite", U, "In lateral inhibition, active cells excite their neighbours."),
            ("opposite", U, "The illusion blurs edges."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh225", "names": "Lecture transcript: the illusory truth effect",
        "evidence": "Statements people have heard before are rated as more likely to be true than new ones, even when "
                    "they are false. In a 2015 study by Fazio and colleagues, repetition increased belief even in "
                    "statements that contradicted participants' own knowledge. Warning that some statements were "
                    "false reduced the effect but did not remove it.",
        "claims": [
            ("paraphrase", F, "People judge statements they have heard before as likelier to be true."),
            ("paraphrase", F, "Repetition raised belief even in claims that went against what participants knew."),
            ("paraphrase", F, "A warning that some statements were false weakened the effect without eliminating it."),
            ("opposite", U, "Repeated statements are rated as less likely to be true than new ones."),
            ("opposite", U, "Warning participants removed the effect completely."),
            ("number", U, "Fazio and colleagues published their study in 2005."),
        ],
    },
    {
        "domain": "essay", "split": "fresh225", "names": "Essay: school trips abroad",
        "evidence": "School trips abroad can bring languages and history to life. Costs of several hundred pounds "
                    "exclude many families, and schools that subsidise places report much higher take-up among poorer "
                    "pupils. Teachers also give up weekends and carry heavy responsibility, so fewer are "
                    "volunteering.",
        "claims": [
            ("paraphrase", F, "Trips abroad can make languages and history feel real."),
            ("paraphrase", F, "Where schools pay part of the cost, far more poorer pupils go."),
            ("paraphrase", F, "The number of teachers volunteering to lead trips is falling."),
            ("opposite", U, "Subsidising places makes little difference to take-up among poorer pupils."),
            ("opposite", U, "More teachers are volunteering to lead trips."),
            ("number", U, "Trips abroad cost pupils a few pounds each."),
        ],
    },
]
