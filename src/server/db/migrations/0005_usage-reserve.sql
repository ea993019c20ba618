-- Decision 024 (item 5): the quota reservations that arrive together are made in one call. Each
-- request is the guarded upsert of decision 017, applied in order (by counter, then arrival), so
-- concurrent calls still end a class at most one output cap over its limit; the answer is the
-- indexes of the requests admitted. The counters are locked in one order: batches never deadlock.
CREATE FUNCTION "usage_reserve"("requests" jsonb) RETURNS SETOF integer LANGUAGE plpgsql AS $$
DECLARE
  "request" record;
BEGIN
  FOR "request" IN
    SELECT * FROM jsonb_to_recordset("requests") AS v("i" integer, "user_id" uuid,
      "model_class" text, "window_start" timestamptz, "tokens" bigint, "room" bigint,
      "quota" bigint)
    ORDER BY v."user_id", v."model_class", v."window_start", v."i"
  LOOP
    INSERT INTO "usage_counters" AS c ("user_id", "model_class", "window_start", "used_tokens",
      "reserved_tokens")
    VALUES ("request"."user_id", "request"."model_class", "request"."window_start", 0,
      "request"."tokens")
    ON CONFLICT ("user_id", "model_class", "window_start") DO UPDATE
      SET "reserved_tokens" = c."reserved_tokens" + excluded."reserved_tokens"
      WHERE c."used_tokens" + c."reserved_tokens" + "request"."room" <= "request"."quota";
    IF FOUND THEN
      RETURN NEXT "request"."i";
    END IF;
  END LOOP;
END;
$$;
