/** The company story of the about page (spec §2): fixed facts, so they live in code, not the database. */
export const HISTORY = [
  { key: 'established', year: 2011 },
  { key: 'tv', year: 2014 },
  { key: 'shareholding', year: 2019 },
  { key: 'award', year: 2023 },
] as const;

export const SERVICES = ['broadcast', 'production', 'advertising', 'digital'] as const;

export const SHARE_OFFERS = [
  { key: 'minimum', birr: 10_000 },
  { key: 'standard', birr: 50_000 },
  { key: 'founder', birr: 250_000 },
] as const;

/** Keys of `about.awardNames`: each award is named in the reader's language. */
export const AWARDS = ['bestContent', 'communityMedia'] as const;

export const TEAM = [
  { key: 'ceo', name: 'Jemal Ahmed' },
  { key: 'editor', name: 'Hayat Mohammed' },
  { key: 'production', name: 'Yusuf Abdulkadir' },
] as const;

export const AMHARIC_MISSION_STATEMENT =
  'ስቴሽን ቲቪ እውነተኛ፣ ሚዛናዊ እና ጠቃሚ መረጃን በማቅረብ፣ ኢስላማዊ እሴቶችን በማስተማር እና ማህበረሰባችንን በማገልገል በኢትዮጵያ እና ከዚያም ባሻገር ያሉ ተመልካቾቻችን የሚተማመኑበት የሚዲያ ተቋም ለመሆን ቆርጦ ተነስቷል።';
