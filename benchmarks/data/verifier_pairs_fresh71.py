"""A seventy-second held-out set for ``benchmarks/verifier.py`` (split ``fresh71``).

Written on 2026-11-27 (session 43) after round 70 (whose rules read ``fresh70``'s errors), before
any run of the verifier on it, on topics no earlier split uses (checked with grep), measured once
(see ``docs/verification.md``) and then read by round 71. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh71", "names": "Lesson notes: stride left hand",
        "evidence": "In stride piano the left hand alternates a low bass note on the beat with a chord in the "
                    "middle register on the off-beat. Keep the jump light and look ahead to the bass note, "
                    "because landing late on the bass is what makes the groove stumble.",
        "claims": [
            ("paraphrase", F, "The left hand alternates bass notes on the beat with mid-register chords on the "
                              "off-beat."),
            ("paraphrase", F, "Arriving late on the bass note makes the groove stumble."),
            ("paraphrase", F, "Look ahead to the bass note and keep the leap light."),
            ("swapped_roles", U, "The left hand plays the chord on the beat and the bass note on the off-beat."),
            ("opposite", U, "Make the jump heavy and deliberate."),
            ("causal", U, "Landing early on the bass is what makes the groove stumble."),
        ],
    },
    {
        "domain": "literature", "split": "fresh71", "names": "Study guide: Antigone",
        "evidence": "Creon forbids anyone to bury Polynices, who died attacking Thebes. Antigone buries her "
                    "brother anyway, saying that the laws of the gods outrank the king's decree, and Creon "
                    "sentences her to be sealed alive in a cave. Her sister Ismene at first refuses to help.",
        "claims": [
            ("paraphrase", F, "Creon bans the burial of Polynices."),
            ("paraphrase", F, "Antigone argues that divine law stands above the king's order."),
            ("paraphrase", F, "Ismene initially declines to help her sister."),
            ("misattribution", U, "Ismene buries Polynices in defiance of Creon."),
            ("opposite", U, "Creon allows Polynices to be buried with honour."),
            ("substitution", U, "Creon sentences Antigone to be sealed alive in a tower."),
        ],
    },
    {
        "domain": "docs", "split": "fresh71", "names": "Integration guide: webhook signatures",
        "evidence": "Each webhook request carries a signature header computed with HMAC-SHA256 over the "
                    "timestamp and the raw request body. Reject any request whose timestamp is more than five "
                    "minutes old, and compare signatures with a constant-time function.",
        "claims": [
            ("paraphrase", F, "The signature is an HMAC-SHA256 of the timestamp and the raw body."),
            ("paraphrase", F, "Requests with a timestamp older than five minutes should be rejected."),
            ("paraphrase", F, "Use a constant-time comparison when checking signatures."),
            ("number", U, "Reject requests whose timestamp is more than fifteen minutes old."),
            ("substitution", U, "The signature is computed over the timestamp and the parsed JSON body."),
            ("opposite", U, "Accept requests regardless of how old their timestamp is."),
        ],
    },
    {
        "domain": "science", "split": "fresh71", "names": "Abstract: light pollution and fireflies",
        "evidence": "In field plots lit by LED streetlights, male fireflies flashed less often and fewer "
                    "females responded than in dark control plots. Amber lights reduced the effect compared "
                    "with white lights but did not remove it.",
        "claims": [
            ("paraphrase", F, "Under LED streetlights, male fireflies flashed less frequently."),
            ("paraphrase", F, "Fewer females answered in the lit plots than in the dark ones."),
            ("paraphrase", F, "Amber lighting lessened, but did not eliminate, the effect."),
            ("opposite", U, "Amber lights removed the effect entirely."),
            ("swapped_roles", U, "Female fireflies flashed less often, and fewer males responded."),
            ("opposite", U, "White lights had a smaller effect than amber lights."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh71", "names": "Lecture transcript: sound waves",
        "evidence": "[00:05:12] The pitch we hear depends on the frequency of the wave, while loudness depends "
                    "on its amplitude. [00:05:40] Sound travels about four times faster in water than in air, "
                    "and it cannot travel through a vacuum at all.",
        "claims": [
            ("paraphrase", F, "Frequency determines pitch, and amplitude determines loudness."),
            ("paraphrase", F, "Sound moves roughly four times as fast in water as in air."),
            ("paraphrase", F, "Sound cannot cross a vacuum."),
            ("swapped_roles", U, "Pitch depends on amplitude, and loudness on frequency."),
            ("opposite", U, "Sound travels faster in air than in water."),
            ("number", U, "Sound travels about ten times faster in water than in air."),
        ],
    },
    {
        "domain": "essay", "split": "fresh71", "names": "Course reader: the Panama Canal",
        "evidence": "The French attempt to dig a canal across Panama in the 1880s collapsed after thousands of "
                    "workers died of malaria and yellow fever. The United States took over in 1904, controlled "
                    "the mosquitoes that spread the diseases, and opened the canal in 1914.",
        "claims": [
            ("paraphrase", F, "Malaria and yellow fever killed thousands of workers on the French project."),
            ("paraphrase", F, "The Americans took over the work in 1904."),
            ("paraphrase", F, "The canal opened in 1914 after the US controlled the disease-carrying mosquitoes."),
            ("date", U, "The canal opened in 1924."),
            ("misattribution", U, "The French controlled the mosquitoes and opened the canal in 1914."),
            ("opposite", U, "The French attempt succeeded in the 1880s."),
        ],
    },
]
