"""``evaluate_library``: retrieval quality on the tenant's own library, as a job (submitted
through ``POST /v1/jobs``, run on the ``ingest`` queue beside other long CPU work, with progress).
The work is ``footnote.shared.evaluation.library.evaluate_library``."""

from __future__ import annotations

from footnote.shared.jobs.kinds import EVALUATE, JobKind, register_kind
from footnote.shared.jobs.payload import Payload, whole

EVALUATE_KIND = "evaluate_library"
Sample = whole(5, 2000, "passages to make queries from (three queries each: exact, light, heavy)")


class LibraryEvalInput(Payload):
    """How much of the library to sample; the same passages on every run of an unchanged library."""

    sample: Sample = 100  # type: ignore[valid-type]


register_kind(
    JobKind(
        name=EVALUATE_KIND,
        payload=LibraryEvalInput,
        summary="Retrieval quality on your own library: Recall@1/5/10 and MRR per query level",
        stages=(EVALUATE,),
        queues={"realtime": "ingest", "batch": "ingest"},  # minutes of searching, like an ingest
    )
)
