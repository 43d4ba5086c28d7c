/** The frame of every information page (app/components/InfoPage.tsx); English as the pages always read. */
export default {
  'info.breadcrumb': 'Breadcrumb',
  'info.onThisPage': 'On this page',
};
