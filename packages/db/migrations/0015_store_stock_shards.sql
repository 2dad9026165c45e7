CREATE TABLE "store_stock_shards" (
	"item_id" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"remaining" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_stock_shards_item_id_shard_pk" PRIMARY KEY("item_id","shard"),
	CONSTRAINT "store_stock_shards_remaining_nonnegative" CHECK ("store_stock_shards"."remaining" >= 0)
);
--> statement-breakpoint
ALTER TABLE "store_stock_shards" ADD CONSTRAINT "store_stock_shards_item_id_store_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."store_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 18: each gift's stock over 16 shards, so that members buying it at once lock different rows. Shard k
-- holds stock / 16 pieces, and one more while k < stock % 16; sold is spread alike (only sums are read). Every
-- item inserted gets its shards here, whoever inserts it (the demo content, tests, the bench).
CREATE FUNCTION store_items_spread_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO store_stock_shards (item_id, shard, remaining, sold)
  SELECT n.id, k, n.stock_remaining / 16 + (k < n.stock_remaining % 16)::int, n.sold / 16 + (k < n.sold % 16)::int
  FROM new_rows n CROSS JOIN generate_series(0, 15) AS k;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER store_items_stock_spread_on_insert AFTER INSERT ON store_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_items_spread_stock();
--> statement-breakpoint
-- The stock already in the store moves into its shards; the items' own columns stay as they were, a copy.
INSERT INTO store_stock_shards (item_id, shard, remaining, sold)
SELECT i.id, k, i.stock_remaining / 16 + (k < i.stock_remaining % 16)::int, i.sold / 16 + (k < i.sold % 16)::int
FROM store_items i CROSS JOIN generate_series(0, 15) AS k;
