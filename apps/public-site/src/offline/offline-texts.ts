/**
 * The offline page's words. They live here, not in the site's translation files, so the offline page
 * (a page of its own, kept by the service worker) carries these few sentences and not every string of
 * the site.
 */
export const OFFLINE_TEXTS = {
  en: {
    site: 'Station TV',
    title: 'You are offline',
    lead: 'There is no connection right now. The articles you read last are saved on this phone:',
    none: 'No saved articles yet. Articles you read while online are kept here.',
    retry: 'Try again',
  },
  am: {
    site: 'ስቴሽን ቲቪ',
    title: 'ከመስመር ውጭ ነዎት',
    lead: 'አሁን ግንኙነት የለም። በቅርቡ ያነበቧቸው ዜናዎች በዚህ ስልክ ላይ ተቀምጠዋል፦',
    none: 'እስካሁን የተቀመጠ ዜና የለም። በመስመር ላይ ሳሉ ያነበቧቸው ዜናዎች እዚህ ይቀመጣሉ።',
    retry: 'እንደገና ይሞክሩ',
  },
} as const;
