import { inLanguage } from '../../mail/in-language';

/** The link to choose a new password: made when the email is sent, never queued. */
export const resetLinkMail = inLanguage<{ email: string; link: string }>({
  en: ({ email, link }) => ({
    subject: 'Reset your Station password',
    text: `Someone (we hope you) asked to reset the password of ${email}.\n\nChoose a new password here within 30 minutes:\n${link}\n\nThe link works once. If you did not ask, ignore this email: your password stays as it is.`,
  }),
  am: ({ email, link }) => ({
    subject: 'የStation የይለፍ ቃልዎን ይቀይሩ',
    text: `አንድ ሰው (እርስዎ እንደሆኑ ተስፋ እናደርጋለን) የ${email} የይለፍ ቃል እንዲቀየር ጠይቋል።\n\nበ30 ደቂቃ ውስጥ አዲስ የይለፍ ቃል እዚህ ይምረጡ፦\n${link}\n\nማስፈንጠሪያው የሚሰራው አንድ ጊዜ ብቻ ነው። እርስዎ ካልጠየቁ ይህን ኢሜይል ችላ ይበሉ፤ የይለፍ ቃልዎ እንዳለ ይቆያል።`,
  }),
});

/** Sent to the address an account leaves: whoever owns it learns of a change they may not have made. */
export const emailChangedMail = inLanguage<{ name: string; before: string; after: string }>({
  en: ({ name, before, after }) => ({
    subject: 'The email of your Station account was changed',
    text: `The sign-in email of the Station account of ${name} was changed from ${before} to ${after}.\n\nIf you made this change, there is nothing to do. If you did not, someone else may be using your account: ask a super administrator of the station to check it and set its email back.\n\nPassword reset links asked for before this change no longer work, and this address receives no more.`,
  }),
  am: ({ name, before, after }) => ({
    subject: 'የStation መለያዎ ኢሜይል ተቀይሯል',
    text: `የ${name} የStation መለያ የመግቢያ ኢሜይል ከ${before} ወደ ${after} ተቀይሯል።\n\nለውጡን ያደረጉት እርስዎ ከሆኑ ምንም ማድረግ አያስፈልግዎትም። እርስዎ ካልሆኑ ሌላ ሰው መለያዎን እየተጠቀመ ሊሆን ይችላል፦ የጣቢያውን ዋና አስተዳዳሪ መለያውን እንዲመረምርና ኢሜይሉን እንዲመልስ ይጠይቁ።\n\nከዚህ ለውጥ በፊት የተጠየቁ የይለፍ ቃል መቀየሪያ ማስፈንጠሪያዎች ከእንግዲህ አይሰሩም፤ ይህ አድራሻም ከእንግዲህ አይቀበላቸውም።`,
  }),
});
