import re

from footnote.shared.generation.citations import parse
from footnote.shared.generation.compose.question import compose_question
from footnote.shared.generation.evidence import number_evidence
from footnote.shared.generation.spans import quote_span
from footnote.shared.verification.alignment import align
from tests.unit.generation.factories import make_hit, video_hit

FILLER = "and so on we go " * 20


def test_video_paragraph_ends_with_watch_at_the_quoted_moment():
    text = FILLER + "play the melody alone without pedal and record it then listen back " + FILLER
    evidence = number_evidence([video_hit("v", text, timestamp_start=100.0, timestamp_end=300.0)])
    out = compose_question({"question": "Should I record the melody without pedal?"}, evidence)
    first = out.split("\n\n")[0]
    assert "without pedal and record it" in first and first.endswith("[1].")
    parsed = parse(out, evidence)
    (claim,) = parsed.claims
    quote = re.search(r'"(.+)"', claim.text).group(1).strip("…")
    span = quote_span(evidence[0].hit, align(quote, text))  # what the renderer links to
    assert text[span.char_start - 100 : span.char_end - 100] == span.text  # hit starts at offset 100
    assert 150 <= span.timestamp_start <= 220  # inside the chunk, near the words


def test_repeated_text_from_a_second_copy_is_not_quoted_twice():
    same = "Use syncopated pedaling for legato lines: play the new harmony, then lift the pedal."
    evidence = number_evidence(
        [
            make_hit("md", same, title="Piano Pedagogy Notes", author="Footnote Example Studio"),
            make_hit("pdf", same, title="Piano Pedagogy Notes", author="Footnote Example Studio"),
            make_hit("b", "Change the pedal just after the new harmony is struck, never with it.", author="Ana Ruiz"),
        ]
    )
    out = compose_question({"question": "How do I change the pedal for a new harmony?"}, evidence)
    assert out.count("syncopated pedaling") == 1
    assert out.startswith("The Piano Pedagogy Notes answer this directly")
    assert "Ruiz" in out and "[3]" in out and "[2]" not in out


def test_a_sentence_that_restates_the_question_is_not_the_answer():
    """"The first thing to learn is when to change it" shares the question's words but answers
    nothing; the passage that says when is quoted first."""
    echo = make_hit("echo", "The first thing to learn is when to change the pedal in a nocturne.", similarity=0.7)
    answer = make_hit("ans", "Lift the pedal just after the new chord sounds, then press it again.", similarity=0.6)
    evidence = number_evidence([echo, answer])
    out = compose_question({"question": "When should I change the pedal in a nocturne?"}, evidence)
    assert out.split("\n\n")[0].count("Lift the pedal just after") == 1
    # it is still cited (it points at where the source takes the question up), not as advice
    assert 'takes up this question: "The first thing to learn is when to change' in out.split("\n\n")[1]


def test_what_follows_a_sources_restatement_of_the_question_answers_it_directly():
    """A passage that restates the question ("The first thing to learn is when to change it")
    and then answers it in other words ("lift the pedal and press it again") leads, framed as a
    direct answer, ahead of a better-ranked quote that only shares the question's topic; the
    restatement itself is not quoted again."""
    topic = make_hit("topic", "Practise the melody of a Chopin nocturne without pedal first.", similarity=0.65,
                     source_id="notes", title="Piano Pedagogy Notes", author="Footnote Example Studio")
    passage = make_hit("ch4", (
        "You have discovered the pedal, and I am glad. The first thing to learn is when to change it. "
        "The beginner presses it with the new chord. The result is a blur. The correct method is to play "
        "the new chord first, and then, as soon as it sounds, to lift the pedal and press it again."
    ), similarity=0.64, author="Margaret Ashdown")
    echo = make_hit("echo", "The first thing to learn is when to change it.", similarity=0.56,
                    granularity="sentence", author="Margaret Ashdown")
    out = compose_question({"question": "When should I change the pedal?"}, number_evidence([topic, passage, echo]))
    first, *rest = out.split("\n\n")
    assert first.startswith("Ashdown answers this directly") and "as soon as it sounds" in first
    assert "[2]" in first and "Practise the melody" in rest[0]
    assert "takes up this question" not in out


def test_a_when_question_prefers_the_sentence_that_says_when():
    text = (  # the first and second sentences share as many of the question's words
        "The damper pedal is changed with the right foot by most players. "
        "Change the damper pedal just after the new harmony sounds, never with it. "
        "Pianos have had a damper pedal since the eighteenth century."
    )
    evidence = number_evidence([make_hit("p", text, similarity=0.7)])
    out = compose_question({"question": "When should the damper pedal be changed?"}, evidence)
    assert '"Change the damper pedal just after' in out.split("\n\n")[0]  # the quote opens with it


def test_a_when_question_is_not_answered_directly_by_words_that_do_not_say_when():
    hit = make_hit("p", "Practise the melody of a Chopin nocturne without pedal first.", similarity=0.7)
    out = compose_question({"question": "When should I change the pedal in a Chopin nocturne?"}, number_evidence([hit]))
    assert out.startswith("Your sources do not answer this directly")
    hit = make_hit("p", "In a Chopin nocturne, change the pedal just after each new bass note.", similarity=0.7)
    out = compose_question({"question": "When should I change the pedal in a Chopin nocturne?"}, number_evidence([hit]))
    assert "answers this directly" in out


def test_a_lectures_code_is_introduced_as_code_with_its_file_and_lines():
    from footnote.shared.retrieval.types import CODE

    said = video_hit("s", "Swap values exchanges the two integers through their pointers, using a temporary.",
                     section="Slide 4: Swapping", title="Lecture 3", author=None, timestamp_start=74.0,
                     timestamp_end=79.0)
    code = "void swap_values(int *a, int *b) {\n    int t = *a;\n    *a = *b;\n    *b = t;\n}"
    shown = video_hit("c", code, speaker=CODE, section="Slide 4: Swapping — src/swap.c:3-7", title="Lecture 3",
                      author=None, timestamp_start=75.0, timestamp_end=80.0)
    out = compose_question({"question": "How does swap values exchange the two integers through pointers?"},
                           number_evidence([said, shown]))
    paragraphs = out.split("\n\n")
    assert paragraphs[0].startswith("The video Lecture 3 takes this up directly"), out
    assert paragraphs[1].startswith('The code in the video Lecture 3 (src/swap.c:3-7): "void swap_values('), out
    assert "int t = *a; / *a = *b; / *b = t;" in paragraphs[1] and "speaker" not in paragraphs[1]


PROCEDURE = (
    "Restoring a backup\n\n"
    "Restoring a backup replaces the whole library. To restore a backup, follow these steps.\n\n"
    "Stop the workers so that nothing writes meanwhile.\n"
    "Load the dump with `footnote db load library.dump` on the service's host.\n"
    "Start the workers again and search for a known passage.\n\n"
    "Keys and webhooks are kept."
)


def test_a_quote_that_announces_steps_brings_the_steps_each_cited():
    """"... follow these steps." is useless without them: the procedure that follows in the
    passage is quoted whole, one cited sentence per step, each verbatim from the source."""
    evidence = number_evidence([make_hit("doc", PROCEDURE, source_type="doc", title="Operations guide")])
    out = compose_question({"question": "How do I restore a backup?"}, evidence)
    first = out.split("\n\n")[0]
    assert 'follow these steps" [1].' in first
    steps = re.findall(r'Step (\d): "([^"]+)" \[1\]\.', first)
    assert [n for n, _ in steps] == ["1", "2", "3"]
    assert [s for _, s in steps] == [
        "Stop the workers so that nothing writes meanwhile",
        "Load the dump with `footnote db load library.dump` on the service's host",
        "Start the workers again and search for a known passage",
    ]
    claims = parse(out, evidence).claims
    assert len(claims) >= 4 and all(claim.cited == (1,) for claim in claims)  # the lead and each step, cited


def test_prose_that_merely_ends_with_a_colon_or_wrapped_lines_brings_no_steps():
    wrapped = ("Restoring a backup\n\nThe restore works as follows:\n\nthe workers stop, the dump is read\n"
               "back into the database, and the workers start again.")
    evidence = number_evidence([make_hit("doc", wrapped, source_type="doc")])
    out = compose_question({"question": "How does a restore work?"}, evidence)
    assert "Step 1" not in out


def test_a_slide_holding_only_a_link_is_never_quoted_as_an_answer():
    evidence = number_evidence([
        make_hit("a", "Raise MaxRequestWorkers until the server stops queueing connections at peak load.",
                 similarity=0.60),
        make_hit("b", "Apache tuning: http://httpd.apache.org/docs/1.3/misc/perf-tuning.html", similarity=0.59),
        make_hit("c", "42", similarity=0.59),
    ])
    out = compose_question({"question": "How do I tune Apache for peak load?"}, evidence)
    assert "MaxRequestWorkers" in out
    assert "httpd.apache.org" not in out and "link removed" not in out and '"42"' not in out


INSTALL = (
    "Installing\n\nTo install the tuner, run the following command:\n\n"
    "```\npip install piano-tuner==2.1 --no-deps\n```\n\n"
    "The command installs the tuner and its data files. It takes about a minute on a laptop."
)


def test_a_quote_that_announces_a_command_brings_the_command_cited():
    """"... run the following command:" is useless without the command: it is quoted as the
    source sets it, never glued to the prose after the code block."""
    evidence = number_evidence([make_hit("doc", INSTALL, source_type="doc", title="Tuner guide")])
    out = compose_question({"question": "How do I install the tuner?"}, evidence)
    first = out.split("\n\n")[0]
    assert '"To install the tuner, run the following command:" [1].' in first, out
    assert 'Exactly as the source gives it: "pip install piano-tuner==2.1 --no-deps" [1].' in first
    assert "command: The command" not in out
    assert all(claim.cited == (1,) for claim in parse(out, evidence).claims)


def test_unfenced_code_a_pre_block_or_listing_is_brought_line_by_line():
    text = ("Configure the cache in settings.py as follows:\n\n"
            "CACHE_BACKEND = 'redis'\nCACHE_TTL = 300\n\n"
            "The settings take effect on the next start.")
    evidence = number_evidence([make_hit("doc", text, source_type="doc", title="Settings")])
    out = compose_question({"question": "How do I configure the cache?"}, evidence)
    assert 'Line 1: "CACHE_BACKEND = \'redis\'" [1]. Line 2: "CACHE_TTL = 300" [1].' in out, out


def test_prose_after_a_colon_is_not_taken_for_code():
    text = ("Pedalling\n\nThe rule for legato pedalling is simple:\n\n"
            "Lift the pedal as the new harmony sounds, and press it again at once.")
    evidence = number_evidence([make_hit("doc", text, source_type="doc")])
    out = compose_question({"question": "What is the rule for legato pedalling?"}, evidence)
    assert "Exactly as the source gives it" not in out and "Line 1" not in out


def test_a_caption_quote_is_about_what_is_asked_and_reads_as_a_thought():
    lines = [
        "welcome back everyone to the studio",
        "today take a Schubert impromptu and play",  # the scene the question names, not its point
        "it slowly with both hands together",
        "then we turn to the trill which",
        "people ask about the trill a lot and",
        "a trill starts on the upper note in this",
        "music and it stays light and even",
        "from the first beat to the last one",
        "and the wrist stays loose the whole time",
        "thank you all and see you next week",
    ]
    text = "\n".join(lines)
    evidence = number_evidence([video_hit("v", text, timestamp_start=0.0, timestamp_end=120.0)])
    out = compose_question({"question": "How should the trill in the impromptu be played?"}, evidence)
    quote = re.search(r'"(.+?)"', out.split("\n\n")[0]).group(1)
    assert "upper note" in quote  # the trill, not the impromptu
    assert len(quote.split()) >= 20 and quote.split()[-1] not in ("the", "a", "and", "in")
