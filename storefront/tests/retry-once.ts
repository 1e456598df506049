/**
 * A browser test that fails is run once more before the suite counts it failed, and its first failure is printed
 * either way. The machine's two cores are shared by two apps, PostgreSQL and two Chromiums, and a click that lands
 * while a page re-renders now and then goes nowhere; a defect fails both runs. The first failures stay in the
 * log to be looked into.
 */
jest.retryTimes(1, { logErrorsBeforeRetry: true });
