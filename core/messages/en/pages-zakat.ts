/**
 * The zakat estimate (app/routes/zakat.tsx): its form, its boxes' messages (held to core/zakat.ts), the answer and its
 * nisab. English word for word as the page reads. Tags: <b> strong words, <n> a Latin amount, <link> a page.
 */
export default {
  'zakat.title': 'Zakat Estimate',
  'zakat.description':
    'Estimate the zakat on your gold, silver and savings at today’s gold and silver rates: the nisab in PKR and {rate}% of what you hold above it.',
  'zakat.intro':
    'What you hold, valued at today’s gold and silver rates: whether zakat is due, and {rate}% of your zakatable wealth.',
  'zakat.formTitle': 'What you hold',
  'zakat.submit': 'Estimate my zakat',
  'zakat.checkBoxes': 'Please check the boxes marked below.',
  'zakat.unit': 'Weights in',
  'zakat.grams': 'Grams',
  'zakat.tola': 'Tola',
  'zakat.unitHint': '1 tola = {tolaGrams} g.',
  'zakat.goldLegend': 'Gold, by karat',
  'zakat.karat': '{karat} karat',
  'zakat.silver': 'Silver',
  'zakat.silverRate': 'At the shop’s silver rate, <n>{rate}</n> a tola.',
  'zakat.noSilverRate': 'The shop has not set today’s silver rate yet.',
  'zakat.cash': 'Cash and savings (PKR)',
  'zakat.cashHint': 'In hand, in the bank, in committees, foreign currency at today’s value.',
  'zakat.owed': 'Money owed to you (PKR)',
  'zakat.owedHint': 'Loans you expect to be repaid.',
  'zakat.debts': 'Debts due now (PKR)',
  'zakat.debtsHint': 'What you must pay now: taken off your wealth.',
  'zakat.error.unit': 'Choose grams or tola',
  'zakat.error.nothing': 'Enter at least one thing you hold: gold, silver, cash or money owed to you',
  'zakat.error.noSilverRate':
    'The shop has not set today’s silver rate yet: leave silver empty, or ask the showroom for its value and add it to cash',
  'zakat.error.weight': '{karat, select, none {Silver} other {{karat} karat gold}} must be a weight, e.g. 12.5',
  'zakat.error.amount':
    '{field, select, cash {Cash and savings} owed {Money owed to you} other {Debts due now}} must be a whole number of rupees, e.g. 250,000',
  'zakat.noRate': 'Today’s gold rate has not been set yet. Please call the showroom.',
  'zakat.answerTitle': 'Your zakat estimate',
  'zakat.tableCaption': 'What you hold, valued today',
  'zakat.goldLine': '{karat} karat gold',
  'zakat.goldNote': '{grams} g at <n>{perGram}</n> a gram',
  'zakat.silverLine': 'Silver',
  'zakat.cashLine': 'Cash and savings',
  'zakat.owedLine': 'Money owed to you',
  'zakat.debtsLine': 'Less debts due now',
  'zakat.wealth': 'Zakatable wealth',
  'zakat.heldSilver':
    'Held against the silver nisab, {silverTola} tola of silver (612.36 g): <n>{nisab}</n> today. You hold more than gold alone, and most scholars advise the silver nisab for mixed wealth.',
  'zakat.heldGoldNoSilver':
    'Held against the gold nisab, {goldTola} tola of 24 karat gold (87.48 g): <n>{nisab}</n> today. The shop has no silver rate today, so the silver nisab cannot be given.',
  'zakat.heldGold':
    'Held against the gold nisab, {goldTola} tola of 24 karat gold (87.48 g): <n>{nisab}</n> today, as you hold gold alone.',
  'zakat.bothNisabs': 'Today the gold nisab is <n>{gold}</n> and the silver nisab <n>{silver}</n>.',
  'zakat.due': 'Zakat is due: <b><n>{zakat}</n></b> ({rate}% of <n>{wealth}</n>).',
  'zakat.notDue': '<b>No zakat is due</b> on this estimate: what you hold is below the nisab.',
  'zakat.rates':
    'Gold at the shop’s rates for <n>{day}</n>{unit, select, tola { (weights given in tola, 1 tola = {tolaGrams} g)} other {}}.',
  'zakat.ruling':
    '<b>This is an estimate, not a ruling:</b> zakat is due on wealth held for a lunar year, and what counts (jewellery worn, debts, business stock) differs between schools. Please ask a scholar.',
  'zakat.comeInTitle': 'Not sure of your gold’s weight or karat?',
  'zakat.comeIn':
    'Bring it in: we weigh and test it in front of you, free. Selling or exchanging old gold? See <link>what your old gold is worth</link>.',
  'zakat.book': 'Book an appointment',
};
