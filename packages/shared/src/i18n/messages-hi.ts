import { messageTable } from './message-table';

/**
 * The server's messages in Hindi, keyed by their exact English text (which stays the answer for
 * every other language: the specification's strings are the contract). A `{name}` in a key
 * matches any text there and carries it into the Hindi (`{wait}` in the rate limit's message).
 * The server answers with these when a request asks for Hindi (http/answer-language.ts); the
 * web app uses them for the shared schemas' field messages it checks before sending.
 */
export const MESSAGES_HI: Readonly<Record<string, string>> = {
  // Accounts (features/account, schemas/fields.ts)
  'Account created successfully': 'अकाउंट बन गया',
  'Logged in successfully': 'लॉग इन हो गया',
  'Logged out successfully': 'लॉग आउट हो गया',
  'Profile updated': 'प्रोफ़ाइल अपडेट हो गई',
  'Password changed successfully': 'पासवर्ड बदल गया',
  'If an account exists for that email, we have sent a link to reset the password.':
    'अगर इस ईमेल से कोई अकाउंट है, तो हमने पासवर्ड रीसेट करने का लिंक भेज दिया है।',
  'Password reset successfully. Please log in with your new password.':
    'पासवर्ड रीसेट हो गया। कृपया नए पासवर्ड से लॉग इन करें।',
  'Invalid email/phone or password': 'ईमेल/फ़ोन या पासवर्ड गलत है',
  'An account with this email or phone number already exists. Log in, or reset your password.':
    'इस ईमेल या फ़ोन नंबर से पहले से अकाउंट है। लॉग इन करें, या अपना पासवर्ड रीसेट करें।',
  'Current password is incorrect': 'मौजूदा पासवर्ड गलत है',
  'New password must be different from the current one': 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए',
  'This reset link is invalid or has expired. Please ask for a new one.':
    'यह रीसेट लिंक गलत है या इसकी समय-सीमा खत्म हो गई है। कृपया नया लिंक मँगाएँ।',
  'This account has been disabled. Write to {email} if you think this is a mistake.':
    'यह अकाउंट बंद कर दिया गया है। अगर आपको लगता है कि यह गलती है, तो {email} पर लिखें।',
  'Please log in to continue': 'आगे बढ़ने के लिए कृपया लॉग इन करें',
  'You are not allowed to do that': 'आप यह नहीं कर सकते',
  'Too many attempts. Please try again in {wait}.':
    'बहुत ज़्यादा कोशिशें हो गईं। कृपया {wait} बाद फिर से कोशिश करें।',
  'Full name is required': 'पूरा नाम ज़रूरी है',
  'Full name must be at most 100 characters': 'पूरा नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है',
  'Email is required': 'ईमेल ज़रूरी है',
  'Email must be at most 254 characters': 'ईमेल ज़्यादा से ज़्यादा 254 अक्षरों का हो सकता है',
  'Enter a valid email address': 'सही ईमेल पता डालें',
  'Phone number is required': 'फ़ोन नंबर ज़रूरी है',
  'Enter a valid phone number': 'सही फ़ोन नंबर डालें',
  'Email or phone number is required': 'ईमेल या फ़ोन नंबर ज़रूरी है',
  'Enter a valid email or phone number': 'सही ईमेल या फ़ोन नंबर डालें',
  'Password is required': 'पासवर्ड ज़रूरी है',
  'Password is incorrect': 'पासवर्ड गलत है',
  'Password must be at least {min} characters': 'पासवर्ड कम से कम {min} अक्षरों का होना चाहिए',
  'Password must be at most {max} characters': 'पासवर्ड ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है',
  'Please correct the highlighted fields': 'कृपया लाल निशान वाली जानकारी ठीक करें',
  // Catalog, downloads, membership
  'Not found': 'नहीं मिला',
  'Page not found': 'पेज नहीं मिला',
  'Category not found': 'कैटेगरी नहीं मिली',
  'Sub-category not found': 'सब-कैटेगरी नहीं मिली',
  'Media not found': 'डिज़ाइन नहीं मिला',
  'This design no longer exists': 'यह डिज़ाइन अब मौजूद नहीं है',
  'Daily download limit reached': 'आज की डाउनलोड लिमिट पूरी हो गई',
  'The custom editor is for members': 'कस्टम एडिटर सिर्फ़ मेंबर के लिए है',
  'Your membership is already active': 'आपकी मेंबरशिप पहले से चालू है',
  'You have no active subscription to cancel': 'कैंसल करने के लिए आपकी कोई चालू सदस्यता नहीं है',
  'Payment verification failed': 'पेमेंट की पुष्टि नहीं हो पाई',
  'Payments are not set up on this server yet': 'इस सर्वर पर अभी पेमेंट चालू नहीं है',
  'This plan is not available': 'यह प्लान उपलब्ध नहीं है',
  'Choose a plan': 'एक प्लान चुनें',
  'This download could not be rendered': 'यह डाउनलोड तैयार नहीं हो पाया',
  'This download is still being prepared': 'यह डाउनलोड अभी तैयार हो रहा है',
  'The Status size is made for image designs': 'स्टेटस साइज़ सिर्फ़ फ़ोटो वाले डिज़ाइन के लिए है',
  'Make the Status size of this download first': 'पहले इस डाउनलोड का स्टेटस साइज़ बनाएँ',
  'Your Status size is ready': 'आपका स्टेटस साइज़ तैयार है',
  'The design settings could not be read': 'डिज़ाइन की सेटिंग पढ़ी नहीं जा सकीं',
  'A logo must be a PNG, JPG or WebP image': 'लोगो PNG, JPG या WebP फ़ोटो होना चाहिए',
  'This logo is damaged or too large to use; try a smaller PNG or JPG':
    'यह लोगो खराब है या बहुत बड़ा है; छोटी PNG या JPG फ़ाइल आज़माएँ',
  'That logo is no longer in your brand kit': 'यह लोगो अब आपके ब्रांड किट में नहीं है',
  'Choose one of your logos': 'अपने लोगो में से एक चुनें',
  'Message is required': 'मैसेज ज़रूरी है',
  'Name is required': 'नाम ज़रूरी है',
  'Message must be at most 5000 characters': 'मैसेज ज़्यादा से ज़्यादा 5000 अक्षरों का हो सकता है',
  'Please enter a valid email': 'कृपया सही ईमेल डालें',
  'Thank you for contacting us! We will reply within 24 hours.':
    'संपर्क करने के लिए धन्यवाद! हम 24 घंटे के अंदर जवाब देंगे।',
  'Subscribed successfully!': 'सब्सक्राइब हो गया!',
  'Something went wrong on our side. Please try again.':
    'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
};

const lookup = messageTable(MESSAGES_HI, (value) => waitInHindi(value));

/** The Hindi of a server message, or the message itself when we have none. */
export function messageInHindi(message: string): string {
  return lookup(message) ?? message;
}

/** "5 minutes" → "5 मिनट" (the rate limit's wait); other values pass through. */
function waitInHindi(value: string): string {
  return value.replace(/^(\d+) seconds?$/, '$1 सेकंड').replace(/^(\d+) minutes?$/, '$1 मिनट');
}
