CREATE TABLE "clubs" (
	"type" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tagline" text NOT NULL,
	"story" text NOT NULL,
	"summary" text NOT NULL,
	"colour" text NOT NULL,
	"position" integer NOT NULL,
	"open_for_posts" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_type_known" CHECK ("clubs"."type" in ('hit', 'biz-master', 'smart-society', 'play-yard', 'greenery')),
	CONSTRAINT "clubs_colour_known" CHECK ("clubs"."colour" in ('coral', 'sun', 'brand', 'mint'))
);
--> statement-breakpoint
-- The five clubs of SPEC 2 with the texts Klass has shown until now (decision 045). Editors change them from here.
INSERT INTO "clubs" ("type", "name", "tagline", "story", "summary", "colour", "position")
VALUES
  ('hit', 'HITS', 'เรื่องเงินที่ทุกคนกำลังพูดถึง',
   'รวมบทความยอดฮิตที่เพื่อน ๆ อ่านและแชร์กันมากที่สุด ตั้งแต่การออมเงินก้อนแรก การใช้แอปธนาคารอย่างปลอดภัย ไปจนถึงเทรนด์การเงินที่ควรรู้ทัน อ่านจบแล้วลองตอบคำถามท้ายบทรับ koin ได้เลย',
   'เรื่องเงินที่กำลังฮิต เทรนด์ไหนน่าลอง เทรนด์ไหนต้องระวัง', 'coral', 1),
  ('biz-master', 'Biz Master', 'สายธุรกิจ ชอบคิดไอเดียหาเงิน',
   'คลับของคนที่อยากมีรายได้เป็นของตัวเอง เรียนรู้การตั้งราคา ต้นทุน กำไร การขายออนไลน์ และการเริ่มธุรกิจเล็ก ๆ ตั้งแต่วัยเรียน แบบลงมือทำได้จริงและไม่เสี่ยงเกินตัว',
   'สายธุรกิจ ชอบคิดไอเดียหาเงินและเป็นเจ้าของกิจการ', 'sun', 2),
  ('smart-society', 'Smart Society', 'ใช้เงินอย่างรู้ทัน และดูแลคนรอบตัว',
   'คลับของคนที่อยากใช้เงินอย่างฉลาด รู้ทันมิจฉาชีพออนไลน์ เข้าใจสิทธิผู้บริโภค ภาษี และบริการการเงินที่อยู่รอบตัว เพื่อให้ทั้งตัวเองและครอบครัวปลอดภัย',
   'ใช้เงินอย่างรู้ทันและช่วยเหลือคนรอบตัว', 'brand', 3),
  ('play-yard', 'Play Yard', 'เรียนเรื่องเงินผ่านเกมและกิจกรรม',
   'คลับสายสนุก เรียนรู้เรื่องเงินผ่านเกม ชาเลนจ์ และกิจกรรมกับเพื่อน ๆ พร้อมเคล็ดลับใช้เงินกับงานอดิเรกอย่างพอดี ไม่ให้ความสนุกกลายเป็นภาระ',
   'เรียนรู้เรื่องเงินผ่านเกมและกิจกรรมสนุก ๆ', 'mint', 4),
  ('greenery', 'Greenery', 'การเงินสีเขียว ใช้เงินแบบรักษ์โลก',
   'คลับของคนที่อยากให้เงินทุกบาททำดีต่อโลก ตั้งแต่การซื้อของมือสอง การลดขยะที่ช่วยประหยัดเงิน ไปจนถึงการลงทุนอย่างยั่งยืน',
   'การเงินสีเขียว ออมและลงทุนอย่างรักษ์โลก', 'mint', 5);
