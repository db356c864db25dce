from footnote.shared.webhooks.store import MAX_DELAY_S, next_delay_s


def test_exponential_backoff_capped_at_an_hour():
    assert [next_delay_s(a, 30) for a in (1, 2, 3, 4)] == [30, 60, 120, 240]
    assert next_delay_s(20, 30) == MAX_DELAY_S


def test_about_a_day_of_retries_with_the_default_base():
    elapsed, attempts = 0.0, 0
    while elapsed < 86400:
        attempts += 1
        elapsed += next_delay_s(attempts, 30)
    assert 25 <= attempts <= 35  # ~7 quick retries, then hourly until the day is over
