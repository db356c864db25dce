"""Jobs: the ``jobs`` table is the truth. The API writes the row and enqueues only its id;
workers claim atomically, finish with a fencing token; the sweeper repairs what got lost."""
