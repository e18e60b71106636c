// Why a permission check cannot run: the identity it would call with is not configured. Said the same way by every
// check that needs that identity, so a report groups the skips under one reason.

export const NO_CUSTOMER = 'no customer configured (COMMERCE_CUSTOMER_EMAIL / COMMERCE_CUSTOMER_PASSWORD)';
export const NO_ADMIN = 'no admin identity configured';
