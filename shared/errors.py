"""Footnote's one error tree.

Every error a user can act on is a ``FootnoteError``; the API maps the tree to HTTP
status codes in one place (``services/api/errors.py``), the CLI prints ``str(err)``
and exits 2, and a job that raises one ends ``failed`` with ``str(err)`` as reason.

    FootnoteError
    ├── ConfigError                 settings that cannot work (bad values, missing model)
    ├── InputError                  the caller sent something unusable            -> 400/422
    │   ├── IngestError             a file that cannot be ingested (names file + reason)
    │   │   ├── UnsupportedFormat   unknown extension / binary junk
    │   │   ├── FileTooLarge        over max_file_bytes or a zip bomb           -> 413
    │   │   └── CorruptFile         truncated / encrypted / undecodable
    │   └── ValidationError         a field with a bad value (names the field)  -> 422
    ├── NotFound                    an id that does not exist for this tenant    -> 404
    ├── Conflict                    state forbids the action (e.g. finished job) -> 409
    ├── AuthError                   missing/invalid API key                      -> 401
    │   └── Forbidden               valid key, wrong scope                       -> 403
    ├── RateLimited                 per-tenant limit hit (carries retry_after_s) -> 429
    ├── ReindexRequired             stored embeddings do not match the model
    ├── UnsafeURL                   webhook/remote URL resolves to a private address
    └── TransientError              worth retrying (endpoint down, broker blip)
        └── GeneratorUnavailable    LLM endpoint unreachable / 5xx / 429
"""

from __future__ import annotations


class FootnoteError(Exception):
    """Base of every error Footnote raises on purpose."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class ConfigError(FootnoteError):
    pass


class InputError(FootnoteError):
    pass


class IngestError(InputError):
    """A file that cannot be ingested. The message names the file and the reason."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


class UnsupportedFormat(IngestError):
    pass


class FileTooLarge(IngestError):
    pass


class CorruptFile(IngestError):
    pass


class ValidationError(InputError):
    def __init__(self, field: str, reason: str) -> None:
        super().__init__(f"{field}: {reason}")
        self.field = field
        self.reason = reason


class NotFound(FootnoteError):
    pass


class Conflict(FootnoteError):
    pass


class AuthError(FootnoteError):
    pass


class Forbidden(AuthError):
    pass


class RateLimited(FootnoteError):
    def __init__(self, message: str, retry_after_s: int) -> None:
        super().__init__(message)
        self.retry_after_s = retry_after_s


class ReindexRequired(FootnoteError):
    pass


class UnsafeURL(FootnoteError):
    pass


class TransientError(FootnoteError):
    pass


class GeneratorUnavailable(TransientError):
    pass
