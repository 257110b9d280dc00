-- The typo lookup reads the vocabulary into memory (ADR 009): its trigram index only slowed imports.
DROP INDEX "search_terms_trgm";
