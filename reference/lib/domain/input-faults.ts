// The bad-input faults of the reference: each breaks how the platform answers a write it must refuse, so the suite's
// input.* checks can prove they notice (docs/fault-table.md).
//  - bad-input-500:             a body the web API's deserializer refuses (a required parameter missing, a value of
//                               the wrong type) is answered 500 "Internal Error" instead of the platform's 400;
//  - invalid-email-accepted:    a customer saved with an e-mail address that is none is kept;
//  - duplicate-accepted:        a unique key saved twice (a customer's e-mail, a tax rate's or rule's code, a
//                               group's code, a class name, a page or block identifier, an attribute code or set
//                               name, a URL key) makes a second entity;
//  - not-found-parameters-lost: a not-found answer keeps its status and message but loses its parameters, so the
//                               client cannot tell which field and value were not found;
//  - reset-token-accepted:      a password reset token no e-mail gave is answered valid (validateResetPasswordLinkToken
//                               answers true for any token of an existing customer).

export const INPUT_FAULT = {
  badInput500: 'bad-input-500',
  invalidEmailAccepted: 'invalid-email-accepted',
  duplicateAccepted: 'duplicate-accepted',
  notFoundParametersLost: 'not-found-parameters-lost',
  resetTokenAccepted: 'reset-token-accepted',
} as const;

export const INPUT_DOMAIN_FAULTS = Object.values(INPUT_FAULT);

/** Whether a duplicate unique key is let through (the fault duplicate-accepted). */
export const acceptsDuplicates = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.duplicateAccepted);

/** Whether an e-mail address that is none is let through (the fault invalid-email-accepted). */
export const acceptsInvalidEmail = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.invalidEmailAccepted);

/** Whether any password reset token is answered valid (the fault reset-token-accepted). */
export const acceptsAnyResetToken = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.resetTokenAccepted);
