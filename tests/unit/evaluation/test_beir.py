import json

import pytest

from shared.errors import InputError
from shared.evaluation.beir import doc_id_of, load_beir, read_qrels, to_loaded


def _write(tmp_path, qrels_name="qrels.tsv", header=True):
    (tmp_path / "corpus.jsonl").write_text(
        json.dumps({"_id": "d1", "title": "Cats", "text": "Cats purr."}) + "\n"
        + json.dumps({"_id": "d2", "text": "Dogs bark."}) + "\n"
    )
    (tmp_path / "queries.jsonl").write_text(json.dumps({"_id": "q1", "text": "purring"}) + "\n")
    path = tmp_path / qrels_name
    path.parent.mkdir(exist_ok=True)
    path.write_text(("query-id\tcorpus-id\tscore\n" if header else "") + "q1\td1\t1\nq9\td2\t1\n")


@pytest.mark.parametrize("name,header", [("qrels.tsv", True), ("qrels/test.tsv", False)])
def test_load_beir_layouts(tmp_path, name, header):
    _write(tmp_path, name, header)
    data = load_beir(tmp_path)
    assert [d.doc_id for d in data.docs] == ["d1", "d2"]
    assert data.docs[0].full_text == "Cats\n\nCats purr."
    assert data.qrels == {"q1": {"d1": 1}}  # q9 has no query text
    assert len(data.fingerprint) == 64


def test_missing_corpus_names_the_fix(tmp_path):
    with pytest.raises(InputError, match="corpus.jsonl"):
        load_beir(tmp_path)


def test_trec_style_qrels(tmp_path):
    p = tmp_path / "q.txt"
    p.write_text("q1 0 d1 2\n")
    assert read_qrels(p) == {"q1": {"d1": 2}}


def test_to_loaded_one_paragraph_block(tmp_path):
    _write(tmp_path)
    loaded = to_loaded(load_beir(tmp_path).docs[1])
    doc = loaded.document
    assert doc.text == "Dogs bark." and len(doc.blocks) == 1 and doc.block_text(doc.blocks[0]) == doc.text
    assert doc_id_of(loaded.origin) == "d2"
