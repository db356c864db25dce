"""A fifty-first held-out set for ``benchmarks/verifier.py`` (split ``fresh50``).

Written on 2026-11-26 (session 38) after round 49 (whose rules read ``fresh49``'s errors) and
measured once before any rule reads it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh50", "names": "Lesson notes: voicing chords",
        "evidence": "When voicing a chord, bring out the top note by playing it slightly earlier and with "
                    "a firmer finger, while the lower notes stay soft. Practise each chord slowly with the "
                    "top note alone first.",
        "claims": [
            ("paraphrase", F, "To voice a chord, make the top note stand out while keeping the lower notes "
                              "quiet."),
            ("paraphrase", F, "A firmer finger on the top note helps it sound above the rest of the chord."),
            ("paraphrase", F, "Before playing the whole chord, practise its top note on its own, slowly."),
            ("opposite", U, "Bring out the top note by playing it slightly later than the others."),
            ("swapped_roles", U, "Let the top note stay soft while the lower notes are brought out."),
            ("strength", U, "Always play every chord slowly."),
        ],
    },
    {
        "domain": "literature", "split": "fresh50", "names": "Study notes on Of Mice and Men",
        "evidence": "George and Lennie dream of owning a small farm where Lennie can tend rabbits. Candy "
                    "offers his savings to join them, but the plan collapses after Lennie accidentally "
                    "kills Curley's wife in the barn.",
        "claims": [
            ("paraphrase", F, "George and Lennie hope to own a little farm one day."),
            ("paraphrase", F, "On the farm they dream of, Lennie would look after rabbits."),
            ("paraphrase", F, "Candy puts up his savings so he can be part of their plan."),
            ("misattribution", U, "Crooks offers his savings to join George and Lennie."),
            ("substitution", U, "Lennie accidentally kills Curley's wife in the bunkhouse."),
            ("opposite", U, "The plan succeeds after Candy offers his savings."),
        ],
    },
    {
        "domain": "docs", "split": "fresh50", "names": "Message queue: dead-letter handling",
        "evidence": "A message that fails processing five times is moved to the dead-letter queue. Messages "
                    "in the dead-letter queue are kept for seven days and are never retried automatically.",
        "claims": [
            ("paraphrase", F, "After five failed processing attempts, a message goes to the dead-letter "
                              "queue."),
            ("paraphrase", F, "Dead-lettered messages are held for a week."),
            ("paraphrase", F, "The system does not automatically retry messages in the dead-letter queue."),
            ("number", U, "A message is moved to the dead-letter queue after three failures."),
            ("opposite", U, "Messages in the dead-letter queue are retried automatically."),
            ("number", U, "Dead-lettered messages are kept for thirty days."),
        ],
    },
    {
        "domain": "science", "split": "fresh50", "names": "Abstract: urban trees and summer temperature",
        "evidence": "Across 40 city blocks, those with more than 30% tree canopy were on average 2 °C cooler "
                    "on summer afternoons than blocks with little canopy. The effect was smaller at night.",
        "claims": [
            ("paraphrase", F, "City blocks with over 30% tree cover averaged 2 °C cooler on summer "
                              "afternoons than blocks with little canopy."),
            ("paraphrase", F, "The cooling effect of tree canopy was weaker at night."),
            ("paraphrase", F, "The study covered 40 city blocks."),
            ("opposite", U, "Blocks with more tree canopy were warmer on summer afternoons."),
            ("opposite", U, "The cooling effect was larger at night."),
            ("number", U, "Blocks with more than 30% canopy were on average 5 °C cooler."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh50", "names": "Networks lecture 6: TCP handshake",
        "evidence": "TCP opens a connection with a three-way handshake: the client sends SYN, the server "
                    "replies with SYN-ACK, and the client answers with ACK. Only then can data flow in both "
                    "directions.",
        "claims": [
            ("paraphrase", F, "A TCP connection is set up with a three-way handshake."),
            ("paraphrase", F, "The server answers the client's SYN with a SYN-ACK."),
            ("paraphrase", F, "Data can flow both ways only once the handshake is complete."),
            ("swapped_roles", U, "The server sends SYN and the client replies with SYN-ACK."),
            ("number", U, "TCP opens a connection with a two-way handshake."),
            ("reversed_order", U, "Data flows before the client answers with ACK."),
        ],
    },
    {
        "domain": "essay", "split": "fresh50", "names": "Course book: the Berlin Airlift",
        "evidence": "When the Soviet Union blockaded West Berlin in June 1948, the Western Allies supplied "
                    "the city by air for almost a year. The blockade was lifted in May 1949, and the airlift "
                    "became a symbol of Western resolve.",
        "claims": [
            ("paraphrase", F, "The Western Allies flew supplies into West Berlin for nearly a year after the "
                              "Soviet blockade began in June 1948."),
            ("paraphrase", F, "The Soviet blockade of West Berlin ended in May 1949."),
            ("paraphrase", F, "The airlift came to stand for Western determination."),
            ("misattribution", U, "The Western Allies blockaded West Berlin in June 1948."),
            ("number", U, "The blockade was lifted in May 1950."),
            ("opposite", U, "The airlift became a symbol of Western weakness."),
        ],
    },
]
