CREATE TABLE "doctor_specialities" (
	"doctor_id" uuid NOT NULL,
	"speciality_id" uuid NOT NULL,
	CONSTRAINT "doctor_specialities_doctor_id_speciality_id_pk" PRIMARY KEY("doctor_id","speciality_id")
);
--> statement-breakpoint
CREATE TABLE "specialities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title_fr" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "specialities_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "doctor_specialities" ADD CONSTRAINT "doctor_specialities_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_specialities" ADD CONSTRAINT "doctor_specialities_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Reference data (spec 3): stable codes, titles in fr, en and ar.
INSERT INTO "specialities" ("code", "title_fr", "title_en", "title_ar", "order") VALUES
  ('general-medicine', 'Médecine générale', 'General medicine', 'الطب العام', 0),
  ('cardiology', 'Cardiologie', 'Cardiology', 'طب القلب', 1),
  ('dermatology', 'Dermatologie', 'Dermatology', 'طب الجلد', 2),
  ('pediatrics', 'Pédiatrie', 'Pediatrics', 'طب الأطفال', 3),
  ('gynecology-obstetrics', 'Gynécologie-obstétrique', 'Gynecology and obstetrics', 'أمراض النساء والتوليد', 4),
  ('ophthalmology', 'Ophtalmologie', 'Ophthalmology', 'طب العيون', 5),
  ('ent', 'Oto-rhino-laryngologie (ORL)', 'Ear, nose and throat (ENT)', 'طب الأنف والأذن والحنجرة', 6),
  ('neurology', 'Neurologie', 'Neurology', 'طب الأعصاب', 7),
  ('psychiatry', 'Psychiatrie', 'Psychiatry', 'الطب النفسي', 8),
  ('rheumatology', 'Rhumatologie', 'Rheumatology', 'طب الروماتيزم', 9),
  ('endocrinology', 'Endocrinologie-diabétologie', 'Endocrinology and diabetology', 'طب الغدد الصماء والسكري', 10),
  ('gastroenterology', 'Gastro-entérologie', 'Gastroenterology', 'طب الجهاز الهضمي', 11),
  ('pulmonology', 'Pneumologie', 'Pulmonology', 'طب الأمراض الصدرية', 12),
  ('nephrology', 'Néphrologie', 'Nephrology', 'طب الكلى', 13),
  ('urology', 'Urologie', 'Urology', 'جراحة المسالك البولية', 14),
  ('orthopedics', 'Chirurgie orthopédique et traumatologie', 'Orthopedic and trauma surgery', 'جراحة العظام والمفاصل', 15),
  ('general-surgery', 'Chirurgie générale', 'General surgery', 'الجراحة العامة', 16),
  ('internal-medicine', 'Médecine interne', 'Internal medicine', 'الطب الداخلي', 17),
  ('oncology', 'Oncologie', 'Oncology', 'طب الأورام', 18),
  ('hematology', 'Hématologie', 'Hematology', 'طب أمراض الدم', 19),
  ('radiology', 'Radiologie et imagerie médicale', 'Radiology and medical imaging', 'الأشعة والتصوير الطبي', 20),
  ('anesthesiology', 'Anesthésie-réanimation', 'Anesthesiology and intensive care', 'التخدير والإنعاش', 21),
  ('dentistry', 'Chirurgie dentaire', 'Dentistry', 'طب الأسنان', 22),
  ('orthodontics', 'Orthodontie', 'Orthodontics', 'تقويم الأسنان', 23),
  ('physiotherapy', 'Kinésithérapie', 'Physiotherapy', 'العلاج الطبيعي', 24),
  ('allergology', 'Allergologie', 'Allergology', 'طب الحساسية', 25),
  ('infectious-diseases', 'Maladies infectieuses', 'Infectious diseases', 'الأمراض المعدية', 26),
  ('geriatrics', 'Gériatrie', 'Geriatrics', 'طب الشيخوخة', 27),
  ('sports-medicine', 'Médecine du sport', 'Sports medicine', 'الطب الرياضي', 28),
  ('nutrition', 'Nutrition', 'Nutrition', 'التغذية', 29),
  ('plastic-surgery', 'Chirurgie plastique et esthétique', 'Plastic and cosmetic surgery', 'جراحة التجميل', 30),
  ('neurosurgery', 'Neurochirurgie', 'Neurosurgery', 'جراحة الأعصاب', 31),
  ('cardiac-surgery', 'Chirurgie cardiovasculaire', 'Cardiovascular surgery', 'جراحة القلب والأوعية', 32),
  ('occupational-medicine', 'Médecine du travail', 'Occupational medicine', 'طب العمل', 33),
  ('psychology', 'Psychologie', 'Psychology', 'علم النفس', 34),
  ('speech-therapy', 'Orthophonie', 'Speech therapy', 'تقويم النطق', 35),
  ('midwifery', 'Sage-femme', 'Midwifery', 'القبالة', 36),
  ('pediatric-surgery', 'Chirurgie pédiatrique', 'Pediatric surgery', 'جراحة الأطفال', 37),
  ('vascular-medicine', 'Médecine vasculaire', 'Vascular medicine', 'طب الأوعية الدموية', 38),
  ('emergency-medicine', 'Médecine d''urgence', 'Emergency medicine', 'طب الطوارئ', 39)
ON CONFLICT ("code") DO NOTHING;
