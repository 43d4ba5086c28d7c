/**
 * The privacy policy (app/routes/privacy-policy.tsx): English word for word as the page reads. Tags: <b> strong
 * words, <mail> the shop's e-mail, <contact> the contact page.
 */
export default {
  'privacy.title': 'Privacy Policy',
  'privacy.description':
    'What information {shop} collects when you shop or contact us, how we use and share it, our single cookie, and your rights.',
  'privacy.intro':
    '{shop} respects your privacy. You can browse and buy without an account, and we only ask for what we need to serve you.',
  'privacy.collectTitle': 'Information we collect',
  'privacy.collectLead': 'We collect only what you give us when you:',
  'privacy.collectOrder':
    '<b>place an order:</b> your name, e-mail address, phone number, delivery address and city; for showroom collection, your collection date and CNIC or passport number; for bank transfers, the deposit slip you upload;',
  'privacy.collectInquiry':
    '<b>send us an inquiry:</b> through the contact form, an appointment request or the newsletter sign-up: your name, e-mail, phone number and message;',
  'privacy.collectSize':
    '<b>ask for size help:</b> your ring, hand, wrist or bangle measurements and any photos you choose to attach.',
  'privacy.collectPhotos':
    'Photos and deposit slips are re-saved when we receive them, which removes hidden camera details such as location.',
  'privacy.useTitle': 'How we use it',
  'privacy.useOrder': 'To process, deliver or prepare your order for collection, and to confirm it by e-mail.',
  'privacy.useReply': 'To reply to your questions, appointment requests and size requests.',
  'privacy.useNewsletter': 'To send our newsletter, only if you signed up for it.',
  'privacy.useIdentity': 'To check the identity of the person collecting an order, so it reaches the right hands.',
  'privacy.useLaw': 'To keep the records the law requires of us.',
  'privacy.shareTitle': 'Who we share it with',
  'privacy.shareLead': 'We never sell your information. We share only what is needed with:',
  'privacy.shareCourier': 'the courier delivering your order (your name, address and phone number);',
  'privacy.shareBank': 'our bank, to match your payment;',
  'privacy.shareMail': 'the e-mail service that delivers our messages to you;',
  'privacy.shareLaw': 'authorities, where the law requires it.',
  'privacy.cookiesTitle': 'Cookies and browser storage',
  'privacy.cookiesBag':
    "Your shopping bag and wishlist are kept in your browser's session storage. They stay on your device and are cleared when you close the browser; only the pieces in your bag are sent to us, when you place an order.",
  'privacy.cookiesToken':
    'We set one cookie, a security (anti-forgery) token that protects your forms and orders from being sent by other websites. It holds no personal information.',
  'privacy.cookiesNoAds': 'We use no advertising or tracking cookies of our own.',
  'privacy.cookiesOthers':
    'The map on our <contact>contact page</contact> is provided by Google Maps, and chats on WhatsApp are handled by WhatsApp; these services follow their own privacy policies and may set their own cookies.',
  'privacy.rightsTitle': 'Your rights',
  'privacy.rightsLead': 'You may ask us at any time to:',
  'privacy.rightsTell': 'tell you what information we hold about you;',
  'privacy.rightsCorrect': 'correct anything that is wrong;',
  'privacy.rightsDelete': 'delete your information, where we do not need to keep it by law;',
  'privacy.rightsStop': 'stop sending you our newsletter.',
  'privacy.rightsWrite': 'Write to <mail>{email}</mail> or <contact>contact us</contact>, and we will reply promptly.',
  'privacy.updatesTitle': 'Updates to this policy',
  'privacy.updates':
    'We may update this policy when our services or the law change. The current version is always on this page, and important changes will be made clear here.',
};
