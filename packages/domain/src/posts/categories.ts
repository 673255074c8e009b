/**
 * The news categories and their labels, kept free of zod so a page can name a category without
 * loading the schemas (spec §3: Amharic labels for domestic, world, Jemal's view, business, sport).
 */
export const CATEGORIES = ['local', 'world', 'jemals_view', 'business', 'sport'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, { am: string; en: string }> = {
  local: { am: 'የሀገር ውስጥ ዜና', en: 'Local news' },
  world: { am: 'የዓለም ዜና', en: 'World news' },
  jemals_view: { am: 'የጀማል እይታ', en: "Jemal's view" },
  business: { am: 'ቢዝነስ', en: 'Business' },
  sport: { am: 'ስፖርት', en: 'Sport' },
};

/** The sentence a person sees when a category is missing or unknown; a test keeps it naming every category. */
export const CHOOSE_CATEGORY = "Choose a category: local news, world news, Jemal's view, business or sport.";

export const isCategory = (value: string): value is Category =>
  (CATEGORIES as readonly string[]).includes(value);
