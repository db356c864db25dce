"""A class's essays from a zip or a CSV; what cannot be an essay is named and left out."""

import io
import zipfile

import pytest

from footnote.shared.errors import UnsupportedFormat, ValidationError
from footnote.shared.ingestion.class_upload import read_class


def _zip(files: dict[str, bytes]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for path, data in files.items():
            z.writestr(path, data)
    return buf.getvalue()


def test_a_zip_gives_one_essay_per_file_named_by_the_student():
    read = read_class(_zip({
        "class/ada_lovelace.txt": b"The pedal joins the sound.\n\nIt also blurs it.",
        "class/grace-hopper.md": b"# My essay\n\nLegato needs fingers first.",
        "class/scan.png": b"\x89PNG",
        "class/broken.docx": b"not a zip",
        "__MACOSX/class/._ada_lovelace.txt": b"junk",
    }), name="class.zip")
    assert [s for s, _ in read.essays] == ["ada lovelace", "grace hopper"]
    assert read.essays[0][1] == "The pedal joins the sound.\n\nIt also blurs it."
    assert dict(read.skipped)["class/scan.png"].startswith("not an essay file")
    assert "not a Word document" in dict(read.skipped)["class/broken.docx"]


def test_a_csv_needs_student_and_essay_columns():
    read = read_class("Student,Essay\nAda,The pedal joins.\nGrace,\n".encode("utf-8-sig"), name="c.csv")
    assert read.essays == [("Ada", "The pedal joins.")] and read.skipped == [("row 3", "no essay text")]
    with pytest.raises(ValidationError, match="header row with student and essay"):
        read_class(b"name,text\nAda,x\n", name="c.csv")
    with pytest.raises(UnsupportedFormat, match="not UTF-8"):
        read_class("student,essay\nZoë,é".encode("latin-1"), name="c.csv")


def test_nothing_readable_or_another_format_is_refused_naming_why():
    with pytest.raises(ValidationError, match="no essay could be read.*scan.png"):
        read_class(_zip({"scan.png": b"x"}), name="c.zip")
    with pytest.raises(ValidationError, match=r"a \.zip of essay files or a \.csv"):
        read_class(b"x", name="c.xlsx")
