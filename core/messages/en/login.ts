/** The sign-in page (app/routes/login.tsx) and its two forms: English word for word as it read. */
export default {
  'login.metaTitle': 'Sign In',
  'login.metaDescription':
    'Accounts are coming soon. You can shop as a guest: nothing is needed to browse, ask about a piece or buy.',
  'login.title': 'My Account',
  'login.intro':
    'Online accounts are coming soon. You do not need one to shop: add pieces to your bag and check out as a guest.',
  'login.tabs': 'Sign in or create an account',
  'login.signIn': 'Sign In',
  'login.create': 'Create Account',
  'login.password': 'Password',
  'login.honorific': 'Title',
  'login.honorificOption': '{value, select, Mr {Mr} Mrs {Mrs} other {Ms}}',
  'login.fullName': 'Full Name',
  'login.mobile': 'Mobile',
  'login.required': '{label} is required',
  'login.agree': 'I agree to the <terms>terms and conditions</terms> and the <privacy>privacy policy</privacy>',
  'login.soon':
    'Online accounts are coming soon, so nothing was sent. You can already buy without an account: add pieces to your bag and check out as a guest.',
  'login.help': 'Need help? Call us on <tel>{phone}</tel> ({hours}, 7 days a week).',
} as const;
