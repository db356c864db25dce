"""Retrieval evaluation on BEIR-format data: above retrieval and ingestion, which it drives."""
