"""A two-hundred-and-fifty-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh256``).

Written on 2026-11-29 (session 63) after round 165 (which read ``fresh251``-``fresh253``), before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh256", "names": "Repertoire notes: Tchaikovsky's June",
        "evidence": "June, subtitled Barcarolle, is the sixth of Tchaikovsky's twelve pieces The Seasons, Op. 37a, "
                    "published month by month in a music magazine in 1876. The outer sections are in G minor with a "
                    "singing melody over a rocking accompaniment, and the middle section in G major is faster. Let "
                    "the melody sing and keep the accompaniment quiet.",
        "claims": [
            ("paraphrase", F, "June is the sixth of the twelve pieces in Tchaikovsky's The Seasons."),
            ("paraphrase", F, "The Seasons came out month by month in a music magazine in 1876."),
            ("paraphrase", F, "The middle section, in G major, moves faster than the outer sections."),
            ("swapped_roles", U, "The outer sections are in G major and the middle section is in G minor."),
            ("number", U, "June is the fourth piece of The Seasons."),
            ("opposite", U, "The middle section is slower than the outer sections."),
        ],
    },
    {
        "domain": "literature", "split": "fresh256", "names": "Study guide: The Canterville Ghost",
        "evidence": "In Oscar Wilde's 'The Canterville Ghost', the American minister Hiram Otis buys Canterville "
                    "Chase, ghost included. The family refuses to be frightened: they clean the ghost's bloodstain "
                    "with Pinkerton's stain remover and offer him oil for his rattling chains. Only the daughter, "
                    "Virginia, takes pity on him and helps him find rest in the Garden of Death.",
        "claims": [
            ("paraphrase", F, "Hiram Otis, an American minister, buys Canterville Chase along with its ghost."),
            ("paraphrase", F, "The Otis family offer the ghost oil for his rattling chains."),
            ("paraphrase", F, "Virginia alone pities the ghost and helps him find rest."),
            ("opposite", U, "The Otis family are terrified of the ghost."),
            ("substitution", U, "The ghost is helped to find rest by Mr Otis."),
            ("substitution", U, "The family cleans the bloodstain with soap and water."),
        ],
    },
    {
        "domain": "docs", "split": "fresh256", "names": "Google Docs help: voice typing",
        "evidence": "Voice typing in Google Docs works in Chrome. Click Tools, then Voice typing, and click the "
                    "microphone when you are ready to speak. You can add punctuation by saying words such as 'period' "
                    "or 'comma', in English, German, Japanese, Russian, French, Italian and Spanish. Voice typing "
                    "stops if you click away from the document.",
        "claims": [
            ("paraphrase", F, "Open Tools, choose Voice typing and click the microphone to start speaking."),
            ("paraphrase", F, "Saying 'period' or 'comma' adds punctuation in the supported languages."),
            ("paraphrase", F, "Clicking away from the document stops voice typing."),
            ("substitution", U, "Voice typing is found under the Insert menu."),
            ("opposite", U, "Voice typing keeps listening after you click away from the document."),
            ("substitution", U, "Spoken punctuation works in Chinese and Arabic."),
        ],
    },
    {
        "domain": "science", "split": "fresh256", "names": "Physics notes: the rainbow",
        "evidence": "A rainbow forms when sunlight enters raindrops, is refracted, reflects once off the back of each "
                    "drop and is refracted again as it leaves. Because each colour bends by a different amount, the "
                    "light spreads into a band with red on the outside and violet on the inside. You can see a "
                    "rainbow only with the sun behind you.",
        "claims": [
            ("paraphrase", F, "Sunlight is refracted entering a raindrop, reflects once off the back, and is refracted again leaving."),
            ("paraphrase", F, "Red is on the outside of the band and violet on the inside."),
            ("paraphrase", F, "A rainbow is visible only when the sun is behind you."),
            ("swapped_roles", U, "A rainbow has violet on the outside and red on the inside."),
            ("opposite", U, "You see a rainbow when you face the sun."),
            ("number", U, "Light reflects twice off the back of each drop in an ordinary rainbow."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh256", "names": "Psychology lecture: the Lombard effect",
        "evidence": "The Lombard effect, described by the French doctor Étienne Lombard in 1909, is the way speakers "
                    "raise their voices when there is background noise. They also speak more slowly and at a higher "
                    "pitch. The response is largely involuntary: people do it even when told to keep their voices "
                    "level.",
        "claims": [
            ("paraphrase", F, "Étienne Lombard described the effect in 1909."),
            ("paraphrase", F, "In background noise, speakers raise their voices and talk more slowly."),
            ("paraphrase", F, "People raise their voices even when told not to."),
            ("opposite", U, "Speakers lower their voices when there is background noise."),
            ("opposite", U, "In noise, speakers talk faster and at a lower pitch."),
            ("opposite", U, "People can easily stop the response when asked."),
        ],
    },
    {
        "domain": "essay", "split": "fresh256", "names": "Essay source: school bells",
        "evidence": "Several secondary schools in Scotland removed the bells that mark the end of lessons, saying "
                    "pupils should learn to manage their own time. After a year, teachers at one school reported "
                    "calmer corridors and fewer late arrivals, although some younger pupils said they often lost "
                    "track of time.",
        "claims": [
            ("paraphrase", F, "Some Scottish secondary schools removed their end-of-lesson bells."),
            ("paraphrase", F, "One school's teachers reported calmer corridors and fewer late arrivals after a year."),
            ("paraphrase", F, "Some younger pupils said they often lost track of time."),
            ("opposite", U, "Teachers reported more late arrivals after the bells were removed."),
            ("overgeneralisation", U, "All the pupils said they found it easy to keep track of time."),
            ("substitution", U, "The schools that removed the bells were in Wales."),
        ],
    },
]
