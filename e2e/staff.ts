/** The staff account global-setup has the server seed (STAFF_EMAIL, STAFF_PASSWORD); specs review through the API. */
export const E2E_STAFF = { email: 'staff-e2e@bourse.test', password: 'Review-Desk-Lantern-42' };
