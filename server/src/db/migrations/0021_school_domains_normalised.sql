-- Schools' domains are saved normalised from now on (server/src/lib/domains.ts): lower case,
-- without a scheme, path, port, trailing dot or leading "www.". Rows saved before are normalised
-- here the same way (the API took lower-case ASCII host names only, so no punycode is needed).
-- Two schools whose domains normalise alike: the domain stays with one, the active one, else the
-- first made (lookups only ever answered active schools), and the others' domain is cleared. A
-- domain that is no host name once normalised is cleared too. The logsheet records each clearing
-- (action "domain ... cleared", the school as target, status 409), for an administrator to settle.
-- The index is rebuilt around the update, which would otherwise trip over a row not yet cleared.
DROP INDEX "schools_domain_name_key";--> statement-breakpoint
WITH normal AS (
  SELECT id, is_active, domain_name AS was,
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      lower(btrim(domain_name)),
      '^[a-z][a-z0-9+.-]*://', ''),
      '[/?#].*$', ''),
      '^.*@', ''),
      ':[0-9]*$', ''),
      '\.+$', ''),
      '^(www\.)+', '') AS domain
  FROM "schools"
  WHERE domain_name IS NOT NULL
), ranked AS (
  SELECT *,
    domain ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$'
      AND domain NOT LIKE 'www.%' AND length(domain) <= 253 AS valid,
    row_number() OVER (PARTITION BY domain ORDER BY is_active DESC, id) AS rank
  FROM normal
), recorded AS (
  INSERT INTO "audit_log" (action, school_id, target_id, status)
  SELECT 'domain ' || left(was, 120) || ' cleared: ' || CASE
      WHEN NOT valid THEN 'not a host name'
      ELSE 'school ' || (SELECT k.id FROM ranked k WHERE k.domain = r.domain AND k.rank = 1) || ' has ' || domain
    END,
    id, id, 409
  FROM ranked r
  WHERE NOT valid OR rank > 1
)
UPDATE "schools" AS s
SET domain_name = CASE WHEN r.valid AND r.rank = 1 THEN r.domain END
FROM ranked r
WHERE s.id = r.id AND s.domain_name IS DISTINCT FROM CASE WHEN r.valid AND r.rank = 1 THEN r.domain END;--> statement-breakpoint
CREATE UNIQUE INDEX "schools_domain_name_key" ON "schools" USING btree ("domain_name");--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_domain_name_normalised" CHECK ("schools"."domain_name" ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$'
        AND "schools"."domain_name" NOT LIKE 'www.%' AND length("schools"."domain_name") <= 253);
