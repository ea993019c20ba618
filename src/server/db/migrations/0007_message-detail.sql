-- Issue 27 (item 7): an error report's detail (the upstream's words, redacted), kept apart from
-- its content so that live viewers and exports never read it; the owner's views show it.
ALTER TABLE "messages" ADD COLUMN "detail" text;
