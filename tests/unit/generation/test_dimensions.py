import json

import pytest

from footnote.shared.errors import ConfigError, ValidationError
from footnote.shared.generation.dimensions import load_dimensions

PERCEPIANO = (
    "timing articulation_length articulation_touch pedal_amount pedal_clarity timbre_variety timbre_depth "
    "timbre_brightness timbre_loudness dynamic_sophistication dynamic_range tempo space balance drama "
    "mood_valence mood_energy mood_imagination interpretation"
).split()


def test_default_table_is_the_19_percepiano_dimensions():
    table = load_dimensions()
    assert table.keys == tuple(PERCEPIANO)
    assert all(d.technique for d in table.dimensions)
    assert "legato" in table.get("articulation_length").technique


def test_subset_of_scores_is_fine():
    assert load_dimensions().validate_scores({"timing": 0.2, "drama": 1}) == {"timing": 0.2, "drama": 1.0}


def test_unknown_key_names_it_and_lists_valid_ones():
    with pytest.raises(ValidationError) as err:
        load_dimensions().validate_scores({"pedalling": 0.3})
    assert err.value.field == "scores.pedalling"
    assert "'pedalling'" in str(err.value) and "pedal_clarity" in str(err.value)


@pytest.mark.parametrize("value", [1.2, -0.1, "0.5", True, None, float("nan")])
def test_bad_score_values(value):
    with pytest.raises(ValidationError, match="scores.timing"):
        load_dimensions().validate_scores({"timing": value})


def test_empty_scores_rejected():
    with pytest.raises(ValidationError, match="scores"):
        load_dimensions().validate_scores({})


def test_custom_table(tmp_path):
    path = tmp_path / "dims.json"
    path.write_text(json.dumps({"dimensions": [{"key": "tone", "label": "tone", "technique": ["tone"]}]}))
    assert load_dimensions(path).keys == ("tone",)
    path.write_text("{}")
    with pytest.raises(ConfigError, match="dims.json"):
        load_dimensions(path)
