// Why a permission check cannot run: the identity it would call with is not configured, or cannot be used here. Said
// the same way by every check that needs that identity (src/checks/stand-in.ts), naming what to configure, so a report
// groups the skips under one reason.

export { adminUserMissing, callerUnavailable, NO_ADMIN, NO_CUSTOMER, NO_INTEGRATION } from '../stand-in.ts';
