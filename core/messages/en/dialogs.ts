/**
 * The dialogs of every page's frame: today's gold rates, the showroom, the appointment panel and its form (header),
 * the newsletter panel (footer).
 */
export default {
  'rates.karat': '{karat} Karat',
  'rates.perTola': 'per tola',
  'rates.per10g': 'per 10 grams',
  'rates.day': "Rates for {day}. Gold prices on this site follow today's rate.",
  'rates.oldGold':
    "Old gold to sell or exchange? <worth>See what it is worth</worth>, or <zakat>estimate your zakat</zakat> at today's rate.",
  'rates.notSet': "Today's rates have not been set yet. Please call the showroom.",
  'rates.loading': 'Loading the last 7 days…',
  'rates.trend': '24 Karat per tola, last 7 days',
  'rates.trendLabel': '24 Karat per tola, the last {count} rates: from {first} on {firstDay} to {last} on {lastDay}',
  'rates.unchanged': 'Unchanged',
  'rates.move': '{up, select, yes {Up} other {Down}} {by}',
  'showroom.title': 'Visit our showroom',
  'showroom.open': 'Open {hours}, 7 days a week.',
  'showroom.map': 'Map to {name}',
  'showroom.openMaps': 'Open in Maps',
  'appointment.lead': 'Choose how you would like to meet us. We will confirm the date and time with you.',
  'appointment.kind': '{kind, select, call {Over The Call} other {At Showroom}}',
  'appointment.form': '{kind, select, call {Appointment Over The Call} other {Appointment At Showroom}}',
  'appointment.showroomNote': 'Sit with us at the showroom in {area}, open {hours}, 7 days a week.',
  'appointment.callNote': 'We call you at a time that suits you, in Urdu or English.',
  'appointment.date': '{kind, select, call {Preferred Date for the Call} other {Preferred Date}}',
  'appointment.reason': 'Reason',
  'appointment.reasonOption':
    '{reason, select, JewelleryConsultation {Jewellery Consultation} DiamondConsultation {Diamond Consultation} GemstoneConsultation {Gemstone Consultation} RepairsAndMaintenance {Repairs and Maintenance} other {Other Services}}',
  'appointment.picture':
    'Our consultation desk: necklaces on display in arched niches, a ring tray, a ring box and a loupe',
  'appointment.submit': 'Request Appointment',
  'newsletter.private': 'We never share your details.',
  'newsletter.form': 'Newsletter sign-up',
  'newsletter.subscribe': 'Subscribe',
  'appointment.sent': 'Thank you, your appointment request has been sent. We will call you to confirm the time.',
} as const;
