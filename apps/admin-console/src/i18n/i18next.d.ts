import type activity from './locales/en/activity.json';
import type admins from './locales/en/admins.json';
import type ads from './locales/en/ads.json';
import type analytics from './locales/en/analytics.json';
import type banner from './locales/en/banner.json';
import type contact from './locales/en/contact.json';
import type global from './locales/en/global.json';
import type live from './locales/en/live.json';
import type newsletter from './locales/en/newsletter.json';
import type postEditor from './locales/en/post-editor.json';
import type profile from './locales/en/profile.json';
import type programmeSchedule from './locales/en/programme-schedule.json';
import type programs from './locales/en/programs.json';
import type satellite from './locales/en/satellite.json';
import type telegramAdmins from './locales/en/telegram-admins.json';

/**
 * The console's keys, from the English words, so a key that does not exist fails the typecheck rather
 * than showing the key itself to an editor. A feature's namespace falls back to `global` (lib/i18n.ts),
 * so `global`'s keys are every namespace's too.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'global';
    fallbackNS: 'global';
    resources: {
      global: typeof global;
      activity: typeof activity;
      admins: typeof admins;
      ads: typeof ads;
      analytics: typeof analytics;
      banner: typeof banner;
      contact: typeof contact;
      live: typeof live;
      newsletter: typeof newsletter;
      'post-editor': typeof postEditor;
      profile: typeof profile;
      'programme-schedule': typeof programmeSchedule;
      programs: typeof programs;
      satellite: typeof satellite;
      'telegram-admins': typeof telegramAdmins;
    };
  }
}
