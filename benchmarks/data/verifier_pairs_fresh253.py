"""A two-hundred-and-fifty-third held-out set for ``benchmarks/verifier.py`` (split ``fresh253``).

Written on 2026-11-29 (session 63) after round 164 (which read ``fresh248``-``fresh250``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh253", "names": "Repertoire notes: Chopin's Prelude in E minor",
        "evidence": "Chopin's Prelude No. 4 in E minor, from the 24 Preludes, Op. 28, sets a simple, sighing melody "
                    "in the right hand over slowly changing repeated chords in the left. The left hand's chords shift "
                    "by a single note at a time, so each change should be heard without being stressed. The piece was "
                    "played at Chopin's funeral in 1849.",
        "claims": [
            ("paraphrase", F, "The right hand has a simple, sighing melody over slowly changing repeated chords in the left."),
            ("paraphrase", F, "The left-hand chords move one note at a time, and each change should be heard but not stressed."),
            ("paraphrase", F, "The prelude was played at Chopin's funeral in 1849."),
            ("swapped_roles", U, "The left hand has the melody over repeated chords in the right."),
            ("opposite", U, "Stress each change in the left-hand chords."),
            ("number", U, "The Prelude in E minor is No. 14 of the set."),
        ],
    },
    {
        "domain": "literature", "split": "fresh253", "names": "Study guide: The Verger",
        "evidence": "In W. Somerset Maugham's 'The Verger', Albert Foreman has served St Peter's Church for sixteen "
                    "years when the new vicar discovers that he cannot read or write and dismisses him. Walking home, "
                    "Albert cannot find a shop selling cigarettes, so he opens a tobacconist's himself and soon owns "
                    "a chain of shops. When his bank manager learns he is illiterate and asks what he would have been "
                    "if he could read, Albert replies that he would be the verger of St Peter's.",
        "claims": [
            ("paraphrase", F, "The new vicar dismisses Albert after discovering that he cannot read or write."),
            ("paraphrase", F, "Unable to find a shop selling cigarettes, Albert opens a tobacconist's himself."),
            ("paraphrase", F, "Albert says that if he could read, he would be the verger of St Peter's."),
            ("number", U, "Albert Foreman had served the church for six years."),
            ("swapped_roles", U, "Albert dismisses the new vicar."),
            ("opposite", U, "Albert learns to read so that he can open his shop."),
        ],
    },
    {
        "domain": "docs", "split": "fresh253", "names": "iPhone help: Live Listen",
        "evidence": "Live Listen turns your iPhone into a remote microphone that sends sound to your AirPods or "
                    "compatible hearing aids. Place the iPhone near the person you want to hear, and the sound is "
                    "streamed to your earbuds. To start it, add Hearing to Control Centre, tap the Hearing button, "
                    "then tap Live Listen. Live Listen does not record anything.",
        "claims": [
            ("paraphrase", F, "Live Listen makes your iPhone a remote microphone that streams sound to AirPods or compatible hearing aids."),
            ("paraphrase", F, "Put the iPhone near the person you want to hear."),
            ("paraphrase", F, "Add Hearing to Control Centre, tap Hearing, then tap Live Listen."),
            ("negation", U, "Live Listen records the conversation for you."),
            ("swapped_roles", U, "Live Listen turns your AirPods into a microphone that sends sound to your iPhone."),
            ("substitution", U, "Start Live Listen from the Camera app."),
        ],
    },
    {
        "domain": "science", "split": "fresh253", "names": "Physics notes: the lemon battery",
        "evidence": "A lemon battery is made by pushing a copper coin and a zinc-coated nail into a lemon. The zinc "
                    "gives up electrons more readily than the copper, so electrons flow from the zinc to the copper "
                    "through a wire, producing about 0.9 volts. The lemon juice acts as the electrolyte; one lemon "
                    "cannot light an ordinary bulb, but several in series can light an LED.",
        "claims": [
            ("paraphrase", F, "A lemon battery uses a copper coin and a zinc-coated nail pushed into a lemon."),
            ("paraphrase", F, "Electrons flow through the wire from the zinc to the copper."),
            ("paraphrase", F, "Several lemons connected in series can light an LED."),
            ("swapped_roles", U, "Electrons flow from the copper to the zinc through the wire."),
            ("number", U, "A lemon battery produces about 9 volts."),
            ("opposite", U, "A single lemon can light an ordinary bulb."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh253", "names": "Psychology lecture: the Mozart effect",
        "evidence": "In 1993 Frances Rauscher and colleagues reported that college students who listened to ten "
                    "minutes of a Mozart sonata did slightly better on a spatial reasoning task for about fifteen "
                    "minutes afterwards. Popular accounts turned this into a claim that Mozart makes babies smarter. "
                    "Later studies found the effect small and short-lived, and similar gains followed any music the "
                    "listeners enjoyed.",
        "claims": [
            ("paraphrase", F, "Rauscher's 1993 study found students did slightly better on a spatial task after ten minutes of Mozart."),
            ("paraphrase", F, "The improvement lasted about fifteen minutes."),
            ("paraphrase", F, "Later work found similar gains after any music the listeners enjoyed."),
            ("substitution", U, "Rauscher's study tested babies rather than college students."),
            ("opposite", U, "Later studies found the effect large and long-lasting."),
            ("number", U, "The students listened to thirty minutes of Mozart."),
        ],
    },
    {
        "domain": "essay", "split": "fresh253", "names": "Essay source: instrument lessons",
        "evidence": "A 2021 report found that pupils in England from the richest fifth of families were about three "
                    "times as likely to have instrument lessons as those from the poorest fifth. Lessons cost "
                    "families an average of 30 pounds a month. Schools that offered free group lessons in Year 3 saw "
                    "the gap narrow by the end of primary school.",
        "claims": [
            ("paraphrase", F, "Pupils from the richest fifth of families were about three times as likely to have instrument lessons."),
            ("paraphrase", F, "On average, lessons cost families 30 pounds a month."),
            ("paraphrase", F, "Free group lessons in Year 3 narrowed the gap by the end of primary school."),
            ("swapped_roles", U, "Pupils from the poorest fifth were about three times as likely to have lessons as the richest."),
            ("substitution", U, "Lessons cost families an average of 30 pounds a week."),
            ("opposite", U, "Free group lessons in Year 3 made the gap wider."),
        ],
    },
]
