"""A hundred-and-fifty-sixth held-out set for ``benchmarks/verifier.py`` (split ``fresh155``).

Written on 2026-11-29 (session 55) after the round that read ``fresh152``-``fresh154``, before any
run of the verifier on it, on topics no earlier split uses (checked with grep), and measured once
before any rule was read from it (see ``docs/verification.md``). Same shape as
``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh155", "names": "Teaching notes: Gurlitt's Album for the Young, Op. 140",
        "evidence": "Gurlitt's pieces are graded so that each adds one small difficulty to the last. The Hunting "
                    "Song asks for crisp staccato chords in both hands, and the teacher should keep the tempo "
                    "moderate until the chords sound together.",
        "claims": [
            ("paraphrase", F, "Each piece adds a single small difficulty to the one before."),
            ("paraphrase", F, "The Hunting Song needs crisp staccato chords in both hands."),
            ("paraphrase", F, "Keep a moderate tempo until the chords sound together."),
            ("opposite", U, "The Hunting Song asks for smooth legato chords."),
            ("reversed_order", U, "Speed the tempo up first, and work on sounding the chords together afterwards."),
            ("scope", U, "The Hunting Song asks for staccato chords in the right hand only."),
        ],
    },
    {
        "domain": "literature", "split": "fresh155", "names": "Study guide: A Room with a View",
        "evidence": "In Florence, Lucy Honeychurch and her cousin Charlotte are given rooms without a view, and Mr "
                    "Emerson offers to exchange rooms with them. Charlotte first refuses because she thinks the "
                    "offer improper, but later accepts it.",
        "claims": [
            ("paraphrase", F, "Lucy and Charlotte are given rooms in Florence that have no view."),
            ("paraphrase", F, "Mr Emerson offers to swap rooms with the two women."),
            ("paraphrase", F, "Charlotte at first turns down the offer as improper but accepts it later."),
            ("opposite", U, "Charlotte accepts the offer at once."),
            ("swapped_roles", U, "Charlotte offers to exchange rooms with Mr Emerson."),
            ("substitution", U, "The story opens in Rome."),
        ],
    },
    {
        "domain": "docs", "split": "fresh155", "names": "Help centre: pinned messages",
        "evidence": "Admins can pin up to three messages to the top of a group chat. A pinned message stays at the "
                    "top until an admin unpins it or pins a fourth, which replaces the oldest pin. Members see "
                    "pins but cannot add or remove them.",
        "claims": [
            ("paraphrase", F, "An admin can pin as many as three messages at the top of a group chat."),
            ("paraphrase", F, "Pinning a fourth message replaces the oldest pin."),
            ("paraphrase", F, "Members can see pinned messages but cannot pin or unpin them."),
            ("number", U, "Admins can pin up to five messages."),
            ("opposite", U, "Pinning a fourth message replaces the newest pin."),
            ("swapped_roles", U, "Members can pin messages, and admins only see the pins."),
        ],
    },
    {
        "domain": "science", "split": "fresh155", "names": "Abstract: hagfish slime",
        "evidence": "When a hagfish is bitten, glands along its body release threads and mucus that swell in "
                    "seawater into a large mass of slime within a fraction of a second. The slime clogs the "
                    "gills of the attacking fish, which releases the hagfish.",
        "claims": [
            ("paraphrase", F, "A bitten hagfish releases threads and mucus from glands along its body."),
            ("paraphrase", F, "In seawater these swell into a big mass of slime in under a second."),
            ("paraphrase", F, "The slime clogs the attacker's gills, and it lets the hagfish go."),
            ("causal", U, "The slime poisons the attacking fish, which releases the hagfish."),
            ("swapped_roles", U, "The attacking fish releases slime that clogs the gills of the hagfish."),
            ("number", U, "The slime takes several minutes to swell."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh155", "names": "Lecture transcript: Priestley and 'dephlogisticated air'",
        "evidence": "In 1774 Joseph Priestley heated mercury oxide and collected the gas it gave off. A candle "
                    "burned in the gas with a brilliant flame, and a mouse lived in it longer than in ordinary "
                    "air. Priestley called it dephlogisticated air; Lavoisier later named it oxygen.",
        "claims": [
            ("paraphrase", F, "Priestley collected the gas given off by heated mercury oxide in 1774."),
            ("paraphrase", F, "A mouse survived longer in the gas than in ordinary air."),
            ("paraphrase", F, "Lavoisier later gave the gas the name oxygen."),
            ("misattribution", U, "Priestley named the gas oxygen."),
            ("opposite", U, "A candle went out at once in the gas."),
            ("date", U, "Priestley collected the gas in 1794."),
        ],
    },
    {
        "domain": "essay", "split": "fresh155", "names": "Poetry notes: Tithonus",
        "evidence": "Tennyson's Tithonus was granted eternal life but not eternal youth, so he keeps growing older "
                    "beside the ever-young goddess of the dawn. He asks her to take back the gift and let him "
                    "die like other men.",
        "claims": [
            ("paraphrase", F, "Tithonus received eternal life without eternal youth."),
            ("paraphrase", F, "He grows ever older beside the goddess of the dawn, who stays young."),
            ("paraphrase", F, "He begs her to take back her gift so that he can die."),
            ("opposite", U, "Tithonus was granted eternal youth as well as eternal life."),
            ("opposite", U, "He asks the goddess to make him young forever."),
            ("swapped_roles", U, "The goddess grows older beside the ever-young Tithonus."),
        ],
    },
]
