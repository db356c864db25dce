import numpy as np

from footnote.shared.embeddings.fake import HashingEmbedder
from footnote.shared.generation.dimensions import load_dimensions
from footnote.shared.generation.kinds.queries import (
    central_sentences,
    composer_tag,
    essay_queries,
    performance_query,
    question_queries,
)


def test_performance_query_from_weak_dimensions():
    q = performance_query(
        {"articulation_length": 0.3, "pedal_clarity": 0.4, "timing": 0.9, "drama": 0.45},
        load_dimensions(),
        composer="Chopin",
        piece="Nocturne",
        threshold=0.5,
    )
    assert q.text.startswith("Chopin Nocturne legato staccato")
    assert "clean pedaling" in q.text and q.text.endswith("technique")
    assert "dramatic" not in q.text  # only the two weakest steer the query
    assert q.weak == ("articulation_length", "pedal_clarity", "drama")
    assert q.strong == ("timing",)
    assert q.tags == ("composer:chopin",)


def test_performance_query_with_nothing_weak_uses_the_lowest():
    q = performance_query({"timing": 0.9, "tempo": 0.7}, load_dimensions(), composer="", piece="")
    assert q.weak == () and "rubato" in q.text and q.tags == ()


def test_composer_tag_uses_ascii_surname():
    assert composer_tag("Frédéric Chopin") == "composer:chopin"
    assert composer_tag("  ") == ""


def test_central_sentence_is_the_one_most_like_the_rest():
    sentences = [
        "The weather was nice.",
        "Solar power is cheap and solar panels spread fast.",
        "Solar panels are cheap.",
        "Solar power spreads fast.",
    ]
    assert central_sentences(sentences, HashingEmbedder(256).embed_documents) == [1]


def test_central_sentences_short_paragraph_picks_longest():
    def boom(texts):
        raise AssertionError("no embedding needed")

    assert central_sentences(["Short.", "A much longer sentence."], boom) == [1]


def test_essay_queries_one_per_paragraph_plus_key_sentences():
    essay = "Solar is cheap. Solar spreads. Wind too.\n\nCoal jobs vanish."
    qs = essay_queries(essay, HashingEmbedder(64).embed_documents)
    assert [(q.paragraph_index, q.kind) for q in qs] == [
        (0, "paragraph"),
        (0, "key_sentence"),
        (1, "paragraph"),
    ]


def test_question_queries_with_hyde():
    assert question_queries("  What is   legato? ") == ["What is legato?"]
    assert question_queries("Q?", "A hypothetical answer.") == ["Q?", "A hypothetical answer."]
    assert question_queries("Q?", "  ") == ["Q?"]


def test_embed_fn_shape_is_respected():
    calls = []

    def embed(texts):
        calls.append(list(texts))
        return np.eye(len(texts), dtype=np.float32)

    assert central_sentences(["a b", "c d", "e f"], embed) == [0]
    assert calls == [["a b", "c d", "e f"]]
