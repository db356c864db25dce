"""A fifty-seventh held-out set for ``benchmarks/verifier.py`` (split ``fresh56``).

Written on 2026-11-27 (session 39) after round 55 (whose rules read ``fresh55``'s errors) and
measured once before any rule read it. Same shape as ``verifier_pairs.GROUPS``.
"""

F, U = "faithful", "unfaithful"

GROUPS = [
    {
        "domain": "piano", "split": "fresh56", "names": "Masterclass transcript: Bach inventions",
        "evidence": "In the inventions, give each voice its own shape: when the theme enters in the left hand, "
                    "bring it forward and let the right hand step back. Use almost no pedal, so the "
                    "counterpoint stays clear.",
        "claims": [
            ("paraphrase", F, "When the left hand takes up the theme, it should come forward while the right "
                              "hand recedes."),
            ("paraphrase", F, "Pedal very little in the inventions so that the counterpoint remains clear."),
            ("swapped_roles", U, "When the theme enters in the left hand, bring the right hand forward and let "
                                 "the left hand step back."),
            ("opposite", U, "Use plenty of pedal so the counterpoint stays clear."),
            ("overgeneralisation", U, "Never use any pedal at all when playing Bach."),
            ("misattribution", U, "Glenn Gould advised giving each voice its own shape in the inventions."),
        ],
    },
    {
        "domain": "literature", "split": "fresh56", "names": "Study notes: A Christmas Carol",
        "evidence": "Scrooge refuses to give to charity and makes his clerk, Bob Cratchit, work in a freezing "
                    "office. After the visits of three spirits, he raises Bob's salary and becomes a second "
                    "father to Tiny Tim.",
        "claims": [
            ("paraphrase", F, "Scrooge turns down the charity collectors and keeps Bob Cratchit working in an "
                              "icy office."),
            ("paraphrase", F, "Once the three spirits have visited him, Scrooge increases Bob's pay."),
            ("paraphrase", F, "Scrooge becomes like a second father to Tiny Tim."),
            ("reversed_order", U, "Scrooge raises Bob's salary before the three spirits visit him."),
            ("misattribution", U, "Bob Cratchit refuses to give to charity."),
            ("number", U, "After the visits of four spirits, Scrooge raises Bob's salary."),
        ],
    },
    {
        "domain": "docs", "split": "fresh56", "names": "API guide: rate limits",
        "evidence": "Each API key may make 100 requests per minute. Requests over the limit receive a 429 "
                    "response with a Retry-After header; the client should wait that many seconds before "
                    "retrying, rather than retrying at once.",
        "claims": [
            ("paraphrase", F, "An API key is allowed 100 requests a minute."),
            ("paraphrase", F, "Going over the limit returns a 429 response that carries a Retry-After header."),
            ("paraphrase", F, "Clients should wait the number of seconds given in Retry-After instead of "
                              "retrying immediately."),
            ("number", U, "Each API key may make 1,000 requests per minute."),
            ("opposite", U, "The client should retry immediately after a 429 response."),
            ("substitution", U, "Requests over the limit receive a 429 response with a Content-Length header."),
        ],
    },
    {
        "domain": "science", "split": "fresh56", "names": "Abstract: caffeine and sleep",
        "evidence": "In a crossover trial of 24 adults, 200 mg of caffeine taken six hours before bed reduced "
                    "total sleep time by about 40 minutes, although participants did not report sleeping worse.",
        "claims": [
            ("paraphrase", F, "Taking 200 mg of caffeine six hours before bedtime cut total sleep by roughly "
                              "40 minutes."),
            ("paraphrase", F, "Participants did not feel that their sleep was worse after caffeine."),
            ("number", U, "Caffeine taken six hours before bed reduced total sleep time by about two hours."),
            ("opposite", U, "Participants reported sleeping much worse after caffeine."),
            ("overgeneralisation", U, "Caffeine taken at any time of day reduces sleep by 40 minutes."),
            ("specifics", U, "In a crossover trial of 24 adults aged over 65, caffeine reduced total sleep "
                             "time."),
        ],
    },
    {
        "domain": "lecture", "split": "fresh56", "names": "Biology lecture 7: enzymes",
        "evidence": "Enzymes speed up reactions by lowering the activation energy, and they are not used up in "
                    "the process. Above an optimum temperature, the enzyme's shape changes and its activity "
                    "falls sharply.",
        "claims": [
            ("paraphrase", F, "Enzymes make reactions faster by reducing the activation energy."),
            ("paraphrase", F, "An enzyme is not consumed by the reaction it speeds up."),
            ("paraphrase", F, "Beyond its optimum temperature, an enzyme changes shape and its activity drops "
                              "steeply."),
            ("opposite", U, "Enzymes speed up reactions by raising the activation energy."),
            ("opposite", U, "Above the optimum temperature, enzyme activity rises sharply."),
            ("negation", U, "Enzymes are used up when they speed up a reaction."),
        ],
    },
    {
        "domain": "essay", "split": "fresh56", "names": "Course book: the Berlin Wall",
        "evidence": "East Germany built the Berlin Wall in August 1961 to stop its citizens leaving for the "
                    "West. The wall stood for 28 years until the border was opened on 9 November 1989.",
        "claims": [
            ("paraphrase", F, "In August 1961 East Germany put up the Berlin Wall to keep its people from "
                              "leaving for the West."),
            ("paraphrase", F, "The wall remained in place for 28 years, until the border opened on 9 November "
                              "1989."),
            ("misattribution", U, "The Soviet Union built the Berlin Wall in August 1961."),
            ("number", U, "The wall stood for 38 years before the border was opened."),
            ("opposite", U, "East Germany built the wall to let its citizens leave for the West more easily."),
            ("date", U, "The border was opened on 9 November 1991."),
        ],
    },
]
