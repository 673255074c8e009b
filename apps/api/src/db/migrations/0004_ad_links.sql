-- Ads may lead somewhere when clicked. The API checks the address (an absolute http or https url); the
-- database refuses anything else as well, so no `javascript:` link can reach a reader's page.
ALTER TABLE ads ADD COLUMN link text CHECK (link ~* '^https?://' AND length(link) <= 2048);
