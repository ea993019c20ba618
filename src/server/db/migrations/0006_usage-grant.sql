-- Issue 27 (item 1): a call is granted the output its class has left, never more. Each request,
-- in order (by counter, then arrival), reads its counter locked (an upsert that changes nothing
-- but takes the row), and is admitted when the limit leaves room for its prompt and at least
-- its minimum output after what is used and reserved; it then reserves its prompt and the output
-- granted: the smaller of what it asked and what is left. So the reservations never add up past
-- the limit. Every request is answered with the output granted (0: refused) and the counter as
-- it found it, from which the refusal's reason is told (`grantFor`, src/server/usage/admission.ts,
-- is the same rule). The counters are locked in one order: batches never deadlock.
DROP FUNCTION "usage_reserve"(jsonb);
--> statement-breakpoint
CREATE FUNCTION "usage_grant"("requests" jsonb)
RETURNS TABLE("i" integer, "granted" bigint, "used" bigint, "reserved" bigint)
LANGUAGE plpgsql AS $$
DECLARE
  "request" record;
  "room" bigint;
BEGIN
  FOR "request" IN
    SELECT * FROM jsonb_to_recordset("requests") AS v("i" integer, "user_id" uuid,
      "model_class" text, "window_start" timestamptz, "prompt" bigint, "output" bigint,
      "minimum" bigint, "quota" bigint)
    ORDER BY v."user_id", v."model_class", v."window_start", v."i"
  LOOP
    INSERT INTO "usage_counters" AS c ("user_id", "model_class", "window_start", "used_tokens",
      "reserved_tokens")
    VALUES ("request"."user_id", "request"."model_class", "request"."window_start", 0, 0)
    ON CONFLICT ("user_id", "model_class", "window_start") DO UPDATE
      SET "reserved_tokens" = c."reserved_tokens"
    RETURNING c."used_tokens", c."reserved_tokens" INTO "used", "reserved";
    "i" := "request"."i";
    "room" := "request"."quota" - "used" - "reserved" - "request"."prompt";
    IF "room" >= "request"."minimum" THEN
      "granted" := least("request"."output", "room");
      UPDATE "usage_counters" AS c
        SET "reserved_tokens" = c."reserved_tokens" + "request"."prompt" + "granted"
        WHERE c."user_id" = "request"."user_id" AND c."model_class" = "request"."model_class"
          AND c."window_start" = "request"."window_start";
    ELSE
      "granted" := 0;
    END IF;
    RETURN NEXT;
  END LOOP;
END;
$$;
