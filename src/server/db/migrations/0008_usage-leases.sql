-- Issue 29 (DESIGN D22, decision 033): the meter decides in memory. On PostgreSQL each process
-- leases a slice of a counter's allowance and admits calls from it; `usage_leases` holds the
-- slices, `usage_lease` grants them. Each request, in order (by counter, then arrival), locks its
-- counter (an upsert that changes nothing), takes back the slices whose holders stopped renewing
-- them (their calls in flight died with them: the reservations they held are released too), and
-- grants from what the limit leaves after the used tokens and every live slice: nothing when that
-- is less than `need` (the least that admits a waiting call), else at least `full` (what the
-- waiting calls ask in all) or all that is left, and up to `want` but never past half of what is
-- left, so other processes find room too. So the used tokens and the slices together never pass
-- the limit. Answers the tokens granted, the counter's used tokens and what was left before the
-- grant. The counters are locked in one order: batches never deadlock. usage_grant (0006) is
-- replaced: calls no longer reserve in the database one by one.
DROP FUNCTION "usage_grant"(jsonb);
--> statement-breakpoint
CREATE TABLE "usage_leases" (
	"user_id" uuid NOT NULL,
	"model_class" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"holder" text NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL,
	"reserved" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "usage_leases_user_id_model_class_window_start_holder_pk" PRIMARY KEY("user_id","model_class","window_start","holder")
);
--> statement-breakpoint
ALTER TABLE "usage_leases" ADD CONSTRAINT "usage_leases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_leases_holder_idx" ON "usage_leases" USING btree ("holder");--> statement-breakpoint
CREATE FUNCTION "usage_lease"("lease_holder" text, "ttl_ms" integer, "requests" jsonb)
RETURNS TABLE("i" integer, "granted" bigint, "used" bigint, "available" bigint)
LANGUAGE plpgsql AS $$
DECLARE
  "request" record;
  "held" bigint;
  "released" bigint;
BEGIN
  FOR "request" IN
    SELECT * FROM jsonb_to_recordset("requests") AS v("i" integer, "user_id" uuid,
      "model_class" text, "window_start" timestamptz, "quota" bigint, "need" bigint,
      "full" bigint, "want" bigint)
    ORDER BY v."user_id", v."model_class", v."window_start", v."i"
  LOOP
    INSERT INTO "usage_counters" AS c ("user_id", "model_class", "window_start", "used_tokens",
      "reserved_tokens")
    VALUES ("request"."user_id", "request"."model_class", "request"."window_start", 0, 0)
    ON CONFLICT ("user_id", "model_class", "window_start") DO UPDATE
      SET "reserved_tokens" = c."reserved_tokens"
    RETURNING c."used_tokens" INTO "used";
    WITH "gone" AS (
      DELETE FROM "usage_leases" AS l
      WHERE l."user_id" = "request"."user_id" AND l."model_class" = "request"."model_class"
        AND l."window_start" = "request"."window_start" AND l."expires_at" < now()
      RETURNING l."reserved"
    )
    SELECT coalesce(sum("gone"."reserved"), 0) INTO "released" FROM "gone";
    IF "released" > 0 THEN
      UPDATE "usage_counters" AS c
        SET "reserved_tokens" = greatest(c."reserved_tokens" - "released", 0)
        WHERE c."user_id" = "request"."user_id" AND c."model_class" = "request"."model_class"
          AND c."window_start" = "request"."window_start";
    END IF;
    SELECT coalesce(sum(l."tokens"), 0) INTO "held" FROM "usage_leases" AS l
      WHERE l."user_id" = "request"."user_id" AND l."model_class" = "request"."model_class"
        AND l."window_start" = "request"."window_start";
    "i" := "request"."i";
    "available" := greatest("request"."quota" - "used" - "held", 0);
    IF "available" > 0 AND "available" >= "request"."need" THEN
      "granted" := least("available",
        greatest("request"."full", least("request"."want", "available" / 2)));
      INSERT INTO "usage_leases" AS l ("user_id", "model_class", "window_start", "holder",
        "tokens", "reserved", "expires_at")
      VALUES ("request"."user_id", "request"."model_class", "request"."window_start",
        "lease_holder", "granted", 0, now() + "ttl_ms" * interval '1 millisecond')
      ON CONFLICT ("user_id", "model_class", "window_start", "holder") DO UPDATE
        SET "tokens" = l."tokens" + excluded."tokens", "expires_at" = excluded."expires_at";
    ELSE
      "granted" := 0;
    END IF;
    RETURN NEXT;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- What the meter writes behind its decisions, in one statement per group commit: the usage
-- events, then per counter (in one order) the tokens used, the change in what calls in flight
-- reserve, and, for a holder of slices (PostgreSQL), its slice less what was spent and returned
-- and its share of the reservations; a slice left empty (nothing to spend, nothing in flight)
-- is deleted.
CREATE FUNCTION "usage_write"("lease_holder" text, "counters" jsonb, "events" jsonb)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "v" record;
BEGIN
  INSERT INTO "usage_events" ("user_id", "conversation_id", "model_id", "model_class",
    "prompt_tokens", "completion_tokens", "total_tokens", "cost")
  SELECT * FROM jsonb_to_recordset("events") AS e("user_id" uuid, "conversation_id" uuid,
    "model_id" text, "model_class" text, "prompt_tokens" integer, "completion_tokens" integer,
    "total_tokens" integer, "cost" real);
  FOR "v" IN
    SELECT * FROM jsonb_to_recordset("counters") AS r("user_id" uuid, "model_class" text,
      "window_start" timestamptz, "used" bigint, "reserved" bigint, "returned" bigint)
    ORDER BY r."user_id", r."model_class", r."window_start"
  LOOP
    INSERT INTO "usage_counters" AS c ("user_id", "model_class", "window_start", "used_tokens",
      "reserved_tokens")
    VALUES ("v"."user_id", "v"."model_class", "v"."window_start", "v"."used",
      greatest("v"."reserved", 0))
    ON CONFLICT ("user_id", "model_class", "window_start") DO UPDATE
      SET "used_tokens" = c."used_tokens" + "v"."used",
        "reserved_tokens" = greatest(c."reserved_tokens" + "v"."reserved", 0);
    IF "lease_holder" IS NOT NULL THEN
      UPDATE "usage_leases" AS l
        SET "tokens" = greatest(l."tokens" - "v"."used" - "v"."returned", 0),
          "reserved" = greatest(l."reserved" + "v"."reserved", 0)
        WHERE l."user_id" = "v"."user_id" AND l."model_class" = "v"."model_class"
          AND l."window_start" = "v"."window_start" AND l."holder" = "lease_holder";
      DELETE FROM "usage_leases" AS l
        WHERE l."user_id" = "v"."user_id" AND l."model_class" = "v"."model_class"
          AND l."window_start" = "v"."window_start" AND l."holder" = "lease_holder"
          AND l."tokens" <= 0 AND l."reserved" <= 0;
    END IF;
  END LOOP;
END;
$$;
