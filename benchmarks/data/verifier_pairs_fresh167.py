"""A hundred-and-sixty-eighth held-out set for ``benchmarks/verifier.py`` (split ``fresh167``).

Written on 2026-11-29 (session 56) after round 118 (which read ``fresh164``-``fresh166``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh167", "names": "Teaching notes: Brahms's late intermezzos",
        "evidence": "Brahms wrote his late intermezzos in his last years, when he had stopped composing large works. "
                    "Their inner voices matter as much as the melody, so practise each voice alone before combining "
                    "them, and keep the tempo flexible but never sentimental.",
        "claims": [
            ("paraphrase", F, "The late intermezzos date from Brahms's last years."),
            ("paraphrase", F, "By then Brahms had given up writing large works."),
            ("paraphrase", F, "Practise each voice separately before putting them together."),
            ("opposite", U, "The inner voices matter much less than the melody."),
            ("reversed_order", U, "Combine the voices first and only then practise each alone."),
            ("opposite", U, "Keep the tempo strict and unyielding."),
        ],
    },
    {
        "domain": "literature", "split": "fresh167", "names": "Study guide: Tristram Shandy",
        "evidence": "Tristram Shandy sets out to tell the story of his life but does not manage to be born until the "
                    "third volume. The novel is full of digressions, and it includes a black page to mourn the death "
                    "of Parson Yorick.",
        "claims": [
            ("paraphrase", F, "Tristram means to tell his life story but is not born until volume three."),
            ("paraphrase", F, "Digressions fill the novel."),
            ("paraphrase", F, "A black page mourns Parson Yorick's death."),
            ("number", U, "Tristram is not born until the fifth volume."),
            ("opposite", U, "The novel tells Tristram's life in strict order without digressions."),
            ("substitution", U, "The novel includes a marbled page to mourn the death of Parson Yorick."),
        ],
    },
    {
        "domain": "docs", "split": "fresh167", "names": "Help centre: guest accounts",
        "evidence": "A guest account lets someone use your computer without seeing your files. Guests cannot install "
                    "apps, and everything they create is deleted when they sign out.",
        "claims": [
            ("paraphrase", F, "With a guest account, someone can use your computer without access to your files."),
            ("paraphrase", F, "Guests are not able to install apps."),
            ("paraphrase", F, "Signing out deletes everything a guest created."),
            ("opposite", U, "Guests can install apps."),
            ("opposite", U, "Files a guest creates are kept after they sign out."),
            ("opposite", U, "A guest can see your files."),
        ],
    },
    {
        "domain": "science", "split": "fresh167", "names": "Abstract: dandelion seeds",
        "evidence": "A dandelion seed flies with a bristly parachute that traps a stable ring of air above it. This "
                    "vortex lets the seed fall about four times more slowly than a solid disc of the same size would.",
        "claims": [
            ("paraphrase", F, "A dandelion seed's bristly parachute holds a stable ring of air above it."),
            ("paraphrase", F, "The vortex slows the seed's fall."),
            ("paraphrase", F, "The seed falls roughly four times slower than a solid disc of equal size."),
            ("number", U, "The seed falls about ten times more slowly than a solid disc."),
            ("opposite", U, "The seed falls faster than a solid disc of the same size."),
            ("substitution", U, "The stable ring of air forms below the seed."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh167", "names": "Lecture transcript: Ohm's law",
        "evidence": "In 1827 Georg Ohm published his finding that the current through a wire is proportional to the "
                    "voltage across it. German physicists at first dismissed the work, and Ohm was not honoured until "
                    "the Royal Society gave him its Copley Medal in 1841.",
        "claims": [
            ("paraphrase", F, "Ohm published his result in 1827."),
            ("paraphrase", F, "The current through a wire is proportional to the voltage across it."),
            ("paraphrase", F, "The Royal Society awarded Ohm the Copley Medal in 1841."),
            ("opposite", U, "German physicists welcomed Ohm's work at once."),
            ("swapped_roles", U, "The voltage across a wire is set by the current through it, according to Ohm's 1827 paper."),
            ("date", U, "Ohm received the Copley Medal in 1827."),
        ],
    },
    {
        "domain": "essay", "split": "fresh167", "names": "Essay source: free school meals",
        "evidence": "When a district gave every pupil free school meals, attendance rose slightly and families saved "
                    "about 400 dollars a year. Schools also reported less stigma, because no one could tell which "
                    "pupils were poor.",
        "claims": [
            ("paraphrase", F, "Giving all pupils free meals raised attendance a little."),
            ("paraphrase", F, "Families saved roughly 400 dollars each year."),
            ("paraphrase", F, "Stigma fell since nobody could tell which pupils were poor."),
            ("number", U, "Families saved about 4,000 dollars a year."),
            ("opposite", U, "Attendance fell after free meals were introduced."),
            ("causal", U, "Stigma fell because the meals were served in classrooms."),
        ],
    },
]
