/** Business constants of the product spec (§9), shared by the server and both apps. */

export const ROLES = ['super', 'regular'] as const;
export const LANGUAGES = ['en', 'am'] as const;
export const DEFAULT_LANGUAGE = 'en';

export const LIMITS = {
  homeLatest: 8,
  articlesFeatured: 3,
  articlesMore: 400,
  jemalsView: 400,
  relatedArticles: 4,
  adminPostsPageSize: 20,
  recentVideos: 8,
  mostViewedDays: 7,
  mostViewedCount: 10,
  /** The public "most read this week" block: over the same days as the console's most viewed. */
  mostRead: 5,
  listMax: 400,
  searchResultsMax: 50,
  visitorsListed: 100,
} as const;

export const TRUNCATE = {
  title: 30,
  detailMin: 80,
  detailMax: 200,
  adminTableShort: 10,
  adminTableLong: 25,
  slideshowTitle: 50,
  mostViewedTitle: 15,
  deleteDialogName: 50,
} as const;

/** Field length bounds: generous for a newsroom, small enough that nobody can fill the disk. */
export const FIELD_MAX = {
  title: 300,
  detail: 100_000,
  name: 200,
  email: 254,
  url: 2048,
  /** A utm value longer than this is not a campaign name a station would choose. */
  utm: 100,
  shortText: 200,
  searchKey: 200,
  passwordMin: 8,
  passwordMax: 128,
  imagesPerPost: 10,
} as const;

export const AD_IMAGE = {
  width: 2560,
  height: 317,
  extensions: ['png', 'jpeg', 'jpg', 'jfif'] as const,
  mimeTypes: ['image/png', 'image/jpeg'] as const,
  maxBytes: 5 * 1024 * 1024,
} as const;

export const POST_IMAGE = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp'] as const,
} as const;

export const COMPANY = {
  yearsOfService: 15,
} as const;
