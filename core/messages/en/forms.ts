/**
 * The form kit's words for the forms on every page (the appointment form, the newsletter), and the rules' messages
 * that the schemas write in English (core/inquiry-schemas.ts): those are keyed by their own words, so a field shows
 * the page's language (app/components/forms/Field.tsx FieldError) and an unknown message shows as it is.
 */
export default {
  'form.fullName': 'Full Name',
  'form.message': 'Message',
  'form.phoneHint':
    '{digits, select, 11 {11 digits, e.g. 0300 1234567} 10 {10 digits, e.g. 300 1234567} other {e.g. 0300 1234567 or +92 300 1234567}}',
  'form.fillRequired': 'Fill in the required fields to send.',
  'Please enter your name': 'Please enter your name',
  'Please enter a valid phone number': 'Please enter a valid phone number',
  'Please enter a valid Email': 'Please enter a valid Email',
  'Please choose a date': 'Please choose a date',
  'Please choose a date from today on': 'Please choose a date from today on',
  'Please choose a date within a year': 'Please choose a date within a year',
  'Please choose a reason': 'Please choose a reason',
  'Name is required': 'Name is required',
  'Phone No is required': 'Phone No is required',
  'Email is required': 'Email is required',
  'At most 100 characters': 'At most 100 characters',
  'At most 2000 characters': 'At most 2000 characters',
  'Must be on one line': 'Must be on one line',
  'Emai Sent Successfully': 'Emai Sent Successfully',
  'Something went wrong. Please try again.': 'Something went wrong. Please try again.',
  'Full Name is required': 'Full Name is required',
  'Please enter Your Requirement': 'Please enter Your Requirement',
} as const;
