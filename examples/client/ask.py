"""Ask a question through the generated Python client (``clients/python``) and print the cited
answer::

    pip install ./clients/python
    export FOOTNOTE_URL=http://127.0.0.1:8000 FOOTNOTE_API_KEY=fn_...
    python examples/client/ask.py "When should I change the pedal?"

``tests/integration/service/test_client_examples.py`` runs it against a live service.
"""

from __future__ import annotations

import os
import sys
import time

from footnote_client import AuthenticatedClient
from footnote_client.api.default import create_job, get_job
from footnote_client.models import Error, Job, QuestionInput, QuestionJob


def ask(client: AuthenticatedClient, question: str, *, timeout_s: float = 60.0) -> Job:
    body = QuestionJob(kind="question", input_=QuestionInput(question=question))
    accepted = create_job.sync(client=client, body=body)
    if isinstance(accepted, Error) or accepted is None:
        raise SystemExit(f"refused: {accepted.detail if accepted else 'no answer'}")
    deadline = time.monotonic() + timeout_s
    job = accepted
    while job.status.value in ("queued", "running") and time.monotonic() < deadline:
        time.sleep(0.2)
        found = get_job.sync(job.id, client=client)
        if isinstance(found, Job):
            job = found
    return job


def main() -> int:
    client = AuthenticatedClient(base_url=os.environ["FOOTNOTE_URL"], token=os.environ["FOOTNOTE_API_KEY"])
    job = ask(client, " ".join(sys.argv[1:]) or "How should I practise legato?")
    if job.status.value != "succeeded":
        print(f"job {job.id} {job.status.value}: {job.failure_reason}")
        return 1
    print(job.result["plain_text"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
