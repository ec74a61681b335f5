-- pg_trgm powers substring and typo-tolerant search; drizzle-kit does not emit CREATE EXTENSION.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
