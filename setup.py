"""Packaging beside pyproject.toml for one thing pyproject cannot say: the three source folders
(``shared/``, ``services/``, ``migrations/``) install under one import name, ``footnote``, so an
installed Footnote is ``footnote.shared``, ``footnote.services`` and ``footnote.migrations`` and
never collides with another distribution's top-level ``shared`` or ``services`` package
(tests/unit/test_packaging.py builds the wheel and checks)."""

from setuptools import find_packages, setup

ROOTS = ("shared", "services", "migrations")

setup(
    packages=[f"footnote.{name}" for name in find_packages(include=[f"{root}*" for root in ROOTS])],
    package_dir={f"footnote.{root}": root for root in ROOTS},
)
