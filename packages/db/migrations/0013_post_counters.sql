CREATE TABLE "post_read_tallies" (
	"post_id" bigint NOT NULL,
	"slot" smallint NOT NULL,
	"reads" bigint NOT NULL,
	CONSTRAINT "post_read_tallies_post_id_slot_pk" PRIMARY KEY("post_id","slot")
);
--> statement-breakpoint
CREATE TABLE "post_tag_counts" (
	"type" text NOT NULL,
	"tag" text NOT NULL,
	"posts" integer NOT NULL,
	CONSTRAINT "post_tag_counts_type_tag_pk" PRIMARY KEY("type","tag")
);
--> statement-breakpoint
CREATE TABLE "post_type_counts" (
	"type" text PRIMARY KEY NOT NULL,
	"posts" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_read_tallies" ADD CONSTRAINT "post_read_tallies_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_tag_counts_most_used_idx" ON "post_tag_counts" USING btree ("type","posts" DESC NULLS LAST,"tag");--> statement-breakpoint
CREATE INDEX "posts_published_read_idx" ON "posts" USING btree ("read_count" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."status" = 'published';--> statement-breakpoint
-- Published posts per type and per (type, tag), changed by the statement that publishes, retags, unpublishes
-- or deletes posts, in its transaction. Tags are upserted in (type, tag) order, so two transactions never
-- wait on each other's counts the other way round.
CREATE FUNCTION posts_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('type', n.type, 'tags', n.tags, 'd', 1)) INTO changes
    FROM new_rows n WHERE n.status = 'published';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('type', o.type, 'tags', o.tags, 'd', -1)) INTO changes
    FROM old_rows o WHERE o.status = 'published';
  ELSE
    SELECT jsonb_agg(c) INTO changes FROM (
      SELECT n.type, n.tags, 1 AS d FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status = 'published' AND (o.status, o.type, o.tags) IS DISTINCT FROM (n.status, n.type, n.tags)
      UNION ALL
      SELECT o.type, o.tags, -1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.status = 'published' AND (o.status, o.type, o.tags) IS DISTINCT FROM (n.status, n.type, n.tags)
    ) c;
  END IF;
  IF changes IS NULL THEN
    RETURN NULL;
  END IF;

  INSERT INTO post_type_counts AS c (type, posts)
  SELECT x->>'type', sum((x->>'d')::int) FROM jsonb_array_elements(changes) x
  GROUP BY 1 HAVING sum((x->>'d')::int) <> 0 ORDER BY 1
  ON CONFLICT (type) DO UPDATE SET posts = c.posts + excluded.posts;

  INSERT INTO post_tag_counts AS c (type, tag, posts)
  SELECT x->>'type', t.tag, sum((x->>'d')::int)
  FROM jsonb_array_elements(changes) x
  CROSS JOIN LATERAL (SELECT DISTINCT tag FROM jsonb_array_elements_text(x->'tags') AS tag) t
  GROUP BY 1, 2 HAVING sum((x->>'d')::int) <> 0 ORDER BY 1, 2
  ON CONFLICT (type, tag) DO UPDATE SET posts = c.posts + excluded.posts;

  DELETE FROM post_tag_counts WHERE posts = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_counted_on_insert AFTER INSERT ON posts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION posts_keep_counts();
--> statement-breakpoint
CREATE TRIGGER posts_counted_on_update AFTER UPDATE ON posts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION posts_keep_counts();
--> statement-breakpoint
CREATE TRIGGER posts_counted_on_delete AFTER DELETE ON posts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION posts_keep_counts();
--> statement-breakpoint
INSERT INTO post_type_counts (type, posts)
SELECT type, count(*) FROM posts WHERE status = 'published' GROUP BY type;
--> statement-breakpoint
INSERT INTO post_tag_counts (type, tag, posts)
SELECT p.type, t.tag, count(*)
FROM posts p CROSS JOIN LATERAL (SELECT DISTINCT tag FROM unnest(p.tags) AS tag) t
WHERE p.status = 'published' GROUP BY 1, 2;
