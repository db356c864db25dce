"""Parsers: the ``Parser`` contract, the registry, and the built-in parsers.

Importing this package registers the built-ins (text, Markdown, HTML, PDF, transcripts, code)
through the same ``register`` call a third-party parser uses.
"""

from footnote.shared.ingestion.parsers import (  # noqa: F401  (register)
    code,
    docx,
    epub,
    html,
    markdown,
    media,
    odt,
    pdf,
    pptx,
    rtf,
    text,
    transcripts,
)
from footnote.shared.ingestion.parsers.base import (
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
