/**
 * The closed vocabularies of the festival calendar, shared by the API and its clients.
 *
 * - `festival`: a religious or cultural festival (Diwali, Eid al-Fitr, Christmas, Onam, ...).
 * - `national`: an Indian national day or observance (Republic Day, Gandhi Jayanti, Teachers'
 *   Day on September 5, Children's Day on November 14, ...).
 * - `global`: a widely posted international day (New Year, Women's Day, Mother's Day, ...).
 */
export const FESTIVAL_KINDS = ['festival', 'national', 'global'] as const;
export type FestivalKind = (typeof FESTIVAL_KINDS)[number];

/**
 * Where a festival is mainly observed: India's states and union territories, with their English
 * and Hindi names. A festival with no regions is observed across India.
 */
export const FESTIVAL_REGIONS = [
  // States.
  { slug: 'andhra-pradesh', name: 'Andhra Pradesh', nameHi: 'आंध्र प्रदेश' },
  { slug: 'arunachal-pradesh', name: 'Arunachal Pradesh', nameHi: 'अरुणाचल प्रदेश' },
  { slug: 'assam', name: 'Assam', nameHi: 'असम' },
  { slug: 'bihar', name: 'Bihar', nameHi: 'बिहार' },
  { slug: 'chhattisgarh', name: 'Chhattisgarh', nameHi: 'छत्तीसगढ़' },
  { slug: 'goa', name: 'Goa', nameHi: 'गोवा' },
  { slug: 'gujarat', name: 'Gujarat', nameHi: 'गुजरात' },
  { slug: 'haryana', name: 'Haryana', nameHi: 'हरियाणा' },
  { slug: 'himachal-pradesh', name: 'Himachal Pradesh', nameHi: 'हिमाचल प्रदेश' },
  { slug: 'jharkhand', name: 'Jharkhand', nameHi: 'झारखंड' },
  { slug: 'karnataka', name: 'Karnataka', nameHi: 'कर्नाटक' },
  { slug: 'kerala', name: 'Kerala', nameHi: 'केरल' },
  { slug: 'madhya-pradesh', name: 'Madhya Pradesh', nameHi: 'मध्य प्रदेश' },
  { slug: 'maharashtra', name: 'Maharashtra', nameHi: 'महाराष्ट्र' },
  { slug: 'manipur', name: 'Manipur', nameHi: 'मणिपुर' },
  { slug: 'meghalaya', name: 'Meghalaya', nameHi: 'मेघालय' },
  { slug: 'mizoram', name: 'Mizoram', nameHi: 'मिज़ोरम' },
  { slug: 'nagaland', name: 'Nagaland', nameHi: 'नागालैंड' },
  { slug: 'odisha', name: 'Odisha', nameHi: 'ओडिशा' },
  { slug: 'punjab', name: 'Punjab', nameHi: 'पंजाब' },
  { slug: 'rajasthan', name: 'Rajasthan', nameHi: 'राजस्थान' },
  { slug: 'sikkim', name: 'Sikkim', nameHi: 'सिक्किम' },
  { slug: 'tamil-nadu', name: 'Tamil Nadu', nameHi: 'तमिलनाडु' },
  { slug: 'telangana', name: 'Telangana', nameHi: 'तेलंगाना' },
  { slug: 'tripura', name: 'Tripura', nameHi: 'त्रिपुरा' },
  { slug: 'uttar-pradesh', name: 'Uttar Pradesh', nameHi: 'उत्तर प्रदेश' },
  { slug: 'uttarakhand', name: 'Uttarakhand', nameHi: 'उत्तराखंड' },
  { slug: 'west-bengal', name: 'West Bengal', nameHi: 'पश्चिम बंगाल' },
  // Union territories.
  {
    slug: 'andaman-and-nicobar-islands',
    name: 'Andaman and Nicobar Islands',
    nameHi: 'अंडमान और निकोबार द्वीपसमूह',
  },
  { slug: 'chandigarh', name: 'Chandigarh', nameHi: 'चंडीगढ़' },
  {
    slug: 'dadra-and-nagar-haveli-and-daman-and-diu',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    nameHi: 'दादरा और नगर हवेली और दमन और दीव',
  },
  { slug: 'delhi', name: 'Delhi', nameHi: 'दिल्ली' },
  { slug: 'jammu-and-kashmir', name: 'Jammu and Kashmir', nameHi: 'जम्मू और कश्मीर' },
  { slug: 'ladakh', name: 'Ladakh', nameHi: 'लद्दाख' },
  { slug: 'lakshadweep', name: 'Lakshadweep', nameHi: 'लक्षद्वीप' },
  { slug: 'puducherry', name: 'Puducherry', nameHi: 'पुडुचेरी' },
] as const;

export type FestivalRegion = (typeof FESTIVAL_REGIONS)[number];
export type FestivalRegionSlug = FestivalRegion['slug'];

export const FESTIVAL_REGION_SLUGS: readonly FestivalRegionSlug[] = FESTIVAL_REGIONS.map(
  (region) => region.slug,
);
