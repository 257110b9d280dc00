-- Accented letters are read as plain ones, in the parts' texts as in what is typed (lowerFolded and its
-- SQL twin lowerFoldedSql in src/domain/search-words.ts): "Coupé" is "coupe". Letters outside a-z were
-- dropped, so "coupé" was "coup" and a search for "coupe" found nothing. A part number with an accented
-- letter is also held as normalised in search_text (normalizeSku leaves the accent out). One ALTER TABLE
-- rewrites the table once for the three columns; dropping search_text took its trigram index with it.
ALTER TABLE "parts" DROP COLUMN "search_text", DROP COLUMN "search_name", DROP COLUMN "name_words",
  ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace((case when octet_length(name || ' ' || sku || ' ' || make || ' ' || model || ' ' || description) = char_length(name || ' ' || sku || ' ' || make || ' ' || model || ' ' || description) then lower(name || ' ' || sku || ' ' || make || ' ' || model || ' ' || description) else translate(replace(replace(replace(replace(replace(lower(name || ' ' || sku || ' ' || make || ' ' || model || ' ' || description), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎđĐłŁèÈéÉêÊëËēĒėĖęĘěĚìÌíÍîÎïÏīĪįĮıñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞťŤùÙúÚûÛüÜūŪůŮűŰųŲýÝÿŸźŹżŻžŽ', 'aaaaaaaaaaaaaaaaaaccccccddddlleeeeeeeeeeeeeeeeiiiiiiiiiiiiinnnnnnoooooooooooooooorrrrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzz') end), ' ', ''), '-', ''), '.', ''), ',', ''), '(', ''), ')', ''), '/', ''), '''', ''), '"', ''), '&', ''), ':', ''), ';', ''), '[^a-z0-9]', '', 'g') || case when sku ~ '[^\x01-\x7f]' then regexp_replace(lower(sku), '[^a-z0-9]', '', 'g') else '' end) STORED NOT NULL,
  ADD COLUMN "search_name" text GENERATED ALWAYS AS (regexp_replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace((case when octet_length(name) = char_length(name) then lower(name) else translate(replace(replace(replace(replace(replace(lower(name), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎđĐłŁèÈéÉêÊëËēĒėĖęĘěĚìÌíÍîÎïÏīĪįĮıñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞťŤùÙúÚûÛüÜūŪůŮűŰųŲýÝÿŸźŹżŻžŽ', 'aaaaaaaaaaaaaaaaaaccccccddddlleeeeeeeeeeeeeeeeiiiiiiiiiiiiinnnnnnoooooooooooooooorrrrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzz') end), ' ', ''), '-', ''), '.', ''), ',', ''), '(', ''), ')', ''), '/', ''), '''', ''), '"', ''), '&', ''), ':', ''), ';', ''), '[^a-z0-9]', '', 'g')) STORED NOT NULL,
  ADD COLUMN "name_words" text GENERATED ALWAYS AS (' ' || regexp_replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace((case when octet_length(name) = char_length(name) then lower(name) else translate(replace(replace(replace(replace(replace(lower(name), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎđĐłŁèÈéÉêÊëËēĒėĖęĘěĚìÌíÍîÎïÏīĪįĮıñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞťŤùÙúÚûÛüÜūŪůŮűŰųŲýÝÿŸźŹżŻžŽ', 'aaaaaaaaaaaaaaaaaaccccccddddlleeeeeeeeeeeeeeeeiiiiiiiiiiiiinnnnnnoooooooooooooooorrrrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzz') end), '-', ' '), '.', ' '), ',', ' '), '(', ' '), ')', ' '), '/', ' '), '''', ' '), '"', ' '), '&', ' '), ':', ' '), ';', ' '), '[^a-z0-9 ]', ' ', 'g') || ' ') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "parts_search_text_trgm" ON "parts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The vocabulary's words, folded alike (addVocabularyTerms is the twin).
CREATE OR REPLACE FUNCTION parts_collect_vocabulary() RETURNS trigger AS $$
BEGIN
  IF coalesce(current_setting('shop.vocabulary_supplied', true), '') <> 'on' THEN
    INSERT INTO search_terms (term)
    SELECT DISTINCT term FROM (
      SELECT token AS term
      FROM changed_parts, regexp_split_to_table((case when octet_length(name || ' ' || make || ' ' || model || ' ' || description) = char_length(name || ' ' || make || ' ' || model || ' ' || description) then lower(name || ' ' || make || ' ' || model || ' ' || description) else translate(replace(replace(replace(replace(replace(lower(name || ' ' || make || ' ' || model || ' ' || description), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎđĐłŁèÈéÉêÊëËēĒėĖęĘěĚìÌíÍîÎïÏīĪįĮıñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞťŤùÙúÚûÛüÜūŪůŮűŰųŲýÝÿŸźŹżŻžŽ', 'aaaaaaaaaaaaaaaaaaccccccddddlleeeeeeeeeeeeeeeeiiiiiiiiiiiiinnnnnnoooooooooooooooorrrrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzz') end), '[^a-z0-9]+') AS token
      UNION ALL
      SELECT translate(matched[1], '-.''', '')
      FROM changed_parts, regexp_matches((case when octet_length(name || ' ' || make || ' ' || model || ' ' || description) = char_length(name || ' ' || make || ' ' || model || ' ' || description) then lower(name || ' ' || make || ' ' || model || ' ' || description) else translate(replace(replace(replace(replace(replace(lower(name || ' ' || make || ' ' || model || ' ' || description), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎđĐłŁèÈéÉêÊëËēĒėĖęĘěĚìÌíÍîÎïÏīĪįĮıñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞťŤùÙúÚûÛüÜūŪůŮűŰųŲýÝÿŸźŹżŻžŽ', 'aaaaaaaaaaaaaaaaaaccccccddddlleeeeeeeeeeeeeeeeiiiiiiiiiiiiinnnnnnoooooooooooooooorrrrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzz') end), '([a-z0-9]+(?:[-.''][a-z0-9]+)+)', 'g') AS matched
      UNION ALL
      SELECT words[i] || words[i + 1]
      FROM changed_parts, regexp_split_to_array((case when octet_length(name) = char_length(name) then lower(name) else translate(replace(replace(replace(replace(replace(lower(name), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎđĐłŁèÈéÉêÊëËēĒėĖęĘěĚìÌíÍîÎïÏīĪįĮıñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞťŤùÙúÚûÛüÜūŪůŮűŰųŲýÝÿŸźŹżŻžŽ', 'aaaaaaaaaaaaaaaaaaccccccddddlleeeeeeeeeeeeeeeeiiiiiiiiiiiiinnnnnnoooooooooooooooorrrrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzz') end), '[^a-z0-9]+') AS words, generate_series(1, coalesce(array_length(words, 1), 0) - 1) AS i
    ) AS words_of_parts
    WHERE length(term) BETWEEN 3 AND 40 AND term ~ '^[a-z]+$'
    ON CONFLICT (term) DO NOTHING;
  END IF;
  INSERT INTO part_vehicle_values (kind, value)
  SELECT 'make', make FROM changed_parts
  UNION
  SELECT 'model', model FROM changed_parts
  ON CONFLICT (kind, value) DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- The folded words of the parts the shop has, gathered by the trigger above: only a text with a letter
-- outside a-z brings new ones. No part changes; the catalogue version moves, so every server reloads its vocabulary.
UPDATE parts SET name = name WHERE name || make || model || description ~ '[^\x01-\x7f]';--> statement-breakpoint
-- The new columns have no statistics until analysed, and the keyword search is planned from them.
ANALYZE "parts";
