/**
 * A banner a shop might write in each script we ship a face for (script-fonts.ts), with the
 * shapes that go wrong when shaping does: conjuncts and reph (Indian scripts), vowel signs that
 * sit before or around their consonant (Bengali, Odia, Tamil, Malayalam), and joined letters
 * read right to left (Urdu). Used by the font tests, the pixel-parity test and hand checks.
 */
export const SCRIPT_SAMPLES: Readonly<Record<string, string>> = {
  Devanagari: 'शुभ दीपावली! शर्मा स्वीट्स',
  Bengali: 'শুভ নববর্ষ! মিষ্টির দোকান',
  Gujarati: 'નૂતન વર્ષાભિનંદન! શર્મા સ્વીટ્સ',
  Gurmukhi: 'ਸ਼੍ਰੀ ਗੁਰਪੁਰਬ ਦੀਆਂ ਲੱਖ ਲੱਖ ਵਧਾਈਆਂ',
  Odia: 'ଶୁଭ ରଥଯାତ୍ରା! ମିଠା ଦୋକାନ',
  Tamil: 'இனிய பொங்கல் வாழ்த்துகள்! ஸ்ரீ ஸ்வீட்ஸ்',
  Telugu: 'సంక్రాంతి శుభాకాంక్షలు! శ్రీ స్వీట్స్',
  Kannada: 'ಯುಗಾದಿ ಹಬ್ಬದ ಶುಭಾಶಯಗಳು! ಶ್ರೀ ಸ್ವೀಟ್ಸ್',
  Malayalam: 'ഓണാശംസകൾ! ശ്രീ സ്വീറ്റ്സ്',
  Urdu: 'عید مبارک! شرما مٹھائی والے',
};
