/**
 * The contact page (app/routes/contact.tsx) and its form (app/components/forms/ContactForm.tsx; its rules' messages
 * are the shared form words', forms.ts, keyed by their own words, with the one only this form says): English word for
 * word as the page reads. {shop}, {hours}, {line1}, {line2} and the phones' {label}, {number}, {ext} are core/shop.ts's. Tags:
 * <tel> a phone's link (in Urdu around the number alone).
 */
export default {
  'contact.title': 'Contact Us',
  'contact.description':
    'Visit, call, WhatsApp or e-mail {shop}. Showroom open {hours}, 7 days a week, at {line1}, {line2}.',
  'contact.intro':
    'Whether you have a question about a piece, an order or a size, we are happy to help. Call, message or visit us: a member of the family or our team will answer.',
  'contact.showroomTitle': 'Our showroom',
  'contact.directions': 'Get directions',
  'contact.newTab': ' (opens in a new tab)',
  'contact.hoursTitle': 'Opening hours',
  'contact.days': '7 days a week',
  'contact.whatsappNote': 'WhatsApp hours are 11:00am to 6:00pm, subject to team availability.',
  'contact.reachTitle': 'Call, message or e-mail',
  'contact.phoneLabel': '{label}:',
  'contact.phoneNumber': '<tel>{number} (ext. {ext})</tel>',
  'contact.whatsappLabel': 'WhatsApp:',
  'contact.whatsappText': 'Hello {shop}, I have a question.',
  'contact.whatsappNewTab': ' (opens WhatsApp in a new tab)',
  'contact.emailLabel': 'E-mail:',
  'contact.socialTitle': 'Follow us',
  'contact.mapTitle': 'Find us',
  'contact.mapFrame': 'Map showing {shop}, {line1}, {line2}',
  'contact.writeTitle': 'Write to us',
  'contact.write':
    'Send us a message about product information, your order, delivery options or returns and exchanges, and we will reply by e-mail or phone.',
  'contact.form': 'Contact form',
  'contact.send': 'Send Message',
  'contact.fullName': 'Full Name',
  'contact.reason': 'Reason',
  'contact.message': 'Message',
  'contact.phoneHint': 'e.g. 0300 1234567 or +92 300 1234567',
  'contact.reasonProduct': 'Product Information',
  'contact.reasonOrder': 'My Order',
  'contact.reasonDelivery': 'Delivery Option',
  'contact.reasonReturns': 'Returns & Exchanges',
  'contact.success': 'Thank you, your message has been sent. We will reply within a day.',
  'Reason is required': 'Reason is required',
};
