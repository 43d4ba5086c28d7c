/** The wishlist page (app/routes/wishlist.tsx) and its table: English word for word as it read. */
export default {
  'wishlist.metaTitle': 'Wishlist',
  'wishlist.metaDescription': 'The pieces you have saved.',
  'wishlist.title': 'Wishlist',
  'wishlist.loading': 'Loading your wishlist…',
  'wishlist.empty': 'No Product Added to the wishlist',
  'wishlist.caption': 'Pieces in your wishlist',
  'wishlist.quantity': 'Quantity',
  'wishlist.actions': 'Actions',
  'wishlist.chooseSizeFor': 'Choose a size for {name}',
  'wishlist.addNamed': 'Add {name} to bag',
  'wishlist.chooseSize': 'Choose size',
  'wishlist.add': 'Add to bag',
} as const;
