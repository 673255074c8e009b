-- The visit counter's function, record_views, was created here. It now lives beside the code that
-- calls it (modules/views/record-views.sql.ts) and the migrator (re)creates it whenever its text
-- changes, so what runs is always what can be read next to its caller.
SELECT 1;
