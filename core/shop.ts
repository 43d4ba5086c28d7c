/**
 * The shop's identity (docs/behaviour.md §1.1): every screen, page title and e-mail reads it from here.
 * The name and numbers are a fictional demo; a real shop edits this one file.
 */
export const SHOP = {
  name: 'Noor Mahal Jewellers',
  shortName: 'Noor Mahal',
  tagline: 'Family Owned Since 1960',
  foundedYear: 1960,
  address: {
    line1: 'Shop 14, Noor Mahal Plaza, Main Boulevard',
    line2: 'Gulberg III, Lahore 54660',
    country: 'Pakistan',
  },
  email: 'care@noormahal.example',
  phones: [
    { label: 'Showroom', number: '+92 42 3571 2460', tel: '+924235712460', ext: '101' },
    { label: 'Orders', number: '+92 42 3571 2461', tel: '+924235712461', ext: '204' },
  ],
  /** WhatsApp business number in international form without '+', as wa.me wants it. */
  whatsapp: '923214446060',
  whatsappDisplay: '+92 321 444 6060',
  hours: '11:00am - 06:00pm',
  days: '7 days a week',
  whatsappNote: 'WhatsApp hours are 11:00am to 6:00pm, subject to team availability.',
  mapEmbedUrl: 'https://www.google.com/maps?q=Main+Boulevard+Gulberg+III+Lahore&output=embed',
  mapLink: 'https://www.google.com/maps/search/?api=1&query=Main+Boulevard+Gulberg+III+Lahore',
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/noormahaljewellers.example' },
    { network: 'Instagram', url: 'https://www.instagram.com/noormahaljewellers.example' },
  ],
  supportPhone: '+92 42 3571 2460',
} as const;

export const fullAddress = () => `${SHOP.address.line1}, ${SHOP.address.line2}, ${SHOP.address.country}`;

/** docs/behaviour.md §7.8: the messaging-app deep link with a fixed business number and prefilled text. */
export function whatsappLink(text?: string): string {
  const base = `https://wa.me/${SHOP.whatsapp}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
