// The journeys' `test` and `expect`: every spec imports them from here, so that checks every
// journey must run (accessibility) are added in one place.
export { test, expect } from '@playwright/test';
