-- The words of a user's message are indexed for recall (0020) through `recall_terms`, a SQL function
-- whose body is a query. A SQL function with a query in it is never inlined: it is planned afresh
-- for every statement that evaluates it, so every insert of a user's message (and every edit)
-- planned it again. On PostgreSQL that was about half of what indexing the message cost: a loop of
-- sends' claims and ends took 1.33 ms a send with it and 1.22 ms without; the embedded database
-- spends the same planning in WebAssembly. A PL/pgSQL function plans its query once per session.
--
-- It answers the same words with the same keys, so the index built by the old function stays
-- true. Maintenance (ANALYZE of the expression, REINDEX) runs with only pg_catalog on the search path
-- since PostgreSQL 17, and PL/pgSQL finds names when it runs, not when it is made: every name
-- here is pg_catalog's, and the conversation's key is therefore spelled as `recall_key` spells it,
-- which `recall_term` still calls (test/routes/memory-recall.test.ts finds words by it).

CREATE OR REPLACE FUNCTION recall_terms(search tsvector, user_id uuid, character_id text) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 1000 AS $$
DECLARE
  conversation_key text := left(md5(user_id::text || ' ' || character_id), 8);
BEGIN
  RETURN array_to_tsvector(ARRAY(
    SELECT conversation_key || lexeme FROM unnest(tsvector_to_array(search)) AS lexeme
     WHERE octet_length(lexeme) <= 200));
END
$$;
