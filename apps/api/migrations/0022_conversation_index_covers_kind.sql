-- Recall finds where its recent window begins (chat/memories.ts `recollections`): the 100th newest
-- message the user wrote in a conversation, and the 48th newest summary. Each is meant as an ordered
-- walk down the conversation's index. But the bound it starts from comes from the same statement,
-- so the planner guesses it leaves a third of the conversation, fewer rows than it must skip, and
-- once the tables have statistics it reads every message of the conversation from the table and
-- sorts them instead: at 500 messages, 209 pages read against 4 (1.2 to 2.2 ms against 0.3 ms
-- under EXPLAIN ANALYZE), growing with the conversation. With the kind of row in the index, the
-- walk reads the index alone (once vacuumed), which no plan that visits the table can beat.
--
-- The indexes keep their names and keys; the type and kind ride along as included columns.

CREATE INDEX messages_conversation_covering_idx ON messages (user_id, character_id, created_at DESC) INCLUDE (type);
DROP INDEX messages_conversation_idx;
ALTER INDEX messages_conversation_covering_idx RENAME TO messages_conversation_idx;

CREATE INDEX memories_conversation_covering_idx ON memories (user_id, character_id, created_at DESC) INCLUDE (kind);
DROP INDEX memories_conversation_idx;
ALTER INDEX memories_conversation_covering_idx RENAME TO memories_conversation_idx;
