-- The console's language an administrator chose ('en' or 'am'); NULL until they choose, when the
-- console follows the browser's languages.
ALTER TABLE admins ADD COLUMN language text CHECK (language IN ('en', 'am'));
