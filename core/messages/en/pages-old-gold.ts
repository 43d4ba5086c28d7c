/**
 * The old gold page (app/routes/old-gold.tsx): its form, its messages (held to core/buy-back.ts OLD_GOLD_MESSAGES),
 * the answer, and the buy-back and exchange terms, which core/buy-back.ts buyBackTerms writes from these patterns for
 * the product page and the API. English word for word as the page reads. Tags: <n> a Latin figure, <link> a page.
 */
export default {
  'oldGold.title': 'Old Gold Value',
  'oldGold.description':
    'What your old gold is worth at today’s gold rate, what the shop pays for it in cash and what it gives towards new jewellery.',
  'oldGold.intro':
    'Bringing old gold to sell or to exchange for new jewellery? See what it is worth at today’s gold rate, and what the shop pays for it.',
  'oldGold.formTitle': 'Your gold',
  'oldGold.submit': 'Work out the value',
  'oldGold.checkBoxes': 'Please check the boxes marked below.',
  'oldGold.weightLegend': 'Weight: in grams, or in tola, masha and ratti',
  'oldGold.grams': 'Grams',
  'oldGold.gramsHint': 'e.g. {example}',
  'oldGold.or': 'or',
  'oldGold.tola': 'Tola',
  'oldGold.masha': 'Masha',
  'oldGold.ratti': 'Ratti',
  'oldGold.weights': '1 tola = {tolaGrams} g = {mashaPerTola} masha; 1 masha = {rattiPerMasha} ratti.',
  'oldGold.karat': 'Karat',
  'oldGold.chooseKarat': 'Choose the karat',
  'oldGold.karatHint': 'Not sure? Choose “Don’t know”: the shop tests it at the showroom.',
  'oldGold.karatOption': '{karat} karat',
  'oldGold.dontKnow': 'Don’t know',
  'oldGold.error.grams': 'Weight in grams must be a number from 0 to {maxGrams}, e.g. 23.3',
  'oldGold.error.tola': 'Tola must be a number, e.g. 2 or 2.5',
  'oldGold.error.masha': 'Masha must be a whole number from 0 to {maxMasha}',
  'oldGold.error.ratti': 'Ratti must be a number from 0 to {maxRatti}, e.g. 4 or 4.5',
  'oldGold.error.none': 'Enter the weight, in grams or in tola, masha and ratti',
  'oldGold.error.both': 'Enter the weight in grams or in tola, masha and ratti, not both',
  'oldGold.error.zero': 'The weight must be more than nothing',
  'oldGold.error.karat': 'Choose the karat, or “Don’t know”',
  'oldGold.noRate': 'Today’s gold rate has not been set yet. Please call the showroom for a price.',
  'oldGold.weightGrams': '{grams} g ({tola})',
  'oldGold.answerKarat': '{weight} of {karat} karat gold',
  'oldGold.answerUnknown': '{weight} of gold, karat not known',
  'oldGold.value': 'Value at the day’s rate',
  'oldGold.cash': 'The shop pays in cash (less {percent}%)',
  'oldGold.exchange': 'Towards new jewellery (less {percent}%)',
  'oldGold.unknownLead':
    'The karat is found by testing your gold at the showroom, in front of you. What it is worth at each common karat, and what the shop pays in cash (less {cash}%) and towards new jewellery (less {exchange}%):',
  'oldGold.tableCaption': 'Value by karat',
  'oldGold.tableKarat': 'Karat',
  'oldGold.tableValue': 'Value',
  'oldGold.tableCash': 'Cash',
  'oldGold.tableExchange': 'Towards new',
  'oldGold.rateKarat':
    'At the {karat} karat rate of <n>{perGram}</n> a gram (<n>{perTola}</n> a tola), the shop’s rate for <n>{day}</n>.',
  'oldGold.rates': 'At the shop’s rates for <n>{day}</n>.',
  'oldGold.estimate':
    'An estimate: the shop weighs and tests your gold at the showroom and tells you its offer before anything is agreed.',
  'oldGold.comeInTitle': 'Bring your gold in',
  'oldGold.comeIn':
    'Book a time and we weigh and test your gold in front of you, with the day’s rate on the counter. Working out your zakat? See the <link>zakat estimate</link>.',
  'oldGold.book': 'Book an appointment',
  'oldGold.termsTitle': 'Buy-back and exchange terms',
  'oldGold.gold': 'Gold',
  'oldGold.kind':
    '{kind, select, Silver {Silver jewellery} Diamond {Diamond jewellery} Platinum {Platinum jewellery} Palladium {Palladium jewellery} Artificial {Artificial jewellery} other {Watches}}',
  'oldGold.policy': 'Pieces bought from us online also follow the <link>refund and exchange policy</link>.',
  'buyBack.weighed':
    "Old gold is weighed and its purity tested at the showroom, in front of you, then valued at the day's gold rate for its karat{karat, select, none {} other { ({karat} karat gold at the {karat} karat rate)}}.",
  'buyBack.cash': 'Sold for cash, the shop pays that value less {percent}%.',
  'buyBack.exchange':
    'Exchanged for new jewellery from the shop, it counts at that value less {percent}% towards the new piece.',
  'buyBack.stonesPaid':
    'Diamonds and gemstones set in a piece are valued on their own at the showroom and paid for; beads, lacquer and other fillings are weighed out.',
  'buyBack.stonesNotPaid':
    'Diamonds, gemstones, beads and lacquer are weighed out and not paid for; diamonds and gemstones are given back to you if you wish.',
  'buyBack.id': 'Please bring your CNIC: the shop buys only from the owner of the piece, and gives a written receipt.',
  'buyBack.diamondsPaid':
    'The diamonds are valued on their own at the showroom, by their certificate where there is one, and paid for.',
  'buyBack.diamondsBack':
    'The diamonds are taken out and given back to you (or weighed out): the shop pays for the gold alone.',
  'buyBack.silver':
    "Old silver is weighed at the showroom and valued at the day's silver rate{rate, select, none {} other { (<n>{rate}</n> per tola)}}, less {percent}%, for cash or towards new jewellery.",
  'buyBack.noDailyRate':
    '{metal, select, platinum {Platinum has no daily rate at the shop: a platinum piece} other {Palladium has no daily rate at the shop: a palladium piece}} is weighed, tested and valued at the showroom on the day, and the shop tells you its offer for cash or towards new jewellery before anything is agreed.',
  'buyBack.artificial':
    'Artificial jewellery has no precious metal in it: the shop does not buy it back or take it in exchange.',
  'buyBack.artificialPolicy': 'A piece bought from us follows the refund and exchange policy.',
  'buyBack.watches': 'Watches are not bought back or taken in exchange for new jewellery.',
  'buyBack.watchPolicy': 'A watch bought from us follows the refund and exchange policy and its maker’s warranty.',
  'buyBack.other':
    'Bring the piece to the showroom: staff weigh and test it and tell you what the shop pays, before anything is agreed.',
};
