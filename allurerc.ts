// Allure 3's configuration (`npx allure generate allure-results`, `npm run report:allure`), read from this folder:
// the failures grouped by cause (src/report/allure-categories.ts: the same categories the Allure reporter writes into
// the results as categories.json, which Allure 3's default report does not read), each cause by module; and, when
// COMMERCE_ALLURE_HISTORY names a file, the history Allure 3 keeps from report to report (its trend graphs).

import { allureCategories } from './src/report/allure-categories.ts';

const history = process.env.COMMERCE_ALLURE_HISTORY?.trim();

export default {
  name: 'Commerce conformance',
  ...(history ? { historyPath: history } : {}),
  categories: allureCategories().map((c) => ({ ...c, groupBy: [{ label: 'parentSuite' }], groupByMessage: false })),
};
