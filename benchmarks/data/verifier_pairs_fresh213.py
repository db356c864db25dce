"""A A two-hundred-and-thirteenth held-out set for ``benchmarks/verifier.py`` (split ``fresh213``).

Written on 2026-11-29 (session 60) after round 148 (which read ``fresh209``-``fresh211``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh213", "names": "Teaching notes: Hungarian Rhapsody No. 2",
        "evidence": "Liszt's second Hungarian Rhapsody follows the pattern of the csárdás: a slow, brooding lassan "
                    "gives way to a fast, whirling friska. The lassan imitates the cimbalom and gypsy violin with "
                    "grace notes and sudden pauses. Many pianists add their own cadenza before the final section, as "
                    "Liszt invited them to do.",
        "claims": [
            ("paraphrase", F, "The rhapsody moves from a slow lassan to a fast friska, like a csárdás."),
            ("paraphrase", F, "Grace notes and sudden pauses in the lassan imitate the cimbalom and gypsy violin."),
            ("paraphrase", F, "Liszt invited pianists to add their own cadenza before the last section."),
            ("reversed_order", U, "The rhapsody opens with a fast friska that gives way to a slow lassan."),
            ("opposite", U, "Liszt forbade pianists to add their own cadenzas."),
            ("substitution", U, "The lassan imitates the bagpipes and gypsy violin."),
        ],
    },
    {
        "domain": "literature", "split": "fresh213", "names": "Study guide: Hills Like White Elephants",
        "evidence": "At a railway station in Spain, an American man and a girl called Jig wait for the train to "
                    "Madrid and talk around an operation he wants her to have. He insists it is simple and that he "
                    "only wants her to do it if she wants to. She compares the hills to white elephants and finally "
                    "asks him to stop talking.",
        "claims": [
            ("paraphrase", F, "The American and Jig wait at a Spanish station for the Madrid train."),
            ("paraphrase", F, "The man keeps saying the operation is simple."),
            ("paraphrase", F, "In the end Jig asks him to please stop talking."),
            ("swapped_roles", U, "Jig insists the operation is simple and urges the man to agree."),
            ("substitution", U, "The couple wait for the train to Barcelona."),
            ("misattribution", U, "The American man compares the hills to white elephants."),
        ],
    },
    {
        "domain": "docs", "split": "fresh213", "names": "Help: Text size",
        "evidence": "You can make text larger or smaller with the Text size slider in Display settings. The change "
                    "applies to menus, messages and most apps, but not to web pages, which have their own zoom. Very "
                    "large text may cut off words in some older apps.",
        "claims": [
            ("paraphrase", F, "The Text size slider in Display settings makes text bigger or smaller."),
            ("paraphrase", F, "Web pages keep their own zoom and are not affected by the Text size setting."),
            ("paraphrase", F, "In some older apps, very large text can cut words off."),
            ("scope", U, "The Text size slider also enlarges text on web pages."),
            ("substitution", U, "The Text size slider is in Sound settings."),
            ("opposite", U, "Very large text works perfectly in every app."),
        ],
    },
    {
        "domain": "science", "split": "fresh213", "names": "Review: Stokes' law",
        "evidence": "A small sphere falling slowly through a viscous fluid feels a drag force proportional to its "
                    "radius, its speed and the fluid's viscosity. It speeds up until the drag and buoyancy balance "
                    "its weight, and then falls at a constant terminal velocity. The law holds only when the flow "
                    "around the sphere is smooth, not turbulent.",
        "claims": [
            ("paraphrase", F, "The drag on a slowly falling small sphere is proportional to its radius, speed and the fluid's viscosity."),
            ("paraphrase", F, "Once drag and buoyancy balance its weight, the sphere falls at a steady terminal velocity."),
            ("paraphrase", F, "Stokes' law applies only to smooth, non-turbulent flow."),
            ("opposite", U, "The drag force is inversely proportional to the fluid's viscosity."),
            ("opposite", U, "The law holds only when the flow around the sphere is turbulent."),
            ("opposite", U, "The sphere keeps speeding up and never reaches a constant velocity."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh213", "names": "Lecture transcript: the foot-in-the-door technique",
        "evidence": "People who first agree to a small request are more likely to agree to a larger one later. In a "
                    "classic study, homeowners who had agreed to put a small sign in their window were far more "
                    "likely to accept a large billboard in their garden two weeks later. The effect is thought to "
                    "work by changing how people see themselves.",
        "claims": [
            ("paraphrase", F, "Agreeing to a small request makes people more likely to agree to a bigger one later."),
            ("paraphrase", F, "Homeowners who had accepted a small window sign were much more willing to take a large billboard."),
            ("paraphrase", F, "The technique is thought to work by changing people's self-image."),
            ("opposite", U, "People who agree to a small request are less likely to agree to a larger one later."),
            ("number", U, "The billboard request came two months after the small sign."),
            ("reversed_order", U, "Homeowners were first asked to accept the billboard and later the small sign."),
        ],
    },
    {
        "domain": "essay", "split": "fresh213", "names": "Essay: oral exams",
        "evidence": "Oral exams let examiners probe what a student really understands by asking follow-up questions. "
                    "They are harder to mark consistently than written papers, since different examiners may ask "
                    "different questions. Nervous students may also perform below their ability.",
        "claims": [
            ("paraphrase", F, "Follow-up questions in oral exams let examiners test real understanding."),
            ("paraphrase", F, "Oral exams are harder than written papers to mark consistently."),
            ("paraphrase", F, "Nervous students may do worse than they are able to in oral exams."),
            ("comparative", U, "Oral exams are easier to mark consistently than written papers."),
            ("opposite", U, "Nervous students tend to perform above their ability in oral exams."),
            ("opposite", U, "Examiners in oral exams cannot ask follow-up questions."),
        ],
    },
]
