-- Uploads are kept as keys; their public address is made when answering, from UPLOADS_PUBLIC_URL, so
-- images follow a move to object storage or a CDN, and every instance answers the same address.
-- Addresses stored whole before (any host, path ending in /uploads/<key>, the key being a name this
-- server made) become keys. Anything else (an image that never was an upload here) is kept as it is.
UPDATE posts
SET images = (
  SELECT coalesce(
    jsonb_agg(
      CASE
        WHEN found.key IS NULL THEN element.image
        ELSE (element.image - 'secure_url' - 'id') || jsonb_build_object('key', found.key)
      END
      ORDER BY element.position
    ),
    '[]'::jsonb
  )
  FROM jsonb_array_elements(posts.images) WITH ORDINALITY AS element(image, position)
  CROSS JOIN LATERAL (
    SELECT substring(
      element.image->>'secure_url'
      FROM '^https?://[^/?#]+(?:/[^?#]*)?/uploads/([0-9a-f-]{36}\.(?:png|jpg|webp))$'
    ) AS key
  ) AS found
)
WHERE jsonb_typeof(images) = 'array' AND images::text LIKE '%/uploads/%';

UPDATE ads
SET image = (image - 'secure_url' - 'id') || jsonb_build_object(
  'key',
  substring(
    image->>'secure_url'
    FROM '^https?://[^/?#]+(?:/[^?#]*)?/uploads/([0-9a-f-]{36}\.(?:png|jpg|webp))$'
  )
)
WHERE image->>'secure_url' ~ '^https?://[^/?#]+(?:/[^?#]*)?/uploads/[0-9a-f-]{36}\.(?:png|jpg|webp)$';
