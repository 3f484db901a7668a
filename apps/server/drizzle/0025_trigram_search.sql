-- The back office finds players by a part of their login, e-mail, phone or name: trigram GIN indexes make a
-- substring search fast at a million players. pg_trgm is a trusted extension (PostgreSQL 13+), so the database's
-- owner may create it without superuser rights; PGlite loads its bundle when the database is opened.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
