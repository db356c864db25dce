"""Anchors for passages ingested before migration 0006, derived from their own sentence chunks.

A transcript's sentence chunks (ingested with granularity "both") are its caption cues and a PDF's
sentence chunks carry their page, so a passage's cue-level time anchors and its page anchors can
be rebuilt in SQL without the original file. Word-level timing cannot be recovered this way
(re-ingest the caption file for it). Used by migration 0007 and ``footnote reindex``.
"""

from __future__ import annotations

from sqlalchemy import text
from sqlalchemy.orm import Session

# :tenant_id NULL = every tenant
BACKFILL_SQL = """
WITH inner_sentences AS (
    SELECT p.id,
           jsonb_agg(jsonb_build_array(s.char_start, s.timestamp_start) ORDER BY s.char_start)
               FILTER (WHERE s.timestamp_start IS NOT NULL) AS t,
           jsonb_agg(jsonb_build_array(s.char_start, s.page_number) ORDER BY s.char_start)
               FILTER (WHERE s.page_number IS NOT NULL) AS pg,
           count(DISTINCT s.timestamp_start) AS n_times,
           count(DISTINCT s.page_number) AS n_pages
    FROM chunks p
    JOIN chunks s ON s.source_id = p.source_id AND s.granularity = 'sentence'
                 AND s.char_start >= p.char_start AND s.char_start < p.char_end
    WHERE p.granularity = 'passage' AND p.anchors IS NULL
      AND (CAST(:tenant_id AS text) IS NULL OR p.tenant_id = :tenant_id)
    GROUP BY p.id
)
UPDATE chunks c
SET anchors = jsonb_strip_nulls(jsonb_build_object(
        't', CASE WHEN i.n_times > 1 THEN i.t END,
        'p', CASE WHEN i.n_pages > 1 THEN i.pg END))
FROM inner_sentences i
WHERE c.id = i.id AND (i.n_times > 1 OR i.n_pages > 1)
"""


def backfill_anchors(*, session: Session, tenant_id: str | None = None) -> int:
    """Fill missing passage anchors from sentence chunks; returns the rows updated."""
    return session.execute(text(BACKFILL_SQL), {"tenant_id": tenant_id}).rowcount or 0
