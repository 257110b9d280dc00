-- The vocabulary tells the terms its texts hold as words from those only ever written apart: a name's two
-- neighbouring words joined ("lamplens", "waterpump") and words joined by marks ("safettrack"). A typed
-- word is found at the end of a word the texts hold ("lamp" in "headlamp": wordPatterns), never of one
-- written apart, which no search_text holds. addVocabularyTerms is the trigger's twin: a term is joined
-- until some text holds it as a word. The new rows are added without locking the old ones; only a term
-- turning into a word is updated.
ALTER TABLE "search_terms" ADD COLUMN "joined" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "import_terms" ADD COLUMN "joined" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION parts_collect_vocabulary() RETURNS trigger AS $$
BEGIN
  IF coalesce(current_setting('shop.vocabulary_supplied', true), '') <> 'on' THEN
    WITH words_of_parts AS (
      SELECT term, bool_and(joined) AS joined FROM (
      SELECT token AS term, false AS joined
      FROM changed_parts, regexp_split_to_table((case when octet_length(name || ' ' || make || ' ' || model || ' ' || description) = char_length(name || ' ' || make || ' ' || model || ' ' || description) then lower(name || ' ' || make || ' ' || model || ' ' || description) else translate(replace(replace(replace(replace(replace(lower(name || ' ' || make || ' ' || model || ' ' || description), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎđĐłŁèÈéÉêÊëËēĒėĖęĘěĚìÌíÍîÎïÏīĪįĮıñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞťŤùÙúÚûÛüÜūŪůŮűŰųŲýÝÿŸźŹżŻžŽ', 'aaaaaaaaaaaaaaaaaaccccccddddlleeeeeeeeeeeeeeeeiiiiiiiiiiiiinnnnnnoooooooooooooooorrrrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzz') end), '[^a-z0-9]+') AS token
      UNION ALL
      SELECT translate(matched[1], '-.''', ''), true
      FROM changed_parts, regexp_matches((case when octet_length(name || ' ' || make || ' ' || model || ' ' || description) = char_length(name || ' ' || make || ' ' || model || ' ' || description) then lower(name || ' ' || make || ' ' || model || ' ' || description) else translate(replace(replace(replace(replace(replace(lower(name || ' ' || make || ' ' || model || ' ' || description), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎđĐłŁèÈéÉêÊëËēĒėĖęĘěĚìÌíÍîÎïÏīĪįĮıñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞťŤùÙúÚûÛüÜūŪůŮűŰųŲýÝÿŸźŹżŻžŽ', 'aaaaaaaaaaaaaaaaaaccccccddddlleeeeeeeeeeeeeeeeiiiiiiiiiiiiinnnnnnoooooooooooooooorrrrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzz') end), '([a-z0-9]+(?:[-.''][a-z0-9]+)+)', 'g') AS matched
      UNION ALL
      SELECT words[i] || words[i + 1], true
      FROM changed_parts, regexp_split_to_array((case when octet_length(name) = char_length(name) then lower(name) else translate(replace(replace(replace(replace(replace(lower(name), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎđĐłŁèÈéÉêÊëËēĒėĖęĘěĚìÌíÍîÎïÏīĪįĮıñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞťŤùÙúÚûÛüÜūŪůŮűŰųŲýÝÿŸźŹżŻžŽ', 'aaaaaaaaaaaaaaaaaaccccccddddlleeeeeeeeeeeeeeeeiiiiiiiiiiiiinnnnnnoooooooooooooooorrrrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzz') end), '[^a-z0-9]+') AS words, generate_series(1, coalesce(array_length(words, 1), 0) - 1) AS i
      ) AS found
      WHERE length(term) BETWEEN 3 AND 40 AND term ~ '^[a-z]+$'
      GROUP BY term
    ), added AS (
      INSERT INTO search_terms (term, joined) SELECT term, joined FROM words_of_parts ON CONFLICT (term) DO NOTHING
    )
    UPDATE search_terms SET joined = false FROM words_of_parts
    WHERE search_terms.term = words_of_parts.term AND search_terms.joined AND NOT words_of_parts.joined;
  END IF;
  INSERT INTO part_vehicle_values (kind, value)
  SELECT 'make', make FROM changed_parts
  UNION
  SELECT 'model', model FROM changed_parts
  ON CONFLICT (kind, value) DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- The vocabulary gathered afresh from the parts the shop has, which also drops the words of parts since
-- deleted or renamed (a server loads it when it starts).
DELETE FROM search_terms;--> statement-breakpoint
INSERT INTO search_terms (term, joined)
SELECT term, bool_and(joined) FROM (
  SELECT token AS term, false AS joined
  FROM parts, regexp_split_to_table((case when octet_length(name || ' ' || make || ' ' || model || ' ' || description) = char_length(name || ' ' || make || ' ' || model || ' ' || description) then lower(name || ' ' || make || ' ' || model || ' ' || description) else translate(replace(replace(replace(replace(replace(lower(name || ' ' || make || ' ' || model || ' ' || description), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎđĐłŁèÈéÉêÊëËēĒėĖęĘěĚìÌíÍîÎïÏīĪįĮıñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞťŤùÙúÚûÛüÜūŪůŮűŰųŲýÝÿŸźŹżŻžŽ', 'aaaaaaaaaaaaaaaaaaccccccddddlleeeeeeeeeeeeeeeeiiiiiiiiiiiiinnnnnnoooooooooooooooorrrrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzz') end), '[^a-z0-9]+') AS token
  UNION ALL
  SELECT translate(matched[1], '-.''', ''), true
  FROM parts, regexp_matches((case when octet_length(name || ' ' || make || ' ' || model || ' ' || description) = char_length(name || ' ' || make || ' ' || model || ' ' || description) then lower(name || ' ' || make || ' ' || model || ' ' || description) else translate(replace(replace(replace(replace(replace(lower(name || ' ' || make || ' ' || model || ' ' || description), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎđĐłŁèÈéÉêÊëËēĒėĖęĘěĚìÌíÍîÎïÏīĪįĮıñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞťŤùÙúÚûÛüÜūŪůŮűŰųŲýÝÿŸźŹżŻžŽ', 'aaaaaaaaaaaaaaaaaaccccccddddlleeeeeeeeeeeeeeeeiiiiiiiiiiiiinnnnnnoooooooooooooooorrrrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzz') end), '([a-z0-9]+(?:[-.''][a-z0-9]+)+)', 'g') AS matched
  UNION ALL
  SELECT words[i] || words[i + 1], true
  FROM parts, regexp_split_to_array((case when octet_length(name) = char_length(name) then lower(name) else translate(replace(replace(replace(replace(replace(lower(name), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎđĐłŁèÈéÉêÊëËēĒėĖęĘěĚìÌíÍîÎïÏīĪįĮıñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞťŤùÙúÚûÛüÜūŪůŮűŰųŲýÝÿŸźŹżŻžŽ', 'aaaaaaaaaaaaaaaaaaccccccddddlleeeeeeeeeeeeeeeeiiiiiiiiiiiiinnnnnnoooooooooooooooorrrrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzz') end), '[^a-z0-9]+') AS words, generate_series(1, coalesce(array_length(words, 1), 0) - 1) AS i
  ) AS found
WHERE length(term) BETWEEN 3 AND 40 AND term ~ '^[a-z]+$'
GROUP BY term;
