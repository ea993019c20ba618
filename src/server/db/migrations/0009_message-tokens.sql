-- Issue 29 (item 2, decision 033): each message's estimated tokens, counted once when its
-- content is set, so that fitting a turn's prompt adds numbers instead of reading the history.
-- Messages written before have none: they are counted when read.
ALTER TABLE "messages" ADD COLUMN "content_tokens" integer;
