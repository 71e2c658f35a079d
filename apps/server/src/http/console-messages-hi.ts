import { messageTable } from '@stamp/shared/i18n/message-table';
/**
 * The operator console's server messages in Hindi (what its toasts and dialogs show), keyed by
 * their exact English like packages/shared/src/i18n/messages-hi.ts. Kept apart from that table
 * because the web app fetches that one for the public pages' forms, and the public pages must not
 * carry the console's words (docs/decisions/0024-interface-languages.md). A `{name}` in a key
 * matches any text there and carries it into the Hindi.
 */
export const CONSOLE_MESSAGES_HI: Readonly<Record<string, string>> = {
  // Access (admin-auth.ts)
  'Only an admin can do that': 'यह सिर्फ़ एडमिन कर सकते हैं',
  'Only operators can do that': 'यह सिर्फ़ ऑपरेटर कर सकते हैं',
  // The catalog's structure
  'Category created': 'कैटेगरी बन गई',
  'Category renamed': 'कैटेगरी का नाम बदल गया',
  'Category deleted': 'कैटेगरी डिलीट हो गई',
  'Category hidden': 'कैटेगरी छिपा दी गई',
  'Category shown': 'कैटेगरी फिर से दिख रही है',
  'Categories reordered': 'कैटेगरी का क्रम बदल गया',
  'Sub-category created': 'सब-कैटेगरी बन गई',
  'Sub-category renamed': 'सब-कैटेगरी का नाम बदल गया',
  'Sub-category deleted': 'सब-कैटेगरी डिलीट हो गई',
  'Sub-category hidden': 'सब-कैटेगरी छिपा दी गई',
  'Sub-category shown': 'सब-कैटेगरी फिर से दिख रही है',
  'Sub-category moved': 'सब-कैटेगरी दूसरी कैटेगरी में चली गई',
  'Sub-categories reordered': 'सब-कैटेगरी का क्रम बदल गया',
  'Thumbnail updated': 'थंबनेल अपडेट हो गया',
  'Category not found': 'कैटेगरी नहीं मिली',
  'Sub-category not found': 'सब-कैटेगरी नहीं मिली',
  'A category named "{name}" already exists': '"{name}" नाम की कैटेगरी पहले से है',
  '"{category}" already has a sub-category named "{name}"':
    '"{category}" में "{name}" नाम की सब-कैटेगरी पहले से है',
  '"{name}" still has 1 sub-category: move or delete them first':
    '"{name}" में अभी 1 सब-कैटेगरी है: पहले उसे दूसरी जगह ले जाएँ या डिलीट करें',
  '"{name}" still has {count} sub-categories: move or delete them first':
    '"{name}" में अभी {count} सब-कैटेगरी हैं: पहले उन्हें दूसरी जगह ले जाएँ या डिलीट करें',
  '"{name}" still holds 1 design: move or delete them first':
    '"{name}" में अभी 1 डिज़ाइन है: पहले उसे दूसरी जगह ले जाएँ या डिलीट करें',
  '"{name}" still holds {count} designs: move or delete them first':
    '"{name}" में अभी {count} डिज़ाइन हैं: पहले उन्हें दूसरी जगह ले जाएँ या डिलीट करें',
  'Send the image as multipart/form-data': 'फ़ोटो फ़ाइल के रूप में भेजें',
  'A card image must be an image': 'कार्ड की फ़ोटो एक इमेज फ़ाइल होनी चाहिए',
  'This image is larger than 10 MB': 'यह फ़ोटो 10 MB से बड़ी है',
  // Media
  'Media updated': 'मीडिया अपडेट हो गया',
  'Media moved': 'मीडिया दूसरी सब-कैटेगरी में चला गया',
  'Media deleted': 'मीडिया डिलीट हो गया',
  'Media not found': 'मीडिया नहीं मिला',
  Published: 'पब्लिश हो गया',
  Unpublished: 'पब्लिश हटा दिया गया',
  Scheduled: 'शेड्यूल हो गया',
  'publishAt must be in the future': 'पब्लिश का समय आगे का होना चाहिए',
  'Title is required': 'टाइटल ज़रूरी है',
  'Title must be at most 160 characters': 'टाइटल ज़्यादा से ज़्यादा 160 अक्षरों का हो सकता है',
  Uploaded: 'अपलोड हो गया',
  'Upload queued': 'अपलोड कतार में है',
  'Upload queued again': 'अपलोड फिर से कतार में है',
  'Replacement queued': 'नई फ़ाइल कतार में है',
  'Upload not found': 'अपलोड नहीं मिला',
  'Only a failed upload can be retried': 'सिर्फ़ फ़ेल हुआ अपलोड दोबारा किया जा सकता है',
  'The file is no longer held: upload it again': 'फ़ाइल अब हमारे पास नहीं है: इसे फिर से अपलोड करें',
  'Send the file as multipart/form-data': 'फ़ाइल के रूप में भेजें',
  'This file is not a supported image or video': 'यह फ़ाइल ऐसी फ़ोटो या वीडियो नहीं है जो हम लेते हैं',
  // The site
  'Top banner updated': 'सबसे ऊपर का बैनर अपडेट हो गया',
  'Banner added': 'बैनर जुड़ गया',
  'Banner updated': 'बैनर अपडेट हो गया',
  'Banner deleted': 'बैनर डिलीट हो गया',
  'Banner not found': 'बैनर नहीं मिला',
  'Banner text is required': 'बैनर का टेक्स्ट ज़रूरी है',
  'At most {max} banners: delete one first': 'ज़्यादा से ज़्यादा {max} बैनर: पहले कोई एक डिलीट करें',
  // Festivals and reminders
  'Festival linked': 'त्योहार लिंक हो गया',
  'Festival unlinked': 'त्योहार का लिंक हटा दिया गया',
  'Festival not found': 'त्योहार नहीं मिला',
  'No sub-category has this id': 'इस आईडी की कोई सब-कैटेगरी नहीं है',
  '1 reminder e-mail queued': '1 रिमाइंडर ईमेल कतार में है',
  '{count} reminder e-mails queued': '{count} रिमाइंडर ईमेल कतार में हैं',
  // People, plans, the inbox, the audit log
  'Made an editor': 'एडिटर बना दिया गया',
  'No longer an editor': 'अब एडिटर नहीं हैं',
  "An admin's role comes from ADMIN_EMAIL and cannot be changed here":
    'एडमिन का रोल ADMIN_EMAIL से तय होता है और यहाँ नहीं बदला जा सकता',
  'Account disabled: every session has ended': 'अकाउंट बंद हो गया: सारे सेशन खत्म हो गए',
  'Account enabled': 'अकाउंट चालू हो गया',
  'An admin account cannot be disabled': 'एडमिन का अकाउंट बंद नहीं किया जा सकता',
  'You cannot disable your own account': 'आप अपना अकाउंट बंद नहीं कर सकते',
  'User not found': 'यूज़र नहीं मिला',
  'Membership granted': 'मेंबरशिप दे दी गई',
  'Membership revoked': 'मेंबरशिप वापस ले ली गई',
  'This user has no membership': 'इस यूज़र की कोई मेंबरशिप नहीं है',
  'Plan saved': 'प्लान सेव हो गया',
  'Plan not found': 'प्लान नहीं मिला',
  'A new Razorpay plan id is needed for a new price': 'नई कीमत के लिए नई Razorpay प्लान आईडी चाहिए',
  'Marked handled': 'हो गया मार्क कर दिया',
  'Marked not handled': 'बाकी मार्क कर दिया',
  'Message not found': 'मैसेज नहीं मिला',
  'Request not found': 'रिक्वेस्ट नहीं मिली',
  'The start date is after the end date': 'शुरू की तारीख आखिरी तारीख के बाद है',
};

/** The Hindi of a console message, or undefined when it is not one of the console's. */
export const consoleMessageInHindi = messageTable(CONSOLE_MESSAGES_HI);
