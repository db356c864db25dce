"""The adversarial claim/evidence set for ``benchmarks/verifier.py`` (written for Footnote).

Each group is one evidence passage with the claims written against it: ``faithful`` kinds
(quote, paraphrase) must come out ``supported``; every other kind must not. ``names`` is the
source's author/title, as a citation would know it. ``split`` marks the half used while the
checks were written (``dev``) and the half only measured (``test``).
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    # ------------------------------------------------------------------ piano pedagogy
    {
        "domain": "piano", "split": "dev", "names": "Margaret Ashdown, The Patient Hand",
        "evidence": "Change the damper pedal just after the new harmony sounds, not at the same moment. "
                    "Lifting late leaves the old chord hanging; lifting with the keys leaves a gap in the sound.",
        "claims": [
            ("quote", F, "Change the damper pedal just after the new harmony sounds, not at the same moment."),
            ("paraphrase", F, "The pedal should be changed a moment after the new harmony is heard rather than simultaneously."),
            ("paraphrase", F, "Ashdown notes that lifting the pedal late leaves the old chord hanging."),
            ("negation", U, "Never change the damper pedal after the new harmony sounds."),
            ("reversed_order", U, "Change the damper pedal just before the new harmony sounds."),
            ("opposite", U, "Lifting early leaves the old chord hanging."),
            ("specifics", U, "Change the damper pedal just after the new harmony sounds, using the left foot on the middle pedal."),
            ("overgeneralisation", U, "Every pedal change in every piece must happen after the harmony sounds, without exception."),
            ("misattribution", U, "Heinrich Neuhaus writes that the damper pedal should change just after the new harmony sounds."),
        ],
    },
    {
        "domain": "piano", "split": "dev", "names": "Piano Pedagogy Notes",
        "evidence": "In a nocturne the melody must sing above the accompaniment. Keep the left-hand chords "
                    "quieter than the right-hand line, and let the thumb of the right hand stay light.",
        "claims": [
            ("quote", F, "Keep the left-hand chords quieter than the right-hand line."),
            ("paraphrase", F, "In a nocturne the accompaniment should be softer than the melody so that the melody sings."),
            ("swapped_roles", U, "Keep the right-hand line quieter than the left-hand chords."),
            ("swapped_roles", U, "In a nocturne the accompaniment must sing above the melody."),
            ("opposite", U, "Keep the left-hand chords louder than the right-hand line."),
            ("opposite", U, "Let the thumb of the right hand stay heavy."),
            ("unrelated", U, "The nocturne should be played at a metronome mark of 60."),
            ("number", U, "Keep the left-hand chords about three times quieter than the right-hand line."),
        ],
    },
    {
        "domain": "piano", "split": "dev", "names": "Masterclass on legato",
        "evidence": "Slow practice is not soft practice. Play slowly but with a full, deep tone, so that the "
                    "hand learns the weight it will use at tempo.",
        "claims": [
            ("quote", F, "Slow practice is not soft practice."),
            ("paraphrase", F, "When practising slowly, play with a full and deep tone so the hand learns the weight it needs at tempo."),
            ("opposite", U, "Practise slowly and softly so the hand stays relaxed."),
            ("opposite", U, "Play slowly with a thin, light tone."),
            ("negation", U, "Slow practice should be soft practice."),
            ("opposite", U, "Play fast with a full, deep tone so that the hand learns the weight."),
            ("specifics", U, "Play slowly with a full tone for twenty minutes each day."),
            ("misattribution", U, "According to Czerny, slow practice is not soft practice."),
        ],
    },
    {
        "domain": "piano", "split": "test", "names": "Notes on Rubato",
        "evidence": "Rubato in Chopin is mostly a matter of the right hand: the melody may hurry or linger "
                    "while the left hand keeps a steady pulse underneath.",
        "claims": [
            ("quote", F, "The melody may hurry or linger while the left hand keeps a steady pulse underneath."),
            ("paraphrase", F, "In Chopin, rubato mainly belongs to the right hand, with the left hand keeping a steady beat."),
            ("swapped_roles", U, "In Chopin rubato belongs to the left hand, while the right hand keeps a steady pulse."),
            ("opposite", U, "In Chopin rubato means both hands hurry and linger together."),
            ("overgeneralisation", U, "The melody must always hurry while the left hand keeps a steady pulse."),
            ("negation", U, "The left hand does not keep a steady pulse during rubato."),
            ("specifics", U, "Rubato in Chopin is mostly a matter of the right hand, as Liszt taught his students in Weimar."),
            ("unrelated", U, "Chopin composed his nocturnes while living in Vienna."),
        ],
    },
    {
        "domain": "piano", "split": "test", "names": "Practice Guide",
        "evidence": "Record yourself once a week. Listening back at a distance of a few days makes uneven "
                    "scales and rushed endings easy to hear.",
        "claims": [
            ("quote", F, "Record yourself once a week."),
            ("paraphrase", F, "Listening to a recording a few days later makes uneven scales and rushed endings easy to hear."),
            ("number", U, "Record yourself three times a week."),
            ("reversed_order", U, "Listening back immediately, before a few days pass, makes uneven scales easy to hear."),
            ("opposite", U, "Listening back at a distance of a few days makes uneven scales harder to hear."),
            ("overgeneralisation", U, "Recording yourself always fixes uneven scales and rushed endings."),
            ("specifics", U, "Record yourself once a week with a studio microphone placed under the piano lid."),
        ],
    },
    {
        "domain": "piano", "split": "test", "names": "Ashdown, The Patient Hand",
        "evidence": "For a beginner, practise hands separately until each hand can play the passage without "
                    "stopping; only then put the hands together, at half the final tempo.",
        "claims": [
            ("quote", F, "Practise hands separately until each hand can play the passage without stopping."),
            ("paraphrase", F, "Beginners should put the hands together only after each hand can play the passage alone without stopping, at half tempo."),
            ("reversed_order", U, "For a beginner, put the hands together first and practise hands separately afterwards."),
            ("number", U, "Put the hands together at a quarter of the final tempo."),
            ("population", U, "For an advanced pianist, practise hands separately until each hand plays the passage without stopping."),
            ("opposite", U, "Put the hands together at full tempo."),
            ("negation", U, "A beginner should not practise hands separately."),
            ("misattribution", U, "Clara Schumann advised beginners to practise hands separately before putting them together."),
        ],
    },
    {
        "domain": "piano", "split": "dev", "names": "Video: Voicing chords",
        "evidence": "To voice the top note of a chord, lean the hand slightly toward the fifth finger and "
                    "play the lower notes with less arm weight.",
        "claims": [
            ("quote", F, "To voice the top note of a chord, lean the hand slightly toward the fifth finger."),
            ("paraphrase", F, "Bring out the top note of a chord by tilting the hand a little toward the fifth finger and using less arm weight for the lower notes."),
            ("opposite", U, "To voice the top note, play the lower notes with more arm weight."),
            ("opposite", U, "To voice the top note of a chord, lean the hand toward the thumb."),
            ("swapped_roles", U, "To voice the lower notes of a chord, lean toward the fifth finger and play the top note with less arm weight."),
            ("unrelated", U, "Voicing a chord requires a piano with a well-regulated action."),
            ("overgeneralisation", U, "Leaning toward the fifth finger is the only way to voice the top note of any chord."),
        ],
    },
    {
        "domain": "piano", "split": "test", "names": "Wrist and arm",
        "evidence": "Tension in the wrist blocks the transfer of weight from the arm. Keep the wrist supple and "
                    "let it follow the fingers rather than lead them.",
        "claims": [
            ("quote", F, "Keep the wrist supple and let it follow the fingers rather than lead them."),
            ("paraphrase", F, "A tense wrist stops arm weight from reaching the keys, so keep it loose."),
            ("opposite", U, "Keep the wrist stiff and let it follow the fingers."),
            ("swapped_roles", U, "Let the fingers follow the wrist rather than lead it."),
            ("opposite", U, "Tension in the wrist helps the transfer of weight from the arm."),
            ("negation", U, "Do not keep the wrist supple; it should lead the fingers."),
            ("specifics", U, "Keep the wrist supple and about two centimetres below the level of the keys."),
        ],
    },
    # ------------------------------------------------------------------ essays / course books
    {
        "domain": "essay", "split": "dev", "names": "A Short History of Europe",
        "evidence": "The Treaty of Westphalia in 1648 ended the Thirty Years' War and established the principle "
                    "that each state would decide its own religion.",
        "claims": [
            ("quote", F, "The Treaty of Westphalia in 1648 ended the Thirty Years' War."),
            ("paraphrase", F, "Signed in 1648, the Treaty of Westphalia brought the Thirty Years' War to an end and let each state choose its own religion."),
            ("number", U, "The Treaty of Westphalia in 1658 ended the Thirty Years' War."),
            ("opposite", U, "The Treaty of Westphalia began the Thirty Years' War."),
            ("negation", U, "The Treaty of Westphalia did not let each state decide its own religion."),
            ("specifics", U, "The Treaty of Westphalia, signed in Paris, ended the Thirty Years' War."),
            ("misattribution", U, "According to Voltaire, the Treaty of Westphalia ended the Thirty Years' War in 1648."),
            ("unrelated", U, "The Thirty Years' War was fought mainly over control of Atlantic trade routes."),
        ],
    },
    {
        "domain": "essay", "split": "dev", "names": "Reading Dickens",
        "evidence": "In Great Expectations, Pip's shame about the forge grows as his fortune rises; only after "
                    "his money is lost does he recognise Joe's worth.",
        "claims": [
            ("quote", F, "Pip's shame about the forge grows as his fortune rises."),
            ("paraphrase", F, "Pip comes to value Joe only after his money is gone."),
            ("reversed_order", U, "Pip recognises Joe's worth before his money is lost."),
            ("opposite", U, "Pip's shame about the forge fades as his fortune rises."),
            ("swapped_roles", U, "In Great Expectations, Joe's shame about the forge grows as his fortune rises."),
            ("negation", U, "Pip never recognises Joe's worth."),
            ("specifics", U, "Pip recognises Joe's worth after his money is lost, during his stay in Cairo."),
        ],
    },
    {
        "domain": "essay", "split": "test", "names": "Biology for Schools",
        "evidence": "Photosynthesis takes place in the chloroplasts, where light energy is used to turn carbon "
                    "dioxide and water into glucose, releasing oxygen.",
        "claims": [
            ("quote", F, "Photosynthesis takes place in the chloroplasts."),
            ("paraphrase", F, "In the chloroplasts, plants use the energy of light to make glucose from carbon dioxide and water, and give off oxygen."),
            ("swapped_roles", U, "Photosynthesis turns glucose into carbon dioxide and water, releasing oxygen."),
            ("opposite", U, "Photosynthesis releases carbon dioxide and absorbs oxygen."),
            ("specifics", U, "Photosynthesis takes place in the mitochondria."),
            ("negation", U, "Photosynthesis does not release oxygen."),
            ("overgeneralisation", U, "All energy used by living things is always produced by photosynthesis in chloroplasts."),
        ],
    },
    {
        "domain": "essay", "split": "test", "names": "The Industrial Revolution, a survey",
        "evidence": "Historians now think that wages for most factory workers rose only slowly before 1830, "
                    "and that living standards may have fallen in some crowded towns.",
        "claims": [
            ("quote", F, "Wages for most factory workers rose only slowly before 1830."),
            ("paraphrase", F, "Before 1830 most factory workers saw their pay rise only slowly, and in some crowded towns living standards may have dropped."),
            ("overgeneralisation", U, "Living standards always fell in every town before 1830."),
            ("opposite", U, "Wages for most factory workers rose quickly before 1830."),
            ("number", U, "Wages for most factory workers rose only slowly before 1870."),
            ("overgeneralisation", U, "Living standards fell in all crowded towns."),
            ("misattribution", U, "Karl Marx argued that wages for most factory workers rose only slowly before 1830."),
        ],
    },
    {
        "domain": "essay", "split": "dev", "names": "Poetry Handbook",
        "evidence": "A sonnet has fourteen lines. The Petrarchan form divides them into an octave and a sestet, "
                    "with a turn in thought between the two.",
        "claims": [
            ("quote", F, "A sonnet has fourteen lines."),
            ("paraphrase", F, "The Petrarchan sonnet splits its fourteen lines into an octave and a sestet, turning in thought between them."),
            ("number", U, "A sonnet has twelve lines."),
            ("swapped_roles", U, "The Petrarchan form places the sestet before the octave."),
            ("specifics", U, "The Petrarchan form divides a sonnet into three quatrains and a couplet."),
            ("negation", U, "The Petrarchan form has no turn in thought between octave and sestet."),
            ("misattribution", U, "Shakespeare wrote that a sonnet has fourteen lines divided into an octave and a sestet."),
        ],
    },
    # ------------------------------------------------------------------ technical docs
    {
        "domain": "docs", "split": "dev", "names": "Footnote configuration reference",
        "evidence": "FOOTNOTE_RETRIEVAL_TOP_K sets how many chunks a search returns; the default is 8. Values "
                    "above 50 are rejected at startup.",
        "claims": [
            ("quote", F, "FOOTNOTE_RETRIEVAL_TOP_K sets how many chunks a search returns."),
            ("paraphrase", F, "The number of chunks returned by a search is controlled by FOOTNOTE_RETRIEVAL_TOP_K, which defaults to 8."),
            ("number", U, "The default for FOOTNOTE_RETRIEVAL_TOP_K is 10."),
            ("opposite", U, "Values above 50 are accepted at startup."),
            ("specifics", U, "FOOTNOTE_RETRIEVAL_TOP_K sets how many chunks a search returns and can be changed per request with a header."),
            ("negation", U, "Values above 50 are not rejected at startup."),
            ("overgeneralisation", U, "Any value of FOOTNOTE_RETRIEVAL_TOP_K is always accepted."),
        ],
    },
    {
        "domain": "docs", "split": "dev", "names": "Deployment guide",
        "evidence": "Run the migrations before starting the API. Starting the API first leaves it answering 503 "
                    "until the schema exists.",
        "claims": [
            ("quote", F, "Run the migrations before starting the API."),
            ("paraphrase", F, "If the API is started before the migrations run, it answers 503 until the schema exists."),
            ("reversed_order", U, "Run the migrations after starting the API."),
            ("number", U, "Starting the API first leaves it answering 500 until the schema exists."),
            ("opposite", U, "Starting the API first makes it answer 503 after the schema exists."),
            ("negation", U, "You do not need to run the migrations before starting the API."),
            ("specifics", U, "Run the migrations before starting the API, using the --fake flag on the first run."),
        ],
    },
    {
        "domain": "docs", "split": "test", "names": "Webhooks",
        "evidence": "Each webhook is signed with HMAC-SHA256 over the timestamp and the body. Receivers should "
                    "reject a signature older than five minutes.",
        "claims": [
            ("quote", F, "Each webhook is signed with HMAC-SHA256 over the timestamp and the body."),
            ("paraphrase", F, "A receiver ought to refuse signatures more than five minutes old."),
            ("number", U, "Receivers should reject a signature older than fifteen minutes."),
            ("opposite", U, "Receivers should accept a signature older than five minutes."),
            ("specifics", U, "Each webhook is signed with RSA over the timestamp and the body."),
            ("negation", U, "Webhooks are not signed."),
            ("overgeneralisation", U, "Receivers must always reject every signature, whatever its age."),
        ],
    },
    {
        "domain": "docs", "split": "test", "names": "CLI manual",
        "evidence": "The --json flag prints machine-readable output. Without it, the command prints a table "
                    "and a progress bar to the terminal.",
        "claims": [
            ("quote", F, "The --json flag prints machine-readable output."),
            ("paraphrase", F, "Without --json the command shows a table and a progress bar in the terminal."),
            ("swapped_roles", U, "With the --json flag the command prints a table and a progress bar."),
            ("negation", U, "The --json flag does not print machine-readable output."),
            ("specifics", U, "The --json flag prints machine-readable output in YAML."),
            ("unrelated", U, "The command can be run as a scheduled cron job."),
        ],
    },
    {
        "domain": "docs", "split": "dev", "names": "Cache settings",
        "evidence": "The retrieval cache is invalidated whenever a source is ingested or deleted, so a search "
                    "never returns chunks from a removed document.",
        "claims": [
            ("quote", F, "The retrieval cache is invalidated whenever a source is ingested or deleted."),
            ("paraphrase", F, "Because ingesting or deleting a source clears the retrieval cache, searches never return chunks of a deleted document."),
            ("negation", U, "The retrieval cache is not invalidated when a source is deleted."),
            ("opposite", U, "A search may still return chunks from a removed document."),
            ("specifics", U, "The retrieval cache is invalidated every ten minutes."),
            ("overgeneralisation", U, "Every cache in the system is invalidated whenever any setting changes."),
        ],
    },
    # ------------------------------------------------------------------ science abstracts
    {
        "domain": "science", "split": "dev", "names": "J. Exp. Med. abstract",
        "evidence": "In mice fed a high-fat diet, treatment with the compound reduced liver fat by 30% over "
                    "eight weeks compared with untreated controls.",
        "claims": [
            ("quote", F, "Treatment with the compound reduced liver fat by 30% over eight weeks compared with untreated controls."),
            ("paraphrase", F, "Mice on a high-fat diet that received the compound had 30% less liver fat after eight weeks than untreated mice."),
            ("population", U, "In humans on a high-fat diet, the compound reduced liver fat by 30%."),
            ("number", U, "The compound reduced liver fat by 50% over eight weeks."),
            ("opposite", U, "Treatment with the compound increased liver fat in mice fed a high-fat diet."),
            ("overgeneralisation", U, "The compound cures fatty liver disease."),
            ("number", U, "The compound reduced liver fat by 30% over twelve weeks."),
            ("misattribution", U, "According to the World Health Organization, the compound reduced liver fat by 30% in mice."),
        ],
    },
    {
        "domain": "science", "split": "dev", "names": "Epidemiology abstract",
        "evidence": "Higher coffee consumption was associated with a modestly lower risk of type 2 diabetes in "
                    "a cohort of 40,000 adults followed for ten years.",
        "claims": [
            ("quote", F, "Higher coffee consumption was associated with a modestly lower risk of type 2 diabetes."),
            ("paraphrase", F, "In a ten-year study of 40,000 adults, people who drank more coffee had a somewhat lower risk of type 2 diabetes."),
            ("overgeneralisation", U, "Drinking coffee prevents type 2 diabetes."),
            ("opposite", U, "Higher coffee consumption was associated with a higher risk of type 2 diabetes."),
            ("number", U, "The cohort included 400,000 adults followed for ten years."),
            ("population", U, "In children, higher coffee consumption was associated with a lower risk of type 2 diabetes."),
            ("overgeneralisation", U, "Higher coffee consumption always lowers the risk of type 2 diabetes."),
        ],
    },
    {
        "domain": "science", "split": "test", "names": "Cell Biology abstract",
        "evidence": "Knockdown of the gene in cultured human cells increased the rate of apoptosis, suggesting "
                    "that the protein protects cells from programmed death.",
        "claims": [
            ("quote", F, "Knockdown of the gene in cultured human cells increased the rate of apoptosis."),
            ("paraphrase", F, "Silencing the gene in cultured human cells raised apoptosis rates, which suggests the protein protects cells from programmed death."),
            ("opposite", U, "Knockdown of the gene in cultured human cells decreased the rate of apoptosis."),
            ("population", U, "In patients, loss of the gene increased the rate of apoptosis."),
            ("overgeneralisation", U, "The protein proves to be the only protection cells have from programmed death."),
            ("opposite", U, "The results suggest the protein promotes programmed cell death."),
            ("specifics", U, "Knockdown of the gene in cultured human cells increased apoptosis through caspase-9 activation."),
        ],
    },
    {
        "domain": "science", "split": "test", "names": "Clinical trial abstract",
        "evidence": "In a randomized trial of 312 patients, the drug lowered systolic blood pressure by an average "
                    "of 8 mmHg more than placebo after 12 weeks; dizziness was the most common side effect.",
        "claims": [
            ("quote", F, "Dizziness was the most common side effect."),
            ("paraphrase", F, "After 12 weeks, patients on the drug had systolic pressure about 8 mmHg lower than those on placebo."),
            ("number", U, "The drug lowered systolic blood pressure by 18 mmHg more than placebo."),
            ("number", U, "The trial randomized 213 patients."),
            ("opposite", U, "The drug raised systolic blood pressure compared with placebo."),
            ("specifics", U, "Headache was the most common side effect."),
            ("overgeneralisation", U, "The drug lowers blood pressure in all patients."),
            ("swapped_roles", U, "Placebo lowered systolic blood pressure by 8 mmHg more than the drug."),
        ],
    },
    {
        "domain": "science", "split": "dev", "names": "Neuroscience abstract",
        "evidence": "Sleep deprivation impaired memory consolidation in rats, and the effect was reversed when "
                    "sleep was restored within 24 hours.",
        "claims": [
            ("quote", F, "Sleep deprivation impaired memory consolidation in rats."),
            ("paraphrase", F, "In rats, losing sleep harmed memory consolidation, but restoring sleep within 24 hours reversed the effect."),
            ("opposite", U, "Sleep deprivation improved memory consolidation in rats."),
            ("population", U, "Sleep deprivation impaired memory consolidation in people."),
            ("number", U, "The effect was reversed when sleep was restored within 48 hours."),
            ("negation", U, "The effect was not reversed when sleep was restored."),
            ("overgeneralisation", U, "Sleep deprivation permanently destroys memory in all animals."),
        ],
    },
    {
        "domain": "science", "split": "test", "names": "Ecology abstract",
        "evidence": "Wolves reintroduced to the park reduced elk browsing along rivers, after which willow "
                    "growth recovered in some areas.",
        "claims": [
            ("quote", F, "Wolves reintroduced to the park reduced elk browsing along rivers."),
            ("paraphrase", F, "After wolves returned to the park, elk browsed less along rivers and willows recovered in some places."),
            ("swapped_roles", U, "Elk reintroduced to the park reduced wolf browsing along rivers."),
            ("reversed_order", U, "Willow growth recovered before the wolves reduced elk browsing."),
            ("overgeneralisation", U, "Willow growth recovered everywhere in the park."),
            ("opposite", U, "Wolves reintroduced to the park increased elk browsing along rivers."),
            ("misattribution", U, "Charles Darwin observed that wolves reduced elk browsing along the park's rivers."),
        ],
    },
    {
        "domain": "essay", "split": "test", "names": "Economics for Schools",
        "evidence": "When a central bank raises interest rates, borrowing becomes more expensive, which tends "
                    "to slow spending and, over time, inflation.",
        "claims": [
            ("quote", F, "When a central bank raises interest rates, borrowing becomes more expensive."),
            ("paraphrase", F, "Higher interest rates make borrowing costlier, which tends to slow spending and, over time, inflation."),
            ("opposite", U, "When a central bank raises interest rates, borrowing becomes cheaper."),
            ("opposite", U, "Raising interest rates tends to speed up spending and inflation."),
            ("overgeneralisation", U, "Raising interest rates always stops inflation immediately."),
            ("swapped_roles", U, "When inflation slows, the central bank raises interest rates."),
            ("misattribution", U, "John Maynard Keynes wrote that raising interest rates makes borrowing more expensive."),
        ],
    },
    {
        "domain": "docs", "split": "test", "names": "Kubernetes runbook",
        "evidence": "Drain the node before upgrading the kubelet, and uncordon it only after the new version "
                    "reports Ready.",
        "claims": [
            ("quote", F, "Drain the node before upgrading the kubelet."),
            ("paraphrase", F, "Only uncordon the node once the upgraded kubelet reports Ready."),
            ("reversed_order", U, "Upgrade the kubelet before draining the node."),
            ("reversed_order", U, "Uncordon the node before the new version reports Ready."),
            ("negation", U, "There is no need to drain the node before upgrading the kubelet."),
            ("specifics", U, "Drain the node with the --force flag before upgrading the kubelet."),
        ],
    },
    {
        "domain": "piano", "split": "test", "names": "Scales and arpeggios",
        "evidence": "When the thumb passes under in a scale, move it early and quietly, so that it is already "
                    "above its key before the hand arrives. A late thumb causes a bump in the line.",
        "claims": [
            ("quote", F, "A late thumb causes a bump in the line."),
            ("paraphrase", F, "In a scale, the thumb should pass under early and quietly so it is already above its key before the hand arrives."),
            ("paraphrase", F, "Moving the thumb under early keeps the scale line free of bumps."),
            ("opposite", U, "When the thumb passes under in a scale, move it late."),
            ("negation", U, "A late thumb does not cause a bump in the line."),
            ("specifics", U, "Move the thumb under early, keeping the elbow pressed against the body."),
        ],
    },
    {
        "domain": "docs", "split": "test", "names": "Backup guide",
        "evidence": "Nightly backups are kept for 14 days. Restoring a backup replaces the current database, "
                    "so take a fresh backup first.",
        "claims": [
            ("quote", F, "Nightly backups are kept for 14 days."),
            ("paraphrase", F, "Because restoring a backup replaces the current database, take a fresh backup before you restore."),
            ("paraphrase", F, "The nightly backups are retained for 14 days."),
            ("number", U, "Nightly backups are kept for 30 days."),
            ("reversed_order", U, "Restore the backup first and take a fresh backup afterwards."),
            ("opposite", U, "Restoring a backup merges it into the current database."),
        ],
    },
    {
        "domain": "essay", "split": "test", "names": "Geography for Schools",
        "evidence": "Rivers carry sediment downstream and drop it where the current slows, which is why deltas "
                    "form at river mouths.",
        "claims": [
            ("quote", F, "Rivers carry sediment downstream and drop it where the current slows."),
            ("paraphrase", F, "Deltas form at river mouths because rivers drop their sediment where the current slows."),
            ("paraphrase", F, "Sediment carried downstream is dropped where a river's current slows down."),
            ("opposite", U, "Rivers drop sediment where the current speeds up."),
            ("opposite", U, "Rivers carry sediment upstream."),
        ],
    },
]


def pairs():
    """Flat rows: id, domain, split, kind, label, claim, evidence, names (the ``fresh`` held-out
    groups of ``verifier_pairs_fresh`` included)."""
    from verifier_pairs_fresh import GROUPS as FRESH
    from verifier_pairs_fresh2 import GROUPS as FRESH2
    from verifier_pairs_fresh3 import GROUPS as FRESH3
    from verifier_pairs_fresh4 import GROUPS as FRESH4
    from verifier_pairs_fresh5 import GROUPS as FRESH5
    from verifier_pairs_fresh6 import GROUPS as FRESH6
    from verifier_pairs_fresh7 import GROUPS as FRESH7
    from verifier_pairs_fresh8 import GROUPS as FRESH8
    from verifier_pairs_fresh9 import GROUPS as FRESH9
    from verifier_pairs_fresh10 import GROUPS as FRESH10
    from verifier_pairs_fresh11 import GROUPS as FRESH11
    from verifier_pairs_fresh12 import GROUPS as FRESH12
    from verifier_pairs_fresh13 import GROUPS as FRESH13
    from verifier_pairs_fresh14 import GROUPS as FRESH14
    from verifier_pairs_fresh15 import GROUPS as FRESH15
    from verifier_pairs_fresh16 import GROUPS as FRESH16
    from verifier_pairs_fresh17 import GROUPS as FRESH17
    from verifier_pairs_fresh18 import GROUPS as FRESH18
    from verifier_pairs_fresh19 import GROUPS as FRESH19
    from verifier_pairs_fresh20 import GROUPS as FRESH20
    from verifier_pairs_fresh21 import GROUPS as FRESH21
    from verifier_pairs_fresh22 import GROUPS as FRESH22
    from verifier_pairs_fresh23 import GROUPS as FRESH23
    from verifier_pairs_fresh24 import GROUPS as FRESH24
    from verifier_pairs_fresh25 import GROUPS as FRESH25
    from verifier_pairs_fresh26 import GROUPS as FRESH26
    from verifier_pairs_fresh27 import GROUPS as FRESH27
    from verifier_pairs_fresh28 import GROUPS as FRESH28
    from verifier_pairs_fresh29 import GROUPS as FRESH29
    from verifier_pairs_fresh30 import GROUPS as FRESH30
    from verifier_pairs_fresh31 import GROUPS as FRESH31
    from verifier_pairs_fresh32 import GROUPS as FRESH32
    from verifier_pairs_fresh33 import GROUPS as FRESH33
    from verifier_pairs_fresh34 import GROUPS as FRESH34
    from verifier_pairs_fresh35 import GROUPS as FRESH35
    from verifier_pairs_fresh36 import GROUPS as FRESH36
    from verifier_pairs_fresh37 import GROUPS as FRESH37
    from verifier_pairs_fresh38 import GROUPS as FRESH38
    from verifier_pairs_fresh39 import GROUPS as FRESH39
    from verifier_pairs_fresh40 import GROUPS as FRESH40
    from verifier_pairs_fresh41 import GROUPS as FRESH41
    from verifier_pairs_fresh42 import GROUPS as FRESH42
    from verifier_pairs_fresh43 import GROUPS as FRESH43
    from verifier_pairs_fresh44 import GROUPS as FRESH44
    from verifier_pairs_fresh45 import GROUPS as FRESH45
    from verifier_pairs_fresh46 import GROUPS as FRESH46
    from verifier_pairs_fresh47 import GROUPS as FRESH47
    from verifier_pairs_fresh48 import GROUPS as FRESH48
    from verifier_pairs_fresh49 import GROUPS as FRESH49
    from verifier_pairs_fresh50 import GROUPS as FRESH50
    from verifier_pairs_fresh51 import GROUPS as FRESH51
    from verifier_pairs_fresh52 import GROUPS as FRESH52
    from verifier_pairs_fresh53 import GROUPS as FRESH53
    from verifier_pairs_fresh54 import GROUPS as FRESH54
    from verifier_pairs_fresh55 import GROUPS as FRESH55
    from verifier_pairs_fresh56 import GROUPS as FRESH56
    from verifier_pairs_fresh57 import GROUPS as FRESH57
    from verifier_pairs_fresh58 import GROUPS as FRESH58
    from verifier_pairs_fresh59 import GROUPS as FRESH59
    from verifier_pairs_fresh60 import GROUPS as FRESH60
    from verifier_pairs_fresh61 import GROUPS as FRESH61
    from verifier_pairs_fresh62 import GROUPS as FRESH62
    from verifier_pairs_fresh63 import GROUPS as FRESH63
    from verifier_pairs_fresh64 import GROUPS as FRESH64
    from verifier_pairs_fresh65 import GROUPS as FRESH65
    from verifier_pairs_fresh66 import GROUPS as FRESH66
    from verifier_pairs_fresh67 import GROUPS as FRESH67
    from verifier_pairs_fresh68 import GROUPS as FRESH68
    from verifier_pairs_fresh69 import GROUPS as FRESH69
    from verifier_pairs_fresh70 import GROUPS as FRESH70
    from verifier_pairs_fresh71 import GROUPS as FRESH71
    from verifier_pairs_fresh72 import GROUPS as FRESH72
    from verifier_pairs_fresh73 import GROUPS as FRESH73
    from verifier_pairs_fresh74 import GROUPS as FRESH74
    from verifier_pairs_fresh75 import GROUPS as FRESH75
    from verifier_pairs_fresh76 import GROUPS as FRESH76
    from verifier_pairs_fresh77 import GROUPS as FRESH77
    from verifier_pairs_fresh78 import GROUPS as FRESH78
    from verifier_pairs_fresh79 import GROUPS as FRESH79
    from verifier_pairs_fresh80 import GROUPS as FRESH80
    from verifier_pairs_fresh81 import GROUPS as FRESH81
    from verifier_pairs_fresh82 import GROUPS as FRESH82
    from verifier_pairs_fresh83 import GROUPS as FRESH83
    from verifier_pairs_fresh84 import GROUPS as FRESH84
    from verifier_pairs_fresh85 import GROUPS as FRESH85
    from verifier_pairs_fresh86 import GROUPS as FRESH86
    from verifier_pairs_fresh87 import GROUPS as FRESH87
    from verifier_pairs_fresh88 import GROUPS as FRESH88
    from verifier_pairs_fresh89 import GROUPS as FRESH89
    from verifier_pairs_fresh90 import GROUPS as FRESH90
    from verifier_pairs_fresh91 import GROUPS as FRESH91
    from verifier_pairs_fresh92 import GROUPS as FRESH92
    from verifier_pairs_fresh93 import GROUPS as FRESH93
    from verifier_pairs_fresh94 import GROUPS as FRESH94
    from verifier_pairs_fresh95 import GROUPS as FRESH95
    from verifier_pairs_fresh96 import GROUPS as FRESH96
    from verifier_pairs_fresh97 import GROUPS as FRESH97
    from verifier_pairs_fresh98 import GROUPS as FRESH98
    from verifier_pairs_fresh99 import GROUPS as FRESH99
    from verifier_pairs_fresh100 import GROUPS as FRESH100
    from verifier_pairs_fresh101 import GROUPS as FRESH101
    from verifier_pairs_fresh102 import GROUPS as FRESH102
    from verifier_pairs_fresh103 import GROUPS as FRESH103
    from verifier_pairs_fresh104 import GROUPS as FRESH104
    from verifier_pairs_fresh105 import GROUPS as FRESH105
    from verifier_pairs_fresh106 import GROUPS as FRESH106
    from verifier_pairs_fresh107 import GROUPS as FRESH107
    from verifier_pairs_fresh108 import GROUPS as FRESH108
    from verifier_pairs_fresh109 import GROUPS as FRESH109
    from verifier_pairs_fresh110 import GROUPS as FRESH110
    from verifier_pairs_fresh111 import GROUPS as FRESH111
    from verifier_pairs_fresh112 import GROUPS as FRESH112
    from verifier_pairs_fresh113 import GROUPS as FRESH113
    from verifier_pairs_fresh114 import GROUPS as FRESH114
    from verifier_pairs_fresh115 import GROUPS as FRESH115
    from verifier_pairs_fresh116 import GROUPS as FRESH116
    from verifier_pairs_fresh117 import GROUPS as FRESH117
    from verifier_pairs_fresh118 import GROUPS as FRESH118
    from verifier_pairs_fresh119 import GROUPS as FRESH119
    from verifier_pairs_fresh120 import GROUPS as FRESH120
    from verifier_pairs_fresh121 import GROUPS as FRESH121
    from verifier_pairs_fresh122 import GROUPS as FRESH122
    from verifier_pairs_fresh123 import GROUPS as FRESH123
    from verifier_pairs_fresh124 import GROUPS as FRESH124
    from verifier_pairs_fresh125 import GROUPS as FRESH125
    from verifier_pairs_fresh126 import GROUPS as FRESH126
    from verifier_pairs_fresh127 import GROUPS as FRESH127
    from verifier_pairs_fresh128 import GROUPS as FRESH128
    from verifier_pairs_fresh129 import GROUPS as FRESH129
    from verifier_pairs_fresh130 import GROUPS as FRESH130
    from verifier_pairs_fresh131 import GROUPS as FRESH131
    from verifier_pairs_fresh132 import GROUPS as FRESH132
    from verifier_pairs_fresh133 import GROUPS as FRESH133
    from verifier_pairs_fresh134 import GROUPS as FRESH134
    from verifier_pairs_fresh135 import GROUPS as FRESH135
    from verifier_pairs_fresh136 import GROUPS as FRESH136
    from verifier_pairs_fresh137 import GROUPS as FRESH137
    from verifier_pairs_fresh138 import GROUPS as FRESH138
    from verifier_pairs_fresh139 import GROUPS as FRESH139
    from verifier_pairs_fresh140 import GROUPS as FRESH140
    from verifier_pairs_fresh141 import GROUPS as FRESH141
    from verifier_pairs_fresh142 import GROUPS as FRESH142
    from verifier_pairs_fresh143 import GROUPS as FRESH143
    from verifier_pairs_fresh144 import GROUPS as FRESH144
    from verifier_pairs_fresh145 import GROUPS as FRESH145
    from verifier_pairs_fresh146 import GROUPS as FRESH146
    from verifier_pairs_fresh147 import GROUPS as FRESH147
    from verifier_pairs_fresh148 import GROUPS as FRESH148
    from verifier_pairs_fresh149 import GROUPS as FRESH149
    from verifier_pairs_fresh150 import GROUPS as FRESH150
    from verifier_pairs_fresh151 import GROUPS as FRESH151
    from verifier_pairs_fresh152 import GROUPS as FRESH152
    from verifier_pairs_fresh153 import GROUPS as FRESH153
    from verifier_pairs_fresh154 import GROUPS as FRESH154
    from verifier_pairs_fresh155 import GROUPS as FRESH155
    from verifier_pairs_fresh156 import GROUPS as FRESH156
    from verifier_pairs_fresh157 import GROUPS as FRESH157
    from verifier_pairs_fresh158 import GROUPS as FRESH158
    from verifier_pairs_fresh159 import GROUPS as FRESH159
    from verifier_pairs_fresh160 import GROUPS as FRESH160
    from verifier_pairs_fresh161 import GROUPS as FRESH161
    from verifier_pairs_fresh162 import GROUPS as FRESH162
    from verifier_pairs_fresh163 import GROUPS as FRESH163
    from verifier_pairs_fresh164 import GROUPS as FRESH164
    from verifier_pairs_fresh165 import GROUPS as FRESH165
    from verifier_pairs_fresh166 import GROUPS as FRESH166
    from verifier_pairs_fresh167 import GROUPS as FRESH167
    from verifier_pairs_fresh168 import GROUPS as FRESH168
    from verifier_pairs_fresh169 import GROUPS as FRESH169
    from verifier_pairs_fresh170 import GROUPS as FRESH170
    from verifier_pairs_fresh171 import GROUPS as FRESH171
    from verifier_pairs_fresh172 import GROUPS as FRESH172
    from verifier_pairs_fresh173 import GROUPS as FRESH173
    from verifier_pairs_fresh174 import GROUPS as FRESH174
    from verifier_pairs_fresh175 import GROUPS as FRESH175
    from verifier_pairs_fresh176 import GROUPS as FRESH176
    from verifier_pairs_fresh177 import GROUPS as FRESH177
    from verifier_pairs_fresh178 import GROUPS as FRESH178
    from verifier_pairs_fresh179 import GROUPS as FRESH179
    from verifier_pairs_fresh180 import GROUPS as FRESH180
    from verifier_pairs_fresh181 import GROUPS as FRESH181
    from verifier_pairs_fresh182 import GROUPS as FRESH182
    from verifier_pairs_fresh183 import GROUPS as FRESH183
    from verifier_pairs_fresh184 import GROUPS as FRESH184
    from verifier_pairs_fresh185 import GROUPS as FRESH185
    from verifier_pairs_fresh186 import GROUPS as FRESH186
    from verifier_pairs_fresh187 import GROUPS as FRESH187
    from verifier_pairs_fresh188 import GROUPS as FRESH188
    from verifier_pairs_fresh189 import GROUPS as FRESH189
    from verifier_pairs_fresh190 import GROUPS as FRESH190
    from verifier_pairs_fresh191 import GROUPS as FRESH191
    from verifier_pairs_fresh192 import GROUPS as FRESH192
    from verifier_pairs_fresh193 import GROUPS as FRESH193
    from verifier_pairs_fresh194 import GROUPS as FRESH194
    from verifier_pairs_fresh195 import GROUPS as FRESH195
    from verifier_pairs_fresh196 import GROUPS as FRESH196
    from verifier_pairs_fresh197 import GROUPS as FRESH197
    from verifier_pairs_fresh198 import GROUPS as FRESH198
    from verifier_pairs_fresh199 import GROUPS as FRESH199
    from verifier_pairs_fresh200 import GROUPS as FRESH200
    from verifier_pairs_fresh201 import GROUPS as FRESH201
    from verifier_pairs_fresh202 import GROUPS as FRESH202
    from verifier_pairs_fresh203 import GROUPS as FRESH203
    from verifier_pairs_fresh204 import GROUPS as FRESH204
    from verifier_pairs_fresh205 import GROUPS as FRESH205
    from verifier_pairs_fresh206 import GROUPS as FRESH206
    from verifier_pairs_fresh207 import GROUPS as FRESH207
    from verifier_pairs_fresh208 import GROUPS as FRESH208
    from verifier_pairs_fresh209 import GROUPS as FRESH209
    from verifier_pairs_fresh210 import GROUPS as FRESH210
    from verifier_pairs_fresh211 import GROUPS as FRESH211
    from verifier_pairs_fresh212 import GROUPS as FRESH212
    from verifier_pairs_fresh213 import GROUPS as FRESH213
    from verifier_pairs_fresh214 import GROUPS as FRESH214
    from verifier_pairs_fresh215 import GROUPS as FRESH215
    from verifier_pairs_fresh216 import GROUPS as FRESH216
    from verifier_pairs_fresh217 import GROUPS as FRESH217
    from verifier_pairs_fresh218 import GROUPS as FRESH218
    from verifier_pairs_fresh219 import GROUPS as FRESH219
    from verifier_pairs_fresh220 import GROUPS as FRESH220
    from verifier_pairs_fresh221 import GROUPS as FRESH221
    from verifier_pairs_fresh222 import GROUPS as FRESH222
    from verifier_pairs_fresh223 import GROUPS as FRESH223
    from verifier_pairs_fresh224 import GROUPS as FRESH224
    from verifier_pairs_fresh225 import GROUPS as FRESH225
    from verifier_pairs_fresh226 import GROUPS as FRESH226
    from verifier_pairs_fresh227 import GROUPS as FRESH227
    from verifier_pairs_fresh228 import GROUPS as FRESH228
    from verifier_pairs_fresh229 import GROUPS as FRESH229
    from verifier_pairs_fresh230 import GROUPS as FRESH230
    from verifier_pairs_fresh231 import GROUPS as FRESH231
    from verifier_pairs_fresh232 import GROUPS as FRESH232
    from verifier_pairs_fresh233 import GROUPS as FRESH233
    from verifier_pairs_fresh234 import GROUPS as FRESH234
    from verifier_pairs_fresh235 import GROUPS as FRESH235
    from verifier_pairs_fresh236 import GROUPS as FRESH236
    from verifier_pairs_fresh237 import GROUPS as FRESH237
    from verifier_pairs_fresh238 import GROUPS as FRESH238
    from verifier_pairs_fresh239 import GROUPS as FRESH239
    from verifier_pairs_fresh240 import GROUPS as FRESH240
    from verifier_pairs_fresh241 import GROUPS as FRESH241
    from verifier_pairs_fresh242 import GROUPS as FRESH242
    from verifier_pairs_fresh243 import GROUPS as FRESH243
    from verifier_pairs_fresh244 import GROUPS as FRESH244
    from verifier_pairs_fresh245 import GROUPS as FRESH245
    from verifier_pairs_fresh246 import GROUPS as FRESH246
    from verifier_pairs_fresh247 import GROUPS as FRESH247
    from verifier_pairs_fresh248 import GROUPS as FRESH248
    from verifier_pairs_fresh249 import GROUPS as FRESH249
    from verifier_pairs_fresh250 import GROUPS as FRESH250
    from verifier_pairs_fresh251 import GROUPS as FRESH251
    from verifier_pairs_fresh252 import GROUPS as FRESH252
    from verifier_pairs_fresh253 import GROUPS as FRESH253
    from verifier_pairs_fresh254 import GROUPS as FRESH254
    from verifier_pairs_fresh255 import GROUPS as FRESH255
    from verifier_pairs_fresh256 import GROUPS as FRESH256
    from verifier_pairs_fresh257 import GROUPS as FRESH257
    from verifier_pairs_fresh258 import GROUPS as FRESH258
    from verifier_pairs_fresh259 import GROUPS as FRESH259
    from verifier_pairs_fresh260 import GROUPS as FRESH260
    from verifier_pairs_fresh261 import GROUPS as FRESH261
    from verifier_pairs_fresh262 import GROUPS as FRESH262
    from verifier_pairs_fresh263 import GROUPS as FRESH263
    from verifier_pairs_fresh264 import GROUPS as FRESH264
    from verifier_pairs_fresh265 import GROUPS as FRESH265

    out = []
    held_out = FRESH + FRESH2 + FRESH3 + FRESH4 + FRESH5 + FRESH6 + FRESH7 + FRESH8 + FRESH9 + FRESH10 + FRESH11
    held_out += FRESH12 + FRESH13 + FRESH14 + FRESH15 + FRESH16 + FRESH17 + FRESH18 + FRESH19 + FRESH20 + FRESH21 + FRESH22
    held_out += FRESH23 + FRESH24 + FRESH25 + FRESH26 + FRESH27 + FRESH28 + FRESH29
    held_out += FRESH30 + FRESH31 + FRESH32 + FRESH33 + FRESH34 + FRESH35 + FRESH36 + FRESH37 + FRESH38 + FRESH39
    held_out += FRESH40 + FRESH41 + FRESH42 + FRESH43 + FRESH44 + FRESH45 + FRESH46 + FRESH47
    held_out += FRESH48 + FRESH49 + FRESH50 + FRESH51 + FRESH52 + FRESH53
    held_out += FRESH54 + FRESH55 + FRESH56 + FRESH57 + FRESH58 + FRESH59
    held_out += FRESH60 + FRESH61 + FRESH62 + FRESH63 + FRESH64 + FRESH65 + FRESH66
    held_out += FRESH67 + FRESH68 + FRESH69 + FRESH70 + FRESH71 + FRESH72 + FRESH73 + FRESH74 + FRESH75
    held_out += FRESH76 + FRESH77 + FRESH78 + FRESH79 + FRESH80 + FRESH81 + FRESH82 + FRESH83 + FRESH84 + FRESH85 + FRESH86 + FRESH87 + FRESH88
    held_out += FRESH89 + FRESH90 + FRESH91 + FRESH92 + FRESH93 + FRESH94 + FRESH95 + FRESH96
    held_out += FRESH97 + FRESH98 + FRESH99 + FRESH100 + FRESH101 + FRESH102 + FRESH103
    held_out += FRESH104 + FRESH105 + FRESH106 + FRESH107 + FRESH108 + FRESH109
    held_out += FRESH110 + FRESH111 + FRESH112 + FRESH113 + FRESH114 + FRESH115
    held_out += FRESH116 + FRESH117 + FRESH118 + FRESH119 + FRESH120 + FRESH121
    held_out += FRESH122 + FRESH123 + FRESH124 + FRESH125 + FRESH126 + FRESH127
    held_out += FRESH128 + FRESH129 + FRESH130 + FRESH131 + FRESH132 + FRESH133
    held_out += FRESH134 + FRESH135 + FRESH136 + FRESH137 + FRESH138 + FRESH139
    held_out += FRESH140 + FRESH141 + FRESH142 + FRESH143 + FRESH144 + FRESH145
    held_out += FRESH146 + FRESH147 + FRESH148 + FRESH149 + FRESH150 + FRESH151
    held_out += FRESH152 + FRESH153 + FRESH154 + FRESH155 + FRESH156 + FRESH157
    held_out += FRESH158 + FRESH159 + FRESH160 + FRESH161 + FRESH162 + FRESH163
    held_out += FRESH164 + FRESH165 + FRESH166 + FRESH167 + FRESH168 + FRESH169
    held_out += FRESH170 + FRESH171 + FRESH172 + FRESH173 + FRESH174 + FRESH175
    held_out += FRESH176 + FRESH177 + FRESH178 + FRESH179 + FRESH180 + FRESH181
    held_out += FRESH182 + FRESH183 + FRESH184
    held_out += FRESH185 + FRESH186 + FRESH187
    held_out += FRESH188 + FRESH189 + FRESH190
    held_out += FRESH191 + FRESH192 + FRESH193
    held_out += FRESH194 + FRESH195 + FRESH196
    held_out += FRESH197 + FRESH198 + FRESH199
    held_out += FRESH200 + FRESH201 + FRESH202
    held_out += FRESH203 + FRESH204 + FRESH205
    held_out += FRESH206 + FRESH207 + FRESH208
    held_out += FRESH209 + FRESH210 + FRESH211
    held_out += FRESH212 + FRESH213 + FRESH214
    held_out += FRESH215 + FRESH216 + FRESH217
    held_out += FRESH218 + FRESH219 + FRESH220
    held_out += FRESH221 + FRESH222 + FRESH223
    held_out += FRESH224 + FRESH225 + FRESH226
    held_out += FRESH227 + FRESH228 + FRESH229
    held_out += FRESH230 + FRESH231 + FRESH232
    held_out += FRESH233 + FRESH234 + FRESH235
    held_out += FRESH236 + FRESH237 + FRESH238
    held_out += FRESH239 + FRESH240 + FRESH241
    held_out += FRESH242 + FRESH243 + FRESH244
    held_out += FRESH245 + FRESH246 + FRESH247
    held_out += FRESH248 + FRESH249 + FRESH250
    held_out += FRESH251 + FRESH252 + FRESH253
    held_out += FRESH254 + FRESH255 + FRESH256
    held_out += FRESH257 + FRESH258 + FRESH259
    held_out += FRESH260 + FRESH261 + FRESH262
    held_out += FRESH263 + FRESH264 + FRESH265
    for g, group in enumerate(GROUPS + held_out):
        for c, (kind, label, claim) in enumerate(group["claims"]):
            out.append({
                "id": f"{group['domain']}-{g:02d}-{c}", "domain": group["domain"], "split": group["split"],
                "kind": kind, "label": label, "claim": claim, "evidence": group["evidence"],
                "names": group["names"],
            })
    return out
