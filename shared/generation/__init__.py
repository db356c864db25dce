"""Generation: input -> retrieval -> prompt -> generation -> citations -> verification -> rendering.

Entry point: ``footnote.shared.generation.pipeline.run_job``. Pure parts: ``text``, ``evidence``,
``citations``, ``render``, ``dimensions``; ``verify`` uses the ``Embedder`` port; generators live
in ``generators/`` (contract + registry in ``generators/base.py``); job kinds in ``kinds/``.
"""
