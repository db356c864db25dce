import pytest

from footnote.shared.errors import ValidationError
from footnote.shared.ingestion.corrections import TermCorrections
from footnote.shared.ingestion.tenant_corrections import MAX_ENTRIES, merged, normalized


def test_a_tenants_entries_add_to_the_packaged_ones_and_win_for_the_same_phrase():
    base = TermCorrections({"rue bato": "rubato", "legate o": "legato"})
    fixed = merged(base, {"Rue  Bato": "rubato (ours)", "Madam Lesheticky": "Madame Leschetizky"})
    assert fixed.apply("rue bato and legate o, said madam lesheticky") == (
        "rubato (ours) and legato, said Madame Leschetizky")
    assert merged(base, {}) is base


def test_phrases_are_normalized_and_a_later_spelling_of_the_same_phrase_wins():
    assert normalized({" rue   bato ": " rubato ", "RUE BATO": "Rubato"}) == {"RUE BATO": "Rubato"}
    for bad in ({"  ": "x"}, {"x": " "}, {"x" * 101: "y"}, {f"w{i}": "y" for i in range(MAX_ENTRIES + 1)}):
        with pytest.raises(ValidationError):
            normalized(bad)
