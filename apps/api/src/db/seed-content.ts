import type { Category } from '@station/domain';

/** The super administrator a development start makes when ADMIN_EMAIL and ADMIN_PASSWORD are not set. */
export const DEMO_ADMIN = { email: 'admin@station.local', password: 'station-demo-pass' } as const;

export interface SeedPost {
  title: string;
  detail: string;
  category: Category;
  hue: number;
}

/** Demo articles a newsroom would recognise: mostly Amharic, some English, every category. */
export const SEED_POSTS: SeedPost[] = [
  {
    title: 'የኢትዮጵያ ሙስሊሞች ጠቅላይ ምክር ቤት አዲስ የትምህርት ማዕከል አስመረቀ',
    detail:
      'በአዲስ አበባ የተገነባው የትምህርት ማዕከል ከአንድ ሺህ በላይ ተማሪዎችን የማስተናገድ አቅም አለው። ማዕከሉ የቁርአን ትምህርት፣ የአረብኛ ቋንቋ እና የዘመናዊ ትምህርት ክፍሎችን ያካትታል። በምረቃው ሥነ ሥርዓት ላይ የሃይማኖት አባቶች፣ የመንግሥት ተወካዮች እና የማኅበረሰቡ አባላት ተገኝተዋል።',
    category: 'local',
    hue: 150,
  },
  {
    title: 'በድሬዳዋ የረመዳን የበጎ አድራጎት ዘመቻ ተጀመረ',
    detail:
      'ወጣቶች የተሳተፉበት የበጎ አድራጎት ዘመቻ ለአቅመ ደካማ ቤተሰቦች የምግብ እህል እና የአልባሳት ድጋፍ ማድረግ ጀምሯል። ዘመቻው በረመዳን ወር በሙሉ የሚቀጥል ሲሆን ከአምስት ሺህ በላይ ቤተሰቦችን ለመድረስ ታቅዷል።',
    category: 'local',
    hue: 120,
  },
  {
    title: 'New mosque library opens its doors to readers in Harar',
    detail:
      'The library holds more than twelve thousand books in Amharic, Arabic, Harari and English, and offers a quiet reading hall for students preparing for national exams. Volunteers will run weekend reading sessions for children.',
    category: 'local',
    hue: 95,
  },
  {
    title: 'የዓለም የሙስሊም ሊግ ጉባኤ በመካ ተካሄደ',
    detail:
      'ከመቶ በላይ ሀገራት የተውጣጡ ምሁራን የተሳተፉበት ጉባኤ በሰላም፣ በመቻቻል እና በትምህርት ጉዳዮች ላይ ተወያይቷል። ጉባኤው የወጣቶችን ተሳትፎ የሚያጠናክሩ ውሳኔዎችን አሳልፏል።',
    category: 'world',
    hue: 30,
  },
  {
    title: 'Humanitarian convoys reach families displaced by floods in Somalia',
    detail:
      'Aid organisations delivered food, clean water and medical supplies to thousands of families after heavy rains displaced communities along the Shabelle river. Local volunteers are helping to register those in need.',
    category: 'world',
    hue: 200,
  },
  {
    title: 'የጀማል እይታ፦ ወጣቶች እና የማኅበራዊ ሚዲያ ኃላፊነት',
    detail:
      'ማኅበራዊ ሚዲያ ለወጣቶቻችን የዕውቀት መድረክ ሊሆን ይችላል፤ ነገር ግን ኃላፊነት የጎደለው አጠቃቀም ማኅበረሰቡን ሊጎዳ ይችላል። በዚህ ሳምንት እይታችን ስለ ትክክለኛ መረጃ እና ስለ መልካም ሥነ ምግባር እንወያያለን።',
    category: 'jemals_view',
    hue: 270,
  },
  {
    title: "Jemal's view: what a neighbourhood iftar teaches a city",
    detail:
      'Every evening of Ramadan, long tables appear on the streets of Addis Ababa. Neighbours who rarely speak share bread, dates and stories. This week we ask what our cities could learn from these tables all year long.',
    category: 'jemals_view',
    hue: 300,
  },
  {
    title: 'የኢትዮጵያ የቡና ወጪ ንግድ ገቢ ጨመረ',
    detail:
      'በዚህ በጀት ዓመት የመጀመሪያ ሩብ ዓመት ከቡና ወጪ ንግድ የተገኘው ገቢ ካለፈው ዓመት ተመሳሳይ ወቅት ጋር ሲነጻጸር ከፍተኛ ጭማሪ አሳይቷል። አርሶ አደሮች የተሻለ ዋጋ እያገኙ መሆኑም ተገልጿል።',
    category: 'business',
    hue: 25,
  },
  {
    title: 'Interest-free microfinance cooperative grows to ten thousand members',
    detail:
      'The cooperative offers Sharia-compliant savings and small loans to traders and farmers in Oromia and Amhara regions. Its managers say repayment rates remain above ninety-five percent.',
    category: 'business',
    hue: 45,
  },
  {
    title: 'የኢትዮጵያ ብሔራዊ ቡድን በአፍሪካ ዋንጫ ማጣሪያ አሸነፈ',
    detail:
      'ዋሊያዎቹ በአዲስ አበባ ስታዲየም ባደረጉት ጨዋታ ተጋጣሚያቸውን ሁለት ለአንድ በማሸነፍ የማለፍ ተስፋቸውን አለምልመዋል። ደጋፊዎች ስታዲየሙን ሞልተው ቡድኑን አበረታተዋል።',
    category: 'sport',
    hue: 0,
  },
  {
    title: 'Ethiopian runners sweep the podium at the Dubai marathon',
    detail:
      'Ethiopian athletes took the first three places in both the men\u2019s and women\u2019s races, continuing the country\u2019s long tradition in distance running. The winner finished in just over two hours and four minutes.',
    category: 'sport',
    hue: 340,
  },
  {
    title: 'የሀገር ውስጥ ዜና፦ በጅማ አዲስ የጤና ጣቢያ ተመረቀ',
    detail: 'በጅማ ዞን የተገነባው የጤና ጣቢያ ከሃምሳ ሺህ በላይ ነዋሪዎችን ያገለግላል። ጣቢያው የእናቶች እና የሕፃናት ጤና አገልግሎትን ቅድሚያ ሰጥቶ ይሰራል።',
    category: 'local',
    hue: 170,
  },
];

export const SEED_PROGRAMS = [
  {
    name: 'የጁምዓ ኹጥባ',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
    detail: 'የሳምንቱ የጁምዓ ኹጥባ ከታላቁ አንዋር መስጂድ በቀጥታ።',
    time: 'ጁምዓ 6:00 ሰዓት',
  },
  {
    name: 'Qur’an recitation for young learners',
    url: 'https://youtu.be/M7lc1UVf-VE',
    detail: 'Young reciters from across Ethiopia, with their teachers, every weekend morning.',
    time: 'Saturday 9:00',
  },
  {
    name: 'ቤተሰብ እና ማኅበረሰብ',
    url: 'https://www.youtube.com/watch?v=ysz5S6PUM-U&list=PLBCF2DAC6FFB574DE',
    detail: 'ስለ ቤተሰብ፣ ስለ ትምህርት እና ስለ ማኅበራዊ ሕይወት ውይይት።',
    time: 'ረቡዕ 2:00 ሰዓት',
  },
];

export const SEED_SATELLITES = [
  { satellite: 'Nilesat 201', frequency: 11595, symbolRate: '27500', polarity: 'vertical' as const },
  {
    satellite: 'Ethiosat (Eutelsat 8 West B)',
    frequency: 11512,
    symbolRate: '30000',
    polarity: 'horizontal' as const,
  },
  { satellite: 'Arabsat 5C', frequency: 12640, symbolRate: '3200', polarity: 'vertical' as const },
];

export const SEED_LIVE_URL = 'https://www.youtube.com/embed/jfKfPfyJRdk?autoplay=1&mute=0';

/**
 * The demo week (Addis Ababa time, 0 = Sunday), by index into SEED_PROGRAMS: the Friday sermon at
 * midday, young reciters on weekend mornings, the family program on weekday evenings.
 */
export const SEED_SCHEDULE: readonly { program: number; day: number; start: number; end: number }[] = [
  { program: 0, day: 5, start: 12 * 60, end: 13 * 60 + 30 },
  ...[6, 0].map((day) => ({ program: 1, day, start: 9 * 60, end: 10 * 60 })),
  ...[1, 2, 3, 4].map((day) => ({ program: 2, day, start: 20 * 60, end: 21 * 60 })),
];
