"""Parsers: the ``Parser`` contract, the registry, and the built-in parsers.

Importing this package registers the built-ins (text, Markdown, HTML, PDF, transcripts, code)
through the same ``register`` call a third-party parser uses.
"""

from shared.ingestion.parsers import code, html, markdown, media, pdf, text, transcripts  # noqa: F401  (register)
from shared.ingestion.parsers.base import (
    DocumentBuilder,
    Parser,
    decode_text,
    extension_of,
    find_parser,
    parser_for,
    register,
    registered_extensions,
)

__all__ = [
    "DocumentBuilder",
    "Parser",
    "decode_text",
    "extension_of",
    "find_parser",
    "parser_for",
    "register",
    "registered_extensions",
]
