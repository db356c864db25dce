"""A hundred-and-eighty-second held-out set for ``benchmarks/verifier.py`` (split ``fresh182``).

Written on 2026-11-29 (session 57) after round 126 (which read ``fresh179``-``fresh181``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh182", "names": "Teaching notes: Ginastera's Argentine Dances",
        "evidence": "Ginastera's Three Argentine Dances draw on the rhythms of gaucho music. In the first dance, the "
                    "hands play in different keys at once, so practise each hand alone until the clashing harmonies "
                    "feel natural, then keep the driving rhythm strictly in time.",
        "claims": [
            ("paraphrase", F, "The Three Argentine Dances draw on gaucho rhythms."),
            ("paraphrase", F, "In the first dance each hand plays in a different key at the same time."),
            ("paraphrase", F, "Practise the hands separately until the clashing harmonies feel natural."),
            ("opposite", U, "In the first dance both hands play in the same key."),
            ("opposite", U, "Play the driving rhythm freely, stretching it as you like."),
            ("number", U, "Ginastera wrote five Argentine Dances."),
        ],
    },
    {
        "domain": "literature", "split": "fresh182", "names": "Study guide: Tartuffe",
        "evidence": "Orgon invites the pious-seeming Tartuffe into his home and plans to marry his daughter Mariane "
                    "to him, although she loves Valère. Elmire, Orgon's wife, exposes Tartuffe by letting her husband "
                    "hide under a table while Tartuffe tries to seduce her.",
        "claims": [
            ("paraphrase", F, "Orgon takes the apparently pious Tartuffe into his house."),
            ("paraphrase", F, "Orgon intends Mariane to marry Tartuffe, though she loves Valère."),
            ("paraphrase", F, "Elmire lets Orgon hide under a table while Tartuffe tries to seduce her."),
            ("misattribution", U, "Mariane exposes Tartuffe by hiding her father under a table."),
            ("swapped_roles", U, "Tartuffe invites Orgon into his home."),
            ("opposite", U, "Mariane loves Tartuffe and wants to marry him."),
        ],
    },
    {
        "domain": "docs", "split": "fresh182", "names": "Help centre: sleep timer",
        "evidence": "Set a sleep timer from the player screen to stop playback after 15, 30 or 60 minutes. When the "
                    "timer ends, the music fades out over ten seconds instead of stopping abruptly, and the timer is "
                    "cleared for the next session.",
        "claims": [
            ("paraphrase", F, "The sleep timer is set from the player screen."),
            ("paraphrase", F, "It can stop playback after 15, 30 or 60 minutes."),
            ("paraphrase", F, "At the end, the music fades out over ten seconds rather than cutting off suddenly."),
            ("number", U, "The sleep timer can stop playback after 45 minutes."),
            ("opposite", U, "When the timer ends, the music stops abruptly."),
            ("opposite", U, "The timer stays set for the next session."),
        ],
    },
    {
        "domain": "science", "split": "fresh182", "names": "Abstract: how birds sense magnetic fields",
        "evidence": "Migratory birds are thought to sense the Earth's magnetic field through light-sensitive proteins "
                    "in their eyes. In experiments, robins lost their sense of direction when exposed to weak "
                    "radio-frequency noise, but oriented normally once the noise was shielded.",
        "claims": [
            ("paraphrase", F, "Migratory birds may sense the Earth's magnetic field through light-sensitive proteins in their eyes."),
            ("paraphrase", F, "Weak radio-frequency noise made robins lose their sense of direction."),
            ("paraphrase", F, "With the noise shielded, the robins oriented normally."),
            ("substitution", U, "Birds sense the magnetic field through iron crystals in their beaks."),
            ("opposite", U, "Robins oriented normally when exposed to weak radio-frequency noise."),
            ("overstatement", U, "It has been proven that every bird senses the magnetic field through its eyes."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh182", "names": "Lecture transcript: Foucault's pendulum",
        "evidence": "In 1851 Léon Foucault hung a 28-kilogram bob from a 67-metre wire under the dome of the Panthéon "
                    "in Paris. As the hours passed, the plane of its swing slowly turned, showing visitors directly "
                    "that the Earth rotates.",
        "claims": [
            ("paraphrase", F, "In 1851 Foucault hung a 28-kilogram bob from a 67-metre wire in the Panthéon."),
            ("paraphrase", F, "The plane of the pendulum's swing turned slowly over the hours."),
            ("paraphrase", F, "This showed visitors directly that the Earth rotates."),
            ("number", U, "Foucault's wire was 17 metres long."),
            ("substitution", U, "Foucault hung his pendulum under the dome of St Paul's in London."),
            ("opposite", U, "The plane of the pendulum's swing stayed fixed as the hours passed."),
        ],
    },
    {
        "domain": "essay", "split": "fresh182", "names": "Essay source: outdoor learning",
        "evidence": "Pupils who had one lesson a week outdoors were more attentive in the following indoor lesson "
                    "than pupils taught indoors all week. Teachers found the outdoor lessons harder to plan, and wet "
                    "weather cancelled about a third of them.",
        "claims": [
            ("paraphrase", F, "Pupils with a weekly outdoor lesson paid more attention in the next indoor lesson."),
            ("paraphrase", F, "Teachers found outdoor lessons harder to plan."),
            ("paraphrase", F, "Wet weather cancelled roughly a third of the outdoor lessons."),
            ("comparative", U, "Pupils taught indoors all week were more attentive than those who had an outdoor lesson."),
            ("opposite", U, "Teachers found the outdoor lessons easier to plan."),
            ("number", U, "Wet weather cancelled about half of the outdoor lessons."),
        ],
    },
]
