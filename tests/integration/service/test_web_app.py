"""The web app in a real browser (Debian's Chromium driven by Playwright) against the real
stack: sign in with a key, ask, watch the job finish, hover a citation and read the exact
quote with its neighbours; hostile source text never runs; a form without its CSRF token and
another tenant's job are refused. Screenshots of each page go to FOOTNOTE_TEST_ARTIFACTS (or
the test's temporary folder)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import httpx
import pytest

pytestmark = pytest.mark.integration

HOSTILE = """# Staccato drills

Staccato drills for the wrist: <script>window.pwnedByScript = 2</script> keep each note short and light,
and let the wrist bounce. <img src=x onerror="window.pwnedByImage = 1"> Detached notes need a loose wrist.
"""


@pytest.fixture(scope="module")
def browser():  # type: ignore[no-untyped-def]
    from playwright.sync_api import sync_playwright

    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    assert chromium, "Chromium is not installed: run `make system-deps` (apt-get install chromium)"
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        try:
            yield b
        finally:
            b.close()


@pytest.fixture()
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("FOOTNOTE_TEST_ARTIFACTS") or tmp_path) / "web"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _key(api) -> str:  # type: ignore[no-untyped-def]
    return api.client.headers["Authorization"].split()[1]


def _sign_in(browser, service):  # type: ignore[no-untyped-def]
    page = browser.new_page()
    page.goto(f"{service.stack.base_url}/app/")
    assert page.url.endswith("/app/login")  # not signed in: the sign-in page
    page.fill("#key", _key(service.alpha))
    page.click("button[type=submit]")
    page.wait_for_url(f"{service.stack.base_url}/app/")
    return page


SOFT_PEDAL = """# The una corda pedal

The una corda pedal shifts the hammers so they strike fewer strings. Press it fully for a veiled
pianissimo in slow movements. Release it as soon as the dynamic rises again.
"""


@pytest.fixture()
def soft_pedal(service):  # type: ignore[no-untyped-def]
    """A source of this test's own (other tests delete or add sources on the shared service)."""
    r = service.alpha.client.post("/v1/sources", json={"text": SOFT_PEDAL, "name": "una-corda.md",
                                                       "title": "Una corda"})
    source_id = service.alpha.wait(r.json()["id"], timeout_s=60)["result"]["outcomes"][0]["source_id"]
    yield source_id
    service.alpha.client.delete(f"/v1/sources/{source_id}")


def test_sign_in_ask_and_read_each_citation_with_its_neighbours(browser, service, shots, soft_pedal):
    page = browser.new_page()
    page.goto(f"{service.stack.base_url}/app/login")
    page.fill("#key", "fn_not_a_key")
    page.click("button[type=submit]")
    assert "not a valid tenant key" in page.inner_text(".error")
    page.close()

    page = _sign_in(browser, service)
    page.screenshot(path=str(shots / "home.png"), full_page=True)
    assert "alpha" in page.inner_text("header")
    page.fill("#question", "When should I press the una corda pedal fully?")
    page.click("form:has(#question) button[type=submit]")
    page.wait_for_selector(".answer p, .message, .error", timeout=60_000)
    page.screenshot(path=str(shots / "answer.png"), full_page=True)
    job_id = page.url.rsplit("/", 1)[1]
    result = service.alpha.client.get(f"/v1/jobs/{job_id}").json()["result"]
    chips = page.locator(".answer .chip")
    assert chips.count() >= 1
    first = page.locator(".answer .cite").first
    assert not first.locator(".pop").is_visible()
    first.locator(".chip").hover()
    pop = first.locator(".pop")
    assert pop.is_visible()
    quoted = pop.locator("mark").inner_text()
    number = int(first.locator(".chip").inner_text().strip("[]"))
    cited = next(c for c in result["citations"] if c["number"] == number)
    assert quoted.strip() and quoted.strip().rstrip(".") in cited["quote"]  # the exact words
    if cited.get("next_sentence"):
        assert cited["next_sentence"] in pop.inner_text()  # with the sentence after it
    page.screenshot(path=str(shots / "citation.png"), full_page=True)
    page.keyboard.press("Escape")
    page.focus(".answer .chip")  # the keyboard reaches a citation and shows its quote too
    assert page.locator(".answer .cite").first.locator(".pop").is_visible()
    footer = [int(n) for n in page.locator(".sources li").evaluate_all("els => els.map(e => e.value)")]
    assert sorted({int(c.inner_text().strip("[]")) for c in chips.all()}) == sorted(footer)
    # a click opens the source's own text at the quote: the words highlighted, in view
    with page.expect_popup() as opened:
        page.locator(".answer .chip").first.click()
    source = opened.value
    source.wait_for_selector("mark#quote")
    assert source.locator("mark#quote").inner_text() == cited["quote_text"]  # exactly the cited words
    assert source.locator("mark#quote").is_visible() and source.url.endswith("#quote")
    in_view = source.evaluate("(() => { const r = document.getElementById('quote').getBoundingClientRect();"
                              " return r.top >= 0 && r.bottom <= window.innerHeight; })()")
    assert in_view
    source.screenshot(path=str(shots / "source-at-quote.png"), full_page=True)
    # the reader rates it: thumbs and a reason, kept with the job and shown back
    page.select_option("#rating-reason", "wrong_place")
    page.fill("#rating-comment", "the page number is off by one")
    page.click("#rating button[value=down]")
    page.wait_for_selector("#rating .rated")
    assert "not right (wrong place)" in page.inner_text("#rating .rated")
    kept = service.alpha.client.get(f"/v1/jobs/{job_id}").json()["rating"]
    assert (kept["rating"], kept["reason"], kept["comment"]) == ("down", "wrong_place", "the page number is off by one")
    page.screenshot(path=str(shots / "rated.png"), full_page=True)


def test_hostile_source_text_is_shown_never_run(browser, service, shots):
    r = service.alpha.client.post("/v1/sources", json={"text": HOSTILE, "name": "drills.md", "title": "Drills"})
    job = service.alpha.wait(r.json()["id"], timeout_s=60)
    source_id = job["result"]["outcomes"][0]["source_id"]
    try:
        page = _sign_in(browser, service)
        page.fill("#question", "How do I play staccato drills with the wrist?")
        page.click("form:has(#question) button[type=submit]")
        page.wait_for_selector(".answer p, .message, .error", timeout=60_000)
        for chip in page.locator(".answer .chip").all():
            chip.hover()
        page.screenshot(path=str(shots / "hostile.png"), full_page=True)
        assert "pwnedByScript" in page.inner_text(".answer")  # the text is there, shown as text
        assert page.evaluate("[window.pwnedByScript, window.pwnedByImage]") == [None, None]  # neither ran
        assert page.locator(".answer script, .answer img").count() == 0
    finally:
        service.alpha.client.delete(f"/v1/sources/{source_id}")


def test_a_post_without_its_csrf_token_and_another_tenants_job_are_refused(browser, service):
    page = _sign_in(browser, service)
    cookies = {c["name"]: c["value"] for c in page.context.cookies()}
    base = service.stack.base_url
    forged = httpx.post(f"{base}/app/jobs", data={"kind": "question", "question": "Forged?"}, cookies=cookies)
    assert forged.status_code == 403 and "reload the page" in forged.text
    theirs = service.beta.submit("question", {"question": "What is legato?"}).json()["id"]
    other = httpx.get(f"{base}/app/jobs/{theirs}", cookies=cookies)
    assert other.status_code == 404 and "no such job among yours" in other.text
    assert theirs not in httpx.get(f"{base}/app/", cookies=cookies).text


def _class_zip(n: int) -> bytes:
    import io
    import zipfile

    import docx

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for i in range(n):
            essay = (f"Student {i} argues that the damper pedal should change with each harmony.\n\n"
                     "A steady pulse matters; practise slowly with a metronome before adding rubato.")
            if i % 8:  # a few Word files among text ones (the test service takes 256 KiB a request)
                z.writestr(f"essays/student_{i:02d}.txt", essay)
            else:
                d = docx.Document()
                for paragraph in essay.split("\n\n"):
                    d.add_paragraph(paragraph)
                out = io.BytesIO()
                d.save(out)
                z.writestr(f"essays/student_{i:02d}.docx", out.getvalue())
        z.writestr("essays/photo.png", b"\x89PNG not an essay")
    return buf.getvalue()


def test_a_class_of_twenty_essays_runs_as_a_batch_with_live_progress_and_exports(browser, service, shots, tmp_path):
    import csv
    import io
    import time

    (tmp_path / "class.zip").write_bytes(_class_zip(20))
    page = _sign_in(browser, service)
    page.click("text=Classes")
    page.fill("#name", "Year 10 Chopin")
    page.set_input_files("#classfile", str(tmp_path / "class.zip"))
    started = time.monotonic()
    page.click("form:has(#classfile) button[type=submit]")
    page.wait_for_selector("#class, .error", timeout=60_000)
    assert page.locator("#class").count(), page.inner_text("main")
    shown = time.monotonic() - started
    assert "essays/photo.png: not an essay file" in page.inner_text(".skipped")  # the picture, named as left out
    assert page.locator("tbody tr").count() == 20
    seen = set()
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        text = page.inner_text("#class-count") if page.locator("#class-count").inner_text() else ""
        seen.add(text)
        if text == "20 of 20 finished":
            break
        page.wait_for_timeout(250)
    page.screenshot(path=str(shots / "class.png"), full_page=True)
    print(f"class page shown {shown:.2f} s after the upload; counts seen: {sorted(seen)}")
    assert "20 of 20 finished" in seen and shown <= 5
    assert page.locator(".st-succeeded").count() == 20
    cookies = {c["name"]: c["value"] for c in page.context.cookies()}
    export = httpx.get(page.url.split("?")[0] + "/export.csv", cookies=cookies)
    rows = list(csv.DictReader(io.StringIO(export.text)))
    assert [r["student"] for r in rows] == [f"student {i:02d}" for i in range(20)]
    assert all(r["status"] == "succeeded" and r["feedback"] for r in rows)
    page.click("tbody tr:first-child a")
    page.wait_for_selector(".answer, .message")


VTT = """WEBVTT

00:00:01.000 --> 00:00:06.000
Welcome to this masterclass on the nocturne.

00:01:20.000 --> 00:01:29.000
Take time with the rubato in the left hand, and let the melody sing over it.
"""


def test_a_video_citation_plays_from_its_second_and_the_page_passes_axe(browser, service, shots):
    from axe_playwright_python.sync_playwright import Axe

    r = service.alpha.client.post("/v1/sources", json={"text": VTT, "name": "masterclass.vtt", "title": "Masterclass",
                                                       "url": "https://www.youtube.com/watch?v=webTest0001"})
    job = service.alpha.wait(r.json()["id"], timeout_s=60)
    source_id = job["result"]["outcomes"][0]["source_id"]
    try:
        page = _sign_in(browser, service)
        page.fill("#question", "How should the rubato in the nocturne be handled?")
        page.click("form:has(#question) button[type=submit]")
        page.wait_for_selector(".answer p, .message, .error", timeout=60_000)
        # this test's video (not another test's), where its quote is the rubato
        chip = page.locator('.cite:has(mark:text-matches("rubato", "i")) a.chip[data-embed*="webTest0001"]').first
        if not chip.count():  # the same question through the API, for its evidence and the library's titles
            asked = service.alpha.wait(service.alpha.submit(
                "question", {"question": "How should the rubato in the nocturne be handled?"}).json()["id"])
            titles = [s["title"] for s in service.alpha.client.get("/v1/sources").json()["sources"]]
            raise AssertionError((page.inner_text("main")[:300], titles, asked["result"]))
        chip.click()
        frame = page.locator("#player iframe")
        assert page.locator("#player").is_visible()
        src = frame.get_attribute("src")
        assert src.startswith("https://www.youtube-nocookie.com/embed/webTest0001?start=")
        assert 78 <= int(src.rsplit("=", 1)[1]) <= 82  # the rubato is said at 1:20
        page.screenshot(path=str(shots / "video.png"))
        page.keyboard.press("Escape")
        assert "[^1]:" in page.locator("#markdown").text_content()  # the copy-as-Markdown text
        for path in ("/app/", page.url.replace(service.stack.base_url, "")):
            page.goto(service.stack.base_url + path)
            found = Axe().run(page).response["violations"]
            serious = [(v["id"], v["impact"]) for v in found if v["impact"] in ("serious", "critical")]
            assert serious == [], (path, serious)
    finally:
        service.alpha.client.delete(f"/v1/sources/{source_id}")


def test_the_library_adds_searches_and_deletes_a_source(browser, service, shots, tmp_path):
    notes = tmp_path / "voicing.md"
    notes.write_text("# Voicing\n\nVoice the top note of each chord a little louder so the melody carries.\n")
    with notes.open("a") as f:  # long enough (about 150 KB) that its upload takes a while on a slow uplink
        for i in range(1500):
            f.write(f"\nExercise {i}: voice the top note of the chord, then the bass, listening to the balance.\n")
    page = _sign_in(browser, service)
    page.click("text=Library")
    page.set_input_files("#source-file", str(notes))
    page.fill("#source-title", "Voicing notes")
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions",
             {"offline": False, "latency": 20, "downloadThroughput": -1, "uploadThroughput": 60_000})
    page.click("form:has(#source-file) button[type=submit]")
    seen = set()
    for _ in range(200):  # the upload's progress, as the page shows it
        try:
            if page.locator(".upload progress").count():
                seen.add(int(page.locator(".upload progress").get_attribute("value") or 0))
        except Exception:  # noqa: BLE001 - the page moved on to the job mid-read
            break
        if page.locator(".ingested").count():
            break
        page.wait_for_timeout(50)
    cdp.send("Network.emulateNetworkConditions",
             {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    assert any(0 < v < 100 for v in seen), sorted(seen)  # the bar moved through the upload
    page.wait_for_selector(".ingested", timeout=60_000)  # the ingest job's page follows it to the end
    assert "Voicing notes: added" in page.inner_text(".ingested")
    page.click("text=Search it")
    page.fill("#q", "voice the top note of a chord")
    page.click("form[role=search] button")
    first = page.locator(".hits li").first
    account = page.locator("#debug").text_content()[-1500:]  # the counts per side, if this fails
    assert "Voicing notes" in first.inner_text() and "louder" in first.inner_text(), account
    assert '"fusion"' in page.locator("#debug").text_content()  # the retrieval's own account
    page.screenshot(path=str(shots / "search.png"), full_page=True)
    page.click("text=Library")
    page.click('button[aria-label="Delete Voicing notes"]')
    page.wait_for_url(f"{service.stack.base_url}/app/library")
    assert "Voicing notes" not in page.inner_text("main")


def test_the_integrator_sees_keys_and_webhooks_sends_one_again_and_reads_the_api(browser, service, shots):
    import time

    r = service.alpha.submit("question", {"question": "What is a steady pulse?"},
                             webhook_url=service.receiver.url("/web-integrator"))
    job_id = r.json()["id"]
    service.alpha.wait(job_id)
    wait_until = time.monotonic() + 30
    while time.monotonic() < wait_until and service.alpha.client.get(f"/v1/jobs/{job_id}").json()["webhook"]["state"] \
            != "delivered":
        time.sleep(0.2)
    page = _sign_in(browser, service)
    page.click("text=Integrate")
    key_id = _key(service.alpha).split("_")[1]
    assert key_id in page.inner_text("main")  # the tenant's own key, by id
    assert "(this session)" in page.inner_text(f'tr[data-key="{key_id}"]')
    row = page.locator(f'#webhooks tr[data-job="{job_id}"]')
    assert "delivered" in row.inner_text()
    row.locator("button", has_text="Send again").click()
    page.wait_for_url(f"{service.stack.base_url}/app/integrate")
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and len(service.receiver.for_job(job_id)) < 2:
        time.sleep(0.2)
    assert len(service.receiver.for_job(job_id)) == 2  # sent again, under the same webhook-id
    ids = {r.headers["webhook-id"] for r in service.receiver.for_job(job_id)}
    assert len(ids) == 1
    page.reload()
    assert page.locator(f'#webhooks tr[data-job="{job_id}"] .attempt').count() == 2
    page.screenshot(path=str(shots / "integrate.png"), full_page=True)
    page.click("text=The API's OpenAPI document")
    page.wait_for_selector("#swagger .info .title", timeout=30_000)  # rendered from local files, no CDN
    assert "Footnote" in page.inner_text("#swagger .info .title")
    assert page.locator("#swagger .opblock").count() >= 10
    page.screenshot(path=str(shots / "api-docs.png"))


def test_a_performance_scored_with_sliders_gets_feedback_on_its_weakest_dimensions(browser, service, shots):
    page = _sign_in(browser, service)
    assert page.locator("#performance input[type=range]").count() == 19  # every dimension of the table
    page.fill("#piece", "Nocturne in E-flat major, Op. 9 No. 2")
    page.fill("#composer", "Chopin")
    for key, value in {"pedal_clarity": "0.15", "timing": "0.2"}.items():
        page.locator(f"#score-{key}").fill(value)  # a range input takes a value like this
    assert page.inner_text("#out-pedal_clarity") == "0.15"  # the slider shows its value
    page.click("#performance button[type=submit]")
    page.wait_for_selector(".answer p, .message, .error", timeout=60_000)
    job_id = page.url.rsplit("/", 1)[1]
    job = service.alpha.client.get(f"/v1/jobs/{job_id}").json()
    assert job["status"] == "succeeded", job
    with service.runtime.session() as s:
        from sqlalchemy import text

        scores = s.execute(text("SELECT input FROM jobs WHERE id = :id"), {"id": job_id}).scalar_one()["scores"]
    assert len(scores) == 19 and scores["pedal_clarity"] == 0.15 and scores["timing"] == 0.2
    page.screenshot(path=str(shots / "performance.png"), full_page=True)


def test_sign_in_needs_its_form_a_revoked_key_ends_the_session_and_an_oversized_upload_says_the_limit(
        browser, service, tmp_path):
    from footnote.shared.jobs.keys import create_key, revoke_key

    base = service.stack.base_url
    forged = httpx.post(f"{base}/app/login", data={"key": _key(service.alpha)})  # from another site: no token
    assert forged.status_code == 403
    with service.runtime.session() as s:
        key = create_key(session=s, tenant_id="alpha", name="revoked in this test")
    page = browser.new_page()
    page.goto(f"{base}/app/login")
    page.fill("#key", key)
    page.click("button[type=submit]")
    page.wait_for_url(f"{base}/app/")
    big = tmp_path / "essay.txt"
    big.write_text("The pedal joins the sound. " * 20_000)  # over the test service's 256 KiB a request
    page.set_input_files("#file", str(big))
    page.click("form:has(#essay) button[type=submit]")
    page.wait_for_selector("main .error")  # the page refuses it before uploading...
    said = page.inner_text("main .error")
    assert f"The file is {round(big.stat().st_size / 1024)} KB; this service takes at most 256 KB a request" in said
    cookies = {c["name"]: c["value"] for c in page.context.cookies()}
    token = page.locator("form:has(#essay) input[name=csrf]").get_attribute("value")
    sent = httpx.post(f"{base}/app/jobs", cookies=cookies, data={"csrf": token, "kind": "essay_feedback"},
                      files={"file": ("essay.txt", big.read_bytes())})  # ...and the service, without the script
    assert sent.status_code == 413 and "larger than this service takes (256 KB a request)" in sent.text
    with service.runtime.session() as s:
        revoke_key(session=s, key_id=key.split("_")[1])
    page.goto(f"{base}/app/")
    assert page.url.endswith("/app/login")
    assert "the key it was opened with was revoked" in page.inner_text(".error")


def test_an_integrator_creates_a_key_shown_once_and_revokes_it(browser, service, shots):
    import time

    base = service.stack.base_url
    page = _sign_in(browser, service)
    page.goto(f"{base}/app/integrate")
    page.fill("#key-name", "grading robot")
    page.click("form:has(#key-name) button[type=submit]")
    key = page.inner_text("#new-key").strip()
    assert key.startswith("fn_")
    page.screenshot(path=str(shots / "new-key.png"), full_page=True)
    headers = {"Authorization": f"Bearer {key}"}
    assert httpx.get(f"{base}/v1/jobs", headers=headers).status_code == 200  # the key works at once
    page.goto(f"{base}/app/integrate")
    assert page.locator("#new-key").count() == 0  # shown that once, never again
    key_id = key.split("_")[1]
    row = page.locator(f'tr[data-key="{key_id}"]')
    assert "grading robot" in row.inner_text() and "active" in row.inner_text()
    row.locator("button", has_text="Revoke").click()
    page.wait_for_url(f"{base}/app/integrate")
    assert "revoked" in page.inner_text(f'tr[data-key="{key_id}"]')
    revoked_at = time.monotonic()
    seen = []  # (seconds after the revoke, status) of each try, shown if this fails
    while time.monotonic() < revoked_at + 15:  # each API process caches a key for up to 10 s
        r = httpx.get(f"{base}/v1/jobs", headers=headers)
        seen.append((round(time.monotonic() - revoked_at, 1), r.status_code))
        if r.status_code == 401:
            break
        time.sleep(0.5)
    assert seen[-1][1] == 401, (seen, r.text[:300])
    theirs = service.beta.client.get("/v1/jobs").status_code  # another tenant's key is untouched...
    cookies = {c["name"]: c["value"] for c in page.context.cookies()}
    beta_key = _key(service.beta).split("_")[1]
    token = page.locator("form:has(#key-name) input[name=csrf]").get_attribute("value")
    forged = httpx.post(f"{base}/app/integrate/keys/{beta_key}/revoke", data={"csrf": token}, cookies=cookies)
    assert theirs == 200 and forged.status_code == 404  # ...and cannot be revoked from this tenant
    assert service.beta.client.get("/v1/jobs").status_code == 200

    # revoking the key a session was opened with ends that session, saying why
    own = browser.new_page()
    own.goto(f"{base}/app/login")
    page.goto(f"{base}/app/integrate")
    page.fill("#key-name", "for one session")
    page.click("form:has(#key-name) button[type=submit]")
    second = page.inner_text("#new-key").strip()
    own.fill("#key", second)
    own.click("button[type=submit]")
    own.wait_for_url(f"{base}/app/")
    own.goto(f"{base}/app/integrate")
    own.locator(f'tr[data-key="{second.split("_")[1]}"] button', has_text="Revoke").click()
    own.wait_for_url(f"{base}/app/login")
    assert "You revoked the key this session was opened with" in own.inner_text(".error")


def test_an_essay_in_an_unknown_encoding_is_refused_with_a_reason_and_no_job(browser, service, tmp_path):
    essay = tmp_path / "essay.txt"
    essay.write_bytes("Mon élève pense que la pédale doit changer à chaque harmonie.".encode("latin-1"))
    before = service.alpha.client.get("/v1/jobs").json()["jobs"]
    page = _sign_in(browser, service)
    page.set_input_files("#file", str(essay))
    page.click("form:has(#essay) button[type=submit]")
    page.wait_for_selector(".error")
    assert "not valid UTF-8" in page.inner_text(".error") and "re-save the file as UTF-8" in page.inner_text(".error")
    assert service.alpha.client.get("/v1/jobs").json()["jobs"][:1] == before[:1]  # nothing was submitted


def _words(text: str) -> list[str]:
    import re

    return re.findall(r"\w+", text.replace("\ufffe", "").replace("\x02", "").casefold())


def test_a_pdf_citation_opens_on_its_page_with_the_quoted_words_boxed(browser, service, shots):
    import pypdfium2 as pdfium

    pdf = (Path(__file__).resolve().parents[2] / "fixtures" / "sample.pdf").read_bytes()
    r = service.alpha.client.post("/v1/sources", files={"file": ("practice-notes.pdf", pdf)},
                                  data={"title": "Practice notes"})
    source_id = service.alpha.wait(r.json()["id"], timeout_s=60)["result"]["outcomes"][0]["source_id"]
    try:
        job = service.alpha.submit("question", {"question": "Why practise hands separately?"}).json()["id"]
        result = service.alpha.wait(job, timeout_s=90)["result"]
        cited = next(c for c in result["citations"] if c["source_id"] == source_id and c["quote_boxes"])
        # the boxes hold exactly the quoted words: PDFium reads them back from the page, independently
        doc = pdfium.PdfDocument(pdf)
        read = []
        for box in cited["quote_boxes"]:
            assert box["page"] == cited["page_number"] and box["page_width"] and box["page_height"]
            textpage = doc[box["page"] - 1].get_textpage()
            read += _words(textpage.get_text_bounded(box["x0"] - 0.5, box["y0"], box["x1"] + 0.5, box["y1"]))
        assert read == _words(cited["quote_text"])
        page = _sign_in(browser, service)
        page.goto(f"{service.stack.base_url}/app/sources/{source_id}?from={cited['char_start']}&to={cited['char_end']}"
                  "#on-the-page")
        figure = page.locator(".pageview").first
        figure.wait_for()
        assert f"Page {cited['page_number']} of the original" in figure.inner_text()
        loaded = page.wait_for_function(
            "() => { const i = document.querySelector('.pagebox img'); return i.complete && i.naturalWidth > 0; }")
        assert loaded
        assert page.locator(".pagebox rect.pagemark").count() == len(cited["quote_boxes"])
        # each box sits on the picture where its words are: inside the page, in the page's upper part
        img = page.locator(".pagebox img").bounding_box()
        for rect in page.locator(".pagebox rect.pagemark").all():
            b = rect.bounding_box()
            assert img["x"] <= b["x"] and b["x"] + b["width"] <= img["x"] + img["width"]
            assert img["y"] <= b["y"] < img["y"] + img["height"] / 2  # the quote opens page 2
        page.screenshot(path=str(shots / "pdf-quote-on-page.png"), full_page=True)
        picture = page.request.get(f"{service.stack.base_url}/app/sources/{source_id}/pages/{cited['page_number']}.png")
        assert picture.status == 200 and picture.body()[:8] == b"\x89PNG\r\n\x1a\n"
        assert page.request.get(f"{service.stack.base_url}/app/sources/{source_id}/pages/99.png").status == 404
        other = browser.new_page()  # another school's key sees neither the page nor its picture
        other.goto(f"{service.stack.base_url}/app/login")
        other.fill("#key", _key(service.beta))
        other.click("button[type=submit]")
        other.wait_for_url(f"{service.stack.base_url}/app/")
        assert other.request.get(f"{service.stack.base_url}/app/sources/{source_id}/pages/2.png").status == 404
    finally:
        service.alpha.client.delete(f"/v1/sources/{source_id}")


def test_a_library_evaluation_reads_as_a_table_in_the_browser(browser, service, shots, soft_pedal):
    r = service.alpha.client.post("/v1/jobs", json={"kind": "evaluate_library", "input": {"sample": 5}})
    assert r.status_code == 202, r.text
    job = service.alpha.wait(r.json()["id"], timeout_s=60)
    assert job["status"] == "succeeded", job["failure_reason"]
    page = _sign_in(browser, service)
    page.goto(f"{service.stack.base_url}/app/jobs/{job['id']}")
    rows = page.locator("table.evaluation tbody tr")
    assert rows.count() == 3 * len(job["result"]["levels"])  # a row per level and search mode
    assert "exact" in rows.first.inner_text() and "%" in rows.first.inner_text()
    page.screenshot(path=str(shots / "library-evaluation.png"), full_page=True)
    page.close()
