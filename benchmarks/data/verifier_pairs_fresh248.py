"""A two-hundred-and-forty-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh248``).

Written on 2026-11-29 (session 63) after round 163 (which read ``fresh245``-``fresh247``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh248", "names": "Repertoire notes: Solveig's Song",
        "evidence": "Solveig's Song comes from Grieg's music for Ibsen's play Peer Gynt, where Solveig sings it while "
                    "she waits years for Peer to return. Each verse begins with a sad melody in A minor and is "
                    "followed by a wordless refrain in A major. In the piano arrangement, let the minor verse sound "
                    "withdrawn and give the major refrain more warmth, but keep the tempo steady throughout.",
        "claims": [
            ("paraphrase", F, "Solveig sings the song while she waits years for Peer to come back."),
            ("paraphrase", F, "Each verse opens with a sad melody in A minor, followed by a wordless refrain in A major."),
            ("paraphrase", F, "Keep the tempo steady from start to finish."),
            ("swapped_roles", U, "Each verse begins in A major and the refrain is in A minor."),
            ("opposite", U, "The refrain has words that Solveig sings to Peer."),
            ("opposite", U, "Slow the tempo right down for the refrain."),
        ],
    },
    {
        "domain": "literature", "split": "fresh248", "names": "Study guide: The Nightingale and the Rose",
        "evidence": "In Oscar Wilde's 'The Nightingale and the Rose', a student needs a red rose because the "
                    "professor's daughter has promised to dance with him if he brings her one. The nightingale "
                    "presses her breast against a thorn and sings all night to make the rose red, and she dies. The "
                    "girl rejects the rose because the chamberlain's nephew has sent her real jewels, and the student "
                    "throws the flower into the gutter.",
        "claims": [
            ("paraphrase", F, "The professor's daughter promises to dance with the student if he brings her a red rose."),
            ("paraphrase", F, "To colour the rose red, the nightingale sings all night with her breast pressed against a thorn."),
            ("paraphrase", F, "The student throws the rose into the gutter after the girl turns it down."),
            ("opposite", U, "The girl accepts the rose and dances with the student."),
            ("opposite", U, "The nightingale survives the night."),
            ("misattribution", U, "The student has sent the girl real jewels."),
        ],
    },
    {
        "domain": "docs", "split": "fresh248", "names": "Chrome help: Safety Check",
        "evidence": "Safety Check looks for compromised passwords, checks whether Chrome is up to date, and warns you "
                    "about harmful extensions. To run it, open Settings and select Privacy and security, then click "
                    "Go to Safety Check. Chrome also runs some checks automatically in the background, but it does "
                    "not change your passwords for you.",
        "claims": [
            ("paraphrase", F, "Safety Check warns about harmful extensions and checks whether Chrome is up to date."),
            ("paraphrase", F, "Open Settings, select Privacy and security, then click Go to Safety Check."),
            ("paraphrase", F, "Chrome runs some of the checks automatically in the background."),
            ("negation", U, "Safety Check changes your compromised passwords for you."),
            ("substitution", U, "Safety Check is found under Appearance in Settings."),
            ("opposite", U, "Chrome never runs any checks unless you open Safety Check."),
        ],
    },
    {
        "domain": "science", "split": "fresh248", "names": "Physics notes: the hot air balloon",
        "evidence": "A hot air balloon rises because the air inside the envelope is heated by a burner, making it "
                    "less dense than the cooler air outside. To climb, the pilot fires the burner; to descend, the "
                    "pilot opens a vent at the top of the envelope to let hot air escape. The balloon has no "
                    "steering: it travels with the wind, and pilots change direction by finding winds that blow "
                    "differently at other heights.",
        "claims": [
            ("paraphrase", F, "Heating the air inside the envelope makes it less dense than the cooler air outside, so the balloon rises."),
            ("paraphrase", F, "Opening a vent at the top lets hot air out so the balloon can descend."),
            ("paraphrase", F, "Pilots change direction by finding winds at other heights that blow a different way."),
            ("swapped_roles", U, "To descend, the pilot fires the burner."),
            ("opposite", U, "The air inside the envelope is denser than the air outside."),
            ("opposite", U, "Pilots steer the balloon with a rudder."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh248", "names": "Management lecture: Parkinson's law",
        "evidence": "In a 1955 essay in The Economist, the historian C. Northcote Parkinson wrote that 'work expands "
                    "so as to fill the time available for its completion'. He illustrated it with the British "
                    "Colonial Office, whose staff grew even as the empire it administered shrank. Later studies of "
                    "student deadlines found that people given longer to finish a task often spent longer on it "
                    "without doing it better.",
        "claims": [
            ("paraphrase", F, "Parkinson's essay appeared in The Economist in 1955."),
            ("paraphrase", F, "The Colonial Office's staff grew while the empire it ran got smaller."),
            ("paraphrase", F, "People given more time for a task often took longer without doing it any better."),
            ("opposite", U, "Parkinson wrote that work shrinks to fit the time available."),
            ("swapped_roles", U, "The Colonial Office's staff shrank as the empire grew."),
            ("substitution", U, "Parkinson published the essay in The Times."),
        ],
    },
    {
        "domain": "essay", "split": "fresh248", "names": "Essay source: walking buses",
        "evidence": "A walking bus is a group of children who walk to school along a set route with at least two "
                    "adult volunteers, picking up pupils at 'stops' on the way. In a study of 40 schools that ran one "
                    "for a year, the share of pupils driven to school fell from 45 percent to 31 percent. Schools "
                    "said the hardest part was finding enough volunteers for wet winter mornings.",
        "claims": [
            ("paraphrase", F, "A walking bus follows a set route with at least two adult volunteers, collecting children at stops."),
            ("paraphrase", F, "Across the 40 schools, the share of pupils driven to school dropped from 45 to 31 percent."),
            ("paraphrase", F, "Schools found it hardest to get enough volunteers on wet winter mornings."),
            ("reversed_order", U, "The share of pupils driven to school rose from 31 percent to 45 percent."),
            ("number", U, "A walking bus needs only one adult volunteer."),
            ("opposite", U, "Schools said finding volunteers was easiest in winter."),
        ],
    },
]
