-- One import reads or writes at a time, across every server (issue 10): the engine checked for a running
-- import and then added its own, which two uploads at the same moment could both pass. The database now
-- refuses a second running job. Jobs left running by a server that stopped are marked as stopped first,
-- as the engine marks them (all but the newest, which a server may still be working on).
WITH stale AS (
  SELECT id FROM import_jobs WHERE status IN ('analysing', 'importing')
  AND id <> (SELECT id FROM import_jobs WHERE status IN ('analysing', 'importing') ORDER BY created_at DESC, id LIMIT 1)
), stopped AS (
  UPDATE import_jobs SET status = 'failed', failure = 'The import stopped before it finished (the server was restarted). Nothing was changed; please import the file again.', finished_at = now(), updated_at = now()
  WHERE id IN (SELECT id FROM stale) RETURNING id
), staged AS (
  DELETE FROM import_rows WHERE job_id IN (SELECT id FROM stopped) RETURNING 1
)
DELETE FROM import_terms WHERE job_id IN (SELECT id FROM stopped);--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_one_running" ON "import_jobs" USING btree ((true)) WHERE status in ('analysing', 'importing');
